import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendForm } from './send-form';

const reply = (status: number, body: unknown) =>
  vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

const send = () => sendForm('POST /api/contact', new FormData(), 'Failed to send your message.');

afterEach(() => vi.unstubAllGlobals());

describe('sendForm', () => {
  it('succeeds only when the status is ok and success is true', async () => {
    vi.stubGlobal('fetch', reply(201, { success: true, message: 'Your message has been sent!' }));
    expect(await send()).toEqual({ ok: true });
    vi.stubGlobal('fetch', reply(200, { success: 'yes' }));
    expect(await send()).toEqual({ ok: false, message: 'Failed to send your message.' });
    vi.stubGlobal('fetch', reply(500, { success: true }));
    expect(await send()).toEqual({ ok: false, message: 'Failed to send your message.' });
  });

  it('shows the server’s message when it gives one', async () => {
    vi.stubGlobal('fetch', reply(400, { success: false, message: 'Name is required', error: { code: 'invalid_input', message: 'Name is required' } }));
    expect(await send()).toEqual({ ok: false, message: 'Name is required' });
    vi.stubGlobal('fetch', reply(400, { success: false, message: '  ' }));
    expect(await send()).toEqual({ ok: false, message: 'Failed to send your message.' });
  });

  it('asks to try again when the network fails or the answer is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await send()).toEqual({ ok: false, message: 'Something went wrong. Please try again.' });
    vi.stubGlobal('fetch', reply(502, '<html>Bad gateway</html>'));
    expect(await send()).toEqual({ ok: false, message: 'Something went wrong. Please try again.' });
  });
});

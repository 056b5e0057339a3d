import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi, readError } from './api';

afterEach(() => vi.unstubAllGlobals());

function answering(status: number, body: string) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('callApi', () => {
  it('fills the path, encodes the query and sends JSON with its headers', async () => {
    const fetch = answering(200, '{"id": 3}');
    await callApi('GET /api/products/{id}', { params: { id: 3 } });
    expect(fetch.mock.calls[0]![0]).toBe('/api/products/3');
    await callApi('GET /api/listing', { query: { category: 'Rings & Bands', theme: ['Floral', 'Ocean'], pageSize: 4 } });
    expect(fetch.mock.calls[1]![0]).toBe('/api/listing?category=Rings+%26+Bands&theme=Floral&theme=Ocean&pageSize=4');
    await callApi('POST /api/orders', { body: { items: [] } as never, headers: { 'Idempotency-Key': 'k1' } });
    const init = fetch.mock.calls[2]![1];
    expect(init).toMatchObject({ method: 'POST', body: '{"items":[]}', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k1' } });
  });

  it('answers the data of a success, and the server’s message and code of a refusal', async () => {
    answering(200, '{"lines": [], "changes": []}');
    expect(await callApi('GET /api/cart', {})).toMatchObject({ ok: true, status: 200, data: { lines: [] } });
    answering(
      409,
      '{"message": "WELCOME10 is for your first order only.", "error": {"code": "conflict", "message": "WELCOME10 is for your first order only."}}',
    );
    expect(await callApi('GET /api/cart', {})).toEqual({ ok: false, status: 409, message: 'WELCOME10 is for your first order only.', code: 'conflict' });
  });

  it('answers status 0 when no answer came or the answer was not the shop’s JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await callApi('GET /api/cart', {})).toEqual({ ok: false, status: 0, message: null, code: null });
    answering(502, '<html>Bad gateway</html>');
    expect(await callApi('GET /api/cart', {})).toEqual({ ok: false, status: 0, message: null, code: null });
  });
});

describe('readError', () => {
  it('reads the message at the top, else inside error, else none', () => {
    expect(readError({ message: 'Login first', error: { code: 'unauthenticated', message: 'x' } })).toEqual({
      message: 'Login first',
      code: 'unauthenticated',
    });
    expect(readError({ error: { code: 'invalid_input', message: 'Name is required' } })).toEqual({ message: 'Name is required', code: 'invalid_input' });
    expect(readError({ message: '  ' })).toEqual({ message: null, code: null });
    expect(readError('oops')).toEqual({ message: null, code: null });
  });
});

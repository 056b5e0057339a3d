import { Hono, type Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { RETURN_BODY_MAX_BYTES } from '../domain/returns.ts';
import { PAGE_BODY_LIMIT, addressWithoutNul, pageSubmissions } from './page-input.ts';

/** Page actions in miniature: each reads its body the way the real ones do (formData, or JSON on /cart). */
function pages() {
  const app = new Hono();
  app.use('*', pageSubmissions);
  const cart = async (c: Context) => c.json({ lines: ((await c.req.raw.json().catch(() => null)) as { lines?: unknown } | null)?.lines ?? null });
  app.all('/cart', cart);
  app.all('/cart.data', cart);
  app.all('*', async (c) => c.json({ fields: Object.fromEntries(await c.req.raw.formData()) }));
  return app;
}

const post = (path: string, body: BodyInit | null, headers: Record<string, string> = {}) => pages().request(path, { method: 'POST', body, headers });

describe('what a page action may be sent', () => {
  it('takes the forms the pages send, URL-encoded or multipart, and their data requests', async () => {
    const encoded = await post('/login', 'email=ada%40example.com&password=x', { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' });
    expect(encoded.status).toBe(200);
    expect(await encoded.json()).toEqual({ fields: { email: 'ada@example.com', password: 'x' } });
    const form = new FormData();
    form.append('intent', 'cancel');
    const multipart = await post('/orders/12.data', form);
    expect(await multipart.json()).toEqual({ fields: { intent: 'cancel' } });
  });

  it('takes JSON only where the action reads JSON (the cart)', async () => {
    const cart = await post('/cart', '{"lines":[]}', { 'Content-Type': 'application/json' });
    expect(await cart.json()).toEqual({ lines: [] });
    expect((await post('/cart.data', '{"lines":[]}', { 'Content-Type': 'application/json' })).status).toBe(200);
  });

  it('refuses JSON, text or no type at all on a form action with 415, before the action reads it', async () => {
    for (const path of ['/login', '/register', '/forgot-password', '/reset-password', '/orders/12', '/login.data', '/logout']) {
      const refused = await post(path, '{"email":"ada@example.com"}', { 'Content-Type': 'application/json' });
      expect(refused.status, path).toBe(415);
    }
    expect((await post('/login', 'email=a', { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await pages().request('/login', { method: 'POST' })).status).toBe(415);
    expect((await pages().request('/login', { method: 'PUT', body: 'x', headers: { 'Content-Type': 'application/xml' } })).status).toBe(415);
  });

  it('refuses a multipart body it cannot read with 400', async () => {
    expect((await post('/login', '--x\r\ngarbage', { 'Content-Type': 'multipart/form-data; boundary=x' })).status).toBe(400);
    expect((await post('/login', 'a=b', { 'Content-Type': 'multipart/form-data' })).status).toBe(400);
  });

  it('refuses a body over 64 KiB with 413, announced or streamed', async () => {
    const big = `email=${'a'.repeat(PAGE_BODY_LIMIT)}`;
    expect((await post('/login', big, { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(413);
    const chunk = new TextEncoder().encode('a'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const streamed = await pages().request('/login', {
      method: 'POST',
      body: stream,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect((await post('/login', `email=${'a'.repeat(PAGE_BODY_LIMIT - 100)}`, { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(200);
  });

  it('takes the return form’s photos (multipart, up to RETURN_BODY_MAX_BYTES) on that page only', async () => {
    const withPhotos = (bytes: number) => {
      const form = new FormData();
      form.append('photos', new File([new Uint8Array(bytes)], 'clasp.png', { type: 'image/png' }));
      return form;
    };
    expect((await post('/orders/12/return', withPhotos(2 * 1024 * 1024))).status).toBe(200);
    expect((await post('/orders/12/return.data', withPhotos(2 * 1024 * 1024))).status).toBe(200);
    expect((await post('/orders/12/return', withPhotos(RETURN_BODY_MAX_BYTES))).status).toBe(413);
    expect((await post('/orders/12', withPhotos(2 * 1024 * 1024))).status).toBe(413);
    const encoded = `reason=${'a'.repeat(PAGE_BODY_LIMIT)}`;
    expect((await post('/orders/12/return', encoded, { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(413);
  });

  it('takes the owner’s price sheet (multipart, up to 16 MiB) on its page', async () => {
    const withSheet = (bytes: number) => {
      const form = new FormData();
      form.append('sheet', new File([new Uint8Array(bytes).fill(44)], 'prices.csv', { type: 'text/csv' }));
      return form;
    };
    expect((await post('/admin/price-sheet.data', withSheet(4 * 1024 * 1024))).status).toBe(200);
    expect((await post('/admin/price-sheet', withSheet(16 * 1024 * 1024))).status).toBe(413);
    expect((await post('/admin/products', withSheet(4 * 1024 * 1024))).status).toBe(413);
  });

  it('lets reads through untouched', async () => {
    expect((await pages().request('/products')).status).not.toBe(415);
  });
});

describe('an address with a NUL', () => {
  const app = new Hono();
  app.use(addressWithoutNul);
  app.all('*', (c) => c.text('reached'));

  it('is refused with 400 before any handler, raw or encoded, in the path or the query', async () => {
    for (const url of ['/blog/%00', '/theme/a%00b', '/products?q=%00', '/api/products/category/%2500%00', '/search?q=ring%00']) {
      const answer = await app.request(url);
      expect(answer.status, url).toBe(400);
    }
    expect((await app.request('/api/x/%00')).headers.get('content-type')).toContain('application/json');
  });

  it('lets every other address through, odd encodings included', async () => {
    for (const url of ['/blog/a-post', '/products?q=50%25', '/theme/%E2%9C%A8', '/search?q=%ZZ'])
      expect(await (await app.request(url)).text(), url).toBe('reached');
  });
});

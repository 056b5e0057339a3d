import zlib from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { getRequestListener } from '@hono/node-server';
import { accepts, bodyOf, compression } from './compression.ts';

const BROWSER = 'gzip, deflate, br, zstd';
const items = Array.from({ length: 60 }, (_, index) => ({ id: index, title: `Garnet ring ${index}`, priceMinor: 12_000 + index }));

/** A shop in miniature: JSON large and small, a streamed page, an SVG, and answers that say what they are. */
function shop() {
  const app = new Hono();
  app.use(compression());
  app.get('/api/listing', (c) => c.json({ items }));
  app.get('/api/small', (c) => c.json({ ok: true }));
  app.get('/api/export', (c) => c.json({ items: Array.from({ length: 100 }, () => items).flat() }));
  app.get('/api/tagged', (c) => c.json({ items }, 200, { ETag: '"v1"', Vary: 'Cookie' }));
  app.get('/api/untouched', (c) => c.json({ items }, 200, { 'Cache-Control': 'public, no-transform' }));
  app.get('/logo.svg', (c) =>
    c.body(`<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(200)}</svg>`, 200, { 'Content-Type': 'image/svg+xml' }),
  );
  app.get('/page', (c) => {
    const html = `<!doctype html><main>${'<p>Handmade in small batches.</p>'.repeat(100)}</main>`;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(html));
        controller.close();
      },
    });
    return c.body(body, 200, { 'Content-Type': 'text/html; charset=utf-8' });
  });
  return app;
}

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => shop().request(path, { method, headers });

function decoded(answer: Response, body: Buffer): string {
  const coding = answer.headers.get('Content-Encoding');
  if (coding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (coding === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
}

async function read(path: string, headers?: Record<string, string>) {
  const answer = await get(path, headers);
  const body = Buffer.from(await answer.arrayBuffer());
  return { answer, body, text: decoded(answer, body) };
}

describe('Accept-Encoding', () => {
  it('a coding is taken when named (gzip also as x-gzip) or by *, unless weighted zero', () => {
    expect(accepts(BROWSER, 'gzip')).toBe(true);
    expect(accepts(BROWSER, 'br')).toBe(true);
    expect(accepts('br;q=1.0, gzip;q=0.8', 'gzip')).toBe(true);
    expect(accepts('x-gzip', 'gzip')).toBe(true);
    expect(accepts('*', 'br')).toBe(true);
    expect(accepts('gzip;q=0, *', 'gzip')).toBe(false);
    expect(accepts('br;q=0, gzip', 'br')).toBe(false);
    expect(accepts('br', 'gzip')).toBe(false);
    expect(accepts(undefined, 'gzip')).toBe(false);
  });
});

describe('compression on the fly', () => {
  it('sends JSON brotli-compressed to a browser, gzip to a client that takes only gzip, as it is to the rest', async () => {
    const plain = await read('/api/listing');
    expect(plain.answer.headers.get('Content-Encoding')).toBeNull();
    expect(JSON.parse(plain.text)).toEqual({ items });

    for (const [header, coding] of [
      [BROWSER, 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const { answer, body, text } = await read('/api/listing', { 'Accept-Encoding': header });
      expect(answer.headers.get('Content-Encoding'), header).toBe(coding);
      expect(body.length, header).toBeLessThan(plain.body.length / 3);
      expect(text, header).toBe(plain.text);
      expect(answer.headers.get('Content-Type'), header).toMatch(/^application\/json/);
    }
  });

  it('compresses a large answer too (in the thread pool, not on the event loop)', async () => {
    const plain = await read('/api/export');
    expect(plain.body.length).toBeGreaterThan(256 * 1024);
    const compressed = await read('/api/export', { 'Accept-Encoding': BROWSER });
    expect(compressed.answer.headers.get('Content-Encoding')).toBe('br');
    expect(compressed.text).toBe(plain.text);
  });

  it('names Accept-Encoding in Vary once, compressed or not, beside what the answer named', async () => {
    for (const headers of [{}, { 'Accept-Encoding': BROWSER }, { 'Accept-Encoding': 'identity' }] as Array<Record<string, string>>) {
      for (const path of ['/api/listing', '/api/small', '/page', '/logo.svg']) {
        expect((await get(path, headers)).headers.get('Vary'), path).toBe('Accept-Encoding');
      }
      expect((await get('/api/tagged', headers)).headers.get('Vary')).toBe('Cookie, Accept-Encoding');
    }
  });

  it('leaves small answers, HEAD and no-transform as they are', async () => {
    const small = await read('/api/small', { 'Accept-Encoding': BROWSER });
    expect(small.answer.headers.get('Content-Encoding')).toBeNull();
    expect(JSON.parse(small.text)).toEqual({ ok: true });
    expect((await get('/api/listing', { 'Accept-Encoding': BROWSER }, 'HEAD')).headers.get('Content-Encoding')).toBeNull();
    const untouched = await read('/api/untouched', { 'Accept-Encoding': BROWSER });
    expect(untouched.answer.headers.get('Content-Encoding')).toBeNull();
    expect(JSON.parse(untouched.text)).toEqual({ items });
  });

  it('makes a strong ETag weak when it compresses (the bytes are no longer the ones it names)', async () => {
    expect((await get('/api/tagged', { 'Accept-Encoding': BROWSER })).headers.get('ETag')).toBe('W/"v1"');
    expect((await get('/api/tagged')).headers.get('ETag')).toBe('"v1"');
  });

  it('compresses SVG whole and a streamed page as it streams (gzip)', async () => {
    const svg = await read('/logo.svg', { 'Accept-Encoding': BROWSER });
    expect(svg.answer.headers.get('Content-Encoding')).toBe('br');
    expect(svg.text).toMatch(/^<svg[^]*<\/svg>$/);
    const page = await read('/page', { 'Accept-Encoding': BROWSER });
    expect(page.answer.headers.get('Content-Encoding')).toBe('gzip');
    expect(page.text).toMatch(/^<!doctype html><main>(<p>Handmade in small batches.<\/p>){100}<\/main>$/);
  });
});

describe("the body of @hono/node-server's light answer", () => {
  it('is read where the light answer keeps it, which stays light', async () => {
    // The listener puts its light Response in the global's place, as the shop's server does.
    getRequestListener(() => new Response(null));
    const cacheOf = (answer: Response) => Object.getOwnPropertySymbols(answer).find((symbol) => symbol.description === 'cache');
    for (const body of ['{"items":[]}', new TextEncoder().encode('<svg/>')]) {
      const answer = new Response(body, { headers: { 'Content-Type': 'application/json' } });
      expect(cacheOf(answer), 'a light answer').toBeDefined();
      expect((await bodyOf(answer)).toString()).toBe(typeof body === 'string' ? body : '<svg/>');
      expect(cacheOf(answer), 'still light').toBeDefined();
    }
    const streamed = new Response(new Blob(['streamed']).stream());
    expect((await bodyOf(streamed)).toString()).toBe('streamed');
  });

  it('stays light while it is compressed (never made a full Response on the way)', async () => {
    getRequestListener(() => new Response(null));
    const cacheOf = (answer: Response) => Object.getOwnPropertySymbols(answer).find((symbol) => symbol.description === 'cache');
    const handled: Response[] = [];
    const app = new Hono();
    app.use(compression());
    app.use(async (c, next) => {
      await next();
      handled.push(c.res);
    });
    app.get('/api/listing', (c) => c.json({ items }));
    const answer = await app.request('/api/listing', { headers: { 'Accept-Encoding': BROWSER } });
    expect(answer.headers.get('Content-Encoding')).toBe('br');
    expect(JSON.parse(decoded(answer, Buffer.from(await answer.arrayBuffer())))).toEqual({ items });
    expect(handled).toHaveLength(1);
    expect(cacheOf(handled[0]!), "the handler's answer, still light").toBeDefined();
  });
});

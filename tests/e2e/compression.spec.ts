/**
 * Every compressible answer goes out compressed to a browser that accepts it (brotli or gzip):
 * the page, a JSON answer, the styles and scripts the page loads, and an SVG image; and as it is
 * to a client that asks for no encoding, each naming Accept-Encoding in Vary.
 */
import { expect, test } from './fixtures/index.ts';

const ACCEPTS = { 'Accept-Encoding': 'br, gzip' };

test('pages, JSON, styles, scripts and SVG images are compressed for a browser that accepts it', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const stylesheet = html.match(/\/assets\/[^"]+\.css/)?.[0];
  // The client entry: the page names its modules once it has loaded, the entry among them.
  const script = html.match(/\/assets\/entry\.client-[^"]+\.js/)?.[0];
  const svg = html.match(/\/api\/uploads\/[^"]+\.svg/)?.[0];
  expect(stylesheet && script && svg, 'the home page links a stylesheet, a script and an SVG image').toBeTruthy();

  for (const path of ['/', '/products', '/api/products?page=1', stylesheet!, script!, svg!]) {
    const compressed = await request.get(path, { headers: ACCEPTS });
    expect(compressed.status(), path).toBe(200);
    expect(compressed.headers()['content-encoding'], path).toMatch(/^(br|gzip)$/);
    expect(compressed.headers()['vary'] ?? '', path).toMatch(/accept-encoding/i);

    const plain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding'], path).toBeUndefined();
    // A shared cache must not hand either one to the other kind of client: both name Accept-Encoding, once.
    for (const answer of [compressed, plain]) expect(answer.headers()['vary']?.match(/accept-encoding/gi), path).toHaveLength(1);
    // The same content either way (the client decodes what it was sent).
    expect((await compressed.body()).length, path).toBe((await plain.body()).length);
  }
});

test('the built scripts are served brotli-compressed from disk, with their length', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = html.match(/\/assets\/entry\.client-[^"]+\.js/)?.[0];
  const answer = await request.get(script!, { headers: ACCEPTS });
  expect(answer.headers()['content-encoding']).toBe('br');
  expect(Number(answer.headers()['content-length'])).toBeGreaterThan(0);
});

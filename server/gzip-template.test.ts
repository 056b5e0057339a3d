import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipTemplate, gzipWithNonce, htmlWithNonce } from './gzip-template.ts';

const nonceOf = () => randomBytes(16).toString('base64');

/** A page as React renders one: the nonce on links in the head and on the scripts at the end. */
function page(nonce: string, body = 'Rose Gold Halo Ring'): string {
  const preloads = Array.from({ length: 30 }, (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i}.js" nonce="${nonce}"/>`).join('');
  const cards = Array.from({ length: 1200 }, (_, i) => `<article><h2>${body} ${i}</h2><p>Handcrafted in sterling silver, ${i * 7} mm.</p></article>`);
  // One script half way down, more than a window (32 KiB) from either end.
  cards.splice(600, 0, `<script nonce="${nonce}">mark()</script>`);
  return `<!DOCTYPE html><html><head>${preloads}</head><body>${cards.join('')}<script nonce="${nonce}">window.__context = ${JSON.stringify({ body, n: cards.length })}</script><script nonce="${nonce}">done()</script></body></html>`;
}

describe('a page kept as gzip with a place for the nonce', () => {
  it('unpacks to the page with the nonce of the answer, checksum and length verified by zlib', () => {
    const rendered = nonceOf();
    const html = page(rendered);
    expect(html.length).toBeGreaterThan(3 * 32 * 1024); // back references reach across several windows
    const template = gzipTemplate(Buffer.from(html), rendered)!;
    expect(template.pieces).toHaveLength(34);
    for (const nonce of [rendered, nonceOf(), nonceOf()]) {
      const gzip = gzipWithNonce(template, nonce);
      // gunzip checks the CRC-32 and the length in the trailer: a wrong one throws.
      expect(zlib.gunzipSync(gzip).toString()).toBe(html.replaceAll(rendered, nonce));
      expect(htmlWithNonce(template, nonce).toString()).toBe(html.replaceAll(rendered, nonce));
    }
  });

  it('is barely larger than the page gzipped whole', () => {
    const nonce = nonceOf();
    const html = Buffer.from(page(nonce));
    const whole = zlib.gzipSync(html).length;
    const template = gzipTemplate(html, nonce)!;
    expect(gzipWithNonce(template, nonceOf()).length).toBeLessThan(whole * 1.1 + 34 * 29);
  });

  it('holds text that looks like the nonce, and nonces side by side, at the start and at the end', () => {
    const rendered = nonceOf();
    const sent = nonceOf();
    // Pieces of both nonces in the text: a back reference must never copy a nonce's bytes.
    const html = `${rendered}${rendered}<p>${rendered.slice(0, 12)} ${sent.slice(4, 20)} ${rendered.slice(3)}</p>${'<p>filler text</p>'.repeat(50)}${rendered}`;
    const template = gzipTemplate(Buffer.from(html), rendered)!;
    expect(zlib.gunzipSync(gzipWithNonce(template, sent)).toString()).toBe(html.replaceAll(rendered, sent));
  });

  it('holds a page without a nonce', () => {
    const template = gzipTemplate(Buffer.from('<p>no scripts here</p>'), nonceOf())!;
    expect(zlib.gunzipSync(gzipWithNonce(template, nonceOf())).toString()).toBe('<p>no scripts here</p>');
  });

  it('keeps no page holding a zero byte (the compressor stands zeros in for the nonce)', () => {
    const nonce = nonceOf();
    expect(gzipTemplate(Buffer.from(`<p>a\u0000b</p><script nonce="${nonce}"></script>`), nonce)).toBeUndefined();
  });

  it('refuses a nonce of another length than the page was rendered with', () => {
    const nonce = nonceOf();
    const template = gzipTemplate(Buffer.from(page(nonce)), nonce)!;
    expect(() => gzipWithNonce(template, `${nonce}x`)).toThrow(RangeError);
  });

  it('has one validator for every nonce, another when the page changes', () => {
    const [a, b] = [nonceOf(), nonceOf()];
    const first = gzipTemplate(Buffer.from(page(a)), a)!;
    const again = gzipTemplate(Buffer.from(page(b)), b)!;
    const changed = gzipTemplate(Buffer.from(page(a, 'Opal Halo Ring')), a)!;
    expect(first.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(again.etag).toBe(first.etag);
    expect(changed.etag).not.toBe(first.etag);
  });
});

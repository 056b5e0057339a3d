/**
 * The shop's drawn images go to browsers as WebP (server/services/content/drawn-images.ts,
 * decision record 066): rendered once at the drawing's own size, again when the drawing changes;
 * any client that does not name WebP gets the SVG.
 */
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestShop } from '../support/test-shop.ts';

const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'drawn-images-'));
const shop = useTestShop({ uploadsDir });

/** What Chromium sends for an <img>. */
const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

const drawing = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200"><rect width="300" height="200" fill="${fill}"/><circle cx="150" cy="100" r="60" fill="#fff"/></svg>`;

function draw(file: string, content: string, secondsFromNow = 0): void {
  const target = path.join(uploadsDir, file);
  writeFileSync(target, content);
  const at = Date.now() / 1000 + secondsFromNow;
  utimesSync(target, at, at);
}

async function get(file: string, accept?: string) {
  const answer = await shop.api.request(`/uploads/${file}`, { headers: accept === undefined ? {} : { Accept: accept } });
  return { answer, bytes: Buffer.from(await answer.arrayBuffer()) };
}

describe('a drawn image', () => {
  it('goes to a browser that names WebP as WebP at the drawing’s size, to any other client as the SVG', async () => {
    draw('gold-band-sample.svg', drawing('#b08d57'));
    const { answer, bytes } = await get('gold-band-sample.svg', BROWSER_ACCEPT);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('image/webp');
    expect(answer.headers.get('Vary')).toContain('Accept');
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=86400');
    const { format, width, height } = await sharp(bytes).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: 300, height: 200 });

    for (const accept of [undefined, '*/*', 'image/*', 'image/svg+xml', 'image/webp;q=0, image/svg+xml']) {
      const svg = await get('gold-band-sample.svg', accept);
      expect(svg.answer.headers.get('Content-Type'), String(accept)).toBe('image/svg+xml');
      expect(svg.answer.headers.get('Vary'), String(accept)).toContain('Accept');
      expect(svg.bytes.toString(), String(accept)).toContain('<svg');
    }
  });

  it('is rendered once, and again when the drawing is drawn again', async () => {
    draw('rose-band-sample.svg', drawing('#b76e79'));
    const first = await get('rose-band-sample.svg', BROWSER_ACCEPT);
    const again = await get('rose-band-sample.svg', BROWSER_ACCEPT);
    expect(again.answer.headers.get('ETag')).toBe(first.answer.headers.get('ETag'));
    const notModified = await shop.api.request('/uploads/rose-band-sample.svg', {
      headers: { Accept: BROWSER_ACCEPT, 'If-None-Match': first.answer.headers.get('ETag')! },
    });
    expect(notModified.status).toBe(304);

    draw('rose-band-sample.svg', drawing('#1f4f99'), 5);
    const redrawn = await get('rose-band-sample.svg', BROWSER_ACCEPT);
    expect(redrawn.answer.headers.get('ETag')).not.toBe(first.answer.headers.get('ETag'));
    const { dominant } = await sharp(redrawn.bytes).stats();
    expect(dominant.b).toBeGreaterThan(dominant.r); // the new blue, not the old rose
  });

  it('is rendered once even when the drawing is dated ahead of the clock the rendering is written at', async () => {
    // A drawing saved through another machine's clock, or a moment before the file system's coarse one ticks.
    draw('ahead-sample.svg', drawing('#2e7d32'), 60);
    const first = await get('ahead-sample.svg', BROWSER_ACCEPT);
    expect(first.answer.headers.get('Content-Type')).toBe('image/webp');
    const again = await get('ahead-sample.svg', BROWSER_ACCEPT);
    expect(again.answer.headers.get('ETag')).toBe(first.answer.headers.get('ETag'));
  });

  it('that cannot be rendered goes as the SVG it is', async () => {
    draw('broken-sample.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="10"><rect');
    const { answer } = await get('broken-sample.svg', BROWSER_ACCEPT);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('image/svg+xml');
  });

  it('is the only kind of image rendered: a missing drawing is still a 404', async () => {
    expect((await get('no-such-drawing.svg', BROWSER_ACCEPT)).answer.status).toBe(404);
    draw('not-drawn.png', drawing('#000'));
    // A shopper's photo (any name the shop did not generate) stays for staff only, never rendered.
    expect((await get('not-drawn.png', BROWSER_ACCEPT)).answer.status).toBe(401);
  });
});

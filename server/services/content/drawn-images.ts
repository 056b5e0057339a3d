/**
 * The shop's drawn images (the sample catalogue's pieces, tiles and banners: SVG) sent to browsers
 * as WebP, as an image CDN sends a photo in the format the browser takes (decision record 066).
 *
 * A browser lays out and paints an SVG image on the page's main thread, in a document of its own:
 * on a phone 8× slower than this machine, 70–170 ms for each of the sample's pieces (hundreds of
 * shapes and gradients each), which is most of the listing's and the home page's blocking time.
 * A WebP is decoded off the main thread. So a drawn image asked for by a browser that names
 * `image/webp` in its Accept header gets the drawing rendered at its own size (sharp, as uploads
 * are) as WebP; any other client gets the SVG. The rendering is made once, on first request, and
 * kept in `.drawn-webp/` under the uploads folder, where no address reaches it but this one; a
 * drawing newer than its rendering (drawn again at a start) is rendered again.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { imageLibrary } from './uploads.ts';

const FOLDER = '.drawn-webp';
/** Quality 70: the drawings are smooth shapes and gradients, alike to the eye at 80 and a fifth smaller (a piece: 11.6 KiB, 14.5 at 80). */
const QUALITY = 70;
/** A drawing larger than this is not ours: it is sent as it is. */
const LARGEST_DRAWING = 2 * 1024 * 1024;

/** Renderings under way, so concurrent requests for one drawing render it once. */
const rendering = new Map<string, Promise<string | undefined>>();

/**
 * The path of the drawing `file` (an SVG in `uploadsDir`) rendered as WebP, rendered now when
 * missing or older than the drawing; undefined when there is no such drawing or it cannot be rendered.
 */
export async function drawnAsWebp(uploadsDir: string, file: string): Promise<string | undefined> {
  const drawing = path.join(uploadsDir, file);
  const target = path.join(uploadsDir, FOLDER, `${file}.webp`);
  const [source, kept] = await Promise.all([stat(drawing).catch(() => undefined), stat(target).catch(() => undefined)]);
  if (!source?.isFile() || source.size > LARGEST_DRAWING) return undefined;
  // A rendering carries its drawing's time (to the millisecond, as utimes sets it): the file
  // system's own clock for the new file may lag the drawing's by a few milliseconds.
  if (kept && Math.floor(kept.mtimeMs) >= Math.floor(source.mtimeMs)) return target;
  let pending = rendering.get(target);
  if (!pending) {
    pending = render(drawing, target, source.mtime).finally(() => rendering.delete(target));
    rendering.set(target, pending);
  }
  return pending;
}

/**
 * Renders to a file of its own, dated as the drawing was when it was looked at, then moves it in
 * place: another instance sharing the folder never reads half a file.
 */
async function render(drawing: string, target: string, drawnAt: Date): Promise<string | undefined> {
  const partial = `${target}.${randomUUID()}.part`;
  try {
    await mkdir(path.dirname(target), { recursive: true });
    // From the bytes, not the path: libvips keeps what it read from a path, and the drawing may have changed.
    const sharp = await imageLibrary();
    await sharp(await readFile(drawing))
      .webp({ quality: QUALITY })
      .toFile(partial);
    await utimes(partial, drawnAt, drawnAt);
    await rename(partial, target);
    return target;
  } catch {
    await rm(partial, { force: true });
    return undefined;
  }
}

/**
 * Images from DATA_DIR/uploads: the back office's uploads and the drawn catalogue for everyone,
 * shoppers' photos (contact messages, custom-design requests) for signed-in staff only
 * (domain/images.ts `imageAudience`, decision record 023).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { GENERATED_IMAGE_NAME, imageAudience } from '../../domain/images.ts';
import { assertStaff, sessionFromRequest } from '../services/accounts/index.ts';
import { drawnAsWebp } from '../services/content/index.ts';
import { takesName } from '../compression.ts';
import type { Api } from './context.ts';
import { errors } from './openapi.ts';

const IMAGE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

const route = createRoute({
  method: 'get',
  path: '/uploads/{file}',
  tags: ['Images'],
  summary: 'An image of the catalogue, or a shopper’s photo (staff only)',
  description:
    'A back-office upload is `{uuid}.webp` with renditions `{uuid}-{width}.webp` and `{uuid}-{width}.avif`; their names never change, so they are cached for a year. A drawn image (`*.svg`) is cached for a day; a client whose Accept header names `image/webp` gets it rendered as WebP at its own size (`Vary: Accept`). Any other file is a photo a shopper sent with a message or a design request: only signed-in staff get it (401 without a session, 403 for a customer), and no cache but the asking browser’s may keep it.',
  request: {
    params: z.object({
      file: z
        .string()
        .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, 'Not an image name')
        .openapi({ param: { name: 'file', in: 'path' }, example: 'category-rings.svg' }),
    }),
  },
  responses: {
    200: { description: 'The image', content: { 'image/*': { schema: z.any() } } },
    ...errors(400, 401, 403, 404),
  },
});

/**
 * A back-office upload's renditions are written once under a new random name and never change; a
 * drawn image may be drawn again at the next start; a shopper's photo is kept by no cache at all.
 */
function cacheControl(file: string, audience: 'public' | 'staff'): string {
  if (audience === 'staff') return 'private, no-store';
  return GENERATED_IMAGE_NAME.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400';
}

export function mountUploads(api: Api) {
  api.openapi(route, async (c) => {
    const { file } = c.req.valid('param');
    const type = IMAGE_TYPES[path.extname(file).toLowerCase()];
    const notFound = () => c.json({ error: { code: 'not_found', message: 'Image not found' } }, 404);
    if (!type) return notFound();
    const audience = imageAudience(file);
    // Staff only, asked before the file is looked for, so no one else learns whether a photo exists.
    if (audience === 'staff') {
      const { db, config } = c.get('deps');
      assertStaff((await sessionFromRequest(db, config, c.req.raw))?.user ?? null);
    }
    const { uploadsDir } = c.get('deps').config;
    // A drawing goes as WebP to a browser that names it: decoded off its main thread (decision record 066).
    const drawn = type === 'image/svg+xml' && audience === 'public';
    const webp = drawn && takesName(c.req.header('Accept'), ['image/webp']) ? await drawnAsWebp(uploadsDir, file) : undefined;
    const target = webp ?? path.join(uploadsDir, file);
    const info = await stat(target).catch(() => undefined);
    if (!info?.isFile()) return notFound();
    const etag = `"${webp ? 'w' : ''}${info.size.toString(36)}-${info.mtimeMs.toString(36)}"`;
    const headers: Record<string, string> = {
      'Content-Type': webp ? 'image/webp' : type,
      'Cache-Control': cacheControl(file, audience),
      ETag: etag,
      // An uploaded SVG must never run script in our origin.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'X-Content-Type-Options': 'nosniff',
      ...(drawn ? { Vary: 'Accept' } : {}),
    };
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
    return c.body(await readFile(target), 200, headers);
  });
}

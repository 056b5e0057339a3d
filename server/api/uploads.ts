/** Images: the drawn catalogue and what shoppers upload, from DATA_DIR/uploads. */
import { createRoute, z } from '@hono/zod-openapi';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { GENERATED_IMAGE_NAME } from '../../domain/images.ts';
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
  summary: 'An image of the catalogue or an uploaded photo',
  description:
    'A back-office upload is `{uuid}.webp` with renditions `{uuid}-{width}.webp` and `{uuid}-{width}.avif`; their names never change, so they are cached for a year.',
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
    ...errors(400, 404),
  },
});

export function mountUploads(api: Api) {
  api.openapi(route, async (c) => {
    const { file } = c.req.valid('param');
    const type = IMAGE_TYPES[path.extname(file).toLowerCase()];
    const notFound = () => c.json({ error: { code: 'not_found', message: 'Image not found' } }, 404);
    if (!type) return notFound();
    const target = path.join(c.get('deps').config.uploadsDir, file);
    const info = await stat(target).catch(() => undefined);
    if (!info?.isFile()) return notFound();
    const etag = `"${info.size.toString(36)}-${info.mtimeMs.toString(36)}"`;
    const headers = {
      'Content-Type': type,
      // A back-office upload's renditions are written once under a new random name and never change.
      'Cache-Control': GENERATED_IMAGE_NAME.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
      ETag: etag,
      // An uploaded SVG must never run script in our origin.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'X-Content-Type-Options': 'nosniff',
    };
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
    return c.body(await readFile(target), 200, headers);
  });
}

/**
 * Verified reviews over HTTP (issue 35, decision record 052): a product's published reviews, a
 * buyer's review written or edited (signed in, or with the request mail's signed link), the form's
 * draft, a report, and a review's photo. Writes and reports are rate-limited per client address.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { readFile } from 'node:fs/promises';
import {
  OwnReviewAnswer,
  ProductReviewsAnswer,
  ReportAnswer,
  ReportInput,
  ReviewDraftAnswer,
  ReviewForm,
  ReviewInput,
  ReviewQuery,
} from '../../domain/contract/reviews.ts';
import { NotFound } from '../../domain/errors.ts';
import { isStaffRole } from '../../domain/roles.ts';
import { REVIEW_BODY_MAX_BYTES, REVIEW_MESSAGES as M } from '../../domain/reviews.ts';
import { DatabaseId } from '../../domain/schemas/id.ts';
import { sessionFromRequest } from '../services/accounts/index.ts';
import { photoStore } from '../services/content/index.ts';
import { clientKey, consume, type RateLimit } from '../services/rate-limits/index.ts';
import * as reviewsService from '../services/reviews/index.ts';
import { bodyLimit } from './body-limit.ts';
import type { Api } from './context.ts';
import { errorJson } from './errors.ts';
import { isMultipart, readJsonWithPhotos } from './json-with-photos.ts';
import { errors, json, PathId } from './openapi.ts';

export const ReviewId = PathId('Review');
const tags = ['Reviews'];
const HOUR = 60 * 60;
const WRITES: RateLimit = { name: 'reviews:client', limit: 10, windowSeconds: HOUR };
const REPORTS: RateLimit = { name: 'review-reports:client', limit: 10, windowSeconds: HOUR };

const listRoute = createRoute({
  method: 'get',
  path: '/products/{id}/reviews',
  tags,
  summary: 'A product’s published reviews, with their count, average and histogram',
  description: 'Sorted by `sort` (newest, highest, lowest, with-photos), 10 a page. Only published reviews; every one is from a buyer who received the piece.',
  request: { params: PathId('Product'), query: ReviewQuery },
  responses: { 200: json(ProductReviewsAnswer, 'Reviews'), ...errors(400) },
});

const writeRoute = createRoute({
  method: 'post',
  path: '/reviews',
  tags,
  summary: 'Write, or edit, the caller’s review of a piece they received',
  description:
    'Signed in with `productId`, or with the `token` of the review request mail’s link (no sign-in). Only a buyer whose order of the product was delivered: anyone else 403 with a message; a link not ours or expired: 403. ' +
    'One review per buyer and product: a second write edits the first (200), a reused link too. The review waits for staff unless approval is automatic. ' +
    'With photos, send multipart/form-data: the review as JSON text in `review`, each photo a part `photos` (at most 3, 5 MB each; more: 422; larger: 413; not an image: 415); they replace the review’s photos. ' +
    'Text is kept as typed and always shown as text. At most 10 writes an hour from one address: 429.',
  request: {
    body: { content: { 'application/json': { schema: ReviewInput }, 'multipart/form-data': { schema: ReviewForm } }, required: false },
  },
  responses: { 201: json(OwnReviewAnswer, 'Written'), 200: json(OwnReviewAnswer, 'Edited'), ...errors(400, 401, 403, 413, 415, 422, 429) },
});

const draftRoute = createRoute({
  method: 'get',
  path: '/reviews/draft',
  tags,
  summary: 'What the review form opens with: the piece bought and the review already written',
  description: 'With `token` (the mail’s link) or, signed in, `productId`. The same refusals as writing.',
  request: { query: z.object({ token: z.string().max(200).optional(), productId: DatabaseId(M.product).optional() }) },
  responses: { 200: json(ReviewDraftAnswer, 'The draft'), ...errors(400, 401, 403) },
});

const reportRoute = createRoute({
  method: 'post',
  path: '/reviews/{id}/report',
  tags,
  summary: 'Report a published review to staff',
  description: 'Says what is wrong; nothing of who reports is kept. Not published: 404. At most 10 reports an hour from one address: 429.',
  request: { params: ReviewId, body: { content: { 'application/json': { schema: ReportInput } }, required: true } },
  responses: { 200: json(ReportAnswer, 'Reported'), ...errors(400, 404, 429) },
});

const photoRoute = createRoute({
  method: 'get',
  path: '/reviews/{id}/photos/{file}',
  tags,
  summary: 'A review’s photo',
  description: 'A published review’s for anyone; until then its author’s and staff’s only (anyone else 404).',
  request: {
    params: ReviewId.extend({
      file: z
        .string()
        .regex(/^review-[0-9a-f-]{36}\.webp$/, M.photoNotFound)
        .openapi({ param: { name: 'file', in: 'path' } }),
    }),
  },
  responses: { 200: { description: 'The photo (WebP)', content: { 'image/webp': { schema: z.any() } } }, ...errors(400, 404) },
});

const JSON_BODY_MAX_BYTES = 64 * 1024;

export function mountReviews(api: Api) {
  api.use('/reviews', (c, next) => {
    if (c.req.method !== 'POST') return next();
    const maxSize = isMultipart(c) ? REVIEW_BODY_MAX_BYTES : JSON_BODY_MAX_BYTES;
    const message = isMultipart(c) ? M.photosTooLarge : `The request body is too large (at most ${JSON_BODY_MAX_BYTES / 1024} KiB).`;
    return bodyLimit({ maxSize, onError: (limited) => errorJson(limited, 413, 'payload_too_large', message) })(c, next);
  });

  api.openapi(listRoute, async (c) => {
    const { db } = c.get('deps');
    const productId = c.req.valid('param').id;
    const query = c.req.valid('query');
    return c.json(reviewsService.presentProductReviews(productId, query, await reviewsService.productReviews(db, productId, query)), 200);
  });

  api.openapi(writeRoute, async (c) => {
    const { db, config } = c.get('deps');
    await consume(db, [{ limit: WRITES, key: clientKey(c.get('clientIp')) }], M.tooManyReviews);
    const { input, files } = await readJsonWithPhotos(c, c.req.valid('json'), 'review', ReviewInput);
    const user = input.token === undefined ? (await sessionFromRequest(db, config, c.req.raw))?.user : undefined;
    const line = await reviewsService.boughtLine(db, config.jwtSecret, { userId: user?.id, token: input.token }, input.productId);
    const prepared = await reviewsService.prepareReviewPhotos(files);
    const { review, created } = await reviewsService.writeReview(db, line, input, { store: photoStore(config), prepared });
    return c.json(reviewsService.presentOwnReview(review), created ? 201 : 200);
  });

  api.openapi(draftRoute, async (c) => {
    const { db, config } = c.get('deps');
    const { token, productId } = c.req.valid('query');
    const user = token === undefined ? (await sessionFromRequest(db, config, c.req.raw))?.user : undefined;
    return c.json(await reviewsService.reviewDraft(db, config.jwtSecret, { userId: user?.id, token }, productId), 200);
  });

  api.openapi(reportRoute, async (c) => {
    const { db } = c.get('deps');
    await consume(db, [{ limit: REPORTS, key: clientKey(c.get('clientIp')) }], M.tooManyReports);
    await reviewsService.reportReview(db, c.req.valid('param').id, c.req.valid('json').reason);
    return c.json({ message: M.reported }, 200);
  });

  api.openapi(photoRoute, async (c) => {
    const { db, config } = c.get('deps');
    const { id, file } = c.req.valid('param');
    const user = (await sessionFromRequest(db, config, c.req.raw))?.user;
    const viewer = { customerId: user?.id, staff: user ? isStaffRole(user.role) : false };
    const found = await reviewsService.reviewPhoto(db, config.uploadsDir, id, file, viewer);
    const bytes = await readFile(found.file).catch(() => {
      throw new NotFound(M.photoNotFound);
    });
    const cache = found.public ? 'public, max-age=3600' : 'private, no-store';
    return c.body(bytes, 200, { 'Content-Type': 'image/webp', 'Cache-Control': cache, 'X-Content-Type-Options': 'nosniff' });
  });
}

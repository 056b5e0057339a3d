/**
 * Reviews in the back office over HTTP (issue 35, decision record 052): the queue by state with the
 * counts of each; approve, refuse (the reason mailed to the author), hide; the public reply; and the
 * owner's settings (request delay, automatic approval). Staff and the owner moderate; only the owner
 * changes the settings. Every step is audited. A step the review's state does not allow: 409.
 */
import { createRoute, type z } from '@hono/zod-openapi';
import {
  AdminReviewListAnswer,
  AdminReviewQuery,
  AdminReviewRow,
  RefuseReviewInput,
  ReplyReviewInput,
  ReviewSettingsAnswer,
  ReviewSettingsInput,
} from '../../../domain/contract/admin-reviews.ts';
import type { ReviewStep } from '../../../domain/reviews.ts';
import * as reviewsService from '../../services/reviews/index.ts';
import type { Api } from '../context.ts';
import { errors, json } from '../openapi.ts';
import { ReviewId } from '../reviews.ts';
import { requireOwner, staffMember } from './index.ts';

const tags = ['Back office: reviews'];
const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

const listRoute = createRoute({
  method: 'get',
  path: '/admin/reviews',
  tags,
  summary: 'Reviews in one state (pending first by default), the most reported first, with how many each state holds',
  request: { query: AdminReviewQuery },
  responses: { 200: json(AdminReviewListAnswer, 'Reviews'), ...errors(400, 401, 403) },
});

const STEP_WORDS: Record<ReviewStep, string> = {
  approve: 'Approve (publish) a pending, hidden or refused review; the product page shows it.',
  refuse: 'Refuse a pending review: `reason` is required and mailed to the author.',
  hide: 'Hide a published review from the product page.',
};

const stepRoute = (step: ReviewStep, input?: z.ZodType) =>
  createRoute({
    method: 'post',
    path: `/admin/reviews/{id}/${step}`,
    tags,
    summary: STEP_WORDS[step],
    description: 'Not allowed from the review’s state: 409.',
    request: { params: ReviewId, ...(input ? body(input) : {}) },
    responses: { 200: json(AdminReviewRow, 'Done'), ...errors(400, 401, 403, 404, 409) },
  });

const replyRoute = createRoute({
  method: 'post',
  path: '/admin/reviews/{id}/reply',
  tags,
  summary: 'The shop’s public reply under a review (empty removes it)',
  request: { params: ReviewId, ...body(ReplyReviewInput) },
  responses: { 200: json(AdminReviewRow, 'Replied'), ...errors(400, 401, 403, 404) },
});

const getSettingsRoute = createRoute({
  method: 'get',
  path: '/admin/settings/reviews',
  tags,
  summary: 'The review settings: request mail delay, automatic approval',
  responses: { 200: json(ReviewSettingsAnswer, 'Settings'), ...errors(401, 403) },
});

const putSettingsRoute = createRoute({
  method: 'put',
  path: '/admin/settings/reviews',
  tags,
  summary: 'Change the review settings (owner only)',
  request: body(ReviewSettingsInput),
  responses: { 200: json(ReviewSettingsAnswer, 'Saved'), ...errors(400, 401, 403) },
});

export function mountAdminReviews(api: Api) {
  api.openapi(listRoute, async (c) => {
    const { db } = c.get('deps');
    const query = c.req.valid('query');
    const { counts, views, pages } = await reviewsService.adminReviews(db, query);
    return c.json({ state: query.state, counts, page: query.page, pages, reviews: views.map(reviewsService.presentAdminReview) }, 200);
  });

  for (const step of ['approve', 'hide'] as const)
    api.openapi(stepRoute(step), async (c) => {
      const { db, config } = c.get('deps');
      const view = await reviewsService.moderateReview(db, config, staffMember(c), c.req.valid('param').id, step);
      return c.json(reviewsService.presentAdminReview(view), 200);
    });

  api.openapi(stepRoute('refuse', RefuseReviewInput), async (c) => {
    const { db, config } = c.get('deps');
    const { reason } = RefuseReviewInput.parse(await c.req.json());
    const view = await reviewsService.moderateReview(db, config, staffMember(c), c.req.valid('param').id, 'refuse', reason);
    return c.json(reviewsService.presentAdminReview(view), 200);
  });

  api.openapi(replyRoute, async (c) => {
    const { db } = c.get('deps');
    const view = await reviewsService.replyToReview(db, staffMember(c), c.req.valid('param').id, c.req.valid('json').reply);
    return c.json(reviewsService.presentAdminReview(view), 200);
  });

  api.openapi(getSettingsRoute, async (c) => c.json(reviewsService.presentReviewSettings(await reviewsService.getReviewSettings(c.get('deps').db)), 200));

  api.openapi(putSettingsRoute, async (c) => {
    const owner = requireOwner(c);
    const saved = await reviewsService.saveReviewSettings(c.get('deps').db, c.req.valid('json'), owner);
    return c.json(reviewsService.presentReviewSettings(saved), 200);
  });
}

import { createRoute } from '@hono/zod-openapi';
import { NewsletterAnswer } from '../../domain/contract/forms.ts';
import { NewsletterInput } from '../../domain/schemas/newsletter.ts';
import { limitNewsletter } from '../services/rate-limits/index.ts';
import * as newsletter from '../services/content/index.ts';
import type { Api } from './context.ts';
import { errors, json } from './openapi.ts';

const route = createRoute({
  method: 'post',
  path: '/newsletter',
  tags: ['Content'],
  summary: 'Subscribe an e-mail address to the newsletter (once per address)',
  request: { body: { content: { 'application/json': { schema: NewsletterInput } }, required: true } },
  responses: { 201: json(NewsletterAnswer, 'Subscribed'), 200: json(NewsletterAnswer, 'Already subscribed'), ...errors(400, 429) },
});

export function mountNewsletter(api: Api) {
  api.openapi(route, async (c) => {
    const { db } = c.get('deps');
    await limitNewsletter(db, { clientIp: c.get('clientIp') });
    const result = await newsletter.subscribe(db, c.req.valid('json'));
    return c.json({ success: true, message: result.message }, result.created ? 201 : 200);
  });
}

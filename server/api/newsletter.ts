import { createRoute, z } from '@hono/zod-openapi';
import { NewsletterInput } from '../../domain/schemas/newsletter.ts';
import * as newsletter from '../services/newsletter.ts';
import type { Api } from './context.ts';
import { errors, json } from './openapi.ts';

const Answer = z.object({ success: z.boolean(), message: z.string() }).openapi('NewsletterAnswer');

const route = createRoute({
  method: 'post',
  path: '/newsletter',
  tags: ['Content'],
  summary: 'Subscribe an e-mail address to the newsletter (once per address)',
  request: { body: { content: { 'application/json': { schema: NewsletterInput } }, required: true } },
  responses: { 201: json(Answer, 'Subscribed'), 200: json(Answer, 'Already subscribed'), ...errors(400) },
});

export function mountNewsletter(api: Api) {
  api.openapi(route, async (c) => {
    const result = await newsletter.subscribe(c.get('deps').db, c.req.valid('json'));
    return c.json({ success: true, message: result.message }, result.created ? 201 : 200);
  });
}

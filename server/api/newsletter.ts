/**
 * The newsletter (decision record 042): a sign-up answers 202 with one body for every address (a
 * confirmation link is mailed; the address is subscribed once it is followed), the link's
 * confirmation, and unsubscribing with a letter's link. The letters' one-click unsubscribe
 * (RFC 8058) posts to the page /unsubscribe, which runs the same use case.
 */
import { createRoute } from '@hono/zod-openapi';
import { NewsletterAnswer } from '../../domain/contract/forms.ts';
import { NEWSLETTER_MESSAGES, NewsletterInput, NewsletterLinkInput } from '../../domain/schemas/newsletter.ts';
import { limitNewsletter } from '../services/rate-limits/index.ts';
import * as newsletter from '../services/content/index.ts';
import type { Api } from './context.ts';
import { errors, json } from './openapi.ts';

const signUp = createRoute({
  method: 'post',
  path: '/newsletter',
  tags: ['Content'],
  summary: 'Ask for the newsletter: a confirmation link is e-mailed; the same answer for every address',
  request: { body: { content: { 'application/json': { schema: NewsletterInput } }, required: true } },
  responses: { 202: json(NewsletterAnswer, 'A confirmation link is on its way (subscribed or not, the answer is the same)'), ...errors(400, 429) },
});

const confirm = createRoute({
  method: 'post',
  path: '/newsletter/confirm',
  tags: ['Content'],
  summary: 'Follow a confirmation link: subscribes its address',
  request: { body: { content: { 'application/json': { schema: NewsletterLinkInput } }, required: true } },
  responses: { 200: json(NewsletterAnswer, 'Subscribed'), ...errors(400) },
});

const leave = createRoute({
  method: 'post',
  path: '/newsletter/unsubscribe',
  tags: ['Content'],
  summary: 'Unsubscribe with the token of a letter’s unsubscribe link (no sign-in)',
  request: { body: { content: { 'application/json': { schema: NewsletterLinkInput } }, required: true } },
  responses: { 200: json(NewsletterAnswer, 'Unsubscribed (the same answer whether or not it was subscribed)'), ...errors(400) },
});

export function mountNewsletter(api: Api) {
  api.openapi(signUp, async (c) => {
    const { db, config } = c.get('deps');
    await limitNewsletter(db, { clientIp: c.get('clientIp') });
    await newsletter.requestSubscription(db, config, c.req.valid('json'));
    return c.json({ success: true, message: NEWSLETTER_MESSAGES.confirmationSent }, 202);
  });

  api.openapi(confirm, async (c) => {
    const { db, config } = c.get('deps');
    const { message } = await newsletter.confirmSubscription(db, config, c.req.valid('json').token);
    return c.json({ success: true, message }, 200);
  });

  api.openapi(leave, async (c) => {
    const { db, config } = c.get('deps');
    const { message } = await newsletter.unsubscribe(db, config, c.req.valid('json').token);
    return c.json({ success: true, message }, 200);
  });
}

/**
 * Webhooks from the card provider (decision record 025): POST /api/webhooks/stripe. The raw body
 * is read as sent (its signature covers those bytes), the Stripe-Signature header checked (400
 * when missing, wrong or older than 5 minutes), then the event's payment is read from Stripe and
 * made true in the ledger (services/orders card-sync.ts). A repeat answers 200 and changes
 * nothing. Not behind a session or an Origin check: the signature is the only credential.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { receiveCardWebhook } from '../services/orders/index.ts';
import type { Api } from './context.ts';
import { errors, json } from './openapi.ts';

const stripeRoute = createRoute({
  method: 'post',
  path: '/webhooks/stripe',
  tags: ['Payments'],
  summary: 'Stripe’s events (checkout sessions, payment intents)',
  description:
    'Signed with the endpoint’s secret (STRIPE_WEBHOOK_SECRET) in the Stripe-Signature header; a signature missing, wrong or older than 5 minutes answers 400. ' +
    'Each event id is taken once; what an event says is confirmed by reading the payment from Stripe. 404 while Stripe is not set up.',
  responses: {
    200: json(z.object({ received: z.literal(true), outcome: z.enum(['applied', 'repeat', 'ignored']) }), 'Received'),
    ...errors(400, 404, 502),
  },
});

export function mountWebhooks(api: Api) {
  api.openapi(stripeRoute, async (c) => {
    const { db, config } = c.get('deps');
    const outcome = await receiveCardWebhook(db, config, 'stripe', await c.req.text(), c.req.header('stripe-signature'));
    return c.json({ received: true as const, outcome }, 200);
  });
}

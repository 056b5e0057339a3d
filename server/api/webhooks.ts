/**
 * Webhooks from every payment provider (decision records 025 and 034): POST
 * /api/webhooks/{provider}, one route through the provider interface (`/api/webhooks/stripe` is
 * Stripe's). The raw body is read as sent (its signature covers those bytes) and the provider
 * checks its signature in the headers it signs with (400 when missing, wrong or stale); the
 * event's payment is then read from the provider and made true in the ledger. A repeat answers 200
 * and changes nothing. Not behind a session or an Origin check: the signature is the only credential.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { PAYMENT_METHOD_PATTERN } from '../../domain/payment.ts';
import { receivePaymentWebhook } from '../services/orders/index.ts';
import type { Api } from './context.ts';
import { errors, json } from './openapi.ts';

const webhookRoute = createRoute({
  method: 'post',
  path: '/webhooks/{provider}',
  tags: ['Payments'],
  summary: 'A payment provider’s events (Stripe: checkout sessions, payment intents)',
  description:
    'Signed by the provider (Stripe: the Stripe-Signature header, with the endpoint’s secret STRIPE_WEBHOOK_SECRET); a signature missing, wrong or older than 5 minutes answers 400. ' +
    'Each event id is taken once; what an event says is confirmed by reading the payment from the provider. 404 for a provider this shop has not set up.',
  request: {
    params: z.object({
      provider: z
        .string()
        .regex(PAYMENT_METHOD_PATTERN)
        .openapi({ param: { name: 'provider', in: 'path' }, example: 'stripe' }),
    }),
  },
  responses: {
    200: json(z.object({ received: z.literal(true), outcome: z.enum(['applied', 'repeat', 'ignored']) }), 'Received'),
    ...errors(400, 404, 502, 504),
  },
});

export function mountWebhooks(api: Api) {
  api.openapi(webhookRoute, async (c) => {
    const { db, config } = c.get('deps');
    const request = { rawBody: await c.req.text(), header: (name: string) => c.req.header(name) };
    const outcome = await receivePaymentWebhook(db, config, c.req.valid('param').provider, request);
    return c.json({ received: true as const, outcome }, 200);
  });
}

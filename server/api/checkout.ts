/**
 * What checkout needs before the order: shipping methods, payment methods, a quote priced by the
 * server (so the summary shows exactly what the order will cost) and a discount code check.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { DiscountCheckAnswer, presentShippingMethod, QuoteAnswer, ShippingMethodAnswer, ShippingPlaceQuery } from '../../domain/contract/checkout.ts';
import { PaymentMethodsAnswer } from '../../domain/contract/payments.ts';
import { discountApplied } from '../../domain/discounts.ts';
import { CheckoutQuoteInput, DiscountCheckInput } from '../../domain/schemas/checkout.ts';
import * as payments from '../services/payments/index.ts';
import { limitDiscountCheck } from '../services/rate-limits/index.ts';
import * as discounts from '../services/discounts/index.ts';
import * as ordersService from '../services/orders/index.ts';
import * as shipping from '../services/shipping/index.ts';
import { optionalUser, requireUser } from './auth.ts';
import type { Api } from './context.ts';
import { errors, json } from './openapi.ts';

const shippingRoute = createRoute({
  method: 'get',
  path: '/shipping-methods',
  tags: ['Checkout'],
  summary: 'The shipping methods of an address’s zone, the default (Express) first',
  description:
    'With `country` (and `state`), the methods of the zone that ships there; an address in no zone is refused (422 "We don\'t ship to Canada yet."). ' +
    'Without a country, the methods of the shop’s home zone (the first the back office lists), as the product page shows them.',
  request: { query: ShippingPlaceQuery },
  responses: { 200: json(z.array(ShippingMethodAnswer), 'Methods'), ...errors(400, 422) },
});

const paymentMethodsRoute = createRoute({
  method: 'get',
  path: '/payment-methods',
  tags: ['Checkout'],
  summary: 'The payment methods the shop takes, in the order checkout step 3 shows them',
  description:
    'Cards (when the environment configures a provider) first, then bank transfer (when the owner turned it on). ' +
    'POST /api/orders takes one of these ids as `paymentMethod`; without one, the first manual method is used.',
  responses: { 200: json(PaymentMethodsAnswer, 'Methods, possibly none') },
});

const quoteRoute = createRoute({
  method: 'post',
  path: '/checkout/quote',
  tags: ['Checkout'],
  summary: 'What these items will cost, priced by the server',
  description:
    'The same arithmetic as placing the order, with the discounts it would get: the best automatic promotion on now, then the code (each a line of `discounts`). ' +
    'A code that does not apply is refused with the reason: unknown (400), not started, expired, minimum not reached or not for these pieces (422), ' +
    'run out, used up by this shopper or first order only (409). A first-order code needs a logged-in shopper whose e-mail address is confirmed (401, 403). ' +
    'With `country` (and `state`), the shipping method is one of that address’s zone (422 for an address in no zone); without, one of the home zone’s.',
  request: { body: { content: { 'application/json': { schema: CheckoutQuoteInput } }, required: true } },
  responses: { 200: json(QuoteAnswer, 'The quote'), ...errors(400, 401, 403, 409, 422, 429) },
});

const discountRoute = createRoute({
  method: 'post',
  path: '/discounts/check',
  tags: ['Checkout'],
  summary: 'Whether a discount code applies to the logged-in shopper (the cart’s own conditions are checked by the quote)',
  request: { body: { content: { 'application/json': { schema: DiscountCheckInput } }, required: true } },
  responses: {
    200: json(DiscountCheckAnswer, 'The code applies'),
    ...errors(400, 401, 403, 409, 422, 429),
  },
});

export function mountCheckout(api: Api) {
  api.openapi(shippingRoute, async (c) => {
    const { db, config } = c.get('deps');
    const methods = await shipping.listShippingMethods(db, c.req.valid('query'));
    return c.json(
      methods.map((method) => presentShippingMethod(method, config.currency)),
      200,
    );
  });

  api.openapi(paymentMethodsRoute, async (c) => {
    const { db, config } = c.get('deps');
    const methods = await payments.offeredMethods(db, config);
    return c.json(methods.map(payments.presentPaymentMethod), 200);
  });

  api.openapi(quoteRoute, async (c) => {
    const { db, config } = c.get('deps');
    const user = await optionalUser(c);
    const input = c.req.valid('json');
    // A quote with a code tells whether the code exists: it counts as a code check.
    if (input.discountCode) await limitDiscountCheck(db, { clientIp: c.get('clientIp'), userId: user?.id });
    const quote = await ordersService.quote(db, { ...input, userId: user?.id ?? null, currency: config.currency });
    return c.json(ordersService.presentQuote(quote, config.currency), 200);
  });

  api.openapi(discountRoute, async (c) => {
    const { db, config } = c.get('deps');
    const user = await requireUser(c);
    await limitDiscountCheck(db, { clientIp: c.get('clientIp'), userId: user.id });
    const rule = await discounts.checkCode(db, { code: c.req.valid('json').code, userId: user.id, currency: config.currency });
    const answer = {
      code: rule.code!,
      name: rule.name,
      kind: rule.kind,
      percentOff: rule.kind === 'percent' ? rule.value : null,
      description: rule.description,
    };
    return c.json({ ...answer, valid: true as const, message: discountApplied(rule, config.currency) }, 200);
  });
}

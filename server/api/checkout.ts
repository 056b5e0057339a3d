/**
 * What checkout needs before the order: shipping methods, a quote priced by the server (so the
 * summary shows exactly what the order will cost) and a discount code check.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { toMajor } from '../../domain/money.ts';
import { CheckoutQuoteInput, DiscountCheckInput } from '../../domain/schemas/checkout.ts';
import * as ordersService from '../services/orders.ts';
import { optionalUser, requireUser } from './auth.ts';
import type { Api } from './context.ts';
import { errors, json } from './openapi.ts';

export const ShippingMethodShape = z
  .object({
    id: z.number().int(),
    name: z.string().openapi({ example: 'Express' }),
    deliveryText: z.string().openapi({ example: '1 to 2 days' }),
    price: z.number().openapi({ example: 19.99 }),
    priceMinor: z.number().int().openapi({ example: 1999 }),
  })
  .openapi('ShippingMethod');

export const PricedItemShape = z
  .object({
    variantId: z.number().int().nullable(),
    productId: z.number().int(),
    productName: z.string(),
    gemstone: z.string().nullable(),
    image: z.string().nullable(),
    metal: z.string(),
    size: z.string(),
    personalisation: z.string(),
    giftWrap: z.boolean(),
    quantity: z.number().int(),
    price: z.number().openapi({ description: 'Unit price' }),
    priceMinor: z.number().int(),
    giftWrapPrice: z.number().openapi({ description: 'Gift wrap of the whole line' }),
    giftWrapPriceMinor: z.number().int(),
    lineTotal: z.number(),
    lineTotalMinor: z.number().int(),
  })
  .openapi('PricedItem');

/** The figures of a quote or an order, in major units and in minor units. */
export const TotalsShape = z.object({
  itemCount: z.number().int(),
  subtotal: z.number(),
  subtotalMinor: z.number().int(),
  giftWrap: z.number(),
  giftWrapMinor: z.number().int(),
  shipping: z.number(),
  shippingMinor: z.number().int(),
  discount: z.number(),
  discountMinor: z.number().int(),
  total: z.number(),
  totalMinor: z.number().int(),
  currency: z.string(),
});

const DiscountShape = z
  .object({ code: z.string(), percentOff: z.number().int(), description: z.string() })
  .openapi('Discount');

const QuoteShape = TotalsShape.extend({
  items: z.array(PricedItemShape),
  shippingMethod: ShippingMethodShape,
  discountCode: z.string().nullable(),
}).openapi('Quote');

export function shippingMethodJson(method: Omit<ordersService.ShippingMethod, 'minDays' | 'maxDays'>, currency: string) {
  return { id: method.id, name: method.name, deliveryText: method.deliveryText, price: toMajor(method.priceMinor, currency), priceMinor: method.priceMinor };
}

export function pricedItemJson(item: Omit<ordersService.PricedItem, 'variantId'> & { variantId: number | null }, currency: string) {
  return {
    variantId: item.variantId,
    productId: item.productId,
    productName: item.productName,
    gemstone: item.gemstone,
    image: item.image,
    metal: item.metal,
    size: item.size,
    personalisation: item.personalisation,
    giftWrap: item.giftWrap,
    quantity: item.quantity,
    price: toMajor(item.priceMinor, currency),
    priceMinor: item.priceMinor,
    giftWrapPrice: toMajor(item.giftWrapMinor, currency),
    giftWrapPriceMinor: item.giftWrapMinor,
    lineTotal: toMajor(item.lineTotalMinor, currency),
    lineTotalMinor: item.lineTotalMinor,
  };
}

export function totalsJson(totals: Omit<ordersService.Quote, 'items' | 'shippingMethod' | 'discount'>, currency: string) {
  const major = (minor: number) => toMajor(minor, currency);
  return {
    itemCount: totals.itemCount,
    subtotal: major(totals.subtotalMinor),
    subtotalMinor: totals.subtotalMinor,
    giftWrap: major(totals.giftWrapMinor),
    giftWrapMinor: totals.giftWrapMinor,
    shipping: major(totals.shippingMinor),
    shippingMinor: totals.shippingMinor,
    discount: major(totals.discountMinor),
    discountMinor: totals.discountMinor,
    total: major(totals.totalMinor),
    totalMinor: totals.totalMinor,
    currency,
  };
}

const shippingRoute = createRoute({
  method: 'get',
  path: '/shipping-methods',
  tags: ['Checkout'],
  summary: 'Shipping methods, the default (Express) first',
  responses: { 200: json(z.array(ShippingMethodShape), 'Methods') },
});

const quoteRoute = createRoute({
  method: 'post',
  path: '/checkout/quote',
  tags: ['Checkout'],
  summary: 'What these items will cost, priced by the server',
  description: 'The same arithmetic as placing the order. A first-order code needs a logged-in shopper.',
  request: { body: { content: { 'application/json': { schema: CheckoutQuoteInput } }, required: true } },
  responses: { 200: json(QuoteShape, 'The quote'), ...errors(400, 401, 409) },
});

const discountRoute = createRoute({
  method: 'post',
  path: '/discounts/check',
  tags: ['Checkout'],
  summary: 'Whether a discount code applies to the logged-in shopper',
  request: { body: { content: { 'application/json': { schema: DiscountCheckInput } }, required: true } },
  responses: {
    200: json(DiscountShape.extend({ valid: z.literal(true), message: z.string() }).openapi('DiscountCheck'), 'The code applies'),
    ...errors(400, 401, 409),
  },
});

export function mountCheckout(api: Api) {

  api.openapi(shippingRoute, async (c) => {
    const { db, config } = c.get('deps');
    const methods = await ordersService.listShippingMethods(db);
    return c.json(methods.map((method) => shippingMethodJson(method, config.currency)), 200);
  });

  api.openapi(quoteRoute, async (c) => {
    const { db, config } = c.get('deps');
    const user = await optionalUser(c);
    const quote = await ordersService.quote(db, { ...c.req.valid('json'), userId: user?.id ?? null });
    return c.json(
      {
        ...totalsJson(quote, config.currency),
        items: quote.items.map((item) => pricedItemJson(item, config.currency)),
        shippingMethod: shippingMethodJson(quote.shippingMethod, config.currency),
        discountCode: quote.discount?.code ?? null,
      },
      200,
    );
  });

  api.openapi(discountRoute, async (c) => {
    const user = await requireUser(c);
    const discount = await ordersService.checkDiscount(c.get('deps').db, { code: c.req.valid('json').code, userId: user.id });
    return c.json({ ...discount, valid: true as const, message: `${discount.code} applied: ${discount.percentOff}% off your order.` }, 200);
  });
}

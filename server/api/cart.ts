/**
 * The logged-in shopper's cart and wishlist, kept on the server. Lines arrive in the browser
 * store's shape (domain/cart.ts CartLine: `id` is the variant, `sizes` the chosen size, `metal`
 * the metal's name); prices in them only serve to tell the shopper of a change.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { FALLBACK_METAL, MAX_PERSONALISATION_LENGTH } from '../../domain/cart.ts';
import { toMajor } from '../../domain/money.ts';
import * as carts from '../services/carts.ts';
import { IdempotencyHeader, requireUser } from './auth.ts';
import type { Api } from './context.ts';
import { errors, json } from './openapi.ts';

const MAX_LINES = 100;

const GuestCartLine = z
  .object({
    id: z.number({ message: 'Each cart line needs its variant id.' }).int('Each cart line needs its variant id.').positive('Each cart line needs its variant id.').max(2_147_483_647),
    metal: z.string().trim().max(80).default(FALLBACK_METAL),
    sizes: z.string().trim().max(40).default(''),
    // Quantities above the limit are capped (and the shopper told); below 1 is no line at all.
    quantity: z.number().int('Quantity must be a whole number.').min(1, 'Quantity must be at least 1.').max(10_000).default(1),
    personalisation: z.string().trim().max(MAX_PERSONALISATION_LENGTH, `Personalisation must be at most ${MAX_PERSONALISATION_LENGTH} characters.`).default(''),
    giftWrap: z.boolean().default(false),
    title: z.string().max(300).optional(),
    priceMinor: z.number().int().nonnegative().optional(),
  })
  .openapi('CartLineInput', { description: 'A cart line as the browser store keeps it; other fields are ignored.' });

const CartLinesInput = z.object({ lines: z.array(GuestCartLine).max(MAX_LINES, `A cart holds at most ${MAX_LINES} lines.`) });

const CartLineShape = z
  .object({
    id: z.number().int().openapi({ description: 'The variant’s id' }),
    productId: z.number().int(),
    title: z.string(),
    images: z.array(z.string()),
    image: z.string().nullable(),
    sizes: z.string().openapi({ description: 'The chosen size ("" for one size)' }),
    metal: z.string(),
    metals: z.array(z.string()),
    price: z.number().openapi({ description: 'Unit price today, in the shop currency' }),
    priceMinor: z.number().int(),
    quantity: z.number().int(),
    personalisation: z.string(),
    giftWrap: z.boolean(),
    gemstone: z.string().nullable(),
    lineTotal: z.number(),
    lineTotalMinor: z.number().int(),
  })
  .openapi('CartLine');

const CartShape = z
  .object({
    lines: z.array(CartLineShape),
    changes: z.array(z.string()).openapi({ description: 'What changed, in words for the shopper', example: ['2 items from your earlier visit were added to your cart.'] }),
    itemCount: z.number().int(),
    subtotal: z.number(),
    subtotalMinor: z.number().int(),
    giftWrap: z.number(),
    giftWrapMinor: z.number().int(),
    currency: z.string(),
  })
  .openapi('Cart');

const MergedCartShape = CartShape.extend({
  alreadyMerged: z.boolean().openapi({ description: 'True when this Idempotency-Key was merged before: nothing was added again' }),
}).openapi('MergedCart');

const WishlistInput = z.object({
  items: z
    .array(z.object({ id: z.number().int().positive().max(2_147_483_647), title: z.string().max(300).optional() }))
    .max(MAX_LINES, `A wishlist holds at most ${MAX_LINES} pieces.`),
});

const WishlistShape = z
  .object({
    items: z.array(
      z.object({
        id: z.number().int().openapi({ description: 'The variant’s id' }),
        productId: z.number().int(),
        title: z.string(),
        description: z.string(),
        images: z.array(z.string()),
        gemstone: z.string().nullable(),
        price: z.number(),
        priceMinor: z.number().int(),
      }),
    ),
    changes: z.array(z.string()),
  })
  .openapi('Wishlist');

const jsonBody = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

const getCartRoute = createRoute({
  method: 'get', path: '/cart', tags: ['Cart'],
  summary: 'The shopper’s cart at today’s prices',
  description: 'Lines no longer sold are removed and price changes reported (in `changes`), once.',
  responses: { 200: json(CartShape, 'The cart'), ...errors(401) },
});

const putCartRoute = createRoute({
  method: 'put', path: '/cart', tags: ['Cart'],
  summary: 'Replace the whole cart',
  request: jsonBody(CartLinesInput),
  responses: { 200: json(CartShape, 'The cart as stored'), ...errors(400, 401) },
});

const mergeCartRoute = createRoute({
  method: 'post', path: '/cart/merge', tags: ['Cart'],
  summary: 'Merge a guest cart into the account’s (at login)',
  description:
    'The same line (variant, metal, size, personalisation, gift wrap) adds its quantity, capped at the per-line maximum. ' +
    'With an Idempotency-Key, a repeated request adds nothing.',
  request: { headers: IdempotencyHeader, ...jsonBody(CartLinesInput) },
  responses: { 200: json(MergedCartShape, 'The merged cart'), ...errors(400, 401) },
});

const getWishlistRoute = createRoute({
  method: 'get', path: '/wishlist', tags: ['Cart'],
  summary: 'The shopper’s wishlist',
  responses: { 200: json(WishlistShape, 'The wishlist'), ...errors(401) },
});

const putWishlistRoute = createRoute({
  method: 'put', path: '/wishlist', tags: ['Cart'],
  summary: 'Replace the wishlist',
  request: jsonBody(WishlistInput),
  responses: { 200: json(WishlistShape, 'The wishlist as stored'), ...errors(400, 401) },
});

const mergeWishlistRoute = createRoute({
  method: 'post', path: '/wishlist/merge', tags: ['Cart'],
  summary: 'Add a guest wishlist to the account’s (the union by variant)',
  request: jsonBody(WishlistInput),
  responses: { 200: json(WishlistShape, 'The merged wishlist'), ...errors(400, 401) },
});

type GuestCartLine = z.infer<typeof GuestCartLine>;

const choice = (line: GuestCartLine): carts.CartLineChoice => ({
  variantId: line.id,
  metal: line.metal,
  size: line.sizes,
  quantity: line.quantity,
  personalisation: line.personalisation,
  giftWrap: line.giftWrap,
  title: line.title,
  priceMinor: line.priceMinor,
});

function cartJson(cart: carts.CartView, currency: string) {
  const major = (minor: number) => toMajor(minor, currency);
  return {
    lines: cart.lines.map((line) => ({ ...line, lineTotal: major(line.lineTotalMinor) })),
    changes: cart.changes,
    itemCount: cart.itemCount,
    subtotal: major(cart.subtotalMinor),
    subtotalMinor: cart.subtotalMinor,
    giftWrap: major(cart.giftWrapMinor),
    giftWrapMinor: cart.giftWrapMinor,
    currency,
  };
}

function wishlistJson(wishlist: carts.WishlistView, currency: string) {
  return {
    items: wishlist.items.map((item) => ({ ...item, price: toMajor(item.priceMinor, currency) })),
    changes: wishlist.changes,
  };
}

export function mountCart(api: Api) {
  api.openapi(getCartRoute, async (c) => {
    const { db, config } = c.get('deps');
    const user = await requireUser(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json(cartJson(await carts.getCart(db, config, user.id), config.currency), 200);
  });

  api.openapi(putCartRoute, async (c) => {
    const { db, config } = c.get('deps');
    const user = await requireUser(c);
    const cart = await carts.replaceCart(db, config, user.id, c.req.valid('json').lines.map(choice));
    return c.json(cartJson(cart, config.currency), 200);
  });

  api.openapi(mergeCartRoute, async (c) => {
    const { db, config } = c.get('deps');
    const user = await requireUser(c);
    const key = c.req.valid('header')['idempotency-key'];
    const merged = await carts.mergeCart(db, config, user.id, c.req.valid('json').lines.map(choice), key);
    return c.json({ ...cartJson(merged, config.currency), alreadyMerged: merged.alreadyMerged }, 200);
  });

  api.openapi(getWishlistRoute, async (c) => {
    const { db, config } = c.get('deps');
    const user = await requireUser(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json(wishlistJson(await carts.getWishlist(db, user.id), config.currency), 200);
  });

  api.openapi(putWishlistRoute, async (c) => {
    const { db, config } = c.get('deps');
    const user = await requireUser(c);
    return c.json(wishlistJson(await carts.replaceWishlist(db, user.id, c.req.valid('json').items), config.currency), 200);
  });

  api.openapi(mergeWishlistRoute, async (c) => {
    const { db, config } = c.get('deps');
    const user = await requireUser(c);
    return c.json(wishlistJson(await carts.mergeWishlist(db, user.id, c.req.valid('json').items), config.currency), 200);
  });
}

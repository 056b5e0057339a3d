/**
 * The logged-in shopper's cart and wishlist, kept on the server. Lines arrive as any line does
 * (domain/schemas/line.ts) and are answered priced (domain/contract/lines.ts); the price a client
 * sends only serves to tell the shopper of a change.
 */
import { createRoute, type z } from '@hono/zod-openapi';
import { CartAnswer, CartLinesInput, MergedCartAnswer, WishlistAnswer, WishlistInput } from '../../domain/contract/cart.ts';
import { presentPricedLine } from '../../domain/contract/lines.ts';
import { lineChoice } from '../../domain/line.ts';
import { toMajor, toMinor } from '../../domain/money.ts';
import type { CartLineInput } from '../../domain/schemas/line.ts';
import * as carts from '../services/carts/index.ts';
import { IdempotencyHeader, requireUser } from './auth.ts';
import type { Api } from './context.ts';
import { errors, json } from './openapi.ts';

const jsonBody = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

const getCartRoute = createRoute({
  method: 'get',
  path: '/cart',
  tags: ['Cart'],
  summary: 'The shopper’s cart at today’s prices',
  description: 'Lines no longer sold are removed and price changes reported (in `changes`), once.',
  responses: { 200: json(CartAnswer, 'The cart'), ...errors(401) },
});

const putCartRoute = createRoute({
  method: 'put',
  path: '/cart',
  tags: ['Cart'],
  summary: 'Replace the whole cart',
  request: jsonBody(CartLinesInput),
  responses: { 200: json(CartAnswer, 'The cart as stored'), ...errors(400, 401) },
});

const mergeCartRoute = createRoute({
  method: 'post',
  path: '/cart/merge',
  tags: ['Cart'],
  summary: 'Merge a guest cart into the account’s (at login)',
  description:
    'The same line (variant, metal, size, personalisation, gift wrap) adds its quantity, capped at the per-line maximum. ' +
    'With an Idempotency-Key, a repeated request adds nothing.',
  request: { headers: IdempotencyHeader, ...jsonBody(CartLinesInput) },
  responses: { 200: json(MergedCartAnswer, 'The merged cart'), ...errors(400, 401) },
});

const getWishlistRoute = createRoute({
  method: 'get',
  path: '/wishlist',
  tags: ['Cart'],
  summary: 'The shopper’s wishlist',
  responses: { 200: json(WishlistAnswer, 'The wishlist'), ...errors(401) },
});

const putWishlistRoute = createRoute({
  method: 'put',
  path: '/wishlist',
  tags: ['Cart'],
  summary: 'Replace the wishlist',
  request: jsonBody(WishlistInput),
  responses: { 200: json(WishlistAnswer, 'The wishlist as stored'), ...errors(400, 401) },
});

const mergeWishlistRoute = createRoute({
  method: 'post',
  path: '/wishlist/merge',
  tags: ['Cart'],
  summary: 'Add a guest wishlist to the account’s (the union by variant)',
  request: jsonBody(WishlistInput),
  responses: { 200: json(WishlistAnswer, 'The merged wishlist'), ...errors(400, 401) },
});

const choice = (line: CartLineInput, currency: string): carts.CartLineChoice => ({
  ...lineChoice(line),
  quantity: line.quantity,
  title: line.title,
  seenPriceMinor: line.price === undefined ? undefined : toMinor(line.price, currency),
});

function cartJson(cart: carts.CartView, currency: string): CartAnswer {
  return {
    lines: cart.lines.map((line) => presentPricedLine(line, currency)),
    changes: cart.changes,
    itemCount: cart.itemCount,
    subtotal: toMajor(cart.subtotalMinor, currency),
    giftWrap: toMajor(cart.giftWrapMinor, currency),
    currency,
  };
}

function wishlistJson(wishlist: carts.WishlistView, currency: string): WishlistAnswer {
  return {
    items: wishlist.items.map(({ priceMinor, ...item }) => ({ ...item, price: toMajor(priceMinor, currency) })),
    changes: wishlist.changes,
    currency,
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
    const cart = await carts.replaceCart(
      db,
      config,
      user.id,
      c.req.valid('json').lines.map((line) => choice(line, config.currency)),
    );
    return c.json(cartJson(cart, config.currency), 200);
  });

  api.openapi(mergeCartRoute, async (c) => {
    const { db, config } = c.get('deps');
    const user = await requireUser(c);
    const key = c.req.valid('header')['idempotency-key'];
    const merged = await carts.mergeCart(
      db,
      config,
      user.id,
      c.req.valid('json').lines.map((line) => choice(line, config.currency)),
      key,
    );
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

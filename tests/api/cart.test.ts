import { beforeAll, describe, expect, it } from 'vitest';
import { CartAnswer, WishlistAnswer } from '../../domain/contract/cart.ts';
import { MAX_LINE_QUANTITY } from '../../domain/line.ts';
import { formatMoney } from '../../domain/money.ts';
import { findPieces, registerShopper, send, type SalePiece } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
let pieces: Awaited<ReturnType<typeof findPieces>>;

beforeAll(async () => {
  pieces = await findPieces(shop);
});

/** A line as the browser sends its cart: the choice, the title and the price it showed. */
const guestLine = (piece: SalePiece, overrides: Record<string, unknown> = {}) => ({
  variantId: piece.variantId,
  title: piece.title,
  size: piece.sizes[0] ?? '',
  metal: piece.metals[0],
  price: piece.pricesMinor[0]! / 100,
  quantity: 1,
  personalisation: '',
  giftWrap: false,
  ...overrides,
});

const usd = (minor: number) => formatMoney(minor, 'USD');

describe('the server-kept cart', () => {
  it('needs a logged-in shopper', async () => {
    expect(await shop.request('/api/cart')).toMatchObject({ status: 401, body: { message: 'Login first' } });
    expect((await send(shop, 'PUT', '/api/cart', { lines: [] })).status).toBe(401);
    expect((await send(shop, 'POST', '/api/cart/merge', { lines: [] })).status).toBe(401);
  });

  it('starts empty, stores lines priced from the database and follows the shopper', async () => {
    const shopper = await registerShopper(shop);
    expect(await shop.request('/api/cart', { headers: shopper.auth })).toMatchObject({
      status: 200,
      body: { lines: [], changes: [], itemCount: 0, subtotal: 0, giftWrap: 0, currency: 'USD' },
    });
    const { sized, oneSize } = pieces;
    const put = await send(
      shop,
      'PUT',
      '/api/cart',
      {
        lines: [
          guestLine(sized, { metal: sized.metals[1], size: sized.sizes[1], quantity: 2, giftWrap: true, price: sized.pricesMinor[1]! / 100 }),
          guestLine(oneSize),
        ],
      },
      shopper.auth,
    );
    expect(put.status).toBe(200);
    expect(put.body.changes).toEqual([]);

    // Logging in again elsewhere finds the same cart.
    const again = await send(shop, 'POST', '/api/authenticate', { email: shopper.email, password: shopper.password });
    const { body } = await shop.request('/api/cart', { headers: { Authorization: `Bearer ${again.body.jwtToken}` } });
    expect(body.lines).toMatchObject([
      {
        variantId: sized.variantId,
        productName: sized.title,
        metal: sized.metals[1],
        size: sized.sizes[1],
        quantity: 2,
        giftWrap: true,
        price: sized.pricesMinor[1]! / 100,
      },
      {
        variantId: oneSize.variantId,
        productName: oneSize.title,
        metal: oneSize.metals[0],
        size: '',
        quantity: 1,
        giftWrap: false,
        price: oneSize.pricesMinor[0]! / 100,
      },
    ]);
    expect(body.lines[0].image).toEqual(expect.any(String));
    expect(body.itemCount).toBe(3);
    expect(body.subtotal).toBe((2 * sized.pricesMinor[1]! + oneSize.pricesMinor[0]!) / 100);
    expect(body.giftWrap).toBeGreaterThan(0);
    expect(CartAnswer.safeParse(body).error).toBeUndefined();
  });

  it('ignores a price the client sends, and says so', async () => {
    const shopper = await registerShopper(shop);
    const { oneSize } = pieces;
    const { body } = await send(shop, 'PUT', '/api/cart', { lines: [guestLine(oneSize, { price: 0.01 })] }, shopper.auth);
    expect(body.lines[0].price).toBe(oneSize.pricesMinor[0]! / 100);
    expect(body.changes).toEqual([`The price of ${oneSize.title} changed from ${usd(1)} to ${usd(oneSize.pricesMinor[0]!)}.`]);
  });

  it('merges a guest cart: quantities added, prices refreshed, gone pieces reported, nothing doubled on a repeat', async () => {
    const shopper = await registerShopper(shop);
    const { sized, oneSize, other } = pieces;
    await send(shop, 'PUT', '/api/cart', { lines: [guestLine(sized, { quantity: 2 })] }, shopper.auth);

    const guest = [
      guestLine(sized, { quantity: 3, price: (sized.pricesMinor[0]! - 500) / 100 }),
      guestLine(oneSize),
      guestLine(other, { personalisation: 'A & J' }),
      { ...guestLine(other), variantId: 2_000_000_000, title: 'Vanished Ring' },
      guestLine(sized, { metal: 'Unobtainium' }),
    ];
    const key = { 'Idempotency-Key': 'merge-at-login-1' };
    const merged = await send(shop, 'POST', '/api/cart/merge', { lines: guest }, { ...shopper.auth, ...key });
    expect(merged.status).toBe(200);
    expect(merged.body.alreadyMerged).toBe(false);
    expect(merged.body.lines.map((line: any) => [line.variantId, line.quantity, line.personalisation])).toEqual([
      [sized.variantId, 5, ''],
      [oneSize.variantId, 1, ''],
      [other.variantId, 1, 'A & J'],
    ]);
    expect(merged.body.lines[0].price).toBe(sized.pricesMinor[0]! / 100);
    expect(merged.body.changes).toEqual([
      '5 items from your earlier visit were added to your cart.',
      `The price of ${sized.title} changed from ${usd(sized.pricesMinor[0]! - 500)} to ${usd(sized.pricesMinor[0]!)}.`,
      'Vanished Ring is no longer available and was removed.',
      `${sized.title} is no longer available and was removed.`,
    ]);

    const repeated = await send(shop, 'POST', '/api/cart/merge', { lines: guest }, { ...shopper.auth, ...key });
    expect(repeated.status).toBe(200);
    expect(repeated.body.alreadyMerged).toBe(true);
    expect(repeated.body.changes).toEqual([]);
    expect(repeated.body.lines.map((line: any) => line.quantity)).toEqual([5, 1, 1]);
    const stored = await shop.request('/api/cart', { headers: shopper.auth });
    expect(stored.body.itemCount).toBe(7);
  });

  it('caps a merged line at the per-line maximum and says so', async () => {
    const shopper = await registerShopper(shop);
    const { oneSize } = pieces;
    await send(shop, 'PUT', '/api/cart', { lines: [guestLine(oneSize, { quantity: MAX_LINE_QUANTITY - 2 })] }, shopper.auth);
    const { body } = await send(shop, 'POST', '/api/cart/merge', { lines: [guestLine(oneSize, { quantity: 5 })] }, shopper.auth);
    expect(body.lines[0].quantity).toBe(MAX_LINE_QUANTITY);
    expect(body.changes).toEqual([
      '2 items from your earlier visit were added to your cart.',
      `${oneSize.title} is limited to ${MAX_LINE_QUANTITY} per order, so its quantity was set to ${MAX_LINE_QUANTITY}.`,
    ]);
  });

  it('reports a price change and a piece taken off sale once, at the next visit', async () => {
    const shopper = await registerShopper(shop);
    const { other, oneSize } = pieces;
    await send(shop, 'PUT', '/api/cart', { lines: [guestLine(other), guestLine(oneSize)] }, shopper.auth);
    const pool = shop.database.pool;
    await pool.query(
      'UPDATE variant_prices SET price_minor = price_minor + 1000 WHERE variant_id = $1 AND metal_id = (SELECT id FROM metals WHERE name = $2)',
      [other.variantId, other.metals[0]],
    );
    await pool.query("UPDATE products SET status = 'draft' WHERE id = $1", [oneSize.productId]);
    try {
      const visit = await shop.request('/api/cart', { headers: shopper.auth });
      expect(visit.body.changes).toEqual([
        `The price of ${other.title} changed from ${usd(other.pricesMinor[0]!)} to ${usd(other.pricesMinor[0]! + 1000)}.`,
        `${oneSize.title} is no longer available and was removed.`,
      ]);
      expect(visit.body.lines).toMatchObject([{ variantId: other.variantId, price: (other.pricesMinor[0]! + 1000) / 100 }]);
      const next = await shop.request('/api/cart', { headers: shopper.auth });
      expect(next.body.changes).toEqual([]);
      expect(next.body.lines).toHaveLength(1);
    } finally {
      await pool.query(
        'UPDATE variant_prices SET price_minor = price_minor - 1000 WHERE variant_id = $1 AND metal_id = (SELECT id FROM metals WHERE name = $2)',
        [other.variantId, other.metals[0]],
      );
      await pool.query("UPDATE products SET status = 'published' WHERE id = $1", [oneSize.productId]);
    }
  });

  it('refuses malformed lines with a 400', async () => {
    const shopper = await registerShopper(shop);
    expect(await send(shop, 'PUT', '/api/cart', { lines: [{ ...guestLine(pieces.oneSize), quantity: 0 }] }, shopper.auth)).toMatchObject({
      status: 400,
      body: { message: 'Quantity must be at least 1.' },
    });
    expect(await send(shop, 'PUT', '/api/cart', { lines: [{ quantity: 1 }] }, shopper.auth)).toMatchObject({
      status: 400,
      body: { message: 'Each cart line needs its variant id.' },
    });
    expect((await send(shop, 'PUT', '/api/cart', '{"lines": [', shopper.auth)).status).toBe(400);
  });
});

describe('the server-kept wishlist', () => {
  it('needs a logged-in shopper', async () => {
    expect(await shop.request('/api/wishlist')).toMatchObject({ status: 401, body: { message: 'Login first' } });
  });

  it('stores pieces and merges a guest wishlist as a union', async () => {
    const shopper = await registerShopper(shop);
    const { sized, oneSize, other } = pieces;
    const put = await send(shop, 'PUT', '/api/wishlist', { items: [{ id: sized.variantId, title: sized.title }] }, shopper.auth);
    expect(put.body).toMatchObject({
      items: [{ id: sized.variantId, productId: sized.productId, title: sized.title, price: sized.pricesMinor[0]! / 100 }],
      changes: [],
    });
    expect(WishlistAnswer.safeParse(put.body).error).toBeUndefined();

    const guest = { items: [{ id: sized.variantId }, { id: oneSize.variantId }, { id: other.variantId }, { id: 2_000_000_000, title: 'Vanished Charm' }] };
    const merged = await send(shop, 'POST', '/api/wishlist/merge', guest, shopper.auth);
    expect(merged.body.items.map((item: any) => item.id)).toEqual([sized.variantId, oneSize.variantId, other.variantId]);
    expect(merged.body.changes).toEqual([
      '2 saved pieces from your earlier visit were added to your wishlist.',
      'Vanished Charm is no longer available and was removed from your wishlist.',
    ]);
    const again = await send(shop, 'POST', '/api/wishlist/merge', guest, shopper.auth);
    expect(again.body.items).toHaveLength(3);
    expect((await shop.request('/api/wishlist', { headers: shopper.auth })).body.items).toHaveLength(3);
  });
});

describe('the API document', () => {
  it('describes the cart endpoints', async () => {
    const { status, body } = await shop.request('/api/openapi.json');
    expect(status).toBe(200);
    for (const path of ['/cart', '/cart/merge', '/wishlist', '/wishlist/merge']) expect(body.paths[path]).toBeDefined();
  });
});

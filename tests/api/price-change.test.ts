/**
 * A price that changed between the shopper's quote and the order is never charged silently: the
 * order carries the total the shopper was shown (`expectedTotal`); when the server's total differs,
 * it answers 409 price_changed with the new total and a message naming the piece (old → new
 * price), and nothing is ordered. Ordering again with the new total places the order.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findPieces, orderRequest, registerShopper, send, type SalePiece, type Shopper } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
let piece: SalePiece;
let shopper: Shopper;
let originalMinor: number;

const line = () => ({ variantId: piece.variantId, metal: piece.metals[0], size: '', quantity: 1, giftWrap: false, personalisation: '' });
const priceRow = `variant_id = $1 AND metal_id = (SELECT id FROM metals WHERE name = $2)`;

/** The owner sets the piece's price in its first metal (minor units). */
const setPrice = (minor: number) =>
  shop.database.pool.query(`UPDATE variant_prices SET price_minor = $3 WHERE ${priceRow}`, [piece.variantId, piece.metals[0], minor]);

const quote = async () => {
  const answer = await send(shop, 'POST', '/api/checkout/quote', { items: [line()] }, shopper.auth);
  expect(answer.status).toBe(200);
  return answer.body as { total: number; items: { price: number }[] };
};

const order = (shown: { total: number; items: { price: number }[] }, key: string) =>
  send(shop, 'POST', '/api/orders', orderRequest(shopper, [{ ...line(), price: shown.items[0]!.price }], { expectedTotal: shown.total }), {
    ...shopper.auth,
    'Idempotency-Key': key,
  });

const ordersOf = async (who: Shopper) => (await shop.database.pool.query('SELECT total_minor FROM orders WHERE user_id = $1', [who.id])).rows;

beforeAll(async () => {
  ({ oneSize: piece } = await findPieces(shop));
  const { rows } = await shop.database.pool.query(`SELECT price_minor FROM variant_prices WHERE ${priceRow}`, [piece.variantId, piece.metals[0]]);
  originalMinor = rows[0].price_minor;
});

afterEach(() => setPrice(originalMinor));

describe('POST /api/orders with the total the shopper was shown', () => {
  it('a price raised after the quote: 409 with the new total and what changed, nothing ordered; confirming places it', async () => {
    shopper = await registerShopper(shop);
    const shown = await quote();
    await setPrice(originalMinor + 15_000);
    const refused = await order(shown, 'price-change-1');
    const money = (minor: number) => `$${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('price_changed');
    expect(refused.body.error.total).toBeCloseTo(shown.total + 150, 2);
    expect(refused.body.error.changes).toEqual([{ part: 'line', name: piece.title, was: originalMinor / 100, now: (originalMinor + 15_000) / 100 }]);
    expect(refused.body.message).toContain(`The price of ${piece.title} changed from ${money(originalMinor)} to ${money(originalMinor + 15_000)}.`);
    expect(refused.body.message).toContain(`Your order total is now ${money(Math.round(shown.total * 100) + 15_000)}`);
    expect(await ordersOf(shopper)).toEqual([]);

    // The shopper sees the new quote and confirms its total: the order goes through, at that total.
    const again = await quote();
    expect(again.total).toBe(refused.body.error.total);
    const placed = await order(again, 'price-change-1');
    expect(placed.status).toBe(201);
    expect(await ordersOf(shopper)).toEqual([{ total_minor: Math.round(again.total * 100) }]);
  });

  it('a lowered price is not charged silently either (the shopper confirms the lower total)', async () => {
    shopper = await registerShopper(shop);
    const shown = await quote();
    await setPrice(originalMinor - 100);
    const refused = await order(shown, 'price-change-2');
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'price_changed' } } });
    expect(await ordersOf(shopper)).toEqual([]);
  });

  it('the same total places the order; a nonsense expectedTotal is a 400', async () => {
    shopper = await registerShopper(shop);
    expect((await order(await quote(), 'price-change-3')).status).toBe(201);
    const bad = await send(shop, 'POST', '/api/orders', orderRequest(shopper, [line()], { expectedTotal: 'lots' }), shopper.auth);
    expect(bad).toMatchObject({ status: 400, body: { message: 'expectedTotal must be the amount you were shown, a number of at least 0.' } });
  });

  it('the owner changes the price while shoppers order: every order is charged the total its shopper was shown, or refused', async () => {
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => registerShopper(shop)));
    shopper = shoppers[0]!;
    const shown = await quote();
    const answers = await Promise.all([
      ...shoppers.map((who, i) =>
        send(shop, 'POST', '/api/orders', orderRequest(who, [{ ...line(), price: shown.items[0]!.price }], { expectedTotal: shown.total }), {
          ...who.auth,
          'Idempotency-Key': `race-${i}`,
        }),
      ),
      setPrice(originalMinor + 5_000).then(() => ({ status: 0 })),
    ]);
    const statuses = answers.slice(0, shoppers.length).map((answer) => answer.status);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    for (const [i, who] of shoppers.entries()) {
      const rows = await ordersOf(who);
      // Placed: at the total shown. Refused: nothing.
      expect(rows).toEqual(statuses[i] === 201 ? [{ total_minor: Math.round(shown.total * 100) }] : []);
    }
  });
});

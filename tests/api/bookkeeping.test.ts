/**
 * An erased customer's orders leave the books once the bookkeeping period has passed (decision
 * record 044): the retention job deletes the order with its invoice, credit note, payment and
 * ledger, then the emptied account; until then, and for every other order, the documents and the
 * ledger refuse deletion whoever asks.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { giftCardBalance, issueGiftCard, storeCreditBalance, writeStoreCredit } from '../../server/services/payments/index.ts';
import { applyRetention } from '../../server/services/retention/index.ts';
import { livedShopper, type LivedShopper } from '../support/privacy.ts';
import { deliveredOrder, stockUp } from '../support/returns.ts';
import { signedInOwner } from '../support/staff.ts';
import { findPieces, registerShopper, send } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';
import { expectRefusedToAll } from '../support/append-only.ts';

const shop = useTestShop();
let owner: Record<string, string>;
let erased: LivedShopper;
let kept: LivedShopper;

const query = async (text: string, values: unknown[] = []) => (await shop.database.pool.query(text, values)).rows;
const rowsOf = async (orderId: number) =>
  (
    await query(
      `SELECT (SELECT count(*) FROM orders WHERE id = $1) + (SELECT count(*) FROM invoices WHERE order_id = $1)
        + (SELECT count(*) FROM credit_notes WHERE order_id = $1) + (SELECT count(*) FROM payments WHERE order_id = $1)
        + (SELECT count(*) FROM payment_events e JOIN payments p ON p.id = e.payment_id WHERE p.order_id = $1) AS count`,
      [orderId],
    )
  )[0].count;
const age = (orderId: number, days: number) => query(`UPDATE orders SET created_at = now() - make_interval(days => $2) WHERE id = $1`, [orderId, days]);

beforeAll(async () => {
  owner = (await signedInOwner(shop)).auth;
  erased = await livedShopper(shop, owner);
  kept = await livedShopper(shop, owner);
  expect((await send(shop, 'DELETE', '/api/me', { password: erased.password }, erased.auth)).status).toBe(200);
}, 90_000);

describe('the bookkeeping period', () => {
  it('keeps an erased customer’s order, documents and ledger until it has passed; no statement can delete them before', async () => {
    await age(erased.orderId, 3649);
    await applyRetention(shop.database.db, shop.config.uploadsDir);
    expect(Number(await rowsOf(erased.orderId))).toBeGreaterThanOrEqual(6);
    await expect(query(`DELETE FROM credit_notes WHERE order_id = $1`, [erased.orderId])).rejects.toThrow(/append-only/);
    await expect(query(`DELETE FROM invoices WHERE order_id = $1`, [erased.orderId])).rejects.toThrow(/append-only|violates foreign key/);
    await expect(query(`DELETE FROM payment_events WHERE payment_id IN (SELECT id FROM payments WHERE order_id = $1)`, [erased.orderId])).rejects.toThrow(
      /append-only|violates foreign key/,
    );
  });

  it('then deletes them all and the emptied account; a customer who kept their account keeps their old orders', async () => {
    await age(erased.orderId, 3651);
    await age(kept.orderId, 3651);
    await applyRetention(shop.database.db, shop.config.uploadsDir);
    expect(Number(await rowsOf(erased.orderId))).toBe(0);
    expect(await query(`SELECT 1 FROM users WHERE id = $1`, [erased.id])).toEqual([]);
    expect(Number(await rowsOf(kept.orderId))).toBeGreaterThanOrEqual(6);
    await expect(query(`DELETE FROM credit_notes WHERE order_id = $1`, [kept.orderId])).rejects.toThrow(/append-only/);
  });

  it('lets an order paid with tenders and returned go with its tenders and return; the ledgers keep every entry, without the order', async () => {
    const db = shop.database.db;
    const currency = shop.config.currency;
    const shopper = await registerShopper(shop, {}, { verified: true });
    const { oneSize: ring } = await findPieces(shop);
    const metal = ring.metals[0]!;
    await stockUp(shop, ring.variantId, [{ metal, quantity: 5 }]);
    const card = await db.transaction((tx) => issueGiftCard(tx, { currency, initialMinor: 1_000, withCode: true, idempotencyKey: `books-${shopper.id}` }));
    await db.transaction((tx) => writeStoreCredit(tx, shopper.id, currency, { kind: 'issued', amountMinor: 500, idempotencyKey: 'books' }));
    const order = await deliveredOrder(shop, shopper, owner, [{ piece: ring, metal, quantity: 1 }], { giftCards: [card.code], useStoreCredit: true });
    const lines = [{ orderItemId: order.items[0]!.id, quantity: 1 }];
    const asked = await send(shop, 'POST', '/api/returns', { orderId: order.id, lines, reason: 'changed-mind', wanted: 'store_credit' }, shopper.auth);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const inspection = { condition: 'as-new', certificatePresent: true, packagingPresent: true };
    for (const [name, input] of [['approve'], ['receive'], ['inspect', inspection], ['resolve']] as const)
      expect((await send(shop, 'POST', `/api/admin/returns/${asked.body.id}/${name}`, input, owner)).status).toBe(200);
    expect((await send(shop, 'DELETE', '/api/me', { password: shopper.password }, shopper.auth)).status).toBe(200);
    const ledgers = async () => ({
      rows: (
        await query(
          `SELECT (SELECT count(*) FROM gift_card_entries WHERE gift_card_id = $1)::int AS card,
        (SELECT count(*) FROM store_credit_entries WHERE customer_id = $2)::int AS credit`,
          [card.id, shopper.id],
        )
      )[0],
      card: await giftCardBalance(db, card.id),
      credit: await storeCreditBalance(db, shopper.id),
    });
    const before = await ledgers();
    expect(before.rows.credit).toBeGreaterThanOrEqual(4); // issued, spent, issued for the return, given up

    for (const table of ['store_credit_entries', 'gift_card_entries'])
      await expect(query(`UPDATE ${table} SET order_id = NULL WHERE order_id = $1`, [order.id])).rejects.toThrow(/append-only/);
    await age(order.id, 3651);
    await applyRetention(db, shop.config.uploadsDir);
    expect(Number(await rowsOf(order.id))).toBe(0);
    expect(await query(`SELECT 1 FROM order_tenders WHERE order_id = $1 UNION ALL SELECT 1 FROM returns WHERE order_id = $1`, [order.id])).toEqual([]);
    expect(await ledgers()).toEqual(before);
    expect(
      await query(`SELECT 1 FROM gift_card_entries WHERE order_id = $1 UNION ALL SELECT 1 FROM store_credit_entries WHERE order_id = $1`, [order.id]),
    ).toEqual([]);
    // Only the order's leaving the books takes an entry's order away; any other change is refused.
    await expectRefusedToAll(shop, `UPDATE gift_card_entries SET amount_minor = 1 WHERE gift_card_id = $1`, [card.id], /append-only/);
  });

  it('follows the owner’s period, which cannot be shorter than a year', async () => {
    const refused = await send(
      shop,
      'PUT',
      '/api/admin/settings/retention',
      { securityEventDays: 90, messageDays: 730, unconfirmedAccountDays: 30, bookkeepingDays: 364 },
      owner,
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Orders kept for the books: a whole number of days from 365 to 7300');
    const saved = await send(
      shop,
      'PUT',
      '/api/admin/settings/retention',
      { securityEventDays: 90, messageDays: 730, unconfirmedAccountDays: 30, bookkeepingDays: 2190 },
      owner,
    );
    expect(saved).toMatchObject({ status: 200, body: { bookkeepingDays: 2190, words: { bookkeeping: '6 years' } } });
  });
});

/**
 * An erased customer's orders leave the books once the bookkeeping period has passed (decision
 * record 044): the retention job deletes the order with its invoice, credit note, payment and
 * ledger, then the emptied account; until then, and for every other order, the documents and the
 * ledger refuse deletion whoever asks.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { applyRetention } from '../../server/services/retention/index.ts';
import { livedShopper, type LivedShopper } from '../support/privacy.ts';
import { signedInOwner } from '../support/staff.ts';
import { send } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

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

/**
 * The back office's order list and payments (decision record 025): each row's payment status and
 * the filter by it, worked out by the database (payments/status-sql.ts). The database's status must
 * be the one domain/payment.ts derives, for any ledger: random ledgers are written and both read.
 */
import fc from 'fast-check';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerRefusal, paymentFigures, PAYMENT_EVENT_KINDS, PAYMENT_STATUSES, type LedgerEntry } from '../../domain/payment.ts';
import { orders } from '../../server/db/schema/index.ts';
import { paymentDueSql, paymentStatusIs, paymentStatusSql } from '../../server/services/payments/index.ts';
import { payInFull } from '../support/payments.ts';
import { createOwner } from '../support/staff.ts';
import { findPieces, orderRequest, registerShopper, send, uniqueEmail } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
let owner: Record<string, string>;
let template: { id: number; number: number; total: number };

beforeAll(async () => {
  const email = uniqueEmail('owner');
  await createOwner(shop.database.db, { email, password: 'garnet-and-gold-77' });
  owner = { Authorization: `Bearer ${(await send(shop, 'POST', '/api/authenticate', { email, password: 'garnet-and-gold-77' })).body.jwtToken}` };
  const pieces = await findPieces(shop);
  const shopper = await registerShopper(shop, { lastName: 'Lister' });
  const item = { variantId: pieces.oneSize.variantId, metal: pieces.oneSize.metals[0], size: '', quantity: 1 };
  template = (await send(shop, 'POST', '/api/orders', orderRequest(shopper, [item]), shopper.auth)).body;
});

/** The entries of these tries the ledger accepts, in order: what the payments module would have written. */
function accepted(tries: LedgerEntry[], totalMinor: number): LedgerEntry[] {
  const ledger: LedgerEntry[] = [];
  for (const next of tries) if (ledgerRefusal(ledger, next, totalMinor, String) === null) ledger.push(next);
  return ledger;
}

/** An order like the template with this total and this ledger, written straight into the database. */
async function orderWithLedger(totalMinor: number, ledger: LedgerEntry[]): Promise<number> {
  const { rows } = await shop.database.pool.query(
    `INSERT INTO orders (user_id, customer_name, contact, shipping_address, shipping_method_id, shipping_method_name, currency,
       subtotal_minor, gift_wrap_minor, shipping_minor, discount_minor, total_minor, status, has_made_to_order)
     SELECT user_id, customer_name, contact, shipping_address, shipping_method_id, shipping_method_name, currency,
       $2, 0, 0, 0, $2, 'Pending', has_made_to_order FROM orders WHERE id = $1 RETURNING id`,
    [template.id, totalMinor],
  );
  const orderId: number = rows[0].id;
  const payment = await shop.database.pool.query(
    `INSERT INTO payments (order_id, method, currency, amount_minor) VALUES ($1, 'stripe', 'USD', $2) RETURNING id`,
    [orderId, totalMinor],
  );
  for (const entry of ledger) {
    await shop.database.pool.query(`INSERT INTO payment_events (payment_id, kind, amount_minor, currency) VALUES ($1, $2, $3, 'USD')`, [
      payment.rows[0].id,
      entry.kind,
      entry.amountMinor,
    ]);
  }
  return orderId;
}

describe('the payment status in the order list', () => {
  it('is, worked out by the database, the status (and what is due) domain/payment.ts derives, for random ledgers; the filter finds exactly those orders', async () => {
    // Amounts from a few values, so that sums meet totals (paid, refunded in full, voided) as often as they miss them.
    const amount = fc.oneof(fc.constantFrom(0, 500, 1_000, 2_000), fc.integer({ min: 1, max: 3_000 }));
    const entry = fc.record({ kind: fc.constantFrom(...PAYMENT_EVENT_KINDS), amountMinor: amount });
    const cases: Array<[LedgerEntry[], number]> = [
      ...fc.sample(fc.tuple(fc.array(entry, { maxLength: 8 }), amount), { numRuns: 200, seed: 23 }),
      // And one of each ending random ledgers seldom reach.
      [
        [
          { kind: 'authorized', amountMinor: 1_000 },
          { kind: 'voided', amountMinor: 1_000 },
        ],
        1_000,
      ],
      [
        [
          { kind: 'manual_payment', amountMinor: 1_000 },
          { kind: 'refunded', amountMinor: 1_000 },
        ],
        1_000,
      ],
      [
        [
          { kind: 'authorized', amountMinor: 1_000 },
          { kind: 'failed', amountMinor: 0 },
        ],
        1_000,
      ],
    ];
    const expected = new Map<number, string>();
    const due = new Map<number, number>();
    for (const [tries, total] of cases) {
      const ledger = accepted(tries, total);
      const figures = paymentFigures(ledger, { totalMinor: total, cancelled: false });
      const orderId = await orderWithLedger(total, ledger);
      expected.set(orderId, figures.status);
      due.set(orderId, figures.amountDueMinor);
    }
    const ids = [...expected.keys()];
    const { db } = shop.database;
    const read = await db
      .select({ id: orders.id, status: paymentStatusSql(orders.id, orders.totalMinor), due: paymentDueSql(orders.id, orders.totalMinor) })
      .from(orders)
      .where(inArray(orders.id, ids));
    expect(new Map(read.map((row) => [row.id, row.status]))).toEqual(expected);
    // And what is due, as the dashboard adds it up.
    expect(new Map(read.map((row) => [row.id, Number(row.due)]))).toEqual(due);
    // Every status is met, so the comparison covers each branch.
    expect(new Set(expected.values())).toEqual(new Set(PAYMENT_STATUSES));
    for (const status of PAYMENT_STATUSES) {
      const filtered = await db
        .select({ id: orders.id })
        .from(orders)
        .where(paymentStatusIs(orders.id, orders.totalMinor, status));
      const mine = filtered.map((row) => row.id).filter((id) => expected.has(id));
      expect(mine.sort(), status).toEqual(ids.filter((id) => expected.get(id) === status).sort());
    }
  });

  it('shows each row’s payment status, filters by it (with the other filters), and refuses an unknown one', async () => {
    const placed = template;
    const before = await send(shop, 'GET', `/api/admin/orders?q=${placed.number}`, undefined, owner);
    expect(before.body.orders).toEqual([expect.objectContaining({ id: placed.id, paymentStatus: 'awaiting_payment' })]);
    await payInFull(shop, placed.id, owner);
    const paid = await send(shop, 'GET', `/api/admin/orders?q=${placed.number}&payment=paid`, undefined, owner);
    expect(paid.body.orders).toEqual([expect.objectContaining({ id: placed.id, paymentStatus: 'paid' })]);
    expect((await send(shop, 'GET', `/api/admin/orders?q=${placed.number}&payment=awaiting_payment`, undefined, owner)).body.orders).toEqual([]);
    const refunded = await send(shop, 'POST', `/api/admin/orders/${placed.id}/refunds`, { amount: placed.total, reason: 'Returned' }, owner);
    expect(refunded.status).toBe(201);
    const list = await send(shop, 'GET', `/api/admin/orders?payment=refunded&status=Pending&q=${placed.number}`, undefined, owner);
    expect(list.body.orders.map((row: { id: number }) => row.id)).toEqual([placed.id]);
    const bad = await send(shop, 'GET', '/api/admin/orders?payment=owing', undefined, owner);
    expect(bad.status).toBe(400);
  });
});

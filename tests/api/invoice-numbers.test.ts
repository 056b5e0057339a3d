/**
 * Invoice numbers (decision record 027): given once, in the transaction of the ledger entry that
 * first makes an order paid in full, gapless per year. Attacked: two orders paid at once, two
 * staff recording one order's final payment at once, a transaction rolled back after taking a
 * number, random mixes of those (numbers per year are 1..n), and the migration's numbering of
 * orders paid before numbers existed.
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentNumber } from '../../domain/invoice-numbers.ts';
import { PAYMENT_MESSAGES } from '../../domain/payment.ts';
import { invoices } from '../../server/db/schema/index.ts';
import { appendEntry, lockPayment } from '../../server/services/payments/index.ts';
import { copyOrder, issued } from '../support/invoices.ts';
import { today } from '../support/payments.ts';
import { createOwner, joinStaff } from '../support/staff.ts';
import { findPieces, orderRequest, registerShopper, send, uniqueEmail } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const year = new Date().getUTCFullYear();
let owner: Record<string, string>;
let staff: Record<string, string>;
let templateId: number;

beforeAll(async () => {
  const email = uniqueEmail('owner');
  await createOwner(shop.database.db, { email, password: 'garnet-and-gold-77' });
  owner = { Authorization: `Bearer ${(await send(shop, 'POST', '/api/authenticate', { email, password: 'garnet-and-gold-77' })).body.jwtToken}` };
  staff = await joinStaff(shop, owner, { email: uniqueEmail('staff') });
  const { oneSize } = await findPieces(shop);
  const shopper = await registerShopper(shop, { lastName: 'Numbers' }, { verified: true });
  const item = { variantId: oneSize.variantId, metal: oneSize.metals[0], size: '', quantity: 1 };
  const placed = await send(shop, 'POST', '/api/orders', orderRequest(shopper, [item], { paymentMethod: 'bank_transfer' }), shopper.auth);
  expect(placed.status).toBe(201);
  templateId = placed.body.id;
});

const receive = (orderId: number, amountMinor: number, who = owner) =>
  send(shop, 'POST', `/api/admin/orders/${orderId}/payments`, { amount: amountMinor / 100, receivedOn: today(), reference: 'BANK' }, who);
const invoiceOf = async (orderId: number): Promise<string | null> =>
  (await send(shop, 'GET', `/api/admin/orders/${orderId}`, undefined, owner)).body.documents.invoiceNumber;
const nextSequence = async () => (await issued(shop, 'invoices')).length + 1;

/** Numbers of this year run 1..n: no gap, no repeat, each written as its sequence says. */
async function expectGapless() {
  const rows = await issued(shop, 'invoices');
  expect(rows.map((row) => row.sequence)).toEqual(rows.map((_, index) => index + 1));
  expect(rows.map((row) => row.number)).toEqual(rows.map((_, index) => documentNumber('invoice', year, index + 1)));
}

describe('an invoice number', () => {
  it('is given when the order is first paid in full, not before, and never again', async () => {
    const order = await copyOrder(shop, templateId);
    const first = await receive(order.id, order.totalMinor - 100);
    expect(first.body.documents).toEqual({ invoiceNumber: null, invoiced: null, creditNotes: [] });
    const expected = documentNumber('invoice', year, await nextSequence());
    const rest = await receive(order.id, 100);
    expect(rest.body.payment.status).toBe('paid');
    expect(rest.body.documents.invoiceNumber).toBe(expected);
    expect(expected).toMatch(new RegExp(`^${year}-\\d{6}$`));
    // A refund (and the money gone) leaves the number as it was.
    expect((await send(shop, 'POST', `/api/admin/orders/${order.id}/refunds`, { amount: order.totalMinor / 100, reason: 'Returned' }, owner)).status).toBe(201);
    expect(await invoiceOf(order.id)).toBe(expected);
    // The shopper's answer carries the same number.
    expect((await shop.database.pool.query('SELECT count(*)::int AS n FROM invoices WHERE order_id = $1', [order.id])).rows[0].n).toBe(1);
    await expectGapless();
  });

  it('is refused any change or removal by the database', async () => {
    const order = await copyOrder(shop, templateId);
    await receive(order.id, order.totalMinor);
    await expect(shop.database.pool.query(`UPDATE invoices SET number = 'X' WHERE order_id = $1`, [order.id])).rejects.toThrow(/append-only/);
    await expect(shop.database.pool.query('DELETE FROM invoices WHERE order_id = $1', [order.id])).rejects.toThrow(/append-only/);
  });
});

describe('invoice numbers under concurrency', () => {
  it('two orders paid at once take consecutive numbers', async () => {
    const [a, b] = [await copyOrder(shop, templateId), await copyOrder(shop, templateId)];
    const from = await nextSequence();
    const answers = await Promise.all([receive(a.id, a.totalMinor), receive(b.id, b.totalMinor, staff)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const numbers = answers.map((answer) => answer.body.documents.invoiceNumber).sort();
    expect(numbers).toEqual([documentNumber('invoice', year, from), documentNumber('invoice', year, from + 1)]);
    await expectGapless();
  });

  it('two staff recording one order’s final payment at once: one payment, one number', async () => {
    const order = await copyOrder(shop, templateId);
    const from = await nextSequence();
    const answers = await Promise.all([receive(order.id, order.totalMinor), receive(order.id, order.totalMinor, staff)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect(answers.find((answer) => answer.status === 422)!.body.message).toBe(PAYMENT_MESSAGES.overpaid('$0.00'));
    expect(await invoiceOf(order.id)).toBe(documentNumber('invoice', year, from));
    expect(await nextSequence()).toBe(from + 1);
    await expectGapless();
  });

  it('a transaction rolled back after taking a number gives it back', async () => {
    const [crashed, next] = [await copyOrder(shop, templateId), await copyOrder(shop, templateId)];
    const from = await nextSequence();
    await expect(
      shop.database.db.transaction(async (tx) => {
        const payment = await lockPayment(tx, crashed.id);
        await appendEntry(tx, payment, { kind: 'manual_payment', amountMinor: crashed.totalMinor });
        // The number is taken inside the transaction…
        const [taken] = await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.orderId, crashed.id));
        expect(taken?.number).toBe(documentNumber('invoice', year, from));
        throw new Error('the process died before committing');
      }),
    ).rejects.toThrow('the process died');
    // …and given back by its rollback: the next order paid takes it.
    expect(await invoiceOf(crashed.id)).toBeNull();
    expect((await receive(next.id, next.totalMinor)).body.documents.invoiceNumber).toBe(documentNumber('invoice', year, from));
    await expectGapless();
  });

  it('property: whatever mix of orders paid at once and rolled back, this year’s numbers are 1..n', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { minLength: 2, maxLength: 5 }), async (rollbacks) => {
        const orders = [];
        for (const _ of rollbacks) orders.push(await copyOrder(shop, templateId));
        await Promise.allSettled(
          orders.map((order, index) =>
            shop.database.db.transaction(async (tx) => {
              const payment = await lockPayment(tx, order.id);
              await appendEntry(tx, payment, { kind: 'manual_payment', amountMinor: order.totalMinor });
              if (rollbacks[index]) throw new Error('rolled back');
            }),
          ),
        );
        const invoiced = await shop.database.pool.query('SELECT count(*)::int AS n FROM invoices WHERE order_id = ANY($1)', [orders.map((o) => o.id)]);
        expect(invoiced.rows[0].n).toBe(rollbacks.filter((rolledBack) => !rolledBack).length);
        await expectGapless();
      }),
      { numRuns: 6 },
    );
  });
});

describe('the migration', () => {
  it('numbers orders paid before numbers existed in the order they were paid, and their later refunds as credit notes', async () => {
    // Orders paid "in 2001" (each half in 2000, the rest in 2001, then 5.00 refunded), written
    // straight into the ledger as the shop did before invoices existed.
    const orders = [await copyOrder(shop, templateId), await copyOrder(shop, templateId), await copyOrder(shop, templateId)];
    const paidAt = ['2001-03-05T10:00:00Z', '2001-01-20T10:00:00Z', '2001-02-11T10:00:00Z'];
    for (const [index, order] of orders.entries()) {
      const { rows } = await shop.database.pool.query('SELECT id, currency FROM payments WHERE order_id = $1', [order.id]);
      const [half, rest] = [Math.floor(order.totalMinor / 2), order.totalMinor - Math.floor(order.totalMinor / 2)];
      await shop.database.pool.query(
        `INSERT INTO payment_events (payment_id, kind, amount_minor, currency, created_at, note) VALUES
           ($1, 'manual_payment', $2, $4, '2000-12-30T10:00:00Z', ''), ($1, 'manual_payment', $3, $4, $5, ''), ($1, 'refunded', 500, $4, $5::timestamptz + interval '1 day', 'Scratched')`,
        [rows[0].id, half, rest, rows[0].currency, paidAt[index]],
      );
    }
    const statements = readFileSync('server/db/migrations/0024_invoices.sql', 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => /^\s*(--.*\n)*\s*INSERT INTO/.test(statement));
    expect(statements).toHaveLength(3);
    // The migration's numbering, run as it is written on this database as it was before it: no
    // invoice, no credit note, no counter (emptied with the triggers off, in a transaction rolled back after).
    const client = await shop.owner.connect();
    try {
      await client.query('BEGIN');
      await client.query('ALTER TABLE credit_notes DISABLE TRIGGER USER; ALTER TABLE invoices DISABLE TRIGGER USER');
      await client.query('DELETE FROM credit_notes; DELETE FROM invoices; DELETE FROM document_counters');
      for (const statement of statements) await client.query(statement);
      await expectBackfilled(
        client,
        orders.map((order) => order.id),
      );
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});

/** The orders "paid in 2001" numbered in the order they were paid (b, c, a), their refunds credited in that order, the counters where the numbers stopped. */
async function expectBackfilled(client: { query: typeof shop.database.pool.query }, [a, b, c]: number[]) {
  const numbers = await client.query('SELECT order_id, number FROM invoices WHERE year = 2001 ORDER BY sequence');
  expect(numbers.rows).toEqual([
    { order_id: b, number: '2001-000001' },
    { order_id: c, number: '2001-000002' },
    { order_id: a, number: '2001-000003' },
  ]);
  const notes = await client.query('SELECT order_id, number, amount_minor, reason FROM credit_notes WHERE year = 2001 ORDER BY sequence');
  expect(notes.rows.map((row) => row.order_id)).toEqual([b, c, a]);
  expect(notes.rows[0]).toMatchObject({ number: 'CN-2001-000001', amount_minor: 500, reason: 'Scratched' });
  const counters = await client.query(`SELECT series, last FROM document_counters WHERE year = 2001 ORDER BY series`);
  expect(counters.rows).toEqual([
    { series: 'credit_note', last: 3 },
    { series: 'invoice', last: 3 },
  ]);
  // This year's orders, paid through the ledger before, are numbered 1..n again, in the order they were paid.
  const thisYear = await client.query('SELECT sequence FROM invoices WHERE year = $1 ORDER BY sequence', [year]);
  expect(thisYear.rows.map((row) => row.sequence)).toEqual(thisYear.rows.map((_, index) => index + 1));
}

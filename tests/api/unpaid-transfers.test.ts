/**
 * Bank transfers from the order to its end (decision record 025): the order answer and the
 * confirmation carry the account, the order number as reference and the pay-by day; half-way
 * through the days to pay the shopper is reminded once (several instances at once included);
 * after them the order is cancelled once, its pieces back on the shelf, its timeline and the
 * shopper told; money received stops both. Time moves by setting the payment's created_at and
 * expires_at, never by waiting. Order e-mails reach an unconfirmed account once the order is paid.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshListing } from '../../server/services/catalogue/index.ts';
import { cancelOverdueTransfers, remindUnpaidTransfers } from '../../server/services/orders/index.ts';
import { findPieces, orderRequest, outboxMessages, registerShopper, send, uniqueEmail, type SalePiece, type Shopper } from '../support/shopper.ts';
import { createOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const db = () => shop.database.db;
let piece: SalePiece;
let metal: string;
const SHELF = 20;

beforeAll(async () => {
  ({ oneSize: piece } = await findPieces(shop));
  metal = piece.metals[0]!;
  // A ready-to-ship piece with its own shelf, so a cancellation visibly puts it back.
  await db().transaction(async (tx) => {
    await tx.execute(sql`UPDATE product_variants SET made_to_order = false WHERE id = ${piece.variantId}`);
    await tx.execute(sql`DELETE FROM variant_stock WHERE variant_id = ${piece.variantId}`);
    await tx.execute(sql`INSERT INTO variant_stock (variant_id, metal_id, size_id, quantity)
      SELECT ${piece.variantId}, m.id, NULL, ${SHELF} FROM metals m WHERE m.name = ${metal}`);
    await refreshListing(tx, [piece.variantId]);
  });
});

const onShelf = async () =>
  Number(
    (
      await shop.database.pool.query('SELECT st.quantity FROM variant_stock st JOIN metals m ON m.id = st.metal_id WHERE st.variant_id = $1 AND m.name = $2', [
        piece.variantId,
        metal,
      ])
    ).rows[0].quantity,
  );

const item = (quantity = 1) => ({
  productName: piece.title,
  productId: String(piece.productId),
  variantId: piece.variantId,
  metal,
  size: '',
  quantity,
  price: 0.01,
});

async function placeBankTransfer(shopper: Shopper, quantity = 1) {
  const placed = await send(shop, 'POST', '/api/orders', orderRequest(shopper, [item(quantity)], { paymentMethod: 'bank_transfer' }), shopper.auth);
  expect(placed.status).toBe(201);
  return placed.body as { id: number; number: number; total: number; status: string; payment: Record<string, any> };
}

/** Moves the order's payment in time: placed `placedDaysAgo` days ago, due `dueInDays` days from now (negative: past). */
async function moveInTime(orderId: number, placedDaysAgo: number, dueInDays: number) {
  await shop.database.pool.query(
    `UPDATE payments SET created_at = now() - $2::float8 * interval '1 day', expires_at = now() + $3::float8 * interval '1 day' WHERE order_id = $1`,
    [orderId, placedDaysAgo, dueInDays],
  );
}

/** Money received by hand, written as staff would record it (the ledger's own row). */
async function recordMoney(orderId: number, amountMinor: number) {
  await shop.database.pool.query(
    `INSERT INTO payment_events (payment_id, kind, amount_minor, currency) SELECT id, 'manual_payment', $2, currency FROM payments WHERE order_id = $1`,
    [orderId, amountMinor],
  );
}

const statusOf = async (orderId: number) => (await shop.database.pool.query('SELECT status FROM orders WHERE id = $1', [orderId])).rows[0].status;
const mailsAbout = async (shopper: Shopper, subject: string) => (await outboxMessages(shop, shopper.email)).filter((mail) => mail.includes(subject));

describe('a bank transfer order', () => {
  it('answers the account, the order number as reference and the pay-by day, and the confirmation says the same', async () => {
    const shopper = await registerShopper(shop, {}, { verified: true });
    const order = await placeBankTransfer(shopper);
    expect(order.payment).toMatchObject({
      method: 'bank_transfer',
      status: 'awaiting_payment',
      amountDue: order.total,
      amountPaid: 0,
      instructions: { accountHolder: expect.any(String), bankName: expect.any(String), accountNumber: expect.any(String), reference: String(order.number) },
    });
    const payBy = new Date(order.payment.instructions.payBy);
    const { rows } = await shop.database.pool.query('SELECT days_to_pay, account_number FROM payment_settings');
    expect(Math.round((payBy.getTime() - Date.now()) / 86_400_000)).toBe(rows[0].days_to_pay);

    const [mail] = await mailsAbout(shopper, `order ${order.number}`);
    expect(mail).toContain(`Account number or IBAN: ${rows[0].account_number}`);
    expect(mail).toContain(`Reference: ${order.number} (your order number)`);
    expect(mail).toContain('Pay by: ');
  });
});

describe('the reminder', () => {
  it('goes once, half-way through the days to pay, even with several instances running the job at once', async () => {
    const shopper = await registerShopper(shop, {}, { verified: true });
    const early = await placeBankTransfer(shopper);
    const halfway = await placeBankTransfer(shopper);
    await moveInTime(early.id, 2, 5);
    await moveInTime(halfway.id, 4, 3);

    const runs = await Promise.all([remindUnpaidTransfers(db(), shop.config), remindUnpaidTransfers(db(), shop.config)]);
    expect(runs.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
    await remindUnpaidTransfers(db(), shop.config);

    const reminders = await mailsAbout(shopper, 'Subject: Reminder: your Test Jewellers order');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toContain(`order ${halfway.number} awaits payment`);
    expect(reminders[0]).toContain(`Reference: ${halfway.number} (your order number)`);
    const { rows } = await shop.database.pool.query('SELECT order_id FROM payments WHERE reminded_at IS NOT NULL AND order_id = ANY($1)', [
      [early.id, halfway.id],
    ]);
    expect(rows).toEqual([{ order_id: halfway.id }]);
  });

  it('is not sent once money has arrived', async () => {
    const shopper = await registerShopper(shop, {}, { verified: true });
    const order = await placeBankTransfer(shopper);
    await recordMoney(order.id, Math.round(order.total * 100));
    await moveInTime(order.id, 4, 3);
    await remindUnpaidTransfers(db(), shop.config);
    expect(await mailsAbout(shopper, 'Subject: Reminder')).toEqual([]);
  });
});

describe('after the days to pay', () => {
  it('cancels the unpaid order once (two instances at once), puts its pieces back, notes why and tells the shopper', async () => {
    const shopper = await registerShopper(shop, {}, { verified: true });
    const before = await onShelf();
    const order = await placeBankTransfer(shopper, 2);
    expect(await onShelf()).toBe(before - 2);
    await moveInTime(order.id, 8, -1 / 24);

    await Promise.all([cancelOverdueTransfers(db(), shop.config), cancelOverdueTransfers(db(), shop.config)]);

    expect(await statusOf(order.id)).toBe('Cancelled');
    expect(await onShelf()).toBe(before);
    const { rows } = await shop.database.pool.query("SELECT note, actor_id FROM order_events WHERE order_id = $1 AND to_status = 'Cancelled'", [order.id]);
    expect(rows).toEqual([
      { note: 'We did not receive the bank transfer within the days to pay, so we cancelled the order and released its pieces.', actor_id: null },
    ]);
    const told = await mailsAbout(shopper, `order ${order.number} is Cancelled`);
    expect(told).toHaveLength(1);
    expect(told[0]).toContain('We did not receive the bank transfer');
    const shown = await shop.request(`/api/orders/${order.id}`, { headers: shopper.auth });
    expect(shown.body).toMatchObject({ status: 'Cancelled', payment: { status: 'awaiting_payment', amountDue: 0 } });
    expect(shown.body.payment.instructions).toBeUndefined();
  });

  it('leaves alone an order not yet due, one paid in part, and one staff moved on', async () => {
    const shopper = await registerShopper(shop, {}, { verified: true });
    const notDue = await placeBankTransfer(shopper);
    const partPaid = await placeBankTransfer(shopper);
    const confirmed = await placeBankTransfer(shopper);
    await moveInTime(notDue.id, 6, 1);
    await moveInTime(partPaid.id, 8, -1);
    await moveInTime(confirmed.id, 8, -1);
    await recordMoney(partPaid.id, 1);
    await shop.database.pool.query("UPDATE orders SET status = 'Confirmed' WHERE id = $1", [confirmed.id]);

    await cancelOverdueTransfers(db(), shop.config);

    expect(await statusOf(notDue.id)).toBe('Pending');
    expect(await statusOf(partPaid.id)).toBe('Pending');
    expect(await statusOf(confirmed.id)).toBe('Confirmed');
  });
});

describe('order e-mails to an unconfirmed account', () => {
  it('are sent once the order is paid (paying proves who the shopper is), never before, and never to the contact address typed', async () => {
    const ownerEmail = uniqueEmail('owner');
    await createOwner(db(), { email: ownerEmail, password: 'garnet-and-gold-77' });
    const owner = (await send(shop, 'POST', '/api/authenticate', { email: ownerEmail, password: 'garnet-and-gold-77' })).body.jwtToken as string;
    const staff = { Authorization: `Bearer ${owner}` };
    const shopper = await registerShopper(shop);
    const victim = uniqueEmail('victim');
    const placed = await send(
      shop,
      'POST',
      '/api/orders',
      orderRequest(shopper, [item()], { orderCustomer: { name: 'Ada Lovelace', email: victim, phone: '+44 20 7946 0958' } }),
      shopper.auth,
    );
    const unpaid = placed.body as { id: number; number: number; total: number };
    // Unpaid, unconfirmed: a change of status e-mails no one.
    expect((await send(shop, 'POST', `/api/admin/orders/${unpaid.id}/status`, { status: 'On hold' }, staff)).status).toBe(200);
    expect(await mailsAbout(shopper, `order ${unpaid.number}`)).toEqual([]);

    await recordMoney(unpaid.id, Math.round(unpaid.total * 100));
    const moved = await send(shop, 'POST', `/api/admin/orders/${unpaid.id}/status`, { status: 'Pending' }, staff);
    expect(moved).toMatchObject({ status: 200, body: { account: { email: shopper.email, emailVerified: false, emailed: true } } });
    expect(await mailsAbout(shopper, `order ${unpaid.number} is Pending`)).toHaveLength(1);
    expect(await outboxMessages(shop, victim)).toEqual([]);
  });
});

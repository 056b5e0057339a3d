/**
 * The payment beside every order (issue 23, decision record 025): a new order awaits its payment,
 * by bank transfer when no method is named, with the figures and the bank details in every order
 * answer; a method the shop does not offer is refused (422) and nothing is ordered; the ledger
 * cannot be changed or emptied by any role, and an action's idempotency key writes one entry.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { findPieces, orderRequest, registerShopper, send, type SalePiece, type Shopper } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';
import { expectRefusedToAll } from '../support/append-only.ts';

const shop = useTestShop();
let piece: SalePiece;
let shopper: Shopper;

const line = () => ({ variantId: piece.variantId, metal: piece.metals[0], size: '', quantity: 1, giftWrap: false, personalisation: '' });
const place = (extra: Record<string, unknown>, key: string) =>
  send(shop, 'POST', '/api/orders', orderRequest(shopper, [line()], extra), { ...shopper.auth, 'Idempotency-Key': key });

beforeAll(async () => {
  ({ oneSize: piece } = await findPieces(shop));
  shopper = await registerShopper(shop);
});

describe('an order’s payment', () => {
  it('awaits a bank transfer when no method is named, in the order answer, the list and the order', async () => {
    const placed = await place({}, 'ledger-1');
    expect(placed.status).toBe(201);
    const { payment, total, number } = placed.body;
    expect(payment).toMatchObject({ method: 'bank_transfer', status: 'awaiting_payment', amountDue: total, amountPaid: 0, amountRefunded: 0 });
    expect(payment.instructions).toMatchObject({ accountHolder: 'Lumen & Loom Jewellery Ltd', bankName: 'Sample Bank', reference: String(number) });
    expect(new Date(payment.instructions.payBy).getTime() - new Date(placed.body.created).getTime()).toBe(7 * 24 * 3600 * 1000);
    expect(payment.redirectUrl).toBeUndefined();

    const one = await send(shop, 'GET', `/api/orders/${placed.body.id}`, undefined, shopper.auth);
    expect(one.body.payment).toEqual(payment);
    const list = await send(shop, 'GET', '/api/orders', undefined, shopper.auth);
    expect(list.body.find((order: { id: number }) => order.id === placed.body.id).payment).toEqual(payment);
  });

  it('refuses a method the shop does not offer (422 naming what it takes), and nothing is ordered', async () => {
    const before = await shop.database.pool.query('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [shopper.id]);
    const refused = await place({ paymentMethod: 'stripe' }, 'ledger-2');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Card (Stripe) is not offered by this shop. It takes: Bank transfer.');
    // Methods are an open set (decision record 034): one the shop has not registered is not offered; one no method could be named is malformed.
    const unknown = await place({ paymentMethod: 'cheque' }, 'ledger-3');
    expect(unknown).toMatchObject({ status: 422, body: { message: 'Cheque is not offered by this shop. It takes: Bank transfer.' } });
    expect((await place({ paymentMethod: 'Cheque!' }, 'ledger-4')).status).toBe(400);
    const after = await shop.database.pool.query('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [shopper.id]);
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('refuses an order naming no method when no manual method is on (422 naming the methods)', async () => {
    await shop.database.pool.query('UPDATE payment_settings SET bank_transfer_enabled = false');
    try {
      const refused = await place({}, 'ledger-4');
      expect(refused.status).toBe(422);
      expect(refused.body.message).toContain('No payment method was named and this shop has no manual method turned on.');
    } finally {
      await shop.database.pool.query('UPDATE payment_settings SET bank_transfer_enabled = true');
    }
  });

  it('keeps the ledger append-only, whatever the role: no UPDATE, DELETE or TRUNCATE', async () => {
    const placed = await place({}, 'ledger-5');
    const pool = shop.database.pool;
    const { rows } = await pool.query('SELECT id, currency FROM payments WHERE order_id = $1', [placed.body.id]);
    await pool.query(`INSERT INTO payment_events (payment_id, kind, amount_minor, currency, idempotency_key) VALUES ($1, 'manual_payment', 100, $2, 'k1')`, [
      rows[0].id,
      rows[0].currency,
    ]);
    const APPEND_ONLY = /payment_events is append-only/;
    await expectRefusedToAll(shop, 'UPDATE payment_events SET amount_minor = 1 WHERE payment_id = $1', [rows[0].id], APPEND_ONLY);
    await expectRefusedToAll(shop, 'DELETE FROM payment_events WHERE payment_id = $1', [rows[0].id], APPEND_ONLY);
    await expectRefusedToAll(shop, 'TRUNCATE payment_events CASCADE', [], APPEND_ONLY);
    // One action's key writes one entry.
    await expect(
      pool.query(`INSERT INTO payment_events (payment_id, kind, amount_minor, currency, idempotency_key) VALUES ($1, 'manual_payment', 100, $2, 'k1')`, [
        rows[0].id,
        rows[0].currency,
      ]),
    ).rejects.toThrow(/duplicate key/);
    const order = await send(shop, 'GET', `/api/orders/${placed.body.id}`, undefined, shopper.auth);
    expect(order.body.payment).toMatchObject({ status: 'awaiting_payment', amountPaid: 1, amountDue: placed.body.total - 1 });
  });
});

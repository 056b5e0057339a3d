/**
 * An order's money in the back office (decision record 025, "Back office money"): money received
 * by hand, refunds (by staff for a bank transfer, through the provider for a card), the gate past
 * Confirmed, and what a staff cancellation does to the money. Each protection is attacked: a double
 * click, a retry, two staff at once, a crash between the provider and our write.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../domain/payment.ts';
import { STAFF_PAYMENT_MESSAGES } from '../../domain/payment-actions.ts';
import type { PaymentProvider } from '../../server/services/payments/index.ts';
import { payInFull, today } from '../support/payments.ts';
import { createOwner } from '../support/staff.ts';
import { findPieces, orderRequest, registerShopper, send, uniqueEmail, type SalePiece, type Shopper } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';
import { moveKey } from '../../server/services/payments/index.ts';

const shop = useTestShop();

/** A card provider as the payments module speaks to it: honours idempotency keys as Stripe does (the same key answers the first result). */
function fakeProvider() {
  const refunds = new Map<string, { reference: string; paymentId: string; amountMinor: number }>();
  const voids = new Map<string, string>();
  const state = { failNext: false };
  const provider: Pick<PaymentProvider, 'method' | 'refund' | 'void'> = {
    method: 'stripe',
    async refund(paymentId, amountMinor, key) {
      if (state.failNext) {
        state.failNext = false;
        throw new Error('card_declined');
      }
      const first = refunds.get(key) ?? { reference: `re_${refunds.size + 1}`, paymentId, amountMinor };
      refunds.set(key, first);
      return { reference: first.reference };
    },
    async void(_paymentId, key) {
      voids.set(key, voids.get(key) ?? `void_${voids.size + 1}`);
      return { reference: voids.get(key)! };
    },
  };
  return { provider: provider as PaymentProvider, refunds, voids, state };
}

const card = fakeProvider();
let owner: Record<string, string>;
let pieces: Awaited<ReturnType<typeof findPieces>>;

beforeAll(async () => {
  const email = uniqueEmail('owner');
  await createOwner(shop.database.db, { email, password: 'garnet-and-gold-77' });
  const login = await send(shop, 'POST', '/api/authenticate', { email, password: 'garnet-and-gold-77' });
  owner = { Authorization: `Bearer ${login.body.jwtToken}` };
  pieces = await findPieces(shop);
  // The API reads its configuration at each request: the card provider is this test's fake.
  Object.assign(shop.config, { paymentProviders: { stripe: card.provider } });
});

const item = (piece: SalePiece, quantity = 1) => ({ variantId: piece.variantId, metal: piece.metals[0], size: piece.sizes[0] ?? '', quantity });

async function placeOrder(shopper: Shopper, items = [item(pieces.oneSize)]) {
  const placed = await send(shop, 'POST', '/api/orders', orderRequest(shopper, items, { paymentMethod: 'bank_transfer' }), shopper.auth);
  if (placed.status !== 201) throw new Error(`order failed: ${JSON.stringify(placed.body)}`);
  return placed.body as { id: number; number: number; total: number };
}

const receive = (orderId: number, body: Record<string, unknown>, key?: string) =>
  send(
    shop,
    'POST',
    `/api/admin/orders/${orderId}/payments`,
    { receivedOn: today(), reference: 'BANK-REF', ...body },
    { ...owner, ...(key ? { 'Idempotency-Key': key } : {}) },
  );
const refund = (orderId: number, body: Record<string, unknown>, key?: string) =>
  send(
    shop,
    'POST',
    `/api/admin/orders/${orderId}/refunds`,
    { reason: 'Returned within 30 days', ...body },
    { ...owner, ...(key ? { 'Idempotency-Key': key } : {}) },
  );
const move = (orderId: number, status: string) => send(shop, 'POST', `/api/admin/orders/${orderId}/status`, { status }, owner);
const ledger = async (orderId: number) =>
  (
    await shop.database.pool.query(
      'SELECT e.kind, e.amount_minor, e.provider_reference, e.actor_id, e.note FROM payment_events e JOIN payments p ON p.id = e.payment_id WHERE p.order_id = $1 ORDER BY e.id',
      [orderId],
    )
  ).rows as Array<{ kind: string; amount_minor: number; provider_reference: string | null; actor_id: number | null; note: string }>;
const mails = async (to: string) =>
  (await shop.database.pool.query('SELECT subject, text FROM mail_outbox WHERE "to" = $1 ORDER BY id', [to])).rows as Array<{ subject: string; text: string }>;

/** Makes a placed order a card order the shopper paid: authorised, and captured when told. */
async function cardOrder(orderId: number, total: number, captured: boolean) {
  const cents = Math.round(total * 100);
  const { rows } = await shop.database.pool.query(
    `UPDATE payments SET method = 'stripe', provider_payment_id = $2 WHERE order_id = $1 RETURNING id, currency`,
    [orderId, `pi_${orderId}`],
  );
  const values = captured ? `('authorized', $2::int), ('captured', $2::int)` : `('authorized', $2::int)`;
  await shop.database.pool.query(
    `INSERT INTO payment_events (payment_id, kind, amount_minor, currency) SELECT $1, k, a, $3 FROM (VALUES ${values}) AS v(k, a)`,
    [rows[0].id, cents, rows[0].currency],
  );
}

describe('money received by hand', () => {
  it('adds partial payments up to the total, refuses more than is due (422), records who and when, audits and e-mails the shopper', async () => {
    const shopper = await registerShopper(shop, { lastName: 'Payer' }, { verified: true });
    const order = await placeOrder(shopper);
    const part = Math.floor(order.total / 3);
    const first = await receive(order.id, { amount: part, receivedOn: '2026-11-20' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.payment).toMatchObject({ method: 'bank_transfer', status: 'awaiting_payment', amountPaid: part });
    expect(first.body.payment.amountDue).toBeCloseTo(order.total - part, 2);

    const tooMuch = await receive(order.id, { amount: order.total });
    expect(tooMuch).toMatchObject({ status: 422, body: { message: PAYMENT_MESSAGES.overpaid(`$${(order.total - part).toFixed(2)}`) } });

    const rest = await receive(order.id, { amount: Math.round((order.total - part) * 100) / 100, reference: 'SECOND' });
    expect(rest.status).toBe(201);
    expect(rest.body.payment).toMatchObject({ status: 'paid', amountDue: 0, amountPaid: order.total });
    expect(rest.body.payment.ledger).toEqual([
      expect.objectContaining({
        kind: 'manual_payment',
        amount: part,
        reference: 'BANK-REF',
        occurredAt: '2026-11-20T12:00:00.000Z',
        actor: expect.objectContaining({ name: 'Shop Owner' }),
      }),
      expect.objectContaining({ kind: 'manual_payment', reference: 'SECOND' }),
    ]);
    const history = await shop.request(`/api/admin/audit?entity=order&entityId=${order.id}`, { headers: owner });
    expect(history.body.entries[0]).toMatchObject({ action: 'order.payment_received', after: { reference: 'SECOND' } });
    const sent = await mails(shopper.email);
    expect(sent.filter((mail) => mail.subject.startsWith('We received your payment'))).toHaveLength(2);
    expect(sent.at(-1)!.text).toContain('Your order is now paid in full');
  });

  it('records a double click or a retry once (the same Idempotency-Key answers 200 and writes nothing)', async () => {
    const shopper = await registerShopper(shop, { lastName: 'Doubleclick' });
    const order = await placeOrder(shopper);
    const answers = await Promise.all([receive(order.id, { amount: 10 }, 'form-1'), receive(order.id, { amount: 10 }, 'form-1')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect((await receive(order.id, { amount: 10 }, 'form-1')).status).toBe(200);
    expect(await ledger(order.id)).toHaveLength(1);
    // The same key with another amount or reference is another request: refused, nothing recorded.
    for (const other of [{ amount: 11 }, { amount: 10, reference: 'OTHER' }]) {
      const reused = await receive(order.id, other, 'form-1');
      expect(reused).toMatchObject({ status: 422, body: { error: { code: 'idempotency_key_reused', message: STAFF_PAYMENT_MESSAGES.keyReused } } });
    }
    expect(await ledger(order.id)).toHaveLength(1);
  });

  it('refuses a card order, a cancelled order, a day to come and a bad amount, writing nothing', async () => {
    const shopper = await registerShopper(shop, { lastName: 'Refused' });
    const cancelled = await placeOrder(shopper);
    expect((await move(cancelled.id, 'Cancelled')).status).toBe(200);
    expect(await receive(cancelled.id, { amount: 5 })).toMatchObject({ status: 409, body: { message: STAFF_PAYMENT_MESSAGES.cancelledNotRecorded } });
    const byCard = await placeOrder(shopper);
    await cardOrder(byCard.id, byCard.total, false);
    expect(await receive(byCard.id, { amount: 5 })).toMatchObject({ status: 409, body: { message: STAFF_PAYMENT_MESSAGES.cardNotRecorded } });
    const order = await placeOrder(shopper);
    expect((await receive(order.id, { amount: 5, receivedOn: '2099-01-01' })).status).toBe(400);
    expect((await receive(order.id, { amount: -5 })).status).toBe(400);
    expect((await receive(order.id, { amount: 0 })).status).toBe(400);
    expect((await receive(2_000_000_000, { amount: 5 })).status).toBe(404);
    expect(await ledger(order.id)).toEqual([]);
  });
});

describe('the gate past Confirmed', () => {
  it('keeps an order from In production until it is paid in full (409 saying what is due), and again once part is refunded', async () => {
    const shopper = await registerShopper(shop, { lastName: 'Gated' });
    const order = await placeOrder(shopper);
    expect((await move(order.id, 'Confirmed')).status).toBe(200);
    const refused = await move(order.id, 'In production');
    expect(refused).toMatchObject({ status: 409, body: { message: PAYMENT_MESSAGES.notPaidInFull('Awaiting payment', `$${order.total.toFixed(2)}`) } });
    expect((await move(order.id, 'Ready to ship')).status).toBe(409);
    await payInFull(shop, order.id, owner);
    expect((await refund(order.id, { amount: 1 })).status).toBe(201);
    expect((await move(order.id, 'Ready to ship')).body.message).toBe(PAYMENT_MESSAGES.notPaidInFull('Partially refunded', '$1.00'));
    const paid = await placeOrder(shopper);
    await move(paid.id, 'Confirmed');
    await payInFull(shop, paid.id, owner);
    expect((await move(paid.id, 'Ready to ship')).status).toBe(200);
  });
});

describe('refunds', () => {
  it('refunds a bank transfer as staff record it: never more than paid and not refunded (422), restocking once, audited and e-mailed', async () => {
    const shopper = await registerShopper(shop, { lastName: 'Refunded' }, { verified: true });
    const order = await placeOrder(shopper);
    expect(await refund(order.id, { amount: 5 })).toMatchObject({ status: 422, body: { message: PAYMENT_MESSAGES.nothingToRefund } });
    await payInFull(shop, order.id, owner);
    const first = await refund(order.id, { amount: 10, restock: true });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.payment).toMatchObject({ status: 'partially_refunded', amountRefunded: 10 });
    expect(first.body.payment.ledger.at(-1)).toMatchObject({ kind: 'refunded', amount: 10, note: 'Returned within 30 days', reference: null });
    const left = Math.round((order.total - 10) * 100) / 100;
    expect(await refund(order.id, { amount: order.total })).toMatchObject({
      status: 422,
      body: { message: PAYMENT_MESSAGES.refundTooLarge(`$${left.toFixed(2)}`) },
    });
    const rest = await refund(order.id, { amount: left, reason: 'Changed their mind' });
    expect(rest.body.payment).toMatchObject({ status: 'refunded', amountRefunded: order.total });
    const history = await shop.request(`/api/admin/audit?entity=order&entityId=${order.id}`, { headers: owner });
    expect(history.body.entries[0]).toMatchObject({ action: 'order.refund', after: { reason: 'Changed their mind', restock: false } });
    const sent = (await mails(shopper.email)).filter((mail) => mail.subject.startsWith('We refunded'));
    expect(sent).toHaveLength(2);
    expect(sent[0]!.text).toContain('Why: Returned within 30 days');
    expect((await refund(order.id, { amount: 1, reason: '   ' })).status).toBe(400);
  });

  it('puts the ready-to-ship pieces back once, however many refunds restock', async () => {
    const piece = pieces.other;
    const { rows: metal } = await shop.database.pool.query('SELECT id FROM metals WHERE name = $1', [piece.metals[0]]);
    const { rows: size } = await shop.database.pool.query('SELECT id FROM sizes WHERE label = $1', [piece.sizes[0] ?? '']);
    await shop.database.pool.query('UPDATE product_variants SET made_to_order = false WHERE id = $1', [piece.variantId]);
    const { rows: shelf } = await shop.database.pool.query(
      'INSERT INTO variant_stock (variant_id, metal_id, size_id, quantity) VALUES ($1, $2, $3, 5) ON CONFLICT DO NOTHING RETURNING id',
      [piece.variantId, metal[0].id, size[0]?.id ?? null],
    );
    await shop.database.pool.query('SELECT refresh_variant_listing($1::int[])', [[piece.variantId]]);
    const onShelf = async () => (await shop.database.pool.query('SELECT quantity FROM variant_stock WHERE id = $1', [shelf[0].id])).rows[0].quantity;
    const shopper = await registerShopper(shop, { lastName: 'Restock' });
    const order = await placeOrder(shopper, [item(piece, 2)]);
    expect(await onShelf()).toBe(3);
    await payInFull(shop, order.id, owner);
    expect((await refund(order.id, { amount: 1, restock: true })).status).toBe(201);
    expect(await onShelf()).toBe(5);
    expect((await refund(order.id, { amount: 1, restock: true })).status).toBe(201);
    expect(await onShelf()).toBe(5);
  });

  it('makes ONE refund of two staff at once (different keys: one 201, one 422) and of a double click (same key: one entry)', async () => {
    const shopper = await registerShopper(shop, { lastName: 'Racers' });
    const order = await placeOrder(shopper);
    await payInFull(shop, order.id, owner);
    const both = await Promise.all([refund(order.id, { amount: order.total }, 'staff-a'), refund(order.id, { amount: order.total }, 'staff-b')]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const twice = await placeOrder(shopper);
    await payInFull(shop, twice.id, owner);
    const clicks = await Promise.all([refund(twice.id, { amount: 3 }, 'click'), refund(twice.id, { amount: 3 }, 'click')]);
    expect(clicks.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect((await ledger(twice.id)).filter((entry) => entry.kind === 'refunded')).toHaveLength(1);
    // The same key for another refund (a bank transfer's, recorded by staff): 422, nothing refunded.
    expect((await refund(twice.id, { amount: 4 }, 'click')).body.error.code).toBe('idempotency_key_reused');
    expect((await ledger(twice.id)).filter((entry) => entry.kind === 'refunded')).toHaveLength(1);
  });

  it('refunds a card payment through the provider with a key derived from ours; a failed provider call refunds nothing (502)', async () => {
    const shopper = await registerShopper(shop, { lastName: 'Card' });
    const order = await placeOrder(shopper);
    await cardOrder(order.id, order.total, true);
    const answer = await refund(order.id, { amount: 20 }, 'card-1');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const sent = card.refunds.get(moveKey(order.id, 'refund', 'staff:card-1'));
    expect(sent).toMatchObject({ paymentId: `pi_${order.id}`, amountMinor: 2000 });
    expect(answer.body.payment.ledger.at(-1)).toMatchObject({ kind: 'refunded', amount: 20, reference: sent!.reference });

    card.state.failNext = true;
    const failed = await refund(order.id, { amount: 5 }, 'card-2');
    expect(failed).toMatchObject({ status: 502, body: { message: STAFF_PAYMENT_MESSAGES.providerFailed } });
    expect((await ledger(order.id)).filter((entry) => entry.kind === 'refunded')).toHaveLength(1);
    // Money the provider would refund but our ledger refuses is never asked for.
    const before = card.refunds.size;
    expect((await refund(order.id, { amount: order.total }, 'card-3')).status).toBe(422);
    expect(card.refunds.size).toBe(before);
  });

  it('after a crash between the provider’s refund and our write, a retry with the same key makes no second refund at the provider', async () => {
    const shopper = await registerShopper(shop, { lastName: 'Crash' });
    const order = await placeOrder(shopper);
    await cardOrder(order.id, order.total, true);
    // Our write fails after the provider refunded: a trigger refuses the ledger's entry once.
    await shop.owner.query(`CREATE FUNCTION crash_once() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        IF NEW.note = 'crash' THEN RAISE EXCEPTION 'the server died'; END IF; RETURN NEW; END $$`);
    await shop.owner.query('CREATE TRIGGER crash_once BEFORE INSERT ON payment_events FOR EACH ROW EXECUTE FUNCTION crash_once()');
    const crashed = await refund(order.id, { amount: 15, reason: 'crash' }, 'crash-key');
    expect(crashed.status).toBe(500);
    expect(card.refunds.has(moveKey(order.id, 'refund', 'staff:crash-key'))).toBe(true);
    expect(await ledger(order.id)).toHaveLength(2);
    await shop.owner.query('DROP TRIGGER crash_once ON payment_events');
    const refundsAtProvider = card.refunds.size;
    const retried = await refund(order.id, { amount: 15, reason: 'crash' }, 'crash-key');
    expect(retried.status).toBe(201);
    expect(card.refunds.size).toBe(refundsAtProvider);
    const refunded = (await ledger(order.id)).filter((entry) => entry.kind === 'refunded');
    expect(refunded).toEqual([
      expect.objectContaining({ amount_minor: 1500, provider_reference: card.refunds.get(moveKey(order.id, 'refund', 'staff:crash-key'))!.reference }),
    ]);
  });
});

describe('a staff cancellation settles the money', () => {
  it('voids a card authorisation, refunds captured card money in full, and leaves a bank transfer for staff to send back', async () => {
    const shopper = await registerShopper(shop, { lastName: 'Cancelled' });
    const authorised = await placeOrder(shopper);
    await cardOrder(authorised.id, authorised.total, false);
    const voided = await move(authorised.id, 'Cancelled');
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(voided.body.payment).toMatchObject({ status: 'voided', amountAuthorized: 0 });
    expect(card.voids.has(moveKey(authorised.id, 'release'))).toBe(true);

    const captured = await placeOrder(shopper);
    await cardOrder(captured.id, captured.total, true);
    await move(captured.id, 'Confirmed');
    const refunded = await move(captured.id, 'Cancelled');
    expect(refunded.body.payment).toMatchObject({ status: 'refunded', amountRefunded: captured.total });
    expect(card.refunds.get(moveKey(captured.id, 'cancel-refund'))).toMatchObject({ amountMinor: Math.round(captured.total * 100) });

    const bank = await placeOrder(shopper);
    await payInFull(shop, bank.id, owner);
    const kept = await move(bank.id, 'Cancelled');
    expect(kept.body.payment).toMatchObject({ status: 'paid', amountPaid: bank.total, amountDue: 0 });
    expect((await refund(bank.id, { amount: bank.total, reason: 'Order cancelled; money sent back' })).body.payment.status).toBe('refunded');
  });
});

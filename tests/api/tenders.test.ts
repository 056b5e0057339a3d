/**
 * Gift cards and store credit as tenders (decision record 049): they pay first, the payment is
 * asked for the rest, a refund goes back to them in reverse. Each protection attacked: five
 * placements spending one balance at once, a crash between the ledgers' entries and the order, a
 * double click and two staff refunding at once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { tenderLabel, TENDER_MESSAGES } from '../../domain/tenders.ts';
import { giftCardBalance, issueGiftCard, storeCreditBalance, storeCreditEntriesOf, writeStoreCredit } from '../../server/services/payments/index.ts';
import { payInFull } from '../support/payments.ts';
import { createOwner } from '../support/staff.ts';
import { findPieces, orderRequest, registerShopper, send, uniqueEmail, type Shopper } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
let owner: Record<string, string>;
let items: unknown[];
const db = () => shop.database.db;
const minor = (major: number) => Math.round(major * 100);

beforeAll(async () => {
  const email = uniqueEmail('owner');
  await createOwner(db(), { email, password: 'garnet-and-gold-77' });
  const login = await send(shop, 'POST', '/api/authenticate', { email, password: 'garnet-and-gold-77' });
  owner = { Authorization: `Bearer ${login.body.jwtToken}` };
  const { oneSize } = await findPieces(shop);
  items = [{ variantId: oneSize.variantId, metal: oneSize.metals[0], size: '', quantity: 1 }];
});

let cardNo = 0;
const newCard = (initialMinor: number, extra: { expiresAt?: Date } = {}) =>
  db().transaction((tx) =>
    issueGiftCard(tx, { currency: shop.config.currency, initialMinor, withCode: true, idempotencyKey: `test-card-${++cardNo}`, ...extra }),
  );
const giveCredit = (shopper: Shopper, amountMinor: number) =>
  db().transaction((tx) => writeStoreCredit(tx, shopper.id, shop.config.currency, { kind: 'issued', amountMinor, idempotencyKey: `goodwill-${++cardNo}` }));
const place = (shopper: Shopper, extra: Record<string, unknown>) =>
  send(shop, 'POST', '/api/orders', orderRequest(shopper, items, { paymentMethod: 'bank_transfer', ...extra }), shopper.auth);
const refund = (orderId: number, amount: number, key: string) =>
  send(shop, 'POST', `/api/admin/orders/${orderId}/refunds`, { reason: 'Returned', amount }, { ...owner, 'Idempotency-Key': key });

describe('paying with tenders', () => {
  it('spends the gift cards, then the store credit, and asks the payment for the rest', async () => {
    const shopper = await registerShopper(shop);
    const card = await newCard(3_000);
    await giveCredit(shopper, 2_000);
    const placed = await place(shopper, { giftCards: [card.code!.toLowerCase()], useStoreCredit: true });
    expect(placed.status).toBe(201);
    const { payment, total } = placed.body;
    expect(payment.tenders).toEqual([
      { kind: 'gift_card', label: `Gift card ••••${card.code!.slice(-4)}`, amount: 30 },
      { kind: 'store_credit', label: 'Store credit', amount: 20 },
    ]);
    expect(minor(payment.amountDue)).toBe(minor(total) - 5_000);
    expect(await giftCardBalance(db(), card.id)).toBe(0);
    expect(await storeCreditBalance(db(), shopper.id)).toBe(0);

    // Paying the rest pays the order: its status, and the invoice issued.
    await payInFull(shop, placed.body.id, owner);
    const read = await send(shop, 'GET', `/api/admin/orders/${placed.body.id}`, undefined, owner);
    expect(read.body.payment).toMatchObject({ status: 'paid', amountDue: 0, amountPaid: (minor(total) - 5_000) / 100 });
  });

  it('quotes what each tender pays and what is left, as the order will', async () => {
    const shopper = await registerShopper(shop);
    const card = await newCard(1_000);
    await giveCredit(shopper, 500);
    const quoted = await send(shop, 'POST', '/api/checkout/quote', { items, giftCards: [card.code], useStoreCredit: true }, shopper.auth);
    expect(quoted.status).toBe(200);
    expect(quoted.body.tenders.map((t: { amount: number }) => t.amount)).toEqual([10, 5]);
    expect(minor(quoted.body.toPay)).toBe(minor(quoted.body.total) - 1_500);
    const anonymous = await send(shop, 'POST', '/api/checkout/quote', { items, useStoreCredit: true });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe(TENDER_MESSAGES.signInForCredit);
    // A quote spends nothing.
    expect(await giftCardBalance(db(), card.id)).toBe(1_000);
  });

  it('places an order its tenders pay in full as paid, with nothing to pay', async () => {
    const shopper = await registerShopper(shop);
    const card = await newCard(1_000_000);
    const placed = await place(shopper, { giftCards: [card.code] });
    expect(placed.status).toBe(201);
    expect(placed.body.payment).toMatchObject({ status: 'paid', amountDue: 0 });
    expect(placed.body.payment.instructions).toBeUndefined();
    expect(await giftCardBalance(db(), card.id)).toBe(1_000_000 - minor(placed.body.total));
    // No day to pay by: the unpaid-transfer job never reminds or cancels it.
    const [row] = (await shop.database.pool.query('SELECT expires_at, amount_minor FROM payments WHERE order_id = $1', [placed.body.id])).rows;
    expect(row).toEqual({ expires_at: null, amount_minor: 0 });
  });

  it('gives the tenders back when the shopper cancels the order', async () => {
    const shopper = await registerShopper(shop);
    const card = await newCard(1_000);
    await giveCredit(shopper, 700);
    const placed = await place(shopper, { giftCards: [card.code], useStoreCredit: true });
    expect((await send(shop, 'POST', `/api/orders/${placed.body.id}/cancel`, {}, shopper.auth)).status).toBe(200);
    expect(await giftCardBalance(db(), card.id)).toBe(1_000);
    expect(await storeCreditBalance(db(), shopper.id)).toBe(700);
    // Cancelled, it has nothing left to give back: a refund is refused.
    expect((await refund(placed.body.id, 1, 'after-cancel')).status).toBe(422);
  });

  it('refuses a wrong, used-up or expired card saying which, and spends nothing', async () => {
    const shopper = await registerShopper(shop);
    await giveCredit(shopper, 1_000);
    const used = await newCard(500);
    await place(shopper, { giftCards: [used.code] });
    const expired = await newCard(500, { expiresAt: new Date('2025-03-01T12:00:00Z') });
    const cases: Array<[string, string]> = [
      ['AAAA-BBBB-CCCC-DDDD', TENDER_MESSAGES.unknownCard],
      ['not a code', TENDER_MESSAGES.unknownCard],
      [used.code!, TENDER_MESSAGES.noBalance],
      [expired.code!, 'This gift card expired on 1 Mar 2025.'],
    ];
    for (const [code, message] of cases) {
      const refused = await place(shopper, { giftCards: [code], useStoreCredit: true });
      expect(refused.status).toBe(422);
      expect(refused.body.error.message).toBe(message);
    }
    expect(await storeCreditBalance(db(), shopper.id)).toBe(1_000);
  });

  it('five placements spending one store credit at once spend at most the balance', async () => {
    const shopper = await registerShopper(shop);
    await giveCredit(shopper, 10_000);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => place(shopper, { useStoreCredit: true })));
    const placed = answers.filter((a) => a.status === 201);
    expect(placed.length).toBeGreaterThan(0);
    for (const refused of answers.filter((a) => a.status !== 201)) expect(refused.body.error.message).toBe(TENDER_MESSAGES.noStoreCredit);
    const spent = (await storeCreditEntriesOf(db(), shopper.id)).filter((e) => e.kind === 'spent').reduce((sum, e) => sum + e.amountMinor, 0);
    expect(spent).toBe(Math.min(10_000, placed.length * minor(placed[0]!.body.total)));
    expect(spent).toBeLessThanOrEqual(10_000);
    const tendered = placed.reduce((sum, a) => sum + minor(a.body.payment.tenders[0]?.amount ?? 0), 0);
    expect(tendered).toBe(spent);
    expect(await storeCreditBalance(db(), shopper.id)).toBe(10_000 - spent);
  });

  it('a crash between the ledgers’ entries and the order leaves neither', async () => {
    const shopper = await registerShopper(shop);
    await giveCredit(shopper, 2_000);
    // The order's tenders are written last, after its row and the 'spent' entry: failing there fails the whole placement.
    await shop.owner.query(`CREATE FUNCTION crash() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'crash'; END $$;
      CREATE TRIGGER crash BEFORE INSERT ON order_tenders FOR EACH ROW EXECUTE FUNCTION crash();`);
    try {
      expect((await place(shopper, { useStoreCredit: true })).status).toBe(500);
    } finally {
      await shop.owner.query('DROP TRIGGER crash ON order_tenders; DROP FUNCTION crash();');
    }
    expect(await storeCreditBalance(db(), shopper.id)).toBe(2_000);
    expect((await send(shop, 'GET', '/api/orders', undefined, shopper.auth)).body).toHaveLength(0);
  });
});

describe('refunding to tenders', () => {
  async function paidOrder() {
    const shopper = await registerShopper(shop);
    const card = await newCard(3_000);
    await giveCredit(shopper, 2_000);
    const placed = await place(shopper, { giftCards: [card.code], useStoreCredit: true });
    await payInFull(shop, placed.body.id, owner);
    return { shopper, card, order: placed.body as { id: number; total: number } };
  }

  it('refunds the payment first, then the store credit, then the gift card, never more than was paid', async () => {
    const { shopper, card, order } = await paidOrder();
    const paidByBank = (minor(order.total) - 5_000) / 100;
    expect((await refund(order.id, (minor(paidByBank) + 1_000) / 100, 'first')).status).toBe(201);
    expect(await storeCreditBalance(db(), shopper.id)).toBe(1_000);
    expect(await giftCardBalance(db(), card.id)).toBe(0);
    expect((await refund(order.id, 40, 'second')).status).toBe(201);
    expect(await storeCreditBalance(db(), shopper.id)).toBe(2_000);
    expect(await giftCardBalance(db(), card.id)).toBe(3_000);
    const more = await refund(order.id, 1, 'third');
    expect(more.status).toBe(422);
    const read = await send(shop, 'GET', `/api/admin/orders/${order.id}`, undefined, owner);
    expect(read.body.payment).toMatchObject({ status: 'refunded', amountRefunded: paidByBank });
  });

  it('makes one refund of a double click, and one of two staff at once', async () => {
    const { shopper, card, order } = await paidOrder();
    const clicks = await Promise.all([refund(order.id, order.total, 'click'), refund(order.id, order.total, 'click')]);
    expect(clicks.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(await storeCreditBalance(db(), shopper.id)).toBe(2_000);
    expect(await giftCardBalance(db(), card.id)).toBe(3_000);

    const other = await paidOrder();
    const both = await Promise.all([refund(other.order.id, other.order.total, 'staff-a'), refund(other.order.id, other.order.total, 'staff-b')]);
    expect(both.map((a) => a.status).sort()).toEqual([201, 422]);
    expect(await storeCreditBalance(db(), other.shopper.id)).toBe(2_000);
    expect(await giftCardBalance(db(), other.card.id)).toBe(3_000);
  });
});

describe('the gift cards in the shopper’s account', () => {
  it('pay without a code when chosen by id; another customer’s card, or none, is refused as not in the account', async () => {
    const holder = await registerShopper(shop);
    const other = await registerShopper(shop);
    const card = await db().transaction((tx) =>
      issueGiftCard(tx, { currency: shop.config.currency, initialMinor: 1_500, withCode: true, ownerId: holder.id, idempotencyKey: `test-card-${++cardNo}` }),
    );
    for (const [who, ids] of [
      [other, [card.id]],
      [holder, [card.id + 1_000_000]],
    ] as const) {
      const refused = await place(who, { accountGiftCards: ids });
      expect(refused.status).toBe(422);
      expect(refused.body.error).toMatchObject({ message: TENDER_MESSAGES.notInAccount, issues: [{ path: 'accountGiftCards.0' }] });
    }
    const guest = await send(shop, 'POST', '/api/checkout/quote', { items, accountGiftCards: [card.id] });
    expect(guest).toMatchObject({ status: 401, body: { error: { message: TENDER_MESSAGES.signInForCards } } });
    // Chosen twice, by id and by its code: one card, applied once.
    expect((await place(holder, { accountGiftCards: [card.id], giftCards: [card.code] })).body.error.message).toBe(TENDER_MESSAGES.sameCardTwice);
    expect(await giftCardBalance(db(), card.id)).toBe(1_500);

    const placed = await place(holder, { accountGiftCards: [card.id] });
    expect(placed.status).toBe(201);
    expect(placed.body.payment.tenders).toEqual([
      { kind: 'gift_card', label: tenderLabel({ kind: 'gift_card', codeLast4: card.code!.slice(-4) }), amount: 15 },
    ]);
    expect(await giftCardBalance(db(), card.id)).toBe(0);
  });
});

/**
 * Gift cards (issue 34, decision record 050): a sold card issued when its order is paid (once), its
 * code made and mailed to the recipient on its send date (once, the buyer told without the code),
 * its balance checked by code, added to an account; staff issue one by hand (code shown once);
 * a wrong code and a malformed one answer alike; tries are limited per client and per card; an
 * expired or used-up card says which; an order cancelled before the send date voids its cards.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { giftCardsOfOrder, issueSoldGiftCards, outstandingGiftCardBalance, voidUnsentGiftCards, writeGiftCard } from '../../server/services/payments/index.ts';
import { sendFrom } from '../support/client-address.ts';
import { findPieces, orderRequest, outboxMessages, registerShopper, send, uniqueEmail, type Shopper } from '../support/shopper.ts';
import { signedInOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';
import { mailDueGiftCards } from '../../server/services/gift-cards/index.ts';
import { PERSONAL_DATA } from '../../server/services/privacy/index.ts';

const shop = useTestShop();
const db = () => shop.database.db;
let shopper: Shopper;
let owner: { auth: Record<string, string> };
let orderId: number;
let orderItemId: number;

beforeAll(async () => {
  shopper = await registerShopper(shop, {}, { verified: true });
  owner = await signedInOwner(shop);
  const { oneSize: piece } = await findPieces(shop);
  const item = { variantId: piece.variantId, metal: piece.metals[0], size: '', quantity: 1 };
  const placed = await send(shop, 'POST', '/api/orders', orderRequest(shopper, [item], { paymentMethod: 'bank_transfer' }), shopper.auth);
  expect(placed.status).toBe(201);
  orderId = placed.body.id;
  const { rows } = await shop.database.pool.query('SELECT id FROM order_items WHERE order_id = $1', [orderId]);
  orderItemId = rows[0].id;
});

const codeIn = (mail: string) => /Your code: ([A-Z0-9-]{19})/.exec(mail)?.[1];
const issueByHand = (amount: number, key = uniqueEmail('key')) =>
  send(shop, 'POST', '/api/admin/gift-cards', { amount, reason: 'A ring arrived late' }, { ...owner.auth, 'Idempotency-Key': key });
const balanceOf = (code: string) => send(shop, 'POST', '/api/gift-cards/balance', { code });

const soldLine = (recipientEmail: string, sendAt: Date, quantity = 1) => ({
  orderItemId,
  quantity,
  amountMinor: 5_000,
  currency: 'USD',
  recipientName: 'Grace Hopper',
  recipientEmail,
  message: 'Happy birthday!',
  sendAt,
});

describe('a sold card', () => {
  it('is issued once per unit when paid, mailed on its send date with its code, then checked and added to an account', async () => {
    const recipient = uniqueEmail('grace');
    const tomorrow = new Date(Date.now() + 86_400_000);
    const issued = await db().transaction((tx) => issueSoldGiftCards(tx, orderId, [soldLine(recipient, tomorrow, 2)]));
    expect(issued).toBe(2);
    // Paid twice (a webhook and staff at once): the keys issue nothing more.
    expect(await db().transaction((tx) => issueSoldGiftCards(tx, orderId, [soldLine(recipient, tomorrow, 2)]))).toBe(0);
    const cards = await giftCardsOfOrder(db(), orderId);
    expect(cards.map((card) => [card.balanceMinor, card.codeDigest, card.sentAt])).toEqual([
      [5_000, null, null],
      [5_000, null, null],
    ]);

    // Not yet its day: nothing is sent.
    expect(await mailDueGiftCards(db(), shop.config)).toBe(0);
    expect(await outboxMessages(shop, recipient)).toEqual([]);

    // Its day comes (the clock moved by moving the send date); two instances run the job at once: each card is sent once.
    await shop.database.pool.query('UPDATE gift_cards SET send_at = now() WHERE order_id = $1', [orderId]);
    const runs = await Promise.all([mailDueGiftCards(db(), shop.config), mailDueGiftCards(db(), shop.config)]);
    expect(runs[0]! + runs[1]!).toBe(2);
    expect(await mailDueGiftCards(db(), shop.config)).toBe(0);
    const mails = await outboxMessages(shop, recipient);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toContain('Happy birthday!');
    const code = codeIn(mails[0]!)!;
    expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    const copies = await outboxMessages(shop, shopper.email);
    const copy = copies.filter((mail) => mail.includes('gift card was sent'));
    expect(copy).toHaveLength(2);
    expect(copy.join()).not.toContain(code);
    expect(copy[0]).toContain(recipient);

    const checked = await balanceOf(code.toLowerCase().replaceAll('-', ' '));
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({
      last4: code.slice(-4),
      balance: 50,
      initial: 50,
      currency: 'USD',
      state: 'active',
      message: 'This gift card can be used.',
    });
    expect(new Date(checked.body.expiresAt).getUTCFullYear()).toBe(tomorrow.getUTCFullYear() + 5);

    const added = await send(shop, 'POST', '/api/me/gift-cards', { code }, shopper.auth);
    expect(added.status).toBe(200);
    expect((await send(shop, 'POST', '/api/me/gift-cards', { code }, shopper.auth)).status).toBe(200);
    const mine = await send(shop, 'GET', '/api/me/gift-cards', undefined, shopper.auth);
    expect(mine.body.cards).toEqual([expect.objectContaining({ last4: code.slice(-4), balance: 50, state: 'active' })]);
    const other = await registerShopper(shop);
    const taken = await send(shop, 'POST', '/api/me/gift-cards', { code }, other.auth);
    expect(taken).toMatchObject({ status: 409, body: { error: { message: 'This gift card is already in another account.' } } });
    expect((await send(shop, 'GET', '/api/me/gift-cards')).status).toBe(401);
  });

  it('is voided when its order is cancelled before its send date; a sent card keeps its balance', async () => {
    const before = await giftCardsOfOrder(db(), orderId);
    await db().transaction((tx) =>
      issueSoldGiftCards(tx, orderId, [{ ...soldLine(uniqueEmail('late'), new Date(Date.now() + 864e5)), orderItemId, quantity: 3 }]),
    );
    const voided = await db().transaction((tx) => voidUnsentGiftCards(tx, orderId));
    expect(voided).toBe(1);
    const after = await giftCardsOfOrder(db(), orderId);
    expect(after.filter((card) => card.sentAt === null).map((card) => card.balanceMinor)).toEqual([0]);
    expect(after.filter((card) => card.sentAt !== null).map((card) => card.balanceMinor)).toEqual(before.map((card) => card.balanceMinor));
    // A voided card is never mailed.
    await shop.database.pool.query('UPDATE gift_cards SET send_at = now() WHERE order_id = $1', [orderId]);
    expect(await mailDueGiftCards(db(), shop.config)).toBe(0);
  });
  it('of an order cancelled before its send date is voided by the job and never mailed, whoever cancelled it', async () => {
    const { oneSize: piece } = await findPieces(shop);
    const item = { variantId: piece.variantId, metal: piece.metals[0], size: '', quantity: 1 };
    const placed = await send(shop, 'POST', '/api/orders', orderRequest(shopper, [item], { paymentMethod: 'bank_transfer' }), shopper.auth);
    const { rows } = await shop.database.pool.query('SELECT id FROM order_items WHERE order_id = $1', [placed.body.id]);
    const recipient = uniqueEmail('cancelled');
    await db().transaction((tx) => issueSoldGiftCards(tx, placed.body.id, [{ ...soldLine(recipient, new Date()), orderItemId: rows[0].id }]));
    await shop.database.pool.query("UPDATE orders SET status = 'Cancelled' WHERE id = $1", [placed.body.id]);
    await mailDueGiftCards(db(), shop.config);
    expect((await giftCardsOfOrder(db(), placed.body.id)).map((card) => [card.balanceMinor, card.sentAt])).toEqual([[0, null]]);
    expect(await outboxMessages(shop, recipient)).toEqual([]);
  });
});

describe('a card issued by hand', () => {
  it('answers its code once; the same key again issues nothing; staff see it; the dashboard owes it', async () => {
    const owedBefore = await outstandingGiftCardBalance(db(), 'USD');
    const key = uniqueEmail('issue');
    const issued = await issueByHand(25, key);
    expect(issued.status).toBe(201);
    expect(issued.body.card).toMatchObject({ balance: 25, state: 'active', issuedBy: expect.any(Number), last4: issued.body.code.slice(-4) });
    expect((await issueByHand(25, key)).status).toBe(409);
    expect(await outstandingGiftCardBalance(db(), 'USD')).toBe(owedBefore + 2_500);
    const { rows } = await shop.database.pool.query("SELECT after FROM audit_events WHERE action = 'gift_card.issue' ORDER BY id DESC LIMIT 1");
    expect(rows[0].after).toMatchObject({ amount: 25, reason: 'A ring arrived late' });
    expect(JSON.stringify(rows[0].after)).not.toContain(issued.body.code.slice(0, 14));
    const ofOrder = await send(shop, 'GET', `/api/admin/orders/${orderId}/gift-cards`, undefined, owner.auth);
    expect(ofOrder.body.cards.length).toBeGreaterThan(0);
    const ofCustomer = await send(shop, 'GET', `/api/admin/customers/${shopper.id}/gift-cards`, undefined, owner.auth);
    expect(ofCustomer.body.cards.map((card: { recipientName: string }) => card.recipientName)).toContain('Grace Hopper');
    expect((await send(shop, 'POST', '/api/admin/gift-cards', { amount: 25, reason: 'x' }, shopper.auth)).status).toBe(403);
  });

  it('goes into a customer’s account when the owner names them; an unknown customer is a 404', async () => {
    const customer = await registerShopper(shop);
    const issued = await send(shop, 'POST', '/api/admin/gift-cards', { amount: 30, reason: 'Apology', customerId: customer.id }, owner.auth);
    expect(issued.status).toBe(201);
    const mine = await send(shop, 'GET', '/api/me/gift-cards', undefined, customer.auth);
    expect(mine.body.cards).toEqual([expect.objectContaining({ last4: issued.body.code.slice(-4), balance: 30 })]);
    const nobody = await send(shop, 'POST', '/api/admin/gift-cards', { amount: 30, reason: 'Apology', customerId: 99_999 }, owner.auth);
    expect(nobody).toMatchObject({ status: 404, body: { error: { message: 'Customer not found' } } });
  });

  it('refuses bad input naming the field', async () => {
    const noReason = await send(shop, 'POST', '/api/admin/gift-cards', { amount: 25, reason: ' ' }, owner.auth);
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain('Say why this card is issued.');
    const tooMuch = await send(shop, 'POST', '/api/admin/gift-cards', { amount: 50_000, reason: 'Goodwill' }, owner.auth);
    expect(tooMuch.status).toBe(400);
    expect(JSON.stringify(tooMuch.body)).toContain('amount');
    expect((await balanceOf('')).body.error.message).toContain('Enter the gift card’s code.');
  });

  it('says when it has expired or is used up', async () => {
    const spent = await issueByHand(10);
    await db().transaction((tx) => writeGiftCard(tx, spent.body.card.id, { kind: 'spent', amountMinor: 1_000, idempotencyKey: 'order-x' }));
    expect((await balanceOf(spent.body.code)).body).toMatchObject({ state: 'used-up', balance: 0, message: 'This gift card has been used up.' });
    const old = await issueByHand(10);
    await db().execute(sql`UPDATE gift_cards SET expires_at = now() - interval '1 day' WHERE id = ${old.body.card.id}`);
    expect((await balanceOf(old.body.code)).body).toMatchObject({ state: 'expired', balance: 10, message: 'This gift card has expired.' });
  });
});

describe('a wrong code', () => {
  it('answers the same whether malformed, never issued or not yet sent', async () => {
    const malformed = await balanceOf('not a code');
    const neverIssued = await balanceOf('ABCD-EFGH-JKMN-PQRS');
    // A card not yet sent has no code at all (its digest is null): no typed code can reach it.
    expect((await giftCardsOfOrder(db(), orderId)).filter((card) => card.sentAt === null).map((card) => card.codeDigest)).toEqual([null]);
    for (const answer of [malformed, neverIssued])
      expect(answer).toMatchObject({ status: 404, body: { error: { code: 'not_found', message: 'No gift card has this code. Check it and try again.' } } });
    expect(malformed.body).toEqual(neverIssued.body);
  });

  it('is limited per card and per client, counted before the look-up', async () => {
    const card = await issueByHand(20);
    const tries = [];
    for (let n = 0; n < 10; n++) tries.push(await sendFrom(shop, `198.51.100.${n + 1}`, 'POST', '/api/gift-cards/balance', { code: card.body.code }));
    expect(tries.every((answer) => answer.status === 200)).toBe(true);
    const eleventh = await sendFrom(shop, '198.51.100.99', 'POST', '/api/gift-cards/balance', { code: card.body.code });
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(eleventh.body.error.message).toBe('Too many gift card codes have been tried in a short time. Please wait a few minutes and try again.');

    const guesses = [];
    for (let n = 0; n < 21; n++) guesses.push(await sendFrom(shop, '203.0.113.7', 'POST', '/api/gift-cards/balance', { code: `WRONG-CODE-${n}` }));
    expect(guesses.slice(0, 20).every((answer) => answer.status === 404)).toBe(true);
    expect(guesses[20]!.status).toBe(429);
  });
});

describe('the dashboard', () => {
  it('shows what is owed on gift cards, and never counts a card issued or spent as sales', async () => {
    const dashboard = () => send(shop, 'GET', '/api/admin/dashboard', undefined, owner.auth).then((answer) => answer.body);
    const before = await dashboard();
    const card = await issueByHand(40);
    await db().transaction((tx) => writeGiftCard(tx, card.body.card.id, { kind: 'spent', amountMinor: 1_500, idempotencyKey: 'order-dash' }));
    const after = await dashboard();
    expect(after.outstandingGiftCards).toBeCloseTo(before.outstandingGiftCards + 25, 2);
    expect(after.today.sales).toBe(before.today.sales);
    expect(after.last30Days.sales).toBe(before.last30Days.sales);
  });
});

describe('erasure', () => {
  it('blanks the recipient of a sent card the person bought and takes cards out of their account; the balances stay', async () => {
    const owed = await outstandingGiftCardBalance(db(), 'USD');
    await db().transaction((tx) => PERSONAL_DATA.gift_cards!.erase!(tx, { id: shopper.id, email: shopper.email.toLowerCase() }));
    const cards = await giftCardsOfOrder(db(), orderId);
    expect(cards.filter((card) => card.sentAt !== null).map((card) => [card.recipientName, card.recipientEmail, card.message])).toEqual([
      ['', '', ''],
      ['', '', ''],
    ]);
    expect(cards.filter((card) => card.sentAt === null).map((card) => card.recipientName)).toEqual(['Grace Hopper']);
    expect((await send(shop, 'GET', '/api/me/gift-cards', undefined, shopper.auth)).body.cards).toEqual([]);
    expect(await outstandingGiftCardBalance(db(), 'USD')).toBe(owed);
  });
});

/**
 * Gift cards sold as order lines (issue 34, decision record 050, "Selling"): a card line is priced
 * without the catalogue (its amount; no tax, no gift wrap, no discount; cards alone ship nothing),
 * the quote, the order, the payment asked and the invoice agree with a card beside a ring; the card
 * is issued when the order is paid (staff record a transfer: once, however often), mailed on its
 * send day, and a refund beyond the pieces voids what it takes off the cards not yet mailed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_METAL } from '../../domain/line.ts';
import { giftCardLineWords } from '../../domain/line-words.ts';
import { mailDueGiftCards } from '../../server/services/gift-cards/index.ts';
import { giftCardsOfOrder } from '../../server/services/payments/index.ts';
import {
  findPieces,
  orderRequest,
  outboxMessages,
  PORTLAND,
  quotedFigures,
  registerShopper,
  send,
  uniqueEmail,
  type SalePiece,
  type Shopper,
} from '../support/shopper.ts';
import { pdfShownText } from '../support/pdf.ts';
import { signedInOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const db = () => shop.database.db;
let shopper: Shopper;
let owner: Record<string, string>;
let ring: SalePiece;

beforeAll(async () => {
  shopper = await registerShopper(shop, {}, { verified: true });
  owner = (await signedInOwner(shop)).auth;
  ring = (await findPieces(shop)).oneSize;
  await shop.database.pool.query('UPDATE variant_stock SET quantity = 1000 WHERE variant_id = $1', [ring.variantId]);
});

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const cardLine = (recipientEmail: string, extra: Record<string, unknown> = {}) => ({
  giftCard: { amountMinor: 5_000, recipientName: 'Grace Hopper', recipientEmail, message: 'Happy birthday!', sendOn: inDays(3) },
  quantity: 1,
  ...extra,
});
const ringLine = () => ({ variantId: ring.variantId, metal: ring.metals[0], size: '', quantity: 1, giftWrap: true });
const minor = (amount: number) => Math.round(amount * 100);

async function placeByTransfer(items: unknown[], extra: Record<string, unknown> = {}) {
  const quoted = await send(shop, 'POST', '/api/checkout/quote', { items, country: PORTLAND.country, state: PORTLAND.state, ...extra });
  expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
  const body = orderRequest(shopper, items, { shippingAddress: PORTLAND, paymentMethod: 'bank_transfer', ...quotedFigures(quoted.body), ...extra });
  const placed = await send(shop, 'POST', '/api/orders', body, shopper.auth);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { quote: quoted.body, order: placed.body };
}

const receive = (orderId: number, amount: number, key: string) =>
  send(shop, 'POST', `/api/admin/orders/${orderId}/payments`, { amount, receivedOn: today(), reference: 'BANK-REF' }, { ...owner, 'Idempotency-Key': key });

describe('a gift card line', () => {
  it('is priced at its amount beside a ring: quote = order = payment asked = invoice, no tax, wrap or discount on the card', async () => {
    const sold = cardLine(uniqueEmail('grace'), { variantId: 999_999, metal: 'Gold', size: 'L', personalisation: 'AB', giftWrap: true });
    const items = [sold, ringLine()];
    const { quote, order } = await placeByTransfer(items);
    const card = quote.items[0];
    // Whatever piece's choice came with it is set aside: a card has no metal, size, engraving or wrap.
    expect(card).toMatchObject({ productName: 'Gift card', price: 50, giftWrap: false, giftWrapPrice: 0, personalisation: '', size: '', lineTotal: 50 });
    expect(card.giftCard).toEqual({
      amountMinor: 5_000,
      recipientName: 'Grace Hopper',
      recipientEmail: sold.giftCard.recipientEmail,
      message: 'Happy birthday!',
      sendOn: inDays(3),
    });
    const stored = (await send(shop, 'GET', `/api/orders/${order.id}`, undefined, shopper.auth)).body;
    for (const figure of ['subtotal', 'giftWrap', 'shipping', 'discount', 'tax', 'total'] as const) expect(stored[figure], figure).toBe(quote[figure]);
    expect(stored.items[0]).toMatchObject({ variantId: null, productName: 'Gift card', price: 50, giftCard: card.giftCard });
    expect(stored.payment.amountDue).toBe(quote.total);
    // The order's e-mail says the card in its words and its message, never a piece's metal or size.
    const mail = (await outboxMessages(shop, shopper.email)).find((message) => message.includes(`order ${order.number}\r\n`));
    expect(mail).toContain(`1 × ${giftCardLineWords(card.giftCard, quote.currency)}: $50.00\r\n    Message: "Happy birthday!"`);
    expect(mail).not.toContain(FALLBACK_METAL);
    const [payment] = (await shop.database.pool.query('SELECT amount_minor FROM payments WHERE order_id = $1', [order.id])).rows;
    expect(payment.amount_minor).toBe(minor(quote.total));
    // Paid: its invoice is issued for the same total, and the card with it.
    expect((await receive(order.id, quote.total, uniqueEmail('pay'))).status).toBe(201);
    const { rows } = await shop.database.pool.query(`SELECT copy FROM invoices WHERE order_id = $1`, [order.id]);
    expect(rows[0].copy.order.totalMinor).toBe(minor(quote.total));
    expect(rows[0].copy.order.items.map((line: { productName: string }) => line.productName)).toContain('Gift card');
    // The invoice says the card in its words, never a metal, size or wrap of a piece.
    const invoice = await shop.api.request(`/orders/${order.id}/invoice`, { headers: shopper.auth });
    // Spaces apart: a long line wraps where the PDF likes (at a space or a hyphen).
    const unspaced = (text: string) => text.replace(/\s+/g, '');
    const printed = unspaced(pdfShownText(Buffer.from(await invoice.arrayBuffer())));
    expect(printed).toContain(unspaced(giftCardLineWords(card.giftCard, quote.currency)));
    expect(printed).not.toContain(FALLBACK_METAL);
    expect((await giftCardsOfOrder(db(), order.id)).map((c) => c.balanceMinor)).toEqual([5_000]);
  });

  it('alone ships nothing: no shipping charged', async () => {
    const quoted = await send(shop, 'POST', '/api/checkout/quote', { items: [cardLine(uniqueEmail('ada'), { quantity: 2 })], country: 'US', state: 'Oregon' });
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    expect(quoted.body).toMatchObject({ subtotal: 100, shipping: 0, tax: 0, total: 100 });
  });

  it('is refused naming its field when its card is not one the shop sells', async () => {
    const bad = cardLine(uniqueEmail('ada'));
    const answer = await send(shop, 'POST', '/api/checkout/quote', { items: [{ ...bad, giftCard: { ...bad.giftCard, amountMinor: 99 } }] });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('Gift card amount must be a whole number of minor units (cents) from 100 to 1000000.');
  });
});

describe('a sold card', () => {
  it('is issued when staff record the transfer (once, however often), mailed on its send day', async () => {
    const recipient = uniqueEmail('grace');
    const { order } = await placeByTransfer([cardLine(recipient)]);
    expect(await giftCardsOfOrder(db(), order.id)).toEqual([]);
    const key = uniqueEmail('pay');
    // A double "record payment": the same key twice, and the money recorded in full.
    const [first, second] = await Promise.all([receive(order.id, order.total, key), receive(order.id, order.total, key)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const cards = await giftCardsOfOrder(db(), order.id);
    expect(cards.map((c) => [c.balanceMinor, c.recipientEmail, c.sentAt])).toEqual([[5_000, recipient, null]]);

    expect(await mailDueGiftCards(db(), shop.config)).toBe(0);
    await shop.database.pool.query('UPDATE gift_cards SET send_at = now() WHERE order_id = $1', [order.id]);
    expect(await mailDueGiftCards(db(), shop.config)).toBe(1);
    const mails = await outboxMessages(shop, recipient);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Happy birthday!');
  });

  it('is voided by a refund before its send day by what the refund takes beyond the pieces; a refund of the piece leaves it whole', async () => {
    const { quote, order } = await placeByTransfer([cardLine(uniqueEmail('grace')), ringLine()]);
    expect((await receive(order.id, quote.total, uniqueEmail('pay'))).status).toBe(201);
    const refund = (amount: number) =>
      send(shop, 'POST', `/api/admin/orders/${order.id}/refunds`, { amount, reason: 'Returned' }, { ...owner, 'Idempotency-Key': uniqueEmail('refund') });
    const balance = async () => (await giftCardsOfOrder(db(), order.id)).map((c) => c.balanceMinor);
    // The pieces' part refunded: the card stays whole.
    expect((await refund(quote.total - 50)).status).toBe(201);
    expect(await balance()).toEqual([5_000]);
    // Twenty more: the card goes out for thirty.
    expect((await refund(20)).status).toBe(201);
    expect(await balance()).toEqual([3_000]);
    // The rest: nothing is left to mail.
    expect((await refund(30)).status).toBe(201);
    expect(await balance()).toEqual([0]);
    await shop.database.pool.query('UPDATE gift_cards SET send_at = now() WHERE order_id = $1', [order.id]);
    const [{ sent }] = (await shop.database.pool.query('SELECT count(*)::int AS sent FROM gift_cards WHERE order_id = $1 AND sent_at IS NOT NULL', [order.id]))
      .rows;
    await mailDueGiftCards(db(), shop.config);
    expect(
      (await shop.database.pool.query('SELECT count(*)::int AS sent FROM gift_cards WHERE order_id = $1 AND sent_at IS NOT NULL', [order.id])).rows[0].sent,
    ).toBe(sent);
  });
});

describe('a gift card in the signed-in cart', () => {
  it('is kept with its card, the same card adding up, beside a ring; "Download my data" names it in the cart and the order', async () => {
    const buyer = await registerShopper(shop, {}, { verified: true });
    const card = cardLine(uniqueEmail('grace'));
    const same = { ...card, giftCard: { ...card.giftCard, recipientEmail: ` ${card.giftCard.recipientEmail.toUpperCase()} ` } };
    const other = { ...card, giftCard: { ...card.giftCard, amountMinor: 2_500 } };
    const put = await send(shop, 'PUT', '/api/cart', { lines: [card, ringLine(), same, other] }, buyer.auth);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const read = (await send(shop, 'GET', '/api/cart', undefined, buyer.auth)).body;
    expect(read.lines.map((line: { productName: string; quantity: number; price: number }) => [line.productName, line.quantity, line.price])).toEqual([
      ['Gift card', 2, 50],
      [ring.title, 1, expect.any(Number)],
      ['Gift card', 1, 25],
    ]);
    expect(read.lines[0]).toMatchObject({ variantId: 0, giftWrap: false, giftCard: card.giftCard });
    // Merged again (another tab's guest cart): the same card adds to its line.
    const merged = await send(shop, 'POST', '/api/cart/merge', { lines: [card] }, buyer.auth);
    expect(merged.body.lines[0]).toMatchObject({ productName: 'Gift card', quantity: 3 });

    const items = [card, ringLine()];
    const body = orderRequest(buyer, items, { paymentMethod: 'bank_transfer' });
    expect((await send(shop, 'POST', '/api/orders', body, buyer.auth)).status).toBe(201);
    await send(shop, 'PUT', '/api/cart', { lines: [other] }, buyer.auth);
    const data = (await send(shop, 'GET', '/api/me/export', undefined, buyer.auth)).body;
    expect(data.cart ?? data.shopping?.cart).toBeDefined();
    const text = JSON.stringify(data);
    expect(text).toContain(card.giftCard.recipientEmail);
    expect(text).toContain('"amountMinor":2500');
  });
});

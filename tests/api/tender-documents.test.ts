/**
 * The papers and e-mails of an order gift cards and store credit paid part of (decision record
 * 049): the invoice lists the tenders and the payment's share and keeps the order's total and tax;
 * an order its tenders paid in full is invoiced when placed, as it is then paid; a refund that went
 * back partly to tenders has one credit note of all of it, saying where each part went; the
 * confirmation and refund e-mails say the same in words (domain/paid-with.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentCopy } from '../../domain/document-copy.ts';
import { formatMoney } from '../../domain/money.ts';
import { issueGiftCard, writeStoreCredit } from '../../server/services/payments/index.ts';
import { payInFull } from '../support/payments.ts';
import { pdfShownText } from '../support/pdf.ts';
import { signedInOwner } from '../support/staff.ts';
import { confirmEmail, findPieces, orderRequest, registerShopper, send, type Shopper } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
let owner: Record<string, string>;
let items: unknown[];
const db = () => shop.database.db;
const minor = (major: number) => Math.round(major * 100);
const money = (amountMinor: number) => formatMoney(amountMinor, shop.config.currency);

beforeAll(async () => {
  owner = (await signedInOwner(shop)).auth;
  const { oneSize } = await findPieces(shop);
  items = [{ variantId: oneSize.variantId, metal: oneSize.metals[0], size: '', quantity: 1 }];
});

let serial = 0;
const newCard = (initialMinor: number) =>
  db().transaction((tx) => issueGiftCard(tx, { currency: shop.config.currency, initialMinor, withCode: true, idempotencyKey: `doc-card-${++serial}` }));
const giveCredit = (shopper: Shopper, amountMinor: number) =>
  db().transaction((tx) => writeStoreCredit(tx, shopper.id, shop.config.currency, { kind: 'issued', amountMinor, idempotencyKey: `doc-credit-${++serial}` }));
const place = (shopper: Shopper, extra: Record<string, unknown>) =>
  send(shop, 'POST', '/api/orders', orderRequest(shopper, items, { paymentMethod: 'bank_transfer', ...extra }), shopper.auth);
const refund = (orderId: number, amountMinor: number, key: string) =>
  send(shop, 'POST', `/api/admin/orders/${orderId}/refunds`, { reason: 'Returned', amount: amountMinor / 100 }, { ...owner, 'Idempotency-Key': key });
const mails = async (to: string) =>
  (await shop.database.pool.query('SELECT subject, text FROM mail_outbox WHERE "to" = $1 ORDER BY id', [to])).rows as Array<{ subject: string; text: string }>;

async function pdfText(path: string): Promise<string> {
  const response = await shop.api.request(path.replace(/^\/api/, ''), { headers: owner });
  expect(response.status).toBe(200);
  return pdfShownText(Buffer.from(await response.arrayBuffer()));
}

const invoiceRow = async (orderId: number) =>
  (await shop.database.pool.query('SELECT number, payment_event_id, copy FROM invoices WHERE order_id = $1', [orderId])).rows as Array<{
    number: string;
    payment_event_id: number | null;
    copy: DocumentCopy;
  }>;
const creditNoteRows = async (orderId: number) =>
  (await shop.database.pool.query('SELECT number, amount_minor, payment_event_id, copy FROM credit_notes WHERE order_id = $1 ORDER BY id', [orderId]))
    .rows as Array<{ number: string; amount_minor: number; payment_event_id: number | null; copy: DocumentCopy }>;

/** An order paid by a gift card ($30), store credit ($20) and a bank transfer for the rest, its shopper's address confirmed (so it is e-mailed). */
async function splitPaidOrder() {
  const shopper = await registerShopper(shop);
  await confirmEmail(shop, shopper.email);
  const card = await newCard(3_000);
  await giveCredit(shopper, 2_000);
  const placed = await place(shopper, { giftCards: [card.code], useStoreCredit: true });
  expect(placed.status).toBe(201);
  const order = placed.body as { id: number; number: number; total: number; tax: number };
  const last4 = card.code!.slice(-4);
  return { shopper, card, last4, order, totalMinor: minor(order.total), restMinor: minor(order.total) - 5_000 };
}

describe('the invoice of an order tenders paid part of', () => {
  it('lists the gift card, the store credit and the payment’s share; its total and tax are the order’s', async () => {
    const { shopper, last4, order, totalMinor, restMinor } = await splitPaidOrder();
    // Not paid in full until the rest arrives: no invoice yet.
    expect(await invoiceRow(order.id)).toHaveLength(0);
    await payInFull(shop, order.id, owner);

    const [invoice] = await invoiceRow(order.id);
    expect(invoice).toBeDefined();
    expect(invoice!.copy.order.totalMinor).toBe(totalMinor);
    expect(invoice!.copy.order.tax.taxMinor).toBe(minor(order.tax));
    expect(invoice!.copy.order.payment.tenders).toEqual([
      { kind: 'gift_card', codeLast4: last4, amountMinor: 3_000 },
      { kind: 'store_credit', codeLast4: null, amountMinor: 2_000 },
    ]);
    // The payment's figures are of what the tenders left it: paid, nothing due.
    expect(invoice!.copy.order.payment.figures).toMatchObject({ amountPaidMinor: restMinor, amountDueMinor: 0 });

    const text = await pdfText(`/api/admin/orders/${order.id}/invoice`);
    expect(text).toContain(`Total\n${money(totalMinor)}`);
    expect(text).toContain(
      `Gift card ••••${last4}\n$30.00\nStore credit\n$20.00\nBank transfer\n${money(restMinor)}\nPayment method\nBank transfer\nPaid\n${money(restMinor)}`,
    );
    expect(text).toContain('Amount due\n$0.00');

    // The confirmation said the same, in words.
    const [confirmation] = (await mails(shopper.email)).filter((mail) => mail.subject.includes(`order ${order.number}`));
    expect(confirmation!.text).toContain(`Paid with gift card ••••${last4}: $30.00, store credit: $20.00, bank transfer: ${money(restMinor)}`);
  });

  it('is issued when the order is placed, once its tenders paid it all', async () => {
    const shopper = await registerShopper(shop);
    const card = await newCard(1_000_000);
    const placed = await place(shopper, { giftCards: [card.code] });
    expect(placed.status).toBe(201);
    const [invoice] = await invoiceRow(placed.body.id);
    expect(invoice).toMatchObject({ payment_event_id: null });
    expect(invoice!.copy.order.payment.figures).toMatchObject({ amountPaidMinor: 0, amountDueMinor: 0 });
    const read = await send(shop, 'GET', `/api/orders/${placed.body.id}`, undefined, shopper.auth);
    expect(read.body.documents.invoiceNumber).toBe(invoice!.number);
    const text = await pdfText(`/api/admin/orders/${placed.body.id}/invoice`);
    expect(text).toContain(`INVOICE`);
    expect(text).toContain(`Gift card ••••${card.code!.slice(-4)}\n${money(minor(placed.body.total))}\nPayment method`);
  });
});

describe('an invoiced order cancelled', () => {
  it('credits what its tenders got back, once, however often the cancellation is asked', async () => {
    const shopper = await registerShopper(shop);
    const card = await newCard(1_000_000);
    const placed = await place(shopper, { giftCards: [card.code] });
    expect(await invoiceRow(placed.body.id)).toHaveLength(1);
    const cancels = await Promise.all([1, 2].map(() => send(shop, 'POST', `/api/orders/${placed.body.id}/cancel`, {}, shopper.auth)));
    expect(cancels.map((answer) => answer.status)).toContain(200);
    const notes = await creditNoteRows(placed.body.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ amount_minor: minor(placed.body.total), payment_event_id: null });
    expect(notes[0]!.copy.refundedTo).toEqual([{ kind: 'gift_card', codeLast4: card.code!.slice(-4), amountMinor: minor(placed.body.total) }]);
  });
});

describe('the credit note of a refund that went back partly to tenders', () => {
  it('is one note of the whole refund, saying where each part went, as the e-mail does', async () => {
    const { shopper, last4, order, restMinor } = await splitPaidOrder();
    await payInFull(shop, order.id, owner);
    // The bank transfer's share and $10.00 of the store credit.
    expect((await refund(order.id, restMinor + 1_000, 'first')).status).toBe(201);
    const [first] = await creditNoteRows(order.id);
    expect(first).toMatchObject({ amount_minor: restMinor + 1_000 });
    expect(first!.payment_event_id).not.toBeNull();
    expect(first!.copy.refundedTo).toEqual([
      { kind: 'payment', codeLast4: null, amountMinor: restMinor },
      { kind: 'store_credit', codeLast4: null, amountMinor: 1_000 },
    ]);
    const text = await pdfText(`/api/admin/orders/${order.id}/credit-notes/${first!.number}`);
    expect(text).toContain(`Refunded to Bank transfer\n-${money(restMinor)}\nRefunded to Store credit\n-$10.00\nAmount credited\n-${money(restMinor + 1_000)}`);
    const refunded = (await mails(shopper.email)).filter((mail) => mail.subject.startsWith('We refunded'));
    expect(refunded.at(-1)!.text).toContain(`Refunded: ${money(restMinor)} to your bank account, $10.00 to your store credit`);

    // The rest goes back to tenders only — no payment entry — and still has its one credit note, a double click making one.
    const clicks = await Promise.all([refund(order.id, 4_000, 'second'), refund(order.id, 4_000, 'second')]);
    expect(clicks.map((answer) => answer.status).sort()).toEqual([200, 201]);
    const notes = await creditNoteRows(order.id);
    expect(notes).toHaveLength(2);
    expect(notes[1]).toMatchObject({ amount_minor: 4_000, payment_event_id: null });
    expect(notes[1]!.copy.refundedTo).toEqual([
      { kind: 'store_credit', codeLast4: null, amountMinor: 1_000 },
      { kind: 'gift_card', codeLast4: last4, amountMinor: 3_000 },
    ]);
    const second = await pdfText(`/api/admin/orders/${order.id}/credit-notes/${notes[1]!.number}`);
    expect(second).toContain(`Refunded to Store credit\n-$10.00\nRefunded to Gift card ••••${last4}\n-$30.00\nAmount credited\n-$40.00`);
    const last = (await mails(shopper.email)).filter((mail) => mail.subject.startsWith('We refunded')).at(-1)!.text;
    expect(last).toContain(`Refunded: $10.00 to your store credit, $30.00 to gift card ••••${last4}`);
    // Nothing went to the bank this time: the e-mail does not say it did.
    expect(last).not.toContain('bank account it came from');
    // The notes credit what the order cost, no more.
    expect(notes.reduce((sum, note) => sum + note.amount_minor, 0)).toBe(minor(order.total));
  });
});

/**
 * Credit notes and the documents' downloads (decision record 027): a credit note for each refund
 * of an invoiced order (bank transfer or card, partial or full), its own gapless numbers,
 * referring to the invoice; the invoice and credit notes as PDF for staff (audited) and for the
 * shopper whose order it is, and for no one else.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_NOTE_MESSAGES, documentNumber } from '../../domain/invoice-numbers.ts';
import { appendEntry, lockPayment, type PaymentProvider } from '../../server/services/payments/index.ts';
import { FORM_LIMITS } from '../../server/services/rate-limits/index.ts';
import { copyOrder, issued } from '../support/invoices.ts';
import { today } from '../support/payments.ts';
import { pdfShownText } from '../support/pdf.ts';
import { createOwner } from '../support/staff.ts';
import { findPieces, orderRequest, registerShopper, send, uniqueEmail, type Shopper } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const year = new Date().getUTCFullYear();
let owner: Record<string, string>;
let shopper: Shopper;
let stranger: Shopper;
let templateId: number;

/** A card provider that refunds whatever it is asked, answering the same refund for the same key. */
const cardProvider = {
  method: 'stripe',
  async refund(_paymentId: string, _amountMinor: number, key: string) {
    return { reference: `re_${key.length}` };
  },
} as unknown as PaymentProvider;

beforeAll(async () => {
  const email = uniqueEmail('owner');
  await createOwner(shop.database.db, { email, password: 'garnet-and-gold-77' });
  owner = { Authorization: `Bearer ${(await send(shop, 'POST', '/api/authenticate', { email, password: 'garnet-and-gold-77' })).body.jwtToken}` };
  const { oneSize } = await findPieces(shop);
  shopper = await registerShopper(shop, { lastName: 'Credited' }, { verified: true });
  stranger = await registerShopper(shop, { lastName: 'Stranger' }, { verified: true });
  const item = { variantId: oneSize.variantId, metal: oneSize.metals[0], size: '', quantity: 1 };
  const placed = await send(shop, 'POST', '/api/orders', orderRequest(shopper, [item], { paymentMethod: 'bank_transfer' }), shopper.auth);
  expect(placed.status).toBe(201);
  templateId = placed.body.id;
  Object.assign(shop.config, { paymentProviders: { stripe: cardProvider } });
});

const receive = (orderId: number, amountMinor: number) =>
  send(shop, 'POST', `/api/admin/orders/${orderId}/payments`, { amount: amountMinor / 100, receivedOn: today(), reference: 'BANK' }, owner);
const refund = (orderId: number, amountMinor: number, reason: string) =>
  send(shop, 'POST', `/api/admin/orders/${orderId}/refunds`, { amount: amountMinor / 100, reason }, owner);
const nextNote = async () => (await issued(shop, 'credit_notes')).length + 1;

/** Makes a copied order a card order, authorised and captured as the card module writes it: through the ledger. */
async function cardPaid(order: { id: number; totalMinor: number }) {
  await shop.database.pool.query(`UPDATE payments SET method = 'stripe', provider_payment_id = $2 WHERE order_id = $1`, [order.id, `pi_${order.id}`]);
  await shop.database.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, order.id);
    await appendEntry(tx, payment, { kind: 'authorized', amountMinor: order.totalMinor });
    await appendEntry(tx, payment, { kind: 'captured', amountMinor: order.totalMinor });
  });
}

async function pdf(path: string, who: Record<string, string>) {
  const response = await shop.api.request(path.replace(/^\/api/, ''), { headers: who });
  const bytes = Buffer.from(await response.arrayBuffer());
  const headers = response.headers;
  return {
    status: response.status,
    type: headers.get('content-type'),
    name: headers.get('content-disposition'),
    retryAfter: headers.get('retry-after'),
    bytes,
  };
}

describe('a credit note', () => {
  it('is issued for each refund of an invoiced bank transfer order, numbered on, with the amount and the reason', async () => {
    const order = await copyOrder(shop, templateId);
    const paid = await receive(order.id, order.totalMinor);
    const invoice = paid.body.documents.invoiceNumber as string;
    const from = await nextNote();
    const first = await refund(order.id, 1500, 'Clasp replaced at our cost');
    expect(first.status).toBe(201);
    expect(first.body.documents.creditNotes).toEqual([
      { number: documentNumber('credit_note', year, from), amount: 15, reason: 'Clasp replaced at our cost', issued: expect.any(String) },
    ]);
    const second = await refund(order.id, order.totalMinor - 1500, 'Returned within 30 days');
    expect(second.body.payment.status).toBe('refunded');
    expect(second.body.documents).toMatchObject({
      invoiceNumber: invoice,
      creditNotes: [
        { number: documentNumber('credit_note', year, from) },
        { number: documentNumber('credit_note', year, from + 1), amount: (order.totalMinor - 1500) / 100 },
      ],
    });
    // The shopper's own order answer lists them too.
    const own = await send(shop, 'GET', `/api/orders/${order.id}`, undefined, shopper.auth);
    expect(own.body.documents).toEqual(second.body.documents);
    const rows = await issued(shop, 'credit_notes');
    expect(rows.map((row) => row.sequence)).toEqual(rows.map((_, index) => index + 1));
  });

  it('is issued for a card refund through the provider', async () => {
    const order = await copyOrder(shop, templateId);
    await cardPaid(order);
    const from = await nextNote();
    const refunded = await refund(order.id, 2000, 'Engraving misspelt');
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(201);
    expect(refunded.body.documents.invoiceNumber).toMatch(new RegExp(`^${year}-\\d{6}$`));
    expect(refunded.body.documents.creditNotes).toMatchObject([
      { number: documentNumber('credit_note', year, from), amount: 20, reason: 'Engraving misspelt' },
    ]);
  });

  it('is issued when staff cancel a captured card order and its money goes back', async () => {
    const order = await copyOrder(shop, templateId);
    await cardPaid(order);
    const cancelled = await send(shop, 'POST', `/api/admin/orders/${order.id}/status`, { status: 'Cancelled' }, owner);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.payment.status).toBe('refunded');
    expect(cancelled.body.documents.creditNotes).toMatchObject([{ amount: order.totalMinor / 100, reason: 'The order was cancelled.' }]);
  });

  it('is not issued for a refund of an order never paid in full (there is no invoice to correct)', async () => {
    const order = await copyOrder(shop, templateId);
    await receive(order.id, 1000);
    const refunded = await refund(order.id, 1000, 'Deposit returned');
    expect(refunded.status).toBe(201);
    expect(refunded.body.documents).toEqual({ invoiceNumber: null, invoiced: null, creditNotes: [] });
  });
});

describe('the documents as PDF', () => {
  it('the invoice is numbered once paid, a pro forma invoice before; the credit note names its invoice, amount and reason', async () => {
    const order = await copyOrder(shop, templateId);
    const proForma = await pdf(`/api/orders/${order.id}/invoice`, shopper.auth);
    expect(proForma).toMatchObject({ status: 200, type: 'application/pdf', name: `inline; filename="pro-forma-invoice-${order.number}.pdf"` });
    expect(pdfShownText(proForma.bytes)).toContain('PRO FORMA INVOICE');
    expect(pdfShownText(proForma.bytes)).toContain('This is not a tax invoice.');

    const invoice = (await receive(order.id, order.totalMinor)).body.documents.invoiceNumber as string;
    const numbered = await pdf(`/api/orders/${order.id}/invoice`, shopper.auth);
    expect(numbered.name).toBe(`inline; filename="invoice-${invoice}.pdf"`);
    const text = pdfShownText(numbered.bytes);
    expect(text).toContain('INVOICE');
    expect(text).not.toContain('PRO FORMA');
    expect(text).toContain(`Invoice: ${invoice}`);
    expect(text).toContain(`Date: ${today()}`);

    const note = (await refund(order.id, 1234, 'Stone chipped: goodwill')).body.documents.creditNotes[0].number as string;
    for (const who of [shopper.auth, owner]) {
      const base = who === owner ? `/api/admin/orders/${order.id}` : `/api/orders/${order.id}`;
      const credit = await pdf(`${base}/credit-notes/${note}`, who);
      expect(credit).toMatchObject({ status: 200, type: 'application/pdf', name: `inline; filename="credit-note-${note}.pdf"` });
      const creditText = pdfShownText(credit.bytes);
      for (const expected of [
        'CREDIT NOTE',
        `Credit note: ${note}`,
        `Invoice: ${invoice}`,
        `Order: ${order.number}`,
        'Amount credited',
        '-$12.34',
        'Reason: Stone chipped: goodwill',
      ])
        expect(creditText).toContain(expected);
    }
  });

  it('are the order owner’s and staff’s only; a malformed or unknown number is refused; staff downloads are audited', async () => {
    const order = await copyOrder(shop, templateId);
    await receive(order.id, order.totalMinor);
    const note = (await refund(order.id, 500, 'Goodwill')).body.documents.creditNotes[0].number as string;
    const own = `/api/orders/${order.id}`;
    // Another shopper's order is "not found", like a missing one; no session is 401; a shopper on the back office's route 403.
    expect((await pdf(`${own}/invoice`, stranger.auth)).status).toBe(404);
    expect((await pdf(`${own}/credit-notes/${note}`, stranger.auth)).status).toBe(404);
    expect((await pdf(`${own}/invoice`, {})).status).toBe(401);
    expect((await pdf(`${own}/credit-notes/${note}`, {})).status).toBe(401);
    expect((await pdf(`/api/admin/orders/${order.id}/credit-notes/${note}`, shopper.auth)).status).toBe(403);
    // A credit note of another order, through this one: not found.
    const other = await copyOrder(shop, templateId);
    await receive(other.id, other.totalMinor);
    const otherNote = (await refund(other.id, 500, 'Goodwill')).body.documents.creditNotes[0].number as string;
    const crossed = await shop.request(`${own}/credit-notes/${otherNote}`, { headers: shopper.auth });
    expect(crossed).toMatchObject({ status: 404, body: { message: CREDIT_NOTE_MESSAGES.notFound } });
    expect((await shop.request(`/api/admin/orders/${order.id}/credit-notes/${otherNote}`, { headers: owner })).status).toBe(404);
    // Malformed: 400 with the message, before anything is read.
    for (const bad of ['CN-26-1', '..%2F..%2Finvoice', `${note}x`]) {
      const refused = await shop.request(`${own}/credit-notes/${bad}`, { headers: shopper.auth });
      expect(refused.status, bad).toBe(400);
      expect(refused.body.error.issues[0].message).toBe(CREDIT_NOTE_MESSAGES.badNumber);
    }
    const before = await shop.database.pool.query(`SELECT count(*)::int AS n FROM audit_events WHERE action = 'order.document_download' AND entity_id = $1`, [
      String(order.id),
    ]);
    expect((await pdf(`/api/admin/orders/${order.id}/credit-notes/${note}`, owner)).status).toBe(200);
    const audited = await shop.database.pool.query(`SELECT after FROM audit_events WHERE action = 'order.document_download' AND entity_id = $1 ORDER BY id`, [
      String(order.id),
    ]);
    expect(audited.rows).toHaveLength(before.rows[0].n + 1);
    expect(audited.rows.at(-1).after).toMatchObject({ document: 'credit-note', creditNote: note, number: order.number });
  });

  it('a shopper’s downloads are limited per account: past the limit, 429 with Retry-After', async () => {
    const { limit } = FORM_LIMITS.documentsPerAccount;
    const downloader = await registerShopper(shop, { lastName: 'Downloader' }, { verified: true });
    const order = await copyOrder(shop, templateId);
    await shop.database.pool.query('UPDATE orders SET user_id = $2 WHERE id = $1', [order.id, downloader.id]);
    // Ten at a time: each renders a PDF, and the pool's deadline would turn a burst of 62 away on a busy machine.
    const answers = [];
    for (let left = limit + 2; left > 0; left -= 10) {
      answers.push(...(await Promise.all(Array.from({ length: Math.min(10, left) }, () => pdf(`/api/orders/${order.id}/invoice`, downloader.auth)))));
    }
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(limit);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.type).toContain('application/json');
    expect(Number(refused[0]!.retryAfter)).toBeGreaterThan(0);
  });
});

/**
 * An issued document never changes (issue 31, decision record 035): an invoice and a credit note
 * are drawn from the copy taken in the transaction that issued them, with the PDF dated by the
 * document, so each download after a refund, a price change, a tax rate change or new seller
 * details is the same bytes; corrections are credit notes. Invoices and credit notes issued before
 * copies were kept take theirs once, at the start: what they printed then (the environment's
 * seller, the tax number they kept, the payment as it stood), and the append-only trigger lets
 * that one write through and nothing else.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { copyEarlierDocuments } from '../../server/services/payments/index.ts';
import { copyOrder } from '../support/invoices.ts';
import { today } from '../support/payments.ts';
import { pdfShownText } from '../support/pdf.ts';
import { signedInOwner } from '../support/staff.ts';
import { findPieces, orderRequest, registerShopper, send, type SalePiece, type Shopper } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const SHOP = '/api/admin/settings/shop';
const TAXES = '/api/admin/settings/taxes';
const ATELIER = {
  legalName: 'Atelier Lune SARL',
  address: ['12 rue des Orfèvres', '75001 Paris', 'France'],
  taxNumber: 'FR40303265045',
  email: 'bonjour@atelier-lune.example',
  phone: '+33 1 42 60 00 00',
};
const ORFEVRE = {
  legalName: 'Orfèvrerie Nouvelle SAS',
  address: ['3 quai Voltaire', '75007 Paris', 'France'],
  taxNumber: 'FR83404833048',
  email: 'contact@orfevrerie.example',
  phone: '',
};
let owner: Record<string, string>;
let shopper: Shopper;
let piece: SalePiece;
let templateId: number;

beforeAll(async () => {
  owner = (await signedInOwner(shop)).auth;
  shopper = await registerShopper(shop, { lastName: 'Invoiced' }, { verified: true });
  piece = (await findPieces(shop)).oneSize;
  templateId = (await place()).id;
});

async function place(): Promise<{ id: number; number: number; total: number }> {
  const item = { variantId: piece.variantId, metal: piece.metals[0], size: '', quantity: 2 };
  const placed = await send(shop, 'POST', '/api/orders', orderRequest(shopper, [item], { paymentMethod: 'bank_transfer' }), shopper.auth);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body;
}

/** A document's bytes, as the shopper (or staff, with their headers) downloads it. */
async function download(path: string, who: Record<string, string> = shopper.auth): Promise<Buffer> {
  const response = await shop.api.request(path, { headers: who });
  expect(response.status, path).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

const saveSeller = async (seller: typeof ATELIER) => expect((await send(shop, 'PUT', SHOP, seller, owner)).status).toBe(200);
const receive = (orderId: number, amount: number) =>
  send(shop, 'POST', `/api/admin/orders/${orderId}/payments`, { amount, receivedOn: today(), reference: 'BANK' }, owner);
const refund = (orderId: number, amount: number, reason: string) => send(shop, 'POST', `/api/admin/orders/${orderId}/refunds`, { amount, reason }, owner);

describe('an issued invoice and credit note', () => {
  it('download the same bytes after a refund, a price change, a tax rate change and new seller details', async () => {
    // Taxed: VAT on orders to the United Kingdom, where the test orders go.
    const vat = await send(shop, 'POST', `${TAXES}/rates`, { country: 'GB', name: 'VAT', rate: 20, taxShipping: true }, owner);
    expect(vat.status, JSON.stringify(vat.body)).toBe(201);
    await saveSeller(ATELIER);
    const order = await place();
    const paid = await receive(order.id, order.total);
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const invoicePath = `/orders/${order.id}/invoice`;
    const issued = await download(invoicePath);
    const text = pdfShownText(issued).split('\n');
    for (const line of ['INVOICE', ATELIER.legalName, ...ATELIER.address, `VAT number: ${ATELIER.taxNumber}`, `${ATELIER.email} · ${ATELIER.phone}`]) {
      expect(text).toContain(line);
    }
    // Staff download the same document.
    expect((await download(`/admin/orders/${order.id}/invoice`, owner)).equals(issued)).toBe(true);

    // A refund: a credit note corrects the invoice, which stays as it was issued (nothing refunded, nothing due).
    const refunded = await refund(order.id, 10, 'Clasp replaced');
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(201);
    const notePath = `/orders/${order.id}/credit-notes/${refunded.body.documents.creditNotes[0].number}`;
    const note = await download(notePath);
    expect((await download(invoicePath)).equals(issued)).toBe(true);
    expect(text[text.indexOf('Refunded') + 1]).toBe('$0.00');
    expect(text[text.indexOf('Amount due') + 1]).toBe('$0.00');

    // The piece's price changes.
    await shop.database.pool.query('UPDATE variant_prices SET price_minor = price_minor + 1000 WHERE variant_id = $1', [piece.variantId]);
    expect((await download(invoicePath)).equals(issued)).toBe(true);

    // The tax rate, and whether prices include it, change.
    const changed = await send(shop, 'PUT', `${TAXES}/rates/${vat.body.id}`, { country: 'GB', name: 'VAT', rate: 25, taxShipping: false }, owner);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await send(shop, 'PUT', TAXES, { pricesIncludeTax: true }, owner)).status).toBe(200);
    expect((await download(invoicePath)).equals(issued)).toBe(true);

    // The seller's details change: issued papers keep theirs, byte for byte.
    await saveSeller(ORFEVRE);
    expect((await download(invoicePath)).equals(issued)).toBe(true);
    expect((await download(notePath)).equals(note)).toBe(true);
    expect(pdfShownText(note)).toContain(`VAT number: ${ATELIER.taxNumber}`);
    expect(pdfShownText(note)).not.toContain(ORFEVRE.legalName);

    // A credit note issued now is the new seller's.
    const later = await refund(order.id, 5, 'Gift wrap missing');
    const laterNote = pdfShownText(await download(`/orders/${order.id}/credit-notes/${later.body.documents.creditNotes[1].number}`));
    expect(laterNote).toContain(ORFEVRE.legalName);
    expect(laterNote).toContain(`VAT number: ${ORFEVRE.taxNumber}`);
    expect(laterNote).not.toContain(ATELIER.legalName);
    expect((await download(invoicePath)).equals(issued)).toBe(true);
  });
});

describe('documents issued before copies were kept', () => {
  it('take their copy once, at the start, with the seller and the payment they printed; nothing else may change them', async () => {
    // An order paid and partly refunded through the ledger, its invoice and credit note written as
    // they were before copies were kept (in a year of their own, so the numbers are free).
    const order = await copyOrder(shop, templateId);
    const { rows } = await shop.database.pool.query('SELECT id, currency FROM payments WHERE order_id = $1', [order.id]);
    const [payment] = rows as Array<{ id: number; currency: string }>;
    const events = await shop.database.pool.query(
      `INSERT INTO payment_events (payment_id, kind, amount_minor, currency, note, created_at)
       VALUES ($1, 'manual_payment', $2, $3, '', '1999-03-01T10:00:00Z'), ($1, 'refunded', 700, $3, 'Scratched', '1999-03-05T10:00:00Z')
       RETURNING id`,
      [payment!.id, order.totalMinor, payment!.currency],
    );
    const [paidEvent, refundEvent] = events.rows.map((row) => row.id as number);
    await shop.database.pool.query(
      `INSERT INTO invoices (order_id, number, year, sequence, payment_event_id, tax_number, issued_at) VALUES ($1, '1999-000001', 1999, 1, $2, 'GB123456789', '1999-03-01T10:00:00Z')`,
      [order.id, paidEvent],
    );
    await shop.database.pool.query(
      `INSERT INTO credit_notes (number, year, sequence, order_id, payment_event_id, amount_minor, currency, reason, tax_number, issued_at)
       VALUES ('CN-1999-000001', 1999, 1, $1, $2, 700, $3, 'Scratched', 'GB123456789', '1999-03-05T10:00:00Z')`,
      [order.id, refundEvent, payment!.currency],
    );

    const environment = { legalName: 'Lumen & Loom', address: ['1120 NW Couch Street, Suite 410', 'Portland, OR 97209', 'United States'] };
    expect(await copyEarlierDocuments(shop.database.db, environment)).toBe(2);
    const invoice = await download(`/admin/orders/${order.id}/invoice`, owner);
    const text = pdfShownText(invoice).split('\n');
    for (const line of [environment.legalName, ...environment.address, 'Tax number: GB123456789', 'Invoice: 1999-000001', 'Date: 1999-03-01']) {
      expect(text).toContain(line);
    }
    // As it stood when issued: paid in full, the later refund not on it.
    expect(text[text.indexOf('Refunded') + 1]).toBe('$0.00');
    const note = pdfShownText(await download(`/admin/orders/${order.id}/credit-notes/CN-1999-000001`, owner));
    expect(note).toContain(environment.legalName);
    expect(note).toContain('Reason: Scratched');

    // Once: a second start copies nothing, and the copy cannot be replaced, nor anything else changed.
    await saveSeller(ORFEVRE);
    expect(await copyEarlierDocuments(shop.database.db, { legalName: 'Someone Else', address: ['Elsewhere'] })).toBe(0);
    expect((await download(`/admin/orders/${order.id}/invoice`, owner)).equals(invoice)).toBe(true);
    const pool = shop.database.pool;
    await expect(pool.query(`UPDATE invoices SET copy = '{}' WHERE order_id = $1`, [order.id])).rejects.toThrow(/append-only/);
    await expect(pool.query(`UPDATE credit_notes SET copy = NULL WHERE order_id = $1`, [order.id])).rejects.toThrow(/append-only/);
    await expect(pool.query(`UPDATE invoices SET tax_number = 'X' WHERE order_id = $1`, [order.id])).rejects.toThrow(/append-only/);
    await expect(pool.query(`DELETE FROM credit_notes WHERE order_id = $1`, [order.id])).rejects.toThrow(/append-only/);
  });
});

/**
 * Tax on an order's papers (issue 24): the invoice (and the pro forma one) lists a tax line per
 * rate — added before the total for prices without tax, "Includes …" under it for prices with it —
 * and prints the seller's tax number (the shop settings), the one it was issued under even after it changes;
 * a credit note states the tax inside the amount credited; the confirmation e-mail lists the tax
 * as the invoice does. An order without tax shows none of it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TaxLineAnswer } from '../../domain/contract/tax-lines.ts';
import { formatAmount } from '../../domain/money.ts';
import { today } from '../support/payments.ts';
import { pdfShownText } from '../support/pdf.ts';
import { signedInOwner } from '../support/staff.ts';
import { findPieces, orderRequest, outboxMessages, PORTLAND, registerShopper, send, type SalePiece, type Shopper } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const TAXES = '/api/admin/settings/taxes';
let owner: Record<string, string>;
let shopper: Shopper;
let piece: SalePiece;
let dhlId: number;

const BERLIN = {
  name: 'Ada Lovelace',
  address: 'Unter den Linden 1',
  city: 'Berlin',
  country: 'Germany',
  state: 'Berlin',
  zip: '10117',
  phone: '+49 30 1234567',
};
beforeAll(async () => {
  owner = (await signedInOwner(shop)).auth;
  shopper = await registerShopper(shop, { lastName: 'Taxed' }, { verified: true });
  piece = (await findPieces(shop)).oneSize;
  // Germany is in no zone of the sample shop: one, with a method, then VAT on goods and shipping, and Oregon's sales tax on goods.
  const zone = await send(shop, 'POST', '/api/admin/settings/shipping/zones', { name: 'Germany', regions: [{ country: 'DE' }] }, owner);
  const dhl = { name: 'DHL', price: 9.99, freeAbove: null, minDays: 2, maxDays: 4 };
  dhlId = (await send(shop, 'POST', `/api/admin/settings/shipping/zones/${zone.body.id}/methods`, dhl, owner)).body.id;
  expect((await send(shop, 'POST', `${TAXES}/rates`, { country: 'DE', name: 'VAT', rate: 19, taxShipping: true }, owner)).status).toBe(201);
  const oregon = { country: 'US', state: 'Oregon', name: 'Oregon sales tax', rate: 7.25 };
  expect((await send(shop, 'POST', `${TAXES}/rates`, oregon, owner)).status).toBe(201);
});

/** Whether prices include tax (the tax page), and the seller's tax number (the shop settings: the seller's other details as the test shop starts). */
async function settings(pricesIncludeTax: boolean, taxNumber: string) {
  expect((await send(shop, 'PUT', TAXES, { pricesIncludeTax }, owner)).status).toBe(200);
  const seller = {
    legalName: 'Test Jewellers',
    address: ['1120 NW Couch Street, Suite 410', 'Portland, OR 97209', 'United States'],
    email: 'care@example.com',
  };
  expect((await send(shop, 'PUT', '/api/admin/settings/shop', { ...seller, taxNumber }, owner)).status).toBe(200);
}

/** An order of two of the piece, placed by bank transfer to `address` with the method `shippingMethodId`. */
async function place(address: typeof BERLIN, shippingMethodId: number) {
  const items = [{ variantId: piece.variantId, metal: piece.metals[0], quantity: 2 }];
  const quoted = await send(shop, 'POST', '/api/checkout/quote', { items, country: address.country, state: address.state, shippingMethodId });
  expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
  const extra = { shippingAddress: address, shippingMethodId, expectedTotal: quoted.body.total, paymentMethod: 'bank_transfer' };
  const placed = await send(shop, 'POST', '/api/orders', orderRequest(shopper, items, extra), shopper.auth);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body as { id: number; number: number; total: number; subtotal: number; currency: string; taxIncluded: boolean; taxes: TaxLineAnswer[] };
}

async function pdfText(path: string) {
  const response = await shop.api.request(path.replace(/^\/api/, ''), { headers: shopper.auth });
  expect(response.status).toBe(200);
  return pdfShownText(Buffer.from(await response.arrayBuffer()));
}

/** The last e-mail to the shopper about this order, its lines ended by \n (an e-mail's are \r\n). */
async function mailAbout(number: number) {
  return (await outboxMessages(shop, shopper.email))
    .filter((message) => message.includes(`order ${number}`))
    .at(-1)!
    .replace(/\r\n/g, '\n');
}

const receive = (orderId: number, amount: number) =>
  send(shop, 'POST', `/api/admin/orders/${orderId}/payments`, { amount, receivedOn: today(), reference: 'BANK' }, owner);
const refund = (orderId: number, amount: number) => send(shop, 'POST', `/api/admin/orders/${orderId}/refunds`, { amount, reason: 'Returned' }, owner);

describe('a German order, prices including VAT', () => {
  it('is invoiced with the VAT inside its total and the VAT number it was issued under; a full refund’s credit note gives the VAT back', async () => {
    await settings(true, 'DE123456789');
    const order = await place(BERLIN, dhlId);
    const money = (amount: number) => formatAmount(amount, order.currency);
    expect(order).toMatchObject({ taxIncluded: true, taxes: [{ name: 'VAT', rate: 19 }] });
    const [vat] = order.taxes;
    const vatLine = `Includes VAT 19% on ${money(vat!.base)}`;

    const paid = await receive(order.id, order.total);
    expect(paid.status).toBe(201);
    const invoice = await pdfText(`/api/orders/${order.id}/invoice`);
    expect(invoice).toContain('VAT number: DE123456789');
    // The total first, then the VAT it holds.
    const lines = invoice.split('\n');
    expect(lines.indexOf(vatLine)).toBeGreaterThan(lines.indexOf('Total'));
    expect(lines[lines.indexOf(vatLine) + 1]).toBe(money(vat!.amount));
    expect(lines[lines.indexOf('Total') + 1]).toBe(money(order.total));

    // The setting changes: the issued invoice still shows the number it was issued under.
    await settings(true, 'DE999999999');
    const again = await pdfText(`/api/orders/${order.id}/invoice`);
    expect(again).toContain('VAT number: DE123456789');
    expect(again).not.toContain('DE999999999');

    const refunded = await refund(order.id, order.total);
    const note = refunded.body.documents.creditNotes[0].number as string;
    const credit = await pdfText(`/api/orders/${order.id}/credit-notes/${note}`);
    const creditLines = credit.split('\n');
    expect(creditLines[creditLines.indexOf(vatLine) + 1]).toBe(money(vat!.amount));
    expect(credit).toContain('VAT number: DE999999999');
    await settings(false, '');
  });

  it('is confirmed by an e-mail listing the VAT under the total, as the invoice does', async () => {
    await settings(true, 'DE123456789');
    const order = await place(BERLIN, dhlId);
    const money = (amount: number) => formatAmount(amount, order.currency);
    const mail = await mailAbout(order.number);
    const [vat] = order.taxes;
    expect(mail).toContain(`Total: ${money(order.total)}\nIncludes VAT 19% on ${money(vat!.base)}: ${money(vat!.amount)}`);
    // A pro forma invoice reads the shop's number when it is drawn.
    await settings(true, 'DE555555555');
    expect(await pdfText(`/api/orders/${order.id}/invoice`)).toContain('VAT number: DE555555555');
    await settings(false, '');
  });
});

describe('an Oregon order, prices without tax', () => {
  it('is invoiced with the sales tax added before the total, confirmed by e-mail the same way; a partial refund states its share of the tax', async () => {
    await settings(false, '12-3456789');
    const order = await place(PORTLAND, 2);
    const money = (amount: number) => formatAmount(amount, order.currency);
    expect(order).toMatchObject({ taxIncluded: false, taxes: [{ name: 'Oregon sales tax', rate: 7.25 }] });
    const [tax] = order.taxes;
    const taxLine = `Oregon sales tax 7.25% on ${money(tax!.base)}`;

    const proForma = (await pdfText(`/api/orders/${order.id}/invoice`)).split('\n');
    expect(proForma).toContain('Tax number: 12-3456789');
    expect(proForma.indexOf(taxLine)).toBeGreaterThan(proForma.indexOf('Subtotal'));
    expect(proForma.indexOf(taxLine)).toBeLessThan(proForma.indexOf('Total'));
    expect(proForma[proForma.indexOf(taxLine) + 1]).toBe(money(tax!.amount));
    expect(proForma[proForma.indexOf('Total') + 1]).toBe(money(order.total));

    const mail = await mailAbout(order.number);
    expect(mail).toContain(`${taxLine}: ${money(tax!.amount)}\nTotal: ${money(order.total)}`);

    await receive(order.id, order.total);
    // A quarter of the total back: a quarter of the tax, halves up.
    const back = Math.round(order.total * 25) / 100;
    const refunded = await refund(order.id, back);
    const note = refunded.body.documents.creditNotes[0].number as string;
    const credit = (await pdfText(`/api/orders/${order.id}/credit-notes/${note}`)).split('\n');
    const share = (amount: number) => Math.round((Math.round(amount * 100) * Math.round(back * 100)) / Math.round(order.total * 100)) / 100;
    const creditLine = `Includes Oregon sales tax 7.25% on ${money(share(tax!.base))}`;
    expect(credit).toContain(creditLine);
    expect(credit[credit.indexOf(creditLine) + 1]).toBe(money(share(tax!.amount)));
    // The refund's e-mail says the same.
    expect(await mailAbout(order.number)).toContain(`We have refunded ${money(back)} of your order.\n${creditLine}: ${money(share(tax!.amount))}`);
    // The rest back: the rest of the tax, so the two notes together carry the order's tax.
    const rest = (await refund(order.id, Math.round((order.total - back) * 100) / 100)).body.documents.creditNotes[1].number as string;
    const last = (await pdfText(`/api/orders/${order.id}/credit-notes/${rest}`)).split('\n');
    const restLine = `Includes Oregon sales tax 7.25% on ${money(Math.round((tax!.base - share(tax!.base)) * 100) / 100)}`;
    expect(last).toContain(restLine);
    expect(last[last.indexOf(restLine) + 1]).toBe(money(Math.round((tax!.amount - share(tax!.amount)) * 100) / 100));
    await settings(false, '');
  });
});

describe('Berlin and Portland in one shop, prices typed without tax (decision record 036)', () => {
  it('invoices Berlin at 1.19 × net with the VAT inside, Portland at the net with Oregon’s tax added', async () => {
    await settings(false, '');
    const berlin = await place(BERLIN, dhlId);
    const portland = await place(PORTLAND, 2);
    const money = (amount: number) => formatAmount(amount, berlin.currency);
    const gross = Math.round((piece.pricesMinor[0]! * 11_900) / 10_000);
    expect(berlin).toMatchObject({ taxIncluded: true, subtotal: (2 * gross) / 100, shipping: Math.round((999 * 11_900) / 10_000) / 100 });
    expect(portland).toMatchObject({ taxIncluded: false, subtotal: (2 * piece.pricesMinor[0]!) / 100 });
    const berlinInvoice = (await pdfText(`/api/orders/${berlin.id}/invoice`)).split('\n');
    expect(berlinInvoice).toContain(money(gross / 100));
    expect(berlinInvoice.indexOf(`Includes VAT 19% on ${money(berlin.taxes[0]!.base)}`)).toBeGreaterThan(berlinInvoice.indexOf('Total'));
    const portlandInvoice = (await pdfText(`/api/orders/${portland.id}/invoice`)).split('\n');
    expect(portlandInvoice).toContain(money(piece.pricesMinor[0]! / 100));
    expect(portlandInvoice.indexOf(`Oregon sales tax 7.25% on ${money(portland.taxes[0]!.base)}`)).toBeLessThan(portlandInvoice.indexOf('Total'));
  });
});

describe('an order without tax (the sample shop)', () => {
  it('shows no tax line and no tax number on its invoice nor in its e-mail', async () => {
    await settings(false, '');
    // To London: the sample shop has no rate for the United Kingdom.
    const items = [{ variantId: piece.variantId, metal: piece.metals[0], quantity: 1 }];
    const placed = await send(shop, 'POST', '/api/orders', orderRequest(shopper, items, { paymentMethod: 'bank_transfer' }), shopper.auth);
    expect(placed.status).toBe(201);
    expect(placed.body.taxes).toEqual([]);
    const invoice = await pdfText(`/api/orders/${placed.body.id}/invoice`);
    for (const absent of ['Includes', 'VAT', 'Tax number', 'sales tax']) expect(invoice).not.toContain(absent);
    const mail = await mailAbout(placed.body.number);
    expect(mail).not.toMatch(/Includes|VAT|tax/);
  });
});

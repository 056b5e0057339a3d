/**
 * Issue 32's done-when (decision record 036): with both tax regimes set at once — German VAT 19%
 * shown included, Oregon's 7.25% and Canada's GST 5% added at checkout — a shopper in Berlin, in
 * Portland and in Toronto each meets their own price from the home page to the invoice, and Tokyo
 * (no zone) is offered nothing it cannot buy. First with prices typed without tax (a US shop), then
 * with prices typed including German VAT (a German shop): Portland then pays the net plus Oregon's tax.
 */
import type { APIRequestContext } from '@playwright/test';
import { GIFT_WRAP_FEE_MINOR } from '../../domain/line.ts';
import { expect, money, ownerAuth, test, type Page } from './fixtures/index.ts';
import type { Accounts } from './fixtures/accounts.ts';
import type { Piece } from './fixtures/catalog.ts';
import type { AddressPlace, Checkout } from './fixtures/checkout.ts';
import type { ShopPage } from './fixtures/shop-page.ts';
import { today } from '../support/payments.ts';
import { pdfShownText } from '../support/pdf.ts';

const TAXES = '/api/admin/settings/taxes';
const ZONES = ['Germany (abroad test)', 'Canada (abroad test)'];

/** A shop without this spec's zones and rates, prices typed without tax, at home in the United States. */
async function reset(request: APIRequestContext, auth: Record<string, string>) {
  const { zones } = (await (await request.get('/api/admin/settings/shipping', { headers: auth })).json()) as { zones: Array<{ id: number; name: string }> };
  for (const zone of zones.filter((one) => ZONES.includes(one.name))) await request.delete(`/api/admin/settings/shipping/zones/${zone.id}`, { headers: auth });
  const { rates } = (await (await request.get(TAXES, { headers: auth })).json()) as { rates: Array<{ id: number }> };
  for (const rate of rates) await request.delete(`${TAXES}/rates/${rate.id}`, { headers: auth });
  await request.put(TAXES, { headers: auth, data: { pricesIncludeTax: false, homeCountry: 'US', keepGross: true } });
}

/** Germany (DHL 9.99) and Canada (Canada Post 14.99, free above 300); VAT, Oregon's sales tax and GST. */
async function twoRegimes(request: APIRequestContext, auth: Record<string, string>) {
  const zone = async (name: string, country: string, method: object) => {
    const made = await request.post('/api/admin/settings/shipping/zones', { headers: auth, data: { name, regions: [{ country }] } });
    expect(made.status()).toBe(201);
    const id = ((await made.json()) as { id: number }).id;
    expect((await request.post(`/api/admin/settings/shipping/zones/${id}/methods`, { headers: auth, data: method })).status()).toBe(201);
  };
  await zone(ZONES[0]!, 'DE', { name: 'DHL Paket', price: 9.99, freeAbove: null, minDays: 2, maxDays: 4 });
  await zone(ZONES[1]!, 'CA', { name: 'Canada Post', price: 14.99, freeAbove: 300, minDays: 4, maxDays: 8 });
  for (const rate of [
    { country: 'DE', name: 'VAT', rate: 19, taxShipping: true },
    { country: 'US', state: 'Oregon', name: 'Oregon sales tax', rate: 7.25 },
    { country: 'CA', name: 'GST', rate: 5, taxShipping: true },
  ])
    expect((await request.post(`${TAXES}/rates`, { headers: auth, data: rate })).status()).toBe(201);
}

interface Shopper {
  place: AddressPlace & { phone: string };
  shipTo: string;
  method: string;
}

const BERLIN: Shopper = {
  place: { address: 'Unter den Linden 5', city: 'Berlin', country: 'Germany', zip: '10117', phone: '+49 30 555 0142' },
  shipTo: 'Germany',
  method: 'DHL Paket',
};
const PORTLAND: Shopper = {
  place: { address: '12 Harbour Lane', city: 'Portland', country: 'United States', state: 'Oregon', zip: '97201', phone: '+1 503 555 0142' },
  shipTo: 'United States',
  method: 'Regular',
};
const TORONTO: Shopper = {
  place: { address: '100 Queen Street West', city: 'Toronto', country: 'Canada', state: 'Ontario', zip: 'M5H 2N2', phone: '+1 416 555 0142' },
  shipTo: 'Canada',
  method: 'Canada Post',
};

const times = (minor: number, basisPoints: number) => Math.round((minor * basisPoints) / 10_000);

/**
 * At step 3 the shopper orders by bank transfer and sees the confirmation; the owner records the
 * money through the API (the owner's page is the taxes spec's) and the invoice is read. Answers the
 * order as the shopper's API reads it and the invoice's text.
 */
async function orderAndInvoice(page: Page, checkout: Checkout, auth: Record<string, string>) {
  const { id, order } = await checkout.orderByTransfer();
  const paid = await page.request.post(`/api/admin/orders/${id}/payments`, {
    headers: auth,
    data: { amount: order.total, receivedOn: today(), reference: 'BANK' },
  });
  expect(paid.status()).toBe(201);
  const invoice = await page.request.get(`/api/admin/orders/${id}/invoice`, { headers: auth });
  expect(invoice.headers()['content-type']).toBe('application/pdf');
  return { order, invoice: pdfShownText(Buffer.from(await invoice.body())) };
}

interface Tools {
  page: Page;
  accounts: Accounts;
  shop: ShopPage;
  checkout: Checkout;
}

/**
 * A new shopper chooses their country in the header on the home page (its cards carry the place's
 * note), sees the piece's price and note on its page, adds it to the cart and goes through checkout to step 3.
 */
async function shopperAtReview(tools: Tools, who: Shopper, piece: Piece, shown: { price: number; note: string; wrapFee: number; shipping: number }) {
  const { page, accounts, shop, checkout } = tools;
  await page.context().clearCookies();
  const shopper = await accounts.register('Abroad');
  await accounts.confirmEmail(shopper);
  await accounts.logIn(shopper);
  await page.goto('/');
  const shipTo = page.getByRole('form', { name: 'Ship to' }).getByLabel('SHIP TO');
  await expect(shipTo.getByRole('option', { name: 'Japan', exact: true })).toHaveCount(0);
  await shipTo.selectOption({ label: who.shipTo });
  await expect(page.getByRole('main')).toContainText(shown.note);
  await shop.addToCart(piece);
  await expect(page.getByRole('main')).toContainText(`${money(shown.price)}${shown.note}`);
  // The gift wrap's fee and the shipping to their country, in the same place's prices.
  await expect(page.getByText('Gift wrap this piece')).toContainText(`(+${money(shown.wrapFee)})`);
  await page.getByRole('tab', { name: 'Shipping Details' }).click();
  const method = page.getByRole('table', { name: 'Shipping methods' }).getByRole('row').filter({ hasText: who.method });
  await expect(method).toContainText(money(shown.shipping));
  await checkout.reachReview(piece, { place: who.place, method: who.method });
  return shopper;
}

test('prices typed without tax: Berlin pays 1.19 × net incl. VAT, Portland and Toronto the net plus their tax, each invoiced so; Tokyo is not offered', async ({
  page,
  request,
  accounts,
  catalog,
  shop,
  checkout,
}) => {
  test.setTimeout(360_000); // three shoppers from the home page through checkout, two payments and invoices, on a shared machine
  const auth = await ownerAuth(request);
  await reset(request, auth);
  await twoRegimes(request, auth);
  const tools = { page, accounts, shop, checkout };
  try {
    const [necklace] = await catalog.pieces('Necklaces', 1);
    const net = necklace!.priceMinor;

    await shopperAtReview(tools, BERLIN, necklace!, {
      price: times(net, 11_900),
      note: 'incl. VAT',
      wrapFee: times(GIFT_WRAP_FEE_MINOR, 11_900),
      shipping: times(999, 11_900),
    });
    const berlinTotal = times(net, 11_900) + times(999, 11_900);
    await expect(page.getByTestId('total-to-pay')).toHaveText(money(berlinTotal));
    const paidInBerlin = await orderAndInvoice(page, checkout, auth);
    expect(paidInBerlin.order).toMatchObject({ total: berlinTotal / 100, taxIncluded: true, taxes: [{ name: 'VAT', rate: 19 }] });
    expect(paidInBerlin.invoice).toContain('Includes VAT 19%');
    expect(paidInBerlin.invoice).toContain(money(times(net, 11_900)));

    await shopperAtReview(tools, PORTLAND, necklace!, { price: net, note: 'plus tax', wrapFee: GIFT_WRAP_FEE_MINOR, shipping: 999 });
    const portlandTotal = net + 999 + times(net, 725);
    await expect(checkout.summary()).toContainText(`Oregon sales tax 7.25%${money(times(net, 725))}`);
    await expect(page.getByTestId('total-to-pay')).toHaveText(money(portlandTotal));
    const paidInPortland = await orderAndInvoice(page, checkout, auth);
    expect(paidInPortland.order).toMatchObject({ total: portlandTotal / 100, taxIncluded: false });
    expect(paidInPortland.invoice).toContain('Oregon sales tax 7.25%');
    expect(paidInPortland.invoice).toContain(money(portlandTotal));

    await shopperAtReview(tools, TORONTO, necklace!, { price: net, note: 'plus tax', wrapFee: GIFT_WRAP_FEE_MINOR, shipping: 1499 });
    const shipping = net >= 30_000 ? 0 : 1499;
    await expect(page.getByTestId('total-to-pay')).toHaveText(money(net + shipping + times(net, 500) + times(shipping, 500)));
  } finally {
    await reset(request, auth);
  }
});

test('prices typed with German VAT (a German shop): Berlin pays the typed price, Portland the net plus Oregon’s tax', async ({
  page,
  request,
  accounts,
  catalog,
  shop,
  checkout,
}) => {
  test.setTimeout(240_000);
  const auth = await ownerAuth(request);
  await reset(request, auth);
  await twoRegimes(request, auth);
  expect((await request.put(TAXES, { headers: auth, data: { pricesIncludeTax: true, homeCountry: 'DE' } })).status()).toBe(200);
  const tools = { page, accounts, shop, checkout };
  try {
    const [earrings] = await catalog.pieces('Earrings', 1);
    const typed = earrings!.priceMinor;
    await shopperAtReview(tools, BERLIN, earrings!, { price: typed, note: 'incl. VAT', wrapFee: GIFT_WRAP_FEE_MINOR, shipping: 999 });
    await expect(page.getByTestId('total-to-pay')).toHaveText(money(typed + 999));

    const net = Math.round((typed * 10_000) / 11_900);
    const shippingNet = Math.round((999 * 10_000) / 11_900);
    const wrapNet = Math.round((GIFT_WRAP_FEE_MINOR * 10_000) / 11_900);
    await shopperAtReview(tools, PORTLAND, earrings!, { price: net, note: 'plus tax', wrapFee: wrapNet, shipping: shippingNet });
    await expect(page.getByTestId('total-to-pay')).toHaveText(money(net + shippingNet + times(net, 725)));
  } finally {
    await reset(request, auth);
  }
});

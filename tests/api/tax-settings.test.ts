/**
 * The owner's taxes (issue 24): the setting (prices include tax; the tax number is the seller's) and rates by
 * country and state, owner only, each change audited; a rate's country read from its name or
 * code, its percentage kept exactly; two rates of one name for one place refused (409).
 */
import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '../../domain/addresses.ts';
import { GIFT_WRAP_FEE_MINOR } from '../../domain/line.ts';
import { TAX_MESSAGES } from '../../domain/tax.ts';
import { destinationRates } from '../../server/services/taxes/index.ts';
import { findPieces, orderRequest, PORTLAND, registerShopper, send, uniqueEmail } from '../support/shopper.ts';
import { createOwner, joinStaff } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const PASSWORD = 'garnet-and-gold-77';
const TAXES = '/api/admin/settings/taxes';

async function newOwner() {
  const email = uniqueEmail('owner');
  await createOwner(shop.database.db, { email, password: PASSWORD });
  const login = await send(shop, 'POST', '/api/authenticate', { email, password: PASSWORD });
  return { email, auth: { Authorization: `Bearer ${login.body.jwtToken}` } };
}

const audited = async (action: string) =>
  (await shop.database.pool.query('SELECT actor_email, before, after FROM audit_events WHERE action = $1 ORDER BY id', [action])).rows;

describe('the tax settings', () => {
  it('start with prices without tax and no rate (a sample shop charges no tax); the tax number is the seller’s, in the shop settings', async () => {
    const owner = await newOwner();
    const { status, body } = await send(shop, 'GET', TAXES, undefined, owner.auth);
    expect(status).toBe(200);
    expect(body).toMatchObject({ pricesIncludeTax: false });
    expect(body).not.toHaveProperty('taxNumber');
  });

  it('are the owner’s alone: 401 without a session, 403 for a customer and for staff', async () => {
    const owner = await newOwner();
    const staff = await joinStaff(shop, owner.auth, { email: uniqueEmail('staff') });
    const customer = await registerShopper(shop);
    expect((await shop.request(TAXES)).status).toBe(401);
    for (const who of [staff, customer.auth]) {
      expect((await send(shop, 'GET', TAXES, undefined, who)).status).toBe(403);
      expect((await send(shop, 'PUT', TAXES, { pricesIncludeTax: true }, who)).status).toBe(403);
      expect((await send(shop, 'POST', `${TAXES}/rates`, { country: 'DE', name: 'VAT', rate: 19 }, who)).status).toBe(403);
    }
  });

  it('save whether prices include tax, audited with before and after', async () => {
    const owner = await newOwner();
    const saved = await send(shop, 'PUT', TAXES, { pricesIncludeTax: true }, owner.auth);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ pricesIncludeTax: true });
    const [entry] = (await audited('taxes.settings')).slice(-1);
    expect(entry).toMatchObject({ actor_email: owner.email, before: { pricesIncludeTax: false }, after: { pricesIncludeTax: true } });
    await send(shop, 'PUT', TAXES, { pricesIncludeTax: false }, owner.auth);
  });
});

describe('tax rates', () => {
  it('are added by country name or code, changed and deleted, each audited; a state’s rate adds to its country’s', async () => {
    const owner = await newOwner();
    const gst = await send(shop, 'POST', `${TAXES}/rates`, { country: 'Canada', name: 'GST', rate: 5, taxShipping: true }, owner.auth);
    expect(gst.status).toBe(201);
    expect(gst.body).toMatchObject({ country: 'CA', countryName: 'Canada', state: '', name: 'GST', rate: 5, taxShipping: true });
    const pst = await send(shop, 'POST', `${TAXES}/rates`, { country: 'ca', state: 'British Columbia', name: 'PST', rate: 7 }, owner.auth);
    expect(pst.status).toBe(201);
    expect(await destinationRates(shop.database.db, { countryCode: 'CA', state: ' british columbia' })).toEqual([
      { name: 'GST', rateBasisPoints: 500, taxShipping: true, included: false },
      { name: 'PST', rateBasisPoints: 700, taxShipping: false, included: false },
    ]);
    expect(await destinationRates(shop.database.db, { countryCode: 'CA', state: 'Ontario' })).toEqual([
      { name: 'GST', rateBasisPoints: 500, taxShipping: true, included: false },
    ]);

    const changed = await send(shop, 'PUT', `${TAXES}/rates/${pst.body.id}`, { country: 'CA', state: 'British Columbia', name: 'PST', rate: 7.25 }, owner.auth);
    expect(changed.status).toBe(200);
    expect(changed.body.rate).toBe(7.25);
    expect((await send(shop, 'DELETE', `${TAXES}/rates/${pst.body.id}`, undefined, owner.auth)).status).toBe(204);
    expect((await send(shop, 'DELETE', `${TAXES}/rates/${pst.body.id}`, undefined, owner.auth)).status).toBe(404);
    const actions = [...(await audited('tax_rate.create')), ...(await audited('tax_rate.update')), ...(await audited('tax_rate.delete'))];
    expect(actions.filter((entry) => entry.actor_email === owner.email)).toHaveLength(4);
    await send(shop, 'DELETE', `${TAXES}/rates/${gst.body.id}`, undefined, owner.auth);
  });

  it('default whether shoppers see a rate included by region (US and Canada: added), which the owner may change; an unknown home country is a 400 naming it', async () => {
    const owner = await newOwner();
    const added = async (body: object) => (await send(shop, 'POST', `${TAXES}/rates`, body, owner.auth)).body;
    const japan = await added({ country: 'JP', name: 'Consumption tax', rate: 10 });
    const quebec = await added({ country: 'CA', state: 'ON', name: 'HST', rate: 8 });
    const swiss = await added({ country: 'CH', name: 'MWST', rate: 8.1, included: false });
    expect([japan.included, quebec.included, swiss.included]).toEqual([true, false, false]);
    const changed = await send(shop, 'PUT', `${TAXES}/rates/${swiss.id}`, { country: 'CH', name: 'MWST', rate: 8.1, included: true }, owner.auth);
    expect(changed.body.included).toBe(true);
    const refused = await send(shop, 'PUT', TAXES, { pricesIncludeTax: true, homeCountry: 'Atlantis' }, owner.auth);
    expect(refused.status).toBe(400);
    expect(refused.body.error.issues).toEqual([expect.objectContaining({ path: 'homeCountry' })]);
    expect((await send(shop, 'GET', TAXES, undefined, owner.auth)).body).toMatchObject({
      pricesIncludeTax: false,
      homeCountry: 'US',
      homeCountryName: 'United States',
    });
    for (const rate of [japan, quebec, swiss]) await send(shop, 'DELETE', `${TAXES}/rates/${rate.id}`, undefined, owner.auth);
  });

  it('refuse a second rate of one name for one place (409), an unknown country, a rate above 100% or with three decimals (400)', async () => {
    const owner = await newOwner();
    const vat = await send(shop, 'POST', `${TAXES}/rates`, { country: 'DE', name: 'VAT', rate: 19 }, owner.auth);
    expect(vat.status).toBe(201);
    const twin = await send(shop, 'POST', `${TAXES}/rates`, { country: 'Germany', name: 'vat', rate: 7 }, owner.auth);
    expect(twin.status).toBe(409);
    expect(twin.body.error.message).toBe(TAX_MESSAGES.rateTaken('vat', 'Germany'));
    const unknown = await send(shop, 'POST', `${TAXES}/rates`, { country: 'Atlantis', name: 'VAT', rate: 19 }, owner.auth);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(ADDRESS_MESSAGES.unknownCountry('Atlantis'));
    for (const rate of [101, -1, 7.255]) {
      const refused = await send(shop, 'POST', `${TAXES}/rates`, { country: 'FR', name: 'TVA', rate }, owner.auth);
      expect(refused.status).toBe(400);
    }
    await send(shop, 'DELETE', `${TAXES}/rates/${vat.body.id}`, undefined, owner.auth);
  });
});

/**
 * The issue's two shoppers at once: Oregon's sales tax (added), German and French VAT (included), a
 * zone for Germany and France (DHL 9.99). Each test deletes the rates it was given.
 */
async function berlinAndPortland(owner: { auth: Record<string, string> }) {
  const { oneSize } = await findPieces(shop);
  const items = [{ variantId: oneSize.variantId, metal: oneSize.metals[0], quantity: 1 }];
  const rate = async (body: object) => (await send(shop, 'POST', `${TAXES}/rates`, body, owner.auth)).body.id as number;
  const rates = [
    await rate({ country: 'US', state: 'Oregon', name: 'Sales tax', rate: 7.25 }),
    await rate({ country: 'DE', name: 'VAT', rate: 19, taxShipping: true }),
    await rate({ country: 'FR', name: 'VAT', rate: 20, taxShipping: true }),
  ];
  const zones = (await send(shop, 'GET', '/api/admin/settings/shipping', undefined, owner.auth)).body.zones as Array<{ name: string }>;
  if (!zones.some((zone) => zone.name === 'Germany and France')) {
    const zone = await send(
      shop,
      'POST',
      '/api/admin/settings/shipping/zones',
      { name: 'Germany and France', regions: [{ country: 'DE' }, { country: 'FR' }] },
      owner.auth,
    );
    const dhl = { name: 'DHL', price: 9.99, freeAbove: null, minDays: 2, maxDays: 4 };
    expect((await send(shop, 'POST', `/api/admin/settings/shipping/zones/${zone.body.id}/methods`, dhl, owner.auth)).status).toBe(201);
  }
  const quote = (country: string, state: string, giftWrap = false) =>
    send(shop, 'POST', '/api/checkout/quote', { items: items.map((item) => ({ ...item, giftWrap })), country, state });
  return { quote, price: oneSize.pricesMinor[0]!, rates };
}

describe('a quote shipped where a rate applies', () => {
  it('prices typed without tax: Berlin pays 1.19 × net (VAT inside, shipping too), Portland the net plus Oregon’s tax (shipping untaxed)', async () => {
    const owner = await newOwner();
    const { quote, price, rates } = await berlinAndPortland(owner);
    const berlin = (await quote('Deutschland', '')).body;
    expect(berlin).toMatchObject({
      taxIncluded: true,
      subtotal: Math.round((price * 11_900) / 10_000) / 100,
      shipping: Math.round((999 * 11_900) / 10_000) / 100,
    });
    expect(Math.round(berlin.total * 100)).toBe(Math.round((price * 11_900) / 10_000) + Math.round((999 * 11_900) / 10_000));
    const portland = (await quote('United States', 'oregon')).body;
    expect(portland).toMatchObject({ taxIncluded: false, subtotal: price / 100, shipping: 19.99 });
    expect(Math.round(portland.total * 100)).toBe(price + 1999 + Math.round((price * 725) / 10_000));
    expect(Math.round((await quote('US', 'California')).body.total * 100)).toBe(price + 1999);
    // Gift wrap is typed like a price: Berlin pays its fee with VAT inside, Portland the fee plus tax.
    expect((await quote('DE', '', true)).body.giftWrap).toBe(Math.round((GIFT_WRAP_FEE_MINOR * 11_900) / 10_000) / 100);
    const wrappedInPortland = (await quote('US', 'OR', true)).body;
    expect(wrappedInPortland.giftWrap).toBe(GIFT_WRAP_FEE_MINOR / 100);
    expect(Math.round(wrappedInPortland.total * 100)).toBe(price + GIFT_WRAP_FEE_MINOR + 1999 + Math.round(((price + GIFT_WRAP_FEE_MINOR) * 725) / 10_000));
    for (const rate of rates) await send(shop, 'DELETE', `${TAXES}/rates/${rate}`, undefined, owner.auth);
  });

  it('prices typed with German VAT (a German shop): Berlin pays the typed price, Portland the net plus Oregon’s tax; Paris as the owner chooses', async () => {
    const owner = await newOwner();
    const { quote, price, rates } = await berlinAndPortland(owner);
    expect((await send(shop, 'PUT', TAXES, { pricesIncludeTax: true, homeCountry: 'Germany' }, owner.auth)).body).toMatchObject({
      homeCountry: 'DE',
      keepGross: true,
    });
    const berlin = (await quote('DE', '')).body;
    expect(berlin).toMatchObject({ taxIncluded: true, subtotal: price / 100 });
    expect(Math.round(berlin.total * 100)).toBe(price + 999);
    const net = Math.round((price * 10_000) / 11_900);
    const portland = (await quote('US', 'OR')).body;
    expect(portland).toMatchObject({ taxIncluded: false, subtotal: net / 100, shipping: Math.round((1999 * 10_000) / 11_900) / 100 });
    expect(Math.round(portland.total * 100)).toBe(net + Math.round((1999 * 10_000) / 11_900) + Math.round((net * 725) / 10_000));
    // The fee typed with German VAT: the German shopper pays it as typed, Portland its net.
    expect((await quote('DE', '', true)).body.giftWrap).toBe(GIFT_WRAP_FEE_MINOR / 100);
    expect((await quote('US', 'OR', true)).body.giftWrap).toBe(Math.round((GIFT_WRAP_FEE_MINOR * 10_000) / 11_900) / 100);
    // France (20 %): one gross price everywhere tax is included, or the net plus France's own rate.
    const paris = async () => Math.round((await quote('France', '')).body.subtotal * 100);
    expect(await paris()).toBe(price);
    await send(shop, 'PUT', TAXES, { pricesIncludeTax: true, keepGross: false }, owner.auth);
    expect(await paris()).toBe(Math.round((price * 12_000) / 11_900));
    await send(shop, 'PUT', TAXES, { pricesIncludeTax: false, homeCountry: 'US', keepGross: true }, owner.auth);
    for (const rate of rates) await send(shop, 'DELETE', `${TAXES}/rates/${rate}`, undefined, owner.auth);
  });

  it('stores the tax lines the quote showed on the order, and the payment asks for the total with the tax', async () => {
    const owner = await newOwner();
    const shopper = await registerShopper(shop);
    const { oneSize } = await findPieces(shop);
    const items = [{ variantId: oneSize.variantId, metal: oneSize.metals[0], quantity: 2 }];
    const price = oneSize.pricesMinor[0]!;
    const oregon = await send(
      shop,
      'POST',
      `${TAXES}/rates`,
      { country: 'US', state: 'OR', name: 'Oregon sales tax', rate: 7.25, taxShipping: true },
      owner.auth,
    );
    const address = PORTLAND;
    const quoted = await send(shop, 'POST', '/api/checkout/quote', { items, country: address.country, state: address.state, shippingMethodId: 2 });
    expect(quoted.status).toBe(200);
    const tax = Math.round((2 * price * 725) / 10_000) + Math.round((999 * 725) / 10_000);
    expect(quoted.body).toMatchObject({
      taxIncluded: false,
      tax: tax / 100,
      taxes: [{ name: 'Oregon sales tax', rate: 7.25, base: (2 * price + 999) / 100, amount: tax / 100 }],
    });
    expect(Math.round(quoted.body.total * 100)).toBe(2 * price + 999 + tax);

    const placed = await send(
      shop,
      'POST',
      '/api/orders',
      orderRequest(shopper, items, { shippingAddress: address, shippingMethodId: 2, expectedTotal: quoted.body.total }),
      shopper.auth,
    );
    expect(placed.status).toBe(201);
    const figures = ['subtotal', 'giftWrap', 'shipping', 'discount', 'discounts', 'tax', 'taxIncluded', 'taxes', 'total', 'currency', 'itemCount'] as const;
    const pick = (body: Record<string, unknown>) => Object.fromEntries(figures.map((name) => [name, body[name]]));
    expect(pick(placed.body)).toEqual(pick(quoted.body));
    const read = await send(shop, 'GET', `/api/orders/${placed.body.id}`, undefined, shopper.auth);
    expect(pick(read.body)).toEqual(pick(quoted.body));
    expect(read.body.payment.amountDue).toBe(quoted.body.total);
    await send(shop, 'DELETE', `${TAXES}/rates/${oregon.body.id}`, undefined, owner.auth);
    // A rate deleted later leaves the order as it was charged.
    expect(pick((await send(shop, 'GET', `/api/orders/${placed.body.id}`, undefined, shopper.auth)).body)).toEqual(pick(quoted.body));
  });
});

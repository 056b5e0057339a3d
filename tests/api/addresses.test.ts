/**
 * Addresses for the world (issue 32, decision record 037): the API reads a free-text country in
 * English or its own language, or its code; asks a state only where the country has a list and a
 * postal code in the country's shape; answers 422 naming the field it cannot read; keeps one
 * phone. Zones and tax rates name only states that exist.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES as M } from '../../domain/addresses.ts';
import { findPieces, orderRequest, registerShopper, send, type SalePiece } from '../support/shopper.ts';
import { signedInOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const ZONES = '/api/admin/settings/shipping/zones';
const TAXES = '/api/admin/settings/taxes';
let owner: Record<string, string>;
let piece: SalePiece;

beforeAll(async () => {
  owner = (await signedInOwner(shop)).auth;
  piece = (await findPieces(shop)).oneSize;
  const zone = await send(
    shop,
    'POST',
    ZONES,
    { name: 'Europe', regions: [{ country: 'DE' }, { country: 'AT' }, { country: 'ES' }, { country: 'CH' }] },
    owner,
  );
  expect(zone.status, JSON.stringify(zone.body)).toBe(201);
  const method = await send(shop, 'POST', `${ZONES}/${zone.body.id}/methods`, { name: 'DHL', price: 15, minDays: 3, maxDays: 5 }, owner);
  expect(method.status, JSON.stringify(method.body)).toBe(201);
});

const methodsFor = (country: string, state = '') =>
  shop.request(`/api/shipping-methods?country=${encodeURIComponent(country)}&state=${encodeURIComponent(state)}`);

const items = () => [{ variantId: piece.variantId, metal: piece.metals[0], quantity: 1 }];

async function placeTo(address: Record<string, unknown>) {
  const shopper = await registerShopper(shop);
  const order = orderRequest(shopper, items());
  return send(shop, 'POST', '/api/orders', { ...order, shippingAddress: { ...order.shippingAddress, ...address } }, shopper.auth);
}

const BERLIN = { country: 'Deutschland', state: '', city: 'Berlin', zip: '10117' };
const PORTLAND = { country: 'United States', state: 'OR', city: 'Portland', zip: '97201' };

describe('a country written in its own language', () => {
  it('is read at the shipping methods, the quote and the order, as its code and English name', async () => {
    for (const country of ['Deutschland', 'Österreich', 'España', 'espana', 'Suisse', 'Svizzera', 'DE', 'germany'])
      expect((await methodsFor(country)).status, country).toBe(200);
    const quote = await send(shop, 'POST', '/api/checkout/quote', { items: items(), country: 'Deutschland' });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body.shippingMethod.name).toBe('DHL');

    const placed = await placeTo(BERLIN);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.shippingAddress).toMatchObject({ country: 'Germany', state: '', zip: '10117' });
  });

  it('in another script, or romanised, names a country the shop does not ship to as such', async () => {
    for (const country of ['日本', 'Nihon', 'JP']) {
      const { status, body } = await methodsFor(country, 'Tokyo');
      expect({ status, message: body.error.message }).toEqual({ status: 422, message: "We don't ship to Japan yet." });
    }
  });
});

describe('a field the shop cannot read', () => {
  it('is refused 422 with its path and message: the country, the state, the postal code', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...BERLIN, country: 'Narnia' }, 'shippingAddress.country', M.unknownCountry('Narnia')],
      [{ ...PORTLAND, state: 'Atlantis' }, 'shippingAddress.state', M.unknownState('State', 'Atlantis', 'United States')],
      [{ ...PORTLAND, state: '' }, 'shippingAddress.state', 'State is required'],
      [{ ...PORTLAND, zip: '9720' }, 'shippingAddress.zip', M.postalCodeInvalid('ZIP code', 'United States', '97201 or 97201-1234')],
      [{ ...BERLIN, zip: '' }, 'shippingAddress.zip', 'Postcode is required'],
      [{ ...BERLIN, zip: '1011' }, 'shippingAddress.zip', M.postalCodeInvalid('Postcode', 'Germany', '10117')],
      [{ country: 'United Kingdom', state: '', zip: '12345' }, 'shippingAddress.zip', M.postalCodeInvalid('Postcode', 'United Kingdom', 'SW1Y 4JH')],
    ];
    for (const [address, path, message] of cases) {
      const { status, body } = await placeTo(address);
      expect({ status, message: body.error?.message, issues: body.error?.issues }, path).toEqual({ status: 422, message, issues: [{ path, message }] });
    }
    const quote = await send(shop, 'POST', '/api/checkout/quote', { items: items(), country: 'United States', state: 'Atlantis' });
    expect(quote.status).toBe(422);
    expect(quote.body.error.issues).toEqual([{ path: 'state', message: M.unknownState('State', 'Atlantis', 'United States') }]);
  });

  it('asks no state where the country has none to choose, and reads a state by its code into its name', async () => {
    const uk = await placeTo({ country: 'GB', state: '', zip: 'SW1Y 4JH' });
    expect(uk.status, JSON.stringify(uk.body)).toBe(201);
    expect(uk.body.shippingAddress).toMatchObject({ country: 'United Kingdom', state: '' });
    const us = await placeTo(PORTLAND);
    expect(us.status, JSON.stringify(us.body)).toBe(201);
    expect(us.body.shippingAddress).toMatchObject({ country: 'United States', state: 'Oregon', zip: '97201' });
  });
});

describe('one phone', () => {
  it('an address without its own phone keeps the contact’s', async () => {
    const shopper = await registerShopper(shop);
    const order = orderRequest(shopper, items());
    const { phone: _left, ...address } = order.shippingAddress;
    const placed = await send(shop, 'POST', '/api/orders', { ...order, shippingAddress: address }, shopper.auth);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.shippingAddress.phone).toBe(order.orderCustomer.phone);
  });
});

describe('the owner’s places', () => {
  it('a zone for a state that does not exist, or for a state of a country without them, is refused naming it', async () => {
    const atlantis = await send(shop, 'POST', ZONES, { name: 'Far', regions: [{ country: 'US', states: ['Oregon', 'Atlantis'] }] }, owner);
    expect(atlantis.status).toBe(400);
    expect(atlantis.body.error.issues).toEqual([{ path: 'regions.0.states.1', message: M.unknownState('State', 'Atlantis', 'United States') }]);
    const bavaria = await send(shop, 'POST', ZONES, { name: 'Bavaria', regions: [{ country: 'Deutschland', states: ['Bayern'] }] }, owner);
    expect(bavaria.status).toBe(400);
    expect(bavaria.body.error.message).toBe(M.noStates('Germany'));
  });

  it('a tax rate for a state that does not exist is refused naming it; one of the list is kept by its name', async () => {
    const atlantis = await send(shop, 'POST', `${TAXES}/rates`, { country: 'US', state: 'Atlantis', name: 'Sales tax', rate: 5 }, owner);
    expect(atlantis.status).toBe(400);
    expect(atlantis.body.error.issues).toEqual([{ path: 'state', message: M.unknownState('State', 'Atlantis', 'United States') }]);
    const bavaria = await send(shop, 'POST', `${TAXES}/rates`, { country: 'DE', state: 'Bayern', name: 'VAT', rate: 19 }, owner);
    expect(bavaria.status).toBe(400);
    expect(bavaria.body.error.issues).toEqual([{ path: 'state', message: M.noStates('Germany') }]);
    const ontario = await send(shop, 'POST', `${TAXES}/rates`, { country: 'ca', state: 'on', name: 'HST', rate: 13 }, owner);
    expect(ontario.status, JSON.stringify(ontario.body)).toBe(201);
    expect(ontario.body).toMatchObject({ country: 'CA', state: 'Ontario' });
  });
});

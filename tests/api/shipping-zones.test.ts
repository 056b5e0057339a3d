/**
 * Shipping zones (issue 24): staff and the owner add, change and delete zones and their methods,
 * every change audited; checkout offers the methods of the address's zone, refuses an address in
 * no zone at every door (methods, quote, order: 422 "We don't ship to Canada yet."), refuses a
 * method of another zone, and ships free once the goods reach a method's threshold.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '../../domain/addresses.ts';
import { SHIPPING_MESSAGES } from '../../domain/shipping.ts';
import { findPieces, orderRequest, registerShopper, send, uniqueEmail, type SalePiece } from '../support/shopper.ts';
import { joinStaff, signedInOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const BASE = '/api/admin/settings/shipping';
const PASSWORD = 'garnet-and-gold-77';
let owner: Record<string, string>;
let staff: Record<string, string>;
let piece: SalePiece;

beforeAll(async () => {
  owner = (await signedInOwner(shop, PASSWORD)).auth;
  staff = await joinStaff(shop, owner, { email: uniqueEmail('staff') });
  piece = (await findPieces(shop)).oneSize;
});

const canadaZone = { name: 'Canada', regions: [{ country: 'Canada' }] };
const canadaMethods = [
  { name: 'Canada Post', price: 14.5, freeAbove: 300, minDays: 4, maxDays: 8 },
  { name: 'Courier', price: 29, freeAbove: null, minDays: 2, maxDays: 3 },
];
const toCanada = { country: 'Canada', state: 'Ontario', city: 'Toronto', zip: 'M5H 2N2' };

/** A zone made by `who` with its methods; answers the zone's id and its methods' ids. */
async function addZone(who: Record<string, string>, zone: unknown = canadaZone, methods: unknown[] = canadaMethods) {
  const added = await send(shop, 'POST', `${BASE}/zones`, zone, who);
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const methodIds: number[] = [];
  for (const method of methods) {
    const made = await send(shop, 'POST', `${BASE}/zones/${added.body.id}/methods`, method, who);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    methodIds.push(made.body.id);
  }
  return { id: added.body.id as number, methodIds };
}

// Each test starts from the sample shop's one zone, whatever the one before left.
afterEach(async () => {
  const { zones } = (await send(shop, 'GET', BASE, undefined, owner)).body as { zones: Array<{ id: number; name: string }> };
  for (const zone of zones.slice(1)) await send(shop, 'DELETE', `${BASE}/zones/${zone.id}`, undefined, owner);
});

const deleteZone = async (id: number) => expect((await send(shop, 'DELETE', `${BASE}/zones/${id}`, undefined, owner)).status).toBe(204);

const auditOf = async (entity: string, entityId: number) =>
  (await send(shop, 'GET', `/api/admin/audit?entity=${entity}&entityId=${entityId}`, undefined, owner)).body.entries as Array<{
    action: string;
    actorEmail: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }>;

/** `count` of the piece (price in minor units from the catalogue) quoted for an address. */
const quoteFor = (count: number, extra: Record<string, unknown>) =>
  send(shop, 'POST', '/api/checkout/quote', { items: [{ variantId: piece.variantId, metal: piece.metals[0], quantity: count }], ...extra });

/** How many of the piece reach `amountMinor` of goods. */
const countReaching = (amountMinor: number) => Math.ceil(amountMinor / piece.pricesMinor[0]!);

describe('the sample shop', () => {
  it('has one zone with the specification’s methods, shipping to the countries its checkout uses', async () => {
    const { status, body } = await send(shop, 'GET', BASE, undefined, staff);
    expect(status).toBe(200);
    expect(body.zones).toHaveLength(1);
    expect(body.zones[0]).toMatchObject({
      name: 'Everywhere we ship',
      methods: [
        { name: 'Express', price: 19.99, freeAbove: null, minDays: 1, maxDays: 2, deliveryText: '1 to 2 days' },
        { name: 'Regular', price: 9.99, freeAbove: null, minDays: 3, maxDays: 5, deliveryText: '3 to 5 days' },
      ],
    });
    const countries = body.zones[0].regions.map((region: { countryName: string }) => region.countryName);
    expect(countries).toEqual(expect.arrayContaining(['United States', 'United Kingdom']));
    expect(countries).not.toContain('Canada');
  });

  it('offers its methods to the United Kingdom, written any usual way', async () => {
    for (const country of ['United Kingdom', 'UK', 'gb']) {
      const { status, body } = await shop.request(`/api/shipping-methods?country=${encodeURIComponent(country)}&state=London`);
      expect(status).toBe(200);
      expect(body.map((method: { name: string }) => method.name)).toEqual(['Express', 'Regular']);
    }
  });
});

describe('an address in no zone', () => {
  it('is refused at the shipping methods, the quote and the order, naming the country', async () => {
    const refusal = { error: { code: 'unprocessable', message: "We don't ship to Canada yet." } };
    expect(await shop.request('/api/shipping-methods?country=CA')).toMatchObject({ status: 422, body: refusal });
    expect(await quoteFor(1, { country: 'Canada', state: 'Ontario' })).toMatchObject({ status: 422, body: refusal });
    const shopper = await registerShopper(shop);
    const items = [{ variantId: piece.variantId, metal: piece.metals[0], quantity: 1 }];
    const order = orderRequest(shopper, items);
    const placed = await send(shop, 'POST', '/api/orders', { ...order, shippingAddress: { ...order.shippingAddress, ...toCanada } }, shopper.auth);
    expect(placed).toMatchObject({ status: 422, body: refusal });
    const orders = await send(shop, 'GET', '/api/orders', undefined, shopper.auth);
    expect(orders.body).toEqual([]);
  });

  it('names a country the shop cannot read as the shopper wrote it, and the field', async () => {
    const { status, body } = await shop.request('/api/shipping-methods?country=Narnia');
    expect(status).toBe(422);
    expect(body.error.message).toBe(ADDRESS_MESSAGES.unknownCountry('Narnia'));
    expect(body.error.issues).toEqual([{ path: 'country', message: ADDRESS_MESSAGES.unknownCountry('Narnia') }]);
  });
});

describe('a zone the owner adds', () => {
  it('offers its methods to the address’s country, with free shipping above the threshold', async () => {
    const zone = await addZone(owner);
    const { status, body } = await shop.request('/api/shipping-methods?country=Canada&state=Ontario');
    expect(status).toBe(200);
    expect(body).toEqual([
      { id: zone.methodIds[0], name: 'Canada Post', deliveryText: '4 to 8 days', price: 14.5, freeAbove: 300 },
      { id: zone.methodIds[1], name: 'Courier', deliveryText: '2 to 3 days', price: 29, freeAbove: null },
    ]);

    const below = await quoteFor(1, { country: 'Canada', state: 'Ontario' });
    if (piece.pricesMinor[0]! < 30_000) expect(below.body).toMatchObject({ shipping: 14.5, shippingMethod: { name: 'Canada Post', freeAbove: 300 } });
    const above = await quoteFor(countReaching(30_000), { country: 'Canada', state: 'Ontario' });
    expect(above.body).toMatchObject({ shipping: 0, shippingMethod: { name: 'Canada Post' } });
    expect(above.body.total).toBe(above.body.subtotal);
    // The courier has no threshold: it is charged whatever the goods.
    expect((await quoteFor(countReaching(30_000), { country: 'CA', shippingMethodId: zone.methodIds[1] })).body.shipping).toBe(29);
    await deleteZone(zone.id);
  });

  it('places an order to Canada with free shipping, stored as charged', async () => {
    const zone = await addZone(owner);
    const shopper = await registerShopper(shop);
    const items = [{ variantId: piece.variantId, metal: piece.metals[0], quantity: countReaching(30_000) }];
    const order = orderRequest(shopper, items, { shippingMethodId: zone.methodIds[0] });
    const placed = await send(shop, 'POST', '/api/orders', { ...order, shippingAddress: { ...order.shippingAddress, ...toCanada } }, shopper.auth);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({ shipping: 0, shippingMethod: { name: 'Canada Post', price: 0 } });

    // Deleting the zone leaves the order as it was charged.
    await deleteZone(zone.id);
    const read = await send(shop, 'GET', `/api/orders/${placed.body.id}`, undefined, shopper.auth);
    expect(read).toMatchObject({ status: 200, body: { shipping: 0, shippingMethod: { name: 'Canada Post', deliveryText: '4 to 8 days' } } });
    expect(await shop.request('/api/shipping-methods?country=Canada')).toMatchObject({ status: 422 });
  });

  it('refuses a method of another zone, naming the address’s country', async () => {
    const zone = await addZone(owner);
    const express = (await shop.request('/api/shipping-methods')).body[0];
    expect(await quoteFor(1, { country: 'Canada', shippingMethodId: express.id })).toMatchObject({
      status: 400,
      body: { error: { message: SHIPPING_MESSAGES.methodNotForAddress('Express', 'Canada') } },
    });
    const shopper = await registerShopper(shop);
    const order = orderRequest(shopper, [{ variantId: piece.variantId, metal: piece.metals[0], quantity: 1 }], { shippingMethodId: zone.methodIds[0] });
    const placed = await send(shop, 'POST', '/api/orders', order, shopper.auth);
    expect(placed).toMatchObject({ status: 400, body: { error: { message: SHIPPING_MESSAGES.methodNotForAddress('Canada Post', 'United Kingdom') } } });
    await deleteZone(zone.id);
  });

  it('ships a state to the zone that lists it, and the rest of its country to the zone of the whole country', async () => {
    const zone = await addZone(owner, { name: 'Alaska and Hawaii', regions: [{ country: 'US', states: ['Alaska', 'Hawaii'] }] }, [
      { name: 'Island post', price: 39, minDays: 5, maxDays: 9 },
    ]);
    const names = async (query: string) => (await shop.request(`/api/shipping-methods?${query}`)).body.map((method: { name: string }) => method.name);
    expect(await names('country=United%20States&state=alaska')).toEqual(['Island post']);
    expect(await names('country=United%20States&state=Texas')).toEqual(['Express', 'Regular']);
    await deleteZone(zone.id);
  });
});

describe('changing zones', () => {
  it('is open to staff as well as the owner, and to nobody else', async () => {
    const zone = await addZone(staff, canadaZone, []);
    const shopper = await registerShopper(shop);
    expect((await send(shop, 'GET', BASE, undefined, shopper.auth)).status).toBe(403);
    expect((await send(shop, 'POST', `${BASE}/zones`, canadaZone, shopper.auth)).status).toBe(403);
    expect((await send(shop, 'DELETE', `${BASE}/zones/${zone.id}`, undefined, shopper.auth)).status).toBe(403);
    expect((await send(shop, 'POST', `${BASE}/zones`, canadaZone)).status).toBe(401);
    expect((await send(shop, 'DELETE', `${BASE}/zones/${zone.id}`, undefined, staff)).status).toBe(204);
  });

  it('refuses a country already in another zone, an unknown country and bad methods, with messages', async () => {
    expect(await send(shop, 'POST', `${BASE}/zones`, { name: 'Home', regions: [{ country: 'United Kingdom' }] }, owner)).toMatchObject({
      status: 409,
      body: { error: { message: SHIPPING_MESSAGES.countryTaken('United Kingdom', 'Everywhere we ship') } },
    });
    const unknown = await send(shop, 'POST', `${BASE}/zones`, { name: 'Far', regions: [{ country: 'Narnia' }] }, owner);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(ADDRESS_MESSAGES.unknownCountry('Narnia'));
    expect((await send(shop, 'POST', `${BASE}/zones`, { name: '', regions: [] }, owner)).status).toBe(400);
    const zone = await addZone(owner, canadaZone, []);
    const methods = `${BASE}/zones/${zone.id}/methods`;
    const days = await send(shop, 'POST', methods, { name: 'Slow', price: 5, minDays: 6, maxDays: 2 }, owner);
    expect(days.status).toBe(400);
    expect(days.body.error.message).toBe(SHIPPING_MESSAGES.daysOrder);
    expect((await send(shop, 'POST', methods, { name: 'Cheap', price: -1, minDays: 1, maxDays: 2 }, owner)).status).toBe(400);
    expect((await send(shop, 'POST', methods, { name: 'Zero', price: 5, freeAbove: 0, minDays: 1, maxDays: 2 }, owner)).status).toBe(400);
    expect((await send(shop, 'POST', `${BASE}/zones/999999/methods`, canadaMethods[0], owner)).status).toBe(404);
    expect((await send(shop, 'PUT', `${BASE}/methods/999999`, canadaMethods[0], owner)).status).toBe(404);
    await deleteZone(zone.id);
  });

  it('records every change in the audit log, with who, before and after', async () => {
    const zone = await addZone(staff, canadaZone, [canadaMethods[0]]);
    const [methodId] = zone.methodIds;
    expect((await send(shop, 'PUT', `${BASE}/zones/${zone.id}`, { name: 'North', regions: [{ country: 'CA' }] }, owner)).status).toBe(200);
    expect((await send(shop, 'PUT', `${BASE}/methods/${methodId}`, { ...canadaMethods[0], price: 12 }, owner)).status).toBe(200);
    expect((await send(shop, 'DELETE', `${BASE}/methods/${methodId}`, undefined, owner)).status).toBe(204);
    await deleteZone(zone.id);

    const zoneEntries = await auditOf('shipping_zone', zone.id);
    expect(zoneEntries.map((entry) => entry.action).sort()).toEqual(['shipping_zone.create', 'shipping_zone.delete', 'shipping_zone.update']);
    const renamed = zoneEntries.find((entry) => entry.action === 'shipping_zone.update')!;
    expect(renamed).toMatchObject({ before: { name: 'Canada' }, after: { name: 'North' } });
    expect(zoneEntries.find((entry) => entry.action === 'shipping_zone.create')!.actorEmail).toMatch(/^staff-/);

    const methodEntries = await auditOf('shipping_method', methodId!);
    expect(methodEntries.map((entry) => entry.action).sort()).toEqual(['shipping_method.create', 'shipping_method.delete', 'shipping_method.update']);
    expect(methodEntries.find((entry) => entry.action === 'shipping_method.update')).toMatchObject({
      before: { priceMinor: 1450 },
      after: { priceMinor: 1200 },
    });
  });

  it('is followed at once: the next request sees the change, and pages kept for the catalogue version before are not sent', async () => {
    const version = async () =>
      (await shop.database.pool.query<{ value: string }>(`SELECT value FROM installation_facts WHERE key = 'catalog_version'`)).rows[0]!.value;
    const zone = await addZone(owner, canadaZone, [canadaMethods[0]]);
    expect((await shop.request('/api/shipping-methods?country=CA')).body[0].price).toBe(14.5);
    const before = await version();
    await send(shop, 'PUT', `${BASE}/methods/${zone.methodIds[0]}`, { ...canadaMethods[0], price: 11 }, owner);
    expect((await shop.request('/api/shipping-methods?country=CA')).body[0].price).toBe(11);
    // Product pages show the home zone's methods: the page cache keys them by this version.
    expect(Number(await version())).toBeGreaterThan(Number(before));
    await deleteZone(zone.id);
  });
});

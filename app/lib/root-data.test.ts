import { describe, expect, it } from 'vitest';
import { NO_PRICE_VIEW } from '../../domain/price-view';
import { rootData, rootShop, UNKNOWN_RETURNS, type RootData } from './root-data';

const root: RootData = {
  shop: {
    name: 'Lumen & Loom',
    currency: 'EUR',
    origin: 'https://shop.example',
    payments: { methods: ['bank_transfer'], daysToPay: 7 },
    returns: UNKNOWN_RETURNS,
  },
  user: { id: 7, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', emailVerified: true, role: 'customer' },
  shipTo: { country: 'DE', countries: [{ code: 'DE', name: 'Germany' }], view: NO_PRICE_VIEW },
  sizeSystem: { system: 'EU', chosen: false },
};

describe('rootData and rootShop', () => {
  it("read the root route's loader data among a meta function's matches", () => {
    const matches = [
      { id: 'root', loaderData: root },
      { id: 'routes/login', loaderData: null },
    ];
    expect(rootData(matches)).toEqual(root);
    expect(rootShop(matches)).toEqual(root.shop);
  });

  it('have no data, and a stand-in shop, when the root loader failed', () => {
    const matches = [{ id: 'root', loaderData: undefined }, undefined];
    expect(rootData(matches)).toBeUndefined();
    expect(rootShop(matches)).toEqual({
      name: 'Jewellery',
      currency: 'USD',
      origin: 'http://localhost',
      payments: { methods: [], daysToPay: 0 },
      returns: UNKNOWN_RETURNS,
    });
  });
});

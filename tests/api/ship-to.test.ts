/**
 * Prices as each shopper's country shows them, through the JSON API (issue 32, decision record
 * 036): `shipTo=DE` with German VAT shown included answers 1.19 × the typed (net) price, its price
 * filter and range in those prices; `shipTo=US` (Oregon's tax added at checkout) and no `shipTo`
 * (the home country, US) answer the typed prices; a rate's change is seen at the next request.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListingAnswer, VariantAnswer } from '../../domain/contract/catalog.ts';
import { priceViewOf, typedAtLeast, typedAtMost } from '../../domain/price-view.ts';
import { SHIP_TO_MESSAGES } from '../../domain/ship-to.ts';
import { send } from '../support/shopper.ts';
import { signedInOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const TAXES = '/api/admin/settings/taxes';
let owner: Record<string, string>;
let vatId: number;

const cents = (amount: number) => Math.round(amount * 100);
const lowest = (variant: VariantAnswer) => Math.min(...variant.price.map(cents));
const withVat = (typedCents: number) => Math.round((typedCents * 11_900) / 10_000);
const VAT_19 = priceViewOf({
  rates: [{ name: 'VAT', rateBasisPoints: 1900, taxShipping: false, included: true }],
  homeRates: [],
  settings: { pricesIncludeTax: false, keepGross: true },
});

/** Every product of a listing, page by page. */
async function everyProduct(search: string): Promise<ListingAnswer['items']> {
  const items: ListingAnswer['items'] = [];
  for (let page = 1; ; page++) {
    const { status, body } = await shop.request(`/api/listing?${search}&pageSize=60&page=${page}`);
    expect(status).toBe(200);
    items.push(...(body as ListingAnswer).items);
    if (page >= (body as ListingAnswer).pageCount) return items;
  }
}

const pricesById = (items: ListingAnswer['items']) => new Map(items.map((item) => [item.id, item.ProductVariants[0]!.price.map(cents)]));

beforeAll(async () => {
  owner = (await signedInOwner(shop, 'garnet-and-gold-77')).auth;
  expect((await send(shop, 'PUT', TAXES, { pricesIncludeTax: false, homeCountry: 'US' }, owner)).status).toBe(200);
  const vat = await send(shop, 'POST', `${TAXES}/rates`, { country: 'DE', name: 'VAT', rate: 19 }, owner);
  expect(vat.status).toBe(201);
  vatId = vat.body.id;
  const oregon = await send(shop, 'POST', `${TAXES}/rates`, { country: 'US', state: 'OR', name: 'Sales tax', rate: 7.25 }, owner);
  expect(oregon.status).toBe(201);
});

describe('prices by the shopper’s country (shipTo)', () => {
  it('answers 1.19 × the typed price for Germany, the typed price for the United States and by default', async () => {
    const typed = pricesById(await everyProduct('sort=featured'));
    const german = pricesById(await everyProduct('sort=featured&shipTo=DE'));
    const american = pricesById(await everyProduct('sort=featured&shipTo=us'));
    expect(typed.size).toBeGreaterThan(10);
    for (const [id, prices] of typed) {
      expect(german.get(id)).toEqual(prices.map(withVat));
      expect(american.get(id)).toEqual(prices);
    }
    const [id, prices] = [...typed][0]!;
    const product = await shop.request(`/api/products/${id}?shipTo=DE`);
    expect(product.status).toBe(200);
    expect(product.body.ProductVariants[0].price.map(cents)).toEqual(prices.map(withVat));
    expect((await shop.request(`/api/products/${id}`)).body.ProductVariants[0].price.map(cents)).toEqual(prices);
  });

  it('filters and ranges by the price shown in Germany', async () => {
    const all = (await everyProduct('sort=price-asc&shipTo=DE')).map((item) => lowest(item.ProductVariants[0]!));
    const min = Math.floor(all[Math.floor(all.length / 4)]! / 100);
    const max = Math.floor(all[Math.floor((all.length * 3) / 4)]! / 100);
    const german = await everyProduct(`sort=price-asc&shipTo=DE&minPrice=${min}&maxPrice=${max}`);
    for (const item of german) expect(lowest(item.ProductVariants[0]!)).toBeGreaterThanOrEqual(min * 100);
    for (const item of german) expect(lowest(item.ProductVariants[0]!)).toBeLessThanOrEqual(max * 100);
    // The same pieces as typed prices between the typed bounds those German prices come from.
    const typedBounds = `minPrice=${typedAtLeast(min * 100, VAT_19) / 100}&maxPrice=${typedAtMost(max * 100, VAT_19) / 100}`;
    const typed = await everyProduct(`sort=price-asc&${typedBounds}`);
    expect(german.map((item) => item.id)).toEqual(typed.map((item) => item.id));
    // …and not those between the German bounds read as typed prices.
    const asTyped = await everyProduct(`sort=price-asc&minPrice=${min}&maxPrice=${max}`);
    expect(asTyped.map((item) => item.id)).not.toEqual(german.map((item) => item.id));

    const range = (await shop.request('/api/listing?shipTo=DE')).body.priceRange;
    const typedRange = (await shop.request('/api/listing')).body.priceRange;
    expect({ min: cents(range.min), max: cents(range.max) }).toEqual({ min: withVat(cents(typedRange.min)), max: withVat(cents(typedRange.max)) });
  });

  it('follows a change of rate at the next request', async () => {
    const before = (await shop.request('/api/listing?sort=price-asc&shipTo=DE&pageSize=1')).body.items[0].ProductVariants[0];
    const typed = (await shop.request('/api/listing?sort=price-asc&pageSize=1')).body.items[0].ProductVariants[0];
    expect(lowest(before)).toBe(withVat(lowest(typed)));
    expect((await send(shop, 'PUT', `${TAXES}/rates/${vatId}`, { country: 'DE', name: 'VAT', rate: 7 }, owner)).status).toBe(200);
    const after = (await shop.request('/api/listing?sort=price-asc&shipTo=DE&pageSize=1')).body.items[0].ProductVariants[0];
    expect(lowest(after)).toBe(Math.round((lowest(typed) * 10_700) / 10_000));
    await send(shop, 'PUT', `${TAXES}/rates/${vatId}`, { country: 'DE', name: 'VAT', rate: 19 }, owner);
  });

  it('refuses a shipTo that is no country code with a 400 naming it', async () => {
    for (const path of ['/api/listing?shipTo=Deutschland', '/api/products?shipTo=XX', '/api/products/1?shipTo=germany']) {
      const { status, body } = await shop.request(path);
      expect(status).toBe(400);
      expect(body.error.issues).toEqual([expect.objectContaining({ path: 'shipTo', message: SHIP_TO_MESSAGES.unknownCode })]);
    }
  });
});

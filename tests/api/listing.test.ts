import { beforeAll, describe, expect, it } from 'vitest';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();

type V = {
  id: number;
  price: number[];
  metal: string[];
  gemstone: string;
  categories: string[];
  subCategories: string[];
  themes: string[];
  purposes: string[];
  festivals: string[];
  title: string;
};
type P = { id: number; ProductVariants: V[] };
const all: P[] = [];

/** The spec's rule, written out plainly to check the SQL against. */
function expected(filters: Partial<Record<'categories' | 'themes' | 'purposes' | 'festivals' | 'metal', string[]>> & { min?: number; max?: number }) {
  return all.filter((product) =>
    product.ProductVariants.some((v) => {
      for (const [field, wanted] of Object.entries(filters)) {
        if (field === 'min' || field === 'max' || !Array.isArray(wanted) || wanted.length === 0) continue;
        const values = v[field as keyof V] as string[];
        if (!wanted.some((w) => values.includes(w))) return false;
      }
      const lowest = Math.min(...v.price);
      return (filters.min === undefined || lowest >= filters.min) && (filters.max === undefined || lowest <= filters.max);
    }),
  );
}

beforeAll(async () => {
  for (let page = 1; ; page++) {
    const { body, headers } = await shop.request(`/api/products?page=${page}&pageSize=60`);
    all.push(...body);
    if (page >= Number(headers.get('X-Page-Count'))) break;
  }
});

describe('GET /api/listing', () => {
  it('answers 6 products a page with total, page count and facets', async () => {
    const { status, body } = await shop.request('/api/listing');
    expect(status).toBe(200);
    expect(body.items).toHaveLength(6);
    expect(body.total).toBe(all.length);
    expect(body.pageCount).toBe(Math.ceil(all.length / 6));
    expect(body.page).toBe(1);
    expect(Object.keys(body.facets)).toEqual(['category', 'subCategory', 'theme', 'metal', 'purpose', 'festival', 'gemstone']);
    expect(body.facets.theme).toHaveLength(9);
    expect(body.currency).toBe('USD');
  });

  it('ORs values within a group and ANDs groups', async () => {
    const one = await shop.request('/api/listing?theme=Floral');
    const two = await shop.request('/api/listing?theme=Floral&theme=Ocean');
    expect(one.body.total).toBe(expected({ themes: ['Floral'] }).length);
    expect(two.body.total).toBe(expected({ themes: ['Floral', 'Ocean'] }).length);
    expect(two.body.total).toBeGreaterThan(one.body.total);

    const both = await shop.request('/api/listing?theme=Floral&theme=Ocean&category=Rings&purpose=Birthday&purpose=Anniversary');
    expect(both.body.total).toBe(expected({ themes: ['Floral', 'Ocean'], categories: ['Rings'], purposes: ['Birthday', 'Anniversary'] }).length);
    for (const product of both.body.items) {
      const v = product.ProductVariants[0];
      expect(v.categories).toContain('Rings');
      expect(v.themes.some((t: string) => ['Floral', 'Ocean'].includes(t))).toBe(true);
    }
  });

  it('tests the price range on the variant’s lowest price', async () => {
    const { body } = await shop.request('/api/listing?minPrice=100&maxPrice=200&pageSize=60');
    expect(body.total).toBe(expected({ min: 100, max: 200 }).length);
    for (const product of body.items) {
      const lowest = Math.min(...product.ProductVariants[0].price);
      expect(lowest).toBeGreaterThanOrEqual(100);
      expect(lowest).toBeLessThanOrEqual(200);
    }
  });

  it('counts each facet value as if it were added to the other groups’ filters', async () => {
    const { body } = await shop.request('/api/listing?category=Rings&theme=Love');
    for (const facet of body.facets.theme.filter((f: any) => f.count > 0).slice(0, 3)) {
      const check = await shop.request(`/api/listing?category=Rings&theme=${encodeURIComponent(facet.name)}`);
      expect(check.body.total, facet.name).toBe(facet.count);
    }
    const rings = body.facets.category.find((f: any) => f.name === 'Rings');
    expect(rings.count).toBe(body.total);
  });

  it('accepts names in any case and slugs, and the menus’ parameters', async () => {
    const byName = await shop.request('/api/listing?festival=Valentine%27s%20Day');
    const bySlug = await shop.request('/api/listing?festival=valentines-day');
    expect(byName.body.total).toBeGreaterThan(0);
    expect(bySlug.body.total).toBe(byName.body.total);
    const type = await shop.request('/api/listing?type=solitaire');
    expect(type.status).toBe(200);
    for (const product of type.body.items) expect(product.ProductVariants[0].subCategories).toContain('Solitaire');
  });

  it('pages through every product once', async () => {
    const seen = new Set<number>();
    const first = await shop.request('/api/listing?sort=price-asc');
    for (let page = 1; page <= first.body.pageCount; page++) {
      const { body } = await shop.request(`/api/listing?sort=price-asc&page=${page}`);
      for (const product of body.items) seen.add(product.id);
    }
    expect(seen.size).toBe(all.length);
    const beyond = await shop.request(`/api/listing?page=${first.body.pageCount + 5}`);
    expect(beyond.status).toBe(200);
    expect(beyond.body.items).toEqual([]);
    expect(beyond.body.total).toBe(all.length);
  });

  it('sorts by price', async () => {
    const { body } = await shop.request('/api/listing?sort=price-desc&pageSize=20');
    const lowest = body.items.map((p: any) => Math.min(...p.ProductVariants[0].price));
    expect(lowest).toEqual([...lowest].sort((a, b) => b - a));
  });
});

describe('search', () => {
  it('matches title, category, theme, gemstone and metal words', async () => {
    for (const [q, check] of [
      ['necklace', (v: V) => /necklace/i.test(v.title) || v.categories.includes('Necklaces')],
      ['sapphire', (v: V) => v.gemstone === 'Sapphire' || /sapphire/i.test(v.title)],
      ['celestial', (v: V) => v.themes.includes('Celestial') || /celestial/i.test(v.title)],
      ['rose gold', (v: V) => v.metal.includes('Rose Gold')],
    ] as const) {
      const { body } = await shop.request(`/api/listing?q=${encodeURIComponent(q)}`);
      expect(body.total, q).toBeGreaterThan(0);
      for (const product of body.items) expect(check(product.ProductVariants[0]), `${q}: ${product.ProductVariants[0].title}`).toBe(true);
    }
  });

  it('forgives typos', async () => {
    const neck = await shop.request('/api/listing?q=neckalce');
    expect(neck.body.total).toBeGreaterThan(0);
    expect(neck.body.items[0].ProductVariants[0].categories).toContain('Necklaces');
    const sapphire = await shop.request('/api/listing?q=saphire');
    expect(sapphire.body.total).toBeGreaterThan(0);
    expect(sapphire.body.items[0].ProductVariants[0].gemstone).toBe('Sapphire');
  });

  it('ranks title matches first', async () => {
    const { body } = await shop.request('/api/listing?q=hoops');
    expect(body.items[0].ProductVariants[0].title).toMatch(/hoops/i);
  });

  it('answers an empty page for text nothing matches, and survives punctuation', async () => {
    expect((await shop.request('/api/listing?q=zzzzqqq')).body.total).toBe(0);
    for (const q of ["ring's & (ruby) | !", "'; DROP TABLE products; --", ':*', '   ']) {
      const { status } = await shop.request(`/api/listing?q=${encodeURIComponent(q)}`);
      expect(status, q).toBe(200);
    }
  });
});

describe('bad listing input answers 400 with a clear message', () => {
  it.each([
    ['page=abc', 'page must be a whole number'],
    ['page=0', 'page must be 1 or more'],
    ['page=1.5', 'page must be a whole number'],
    ['pageSize=500', 'pageSize must be at most 60'],
    ['page=1&page=2', 'page may be given only once'],
    ['theme=Steampunk', 'Unknown theme: Steampunk'],
    ['metal=Tin', 'Unknown metal: Tin'],
    ['minPrice=cheap', 'minPrice must be a number'],
    ['minPrice=300&maxPrice=100', 'minPrice must not be above maxPrice'],
    ['maxPrice=100000000', 'maxPrice must be at most 10000000'],
    ['minPrice=1e400', 'minPrice must be a number'],
    ['sort=random', 'sort must be one of featured, newest, price-asc, price-desc, rating, relevance'],
    [`q=${'a'.repeat(101)}`, 'The search text is at most 100 characters'],
  ])('%s', async (query, message) => {
    const { status, body } = await shop.request(`/api/listing?${query}`);
    expect(status).toBe(400);
    expect(body.error.message).toBe(message);
    expect(JSON.stringify(body)).not.toMatch(/at \w+ \(|node_modules/);
  });

  it('a malformed query string', async () => {
    for (const query of ['theme=%E0%A4%A', 'page=%', 'q=%ZZ', '%%%=1']) {
      const { status } = await shop.request(`/api/listing?${query}`);
      expect(status, query).toBeGreaterThanOrEqual(200);
      expect(status, query).toBeLessThan(500);
    }
  });
});

import { SHOP_API_ENDPOINTS } from '../../domain/contract/api.ts';
import { describe, expect, it } from 'vitest';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();

describe('GET /api/products', () => {
  it('answers products with their variants in the spec shape, real JSON arrays', async () => {
    const { status, body, headers } = await shop.request('/api/products');
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(Number(headers.get('X-Total-Count'))).toBeGreaterThanOrEqual(60);
    const product = body[0];
    expect(product).toEqual(expect.objectContaining({ id: expect.any(Number), ProductVariants: expect.any(Array) }));
    const variant = product.ProductVariants[0];
    expect(variant).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        productId: product.id,
        title: expect.any(String),
        description: expect.any(String),
        images: expect.arrayContaining([expect.stringMatching(/\.svg$/)]),
        price: expect.arrayContaining([expect.any(Number)]),
        metal: expect.arrayContaining([expect.any(String)]),
        sizes: expect.any(Array),
        gemstone: expect.any(String),
        categories: expect.arrayContaining([expect.any(String)]),
        subCategories: expect.any(Array),
        themes: expect.any(Array),
        purposes: expect.any(Array),
        festivals: expect.any(Array),
      }),
    );
    expect(variant.price).toHaveLength(variant.metal.length);
  });

  it('also answers with a trailing slash, and filters with the listing parameters', async () => {
    const { status, body } = await shop.request('/api/products/?category=Rings');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    for (const product of body) expect(product.ProductVariants[0].categories).toContain('Rings');
  });

  it('gives a compare-at price per metal only where there is one', async () => {
    const { body } = await shop.request('/api/products?pageSize=60');
    const variants = body.flatMap((p: any) => p.ProductVariants);
    const onSale = variants.filter((v: any) => v.compareAtPrice);
    expect(onSale.length).toBeGreaterThan(0);
    for (const v of onSale) {
      expect(v.compareAtPrice).toHaveLength(v.price.length);
      v.compareAtPrice.forEach((was: number | null, i: number) => was !== null && expect(was).toBeGreaterThan(v.price[i]));
    }
    expect(variants.some((v: any) => !('compareAtPrice' in v))).toBe(true);
  });
});

describe('GET /api/products/{id}', () => {
  it('answers one product with all its variants', async () => {
    const { body: list } = await shop.request('/api/products?pageSize=1');
    const { status, body } = await shop.request(`/api/products/${list[0].id}`);
    expect(status).toBe(200);
    expect(body.id).toBe(list[0].id);
    expect(body.ProductVariants.length).toBeGreaterThanOrEqual(1);
  });

  it('answers 404 for an unknown id and 400 for an id that is not a number', async () => {
    expect(await shop.request('/api/products/999999')).toMatchObject({ status: 404, body: { error: { code: 'not_found', message: 'Product not found' } } });
    expect(await shop.request('/api/products/ring')).toMatchObject({ status: 400, body: { error: { message: 'Product id must be a whole number' } } });
    expect((await shop.request('/api/products/99999999999999')).status).toBe(400);
  });
});

describe('GET /api/products/category/{category}', () => {
  it('answers the products of a category named in lower case', async () => {
    const { status, body } = await shop.request('/api/products/category/earrings');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(12);
    for (const product of body) expect(product.ProductVariants[0].categories).toContain('Earrings');
  });

  it('answers 400 for an unknown category', async () => {
    const { status, body } = await shop.request('/api/products/category/hats');
    expect(status).toBe(400);
    expect(body.error.message).toBe('Unknown category: hats');
  });
});

describe('look-up lists', () => {
  it('answers categories with id, category and image', async () => {
    const { status, body } = await shop.request('/api/category');
    expect(status).toBe(200);
    expect(body.map((c: any) => c.category)).toEqual(['Rings', 'Charms', 'Earrings', 'Bracelets', 'Necklaces', 'New Arrivals']);
    expect(body[0]).toEqual(expect.objectContaining({ id: expect.any(Number), _id: expect.any(Number), image: expect.stringMatching(/\.svg$/) }));
  });

  it('answers 9 themes with theme and image', async () => {
    const { body } = await shop.request('/api/theme');
    expect(body).toHaveLength(9);
    expect(body[0]).toEqual(expect.objectContaining({ theme: expect.any(String), image: expect.any(String) }));
  });

  it.each([
    ['/api/purpose', 'name', ['Engagement', 'Wedding', 'Birthday', 'Anniversary', 'Baby Shower', 'House Warming', 'Retirement', 'Divorce']],
    ['/api/festival', 'name', ['Christmas', 'Halloween', "Valentine's Day", "Mother's Day", 'Easter Day', 'Thanks Giving Day']],
  ])('%s lists every value', async (path, field, names) => {
    const { body } = await shop.request(path);
    expect(body.map((entry: any) => entry[field])).toEqual(names);
  });

  it('answers sizes, materials and gemstones with their fields', async () => {
    const sizes = (await shop.request('/api/size')).body;
    expect(sizes.map((s: any) => s.size)).toEqual(expect.arrayContaining(['54.4 mm', 'M', '18"']));
    const materials = (await shop.request('/api/material')).body;
    expect(materials.map((m: any) => m.name)).toEqual(expect.arrayContaining(['925 Sterling Silver', '14K Gold', '18K Gold', 'Rose Gold']));
    const gemstones = (await shop.request('/api/gemstone')).body;
    expect(gemstones.map((g: any) => g.gemstone)).toEqual(expect.arrayContaining(['Diamond', 'Ruby', 'Sapphire']));
    expect((await shop.request('/api/subcategory')).body.length).toBeGreaterThan(10);
  });

  it('answers the values of one category, with or without the slash', async () => {
    const rings = (await shop.request('/api/category')).body.find((c: any) => c.category === 'Rings');
    for (const path of ['/api/purpose', '/api/purpose/', '/api/subcategory/', '/api/theme/', '/api/gemstone']) {
      const { status, body } = await shop.request(`${path}?categoryId=${rings.id}`);
      expect(status, path).toBe(200);
      expect(body.length, path).toBeGreaterThan(0);
      for (const entry of body) expect(typeof entry.name).toBe('string');
    }
    const types = (await shop.request(`/api/subcategory/?categoryId=${rings.id}`)).body.map((t: any) => t.name);
    expect(types).toEqual(expect.arrayContaining(['Solitaire', 'Halo']));
    expect(types).not.toContain('Hoops');
    expect((await shop.request(`/api/purpose?categoryId=${rings.id}`)).body.map((p: any) => p.name)).toContain('Engagement');
  });

  it('refuses a category id that is unknown or not a number', async () => {
    expect(await shop.request('/api/purpose?categoryId=424242')).toMatchObject({ status: 404, body: { error: { message: 'Category not found' } } });
    expect(await shop.request('/api/theme/?categoryId=rings')).toMatchObject({
      status: 400,
      body: { error: { message: 'categoryId must be a whole number' } },
    });
  });
});

describe('GET /api/uploads/{file}', () => {
  it('serves a drawn image with its type and cache headers', async () => {
    const category = (await shop.request('/api/category')).body[0];
    const response = await shop.api.request(`/uploads/${category.image}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(response.headers.get('Cache-Control')).toContain('max-age');
    expect(await response.text()).toMatch(/^<svg/);
  });

  it('answers 404 for a missing file and 400 for a path that climbs out', async () => {
    expect((await shop.request('/api/uploads/nothing-here.svg')).status).toBe(404);
    // A name that is not a catalogue image is a shopper's photo: staff only, asked first.
    expect((await shop.request('/api/uploads/nothing-here.png')).status).toBe(401);
    expect((await shop.request('/api/uploads/..%2F..%2Fetc%2Fpasswd')).status).toBe(400);
  });
});

describe('health and contract', () => {
  it('answers ok when the database answers', async () => {
    expect(await shop.request('/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('publishes an OpenAPI document describing the catalogue', async () => {
    const { status, body } = await shop.request('/api/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    for (const path of [
      '/products',
      '/products/{id}',
      '/products/category/{category}',
      '/listing',
      '/category',
      '/theme',
      '/subcategory',
      '/purpose',
      '/festival',
      '/size',
      '/material',
      '/gemstone',
      '/uploads/{file}',
      '/health',
    ]) {
      expect(body.paths, path).toHaveProperty([path]);
    }
    const parameters = body.paths['/listing'].get.parameters.map((p: any) => p.name);
    expect(parameters).toEqual(
      expect.arrayContaining([
        'category',
        'type',
        'theme',
        'metal',
        'purpose',
        'festival',
        'gemstone',
        'q',
        'minPrice',
        'maxPrice',
        'sort',
        'page',
        'pageSize',
      ]),
    );
  });

  it('serves every endpoint of the browser’s contract, answering with the contract’s schemas', async () => {
    const { body } = await shop.request('/api/openapi.json');
    for (const endpoint of SHOP_API_ENDPOINTS) {
      const [method, path] = endpoint.split(' ') as [string, string];
      const operation = body.paths[path.replace(/^\/api/, '')]?.[method.toLowerCase()];
      expect(operation, endpoint).toBeDefined();
      expect(
        Object.keys(operation.responses).some((status) => status.startsWith('2')),
        endpoint,
      ).toBe(true);
    }
    expect(body.components.schemas).toHaveProperty(['PricedLine']);
    expect(body.components.schemas.Cart.properties.lines.items).toEqual({ $ref: '#/components/schemas/PricedLine' });
    expect(body.components.schemas.Quote.properties.items.items).toEqual({ $ref: '#/components/schemas/PricedLine' });
  });

  it('answers an unknown endpoint with a JSON 404', async () => {
    expect(await shop.request('/api/nothing')).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
  });
});

import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { listAdminProducts } from '../../server/services/catalogue/index.ts';
import { sitemapProducts } from '../../server/services/content/index.ts';
import { createOwner, joinStaff } from '../support/staff.ts';
import { registerShopper, send, uniqueEmail } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();

const OWNER_PASSWORD = 'garnet-and-gold-77';
let owner: Record<string, string>;
let staff: Record<string, string>;

async function logIn(email: string, password: string) {
  const answer = await send(shop, 'POST', '/api/authenticate', { email, password });
  if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  return { Authorization: `Bearer ${answer.body.jwtToken}` };
}

beforeAll(async () => {
  const ownerEmail = uniqueEmail('owner');
  await createOwner(shop.database.db, { email: ownerEmail, password: OWNER_PASSWORD });
  owner = await logIn(ownerEmail, OWNER_PASSWORD);
  // Staff (not the owner) run the catalogue.
  staff = await joinStaff(shop, owner, { email: uniqueEmail('staff') });
});

/** A word no sample product has, so a search finds only the product of one test. */
const uniqueWord = () =>
  `Zeph${randomBytes(3)
    .toString('hex')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

/**
 * Drawn images the sample catalogue shows: a product may show any of them (or an upload of the
 * back office), never a file the shop does not show already (decision record 023).
 */
const DRAWN = {
  ruby0: 'aurora-halo-engagement-ring-diamond-0.svg',
  ruby1: 'aurora-halo-engagement-ring-diamond-1.svg',
  sapphire0: 'aurora-halo-engagement-ring-sapphire-0.svg',
};

/** A variant as a request body holds it. */
type VariantBody = Record<string, unknown>;

/** A product with two variants: a ruby one made to order, a sapphire one ready to ship. */
function ringInput(word: string, overrides: Record<string, unknown> = {}) {
  const shared = {
    title: `${word} Halo Ring`,
    description: 'A halo of small stones around a centre stone.',
    metal: ['925 Sterling Silver', '14K Gold'],
    sizes: ['51.9 mm', '54.4 mm'],
    categories: ['Rings'],
    subCategories: ['Halo'],
    themes: ['Floral'],
    purposes: ['Wedding'],
    festivals: [],
  };
  return {
    status: 'published',
    showRating: true,
    ProductVariants: <VariantBody[]>[
      {
        ...shared,
        images: [DRAWN.ruby0, DRAWN.ruby1],
        price: [120, 480],
        compareAtPrice: [150, null],
        gemstone: 'Ruby',
        madeToOrder: true,
        leadTimeDays: { min: 12, max: 25 },
      },
      {
        ...shared,
        images: [DRAWN.sapphire0],
        price: [130, 490.5],
        gemstone: 'Sapphire',
        madeToOrder: false,
        stock: [
          { metal: '925 Sterling Silver', size: '51.9 mm', quantity: 3 },
          { metal: '925 Sterling Silver', size: '54.4 mm', quantity: 0 },
          { metal: '14K Gold', size: '51.9 mm', quantity: 8 },
        ],
      },
    ],
    ...overrides,
  };
}

const create = (body: unknown, as = owner) => send(shop, 'POST', '/api/admin/products', body, as);
const replace = (id: number, body: unknown, as = owner) => send(shop, 'PUT', `/api/admin/products/${id}`, body, as);
const adminGet = (id: number) => shop.request(`/api/admin/products/${id}`, { headers: owner });

async function counts() {
  const { rows } = await shop.database.pool.query(
    `SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM product_variants)::int AS variants,
            (SELECT count(*) FROM audit_events WHERE entity = 'product')::int AS audits, (SELECT value FROM installation_facts WHERE key = 'catalog_version') AS version`,
  );
  return rows[0] as { products: number; variants: number; audits: number; version: string };
}

async function listingIds(q: string): Promise<number[]> {
  const { status, body } = await shop.request(`/api/listing?q=${encodeURIComponent(q)}`);
  expect(status).toBe(200);
  return body.items.map((item: { id: number }) => item.id);
}

describe('creating a product', () => {
  it('stores two variants, one made to order and one ready to ship, and answers them as GET reads them', async () => {
    const word = uniqueWord();
    const created = await create(ringInput(word), staff);
    expect(created.status).toBe(201);
    const product = created.body;
    expect(product).toMatchObject({ status: 'published', slug: `${word.toLowerCase()}-halo-ring`, currency: 'USD', showRating: true });
    const [ruby, sapphire] = product.ProductVariants;
    expect(ruby).toMatchObject({
      productId: product.id,
      title: `${word} Halo Ring`,
      price: [120, 480],
      compareAtPrice: [150, null],
      metal: ['925 Sterling Silver', '14K Gold'],
      sizes: ['51.9 mm', '54.4 mm'],
      gemstone: 'Ruby',
      categories: ['Rings'],
      subCategories: ['Halo'],
      themes: ['Floral'],
      purposes: ['Wedding'],
      festivals: [],
      images: [DRAWN.ruby0, DRAWN.ruby1],
      imageWidths: [[], []],
      madeToOrder: true,
      leadTimeDays: { min: 12, max: 25 },
    });
    expect(ruby).not.toHaveProperty('stock');
    expect(sapphire).toMatchObject({
      gemstone: 'Sapphire',
      price: [130, 490.5],
      madeToOrder: false,
      stock: [
        { metal: '925 Sterling Silver', size: '51.9 mm', quantity: 3 },
        { metal: '925 Sterling Silver', size: '54.4 mm', quantity: 0 },
        { metal: '14K Gold', size: '51.9 mm', quantity: 8 },
      ],
    });
    expect(sapphire).not.toHaveProperty('compareAtPrice');
    // Prices are kept in minor units.
    const { rows } = await shop.database.pool.query('SELECT price_minor FROM variant_prices WHERE variant_id = $1 ORDER BY position', [sapphire.id]);
    expect(rows.map((row) => row.price_minor)).toEqual([13000, 49050]);

    expect(await adminGet(product.id)).toMatchObject({ status: 200, body: product });
    const { body: publicAnswer } = await shop.request(`/api/products/${product.id}`);
    // The back office's own fields: its status, SEO words and metal-rate pricing inputs (none here).
    expect(product.pricing).toEqual([]);
    const { status: _status, seoTitle: _title, seoDescription: _description, pricing: _pricing, ...withoutStatus } = product;
    expect(publicAnswer).toEqual(withoutStatus);
    // The storefront's listing (and its cache) has it at once, and the sitemap too.
    expect(await listingIds(word)).toEqual([product.id]);
    expect((await sitemapProducts(shop.database.db, product.id, 1)).map(({ id, variantId }) => ({ id, variantId }))).toEqual([
      { id: product.id, variantId: ruby.id },
    ]);
  });

  it('keeps a draft out of the storefront: listing, product answer and sitemap', async () => {
    const word = uniqueWord();
    const { status, body: draft } = await create(ringInput(word, { status: 'draft' }));
    expect(status).toBe(201);
    expect(draft.status).toBe('draft');
    expect((await adminGet(draft.id)).body.status).toBe('draft');
    expect(await shop.request(`/api/products/${draft.id}`)).toMatchObject({ status: 404, body: { message: 'Product not found' } });
    expect(await listingIds(word)).toEqual([]);
    expect((await sitemapProducts(shop.database.db, draft.id, 1)).map((entry) => entry.id)).not.toContain(draft.id);

    // Publishing it shows it at once.
    const published = await replace(draft.id, { ...ringInput(word), status: 'published' });
    expect(published.status).toBe(200);
    expect(await listingIds(word)).toEqual([draft.id]);
    expect((await shop.request(`/api/products/${draft.id}`)).status).toBe(200);
  });

  it('makes the slug from the title, numbered when taken; a slug given that another product has is a 409', async () => {
    const word = uniqueWord();
    const first = await create(ringInput(word));
    const second = await create(ringInput(word));
    expect(first.body.slug).toBe(`${word.toLowerCase()}-halo-ring`);
    expect(second.body.slug).toBe(`${word.toLowerCase()}-halo-ring-2`);

    const before = await counts();
    const taken = await create(ringInput(uniqueWord(), { slug: first.body.slug }));
    expect(taken).toMatchObject({ status: 409, body: { error: { code: 'conflict', message: `Another product already has the slug ${first.body.slug}` } } });
    expect(await counts()).toEqual(before);

    const stolen = await replace(second.body.id, ringInput(word, { slug: first.body.slug }));
    expect(stolen.status).toBe(409);
    expect((await adminGet(second.body.id)).body.slug).toBe(`${word.toLowerCase()}-halo-ring-2`);
    // A product may keep its own slug, and a replacement without one keeps it.
    expect((await replace(first.body.id, ringInput(word, { slug: first.body.slug }))).status).toBe(200);
    expect((await replace(second.body.id, ringInput('Another'))).body.slug).toBe(`${word.toLowerCase()}-halo-ring-2`);
    expect(await counts()).toMatchObject({ products: before.products });
  });

  it('gives an uploaded image the widths of its renditions, and a drawn one none', async () => {
    const upload = `${randomBytes(4).toString('hex')}-0000-4000-8000-000000000000.webp`;
    await shop.database.pool.query('INSERT INTO uploaded_images (file, widths, width, height, bytes) VALUES ($1, $2, 1600, 1600, 1000)', [
      upload,
      [320, 640, 960],
    ]);
    const input = ringInput(uniqueWord());
    input.ProductVariants[0]!.images = [upload, DRAWN.ruby0];
    const { status, body } = await create(input);
    expect(status).toBe(201);
    expect(body.ProductVariants[0]).toMatchObject({ images: [upload, DRAWN.ruby0], imageWidths: [[320, 640, 960], []] });
  });

  it('takes a product of twenty variants with long descriptions (more than the API’s usual 64 KiB)', async () => {
    const word = uniqueWord();
    const variant = ringInput(word).ProductVariants[1]!;
    const big = ringInput(word, {
      ProductVariants: Array.from({ length: 20 }, (_, index) => ({ ...variant, description: `${index} ${'Hand-finished. '.repeat(300)}` })),
    });
    expect(JSON.stringify(big).length).toBeGreaterThan(64 * 1024);
    const { status, body } = await create(big);
    expect(status).toBe(201);
    expect(body.ProductVariants).toHaveLength(20);
    const tooBig = await create({ ...big, padding: 'x'.repeat(1024 * 1024) });
    expect(tooBig).toMatchObject({ status: 413, body: { error: { code: 'payload_too_large' } } });
  });
});

describe('replacing a product', () => {
  it('changes a price that the product answer and the listing show at once, keeping variant and shelf ids', async () => {
    const word = uniqueWord();
    const { body: product } = await create(ringInput(word));
    const [ruby, sapphire] = product.ProductVariants;
    expect((await shop.request(`/api/listing?q=${word}`)).body.items[0].ProductVariants[0].price).toEqual([120, 480]);
    const shelves = async () =>
      (await shop.database.pool.query('SELECT id, metal_id, size_id, quantity FROM variant_stock WHERE variant_id = $1 ORDER BY id', [sapphire.id])).rows;
    const shelvesBefore = await shelves();

    // The admin answer, edited and sent back as it is: a new price, one shelf restocked, one gone.
    const edited = {
      ...(await adminGet(product.id)).body,
      ProductVariants: [
        { ...ruby, price: [99.5, 480] },
        {
          ...sapphire,
          stock: [
            { metal: '925 Sterling Silver', size: '51.9 mm', quantity: 10 },
            { metal: '14K Gold', size: '51.9 mm', quantity: 8 },
          ],
        },
      ],
    };
    const replaced = await replace(product.id, edited, staff);
    expect(replaced.status).toBe(200);
    expect(replaced.body.ProductVariants.map((variant: { id: number }) => variant.id)).toEqual([ruby.id, sapphire.id]);
    expect(replaced.body.ProductVariants[0].price).toEqual([99.5, 480]);
    expect((await shop.request(`/api/products/${product.id}`)).body.ProductVariants[0].price).toEqual([99.5, 480]);
    expect((await shop.request(`/api/listing?q=${word}`)).body.items[0].ProductVariants[0].price).toEqual([99.5, 480]);

    const shelvesAfter = await shelves();
    expect(shelvesAfter).toEqual([
      { ...shelvesBefore[0], quantity: 10 },
      { ...shelvesBefore[2], quantity: 8 },
    ]);

    // Variants not listed are deleted; a variant without an id (or another product's id) is new.
    const other = (await create(ringInput(uniqueWord()))).body;
    const reshaped = await replace(product.id, {
      ...edited,
      ProductVariants: [
        { ...edited.ProductVariants[1], gemstone: 'Emerald' },
        { ...edited.ProductVariants[0], id: other.ProductVariants[0].id },
      ],
    });
    expect(reshaped.status).toBe(200);
    const [kept, added] = reshaped.body.ProductVariants;
    expect(kept).toMatchObject({ id: sapphire.id, gemstone: 'Emerald' });
    expect([ruby.id, other.ProductVariants[0].id]).not.toContain(added.id);
    expect((await shop.database.pool.query('SELECT id FROM product_variants WHERE id = $1', [ruby.id])).rows).toEqual([]);
    expect((await adminGet(other.id)).body.ProductVariants.map((variant: { id: number }) => variant.id)).toEqual(
      other.ProductVariants.map((variant: { id: number }) => variant.id),
    );
    // The listing follows: the deleted variant is gone from it.
    const listed = (await shop.request(`/api/listing?q=${word}`)).body.items[0].ProductVariants.map((variant: { id: number }) => variant.id);
    expect(listed.sort()).toEqual([kept.id, added.id].sort());
  });

  it('records the product before and after in the audit log', async () => {
    const word = uniqueWord();
    const { body: product } = await create(ringInput(word), staff);
    await replace(product.id, ringInput(word, { status: 'archived' }), staff);
    const { status, body } = await shop.request(`/api/admin/audit?entity=product&entityId=${product.id}`, { headers: owner });
    expect(status).toBe(200);
    const [update, creation] = body.entries;
    expect(creation).toMatchObject({ action: 'create', entity: 'product', entityId: String(product.id), before: null });
    expect(creation.after).toMatchObject({ id: product.id, status: 'published', variants: [{ pricesMinor: [12000, 48000] }, { pricesMinor: [13000, 49050] }] });
    expect(update).toMatchObject({ action: 'update', before: { status: 'published' }, after: { status: 'archived' } });
    expect(update.actorEmail).toMatch(/@example\.com$/);
    expect(update.before.variants.map((variant: { id: number }) => variant.id)).toEqual(product.ProductVariants.map((variant: { id: number }) => variant.id));
  });
});

describe('refusals', () => {
  /** The body with the first variant changed by `change`. */
  const withFirstVariant = (change: Record<string, unknown>, variantIndex = 0) => {
    const input = ringInput(uniqueWord());
    input.ProductVariants[variantIndex] = { ...input.ProductVariants[variantIndex]!, ...change };
    return input;
  };

  const cases: Array<{ name: string; body: unknown; path: string; message: string }> = [
    {
      name: 'prices not matching metals',
      body: withFirstVariant({ price: [120] }),
      path: 'ProductVariants.0.price',
      message: 'Give one price per metal, in the order of the metals',
    },
    { name: 'a negative price', body: withFirstVariant({ price: [-5, 480] }), path: 'ProductVariants.0.price.0', message: 'A price must be a positive amount' },
    {
      name: 'a price that rounds to nothing',
      body: withFirstVariant({ price: [120, 0.001] }),
      path: 'ProductVariants.0.price.1',
      message: 'A price must be a positive amount',
    },
    {
      name: 'an unknown category',
      body: withFirstVariant({ categories: ['Rings', 'Xyz'] }),
      path: 'ProductVariants.0.categories.1',
      message: 'Unknown category: Xyz',
    },
    {
      name: 'an unknown type',
      body: withFirstVariant({ subCategories: ['Spiral'] }),
      path: 'ProductVariants.0.subCategories.0',
      message: 'Unknown type: Spiral',
    },
    {
      name: 'a type outside the categories',
      body: withFirstVariant({ subCategories: ['Halo', 'Studs'] }),
      path: 'ProductVariants.0.subCategories.1',
      message: 'Studs is a type of Earrings: add Earrings to the categories or choose another type',
    },
    { name: 'an unknown theme', body: withFirstVariant({ themes: ['Steampunk'] }), path: 'ProductVariants.0.themes.0', message: 'Unknown theme: Steampunk' },
    {
      name: 'an unknown purpose',
      body: withFirstVariant({ purposes: ['Graduation'] }),
      path: 'ProductVariants.0.purposes.0',
      message: 'Unknown purpose: Graduation',
    },
    {
      name: 'an unknown festival',
      body: withFirstVariant({ festivals: ['Diwali'] }),
      path: 'ProductVariants.0.festivals.0',
      message: 'Unknown festival: Diwali',
    },
    {
      name: 'an unknown metal',
      body: withFirstVariant({ metal: ['925 Sterling Silver', 'Platinum'] }),
      path: 'ProductVariants.0.metal.1',
      message: 'Unknown metal: Platinum',
    },
    { name: 'an unknown size', body: withFirstVariant({ sizes: ['51.9 mm', '13'] }), path: 'ProductVariants.0.sizes.1', message: 'Unknown size: 13' },
    {
      name: 'an unknown gemstone',
      body: withFirstVariant({ gemstone: 'Kryptonite' }),
      path: 'ProductVariants.0.gemstone',
      message: 'Unknown gemstone: Kryptonite',
    },
    {
      name: 'a metal twice (name and slug)',
      body: withFirstVariant({ metal: ['14K Gold', '14k-gold'] }),
      path: 'ProductVariants.0.metal.1',
      message: '14K Gold is listed twice',
    },
    {
      name: 'stock of a metal not offered',
      body: withFirstVariant({ stock: [{ metal: '18K Gold', size: '51.9 mm', quantity: 1 }] }, 1),
      path: 'ProductVariants.1.stock.0',
      message: 'There is no 18K Gold, size 51.9 mm among this variant’s metals and sizes',
    },
    {
      name: 'a negative quantity',
      body: withFirstVariant({ stock: [{ metal: '14K Gold', size: '51.9 mm', quantity: -1 }] }, 1),
      path: 'ProductVariants.1.stock.0.quantity',
      message: 'A quantity is a whole number from 0 to 100000',
    },
    {
      name: 'an image that is not a file name',
      body: withFirstVariant({ images: ['../secret.svg'] }),
      path: 'ProductVariants.0.images.0',
      message: 'An image is the name of a file under /api/uploads/ (letters, digits, dots, dashes and underscores)',
    },
    { name: 'no variant', body: { status: 'draft', ProductVariants: [] }, path: 'ProductVariants', message: 'A product needs at least one variant' },
    {
      name: 'an unknown status',
      body: { ...ringInput(uniqueWord()), status: 'hidden' },
      path: 'status',
      message: 'Status must be draft, published or archived',
    },
  ];

  it.each(cases)('$name: 400 naming the field, nothing stored (create and replace)', async ({ body, path, message }) => {
    const { body: existing } = await create(ringInput(uniqueWord()));
    const stored = (await adminGet(existing.id)).body;
    const before = await counts();

    for (const refused of [await create(body, staff), await replace(existing.id, body, staff)]) {
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
      expect(refused.body.error).toMatchObject({ code: 'invalid_input', message });
      expect(refused.body.error.issues).toContainEqual({ path, message });
    }
    expect(await counts()).toEqual(before);
    expect((await adminGet(existing.id)).body).toEqual(stored);
  });

  it('names every unknown value at once', async () => {
    const input = ringInput(uniqueWord());
    input.ProductVariants[1] = { ...input.ProductVariants[1]!, themes: ['Nope'], gemstone: 'Unobtainium' };
    const { status, body } = await create(input);
    expect(status).toBe(400);
    expect(body.error.issues).toEqual([
      { path: 'ProductVariants.1.gemstone', message: 'Unknown gemstone: Unobtainium' },
      { path: 'ProductVariants.1.themes.0', message: 'Unknown theme: Nope' },
    ]);
  });

  it('answers 404 for a product that does not exist, and stores nothing', async () => {
    const before = await counts();
    expect(await adminGet(2_000_000_000)).toMatchObject({ status: 404, body: { message: 'Product not found' } });
    expect(await replace(2_000_000_000, ringInput(uniqueWord()))).toMatchObject({ status: 404, body: { message: 'Product not found' } });
    expect(await counts()).toEqual(before);
    expect((await shop.request('/api/admin/products/abc', { headers: owner })).status).toBe(400);
  });

  it('is for staff only: a customer is refused and nothing is stored', async () => {
    const customer = await registerShopper(shop);
    const before = await counts();
    expect(await create(ringInput(uniqueWord()), customer.auth)).toMatchObject({ status: 403, body: { message: 'The back office is for the shop’s staff.' } });
    expect(await create(ringInput(uniqueWord()), {})).toMatchObject({ status: 401 });
    expect(await counts()).toEqual(before);
  });
});

describe('the products list', () => {
  it('finds a product of any status by title, filters by category, status and stock state, sorts and pages', async () => {
    const word = uniqueWord();
    const { body: ring } = await create(ringInput(word));
    const { body: draft } = await create(ringInput(word, { status: 'draft' }));
    // One made to order only, in Charms (not Rings).
    const charmInput = ringInput(word, {
      ProductVariants: [
        { ...ringInput(word).ProductVariants[0]!, title: `${word} Star Charm`, categories: ['Charms'], subCategories: [], sizes: [], price: [45, 90] },
      ],
    });
    const { body: charm } = await create(charmInput);
    const list = (query: string) => shop.request(`/api/admin/products?q=${word}&${query}`, { headers: staff });

    const all = await list('');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 3, page: 1, pageSize: 25, pageCount: 1, currency: 'USD' });
    expect(all.body.items.map((row: { id: number }) => row.id)).toEqual([charm.id, draft.id, ring.id]);
    expect(all.body.items[2]).toEqual({
      id: ring.id,
      title: `${word} Halo Ring`,
      image: { file: DRAWN.ruby0, widths: [] },
      status: 'published',
      variantCount: 2,
      lowestPrice: 120,
      // The sapphire's shelves: 3 + 0 + 8 pieces, one shelf empty (at or under the threshold).
      stock: { state: 'low', pieces: 11 },
      updatedAt: expect.any(String),
    });
    expect(all.body.items[0].stock).toEqual({ state: 'made_to_order', pieces: null });

    const ids = async (query: string) => (await list(query)).body.items.map((row: { id: number }) => row.id);
    expect(await ids('status=draft')).toEqual([draft.id]);
    expect(await ids('category=rings')).toEqual([draft.id, ring.id]);
    expect(await ids('category=Charms')).toEqual([charm.id]);
    expect(await ids('stock=made_to_order')).toEqual([charm.id]);
    expect(await ids('stock=low')).toEqual([draft.id, ring.id]);
    expect(await ids('stock=in_stock')).toEqual([]);
    expect(await ids('sort=oldest')).toEqual([ring.id, draft.id, charm.id]);
    expect(await ids('sort=price_asc')).toEqual([charm.id, ring.id, draft.id]);
    expect(await ids('sort=title&pageSize=2&page=2')).toEqual([charm.id]);
    expect((await list('pageSize=2&page=2')).body).toMatchObject({ total: 3, pageCount: 2 });
    expect(all.body.totalPrecision).toBe('exact');
    // Past its cap the count stops and says so; the pages still reach every match.
    const capped = { q: word, sort: 'newest', page: 1, pageSize: 1 } as const;
    expect(await listAdminProducts(shop.database.db, capped, { countCap: 2 })).toMatchObject({ total: 2, totalPrecision: 'at_least', pageCount: 3 });
    expect(await listAdminProducts(shop.database.db, { ...capped, page: 3 }, { countCap: 2 })).toMatchObject({
      items: [{ id: ring.id }],
      total: 3,
      totalPrecision: 'exact',
    });
    // Past the last page: no rows, and still the count.
    expect(await listAdminProducts(shop.database.db, { ...capped, page: 9 })).toMatchObject({ items: [], total: 3, pageCount: 3 });
    // A product's number finds it.
    expect((await shop.request(`/api/admin/products?q=${ring.id}`, { headers: staff })).body.items.map((row: { id: number }) => row.id)).toContain(ring.id);

    // Restocked above the threshold, it is in stock; emptied, it is sold out.
    const stocked = ringInput(word);
    stocked.ProductVariants[1]!.stock = [{ metal: '14K Gold', size: '54.4 mm', quantity: 40 }];
    await replace(ring.id, stocked);
    expect(await ids('stock=in_stock')).toEqual([ring.id]);
    stocked.ProductVariants[1]!.stock = [{ metal: '14K Gold', size: '54.4 mm', quantity: 0 }];
    await replace(ring.id, stocked);
    expect(await ids('stock=sold_out')).toEqual([ring.id]);
    expect((await list('stock=sold_out')).body.items[0].stock).toEqual({ state: 'sold_out', pieces: 0 });
    // The last change comes first when sorted by update.
    expect((await ids('sort=updated'))[0]).toBe(ring.id);
  });

  it('refuses an unknown category or a bad parameter with 400 naming it', async () => {
    expect(await shop.request('/api/admin/products?category=Xyz', { headers: staff })).toMatchObject({
      status: 400,
      body: { message: 'Unknown category: Xyz', error: { issues: [{ path: 'category', message: 'Unknown category: Xyz' }] } },
    });
    const bad = await shop.request('/api/admin/products?pageSize=101', { headers: staff });
    expect(bad).toMatchObject({ status: 400, body: { message: 'pageSize must be a whole number from 1 to 100' } });
    expect(bad.body.error.issues).toContainEqual({ path: 'pageSize', message: 'pageSize must be a whole number from 1 to 100' });
    expect((await shop.request('/api/admin/products?stock=plenty', { headers: staff })).body.message).toBe(
      'stock must be one of in_stock, low, sold_out, made_to_order',
    );
    expect((await shop.request('/api/admin/products?sort=price', { headers: staff })).status).toBe(400);
    // Empty fields of a form are "not given".
    expect((await shop.request('/api/admin/products?q=&status=&stock=&category=&sort=', { headers: staff })).status).toBe(200);
    // LIKE's wildcards are searched for as themselves.
    expect((await shop.request('/api/admin/products?q=%25', { headers: staff })).body.total).toBe(0);
  });
});

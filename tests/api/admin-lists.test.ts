import { describe, expect, it, beforeAll } from 'vitest';
import pg from 'pg';
import { createOwner } from '../support/staff.ts';
import { deleteValue } from '../../server/services/catalogue/index.ts';
import type { PublicUser } from '../../domain/schemas/account.ts';
import { send, uniqueEmail } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();

const OWNER_PASSWORD = 'garnet-and-gold-77';
let owner: Record<string, string>;
let ownerUser: PublicUser;

beforeAll(async () => {
  const email = uniqueEmail('owner');
  await createOwner(shop.database.db, { email, password: OWNER_PASSWORD });
  const answer = await send(shop, 'POST', '/api/authenticate', { email, password: OWNER_PASSWORD, rememberMe: false });
  owner = { Authorization: `Bearer ${answer.body.jwtToken}` };
  ownerUser = (await shop.request('/api/admin/session', { headers: owner })).body;
});

const admin = (method: string, path: string, body?: unknown) => send(shop, method, path, body, owner);

interface Value {
  id: number;
  name: string;
  slug: string | null;
  position: number;
  image: string | null;
  categoryId: number | null;
  products: number;
}

const list = async (name: string): Promise<Value[]> => {
  const answer = await admin('GET', `/api/admin/lists/${name}`);
  expect(answer.status).toBe(200);
  return answer.body;
};
const byName = async (listName: string, name: string) => (await list(listName)).find((value) => value.name === name)!;

const query = async <T>(text: string, values: unknown[] = []): Promise<T[]> => (await shop.database.pool.query(text, values)).rows as T[];

/** Distinct products (drafts included) tagged with a value through a join table. */
const productsTagged = async (joinTable: string, tagId: number) =>
  Number(
    (
      await query<{ n: string }>(
        `SELECT count(DISTINCT v.product_id) AS n FROM ${joinTable} j JOIN product_variants v ON v.id = j.variant_id WHERE j.tag_id = $1`,
        [tagId],
      )
    )[0]!.n,
  );

const auditOf = async (entity: string, entityId: number) => {
  const answer = await admin('GET', `/api/admin/audit?entity=${entity}&entityId=${entityId}`);
  expect(answer.status).toBe(200);
  return answer.body.entries as Array<{ action: string; actorEmail: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>;
};

describe('listing the look-up lists', () => {
  it('answers each list in the storefront’s order with how many products use each value', async () => {
    const categories = await list('categories');
    const publicOrder = (await shop.request('/api/category')).body.map((entry: { name: string }) => entry.name);
    expect(categories.map((value) => value.name)).toEqual(publicOrder);
    const rings = categories.find((value) => value.name === 'Rings')!;
    expect(rings).toMatchObject({ slug: 'rings', image: 'category-rings.svg', categoryId: null });
    expect(rings.products).toBeGreaterThan(0);

    const types = await list('types');
    expect(types.every((type) => type.categoryId !== null && type.image === null)).toBe(true);
    const sizes = await list('sizes');
    expect(sizes.map((size) => size.name)).toContain('54.4 mm');
    expect(sizes[0]!.slug).toBeNull();

    const theme = (await list('themes')).find((value) => value.name === 'Floral')!;
    expect(theme.products).toBe(await productsTagged('variant_themes', theme.id));
  });

  it('counts follow the catalogue: a product save that tags a value counts at once', async () => {
    const theme = (await admin('POST', '/api/admin/lists/themes', { name: 'Geode', image: 'theme-boho.svg' })).body as Value;
    expect((await byName('themes', 'Geode')).products).toBe(0);
    const [variant] = await query<{ id: number }>(`SELECT id FROM product_variants ORDER BY id DESC LIMIT 1`);
    // What a product save does: tag the variant, then rebuild its listing row (which bumps the catalogue version).
    await query(`INSERT INTO variant_themes (variant_id, tag_id) VALUES ($1, $2)`, [variant!.id, theme.id]);
    await query(`SELECT refresh_variant_listing(ARRAY[$1::int])`, [variant!.id]);
    expect((await byName('themes', 'Geode')).products).toBe(1);
    await query(`DELETE FROM variant_themes WHERE tag_id = $1`, [theme.id]);
    await query(`SELECT refresh_variant_listing(ARRAY[$1::int])`, [variant!.id]);
    expect((await byName('themes', 'Geode')).products).toBe(0);
    expect((await admin('DELETE', `/api/admin/lists/themes/${theme.id}`)).status).toBe(204);
  });

  it('refuses an unknown list and a bad id with 400', async () => {
    expect(await admin('GET', '/api/admin/lists/colours')).toMatchObject({
      status: 400,
      body: { message: 'list must be one of categories, themes, types, purposes, festivals, gemstones, metals, sizes' },
    });
    expect((await admin('DELETE', '/api/admin/lists/themes/abc')).body.message).toBe('id must be a whole number');
    expect(await admin('DELETE', '/api/admin/lists/themes/999999')).toMatchObject({ status: 404, body: { message: 'No theme has this id.' } });
    expect(await admin('PATCH', '/api/admin/lists/themes/999999', { name: 'Nowhere' })).toMatchObject({ status: 404 });
  });
});

describe('adding a value', () => {
  it('puts it at the end of its list, on the storefront at once, and audits it', async () => {
    const before = await list('themes');
    // Fill the listing cache first: the new value must make it stale.
    expect((await shop.request('/api/listing')).body.facets.theme.map((facet: { name: string }) => facet.name)).not.toContain('Art Deco');
    const added = await admin('POST', '/api/admin/lists/themes', { name: '  Art Deco ', image: 'theme-vintage.svg' });
    expect(added).toMatchObject({ status: 201, body: { name: 'Art Deco', slug: 'art-deco', image: 'theme-vintage.svg', products: 0 } });
    expect(added.body.position).toBeGreaterThan(Math.max(...before.map((value) => value.position)));
    const themes = (await shop.request('/api/theme')).body.map((entry: { name: string }) => entry.name);
    expect(themes.at(-1)).toBe('Art Deco');
    // The listing's facets list every value of a list: the cached answer follows at once.
    const facets = (await shop.request('/api/listing')).body.facets.theme.map((facet: { name: string }) => facet.name);
    expect(facets).toContain('Art Deco');

    const [entry] = await auditOf('theme', added.body.id);
    expect(entry).toMatchObject({
      action: 'theme.create',
      before: null,
      after: { name: 'Art Deco', slug: 'art-deco', image: 'theme-vintage.svg', position: added.body.position },
    });
    expect(entry!.actorEmail).toBe(ownerUser.email);
  });

  it('a type goes into a category; sizes have a label only', async () => {
    const rings = await byName('categories', 'Rings');
    const type = await admin('POST', '/api/admin/lists/types', { name: 'Eternity', categoryId: rings.id });
    expect(type).toMatchObject({ status: 201, body: { name: 'Eternity', slug: 'eternity', categoryId: rings.id } });
    const ringTypes = (await shop.request(`/api/subcategory?categoryId=${rings.id}`)).body.map((entry: { name: string }) => entry.name);
    expect(ringTypes.at(-1)).toBe('Eternity');

    // A name with no Latin letter or digit reads in a web address by its id.
    const wedding = await admin('POST', '/api/admin/lists/purposes', { name: '婚礼' });
    expect(wedding).toMatchObject({ status: 201, body: { name: '婚礼', slug: `purpose-${wedding.body.id}` } });

    const size = await admin('POST', '/api/admin/lists/sizes', { name: '10' });
    expect(size).toMatchObject({ status: 201, body: { name: '10', slug: null, image: null } });
  });

  it('names are unique in their list whatever their case, and must not read the same in a web address', async () => {
    expect(await admin('POST', '/api/admin/lists/categories', { name: 'rINGS', image: 'category-rings.svg' })).toMatchObject({
      status: 409,
      body: { message: 'There is already a category named Rings.' },
    });
    expect(await admin('POST', '/api/admin/lists/metals', { name: 'Rose-Gold' })).toMatchObject({
      status: 409,
      body: { message: 'This name reads the same as the metal Rose Gold in a web address; choose another.' },
    });
    expect(await admin('POST', '/api/admin/lists/sizes', { name: '54.4 mm' })).toMatchObject({
      status: 409,
      body: { message: 'There is already a size named 54.4 mm.' },
    });
    // The same name in another list is fine.
    expect((await admin('POST', '/api/admin/lists/purposes', { name: 'Rings' })).status).toBe(201);
  });

  it('refuses a value without its fields, or with fields its list does not have, naming the field', async () => {
    const refusals: Array<[string, unknown, string]> = [
      ['themes', { name: '' }, 'Name is required'],
      ['themes', { name: '   ', image: 'theme-love.svg' }, 'Name is required'],
      ['themes', { name: 'x'.repeat(61), image: 'theme-love.svg' }, 'Name must be at most 60 characters'],
      ['themes', { name: 'Two\nlines', image: 'theme-love.svg' }, 'Name must be on one line, without tabs or other control characters'],
      ['themes', { name: 'Geometric' }, 'Image is required'],
      ['themes', { name: 'Geometric', image: '../secrets.txt' }, 'Image must be an uploaded image or one of the shop’s drawn images'],
      ['themes', { name: 'Geometric', image: 'nowhere.webp' }, 'Image must be an uploaded image or one of the shop’s drawn images'],
      ['purposes', { name: 'Graduation', image: 'theme-love.svg' }, 'A purpose has no image: only categories and themes do'],
      ['types', { name: 'Cluster' }, 'Category is required'],
      ['types', { name: 'Cluster', categoryId: 999999 }, 'Category must be one of the shop’s categories'],
      ['festivals', { name: 'Diwali', categoryId: 1 }, 'A festival belongs to no category: only types do'],
    ];
    for (const [listName, body, message] of refusals) {
      const answer = await admin('POST', `/api/admin/lists/${listName}`, body);
      expect({ listName, body, status: answer.status, message: answer.body.message }).toEqual({ listName, body, status: 400, message });
    }
    expect((await list('themes')).some((value) => value.name === 'Geometric')).toBe(false);
  });

  it('an uploaded image can be a tile', async () => {
    await query(`INSERT INTO uploaded_images (file, widths, width, height, bytes) VALUES ('upload-test-tile.webp', '{320,640}', 640, 640, 1000)`);
    expect((await admin('POST', '/api/admin/lists/categories', { name: 'Anklets', image: 'upload-test-tile.webp' })).status).toBe(201);
  });
});

describe('renaming a value', () => {
  it('shows the new name in product answers, the listing, its filters and search at once', async () => {
    const theme = await byName('themes', 'Celestial');
    const [tagged] = await query<{ product_id: number }>(
      `SELECT v.product_id FROM variant_themes j JOIN product_variants v ON v.id = j.variant_id
       JOIN products p ON p.id = v.product_id AND p.status = 'published' WHERE j.tag_id = $1 ORDER BY v.product_id LIMIT 1`,
      [theme.id],
    );
    const productId = tagged!.product_id;
    // Fill the listing cache first: the rename must make it stale.
    const cached = await shop.request('/api/listing?theme=Celestial&pageSize=60');
    expect(cached.body.total).toBeGreaterThan(0);
    const themeFacets = async () => (await shop.request('/api/listing')).body.facets.theme.map((facet: { name: string }) => facet.name);
    expect(await themeFacets()).toContain('Celestial');

    const renamed = await admin('PATCH', `/api/admin/lists/themes/${theme.id}`, { name: 'Starlit Sky' });
    expect(renamed).toMatchObject({ status: 200, body: { id: theme.id, name: 'Starlit Sky', slug: 'starlit-sky', products: theme.products } });

    // The same listing request, answered from the cache before, now names the theme anew.
    expect(await themeFacets()).toContain('Starlit Sky');
    expect(await themeFacets()).not.toContain('Celestial');
    const product = await shop.request(`/api/products/${productId}`);
    expect(product.body.ProductVariants.some((variant: { themes: string[] }) => variant.themes.includes('Starlit Sky'))).toBe(true);
    const listing = await shop.request('/api/listing?theme=Starlit%20Sky&pageSize=60');
    expect(listing.status).toBe(200);
    expect(listing.body.total).toBe(cached.body.total);
    expect(listing.body.items.flatMap((item: { ProductVariants: Array<{ themes: string[] }> }) => item.ProductVariants.flatMap((v) => v.themes))).not.toContain(
      'Celestial',
    );
    expect((await shop.request('/api/listing?theme=Celestial')).status).toBe(400);
    // The read model's search text carries theme names.
    const search = await shop.request('/api/listing?q=starlit&pageSize=60');
    expect(search.body.items.map((item: { id: number }) => item.id)).toContain(productId);
    expect((await shop.request('/api/theme')).body.map((entry: { name: string }) => entry.name)).toContain('Starlit Sky');

    const [entry] = await auditOf('theme', theme.id);
    expect(entry).toMatchObject({
      action: 'theme.update',
      before: { name: 'Celestial', slug: 'celestial' },
      after: { name: 'Starlit Sky', slug: 'starlit-sky' },
    });
  });

  it('a renamed metal shows in product answers; a renamed size keeps saved cart lines', async () => {
    const metal = await byName('metals', '14K White Gold');
    expect((await admin('PATCH', `/api/admin/lists/metals/${metal.id}`, { name: 'Zirkonia White' })).status).toBe(200);
    const [variant] = await query<{ product_id: number }>(
      `SELECT v.product_id FROM variant_prices p JOIN product_variants v ON v.id = p.variant_id JOIN products pr ON pr.id = v.product_id AND pr.status = 'published'
       WHERE p.metal_id = $1 LIMIT 1`,
      [metal.id],
    );
    const product = await shop.request(`/api/products/${variant!.product_id}`);
    expect(product.body.ProductVariants.flatMap((v: { metals: string[] }) => v.metals)).toContain('Zirkonia White');
    // The read model's search text carries metal names.
    expect((await shop.request('/api/listing?q=zirkonia&pageSize=60')).body.items.map((item: { id: number }) => item.id)).toContain(variant!.product_id);

    const size = await byName('sizes', '57.0 mm');
    const email = uniqueEmail('cart');
    const [user] = await query<{ id: number }>(
      `INSERT INTO users (first_name, last_name, email, password_hash) VALUES ('Cara', 'Cart', $1, 'x') RETURNING id`,
      [email],
    );
    const [cart] = await query<{ id: number }>(`INSERT INTO carts (user_id) VALUES ($1) RETURNING id`, [user!.id]);
    const [sized] = await query<{ variant_id: number; metal_id: number }>(
      `SELECT vs.variant_id, (SELECT metal_id FROM variant_prices WHERE variant_id = vs.variant_id ORDER BY position LIMIT 1) AS metal_id
       FROM variant_sizes vs WHERE vs.size_id = $1 LIMIT 1`,
      [size.id],
    );
    await query(`INSERT INTO cart_items (cart_id, variant_id, metal_id, size, quantity) VALUES ($1, $2, $3, '57.0 mm', 1)`, [
      cart!.id,
      sized!.variant_id,
      sized!.metal_id,
    ]);
    expect((await admin('PATCH', `/api/admin/lists/sizes/${size.id}`, { name: '57.1 mm' })).body).toMatchObject({ name: '57.1 mm', slug: null });
    expect(await query(`SELECT size FROM cart_items WHERE cart_id = $1`, [cart!.id])).toEqual([{ size: '57.1 mm' }]);
    // A ring size's circumference follows its label (decision record 057).
    expect(await query(`SELECT circumference_tenths FROM sizes WHERE id = $1`, [size.id])).toEqual([{ circumference_tenths: 571 }]);
  });

  it('refuses a name another value has, and allows changing the case of its own', async () => {
    const floral = await byName('themes', 'Floral');
    expect(await admin('PATCH', `/api/admin/lists/themes/${floral.id}`, { name: 'OCEAN' })).toMatchObject({
      status: 409,
      body: { message: 'There is already a theme named Ocean.' },
    });
    expect((await admin('PATCH', `/api/admin/lists/themes/${floral.id}`, { name: 'FLORAL' })).body.name).toBe('FLORAL');
    expect(await admin('PATCH', `/api/admin/lists/themes/${floral.id}`, {})).toMatchObject({
      status: 400,
      body: { message: 'Name a name, an image or a category to change' },
    });
    expect(await admin('PATCH', `/api/admin/lists/themes/${floral.id}`, { image: 'nowhere.svg' })).toMatchObject({ status: 400 });
    expect((await admin('PATCH', `/api/admin/lists/themes/${floral.id}`, { image: 'theme-ocean.svg' })).body.image).toBe('theme-ocean.svg');
    expect((await shop.request('/api/theme')).body.find((entry: { id: number }) => entry.id === floral.id).image).toBe('theme-ocean.svg');
  });

  it('moves a type to another category, at the end of its types', async () => {
    const necklaces = await byName('categories', 'Necklaces');
    const locket = await byName('types', 'Locket');
    const moved = await admin('PATCH', `/api/admin/lists/types/${locket.id}`, { categoryId: (await byName('categories', 'Charms')).id });
    expect(moved.status).toBe(200);
    expect(moved.body.categoryId).not.toBe(necklaces.id);
    const charmTypes = (await list('types')).filter((type) => type.categoryId === moved.body.categoryId);
    expect(charmTypes.at(-1)!.name).toBe('Locket');
  });
});

describe('reordering a list', () => {
  it('takes the whole order, and the storefront follows', async () => {
    const festivals = await list('festivals');
    await shop.request('/api/listing');
    const reversed = festivals.map((value) => value.id).reverse();
    const answer = await admin('PUT', '/api/admin/lists/festivals/order', { ids: reversed });
    expect(answer.status).toBe(200);
    expect(answer.body.map((value: Value) => value.id)).toEqual(reversed);
    expect((await shop.request('/api/festival')).body.map((entry: { id: number }) => entry.id)).toEqual(reversed);
    // Product answers list a variant's values in the list's order.
    const facets = (await shop.request('/api/listing')).body.facets.festival.map((facet: { id: number }) => facet.id);
    expect(facets).toEqual(reversed);

    const entries = await auditOf('festival', reversed[0]!);
    expect(entries[0]).toMatchObject({ action: 'festival.reorder', before: { position: festivals.at(-1)!.position }, after: { position: 0 } });
  });

  it('moves one value a step up or down; the ends stay put', async () => {
    const before = (await list('gemstones')).map((value) => value.id);
    const moved = await admin('PUT', '/api/admin/lists/gemstones/order', { id: before[2], move: 'up' });
    expect(moved.body.map((value: Value) => value.id)).toEqual([before[0], before[2], before[1], ...before.slice(3)]);
    const down = await admin('PUT', '/api/admin/lists/gemstones/order', { id: before[2], move: 'down' });
    expect(down.body.map((value: Value) => value.id)).toEqual(before);
    expect((await admin('PUT', '/api/admin/lists/gemstones/order', { id: before[0], move: 'up' })).body.map((value: Value) => value.id)).toEqual(before);
    expect((await admin('PUT', '/api/admin/lists/gemstones/order', { id: 999999, move: 'up' })).status).toBe(404);
  });

  it('reorders the types of one category', async () => {
    const rings = await byName('categories', 'Rings');
    const ringTypes = (await list('types')).filter((type) => type.categoryId === rings.id).map((type) => type.id);
    const wanted = [ringTypes.at(-1)!, ...ringTypes.slice(0, -1)];
    expect((await admin('PUT', '/api/admin/lists/types/order', { ids: wanted })).status).toBe(200);
    expect((await shop.request(`/api/subcategory?categoryId=${rings.id}`)).body.map((entry: { id: number }) => entry.id)).toEqual(wanted);
    const otherType = (await list('types')).find((type) => type.categoryId !== rings.id)!;
    expect(await admin('PUT', '/api/admin/lists/types/order', { ids: [...wanted, otherType.id] })).toMatchObject({
      status: 400,
      body: { message: 'Reorder the types of one category at a time' },
    });
  });

  it('refuses an order made from a stale list, or naming a value twice', async () => {
    const purposes = (await list('purposes')).map((value) => value.id);
    expect(await admin('PUT', '/api/admin/lists/purposes/order', { ids: purposes.slice(1) })).toMatchObject({
      status: 409,
      body: { message: 'The purposes changed since this page was loaded; reload it and try again.' },
    });
    expect(await admin('PUT', '/api/admin/lists/purposes/order', { ids: [...purposes, purposes[0]] })).toMatchObject({
      status: 400,
      body: { message: 'ids must name each value once' },
    });
    expect((await admin('PUT', '/api/admin/lists/purposes/order', { move: 'up' })).status).toBe(400);
  });
});

describe('deleting a value', () => {
  it('refuses a value in use, saying how many products (drafts included) use it', async () => {
    const rings = await byName('categories', 'Rings');
    // A draft still uses its categories.
    const [draft] = await query<{ id: number }>(
      `UPDATE products SET status = 'draft' WHERE id = (SELECT v.product_id FROM variant_categories j JOIN product_variants v ON v.id = j.variant_id
         WHERE j.tag_id = $1 ORDER BY v.product_id LIMIT 1) RETURNING id`,
      [rings.id],
    );
    expect(draft).toBeDefined();
    const count = await productsTagged('variant_categories', rings.id);
    expect(count).toBeGreaterThan(1);
    expect(rings.products).toBe(count);
    const refused = await admin('DELETE', `/api/admin/lists/categories/${rings.id}`);
    expect(refused).toMatchObject({ status: 409, body: { message: `Rings is used by ${count} products; move them to another category first.` } });
    expect(await byName('categories', 'Rings')).toBeDefined();
    expect(await productsTagged('variant_categories', rings.id)).toBe(count);

    const metal = await byName('metals', 'Rose Gold');
    expect((await admin('DELETE', `/api/admin/lists/metals/${metal.id}`)).body.message).toBe(
      `Rose Gold is used by ${metal.products} products; remove it from them first.`,
    );
    const gemstone = await byName('gemstones', 'Opal');
    expect((await admin('DELETE', `/api/admin/lists/gemstones/${gemstone.id}`)).body.message).toBe(
      `Opal is used by ${gemstone.products} products; move them to another gemstone first.`,
    );
  });

  it('counts one product in the singular, and a category’s types as using it', async () => {
    const category = (await admin('POST', '/api/admin/lists/categories', { name: 'Brooches', image: 'category-charms.svg' })).body as Value;
    const type = (await admin('POST', '/api/admin/lists/types', { name: 'Bar Brooch', categoryId: category.id })).body as Value;
    const [variant] = await query<{ id: number }>(`SELECT id FROM product_variants ORDER BY id LIMIT 1`);
    await query(`INSERT INTO variant_sub_categories (variant_id, tag_id) VALUES ($1, $2)`, [variant!.id, type.id]);
    expect((await admin('DELETE', `/api/admin/lists/categories/${category.id}`)).body.message).toBe(
      'Brooches is used by 1 product; move it to another category first.',
    );
    await query(`DELETE FROM variant_sub_categories WHERE tag_id = $1`, [type.id]);
    expect((await admin('DELETE', `/api/admin/lists/categories/${category.id}`)).status).toBe(204);
    expect((await list('types')).some((value) => value.id === type.id)).toBe(false);
    const [entry] = await auditOf('category', category.id);
    expect(entry).toMatchObject({ action: 'category.delete', before: { name: 'Brooches', types: ['Bar Brooch'] }, after: null });
  });

  it('deletes an unused value: gone from the storefront at once, and audited', async () => {
    const added = (await admin('POST', '/api/admin/lists/festivals', { name: 'Diwali' })).body as Value;
    expect((await shop.request('/api/listing')).body.facets.festival.map((facet: { name: string }) => facet.name)).toContain('Diwali');
    expect((await admin('DELETE', `/api/admin/lists/festivals/${added.id}`)).status).toBe(204);
    expect((await shop.request('/api/festival')).body.map((entry: { name: string }) => entry.name)).not.toContain('Diwali');
    expect((await shop.request('/api/listing')).body.facets.festival.map((facet: { name: string }) => facet.name)).not.toContain('Diwali');
    expect((await admin('DELETE', `/api/admin/lists/festivals/${added.id}`)).status).toBe(404);
    const entries = await auditOf('festival', added.id);
    expect(entries.map((entry) => entry.action)).toEqual(['festival.delete', 'festival.create']);
    expect(entries[0]!.before).toMatchObject({ name: 'Diwali', slug: 'diwali' });
  });

  it('a metal no product offers goes, with the saved cart lines that could never be bought', async () => {
    const metal = (await admin('POST', '/api/admin/lists/metals', { name: 'Titanium' })).body as Value;
    const [variant] = await query<{ id: number }>(`SELECT id FROM product_variants ORDER BY id LIMIT 1`);
    const [user] = await query<{ id: number }>(`INSERT INTO users (first_name, last_name, email, password_hash) VALUES ('T', 'I', $1, 'x') RETURNING id`, [
      uniqueEmail('ti'),
    ]);
    const [cart] = await query<{ id: number }>(`INSERT INTO carts (user_id) VALUES ($1) RETURNING id`, [user!.id]);
    await query(`INSERT INTO cart_items (cart_id, variant_id, metal_id, quantity) VALUES ($1, $2, $3, 1)`, [cart!.id, variant!.id, metal.id]);
    expect((await admin('DELETE', `/api/admin/lists/metals/${metal.id}`)).status).toBe(204);
    expect(await query(`SELECT 1 FROM cart_items WHERE cart_id = $1`, [cart!.id])).toEqual([]);
  });

  it('waits for a product save tagging the value at the same time, then refuses (the tag is not lost)', async () => {
    const theme = (await admin('POST', '/api/admin/lists/themes', { name: 'Industrial', image: 'theme-boho.svg' })).body as Value;
    const [variant] = await query<{ id: number }>(`SELECT id FROM product_variants ORDER BY id LIMIT 1`);
    const saver = new pg.Client({ connectionString: shop.database.pool.options.connectionString });
    await saver.connect();
    try {
      await saver.query('BEGIN');
      await saver.query('INSERT INTO variant_themes (variant_id, tag_id) VALUES ($1, $2)', [variant!.id, theme.id]);
      const deleting = deleteValue(shop.database.db, 'themes', theme.id, ownerUser).then(
        () => 'deleted',
        (error: Error) => error.message,
      );
      // The delete is under way once it waits on the product save's hold on the theme.
      const giveUpAt = Date.now() + 10_000;
      for (;;) {
        const [waiting] = await query(
          `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%FROM "themes"%'`,
        );
        if (waiting) break;
        if (Date.now() > giveUpAt) throw new Error('the delete never waited for the product save');
      }
      await saver.query('COMMIT');
      expect(await deleting).toBe('Industrial is used by 1 product; move it to another theme first.');
      expect(await productsTagged('variant_themes', theme.id)).toBe(1);
    } finally {
      await saver.end();
    }
  });
});

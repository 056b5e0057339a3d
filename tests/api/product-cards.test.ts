/**
 * Product cards (migration 0017, server/services/catalogue/product-cards.ts) against the tables they are
 * made from: every product read from its card must equal the product gathered from the tables
 * (the statement the cards replaced), before and after the changes that do not rewrite a card:
 * a sale (shelf counts are read live), a renamed metal or size and a reordered list (names and
 * order come from the look-up lists of the version read).
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../domain/catalog.ts';
import type { PublicUser } from '../../domain/schemas/account.ts';
import { changeValue, reorderValues } from '../../server/services/catalogue/index.ts';
import { readProducts } from '../../server/services/catalogue/index.ts';
import { createOwner } from '../support/staff.ts';
import { getProduct } from '../../server/services/catalogue/index.ts';
import { refreshListing } from '../../server/services/catalogue/index.ts';
import { send, uniqueEmail } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
let owner: PublicUser;

beforeAll(async () => {
  const email = uniqueEmail('owner');
  await createOwner(shop.database.db, { email, password: 'garnet-and-gold-77' });
  const answer = await send(shop, 'POST', '/api/authenticate', { email, password: 'garnet-and-gold-77', rememberMe: false });
  owner = (await shop.request('/api/admin/session', { headers: { Authorization: `Bearer ${answer.body.jwtToken}` } })).body;
  // Shelves for every metal and size of a few variants (the sample catalogue makes its pieces to order).
  const variants = await query<{ id: number }>(
    `SELECT v.id FROM product_variants v
     WHERE (SELECT count(*) FROM variant_prices WHERE variant_id = v.id) > 1 AND (SELECT count(*) FROM variant_sizes WHERE variant_id = v.id) > 1
     ORDER BY v.id LIMIT 3`,
  );
  const ids = variants.map((variant) => variant.id);
  await shop.database.db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE product_variants SET made_to_order = false WHERE id = ANY(${sql.param(ids)}::int[])`);
    await tx.execute(sql`
      INSERT INTO variant_stock (variant_id, metal_id, size_id, quantity)
      SELECT vp.variant_id, vp.metal_id, vs.size_id, 3 + (vp.metal_id + vs.size_id) % 5
      FROM variant_prices vp JOIN variant_sizes vs ON vs.variant_id = vp.variant_id WHERE vp.variant_id = ANY(${sql.param(ids)}::int[])`);
    await refreshListing(tx, ids);
  });
});

const query = async <T>(text: string, values: unknown[] = []): Promise<T[]> => (await shop.database.pool.query(text, values)).rows as T[];

const TAGS = ['categories', 'sub_categories', 'themes', 'purposes', 'festivals'];

/** Every product (any status) gathered from the tables, as the storefront read them before cards. */
async function fromTables(): Promise<Map<number, Product>> {
  const rows = await query<Record<string, any>>(
    `SELECT v.id, v.product_id, p.slug, to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at, p.status, p.show_rating, p.seo_title, p.seo_description,
       v.position, v.title, v.description, g.name AS gemstone, v.made_to_order, v.lead_time_min_days, v.lead_time_max_days,
       ARRAY(SELECT file FROM variant_images WHERE variant_id = v.id ORDER BY position) AS images,
       COALESCE((SELECT json_agg(widths ORDER BY position) FROM variant_images WHERE variant_id = v.id), '[]'::json) AS image_widths,
       CASE WHEN v.made_to_order THEN '[]'::json ELSE COALESCE((
         SELECT json_agg(json_build_object('metal', m.name, 'size', COALESCE(sz.label, ''), 'quantity', st.quantity) ORDER BY vp.position, sz.position, sz.id)
         FROM variant_stock st JOIN metals m ON m.id = st.metal_id
         LEFT JOIN variant_prices vp ON vp.variant_id = st.variant_id AND vp.metal_id = st.metal_id
         LEFT JOIN sizes sz ON sz.id = st.size_id
         WHERE st.variant_id = v.id), '[]'::json) END AS stock,
       ARRAY(SELECT m.name FROM variant_prices vp JOIN metals m ON m.id = vp.metal_id WHERE vp.variant_id = v.id ORDER BY vp.position) AS metals,
       ARRAY(SELECT price_minor FROM variant_prices WHERE variant_id = v.id ORDER BY position) AS prices,
       ARRAY(SELECT compare_at_minor FROM variant_prices WHERE variant_id = v.id ORDER BY position) AS compare_at,
       ARRAY(SELECT s.label FROM variant_sizes vs JOIN sizes s ON s.id = vs.size_id WHERE vs.variant_id = v.id ORDER BY s.position, s.id) AS sizes,
       ${TAGS.map((table) => `ARRAY(SELECT n.name FROM variant_${table} j JOIN ${table} n ON n.id = j.tag_id WHERE j.variant_id = v.id ORDER BY n.position, n.id) AS ${table}`).join(',\n')}
     FROM product_variants v JOIN products p ON p.id = v.product_id LEFT JOIN gemstones g ON g.id = v.gemstone_id
     ORDER BY v.product_id, v.position, v.id`,
  );
  const products = new Map<number, Product>();
  for (const row of rows) {
    let product = products.get(row.product_id);
    if (!product) {
      product = {
        id: row.product_id,
        slug: row.slug,
        createdAt: row.created_at,
        status: row.status,
        showRating: row.show_rating,
        // No review is published and nothing sold in the sample shop.
        stars: null,
        bestSeller: false,
        seoTitle: row.seo_title,
        seoDescription: row.seo_description,
        variants: [],
      };
      products.set(row.product_id, product);
    }
    product.variants.push({
      id: row.id,
      productId: row.product_id,
      position: row.position,
      title: row.title,
      description: row.description,
      images: row.images,
      metals: row.metals,
      pricesMinor: row.prices,
      compareAtMinor: row.compare_at,
      sizes: row.sizes,
      gemstone: row.gemstone,
      categories: row.categories,
      subCategories: row.sub_categories,
      themes: row.themes,
      purposes: row.purposes,
      festivals: row.festivals,
      imageWidths: row.image_widths,
      madeToOrder: row.made_to_order,
      leadTime: { minDays: row.lead_time_min_days, maxDays: row.lead_time_max_days },
      stock: row.stock,
      promotion: null,
    });
  }
  return products;
}

async function expectCardsMatchTables(): Promise<Map<number, Product>> {
  const expected = await fromTables();
  const { products } = await readProducts(shop.database.db, [...expected.keys()], { anyStatus: true });
  expect(products.size).toBe(expected.size);
  for (const [id, product] of expected) expect(products.get(id), `product ${id}`).toEqual(product);
  return products;
}

const valueId = async (table: string, column: string, name: string) =>
  (await query<{ id: number }>(`SELECT id FROM ${table} WHERE ${column} = $1`, [name]))[0]!.id;

describe('product cards', () => {
  it('hold every product as its tables do', async () => {
    const products = await expectCardsMatchTables();
    // The sample catalogue has shelves, several metals, sizes and tags: the comparison covers them.
    const variants = [...products.values()].flatMap((product) => product.variants);
    expect(variants.some((variant) => variant.stock.length > 1)).toBe(true);
    expect(variants.some((variant) => variant.sizes.length > 1 && variant.metals.length > 1)).toBe(true);
  });

  it('show a sale, a renamed metal or size and a reordered list without being rewritten', async () => {
    const [shelf] = await query<{ id: number; product_id: number }>(
      `SELECT st.id, v.product_id FROM variant_stock st JOIN product_variants v ON v.id = st.variant_id
       JOIN variant_sizes vs ON vs.variant_id = v.id WHERE st.quantity > 1 AND NOT v.made_to_order ORDER BY st.id LIMIT 1`,
    );
    const cardBefore = (await query<{ card: string }>('SELECT card FROM product_cards WHERE product_id = $1', [shelf!.product_id]))[0]!.card;

    await query('UPDATE variant_stock SET quantity = quantity - 1 WHERE id = $1', [shelf!.id]);
    const before = await getProduct(shop.database.db, shelf!.product_id);
    const metal = before.variants[0]!.metals[0]!;
    const size = before.variants.flatMap((variant) => variant.sizes)[0]!;
    await changeValue(shop.database.db, 'metals', await valueId('metals', 'name', metal), { name: `${metal} Polished` }, owner);
    await changeValue(shop.database.db, 'sizes', await valueId('sizes', 'label', size), { name: `${size} Plus` }, owner);
    const themes = await query<{ id: number }>('SELECT id FROM themes ORDER BY position DESC, id DESC');
    await reorderValues(shop.database.db, 'themes', { ids: themes.map((theme) => theme.id) }, owner);

    const after = await expectCardsMatchTables();
    const product = after.get(shelf!.product_id)!;
    expect(product.variants.flatMap((variant) => variant.metals)).toContain(`${metal} Polished`);
    expect(product.variants.flatMap((variant) => variant.sizes)).toContain(`${size} Plus`);
    // The size was renamed without a refresh of its products: the card itself is unchanged.
    expect((await query<{ card: string }>('SELECT card FROM product_cards WHERE product_id = $1', [shelf!.product_id]))[0]!.card).toBe(cardBefore);
  });

  it('share one frozen array per distinct list of names or widths, which no reader can change', async () => {
    const ids = (await query<{ id: number }>(`SELECT id FROM products WHERE status = 'published' ORDER BY id LIMIT 60`)).map((row) => row.id);
    const variants = [...(await readProducts(shop.database.db, ids)).products.values()].flatMap((product) => product.variants);
    const lists = variants.flatMap((variant) =>
      Object.entries({
        metals: [variant.metals],
        sizes: [variant.sizes],
        categories: [variant.categories],
        themes: [variant.themes],
        widths: variant.imageWidths,
      }).flatMap(([kind, of]) => of.map((list) => ({ kind, list }))),
    );
    const byContent = new Map<string, Set<unknown>>();
    for (const { kind, list } of lists) {
      const key = `${kind} ${JSON.stringify(list)}`;
      byContent.set(key, (byContent.get(key) ?? new Set()).add(list));
    }
    // The sample's variants repeat their lists (the same categories, metals, no widths): each one array.
    expect(lists.length).toBeGreaterThan(2 * byContent.size);
    for (const same of byContent.values()) expect(same.size).toBe(1);
    expect(lists.every(({ list }) => Object.isFrozen(list))).toBe(true);
    expect(() => variants[0]!.categories.push('Changed')).toThrow(TypeError);
  });
});

/**
 * Every page type's structured data, read from the page's server-rendered HTML and checked against
 * what Google's product snippets, breadcrumbs and organisation ask (tests/support/structured-data-rules.ts,
 * decision 053).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { productStructuredData } from '../../app/features/product/product-structured-data.ts';
import { getProduct } from '../../server/services/catalogue/index.ts';
import { jsonLdBlocks, structuredDataProblems } from '../support/structured-data-rules.ts';
import { SHOP_PAGES, usePageShop } from '../support/page-shop.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const pages = usePageShop(shop, SHOP_PAGES);

type Block = Record<string, unknown>;

async function blocksOf(path: string): Promise<Block[]> {
  const answer = await pages.get(path);
  expect(answer.status, path).toBe(200);
  return jsonLdBlocks(await answer.text()) as Block[];
}

const ofType = (blocks: Block[], type: string) => blocks.filter((block) => block['@type'] === type);

let product: { id: number; variantId: number; title: string; category: string };
let theme: string;

beforeAll(async () => {
  // A sample piece with a category (and no published review: no stars).
  const { rows } = await shop.database.pool.query(`
    SELECT v.product_id AS id, v.id AS "variantId", v.title, c.name AS category
    FROM product_variants v JOIN products p ON p.id = v.product_id AND p.status = 'published'
    JOIN variant_categories vc ON vc.variant_id = v.id JOIN categories c ON c.id = vc.tag_id
    WHERE NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id)
    ORDER BY v.product_id, v.position, c.position LIMIT 1`);
  product = rows[0];
  theme = (await shop.database.pool.query('SELECT name FROM themes ORDER BY position, id LIMIT 1')).rows[0].name;
});

describe('the rules', () => {
  const offer = { '@type': 'Offer', price: '10.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' };
  const valid = { '@type': 'Product', name: 'Ring', image: ['https://shop.example/a.svg'], offers: offer };

  it('take a complete product', () => {
    expect(structuredDataProblems(valid)).toEqual([]);
  });

  it.each([
    ['a product without an offer', { ...valid, offers: undefined }, 'Product: offers is missing'],
    ['an offer without a price', { ...valid, offers: { ...offer, price: undefined } }, 'Product.offers: price is missing'],
    ['an offer priced in words', { ...valid, offers: { ...offer, price: 'ten' } }, 'Product.offers: price "ten" is not valid'],
    [
      'stars with no count (the staff rating as it was printed)',
      { ...valid, aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9, bestRating: 5, worstRating: 1 } },
      'Product.aggregateRating: one of ratingCount, reviewCount is needed',
    ],
    [
      'a review without its author',
      { ...valid, review: [{ '@type': 'Review', reviewRating: { '@type': 'Rating', ratingValue: 5 } }] },
      'Product.review[0]: author is missing',
    ],
    [
      'a breadcrumb step without its address',
      { '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home' }] },
      'BreadcrumbList.itemListElement[0]: item is missing',
    ],
    ['an organisation without its address on the web', { '@type': 'Organization', name: 'Shop' }, 'Organization: url is missing'],
    ['a type with no rule', { '@type': 'Recipe', name: 'Cake' }, 'Recipe: no rule for the type "Recipe"'],
  ])('refuse %s', (_what, data, problem) => {
    expect(structuredDataProblems(data)).toContain(problem);
  });

  it('take a product whose stars come from published reviews, and five of them', async () => {
    const variant = (await getProduct(shop.database.db, product.id)).variants[0]!;
    const items = Array.from({ length: 6 }, (_, index) => ({
      author: `Buyer ${index}`,
      rating: 5,
      title: 'Lovely',
      body: 'It shines.',
      publishedAt: '2026-11-30T10:00:00Z',
    }));
    const data = productStructuredData({
      variant,
      shopName: 'Shop',
      origin: 'https://shop.example',
      currency: 'USD',
      reviews: { average: 5, ratingCount: 6, reviewCount: 6, items },
    });
    expect(structuredDataProblems(data, { strict: true })).toEqual([]);
    expect(data.review).toHaveLength(5);
  });
});

describe('each page type’s structured data', () => {
  it('the home page: the web site and the seller as an Organization', async () => {
    const blocks = await blocksOf('/');
    for (const block of blocks) expect(structuredDataProblems(block, { strict: true })).toEqual([]);
    const [organization] = ofType(blocks, 'Organization');
    expect(organization).toMatchObject({ name: 'Test Jewellers', url: 'http://localhost:3000/', legalName: expect.any(String), email: expect.any(String) });
  });

  it('a product page: a Product with its offer and no stars nobody gave, and its breadcrumbs', async () => {
    const blocks = await blocksOf(`/product/${product.id}/${product.variantId}`);
    for (const block of blocks) expect(structuredDataProblems(block, { strict: true })).toEqual([]);
    const [data] = ofType(blocks, 'Product');
    expect(data).toMatchObject({ name: product.title });
    // No published review of the piece: no stars (never a rating typed by staff).
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
    const [trail] = ofType(blocks, 'BreadcrumbList');
    expect((trail!.itemListElement as Block[]).map((step) => step.name)).toEqual(['Home', 'Shop', product.category, product.title]);
  });

  it('a product page with published reviews: their average and count, and the newest of them', async () => {
    // Seven published reviews (one by an erased author) and one waiting, of the last sample piece: no page of it was kept yet.
    const { rows } = await shop.database.pool.query(`
      SELECT p.id, (SELECT v.id FROM product_variants v WHERE v.product_id = p.id ORDER BY v.position, v.id LIMIT 1) AS variant
      FROM products p WHERE p.status = 'published' ORDER BY p.id DESC LIMIT 1`);
    const reviewed = { ...rows[0], count: 7, average: 4.4 };
    await shop.database.pool.query(
      `INSERT INTO reviews (product_id, author_name, stars, title, body, state, published_at)
       SELECT $1, CASE WHEN n = 2 THEN '' ELSE 'Buyer ' || n END, CASE WHEN n <= 2 THEN 3 ELSE 5 END, 'Lovely', 'It shines.',
              CASE WHEN n = 8 THEN 'pending' ELSE 'published' END, now() - n * interval '1 day'
       FROM generate_series(1, 8) n`,
      [reviewed.id],
    );
    const blocks = await blocksOf(`/product/${reviewed.id}/${reviewed.variant}`);
    const [data] = ofType(blocks, 'Product');
    expect(structuredDataProblems(data, { strict: true })).toEqual([]);
    expect(data!.aggregateRating).toMatchObject({ ratingValue: reviewed.average, ratingCount: reviewed.count, reviewCount: reviewed.count });
    // The newest five with an author; none invented for the erased one.
    expect((data!.review as Block[]).map((review) => (review.author as Block).name)).toEqual(['Buyer 1', 'Buyer 3', 'Buyer 4', 'Buyer 5', 'Buyer 6']);
  });

  it('a category page and a theme page: their breadcrumbs', async () => {
    const category = ofType(await blocksOf(`/category-detail?category=${encodeURIComponent(product.category)}`), 'BreadcrumbList');
    expect(category).toHaveLength(1);
    expect(structuredDataProblems(category[0], { strict: true })).toEqual([]);
    expect((category[0]!.itemListElement as Block[]).map((step) => step.name)).toEqual(['Home', 'Categories', product.category]);

    const themed = ofType(await blocksOf(`/theme/${encodeURIComponent(theme)}`), 'BreadcrumbList');
    expect(themed).toHaveLength(1);
    expect(structuredDataProblems(themed[0], { strict: true })).toEqual([]);
    expect((themed[0]!.itemListElement as Block[]).at(-1)).toMatchObject({ name: theme, item: `http://localhost:3000/theme/${encodeURIComponent(theme)}` });
  });
});

/**
 * A product's words for search engines and its former addresses (decision 053): the SEO title and
 * description through the admin API (their limits named), used by the page's head when set; a
 * renamed product's old slug answering 301 to its page, through a chain of renames, and a slug
 * taken again naming its new holder.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES, SEO_LIMITS } from '../../domain/schemas/product.ts';
import { SHOP_PAGES, usePageShop } from '../support/page-shop.ts';
import { send } from '../support/shopper.ts';
import { signedInOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const pages = usePageShop(shop, SHOP_PAGES);
let owner: Record<string, string>;

beforeAll(async () => {
  owner = (await signedInOwner(shop)).auth;
});

let made = 0;
function ring(extra: Record<string, unknown> = {}) {
  made += 1;
  return {
    status: 'published',
    ProductVariants: [
      {
        title: `Seo Ring ${made} ${Date.now()}`,
        description: 'A plain band in gold, polished by hand. It is made in the studio to your size and sent within three weeks.',
        images: ['aurora-halo-engagement-ring-diamond-0.svg'],
        metal: ['14K Gold'],
        price: [300],
        categories: ['Rings'],
      },
    ],
    ...extra,
  };
}

const create = (body: unknown) => send(shop, 'POST', '/api/admin/products', body, owner);
const replace = (id: number, body: unknown) => send(shop, 'PUT', `/api/admin/products/${id}`, body, owner);
const version = async () => (await shop.database.pool.query(`SELECT value FROM installation_facts WHERE key = 'catalog_version'`)).rows[0].value as string;

async function head(path: string) {
  const html = await (await pages.get(path)).text();
  return { title: /<title>([^<]*)<\/title>/.exec(html)?.[1], description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1] };
}

describe('SEO title and description', () => {
  it('are kept, answered, used by the page, kept when a replacement leaves them out, and cleared when blank', async () => {
    const created = await create(ring({ seoTitle: '  Gold band, hand polished  ', seoDescription: 'A gold band made to your size.' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ seoTitle: 'Gold band, hand polished', seoDescription: 'A gold band made to your size.' });
    const { id } = created.body;
    const page = `/product/${id}/${created.body.ProductVariants[0].id}`;
    expect(await head(page)).toEqual({ title: 'Gold band, hand polished · Test Jewellers', description: 'A gold band made to your size.' });

    // A replacement without them keeps them; a new title moves the catalogue version (kept pages follow).
    const before = await version();
    const { seoTitle: _t, seoDescription: _d, ...withoutSeo } = created.body;
    expect((await replace(id, { ...withoutSeo, seoTitle: 'Gold band' })).body).toMatchObject({
      seoTitle: 'Gold band',
      seoDescription: 'A gold band made to your size.',
    });
    expect(Number(await version())).toBeGreaterThan(Number(before));

    // Blank is none: the page makes its own from the piece.
    expect((await replace(id, { ...withoutSeo, seoTitle: '', seoDescription: null })).body).toMatchObject({ seoTitle: null, seoDescription: null });
    const own = await head(page);
    expect(own.title).toBe(`${created.body.ProductVariants[0].title} · Test Jewellers`);
    expect(own.description).toMatch(/^A plain band in gold/);
  });

  it.each([
    ['seoTitle', 'x'.repeat(SEO_LIMITS.title + 1), PRODUCT_MESSAGES.seoTitle],
    ['seoDescription', 'x'.repeat(SEO_LIMITS.description + 1), PRODUCT_MESSAGES.seoDescription],
    ['seoTitle', 'Gold\nband', 'SEO title must be on one line, without tabs or other control characters'],
  ])('refuse %s too long or on two lines with a 400 naming it', async (field, value, message) => {
    const answer = await create(ring({ [field]: value }));
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(message);
    expect(JSON.stringify(answer.body)).toContain(field);
  });
});

describe('a renamed product’s old addresses', () => {
  const location = async (path: string) => {
    const answer = await pages.get(path);
    return { status: answer.status, location: answer.headers.get('location') };
  };

  it('answer 301 to the page, through a chain of renames; a slug taken again names its new holder', async () => {
    const first = (await create(ring({ slug: 'dawn-band' }))).body;
    const pageOf = (product: { id: number; ProductVariants: Array<{ id: number }> }) => `/product/${product.id}/${product.ProductVariants[0]!.id}`;
    expect(await location('/product/dawn-band')).toEqual({ status: 301, location: pageOf(first) });

    const before = await version();
    await replace(first.id, { ...first, slug: 'dusk-band' });
    expect(Number(await version())).toBeGreaterThan(Number(before));
    await replace(first.id, { ...first, slug: 'night-band' });
    for (const old of ['dawn-band', 'dusk-band', 'night-band']) expect(await location(`/product/${old}`)).toEqual({ status: 301, location: pageOf(first) });

    // Another product takes "dawn-band": the address is its own from then on.
    const second = (await create(ring({ slug: 'dawn-band' }))).body;
    expect(second.slug).toBe('dawn-band');
    expect(await location('/product/dawn-band')).toEqual({ status: 301, location: pageOf(second) });
    expect(await location('/product/dusk-band')).toEqual({ status: 301, location: pageOf(first) });

    // A renamed draft leads nowhere; an unknown slug is a 404; a number still names a product by id.
    expect((await pages.get('/product/no-such-band')).status).toBe(404);
    await replace(first.id, { ...first, slug: 'night-band', status: 'draft' });
    expect((await pages.get('/product/dusk-band')).status).toBe(404);
    expect((await location(`/product/${second.id}`)).location).toBe(pageOf(second));
  });
});

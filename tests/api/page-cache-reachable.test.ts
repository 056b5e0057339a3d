/**
 * The page cache keeps only the listing addresses a shopper can reach from the page's own controls
 * (issue 37): a filter value the panel offers, spelled as its links spell it, a price bound a whole
 * unit on the slider. Any other address is rendered and answered, but not stored (no-store), so a
 * stream of made-up values (random `minPrice`, misspelt metals) cannot push real pages out of it.
 * A category's or theme's page reads only its page number: other parameters are not stored either.
 */
import { describe, expect, it } from 'vitest';
import { usePageShop } from '../support/page-shop.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const pages = usePageShop(shop, [
  { file: 'routes/products.tsx', path: 'products' },
  { file: 'routes/theme.tsx', path: 'theme/:themeName' },
]);

/** Asks twice: whether the second answer came from the cache, and the first's status and Cache-Control. */
async function twice(path: string) {
  const first = await pages.get(path);
  await first.text();
  const second = await pages.get(path);
  await second.text();
  return { status: first.status, cacheControl: first.headers.get('cache-control') ?? '', kept: second.headers.get('x-page-cache') === 'hit' };
}

describe('the page cache and a listing address', () => {
  it('keeps what the page offers; renders, answers and does not store made-up values or off-slider prices', async () => {
    const listing = (await shop.request('/api/listing')).body as {
      facets: { metal: Array<{ name: string; slug: string }> };
      priceRange: { min: number; max: number };
    };
    const metal = listing.facets.metal[0]!;
    const low = Math.floor(listing.priceRange.min);

    for (const path of [`/products?metal=${encodeURIComponent(metal.name)}`, `/products?metal=${metal.slug}`, `/products?minPrice=${low + 1}`]) {
      expect(await twice(path), path).toMatchObject({ status: 200, kept: true });
    }
    for (const path of [
      '/products?metal=Unobtainium',
      `/products?metal=${encodeURIComponent(metal.name.toUpperCase())}`,
      `/products?minPrice=${low + 0.37}`,
      `/products?maxPrice=${Math.ceil(listing.priceRange.max) + 1000}`,
    ]) {
      const answer = await twice(path);
      // A value no catalogue has is refused outright (400); one spelt otherwise, or a price off the slider, is answered.
      expect([200, 400], path).toContain(answer.status);
      expect(answer.kept, path).toBe(false);
      if (answer.status === 200) expect(answer.cacheControl, path).toContain('no-store');
    }
  });

  it("keeps a theme's page by its page number alone", async () => {
    const themes = (await shop.request('/api/theme')).body as Array<{ name: string; slug: string }>;
    const theme = themes[0]!;
    expect(await twice(`/theme/${theme.slug}?page=1`)).toMatchObject({ status: 200, kept: true });
    const other = await twice(`/theme/${theme.slug}?minPrice=7`);
    expect(other).toMatchObject({ status: 200, kept: false });
    expect(other.cacheControl).toContain('no-store');
  });
});

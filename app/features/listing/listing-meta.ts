import type { MetaDescriptor } from 'react-router';
import { searchOf } from '../../../domain/listing-url.ts';
import type { MetaMatches } from '../../lib/root-data';
import type { ListingPageData } from './listing.server';
import { listingHeading } from './listing-page';
import { pageSeo } from './page-seo';

/**
 * Meta for both listing addresses. The canonical address is always /products with the list's
 * own query, so /catalog-products never competes with it; search results are not indexed.
 */
export function listingMeta(data: ListingPageData | undefined, matches: MetaMatches): MetaDescriptor[] {
  if (!data) return pageSeo(matches, { title: 'All Jewellery', description: 'Handcrafted jewellery', path: '/products' });
  const heading = listingHeading(data);
  const title = data.state.q ? `Search results for “${data.state.q}”` : pageTitle(heading, data.state.filters.category.length > 0);
  const total = data.kind === 'list' ? data.listing.total : 0;
  const description = data.state.q
    ? `${total} handcrafted pieces matching “${data.state.q}”: rings, charms, earrings, bracelets and necklaces.`
    : `Browse ${total} handcrafted pieces in sterling silver and solid gold. Filter by category, theme, metal, occasion, gemstone and price.`;
  return pageSeo(matches, {
    title,
    description,
    path: `/products${searchOf(data.state)}`,
    noindex: Boolean(data.state.q) || data.kind === 'invalid',
  });
}

/** 'Shop All Jewellery', 'Rings', 'Birthday Jewellery': a category names jewellery already. */
function pageTitle(heading: string, isCategory: boolean): string {
  if (heading === 'All Jewellery') return 'Shop All Jewellery';
  if (heading === 'Your Selection') return 'Jewellery Selection';
  return isCategory ? heading : `${heading} Jewellery`;
}

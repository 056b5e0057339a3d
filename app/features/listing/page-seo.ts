import type { MetaDescriptor } from 'react-router';
import { rootShop, type MetaMatches } from '../../lib/root-data';
import { seo, type SeoInput } from '../../lib/seo';

/** A listing page's meta tags, with the shop's name and origin from the root loader. */
export function pageSeo(matches: MetaMatches, input: Omit<SeoInput, 'origin' | 'shopName'>): MetaDescriptor[] {
  const shop = rootShop(matches);
  return seo({ ...input, origin: shop.origin, shopName: shop.name });
}

/** Meta tags for content pages: seo() with the shop's name and origin from the root loader. */
import type { MetaDescriptor } from 'react-router';
import { rootShop, type MetaMatches } from '../../lib/root-data';
import { seo, type SeoInput } from '../../lib/seo';

export function pageMeta(matches: MetaMatches, page: Omit<SeoInput, 'origin' | 'shopName'>, extra: MetaDescriptor[] = []): MetaDescriptor[] {
  const shop = rootShop(matches);
  return [...seo({ ...page, origin: shop.origin, shopName: shop.name }), ...extra];
}

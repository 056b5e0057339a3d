/** Meta tags of the account, cart, checkout and order pages: seo() with noindex (they are one shopper's own). */
import type { MetaDescriptor } from 'react-router';
import { rootData, type MetaMatches } from '../../lib/root-data';
import { seo } from '../../lib/seo';

export function privatePageMeta(matches: MetaMatches, page: { title: string; description: string; path: string }): MetaDescriptor[] {
  const shop = rootData(matches)?.shop;
  if (!shop) return [{ title: page.title }, { name: 'robots', content: 'noindex' }];
  return seo({ ...page, origin: shop.origin, shopName: shop.name, noindex: true });
}

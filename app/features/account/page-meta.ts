/** Meta tags of the account, cart, checkout and order pages: seo() with noindex (they are one shopper's own). */
import type { MetaDescriptor } from 'react-router';
import { seo } from '../../lib/seo';
import type { ShopInfo } from '../../root';

type MatchLike = { id: string; data?: unknown } | undefined;

export function privatePageMeta(matches: readonly MatchLike[], page: { title: string; description: string; path: string }): MetaDescriptor[] {
  const shop = (matches.find((match) => match?.id === 'root')?.data as { shop?: ShopInfo } | undefined)?.shop;
  if (!shop) return [{ title: page.title }, { name: 'robots', content: 'noindex' }];
  return seo({ ...page, origin: shop.origin, shopName: shop.name, noindex: true });
}

/** Meta tags for content pages: seo() with the shop's name and origin from the root loader. */
import type { MetaDescriptor } from 'react-router';
import { seo, type SeoInput } from '../../lib/seo';
import type { ShopInfo } from '../../root';

type MatchLike = { id: string; data?: unknown } | undefined;

export function rootShop(matches: readonly MatchLike[]): ShopInfo {
  const data = matches.find((match) => match?.id === 'root')?.data as { shop?: ShopInfo } | undefined;
  return data?.shop ?? { name: 'Jewellery', currency: 'USD', origin: 'http://localhost' };
}

export function pageMeta(matches: readonly MatchLike[], page: Omit<SeoInput, 'origin' | 'shopName'>, extra: MetaDescriptor[] = []): MetaDescriptor[] {
  const shop = rootShop(matches);
  return [...seo({ ...page, origin: shop.origin, shopName: shop.name }), ...extra];
}

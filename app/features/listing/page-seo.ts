import type { MetaDescriptor } from 'react-router';
import { seo, type SeoInput } from '../../lib/seo';

type RootShop = { name: string; origin: string };

/** The shop's name and origin from the root loader's data, as every page's meta needs them. */
function rootShop(matches: ReadonlyArray<unknown>): RootShop {
  const root = matches.find((match) => (match as { id?: string } | undefined)?.id === 'root') as
    | { loaderData?: { shop?: RootShop } }
    | undefined;
  return root?.loaderData?.shop ?? { name: 'Jewellery', origin: 'http://localhost' };
}

export function pageSeo(matches: ReadonlyArray<unknown>, input: Omit<SeoInput, 'origin' | 'shopName'>): MetaDescriptor[] {
  const shop = rootShop(matches);
  return seo({ ...input, origin: shop.origin, shopName: shop.name });
}

import { data } from 'react-router';
import type { Route } from './+types/search';
import { loadSearch } from '../features/listing/listing.server';
import { pageSeo } from '../features/listing/page-seo';
import { SearchScreen } from '../features/listing/search-screen';
import { searchPath } from '../../domain/listing-url';

export const handle = { pageCache: 'page' };

export async function loader({ context, request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get('q')?.trim() ?? '';
  const result = await loadSearch(context, q);
  return data(result, { status: result.kind === 'invalid' ? 400 : 200 });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const q = loaderData?.q ?? '';
  return pageSeo(matches, {
    title: q ? `Search: ${q}` : 'Search',
    description: 'Search handcrafted rings, charms, earrings, bracelets and necklaces by name, gemstone, metal, theme or occasion.',
    path: searchPath(q),
    noindex: q !== '',
  });
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchScreen data={loaderData} />;
}

import { data } from 'react-router';
import type { Route } from './+types/catalog-products';
import { listingPageHeaders, loadListingPage } from '../features/listing/listing.server';
import { listingMeta } from '../features/listing/listing-meta';
import { ListingPage } from '../features/listing/listing-page';

/** The occasion tiles' address: the same listing, its canonical link on /products. */
export const handle = { pageCache: 'listing' };

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await loadListingPage(context, request);
  return data(page, { status: page.kind === 'invalid' ? 400 : 200, headers: listingPageHeaders(page) });
}

/** The loader's no-store for an address no control of the page makes (issue 37); nothing otherwise. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return listingMeta(loaderData, matches);
}

export default function CatalogProducts({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} basePath="/catalog-products" />;
}

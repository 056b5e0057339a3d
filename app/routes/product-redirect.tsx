/**
 * The old storefront's other product-page readings (/product, /product/{id}, /product-details,
 * /product-var, /product-detail) lead to the one product page when they name a product, and to
 * the listing when they do not (docs/product.md). /product/{slug} is a product's named address: its
 * slug now or one it had before a rename answers 301 to its page (decision 053).
 */
import { data, redirect } from 'react-router';
import type { Route } from './+types/product-redirect';
import { productPath } from '../../domain/catalog';
import { findProduct, findProductBySlug } from '../features/product/product.server';
import { routeId } from '../lib/route-params.server';

/** The product a request names: /product/{id}, or ?id= / ?productId= on the other paths. */
function namedProductId(params: Route.LoaderArgs['params'], url: URL): string | null {
  if ('id' in params && typeof params.id === 'string') return params.id;
  return url.searchParams.get('id') ?? url.searchParams.get('productId');
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const named = namedProductId(params, new URL(request.url));
  if (named === null) throw redirect('/products');
  if ('id' in params && !/^\d+$/.test(named)) {
    const page = await findProductBySlug(context, named);
    if (!page) throw data(null, { status: 404 });
    throw redirect(productPath(page.productId, page.variantId), 301);
  }

  const product = await findProduct(context, routeId(named));
  const first = product?.variants[0];
  if (!product || !first) throw data(null, { status: 404 });
  throw redirect(productPath(product.id, first.id));
}

export function meta() {
  return [{ title: 'Page not found' }];
}

export default function ProductRedirect() {
  return null;
}

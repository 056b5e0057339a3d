import { data, useNavigation } from 'react-router';
import type { Route } from './+types/theme';
import { imageUrl } from '../../domain/catalog.ts';
import { themePath } from '../../domain/listing-url.ts';
import { productCount } from '../features/listing/listing-page';
import { loadThemePage, readsOnly } from '../features/listing/listing.server';
import { pageSeo } from '../features/listing/page-seo';
import { rootShop } from '../lib/root-data';
import { breadcrumbList } from '../lib/seo';
import { Pagination } from '../features/listing/pagination';
import { ProductCard } from '../features/listing/product-card';
import { ButtonLink } from '../components/ui/button-link';

export const handle = { pageCache: 'listing' };

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = await loadThemePage(context, params.themeName, url);
  const invalid = page.kind === 'found' && page.products.kind === 'invalid';
  return data(page, { status: invalid ? 400 : page.kind === 'unknown' ? 404 : 200, headers: readsOnly(url, ['page']) });
}

/** The loader's no-store for an address with parameters this page does not read (issue 37); nothing otherwise. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const name = loaderData?.kind === 'found' ? loaderData.name : params.themeName;
  return [
    ...pageSeo(matches, {
      title: `Products for ${name}`,
      description: `Handcrafted jewellery of the ${name} theme: rings, charms, earrings, bracelets and necklaces.`,
      path: themePath(name),
      image: loaderData?.kind === 'found' ? imageUrl(loaderData.image) : undefined,
      noindex: loaderData?.kind !== 'found',
    }),
    ...(loaderData?.kind === 'found'
      ? [
          breadcrumbList(rootShop(matches).origin, [
            { name: 'Home', path: '/' },
            { name, path: themePath(name) },
          ]),
        ]
      : []),
  ];
}

export default function Theme({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname.startsWith('/theme/') === true;
  const products = loaderData.kind === 'found' ? loaderData.products : undefined;
  return (
    <div className="mx-auto max-w-7xl px-4 pb-24 pt-12 lg:px-8">
      <header className="border-b border-line pb-8 text-center">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-dark">SHOP BY THEME</p>
        <h1 className="mt-2 text-4xl md:text-5xl">Products for {loaderData.name}</h1>
        {products?.kind === 'list' && products.total > 0 ? <p className="mt-3 text-sm text-muted">{productCount(products.total)}</p> : null}
      </header>
      {loading ? (
        <p role="status" className="mt-6 text-center text-sm text-muted">
          Loading products...
        </p>
      ) : null}
      {products?.kind === 'list' && products.items.length > 0 ? (
        <section aria-label="Products" aria-busy={loading} className={`mt-10 transition-opacity duration-200 ${loading ? 'opacity-50' : ''}`}>
          <div className="grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-3 lg:gap-x-8">
            {products.items.map((product, index) => (
              <ProductCard key={product.id} product={product} eager={index < 3} />
            ))}
          </div>
          <Pagination page={products.page} pageCount={products.pageCount} hrefFor={(page) => themePath(loaderData.name, page)} />
        </section>
      ) : (
        <div className="mx-auto mt-16 max-w-lg text-center">
          <p className="font-display text-2xl">No products found for {loaderData.name}</p>
          {products?.kind === 'invalid' ? (
            <p role="alert" className="mt-3 text-sm text-muted">
              {products.message}.
            </p>
          ) : null}
          <ButtonLink to="/products" className="mt-8">
            BROWSE ALL JEWELLERY
          </ButtonLink>
        </div>
      )}
    </div>
  );
}

import { data, useNavigation } from 'react-router';
import type { Route } from './+types/category-detail';
import { categoryDetailPath } from '../../domain/listing-url';
import { CategoryProductCard } from '../features/listing/category-product-card';
import { productCount } from '../features/listing/listing-page';
import { loadCategoryDetail, readsOnly } from '../features/listing/listing.server';
import { pageSeo } from '../features/listing/page-seo';
import { rootShop } from '../lib/root-data';
import { breadcrumbList } from '../lib/seo';
import { Pagination } from '../features/listing/pagination';
import { ButtonLink } from '../components/ui/button-link';

export const handle = { pageCache: 'listing' };

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = await loadCategoryDetail(context, url);
  const invalid = page.kind === 'found' && page.products.kind === 'invalid';
  return data(page, { status: invalid ? 400 : page.kind === 'unknown' ? 404 : 200, headers: readsOnly(url, ['category', 'page']) });
}

/** The loader's no-store for an address with parameters this page does not read (issue 37); nothing otherwise. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const name = loaderData?.kind === 'found' ? loaderData.name : undefined;
  return [
    ...pageSeo(matches, {
      title: name ?? 'Shop By Category',
      description: name
        ? `Handcrafted ${name.toLowerCase()} in sterling silver and solid gold, personalised and ready to gift.`
        : 'Choose a category of handcrafted jewellery.',
      path: name ? categoryDetailPath(name) : '/category-detail',
      noindex: !name,
    }),
    ...(name
      ? [
          breadcrumbList(rootShop(matches).origin, [
            { name: 'Home', path: '/' },
            { name: 'Categories', path: '/category' },
            { name, path: categoryDetailPath(name) },
          ]),
        ]
      : []),
  ];
}

export default function CategoryDetail({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === '/category-detail';
  return (
    <div className="mx-auto max-w-7xl px-4 pb-24 pt-12 lg:px-8">
      <header className="border-b border-line pb-8 text-center">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-dark">SHOP BY CATEGORY</p>
        <h1 className="mt-2 text-4xl md:text-5xl">
          {loaderData.kind === 'found' ? loaderData.name : loaderData.kind === 'unknown' ? loaderData.name : 'Categories'}
        </h1>
        {loaderData.kind === 'found' && loaderData.products.kind === 'list' ? (
          <p className="mt-3 text-sm text-muted">{productCount(loaderData.products.total)}</p>
        ) : null}
      </header>
      {loading ? (
        <p role="status" className="mt-6 text-center text-sm text-muted">
          Loading products...
        </p>
      ) : null}
      <Body data={loaderData} loading={loading} />
    </div>
  );
}

function Message({ text, children }: { text: string; children?: React.ReactNode }) {
  return (
    <div className="mx-auto mt-16 max-w-lg text-center">
      <p className="font-display text-2xl">{text}</p>
      {children}
      <ButtonLink to="/category" className="mt-8">
        SHOP BY CATEGORY
      </ButtonLink>
    </div>
  );
}

function Body({ data, loading }: { data: Route.ComponentProps['loaderData']; loading: boolean }) {
  if (data.kind === 'none') return <Message text="No category selected" />;
  if (data.kind === 'unknown') return <Message text="No products found" />;
  const { products } = data;
  if (products.kind === 'invalid')
    return (
      <Message text="No products found">
        <p role="alert" className="mt-3 text-sm text-muted">
          {products.message}.
        </p>
      </Message>
    );
  if (products.items.length === 0) return <Message text="No products found" />;
  return (
    <section aria-label="Products" aria-busy={loading} className={`mt-10 transition-opacity duration-200 ${loading ? 'opacity-50' : ''}`}>
      <div className="grid grid-cols-1 gap-x-6 gap-y-14 sm:grid-cols-2 lg:grid-cols-3 lg:gap-x-8">
        {products.items.map((product, index) => (
          <CategoryProductCard key={product.id} product={product} eager={index < 3} />
        ))}
      </div>
      <Pagination page={products.page} pageCount={products.pageCount} hrefFor={(page) => categoryDetailPath(data.name, page)} />
    </section>
  );
}

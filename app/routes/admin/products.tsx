/**
 * The back office's products, /admin/products: every product whatever its status, searched by
 * title, filtered by category, status and stock state, sorted, and paged on the server. The
 * filters are a GET form, so a filtered page is a link; each row opens the product's edit page.
 */
import { Link, data, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/products';
import { AdminProductsQuery, type TotalPrecision } from '../../../domain/schemas/admin-products';
import { privatePageMeta } from '../../features/account/page-meta';
import { requireStaff } from '../../features/admin/admin.server';
import { categoryNames, listProducts } from '../../features/admin/products.server';
import { ProductFilters } from '../../features/admin/products/product-filters';
import { PRODUCT_COLUMNS, ProductRow } from '../../features/admin/products/product-row';
import { ButtonLink } from '../../components/ui/button-link';
import { FormAlert } from '../../components/ui/form-alert';
import { Table } from '../../components/ui/table';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Products', description: 'The shop’s catalogue.', path: '/admin/products' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const query = AdminProductsQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) {
    return data(
      { categories: await categoryNames(context), list: null, currency: context.config.currency, error: query.error.issues[0]!.message },
      { status: 400 },
    );
  }
  const [categories, list] = await Promise.all([categoryNames(context), listProducts(context, query.data)]);
  return { categories, list, currency: context.config.currency, error: undefined };
}

/** How many products the list holds: exact, or at least (a count stops at a cap). */
function productCount(list: { total: number; totalPrecision: TotalPrecision }): string {
  if (list.totalPrecision === 'at_least') return `${list.total.toLocaleString('en-US')}+ products`;
  return list.total === 1 ? '1 product' : `${list.total.toLocaleString('en-US')} products`;
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { categories, list, currency, error } = loaderData;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/admin/products';
  const pageLink = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    return `?${next}`;
  };
  const filtered = ['q', 'category', 'status', 'stock'].some((key) => params.get(key));

  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-4xl">Products</h1>
        <ButtonLink to="/admin/products/new">NEW PRODUCT</ButtonLink>
      </div>
      <ProductFilters categories={categories} params={params} />
      {error ? (
        <div className="mt-6">
          <FormAlert tone="error">{error}</FormAlert>
        </div>
      ) : null}
      {list ? (
        <div className={loading ? 'opacity-60 transition-opacity' : undefined} aria-busy={loading}>
          <p className="mt-8 text-sm text-muted" aria-live="polite">
            {productCount(list)}
            {filtered ? (
              <>
                {' '}
                match ·{' '}
                <Link to="/admin/products" className="text-gold-dark underline underline-offset-4">
                  clear the filters
                </Link>
              </>
            ) : null}
          </p>
          <Table
            layout="list"
            label="Products"
            className="mt-3"
            header={PRODUCT_COLUMNS}
            rows={list.items}
            rowKey={(product) => product.id}
            rowClassName="grid grid-cols-[4rem_minmax(0,1fr)] items-center gap-x-4 gap-y-2 py-3"
            row={(product) => <ProductRow product={product} currency={currency} />}
            empty={<p className="mt-6 text-muted">No products match these filters.</p>}
          />
          {list.pageCount > 1 ? (
            <nav aria-label="Pages" className="mt-6 flex flex-wrap items-center gap-4 text-sm">
              {list.page > 1 ? (
                <Link to={pageLink(list.page - 1)} className="underline underline-offset-4">
                  ← Previous
                </Link>
              ) : null}
              <span className="text-muted">
                Page {list.page} of {list.pageCount}
                {list.totalPrecision === 'at_least' ? '+' : ''}
              </span>
              {list.page < list.pageCount ? (
                <Link to={pageLink(list.page + 1)} className="underline underline-offset-4">
                  Next →
                </Link>
              ) : null}
            </nav>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

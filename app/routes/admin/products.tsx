/**
 * The back office's products, /admin/products: every product whatever its status, searched by
 * title, filtered by category, status and stock state, sorted, and paged on the server. The
 * filters are a GET form, so a filtered page is a link; each row opens the product's edit page.
 */
import { Form, Link, data, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/products';
import { imageUrl } from '../../../domain/catalog';
import { imageSources } from '../../../domain/images';
import { formatMoney, toMinor } from '../../../domain/money';
import { ADMIN_PRODUCT_SORTS, AdminProductsQuery, STOCK_STATES, type AdminProductSort, type StockState } from '../../../domain/schemas/admin-products';
import { privatePageMeta } from '../../features/account/page-meta';
import { requireStaff } from '../../features/admin/admin.server';
import { categoryNames, listProducts } from '../../features/admin/products.server';
import { StatusBadge } from '../../features/admin/product-form/status-badge';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { FormAlert } from '../../components/ui/form-alert';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { formatDay } from '../../../domain/dates.ts';

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

const SORT_LABELS: Record<AdminProductSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  title: 'Title, A to Z',
  price_asc: 'Price, low to high',
  price_desc: 'Price, high to low',
  updated: 'Recently changed',
};

const STOCK_LABELS: Record<StockState, string> = {
  in_stock: 'In stock',
  low: 'Low stock',
  sold_out: 'Sold out',
  made_to_order: 'Made to order',
};

const STOCK_LOOKS: Record<StockState, string> = {
  in_stock: 'text-ink',
  low: 'text-gold-dark font-semibold',
  sold_out: 'text-sale font-semibold',
  made_to_order: 'text-muted',
};

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

      <Form
        method="get"
        role="search"
        aria-label="Filter products"
        className="mt-6 grid grid-cols-2 items-end gap-3 md:grid-cols-4 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_minmax(0,1.4fr)_auto] lg:gap-4"
      >
        <div className="col-span-2 md:col-span-4 lg:col-span-1">
          <TextField label="Search by title" name="q" type="search" defaultValue={params.get('q') ?? ''} maxLength={100} />
        </div>
        <SelectField label="Category" name="category" defaultValue={params.get('category') ?? ''}>
          <option value="">All</option>
          {categories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Status" name="status" defaultValue={params.get('status') ?? ''}>
          <option value="">All</option>
          <option value="draft">Draft</option>
          <option value="published">Published</option>
          <option value="archived">Archived</option>
        </SelectField>
        <SelectField label="Stock" name="stock" defaultValue={params.get('stock') ?? ''}>
          <option value="">All</option>
          {STOCK_STATES.map((state) => (
            <option key={state} value={state}>
              {STOCK_LABELS[state]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Sort" name="sort" defaultValue={params.get('sort') ?? 'newest'}>
          {ADMIN_PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </SelectField>
        <Button type="submit" className="col-span-2 px-6 md:col-span-4 lg:col-span-1">
          FILTER
        </Button>
      </Form>

      {error ? (
        <div className="mt-6">
          <FormAlert tone="error">{error}</FormAlert>
        </div>
      ) : null}

      {list ? (
        <div className={loading ? 'opacity-60 transition-opacity' : undefined} aria-busy={loading}>
          <p className="mt-8 text-sm text-muted" aria-live="polite">
            {list.totalPrecision === 'at_least'
              ? `${list.total.toLocaleString('en-US')}+ products`
              : list.total === 1
                ? '1 product'
                : `${list.total.toLocaleString('en-US')} products`}
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
          {list.items.length === 0 ? (
            <p className="mt-6 text-muted">No products match these filters.</p>
          ) : (
            <>
              <div
                aria-hidden="true"
                className="mt-3 hidden grid-cols-[4rem_minmax(0,1fr)_8rem_9rem_8rem] gap-x-4 border-b border-line pb-2 text-xs font-semibold tracking-[0.2em] text-muted md:grid"
              >
                <span className="col-start-2">PRODUCT</span>
                <span>PRICE</span>
                <span>STOCK</span>
                <span>CHANGED</span>
              </div>
              <ul aria-label="Products" className="mt-3 divide-y divide-line border-y border-line md:mt-0 md:border-t-0">
                {list.items.map((product) => {
                  const sources = product.image ? imageSources(product.image.file, product.image.widths) : undefined;
                  return (
                    <li
                      key={product.id}
                      className="grid grid-cols-[4rem_minmax(0,1fr)] items-center gap-x-4 gap-y-2 py-3 md:grid-cols-[4rem_minmax(0,1fr)_8rem_9rem_8rem]"
                    >
                      <div className="row-span-2 h-16 w-16 overflow-hidden border border-line bg-white md:row-span-1">
                        {product.image ? (
                          <picture>
                            {sources ? <source type="image/webp" srcSet={sources.webp} sizes="64px" /> : null}
                            <img src={imageUrl(product.image.file)} alt="" width={64} height={64} loading="lazy" className="h-full w-full object-cover" />
                          </picture>
                        ) : (
                          <span className="grid h-full place-items-center text-[10px] text-muted">No image</span>
                        )}
                      </div>
                      <div className="min-w-0">
                        <Link to={`/admin/products/${product.id}`} className="font-display text-xl break-words hover:text-gold-dark hover:underline">
                          {product.title}
                        </Link>
                        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
                          <StatusBadge status={product.status} />
                          <span>
                            {product.variantCount} {product.variantCount === 1 ? 'variant' : 'variants'}
                          </span>
                          <span className="md:hidden">
                            · {product.lowestPrice === null ? 'no price' : `from ${formatMoney(toMinor(product.lowestPrice, currency), currency)}`}
                          </span>
                        </p>
                      </div>
                      <p className="col-start-2 flex flex-wrap gap-x-3 text-xs md:contents">
                        <span className="hidden text-sm tabular-nums md:block">
                          <span className="sr-only">Lowest price: </span>
                          {product.lowestPrice === null ? '—' : `from ${formatMoney(toMinor(product.lowestPrice, currency), currency)}`}
                        </span>
                        <span className={`md:text-sm ${STOCK_LOOKS[product.stock.state]}`}>
                          <span className="sr-only">Stock: </span>
                          {STOCK_LABELS[product.stock.state]}
                          {product.stock.pieces !== null ? ` · ${product.stock.pieces}` : ''}
                        </span>
                        <span className="text-muted md:text-sm">
                          <span className="sr-only">Changed </span>
                          <time dateTime={product.updatedAt}>{formatDay(product.updatedAt)}</time>
                        </span>
                      </p>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
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

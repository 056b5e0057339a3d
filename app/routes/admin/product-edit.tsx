/**
 * A product in the back office, /admin/products/new and /admin/products/:id: one screen for its
 * title, description, tags, variants (metals and prices, sizes, made to order or the pieces on
 * the shelf, images), status and rating display. The form posts the product (as JSON in a form
 * field) to this page's action, which checks it with the same schema as the API and saves it
 * through the catalogue service. The owner also sees the product's history from the audit log.
 */
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/product-edit';
import { productPath } from '../../../domain/catalog';
import { ProductInput } from '../../../domain/schemas/product';
import { privatePageMeta } from '../../features/account/page-meta';
import { requireStaff } from '../../features/admin/admin.server';
import { adminProduct, productHistory, productLookups, saveProduct } from '../../features/admin/products.server';
import { emptyProduct, toFormValues, type Saved } from '../../features/admin/product-form/form-values';
import { callServerAction, done, formText, refused } from '../../lib/action-result';
import { forAction, forLoader } from '../../lib/domain-errors.server';
import { ProductFormView, PRODUCT_FORM_MESSAGES } from '../../features/admin/product-form/product-form';
import { ProductHistory } from '../../features/admin/product-form/product-history';
import { StatusBadge } from '../../features/admin/product-form/status-badge';
import { routeId } from '../../lib/route-params.server';

/** The product's id from the address; null for /admin/products/new; 404 for anything else. */
function productIdOf(param: string | undefined): number | null {
  return param === undefined || param === 'new' ? null : routeId(param);
}

/** The product the form sends as JSON in its `product` field; undefined when that is not JSON (the schema then says so). */
function jsonOf(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const title = loaderData?.product ? `Edit ${loaderData.product.ProductVariants[0]?.title ?? ''}` : 'New product';
  return privatePageMeta(matches, { title, description: 'A product of the shop’s catalogue.', path: `/admin/products/${params.id ?? 'new'}` });
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(context, request);
  const id = productIdOf(params.id);
  const lookups = await productLookups(context);
  const product = id === null ? null : await forLoader(() => adminProduct(context, id));
  const history = id !== null && staff.role === 'owner' ? await productHistory(context, id) : null;
  return { lookups, product, history, currency: context.config.currency };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = await requireStaff(context, request);
  const id = productIdOf(params.id);
  const form = await request.formData();
  if (form.get('intent') !== 'save') return refused(PRODUCT_FORM_MESSAGES.failed);
  const parsed = ProductInput.safeParse(jsonOf(formText(form, 'product')));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    return refused(PRODUCT_FORM_MESSAGES.invalid, { issues });
  }
  return forAction(async () => done<never, Saved>({ product: await saveProduct(context, id, parsed.data, staff) }));
}

/** A save that got no answer (offline) or a failing one keeps the form as it is and says so. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return callServerAction(() => serverAction(), { network: PRODUCT_FORM_MESSAGES.offline, failed: PRODUCT_FORM_MESSAGES.failed });
}

export default function ProductEdit({ loaderData }: Route.ComponentProps) {
  const { product, lookups, history, currency } = loaderData;
  const initial = useMemo(() => (product ? toFormValues(product, lookups.sizes) : emptyProduct(lookups)), [product, lookups]);
  const first = product?.ProductVariants[0];
  return (
    <div>
      <p>
        <Link to="/admin/products" className="text-sm text-muted underline-offset-4 hover:text-ink hover:underline">
          ← All products
        </Link>
      </p>
      <div className="mt-3 mb-8 flex flex-wrap items-center gap-x-5 gap-y-3">
        <h1 className="min-w-0 text-4xl break-words">{product ? (first?.title ?? '') : 'New product'}</h1>
        {product ? <StatusBadge status={product.status} /> : null}
        {product?.status === 'published' && first ? (
          <Link to={productPath(product.id, first.id)} className="text-sm text-gold-dark underline underline-offset-4">
            View in the shop
          </Link>
        ) : null}
      </div>
      <ProductFormView key={product?.id ?? 'new'} productId={product?.id ?? null} initial={initial} lookups={lookups} currency={currency} />
      {product && history ? <ProductHistory productId={product.id} history={history} /> : null}
    </div>
  );
}

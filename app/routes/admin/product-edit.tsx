/**
 * A product in the back office, /admin/products/new and /admin/products/:id: one screen for its
 * title, description, tags, variants (metals and prices, sizes, made to order or the pieces on
 * the shelf, images), status and rating display. The form posts the product (as JSON in a form
 * field) to this page's action, which checks it with the same schema as the API and saves it
 * through the catalogue service. The owner also sees the product's history from the audit log.
 */
import { useMemo } from 'react';
import { Link, data } from 'react-router';
import type { Route } from './+types/product-edit';
import { productPath } from '../../../domain/catalog';
import { DomainError, InvalidInput, NotFound } from '../../../domain/errors';
import { ProductInput } from '../../../domain/schemas/product';
import { privatePageMeta } from '../../features/account/page-meta';
import { formText } from '../../features/account/form-result';
import { requireStaff } from '../../features/admin/admin.server';
import { adminProduct, productHistory, productLookups, saveProduct } from '../../features/admin/products.server';
import { emptyProduct, toFormValues, type SaveAnswer } from '../../features/admin/product-form/form-values';
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
  let product = null;
  if (id !== null) {
    try {
      product = await adminProduct(context, id);
    } catch (error) {
      if (error instanceof NotFound) throw data(null, { status: 404 });
      throw error;
    }
  }
  const history = id !== null && staff.role === 'owner' ? await productHistory(context, id) : null;
  return { lookups, product, history, currency: context.config.currency };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = await requireStaff(context, request);
  const id = productIdOf(params.id);
  const form = await request.formData();
  if (form.get('intent') !== 'save') return data<SaveAnswer>({ ok: false, error: PRODUCT_FORM_MESSAGES.failed }, { status: 400 });
  const parsed = ProductInput.safeParse(jsonOf(formText(form, 'product')));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.map(String), message: issue.message }));
    return data<SaveAnswer>({ ok: false, error: PRODUCT_FORM_MESSAGES.invalid, issues }, { status: 400 });
  }
  try {
    return data<SaveAnswer>({ ok: true, product: await saveProduct(context, id, parsed.data, staff) });
  } catch (error) {
    if (error instanceof InvalidInput) return data<SaveAnswer>({ ok: false, error: error.message, issues: error.issues }, { status: 400 });
    if (error instanceof DomainError) return data<SaveAnswer>({ ok: false, error: error.message }, { status: error.status });
    throw error;
  }
}

/** A save that got no answer (offline) or a failing one keeps the form as it is and says so. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<SaveAnswer> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    // fetch() rejects with a TypeError when no answer arrives.
    return { ok: false, error: error instanceof TypeError ? PRODUCT_FORM_MESSAGES.offline : PRODUCT_FORM_MESSAGES.failed };
  }
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

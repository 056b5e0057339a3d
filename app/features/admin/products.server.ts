/**
 * The back office's product pages, bound to the request's load context: the look-up lists the
 * edit screen picks from, a product as its form, saving (through the catalogue service, which
 * checks names, writes in one transaction and records the audit entry), the paged list, and a
 * product's own history from the audit log.
 */
import type { AppLoadContext } from 'react-router';
import type { Product } from '../../../domain/catalog.ts';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import type { AdminProductsQuery } from '../../../domain/schemas/admin-products.ts';
import type { ProductInput } from '../../../domain/schemas/product.ts';
import * as adminProducts from '../../../server/services/catalogue/index.ts';
import * as audit from '../../../server/services/audit/index.ts';
import * as catalog from '../../../server/services/catalogue/index.ts';
import { toFormValues, type ProductLookups, type StoredProduct } from './product-form/form-values.ts';
import { productChanges, type ProductHistoryView } from './product-form/product-changes.ts';

/** Every look-up list the form offers, names only (a product is written by names). */
export async function productLookups(context: AppLoadContext): Promise<ProductLookups> {
  const [lookups, subCategories, sizes] = await Promise.all([
    catalog.listLookups(context.db),
    catalog.listSubCategories(context.db),
    catalog.listSizes(context.db),
  ]);
  const names = (values: Array<{ id: number; name: string }>) => values.map(({ id, name }) => ({ id, name }));
  return {
    categories: names(lookups.category),
    subCategories: subCategories.map(({ id, name, categoryId }) => ({ id, name, categoryId })),
    themes: names(lookups.theme),
    purposes: names(lookups.purpose),
    festivals: names(lookups.festival),
    gemstones: names(lookups.gemstone),
    metals: names(lookups.metal),
    sizes: sizes.map(({ id, label }) => ({ id, label })),
  };
}

function stored(context: AppLoadContext, product: Product, sizes: ProductLookups['sizes']): StoredProduct {
  return {
    id: product.id,
    title: product.variants[0]?.title ?? '',
    status: product.status,
    firstVariantId: product.variants[0]?.id ?? null,
    form: toFormValues(product, context.config.currency, sizes),
  };
}

/** A product of any status; NotFound (404) when there is none. */
export async function adminProduct(context: AppLoadContext, id: number, sizes: ProductLookups['sizes']): Promise<StoredProduct> {
  return stored(context, await adminProducts.getAdminProduct(context.db, id), sizes);
}

/** Creates (id null) or replaces a product; answers it as stored. */
export async function saveProduct(context: AppLoadContext, id: number | null, input: ProductInput, actor: PublicUser): Promise<StoredProduct> {
  const { db, config } = context;
  const product =
    id === null
      ? await adminProducts.createProduct(db, input, actor, config.currency)
      : await adminProducts.replaceProduct(db, id, input, actor, config.currency);
  return stored(context, product, (await productLookups(context)).sizes);
}

/** The categories' names, for the list's filter. */
export const categoryNames = async (context: AppLoadContext) => (await catalog.listCategories(context.db)).map((category) => category.name);

/** A page of every product, whatever its status (money in minor units). */
export const listProducts = (context: AppLoadContext, query: AdminProductsQuery) => adminProducts.listAdminProducts(context.db, query);

/** The newest page of a product's audit entries (the owner's view). */
export async function productHistory(context: AppLoadContext, id: number): Promise<ProductHistoryView> {
  const { entries, hasMore } = await audit.listAudit(context.db, { entity: 'product', entityId: String(id), page: 1 });
  return {
    hasMore,
    entries: entries.map((entry) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      who: entry.actorEmail,
      action: entry.action,
      ...productChanges(entry.before, entry.after, context.config.currency),
    })),
  };
}

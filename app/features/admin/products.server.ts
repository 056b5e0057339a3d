/**
 * The back office's product pages, bound to the request's load context: the look-up lists the
 * edit screen picks from, a product (in the answer the API gives, from the same presenter), saving
 * (through the catalogue service, which checks names, writes in one transaction and records the
 * audit entry), the paged list, and a product's own history from the audit log.
 */
import type { AppLoadContext } from 'react-router';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import type { AdminProductsQuery } from '../../../domain/schemas/admin-products.ts';
import type { ProductInput } from '../../../domain/schemas/product.ts';
import * as audit from '../../../server/services/audit/index.ts';
import * as catalogue from '../../../server/services/catalogue/index.ts';
import type { ProductLookups } from './product-form/form-values.ts';
import { productChanges, type ProductHistoryView } from './product-form/product-changes.ts';

/** Every look-up list the form offers, names only (a product is written by names). */
export async function productLookups(context: AppLoadContext): Promise<ProductLookups> {
  const lists = await catalogue.readLookupLists(context.db);
  const names = (values: Array<{ id: number; name: string }>) => values.map(({ id, name }) => ({ id, name }));
  return {
    categories: names(lists.categories),
    subCategories: catalogue.typesByCategory(lists).map(({ id, name, categoryId }) => ({ id, name, categoryId })),
    themes: names(lists.themes),
    purposes: names(lists.purposes),
    festivals: names(lists.festivals),
    gemstones: names(lists.gemstones),
    metals: names(lists.metals),
    sizes: lists.sizes.map(({ id, label }) => ({ id, label })),
  };
}

/** A product of any status, as the API answers it; NotFound (404) when there is none. */
export async function adminProduct(context: AppLoadContext, id: number) {
  return catalogue.adminProductAnswer(await catalogue.getAdminProduct(context.db, id), context.config.currency);
}

/** Creates (id null) or replaces a product; answers it as stored, as the API does. */
export async function saveProduct(context: AppLoadContext, id: number | null, input: ProductInput, actor: PublicUser) {
  const { db, config } = context;
  const product =
    id === null ? await catalogue.createProduct(db, input, actor, config.currency) : await catalogue.replaceProduct(db, id, input, actor, config.currency);
  return catalogue.adminProductAnswer(product, config.currency);
}

/** The categories' names, for the list's filter. */
export const categoryNames = async (context: AppLoadContext) => (await catalogue.readLookupLists(context.db)).categories.map((category) => category.name);

/** A page of every product, whatever its status, as the API answers it. */
export const listProducts = async (context: AppLoadContext, query: AdminProductsQuery) =>
  catalogue.adminProductListAnswer(await catalogue.listAdminProducts(context.db, query), context.config.currency);

/** The newest page of a product's audit entries (the owner's view). */
export async function productHistory(context: AppLoadContext, id: number): Promise<ProductHistoryView> {
  const { entries, hasMore } = audit.auditPageAnswer(await audit.listAudit(context.db, { entity: 'product', entityId: String(id), page: 1 }));
  return {
    hasMore,
    entries: entries.map((entry) => ({
      id: entry.id,
      at: entry.at,
      who: entry.actorEmail,
      action: entry.action,
      ...productChanges(entry.before, entry.after, context.config.currency),
    })),
  };
}

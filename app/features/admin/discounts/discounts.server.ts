/** The discounts page's reads and writes: the module's presenter, as the API answers (server/api/admin/discounts.ts). */
import type { AppLoadContext } from 'react-router';
import type { DiscountInput } from '../../../../domain/contract/discounts.ts';
import type { PublicUser } from '../../../../domain/schemas/account.ts';
import { listCategories } from '../../../../server/services/catalogue/index.ts';
import * as discounts from '../../../../server/services/discounts/index.ts';
import { shopTimeZone } from '../../../../server/services/shop/index.ts';

export async function discountsPageData(context: AppLoadContext) {
  const [rows, categories, timeZone] = await Promise.all([discounts.listDiscounts(context.db), listCategories(context.db), shopTimeZone(context.db)]);
  return {
    discounts: rows.map((row) => discounts.presentDiscount(row, context.config.currency)),
    categories: categories.map((category) => ({ id: category.id, name: category.name })),
    currency: context.config.currency,
    /** The shop's time zone: the form's dates are typed and shown in it. */
    timeZone,
  };
}

/** The shop's time zone, the form's dates are read in. */
export const discountsTimeZone = (context: AppLoadContext) => shopTimeZone(context.db);

export async function saveDiscount(context: AppLoadContext, id: number | null, input: DiscountInput, staff: PublicUser) {
  const { db, config } = context;
  return id === null ? discounts.createDiscount(db, input, config.currency, staff) : discounts.updateDiscount(db, id, input, config.currency, staff);
}

export const switchDiscount = (context: AppLoadContext, id: number, active: boolean, staff: PublicUser) =>
  discounts.setDiscountActive(context.db, id, active, staff);

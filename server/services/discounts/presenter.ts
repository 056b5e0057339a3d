/** Discounts as the API and the pages answer them: amounts in major units, dates ISO 8601. */
import type { DiscountAnswer } from '../../../domain/contract/discounts.ts';
import { discountStatus } from '../../../domain/discounts.ts';
import { toMajor } from '../../../domain/money.ts';
import type { AdminDiscount } from './admin.ts';

/** `now`: when its state is read (On, Used up, Scheduled…). */
export function presentDiscount(discount: AdminDiscount, currency: string, now = new Date()): DiscountAnswer {
  return {
    id: discount.id,
    name: discount.name,
    code: discount.code,
    kind: discount.kind,
    value: discount.kind === 'fixed' ? toMajor(discount.value, currency) : discount.value,
    minSubtotal: toMajor(discount.minSubtotalMinor, currency),
    startsAt: discount.startsAt?.toISOString() ?? null,
    endsAt: discount.endsAt?.toISOString() ?? null,
    usageLimit: discount.usageLimit,
    perCustomerLimit: discount.perCustomerLimit,
    firstOrderOnly: discount.firstOrderOnly,
    productIds: [...discount.productIds],
    categoryIds: [...discount.categoryIds],
    active: discount.active,
    status: discountStatus(discount, discount.used, now),
    used: discount.used,
    currency,
  };
}

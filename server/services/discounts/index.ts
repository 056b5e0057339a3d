/**
 * Discounts, the module's only public surface (decision record 028): the discounts an order gets
 * (read at every quote and order, limits counted under a lock while an order is placed), a code's
 * check, the back office's list and changes (audited), and the presenters of their answers.
 */
export { createDiscount, getDiscount, listDiscounts, setDiscountActive, updateDiscount } from './admin.ts';
export { checkCode, discountsFor, promotionsSql, shownPromotions, type DiscountsAsked, type PromotionRow } from './offers.ts';
export { presentDiscount } from './presenter.ts';

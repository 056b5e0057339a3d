/**
 * The shop's own identity (issue 31, decision record 035): the seller customers buy from, as the
 * owner sets it, read by the papers, the invoices issued with a payment and the e-mails; and the
 * returns policy (issue 34, decision record 047), read by the returns module, the pages and the e-mails;
 * and the gift card amounts (decision record 050), read by the /gift-cards page, the cart and the order.
 */
export { presentShopSettings } from './presenter.ts';
export { applySellerDefaults, getShopSettings, saveShopSettings, sellerOf, sendingShopSettings, shopTimeZone } from './settings.ts';
export { getReturnPolicy, presentReturnPolicy, RETURN_POLICY_JSON_SQL, returnsMailLine, returnsMailLineOf, saveReturnPolicy } from './returns-policy.ts';
export { catalogue, keptSetting } from './kept-setting.ts';
export { getGiftCardAmounts, GIFT_CARD_AMOUNTS_JSON_SQL, presentGiftCardAmounts, saveGiftCardAmounts } from './gift-card-amounts.ts';

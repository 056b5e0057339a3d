/**
 * Which automatic promotion a piece shows on its card, its page and its quick view (issue 32,
 * decision record 036), beside the discount engine (domain/discounts.ts) whose checks it reuses.
 *
 * The rule, written once: a piece shows the automatic promotion that every shopper would get on it
 * alone, whatever else their cart holds and whoever they are. That is a promotion without a code,
 * of kind percent, that is on now (switched on, started, not ended, not used up: `refusalOf`), that
 * needs nothing of the cart or the shopper (no minimum subtotal, not first-order-only, no limit per
 * customer), and that is for the piece (no products and no categories: every piece; else its product
 * or one of its categories). Of those the best: the highest percent, the older (lower id) on a tie,
 * as `chooseDiscounts` ranks the savings of one piece. A fixed amount or free shipping is never shown
 * on a piece (what it takes off a piece depends on the rest of the cart).
 */
import { refusalOf, type DiscountRule } from './discounts.ts';
import type { ShownPromotion } from './price-view.ts';

/** A piece as the rule sees it: its product and its categories (the variant's, as the quote passes them). */
export interface PromotedPiece {
  productId: number;
  categoryIds: readonly number[];
}

/** A promotion as the rule reads it: the owner's rule and the orders not cancelled that carry it. */
export interface PromotionState {
  rule: DiscountRule;
  usedTotal: number;
}

/** Whether a promotion can ever be shown on a piece: automatic, a percent, asking nothing of the cart or the shopper. */
export function showableOnPieces(rule: DiscountRule): boolean {
  return (
    rule.code === null && rule.kind === 'percent' && rule.value > 0 && rule.minSubtotalMinor <= 0 && !rule.firstOrderOnly && rule.perCustomerLimit === null
  );
}

/** Whether a promotion is on at `now` for everyone: switched on, started, not ended, not used up. */
function onNow(state: PromotionState, now: Date): boolean {
  return refusalOf(state.rule, { now, usedTotal: state.usedTotal, usedByCustomer: 0, hasOrdered: false }) === null;
}

const isFor = (rule: DiscountRule, piece: PromotedPiece): boolean =>
  (rule.productIds.length === 0 && rule.categoryIds.length === 0) ||
  rule.productIds.includes(piece.productId) ||
  piece.categoryIds.some((id) => rule.categoryIds.includes(id));

/** The promotions that may show on some piece at `now`, best first (highest percent, then the lowest id). */
export function promotionsShownNow(states: readonly PromotionState[], now: Date): DiscountRule[] {
  return states
    .filter((state) => showableOnPieces(state.rule) && onNow(state, now))
    .map((state) => state.rule)
    .sort((a, b) => b.value - a.value || a.id - b.id);
}

/** The promotion a piece shows, from `promotionsShownNow`'s list (best first), or null. */
export function shownPromotionOf(shown: readonly DiscountRule[], piece: PromotedPiece): ShownPromotion | null {
  const best = shown.find((rule) => isFor(rule, piece));
  return best ? { name: best.name, percent: best.value } : null;
}

/**
 * What the pieces show, in a word that changes exactly when some piece's shown promotion may change:
 * the promotions on now with what decides their pieces and percent. A scheduled check compares it
 * with the last one seen to learn of a promotion starting, ending or being used up on its own.
 */
export function shownPromotionsKey(shown: readonly DiscountRule[]): string {
  return JSON.stringify(shown.map((rule) => [rule.id, rule.name, rule.value, [...rule.productIds], [...rule.categoryIds]]));
}

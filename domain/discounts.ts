/**
 * The discount engine (decision record 028): whether a discount applies to an order, what it
 * takes off each line, and how discounts combine. Pure: the server reads the discounts and the
 * facts about the shopper (orders placed, uses so far) and passes them in.
 *
 * The combination rule, written once (`chooseDiscounts`): an order gets the best automatic
 * promotion that applies (the one that saves the most; the older one on a tie) plus at most one
 * code. The code takes its share off what the promotion left. Discounts come off the pieces only,
 * never off gift wrap or shipping, and never below zero; a free-shipping discount makes shipping 0.
 */
import { formatMoney, percentOfMinor } from './money.ts';

export const DISCOUNT_KINDS = ['percent', 'fixed', 'free_shipping'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** What a discount takes off, and which pieces it is for (no product and no category: every piece). */
export interface DiscountOffer {
  id: number;
  name: string;
  /** Null for an automatic promotion. */
  code: string | null;
  kind: DiscountKind;
  /** Percent (1 to 100) or an amount in minor units; unused for free shipping. */
  value: number;
  productIds: readonly number[];
  categoryIds: readonly number[];
}

/** A discount as the owner set it up. */
export interface DiscountRule extends DiscountOffer {
  active: boolean;
  minSubtotalMinor: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
}

/** A line as a discount sees it. */
export interface DiscountableLine {
  productId?: number;
  categoryIds?: readonly number[];
  priceMinor: number;
  quantity: number;
  /** Present on a gift card line (domain/line.ts): no discount applies to it (decision record 050). */
  giftCard?: unknown;
}

/** A discount given to an order: the line the cart, the checkout, the order and the invoice show. */
export interface DiscountLine {
  discountId: number;
  name: string;
  code: string | null;
  kind: DiscountKind;
  /** What it takes off the pieces (0 for free shipping, which makes shipping 0 instead). */
  amountMinor: number;
}

/** What the server knows of the moment and the shopper when it checks a discount. */
export interface DiscountFacts {
  now: Date;
  /** Orders not cancelled that carry the discount. */
  usedTotal: number;
  /** The same, of this shopper. */
  usedByCustomer: number;
  /** Whether the shopper has an order not cancelled. */
  hasOrdered: boolean;
}

export type DiscountRefusal =
  | { reason: 'unknown' }
  | { reason: 'not-started'; startsAt: Date }
  | { reason: 'expired' }
  | { reason: 'ran-out' }
  | { reason: 'customer-limit' }
  | { reason: 'first-order' }
  | { reason: 'minimum'; minSubtotalMinor: number }
  | { reason: 'not-these-items' };

/** What the shopper is told when a code is refused, each written once. */
export const DISCOUNT_MESSAGES = {
  unknown: 'This discount code is not valid.',
  needsLogin: 'Log in to use this discount code.',
  needsVerifiedEmail: (code: string) =>
    `${code} needs a confirmed e-mail address: open the confirmation link we e-mailed you (or get a new one at /verify-email), then try the code again.`,
  notStarted: (code: string, day: string) => `${code} is not active yet: it starts on ${day}.`,
  expired: (code: string) => `${code} has expired.`,
  ranOut: (code: string) => `${code} has run out: it has been used as many times as it can be.`,
  customerLimit: (code: string) => `You have already used ${code} as many times as it allows.`,
  firstOrderOnly: (code: string) => `${code} is for your first order only.`,
  minimum: (code: string, amount: string) => `${code} needs ${amount} or more of eligible pieces in your order.`,
  notTheseItems: (code: string) => `${code} does not apply to the pieces in your order.`,
} as const;

/**
 * A discount line's words on the cart, the checkout, the order, the e-mail and the invoice: a
 * promotion by its name ('Weekend sale on rings'), a code as 'Discount (WELCOME10)' or, named
 * otherwise, 'Spring gift (SPRING)'; and its amount ('−$40.00', or 'Free shipping').
 */
export function discountTerm(line: Pick<DiscountLine, 'name' | 'code'>): string {
  if (line.code === null) return line.name;
  return line.name === line.code ? `Discount (${line.code})` : `${line.name} (${line.code})`;
}

export const discountValue = (kind: DiscountKind, amount: number, money: (amount: number) => string, minus = '−'): string =>
  kind === 'free_shipping' ? 'Free shipping' : `${minus}${money(amount)}`;

/** What a code accepted takes off, in words ('WELCOME10 applied: 10% off your order.'). */
export function discountApplied(offer: Pick<DiscountOffer, 'code' | 'kind' | 'value' | 'name'>, currency: string): string {
  const what = offer.kind === 'percent' ? `${offer.value}% off` : offer.kind === 'fixed' ? `${formatMoney(offer.value, currency)} off` : 'free shipping on';
  return `${offer.code ?? offer.name} applied: ${what} your order.`;
}

/** A refusal in words; `day` formats the start date, the shop's currency the minimum. */
export function refusalMessage(code: string, refusal: DiscountRefusal, currency: string): string {
  switch (refusal.reason) {
    case 'unknown':
      return DISCOUNT_MESSAGES.unknown;
    case 'not-started':
      return DISCOUNT_MESSAGES.notStarted(code, refusal.startsAt.toISOString().slice(0, 10));
    case 'expired':
      return DISCOUNT_MESSAGES.expired(code);
    case 'ran-out':
      return DISCOUNT_MESSAGES.ranOut(code);
    case 'customer-limit':
      return DISCOUNT_MESSAGES.customerLimit(code);
    case 'first-order':
      return DISCOUNT_MESSAGES.firstOrderOnly(code);
    case 'minimum':
      return DISCOUNT_MESSAGES.minimum(code, formatMoney(refusal.minSubtotalMinor, currency));
    case 'not-these-items':
      return DISCOUNT_MESSAGES.notTheseItems(code);
  }
}

/** Whether a line is one the discount is for. */
function isEligible(offer: Pick<DiscountOffer, 'productIds' | 'categoryIds'>, line: DiscountableLine): boolean {
  if (line.giftCard !== undefined) return false;
  if (offer.productIds.length === 0 && offer.categoryIds.length === 0) return true;
  if (line.productId !== undefined && offer.productIds.includes(line.productId)) return true;
  return (line.categoryIds ?? []).some((id) => offer.categoryIds.includes(id));
}

const goodsMinor = (line: DiscountableLine) => line.priceMinor * line.quantity;

/**
 * Why a discount does not apply to these lines for this shopper, or null when it does. The checks
 * that need no cart come first, so a code checked before the cart is known says the same.
 */
export function refusalOf(rule: DiscountRule, facts: DiscountFacts): DiscountRefusal | null {
  if (!rule.active) return { reason: 'unknown' };
  if (rule.startsAt && facts.now < rule.startsAt) return { reason: 'not-started', startsAt: rule.startsAt };
  if (rule.endsAt && facts.now >= rule.endsAt) return { reason: 'expired' };
  if (rule.usageLimit !== null && facts.usedTotal >= rule.usageLimit) return { reason: 'ran-out' };
  if (rule.perCustomerLimit !== null && facts.usedByCustomer >= rule.perCustomerLimit) return { reason: 'customer-limit' };
  if (rule.firstOrderOnly && facts.hasOrdered) return { reason: 'first-order' };
  return null;
}

/** A discount's state as the back office lists it. */
export const DISCOUNT_STATUSES = ['On', 'Off', 'Scheduled', 'Ended', 'Used up'] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

/**
 * A discount's state at `now` with `used` orders carrying it, by the same checks as `refusalOf`:
 * Off (switched off), Scheduled (before its start), Ended (from its end), Used up (its limit of
 * orders reached), else On. Only these words mean a shopper gets it; "On" never hides one of them.
 */
export function discountStatus(rule: DiscountRule, used: number, now: Date): DiscountStatus {
  const refusal = refusalOf(rule, { now, usedTotal: used, usedByCustomer: 0, hasOrdered: false });
  if (refusal === null) return 'On';
  const words: Partial<Record<DiscountRefusal['reason'], DiscountStatus>> = {
    unknown: 'Off',
    'not-started': 'Scheduled',
    expired: 'Ended',
    'ran-out': 'Used up',
  };
  return words[refusal.reason] ?? 'On';
}

/** Why a discount does not apply to these lines (none of its pieces, or too few of them), or null. */
export function cartRefusalOf(rule: DiscountRule, lines: readonly DiscountableLine[]): DiscountRefusal | null {
  const eligible = lines.filter((line) => isEligible(rule, line));
  if (eligible.length === 0) return { reason: 'not-these-items' };
  const goods = eligible.reduce((sum, line) => sum + goodsMinor(line), 0);
  if (goods < rule.minSubtotalMinor) return { reason: 'minimum', minSubtotalMinor: rule.minSubtotalMinor };
  return null;
}

/**
 * `total` shared out over `weights` in whole minor units, in proportion, the remainders going to
 * the largest fractions first (then the earlier line): the shares always add up to `total`.
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((value, i) => ({ i, fraction: value - Math.floor(value) })).sort((a, b) => b.fraction - a.fraction || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * What each offer takes off each line, in order: each takes its share of what the ones before it
 * left on its eligible lines, never more. Answers the discount lines and what is left of each line.
 */
export function discountLines(lines: readonly DiscountableLine[], offers: readonly DiscountOffer[]): { discounts: DiscountLine[]; leftMinor: number[] } {
  const left = lines.map(goodsMinor);
  const discounts = offers.map((offer) => {
    const weights = lines.map((line, i) => (isEligible(offer, line) ? left[i]! : 0));
    const base = weights.reduce((a, b) => a + b, 0);
    const wanted = offer.kind === 'percent' ? percentOfMinor(base, offer.value) : offer.kind === 'fixed' ? offer.value : 0;
    const amount = Math.max(0, Math.min(base, wanted));
    shareOut(amount, weights).forEach((share, i) => (left[i]! -= share));
    return { discountId: offer.id, name: offer.name, code: offer.code, kind: offer.kind, amountMinor: amount };
  });
  return { discounts, leftMinor: left };
}

/** What an offer alone saves on these lines with this shipping: how promotions are compared. */
function savingOf(offer: DiscountOffer, lines: readonly DiscountableLine[], shippingMinor: number): number {
  if (offer.kind === 'free_shipping') return shippingMinor;
  return discountLines(lines, [offer]).discounts[0]!.amountMinor;
}

/**
 * The combination rule: the best automatic promotion that applies (most saved, then the lowest
 * id) and then the code. `automatic` holds promotions already found to apply to the shopper
 * (`refusalOf`); one that does not fit the cart is left out quietly, as a shopper expects.
 */
export function chooseDiscounts(input: {
  lines: readonly DiscountableLine[];
  shippingMinor: number;
  automatic: readonly DiscountRule[];
  code: DiscountRule | null;
}): DiscountOffer[] {
  const fitting = input.automatic.filter((rule) => cartRefusalOf(rule, input.lines) === null);
  const ranked = fitting
    .map((rule) => ({ rule, saving: savingOf(rule, input.lines, input.shippingMinor) }))
    .filter((entry) => entry.saving > 0)
    .sort((a, b) => b.saving - a.saving || a.rule.id - b.rule.id);
  const best = ranked[0]?.rule;
  return [...(best ? [best] : []), ...(input.code ? [input.code] : [])];
}

/**
 * Gift cards as a shopper and staff meet them (issue 34, decision record 050): what state a card
 * is in, the words each answer says, and the key a card's issue is written under. The ledger
 * rules themselves (entries, balance, code alphabet) are domain/balances.ts.
 */
import { formatMoney } from './money.ts';

/** A card's state: usable, past its expiry, or with nothing left on it. */
export type GiftCardState = 'active' | 'expired' | 'used-up';

/** The state of a card with this balance and expiry, at `now`. Expiry is judged first: an expired card with money left says "expired". */
export function giftCardState(card: { balanceMinor: number; expiresAt: Date | null }, now: Date = new Date()): GiftCardState {
  if (card.expiresAt && card.expiresAt.getTime() <= now.getTime()) return 'expired';
  return card.balanceMinor > 0 ? 'active' : 'used-up';
}

/** Every message a gift card answer or form says, written once. */
export const GIFT_CARD_MESSAGES = {
  /** A code that is not one, one never issued and one not yet sent all read the same: a guess learns nothing. */
  unknown: 'No gift card has this code. Check it and try again.',
  codeRequired: 'Enter the gift card’s code.',
  state: {
    active: 'This gift card can be used.',
    expired: 'This gift card has expired.',
    'used-up': 'This gift card has been used up.',
  } satisfies Record<GiftCardState, string>,
  tooManyChecks: 'Too many gift card codes have been tried in a short time. Please wait a few minutes and try again.',
  added: 'The gift card is now in your account.',
  ownedByOther: 'This gift card is already in another account.',
  issuedAlready: 'This card was issued already (the same request came twice); its code was shown with the first answer.',
  reasonRequired: 'Say why this card is issued.',
  amountRange: (min: string, max: string) => `The amount must be between ${min} and ${max}.`,
} as const;

/** A card staff issue by hand: at least this, at most that (major units of the shop currency). */
export const HAND_ISSUED_LIMITS = { minMajor: 1, maxMajor: 5000 } as const;

/** How long a card is valid from its issue: five years, on the generous side of the minimums some countries set for vouchers (decision record 050). */
const GIFT_CARD_VALID_YEARS = 5;

/** The expiry of a card issued at `issuedAt`. */
export function giftCardExpiry(issuedAt: Date): Date {
  const expiry = new Date(issuedAt);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + GIFT_CARD_VALID_YEARS);
  return expiry;
}

/** The issue entry's key of the `n`th card (1, 2, …) an order line sold: one card per unit, each once. */
export const soldCardKey = (orderId: number, orderItemId: number, n: number) => `order-${orderId}-line-${orderItemId}-${n}`;

/**
 * What a card sold as an order line may be (decision record 050, "Selling"), apart from its amount:
 * the amounts are the owner's setting (`GiftCardAmounts`).
 */
export const SOLD_GIFT_CARD = {
  messageMaxLength: 300,
  recipientNameMaxLength: 100,
  /** The furthest send day: a year after today. */
  sendWithinDays: 366,
} as const;

/**
 * The amounts the shop sells cards for (decision record 050, "The owner's amounts"), in minor units
 * of the shop currency: the owner's fixed amounts (one to eight), and whether a buyer may choose
 * their own amount within a range.
 */
export interface GiftCardAmounts {
  amountsMinor: number[];
  customAllowed: boolean;
  customMinMinor: number;
  customMaxMinor: number;
}

/** Until the owner saves theirs: $25, $50, $100 and $200, or any amount from $10 to $1,000. */
export const DEFAULT_GIFT_CARD_AMOUNTS: GiftCardAmounts = {
  amountsMinor: [2500, 5000, 10000, 20000],
  customAllowed: true,
  customMinMinor: 1000,
  customMaxMinor: 100000,
};

/** Any card amount, whatever the owner sets: from 1 to 10,000 in the shop currency, at most eight fixed amounts. */
export const GIFT_CARD_AMOUNT_BOUNDS = { minMinor: 100, maxMinor: 1_000_000, fixedAmounts: 8 } as const;

/** Whether the owner's setting offers this amount: one of the fixed amounts, or a buyer's own within the range. */
export const isOfferedGiftCardAmount = (amounts: GiftCardAmounts, amountMinor: number) =>
  amounts.amountsMinor.includes(amountMinor) || (amounts.customAllowed && amountMinor >= amounts.customMinMinor && amountMinor <= amounts.customMaxMinor);

/** The words of an amount the setting does not offer, naming what it does. */
export function giftCardAmountRefusal(amounts: GiftCardAmounts, currency: string): string {
  const money = (minor: number) => formatMoney(minor, currency);
  const fixed = amounts.amountsMinor.map(money);
  const listed = fixed.length > 1 ? `${fixed.slice(0, -1).join(', ')} or ${fixed.at(-1)}` : fixed[0];
  const range = amounts.customAllowed ? `, or any amount from ${money(amounts.customMinMinor)} to ${money(amounts.customMaxMinor)}` : '';
  return `This gift card amount is not offered. Choose ${listed}${range}.`;
}

/** The words of a gift card line's fields, each naming its field. */
export const SOLD_GIFT_CARD_MESSAGES = {
  amount: 'Gift card amount must be a whole number of minor units (cents) from 100 to 1000000.',
  recipientName: 'Gift card recipient name is required.',
  recipientNameTooLong: `Gift card recipient name must be at most ${SOLD_GIFT_CARD.recipientNameMaxLength} characters.`,
  recipientEmail: 'Gift card recipient email must be a valid email address.',
  messageTooLong: `Gift card message must be at most ${SOLD_GIFT_CARD.messageMaxLength} characters.`,
  sendOn: 'Gift card send date must be a day from today to a year from today (YYYY-MM-DD).',
} as const;

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Whether `day` (YYYY-MM-DD) is a send day a buyer may choose on `today` (UTC): today up to a year on. */
export function isGiftCardSendDay(day: string, today: Date = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || dayOf(parsed) !== day) return false;
  const { first, last } = giftCardSendDays(today);
  return day >= first && day <= last;
}

/** The first and last send day (YYYY-MM-DD, UTC) a buyer may choose on `today`: the date field's bounds. */
export function giftCardSendDays(today: Date = new Date()): { first: string; last: string } {
  return { first: dayOf(today), last: dayOf(new Date(today.getTime() + SOLD_GIFT_CARD.sendWithinDays * DAY_MS)) };
}

/** Whether an amount (minor units) is one any card may have: whole, within the bounds; whether it is offered is the owner's setting's to say (`isOfferedGiftCardAmount`). */
export const isGiftCardAmountMinor = (amountMinor: number) =>
  Number.isInteger(amountMinor) && amountMinor >= GIFT_CARD_AMOUNT_BOUNDS.minMinor && amountMinor <= GIFT_CARD_AMOUNT_BOUNDS.maxMinor;

/**
 * Tenders (issue 34, decision record 049): gift cards and store credit paying part of an order.
 * They pay first, in a fixed order — the gift cards (the account's chosen, then those typed, each in order), then the
 * store credit (a card may expire, credit does not: what can be lost is spent first) — and what
 * is left is the remainder, paid by card or bank transfer through the order's one payment. A
 * refund goes back the other way: to the card or bank payment first, then the store credit, then
 * the gift cards, last-paid first. Amounts in minor units; nothing here is ever negative, and no
 * tender pays more than its balance or is refunded more than it paid.
 */
import { z } from 'zod';
import type { TenderKind } from './payment.ts';

/** A tender the shopper asked for, with the balance it holds now. */
export interface TenderAsked {
  kind: TenderKind;
  /** The gift card's id; null for store credit. */
  giftCardId: number | null;
  balanceMinor: number;
}

/** A tender as it pays an order: its position is its place in the paying order (0 first). */
interface TenderPaid {
  position: number;
  kind: TenderKind;
  giftCardId: number | null;
  amountMinor: number;
}

/** The split of an order's total: what each tender pays, in order, and what is left for the card or bank payment. */
export interface TenderSplit {
  tenders: TenderPaid[];
  remainderMinor: number;
}

/** The order tenders pay in: gift cards as typed, then store credit. */
const payingOrder = (asked: readonly TenderAsked[]) => [...asked.filter((t) => t.kind === 'gift_card'), ...asked.filter((t) => t.kind === 'store_credit')];

/**
 * How much each tender pays towards `totalMinor`, in the paying order: each as much as it holds,
 * up to what is left. A tender left with nothing to pay (the ones before paid it all) or holding
 * nothing is not in the split.
 */
export function splitTenders(totalMinor: number, asked: readonly TenderAsked[]): TenderSplit {
  let left = Math.max(0, totalMinor);
  const tenders: TenderPaid[] = [];
  for (const tender of payingOrder(asked)) {
    const amountMinor = Math.min(left, Math.max(0, tender.balanceMinor));
    if (amountMinor <= 0) continue;
    tenders.push({ position: tenders.length, kind: tender.kind, giftCardId: tender.giftCardId, amountMinor });
    left -= amountMinor;
  }
  return { tenders, remainderMinor: left };
}

/** One place a refund can go, with what it may still take back (paid and not yet refunded). */
export interface RefundTarget<K> {
  key: K;
  refundableMinor: number;
}

/**
 * A refund of `amountMinor` split over its targets, which are given in refunding order (the card
 * or bank payment, then the tenders last-paid first): each takes back as much as it may, until the
 * refund is placed. Null when the targets together may not take it all (the caller says how much
 * may be refunded).
 */
export function splitRefund<K>(amountMinor: number, targets: readonly RefundTarget<K>[]): Array<{ key: K; amountMinor: number }> | null {
  let left = amountMinor;
  const parts: Array<{ key: K; amountMinor: number }> = [];
  for (const target of targets) {
    const take = Math.min(left, Math.max(0, target.refundableMinor));
    if (take <= 0) continue;
    parts.push({ key: target.key, amountMinor: take });
    left -= take;
  }
  return left > 0 ? null : parts;
}

/** The tenders' refunding order: the reverse of their paying order. */
export const refundingOrder = <T extends { position: number }>(tenders: readonly T[]) => [...tenders].sort((a, b) => b.position - a.position);

export const TENDER_MESSAGES = {
  /** An unknown code, or one that cannot be a code: the same answer as any wrong code (a guess learns nothing). */
  unknownCard: 'This gift card code is not valid.',
  noBalance: 'This gift card has no balance left.',
  expired: (on: string) => `This gift card expired on ${on}.`,
  otherCurrency: 'This gift card is in another currency.',
  sameCardTwice: 'This gift card is already applied.',
  /** A card id that is not one of the signed-in shopper's (another's, or none): one answer for both. */
  notInAccount: 'This gift card is not in your account.',
  signInForCards: 'Sign in to use the gift cards in your account.',
  tooManyCards: 'At most 5 gift cards can pay one order.',
  noStoreCredit: 'You have no store credit to use.',
  signInForCredit: 'Sign in to use your store credit.',
} as const;

/** At most this many gift cards pay one order. */
export const MAX_GIFT_CARDS = 5;

/**
 * The tenders a quote or an order asks for: gift card codes as typed (normalised and looked up by
 * the payments module) and whether to use the shopper's store credit (all of it that the order
 * takes; a shopper who wants to keep some pays by card instead). Left out: none. The cards added
 * to the shopper's account are chosen by id without typing (`accountGiftCards`), checked as the
 * shopper's at placement; they pay before the typed ones.
 */
export const TendersInput = z.object({
  giftCards: z.array(z.string().trim().min(1).max(40)).max(MAX_GIFT_CARDS, TENDER_MESSAGES.tooManyCards).optional(),
  accountGiftCards: z.array(z.number().int().positive()).max(MAX_GIFT_CARDS, TENDER_MESSAGES.tooManyCards).optional(),
  useStoreCredit: z.boolean().optional(),
});
export type TendersInput = z.infer<typeof TendersInput>;

/** Whether a quote or an order asks for any tender at all. */
export const asksTenders = (input: TendersInput) => (input.giftCards?.length ?? 0) + (input.accountGiftCards?.length ?? 0) > 0 || input.useStoreCredit === true;

/**
 * What the shopper and staff read for a tender: "Gift card ••••7KQ2", "Store credit" — a card by its
 * last four characters, masked as card numbers are (its code is a means of payment: never printed).
 */
export const tenderLabel = (tender: { kind: TenderKind; codeLast4?: string | null }) =>
  tender.kind === 'gift_card' ? `Gift card ••••${tender.codeLast4 ?? ''}` : 'Store credit';

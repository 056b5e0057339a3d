/**
 * Gift cards and store credit (issue 34): balances a shopper holds at the shop, each an
 * append-only ledger of entries whose amounts are never negative; the kind says which way the
 * money goes. A balance is the sum of its entries and never goes below zero: `balanceRefusal`
 * judges an entry before it is written. Amounts in minor units.
 */

/** issued: credit given (a card sold or issued, credit from a return or by staff); refunded: money put back from an order;
 *  spent: paid towards an order; voided: taken away (a card cancelled, credit withdrawn by staff, an expiry). */
export const BALANCE_ENTRY_KINDS = ['issued', 'refunded', 'spent', 'voided'] as const;
export type BalanceEntryKind = (typeof BALANCE_ENTRY_KINDS)[number];

export interface BalanceEntry {
  kind: BalanceEntryKind;
  amountMinor: number;
}

/** Whether an entry of this kind adds to the balance (issued, refunded) or takes from it (spent, voided). */
export const addsToBalance = (kind: BalanceEntryKind) => kind === 'issued' || kind === 'refunded';

/** The balance an entry list leaves. */
export const balanceOf = (entries: readonly BalanceEntry[]): number =>
  entries.reduce((sum, e) => sum + (addsToBalance(e.kind) ? e.amountMinor : -e.amountMinor), 0);

/** Why an entry may not join a ledger (an amount that is not a positive whole number, or one that would take the balance below zero), or null. */
export function balanceRefusal(balanceMinor: number, entry: BalanceEntry, format: (minor: number) => string): string | null {
  if (!Number.isSafeInteger(entry.amountMinor) || entry.amountMinor <= 0) return 'The amount must be a positive whole number of cents.';
  if (!addsToBalance(entry.kind) && entry.amountMinor > balanceMinor) return `Only ${format(balanceMinor)} is left.`;
  return null;
}

/** A gift card code's alphabet: capitals and digits without the ones read alike (0/O, 1/I/L). 16 of them hold 80 bits. */
export const GIFT_CARD_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GIFT_CARD_CODE_LENGTH = 16;

/** A code as typed (any case, spaces, dashes) in the form its digest is taken of; '' when it cannot be a code. */
export function normaliseGiftCardCode(typed: string): string {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== GIFT_CARD_CODE_LENGTH || [...code].some((c) => !GIFT_CARD_CODE_ALPHABET.includes(c))) return '';
  return code;
}

/** A code as printed: four groups of four ("ABCD-EFGH-JKMN-PQRS"). */
export const formatGiftCardCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

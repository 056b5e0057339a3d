/**
 * An order's payment: how it is paid, and its ledger of money events, from which every figure and
 * the payment status are derived (decision record 025). Nothing about a payment's state is stored
 * apart from the ledger; the ledger only grows. Amounts in minor units.
 *
 * A card payment is authorised, then captured (or voided); money captured may be refunded. Money
 * received outside a provider (a bank transfer, recorded by staff) is authorised and captured at
 * once. An event that would break the ledger's arithmetic (capturing more than is authorised,
 * refunding more than is captured) is refused before it is written: `ledgerRefusal`.
 */

/**
 * A payment method's id: a provider registered with the payments module ('stripe', and any other
 * one a shop or a test registers), or a manual method ('bank_transfer'), whose money staff record.
 * The set is open: the server offers the methods registered and turned on; these are the ones
 * this code names.
 */
export type PaymentMethod = string;
export const BANK_TRANSFER = 'bank_transfer';
export const PAYMENT_METHODS = [BANK_TRANSFER, 'stripe'] as const;

/** A method id as a request may name it. */
export const PAYMENT_METHOD_PATTERN = /^[a-z][a-z0-9_]{0,31}$/;

/** The methods whose money staff record by hand (they ask no provider). */
export const MANUAL_METHODS: readonly PaymentMethod[] = [BANK_TRANSFER];

/** Whether staff record the money (manual) or a provider moves it. */
export const isManualMethod = (method: PaymentMethod) => MANUAL_METHODS.includes(method);

/** Whether staff record the money (manual) or a provider moves it (card). */
export const paymentMethodKind = (method: PaymentMethod): 'manual' | 'card' => (isManualMethod(method) ? 'manual' : 'card');

const PAYMENT_METHOD_NAMES: Record<string, string> = { bank_transfer: 'Bank transfer', stripe: 'Card (Stripe)' };

/** The name a shopper and staff read for a method; one this code does not name reads as its id, capitalised ('Testpay'). */
export const paymentMethodName = (method: PaymentMethod) =>
  PAYMENT_METHOD_NAMES[method] ?? `${method.charAt(0).toUpperCase()}${method.slice(1).replaceAll('_', ' ')}`;

/** What may pay part of an order before its payment (decision record 049; the rules in tenders.ts). Here, beside the payment, so a page showing an order's payment loads nothing of the checkout's tenders. */
export const TENDER_KINDS = ['gift_card', 'store_credit'] as const;
export type TenderKind = (typeof TENDER_KINDS)[number];

export const PAYMENT_EVENT_KINDS = ['authorized', 'captured', 'voided', 'refunded', 'failed', 'manual_payment'] as const;
export type PaymentEventKind = (typeof PAYMENT_EVENT_KINDS)[number];

export const PAYMENT_STATUSES = ['awaiting_payment', 'authorized', 'paid', 'partially_refunded', 'refunded', 'voided', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What a shopper and staff read for each status. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  authorized: 'Authorised',
  paid: 'Paid',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
  voided: 'Voided',
  failed: 'Payment failed',
};

export const PAYMENT_EVENT_LABELS: Record<PaymentEventKind, string> = {
  authorized: 'Authorised',
  captured: 'Captured',
  voided: 'Authorisation voided',
  refunded: 'Refunded',
  failed: 'Payment failed',
  manual_payment: 'Payment received',
};

/** One entry of the ledger, as the arithmetic sees it. */
export interface LedgerEntry {
  kind: PaymentEventKind;
  amountMinor: number;
}

export interface LedgerTotals {
  /** Money promised: card authorisations, and money received by hand (which is promised and taken at once). */
  authorizedMinor: number;
  /** Money taken: card captures and money received by hand. */
  capturedMinor: number;
  refundedMinor: number;
  /** Authorisation released unused. */
  voidedMinor: number;
  /** Whether the last attempt failed and nothing is authorised. */
  failed: boolean;
}

/** The ledger's sums. */
export function ledgerTotals(entries: readonly LedgerEntry[]): LedgerTotals {
  const totals: LedgerTotals = { authorizedMinor: 0, capturedMinor: 0, refundedMinor: 0, voidedMinor: 0, failed: false };
  for (const entry of entries) {
    const amount = entry.amountMinor;
    if (entry.kind === 'authorized') totals.authorizedMinor += amount;
    else if (entry.kind === 'manual_payment') {
      totals.authorizedMinor += amount;
      totals.capturedMinor += amount;
    } else if (entry.kind === 'captured') totals.capturedMinor += amount;
    else if (entry.kind === 'refunded') totals.refundedMinor += amount;
    else if (entry.kind === 'voided') totals.voidedMinor += amount;
    totals.failed = entry.kind === 'failed' ? true : entry.kind === 'authorized' || entry.kind === 'manual_payment' ? false : totals.failed;
  }
  return totals;
}

/** Authorised money neither captured nor released: what a capture may take or a void release. */
export const uncapturedMinor = (totals: LedgerTotals) => totals.authorizedMinor - totals.capturedMinor - totals.voidedMinor;

/** Captured money not refunded: what a refund may return. */
export const refundableMinor = (totals: LedgerTotals) => totals.capturedMinor - totals.refundedMinor;

export const PAYMENT_MESSAGES = {
  amountPositive: 'The amount must be more than zero.',
  nothingToCapture: 'There is no authorised money left to capture on this order.',
  captureTooLarge: (left: string) => `Only ${left} is authorised and not yet captured.`,
  nothingToVoid: 'There is no authorisation left to void on this order.',
  refundTooLarge: (left: string) => `At most ${left} can be refunded: that is what was paid and not yet refunded.`,
  nothingToRefund: 'Nothing has been paid on this order, so there is nothing to refund.',
  authorizeAfterVoid: 'This payment was voided; a new authorisation needs a new payment.',
  overpaid: (due: string) => `Only ${due} is still due on this order.`,
  notPaidInFull: (status: string, due: string) =>
    `This order cannot move on until it is paid in full: its payment is ${status.toLowerCase()} and ${due} is still due.`,
  methodUnavailable: (name: string, enabled: string[]) =>
    enabled.length ? `${name} is not offered by this shop. It takes: ${enabled.join(', ')}.` : `${name} is not offered by this shop.`,
  noManualMethod: (all: string[]) =>
    `No payment method was named and this shop has no manual method turned on. Name one of the methods it takes (${all.join(', ') || 'none is turned on yet'}).`,
} as const;

/** The owner's bank transfer settings: what the form and the back office's banner say. */
export const BANK_TRANSFER_MESSAGES = {
  holderRequired: 'Enter the account holder shoppers pay to.',
  bankRequired: 'Enter the name of the bank.',
  accountRequired: 'Enter the account number or IBAN.',
  bankCodeTooLong: 'The BIC or routing number is at most 34 characters.',
  daysToPay: 'Days to pay is a whole number.',
  saved: 'Payment settings saved.',
  sampleDetails: 'Shoppers paying by bank transfer are shown the sample shop’s account, not yours: put in your own before real shoppers pay.',
  /** What a sample shop's payment instructions say, on the order page and in the e-mails. */
  demonstration: 'This is a demonstration shop: nobody should pay. The account is a sample that belongs to no one, and nothing will be made or sent.',
} as const;

/**
 * Why this entry may not join the ledger (null when it may), given the order's total. `money`
 * writes an amount for the message. The rules keep, for every ledger: captured ≤ authorised,
 * refunded ≤ captured, voided ≤ authorised − captured, and money received by hand never more than
 * is still due.
 */
export function ledgerRefusal(entries: readonly LedgerEntry[], entry: LedgerEntry, totalMinor: number, money: (minor: number) => string): string | null {
  if (!Number.isSafeInteger(entry.amountMinor) || entry.amountMinor < 0) return PAYMENT_MESSAGES.amountPositive;
  if (entry.amountMinor === 0 && entry.kind !== 'failed') return PAYMENT_MESSAGES.amountPositive;
  const totals = ledgerTotals(entries);
  const uncaptured = uncapturedMinor(totals);
  switch (entry.kind) {
    case 'authorized':
      return totals.voidedMinor > 0 && uncaptured === 0 && totals.capturedMinor === 0 ? PAYMENT_MESSAGES.authorizeAfterVoid : null;
    case 'captured':
      if (uncaptured === 0) return PAYMENT_MESSAGES.nothingToCapture;
      return entry.amountMinor > uncaptured ? PAYMENT_MESSAGES.captureTooLarge(money(uncaptured)) : null;
    case 'voided':
      return uncaptured === 0 ? PAYMENT_MESSAGES.nothingToVoid : entry.amountMinor > uncaptured ? PAYMENT_MESSAGES.nothingToVoid : null;
    case 'refunded': {
      const refundable = refundableMinor(totals);
      if (refundable === 0) return PAYMENT_MESSAGES.nothingToRefund;
      return entry.amountMinor > refundable ? PAYMENT_MESSAGES.refundTooLarge(money(refundable)) : null;
    }
    case 'manual_payment': {
      const due = totalMinor - totals.capturedMinor - uncaptured;
      return entry.amountMinor > due ? PAYMENT_MESSAGES.overpaid(money(Math.max(0, due))) : null;
    }
    case 'failed':
      return null;
  }
}

export interface PaymentFigures {
  status: PaymentStatus;
  /** Still to pay (0 once paid, voided or refunded, or the order cancelled). */
  amountDueMinor: number;
  /** Captured and received, refunds not taken off. */
  amountPaidMinor: number;
  amountRefundedMinor: number;
  /** Authorised and not yet captured or voided. */
  amountAuthorizedMinor: number;
}

/**
 * The payment's status and figures, from its ledger and the order's total. `cancelled`: the order
 * was cancelled, so nothing more is due.
 */
export function paymentFigures(entries: readonly LedgerEntry[], order: { totalMinor: number; cancelled: boolean }): PaymentFigures {
  const totals = ledgerTotals(entries);
  const uncaptured = uncapturedMinor(totals);
  const status = statusOf(totals, uncaptured, order.totalMinor);
  const settled = order.cancelled || status === 'refunded' || status === 'voided';
  return {
    status,
    amountDueMinor: settled ? 0 : Math.max(0, order.totalMinor - totals.capturedMinor - uncaptured),
    amountPaidMinor: totals.capturedMinor,
    amountRefundedMinor: totals.refundedMinor,
    amountAuthorizedMinor: uncaptured,
  };
}

function statusOf(totals: LedgerTotals, uncaptured: number, totalMinor: number): PaymentStatus {
  if (totals.refundedMinor > 0) return totals.refundedMinor >= totals.capturedMinor ? 'refunded' : 'partially_refunded';
  if (totals.capturedMinor >= totalMinor && (totals.capturedMinor > 0 || totalMinor === 0)) return 'paid';
  if (uncaptured > 0) return 'authorized';
  if (totals.capturedMinor > 0) return 'awaiting_payment';
  if (totals.voidedMinor > 0) return 'voided';
  if (totals.failed) return 'failed';
  return 'awaiting_payment';
}

/** Whether an order with this payment may move past Confirmed: paid in full (and not refunded since). */
export const isPaidInFull = (figures: PaymentFigures) => figures.status === 'paid';

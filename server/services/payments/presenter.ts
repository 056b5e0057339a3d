/** Payments as the API answers them and the pages receive them (domain/contract/payments.ts), made in one place. */
import type { AdminPaymentAnswer, PaymentSettingsAnswer } from '../../../domain/contract/admin-payments.ts';
import type { PaymentAnswer, PaymentMethodAnswer, TenderAnswer } from '../../../domain/contract/payments.ts';
import { toMajor } from '../../../domain/money.ts';
import { paymentMethodKind, paymentMethodName, type PaymentMethod } from '../../../domain/payment.ts';
import { tenderLabel } from '../../../domain/tenders.ts';
import type { PaymentView, TenderView } from './read.ts';
import type { Providers } from './provider.ts';
import type { BankTransferSettings } from './settings.ts';

/** Gift cards and store credit as the shopper and staff read them: "Gift card ••••7KQ2", "Store credit", and what each paid. */
export const presentTenders = (tenders: readonly TenderView[], currency: string): TenderAnswer[] =>
  tenders.map((tender) => ({ kind: tender.kind, label: tenderLabel(tender), amount: toMajor(tender.amountMinor, currency) }));

/** The payment beside a shopper's order. */
export function presentPayment(payment: PaymentView): PaymentAnswer {
  const money = (minor: number) => toMajor(minor, payment.currency);
  const { figures } = payment;
  return {
    method: payment.method,
    tenders: presentTenders(payment.tenders, payment.currency),
    status: figures.status,
    amountDue: money(figures.amountDueMinor),
    amountPaid: money(figures.amountPaidMinor),
    amountRefunded: money(figures.amountRefundedMinor),
    ...(payment.redirectUrl ? { redirectUrl: payment.redirectUrl } : {}),
    ...(payment.instructions ? { instructions: { ...payment.instructions, payBy: payment.instructions.payBy.toISOString() } } : {}),
  };
}

/** The payment as the shop sees it: with the authorised money, the problem to look at and the ledger. */
export function presentAdminPayment(payment: PaymentView): AdminPaymentAnswer {
  const money = (minor: number) => toMajor(minor, payment.currency);
  return {
    ...presentPayment(payment),
    amountAuthorized: money(payment.figures.amountAuthorizedMinor),
    problem: payment.problem,
    ledger: payment.ledger.map((entry) => ({
      kind: entry.kind,
      amount: money(entry.amountMinor),
      reference: entry.providerReference,
      note: entry.note,
      occurredAt: entry.occurredAt.toISOString(),
      recordedAt: entry.recordedAt.toISOString(),
      actor: entry.actor,
    })),
  };
}

const DESCRIPTIONS: Record<string, string> = {
  bank_transfer: 'Pay from your bank with the order number as reference. We start on your order once the money arrives.',
  card: 'Pay by card on the provider’s secure page. Your card is charged when we confirm your order; cancel within 24 hours and nothing is charged.',
  stripe: 'Pay by card on Stripe’s secure page. Your card is charged when we confirm your order; cancel within 24 hours and nothing is charged.',
};

export const presentPaymentMethod = (method: PaymentMethod): PaymentMethodAnswer => ({
  id: method,
  name: paymentMethodName(method),
  kind: paymentMethodKind(method),
  description: DESCRIPTIONS[method] ?? DESCRIPTIONS.card!,
});

/** The card methods the settings page lists even when off (so the owner sees what could be set up). */
const CARD_METHODS_NAMED = ['stripe'];

/** The settings as the owner reads them: bank transfer's details, and whether each card method is on (its keys never leave the environment). */
export const presentPaymentSettings = (bank: BankTransferSettings, providers: Providers): PaymentSettingsAnswer => ({
  bankTransfer: { ...bank },
  cards: [...new Set([...CARD_METHODS_NAMED, ...Object.keys(providers)])].map((method) => ({
    method,
    name: paymentMethodName(method),
    enabled: providers[method] !== undefined,
  })),
});

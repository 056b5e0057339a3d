/**
 * Payments, the module's only public surface (decision record 025): the methods a shopper may
 * choose and the shop's settings, the ledger of each order's payment (appended under a lock,
 * figures derived from it), the card provider interface, and the presenters of every payment answer.
 */
export { appendEntry, claimPayment, ledgerOf, lockPayment, lockPaymentReceiving, notePaymentProblem, type LockedPayment } from './ledger.ts';
export { presentAdminPayment, presentPayment, presentPaymentMethod, presentPaymentSettings } from './presenter.ts';
export type { HostedPayment, PaymentProvider, ProviderEvent, ProviderPaymentState } from './provider.ts';
export { documentsOf, type CreditNoteView, type OrderDocuments } from './invoices-read.ts';
export { paymentsOf, paymentView, type PaymentView } from './read.ts';
export {
  CARD_PROBLEMS,
  cardPaymentOf,
  noteCheckoutExpiry,
  providerFor,
  receiveProviderEvent,
  saveHostedPayment,
  syncLedger,
  uncapturedOf,
  webhookPaymentOf,
  type CardPayment,
} from './card.ts';
export { stripeProvider, type StripeSettings } from './stripe.ts';
export {
  chooseMethod,
  enabledMethods,
  currentBankTransferSettings,
  getBankTransferSettings,
  offeredMethods,
  saveBankTransferSettings,
  type BankTransferSettings,
  type Providers,
} from './settings.ts';
export { paymentDueSql, paymentStatusIs, paymentStatusSql } from './status-sql.ts';

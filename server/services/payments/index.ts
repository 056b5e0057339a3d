/**
 * Payments, the module's only public surface (decision records 025 and 034): the only code that
 * asks a provider or writes the ledger. The moves — open (a hosted page; a bank transfer's
 * instructions are read with the payment), authorise (the provider's state made true here, from a
 * webhook, the return page or the reconciliation), capture, release, refund, money received by
 * hand — each ask the provider and write the ledger under one key (keys.ts). Also: the methods a
 * shopper may choose and the shop's settings, the ledger's reads and locks, and the presenters of
 * every payment answer. The orders module decides when a move happens, and what follows it.
 */
// appendEntry: the payments module's own, and the tests' (a lint zone keeps server/services/orders/ from it).
export { appendEntry, lockPayment } from './ledger.ts';
export { moveKey } from './keys.ts';
export { assertPaidToMove } from './gate.ts';
export { presentAdminPayment, presentPayment, presentPaymentMethod, presentPaymentSettings, presentTenders } from './presenter.ts';
export type { PaymentProvider, Providers } from './provider.ts';
export { documentsOf, type CreditNoteView, type OrderDocuments } from './invoices-read.ts';
export { copyEarlierDocuments } from './document-copy.ts';
export { paymentsOf, paymentView, type PaymentView, type TenderView } from './read.ts';
export { CARD_PROBLEMS, cardPaymentOf } from './card.ts';
export { openPayment, openPaymentOf, receiveWebhook, refreshPayment, type StateHooks } from './hosted.ts';
export { capturePayment, receiveMoney, settleCancelledPayment, type CaptureOutcome, type RefundWritten, type Within } from './moves.ts';
export { reconcilePayments } from './reconcile.ts';
export { settleShopperCancellation } from './cancellation.ts';
export { stripeProvider, type StripeSettings } from './stripe.ts';
export {
  chooseMethod,
  enabledMethods,
  currentBankTransferSettings,
  getBankTransferSettings,
  offeredMethods,
  saveBankTransferSettings,
  type BankTransferSettings,
} from './settings.ts';
export { keptMinorSql, paymentDueSql, paymentStatusIs, paymentStatusSql } from './status-sql.ts';
export { readTenders, refundOrder, returnTenders, spendTenders, tenderSplitOf, type TendersRead } from './tenders.ts';
export { giftCardBalance, giftCardByCode, issueGiftCard, storeCreditBalance, storeCreditEntriesOf, writeGiftCard, writeStoreCredit } from './balances.ts';
export {
  addGiftCardToAccount,
  claimDueGiftCards,
  giftCardOfCode,
  giftCardsOfCustomer,
  giftCardsOfOrder,
  giftCardsOwnedBy,
  issueGiftCardByHand,
  issueSoldGiftCards,
  outstandingGiftCardBalance,
  voidCancelledOrdersCards,
  voidUnsentGiftCards,
  type GiftCardView,
} from './gift-cards.ts';
export { changeStoreCredit, customerStoreCredit, giveUpStoreCredit, storeCreditOf } from './store-credit.ts';
export { exportedBalances } from './balances-export.ts';
export { issuePaidOrderCards } from './sold-cards.ts';

/**
 * What staff do with an order's money in the back office (decision record 025, "Back office
 * money"): record money received by hand, refund, and the gate that keeps an order from moving on
 * before it is paid. The ledger's own arithmetic and its messages are in payment.ts; these are the
 * refusals of the actions around it.
 */
import type { OrderStatus } from './order.ts';

/** The moves that start spending on an order (making, packing, sending): only once it is paid in full. */
const NEEDS_FULL_PAYMENT: readonly OrderStatus[] = ['In production', 'Ready to ship', 'Shipped'];

export const needsFullPayment = (status: OrderStatus) => NEEDS_FULL_PAYMENT.includes(status);

export const STAFF_PAYMENT_MESSAGES = {
  receivedInFuture: 'The day the money arrived cannot be after today.',
  cardNotRecorded: 'This order is paid by card: its money moves through the card provider, so it is not recorded by hand.',
  cancelledNotRecorded: 'This order is cancelled, so no money is recorded on it: send what arrived back to the shopper.',
  noCardPayment: 'The shopper has not paid by card yet, so there is no card payment to refund.',
  providerMissing: 'Card payments are not set up on this server (its keys are missing), so a card refund cannot be sent now. Try again once they are.',
  providerFailed: 'The card provider did not take the request. Nothing was moved; try again in a moment.',
  providerNoAnswer:
    'The card provider did not answer in time. Nothing was recorded and nothing will be moved twice: try again in a moment (the shop also checks with the provider on its own).',
  keyReused: 'This Idempotency-Key was already used for a different request on this order. Send a new key for a new request.',
  capturing: 'This payment is being captured just now.',
  refundedAtProvider: 'The shop refunded this payment through the card provider.',
  bankTransferCancelled:
    'This order was paid by bank transfer: send the money back from the shop’s bank account, then record the refund here so the order’s figures say so.',
} as const;

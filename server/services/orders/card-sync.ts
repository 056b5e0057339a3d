/**
 * What a card provider says, made true here (decision record 025): from a webhook, the return
 * page or the reconciliation. The state is always read from the provider, never taken from a
 * webhook's body; each webhook's id is stored once, with what it wrote, so a repeat changes
 * nothing; and since the ledger is brought to the provider's state (not moved by each event),
 * events may arrive in any order. A page that expired unpaid cancels its order and releases its
 * pieces; money held for an order cancelled meanwhile is released.
 */
import { DomainError, NotFound } from '../../../domain/errors.ts';
import type { PaymentMethod } from '../../../domain/payment.ts';
import type { Db } from '../../db/client.ts';
import {
  ledgerOf,
  lockPayment,
  lockPaymentReceiving,
  providerFor,
  receiveProviderEvent,
  syncLedger,
  uncapturedOf,
  webhookPaymentOf,
  type ProviderEvent,
  type ProviderPaymentState,
} from '../payments/index.ts';
import { deliverMail } from '../mail/index.ts';
import { openCardPayment } from './card-checkout.ts';
import { queueProviderRefundMail } from './money.ts';
import { voidCardPayment } from './card-void.ts';
import type { OrdersConfig } from './place.ts';
import { cancelUnpaidOrder } from './unpaid.ts';

const WEBHOOK_MESSAGES = {
  notConfigured: (method: string) => `${method} payments are not set up in this shop.`,
} as const;

/**
 * Makes the provider's state of an order's payment true here. `event`: the webhook that asked
 * (stored once, in the same transaction as what it writes); 'repeat' when it was stored before.
 */
export async function applyProviderState(
  db: Db,
  config: OrdersConfig,
  orderId: number,
  state: ProviderPaymentState,
  event: (ProviderEvent & { provider: PaymentMethod }) | null,
): Promise<'applied' | 'repeat'> {
  // An unpaid page that closed: the order is cancelled (only if still pending with nothing held).
  if (state.state === 'expired' && !state.wasAuthorized && state.orderId === orderId) await cancelUnpaidOrder(db, config, orderId, 'expired');
  const outcome = await db.transaction(async (tx) => {
    const payment = event ? await lockPaymentReceiving(tx, orderId, event) : await lockPayment(tx, orderId);
    if (payment === 'repeat') return { done: 'repeat' as const };
    const ledger = await ledgerOf(tx, payment.id);
    const { refundedMinor } = await syncLedger(tx, { ...payment, orderId }, state, event?.id ?? null, ledger);
    const { uncaptured } = await uncapturedOf(tx, payment.id, ledger);
    const mailId = refundedMinor > 0 ? await queueProviderRefundMail(tx, config, orderId, refundedMinor) : undefined;
    return { done: payment.orderStatus === 'Cancelled' && uncaptured > 0 ? ('release' as const) : ('applied' as const), mailId };
  });
  if (outcome.done === 'repeat') return 'repeat';
  if (outcome.mailId !== undefined) await deliverMail(db, config, outcome.mailId);
  // Paid after the order was cancelled (a page left open): the hold is released at once.
  if (outcome.done === 'release') await voidCardPayment(db, config, orderId, null);
  return 'applied';
}

/**
 * A provider's webhook: its signature checked (400 when missing, wrong or stale), its id stored
 * once, and the payment it is about read again from the provider (the order's own hosted page, as
 * the shop knows it: an event naming another page changes nothing here), that state made true
 * here. An event about nothing the shop knows is stored and answered, changing nothing.
 */
export async function receiveCardWebhook(
  db: Db,
  config: OrdersConfig,
  method: Exclude<PaymentMethod, 'bank_transfer'>,
  rawBody: string,
  signature: string | undefined,
): Promise<'applied' | 'repeat' | 'ignored'> {
  const provider = providerFor(config.paymentProviders, method);
  if (!provider) throw new NotFound(WEBHOOK_MESSAGES.notConfigured(method));
  const event = { ...provider.parseWebhook(rawBody, signature), provider: method };
  // The page the event names is asked for while the shop's rows are read: the answer is used only
  // if it is the order's own page (a signed event cannot name a page the shop did not make, but an
  // event about a page the shop replaced is answered from the page the shop knows).
  const asked = event.reference ? settled(provider.retrieve(event.reference)) : null;
  const { seen, payment } = await webhookPaymentOf(db, event);
  if (seen) return 'repeat';
  // A page made but never written (a crash between the provider's answer and our write): found again first.
  const reference = payment && payment.method === method ? (payment.providerReference ?? (await openCardPayment(db, config, payment, true))?.reference) : null;
  if (!payment || !reference) {
    await db.transaction((tx) => receiveProviderEvent(tx, event, method));
    return 'ignored';
  }
  const state = asked && reference === event.reference ? await unwrap(asked) : await provider.retrieve(reference);
  return applyProviderState(db, config, payment.orderId, state, event);
}

/** A promise that never rejects (its failure kept for `unwrap`), so one left unread raises nothing. */
const settled = <T>(promise: Promise<T>): Promise<PromiseSettledResult<T>> => Promise.allSettled([promise]).then(([result]) => result!);
const unwrap = async <T>(result: Promise<PromiseSettledResult<T>>): Promise<T> => {
  const done = await result;
  if (done.status === 'rejected') throw done.reason;
  return done.value;
};

/** The provider's state of one order's payment, asked and made true (the reconciliation's step); provider errors are left for the next run. */
export async function reconcileOne(db: Db, config: OrdersConfig, orderId: number, reference: string, method: PaymentMethod): Promise<boolean> {
  const provider = providerFor(config.paymentProviders, method);
  if (!provider) return false;
  try {
    await applyProviderState(db, config, orderId, await provider.retrieve(reference), null);
    return true;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

/**
 * A hosted payment (decision records 025 and 034): opening the provider's page for an order, and
 * making what the provider says of it true here, from a webhook, the order page's return or the
 * reconciliation. The state is always read from the provider, never taken from a webhook's body;
 * each webhook's id is stored once, with what it wrote, so a repeat changes nothing; and since the
 * ledger is brought to the provider's state (not moved by each event), events may arrive in any
 * order. What follows for the order (cancelling one whose page expired unpaid, telling the shopper
 * of a refund made in the provider's dashboard) is the orders module's: `StateHooks`.
 */
import { DomainError, NotFound, ProviderRefused } from '../../../domain/errors.ts';
import { ledgerTotals, uncapturedMinor, type PaymentMethod } from '../../../domain/payment.ts';
import { CARD_PAGE_MINUTES } from '../../../domain/payment-hold.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { cardPaymentOf, noteCheckoutExpiry, receiveProviderEvent, saveHostedPayment, syncLedger, webhookPaymentOf, type CardPayment } from './card.ts';
import { ask, movesOf } from './journal.ts';
import { moveKey } from './keys.ts';
import { ledgerOf, lockPayment, lockPaymentReceiving } from './ledger.ts';
import { releasePayment } from './moves.ts';
import type { HostedPayment, PaymentsConfig, ProviderEvent, ProviderPaymentState } from './provider.ts';

/** What the orders module does when the provider's state says so. */
export interface StateHooks {
  /** The hosted page closed unpaid: the order is cancelled (if still pending with nothing held), before the ledger is brought up to date. */
  expiredUnpaid(orderId: number): Promise<unknown>;
  /** In the transaction that wrote a refund made at the provider itself: the shopper's e-mail queued. Answers what to do once committed. */
  refundedAtProvider(tx: DbOrTx, orderId: number, amountMinor: number): Promise<(() => Promise<void>) | undefined>;
}

/** The shop's hold on a card order (the provider asks at least 30 minutes); the minute more lets a retry within it be the same request. */
const CHECKOUT_MS = (CARD_PAGE_MINUTES + 1) * 60 * 1000;

const freshExpiry = () => new Date(Math.floor((Date.now() + CHECKOUT_MS) / 1000) * 1000);

/**
 * Opens the order's hosted page, or finds the one asked for before (`recoverOnly`: only the request
 * noted before is repeated, to find a page made but never written; no new one). The request's key
 * comes from the order and the expiry asked for, and the expiry is noted before the request: a
 * retry (a second click, a repeated order request, the reconciliation after a crash between the
 * provider's answer and our write) asks the same thing and gets the page made first. Null when the
 * order is not awaiting its page, or nothing was found to recover.
 */
export async function openPayment(db: Db, config: PaymentsConfig, payment: CardPayment, recoverOnly = false): Promise<HostedPayment | null> {
  const provider = config.paymentProviders?.[payment.method];
  if (!provider || payment.orderStatus !== 'Pending' || payment.providerReference) return null;
  const base = (config.publicUrl ?? '').replace(/\/+$/, '');
  const open = (expiresAt: Date) =>
    ask(() =>
      provider.createHostedPayment({
        orderId: payment.orderId,
        orderNumber: payment.orderNumber,
        amountMinor: payment.totalMinor,
        currency: payment.currency,
        // A page that needs no session: coming back from another site, the browser leaves the session cookie out (routes/payment-return.tsx).
        returnUrl: `${base}/orders/${payment.orderId}/payment-return`,
        cancelUrl: `${base}/orders/${payment.orderId}/payment-return`,
        email: payment.email,
        expiresAt,
        idempotencyKey: moveKey(payment.orderId, 'open', expiresAt.getTime() / 1000),
      }),
    );
  let hosted: HostedPayment | null = null;
  if (payment.expiresAt) {
    try {
      hosted = await open(payment.expiresAt);
    } catch (error) {
      // Refused: no page was made with that request (the provider keeps a request it carried out,
      // and answers it again), and its expiry is now too near. A new request, with a new key.
      if (!(error instanceof ProviderRefused)) throw error;
    }
  }
  if (!hosted) {
    if (recoverOnly) return null;
    const expiresAt = freshExpiry();
    await noteCheckoutExpiry(db, payment.orderId, expiresAt);
    hosted = await open(expiresAt);
  }
  await saveHostedPayment(db, payment.orderId, hosted);
  return hosted;
}

/** The order's hosted page, opened now when it has none (the order placed, or "Pay now"). */
export async function openPaymentOf(db: Db, config: PaymentsConfig, orderId: number): Promise<HostedPayment | null> {
  const payment = await cardPaymentOf(db, orderId);
  return payment && !payment.providerReference ? openPayment(db, config, payment) : null;
}

/**
 * Makes the provider's state of an order's payment true here. `event`: the webhook that asked
 * (stored once, in the same transaction as what it writes); 'repeat' when it was stored before.
 */
async function applyProviderState(
  db: Db,
  config: PaymentsConfig,
  hooks: StateHooks,
  orderId: number,
  state: ProviderPaymentState,
  event: (ProviderEvent & { provider: PaymentMethod }) | null,
): Promise<'applied' | 'repeat'> {
  if (state.state === 'expired' && !state.wasAuthorized && state.orderId === orderId) await hooks.expiredUnpaid(orderId);
  const outcome = await db.transaction(async (tx) => {
    const payment = event ? await lockPaymentReceiving(tx, orderId, event) : await lockPayment(tx, orderId);
    if (payment === 'repeat') return { done: 'repeat' as const };
    const ledger = await ledgerOf(tx, payment.id);
    const { refundedMinor } = await syncLedger(tx, { ...payment, orderId }, state, event?.id ?? null, ledger, () => movesOf(tx, payment.id));
    const after = refundedMinor > 0 ? await hooks.refundedAtProvider(tx, orderId, refundedMinor) : undefined;
    const held = uncapturedMinor(ledgerTotals(ledger));
    return { done: payment.orderStatus === 'Cancelled' && held > 0 ? ('release' as const) : ('applied' as const), after };
  });
  if (outcome.done === 'repeat') return 'repeat';
  await outcome.after?.();
  // Paid after the order was cancelled (a page left open): the hold is released at once.
  if (outcome.done === 'release') await releasePayment(db, config, orderId, null);
  return 'applied';
}

const WEBHOOK_MESSAGES = {
  notConfigured: (method: string) => `${method} payments are not set up in this shop.`,
} as const;

/**
 * A provider's webhook: its signature checked by the provider (400 when missing, wrong or stale),
 * its id stored once, and the payment it is about read again from the provider (the order's own
 * hosted page, as the shop knows it: an event naming another page changes nothing here), that
 * state made true here. An event about nothing the shop knows is stored and answered, changing nothing.
 */
export async function receiveWebhook(
  db: Db,
  config: PaymentsConfig,
  hooks: StateHooks,
  method: string,
  request: { rawBody: string; header: (name: string) => string | undefined },
): Promise<'applied' | 'repeat' | 'ignored'> {
  const provider = config.paymentProviders?.[method];
  if (!provider) throw new NotFound(WEBHOOK_MESSAGES.notConfigured(method));
  const event = { ...provider.parseWebhook(request.rawBody, request.header), provider: method };
  // The page the event names is asked for while the shop's rows are read: the answer is used only
  // if it is the order's own page (a signed event cannot name a page the shop did not make, but an
  // event about a page the shop replaced is answered from the page the shop knows).
  const asked = event.reference ? settled(ask(() => provider.retrieve(event.reference!))) : null;
  const { seen, payment } = await webhookPaymentOf(db, event);
  if (seen) return 'repeat';
  // A page made but never written (a crash between the provider's answer and our write): found again first.
  const reference = payment && payment.method === method ? (payment.providerReference ?? (await openPayment(db, config, payment, true))?.reference) : null;
  if (!payment || !reference) {
    await db.transaction((tx) => receiveProviderEvent(tx, event, method));
    return 'ignored';
  }
  const state = asked && reference === event.reference ? await unwrap(asked) : await ask(() => provider.retrieve(reference));
  return applyProviderState(db, config, hooks, payment.orderId, state, event);
}

/** A promise that never rejects (its failure kept for `unwrap`), so one left unread raises nothing. */
const settled = <T>(promise: Promise<T>): Promise<PromiseSettledResult<T>> => Promise.allSettled([promise]).then(([result]) => result!);
const unwrap = async <T>(result: Promise<PromiseSettledResult<T>>): Promise<T> => {
  const done = await result;
  if (done.status === 'rejected') throw done.reason;
  return done.value;
};

/**
 * The provider asked of an order's payment, while the ledger says nothing was paid (back from the
 * hosted page before its webhook, or the reconciliation's step). `userId`: only that shopper's
 * order. Answers whether the provider was asked and its answer applied; the provider away, false.
 */
export async function refreshPayment(db: Db, config: PaymentsConfig, hooks: StateHooks, orderId: number, userId?: number): Promise<boolean> {
  const payment = await cardPaymentOf(db, orderId);
  if (!payment?.providerReference || payment.orderStatus !== 'Pending' || (userId !== undefined && payment.userId !== userId)) return false;
  const totals = ledgerTotals(await ledgerOf(db, payment.id));
  if (uncapturedMinor(totals) > 0 || totals.capturedMinor > 0) return false;
  return reconcileWithProvider(db, config, hooks, orderId, payment.providerReference, payment.method);
}

/** The provider's state of one order's payment by its page's reference, asked and made true; provider errors are left for the next run. */
export async function reconcileWithProvider(
  db: Db,
  config: PaymentsConfig,
  hooks: StateHooks,
  orderId: number,
  reference: string,
  method: string,
): Promise<boolean> {
  const provider = config.paymentProviders?.[method];
  if (!provider) return false;
  try {
    await applyProviderState(db, config, hooks, orderId, await ask(() => provider.retrieve(reference)), null);
    return true;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

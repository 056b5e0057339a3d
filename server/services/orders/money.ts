/**
 * Staff moving an order's money in the back office (decision record 025, "Back office money"):
 * recording money received by hand (a bank transfer arrived) and refunding. Each action carries
 * its own idempotency key (the page sends one per form shown; the API its Idempotency-Key), so a
 * double click or a retry does it once; and each runs with the order's row and then its payment's
 * row locked (the order the workflow and the unpaid-order job lock them in), so two staff at once
 * are served one after the other and the second is judged against the ledger the first left.
 *
 * A card refund is asked of the provider while the locks are held, with a key derived from the
 * action's own: if our write then fails, the retry asks again with the same key and the provider
 * answers its first refund instead of making a second. Each action is audited, and the shopper is
 * e-mailed with it (queued in the same transaction: both happen, or neither).
 */
import { eq } from 'drizzle-orm';
import { Conflict, DomainError, InvalidInput, NotFound, Unprocessable, ProviderUnavailable } from '../../../domain/errors.ts';
import { formatMoney } from '../../../domain/money.ts';
import { ledgerRefusal, PAYMENT_METHOD_KIND } from '../../../domain/payment.ts';
import { providerIdempotencyKey, STAFF_PAYMENT_MESSAGES as M } from '../../../domain/payment-actions.ts';
import { ADMIN_ORDER_MESSAGES } from '../../../domain/schemas/admin-orders.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { restockOrder } from '../catalogue/index.ts';
import { deliverMail, enqueueMail, type MailMessage } from '../mail/index.ts';
import { appendEntry, ledgerOf, lockPayment, type LockedPayment, type Providers } from '../payments/index.ts';
import { moneyReceivedMail, refundMail } from './money-mail.ts';
import type { OrdersConfig } from './place.ts';
import { getAdminOrder, type Actor, type AdminOrderView } from './workflow.ts';

export interface MoneyReceived {
  amountMinor: number;
  /** The day the money arrived (YYYY-MM-DD). */
  receivedOn: string;
  /** The bank's reference of the transfer. */
  reference: string;
  idempotencyKey: string;
}

export interface Refund {
  amountMinor: number;
  reason: string;
  /** Put the order's ready-to-ship pieces back on their shelves (once for an order, however many refunds). */
  restock: boolean;
  idempotencyKey: string;
}

/** What a money action answers: the order after it, and whether this request did it (false: a repeat of one done before). */
export interface MoneyAction {
  order: AdminOrderView;
  written: boolean;
}

/** The order's row, then its payment's, locked in the order every writer takes them. */
async function lockOrderAndPayment(tx: DbOrTx, orderId: number) {
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new NotFound(ADMIN_ORDER_MESSAGES.notFound);
  return { status: order.status, payment: await lockPayment(tx, orderId) };
}

/** Runs a money action in one transaction; the shopper's e-mail, queued with it, is delivered once it is committed. */
async function moneyAction(
  db: Db,
  config: OrdersConfig,
  orderId: number,
  act: (tx: DbOrTx) => Promise<((order: AdminOrderView) => MailMessage | undefined) | null>,
): Promise<MoneyAction> {
  const { order, mailId, written } = await db.transaction(async (tx) => {
    const mail = await act(tx);
    const order = await getAdminOrder(tx, orderId);
    if (mail === null) return { order, mailId: undefined, written: false };
    const message = mail(order);
    return { order, mailId: message ? await enqueueMail(tx, message) : undefined, written: true };
  });
  if (mailId !== undefined) await deliverMail(db, config, mailId);
  return { order, written };
}

/** Whether the payment's ledger already holds the entry this key wrote. */
const alreadyDone = async (tx: DbOrTx, payment: LockedPayment, key: string) => (await ledgerOf(tx, payment.id)).some((entry) => entry.idempotencyKey === key);

/** The shopper's e-mail, to the address the order's e-mails go to (order-mail.ts orderMailRecipient). */
const toAccount = (order: AdminOrderView, message: (to: string) => MailMessage) => (order.account?.emailed ? message(order.account.email) : undefined);

/** Money received by hand for an order paid by bank transfer: partial payments add up, never beyond what is due (422). */
export async function recordMoneyReceived(db: Db, config: OrdersConfig, orderId: number, input: MoneyReceived, actor: Actor): Promise<MoneyAction> {
  const key = `received:${input.idempotencyKey}`;
  const occurredAt = new Date(`${input.receivedOn}T12:00:00Z`);
  if (occurredAt.getTime() > Date.now() + 14 * 60 * 60 * 1000)
    throw new InvalidInput(M.receivedInFuture, [{ path: 'receivedOn', message: M.receivedInFuture }]);
  return moneyAction(db, config, orderId, async (tx) => {
    const { status, payment } = await lockOrderAndPayment(tx, orderId);
    if (await alreadyDone(tx, payment, key)) return null;
    if (PAYMENT_METHOD_KIND[payment.method] === 'card') throw new Conflict(M.cardNotRecorded);
    if (status === 'Cancelled') throw new Conflict(M.cancelledNotRecorded);
    const reference = input.reference.trim() || null;
    await appendEntry(tx, payment, {
      kind: 'manual_payment',
      amountMinor: input.amountMinor,
      providerReference: reference,
      idempotencyKey: key,
      actorId: actor.id,
      occurredAt,
    });
    const money = formatMoney(input.amountMinor, payment.currency);
    await recordAudit(tx, actor, {
      action: 'order.payment_received',
      entity: 'order',
      entityId: orderId,
      after: { amount: money, receivedOn: input.receivedOn, reference },
    });
    return (order) => toAccount(order, (to) => moneyReceivedMail(config, order, to, input.amountMinor));
  });
}

/** Asks the card provider for the refund; its failure refunds nothing and says so (502). */
async function refundAtProvider(providers: Providers, payment: LockedPayment, amountMinor: number, key: string): Promise<string> {
  if (payment.method === 'bank_transfer') throw new Error('a bank transfer has no provider');
  const provider = providers[payment.method];
  if (!provider) throw new ProviderUnavailable(M.providerMissing);
  if (!payment.providerPaymentId) throw new Conflict(M.noCardPayment);
  try {
    return (await provider.refund(payment.providerPaymentId, amountMinor, key)).reference;
  } catch (error) {
    // The provider's own refusal (its reason, in words staff can act on) stands as it is.
    if (error instanceof DomainError) throw error;
    throw new ProviderUnavailable(M.providerFailed, { cause: error });
  }
}

/**
 * A refund: never more than was captured and not yet refunded (422 saying how much may be). A
 * card payment is refunded through its provider; a bank transfer's refund is recorded by staff
 * once they have sent the money back. `restock` puts the ready-to-ship pieces back on their shelves.
 */
export async function refundOrder(db: Db, config: OrdersConfig, orderId: number, input: Refund, actor: Actor): Promise<MoneyAction> {
  const key = `refund:${input.idempotencyKey}`;
  return moneyAction(db, config, orderId, async (tx) => {
    const { payment } = await lockOrderAndPayment(tx, orderId);
    const ledger = await ledgerOf(tx, payment.id);
    if (ledger.some((entry) => entry.idempotencyKey === key)) return null;
    const entry = { kind: 'refunded' as const, amountMinor: input.amountMinor };
    // Judged before the provider is asked: money our ledger would refuse never leaves.
    const refused = ledgerRefusal(ledger, entry, payment.totalMinor, (minor) => formatMoney(minor, payment.currency));
    if (refused) throw new Unprocessable(refused);
    const card = PAYMENT_METHOD_KIND[payment.method] === 'card';
    const providerReference = card
      ? await refundAtProvider(config.paymentProviders ?? {}, payment, input.amountMinor, providerIdempotencyKey(orderId, 'refund', input.idempotencyKey))
      : null;
    await appendEntry(tx, payment, { ...entry, providerReference, idempotencyKey: key, actorId: actor.id, note: input.reason });
    if (input.restock) await restockOrder(tx, orderId);
    const money = formatMoney(input.amountMinor, payment.currency);
    await recordAudit(tx, actor, {
      action: 'order.refund',
      entity: 'order',
      entityId: orderId,
      after: { amount: money, reason: input.reason, restock: input.restock, providerReference },
    });
    return (order) => toAccount(order, (to) => refundMail(config, order, to, { amountMinor: input.amountMinor, reason: input.reason, card }));
  });
}

/**
 * A refund made in the card provider's own dashboard, just written to the ledger by a webhook or
 * the reconciliation (card-sync.ts): the shopper's e-mail is queued in the same transaction, as
 * for a refund made here. Answers the mail to deliver once committed.
 */
export async function queueProviderRefundMail(tx: DbOrTx, config: OrdersConfig, orderId: number, amountMinor: number): Promise<number | undefined> {
  const order = await getAdminOrder(tx, orderId);
  const message = toAccount(order, (to) => refundMail(config, order, to, { amountMinor, reason: M.refundedAtProvider, card: true }));
  return message ? enqueueMail(tx, message) : undefined;
}

/**
 * Staff moving an order's money in the back office (decision record 025, "Back office money"):
 * recording money received by hand (a bank transfer arrived) and refunding. Each action carries
 * its own idempotency key (the page sends one per form shown; the API its Idempotency-Key), so a
 * double click or a retry does it once; and each runs with the order's row and then its payment's
 * row locked by the payments module, which moves the money (decision record 034): a card refund is
 * asked of the provider with no row held, under a key derived from the action's own, so a retry
 * never refunds twice. Here: what else happens with it. Each action is audited, and the shopper is
 * e-mailed with it, in the transaction that writes the money (both happen, or neither).
 */
import { InvalidInput } from '../../../domain/errors.ts';
import { formatMoney } from '../../../domain/money.ts';
import { STAFF_PAYMENT_MESSAGES as M } from '../../../domain/payment-actions.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
import { restockOrder } from '../catalogue/index.ts';
import { deliverMail, enqueueMail, type MailMessage } from '../mail/index.ts';
import { receiveMoney, refundOrder as refundToTenders, type RefundWritten, type Within } from '../payments/index.ts';
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

/** The shopper's e-mail, to the address the order's e-mails go to (order-mail.ts orderMailRecipient). */
const toAccount = (order: AdminOrderView, message: (to: string) => MailMessage) => (order.account?.emailed ? message(order.account.email) : undefined);

/** Queues the shopper's e-mail about the order as it now stands; answers its id, delivered once committed. */
async function queueFor(tx: DbOrTx, orderId: number, mail: (order: AdminOrderView) => MailMessage | undefined): Promise<number | undefined> {
  const message = mail(await getAdminOrder(tx, orderId));
  return message ? enqueueMail(tx, message) : undefined;
}

/** Runs a money move with its e-mail queued beside it; the e-mail is delivered once the move is committed. */
async function withMail(
  db: Db,
  config: OrdersConfig,
  orderId: number,
  run: (queued: (id: number | undefined) => void) => Promise<boolean>,
): Promise<MoneyAction> {
  let mailId: number | undefined;
  const written = await run((id) => (mailId = id));
  if (mailId !== undefined) await deliverMail(db, config, mailId);
  return { order: await getAdminOrder(db, orderId), written };
}

/** Money received by hand for an order paid by bank transfer: partial payments add up, never beyond what is due (422). */
export async function recordMoneyReceived(db: Db, config: OrdersConfig, orderId: number, input: MoneyReceived, actor: Actor): Promise<MoneyAction> {
  const occurredAt = new Date(`${input.receivedOn}T12:00:00Z`);
  if (occurredAt.getTime() > Date.now() + 14 * 60 * 60 * 1000)
    throw new InvalidInput(M.receivedInFuture, [{ path: 'receivedOn', message: M.receivedInFuture }]);
  const reference = input.reference.trim() || null;
  const request = { amountMinor: input.amountMinor, occurredAt, reference, requestKey: input.idempotencyKey, actorId: actor.id };
  return withMail(db, config, orderId, (queued) =>
    receiveMoney(db, orderId, request, async (tx, { payment }) => {
      const money = formatMoney(input.amountMinor, payment.currency);
      const after = { amount: money, receivedOn: input.receivedOn, reference };
      await recordAudit(tx, actor, { action: 'order.payment_received', entity: 'order', entityId: orderId, after });
      queued(await queueFor(tx, orderId, (order) => toAccount(order, (to) => moneyReceivedMail(config, order, to, input.amountMinor))));
    }),
  );
}

/**
 * What is written with a refund, in its transaction: the pieces back on their shelves when asked,
 * the audit entry, the shopper's e-mail. Also for a refund the provider answered only after staff
 * gave up waiting (the reconciliation's, its e-mail sent by the outbox's sender).
 */
export function refundWritten(config: OrdersConfig, restock = false, queued?: (id: number | undefined) => void): Within<RefundWritten> {
  return async (tx, { payment, card, amountMinor, reason, actorId, reference, refundedTo }) => {
    if (restock) await restockOrder(tx, payment.orderId);
    const order = await getAdminOrder(tx, payment.orderId);
    const actor = order.payment.ledger.findLast((entry) => entry.actor?.id === actorId)?.actor;
    const after = { amount: formatMoney(amountMinor, payment.currency), reason, restock, providerReference: reference };
    await recordAudit(tx, actor ?? null, { action: 'order.refund', entity: 'order', entityId: payment.orderId, after });
    const message = toAccount(order, (to) => refundMail(config, order, to, { amountMinor, reason, card, refundedTo }));
    const mailId = message ? await enqueueMail(tx, message) : undefined;
    // Delivered once committed by the caller; the reconciliation's is left to the outbox's sender.
    queued?.(mailId);
  };
}

/**
 * A refund: never more than was paid and not yet refunded (422 saying how much may be), back the
 * way it was paid in reverse (decision record 049): the card or bank payment first — a card's
 * through its provider, a bank transfer's recorded by staff once they have sent the money back —
 * then store credit, then gift cards. `restock` puts the ready-to-ship pieces back on their shelves.
 */
export async function refundOrder(db: Db, config: OrdersConfig, orderId: number, input: Refund, actor: Actor): Promise<MoneyAction> {
  return withMail(db, config, orderId, (queued) =>
    refundToTenders(db, config, orderId, {
      amountMinor: input.amountMinor,
      reason: input.reason,
      idempotencyKey: input.idempotencyKey,
      actorId: actor.id,
      within: refundWritten(config, input.restock, queued),
    }),
  );
}

/**
 * A refund made in the card provider's own dashboard, just written to the ledger by a webhook or
 * the reconciliation (card-sync.ts): the shopper's e-mail is queued in the same transaction, as
 * for a refund made here. Answers the mail to deliver once committed.
 */
export async function queueProviderRefundMail(tx: DbOrTx, config: OrdersConfig, orderId: number, amountMinor: number): Promise<number | undefined> {
  return queueFor(tx, orderId, (order) => toAccount(order, (to) => refundMail(config, order, to, { amountMinor, reason: M.refundedAtProvider, card: true })));
}

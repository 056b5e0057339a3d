/**
 * The writes of the back office's order page (one `OrderPageForm` each: a note, Capture, money
 * received, a refund, a move of the workflow), and what the page then tells the staff member.
 */
import type { AppLoadContext } from 'react-router';
import type { z } from 'zod';
import { formatAmount } from '../../../../domain/money.ts';
import { PAYMENT_STATUS_LABELS } from '../../../../domain/payment.ts';
import type { PublicUser } from '../../../../domain/schemas/account.ts';
import type { OrderPageForm } from '../../../../domain/schemas/admin-orders.ts';
import { addNote, captureCard, changeStatus, recordPayment, refund } from '../orders.server';

type Sent = z.infer<typeof OrderPageForm>;

/** Does what the form asks, and says what happened in the page's words. */
export async function runOrderForm(context: AppLoadContext, id: number, sent: Sent, staff: PublicUser): Promise<string> {
  if (sent.intent === 'note') {
    await addNote(context, id, sent.note, staff);
    return 'The note is on the timeline.';
  }
  if (sent.intent === 'capture') {
    await captureCard(context, id, staff);
    return 'The card payment is captured.';
  }
  if (sent.intent === 'payment' || sent.intent === 'refund') return moveMoney(context, id, sent, staff);
  const { intent: _intent, ...change } = sent;
  const order = await changeStatus(context, id, change, staff);
  const told = order.account?.emailed ? ' We e-mailed the shopper.' : ' The shopper’s address is not confirmed, so they were not e-mailed.';
  return `Order #${order.number} is now ${order.status}.${told}`;
}

/** Records money received or refunds; the same form sent twice (one key) moves the money once. */
async function moveMoney(context: AppLoadContext, id: number, sent: Extract<Sent, { intent: 'payment' | 'refund' }>, staff: PublicUser): Promise<string> {
  const { order, written } = sent.intent === 'payment' ? await recordPayment(context, id, sent, staff) : await refund(context, id, sent, staff);
  if (!written) return 'This was done already: nothing more was recorded.';
  const amount = formatAmount(sent.amount, order.currency);
  const mailed = order.account ? ' We e-mailed the shopper.' : '';
  return sent.intent === 'payment'
    ? `Recorded ${amount} received. The payment is now ${PAYMENT_STATUS_LABELS[order.payment.status].toLowerCase()}.${mailed}`
    : `Refunded ${amount}.${mailed}`;
}

/**
 * The e-mails of a return, one at each step (issue 34): requested (with what to send where),
 * approved (the instructions again), refused (with the reason), received, resolved (with what was
 * given). Each goes to the account's own address, queued in the step's transaction and delivered
 * once it has committed.
 */
import { eq } from 'drizzle-orm';
import { formatMoney } from '../../../domain/money.ts';
import { RETURN_STATE_WORDS, RETURN_WANT_WORDS, returnInstructions, returnNumberText, type ReturnState } from '../../../domain/returns.ts';
import type { ReturnPolicy } from '../../../domain/returns-policy.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { enqueueMail, shopBaseUrl, type MailConfig } from '../mail/index.ts';
import type { ReturnView } from './read.ts';

type Config = Pick<MailConfig, 'shopName' | 'publicUrl'>;

const pieces = (view: ReturnView) =>
  view.lines.map((line) => `- ${line.quantity} × ${line.productName} (${[line.metal, line.size].filter(Boolean).join(', ')})`);

function news(view: ReturnView, policy: ReturnPolicy): { subject: string; lines: string[] } {
  const label = returnNumberText(view.number);
  const money = (minor: number) => formatMoney(minor, view.currency);
  switch (view.state as Exclude<ReturnState, 'inspected' | 'cancelled'>) {
    case 'requested':
      return {
        subject: `We received your return request ${label}`,
        lines: [
          `Thank you: we have your request to return these pieces, for ${RETURN_WANT_WORDS[view.wanted].toLowerCase()}.`,
          returnInstructions(policy, view.number),
        ],
      };
    case 'approved':
      return {
        subject: `Your return ${label} is approved`,
        lines: [
          policy.returnMethod === 'label'
            ? `Your return is approved. Your prepaid label follows in a separate e-mail; pack the pieces with a note of ${label}.`
            : returnInstructions(policy, view.number).replace('Once the return is approved, p', 'P'),
        ],
      };
    case 'refused':
      return { subject: `Your return ${label} was refused`, lines: [`We cannot accept this return: ${view.refusalReason}`] };
    case 'received':
      return {
        subject: `We received your return ${label}`,
        lines: ['Your parcel has arrived. We are checking the pieces and will write again once it is settled.'],
      };
    case 'resolved':
      return { subject: `Your return ${label} is settled`, lines: [resolvedWords(view, money)] };
  }
}

function resolvedWords(view: ReturnView, money: (minor: number) => string): string {
  const given = view.resolvedMinor ?? 0;
  const fee = view.feeMinor > 0 ? ` (a restocking fee of ${money(view.feeMinor)} kept)` : '';
  if (view.wanted === 'refund') return `We have refunded ${money(given)}${fee} to the way you paid.`;
  if (view.wanted === 'store_credit') return `We have added ${money(given)} of store credit to your account; it is spent at checkout.`;
  return given > 0
    ? `Your new piece is on its way in a new order, and we have refunded the difference of ${money(given)}.`
    : 'Your new piece is on its way in a new order.';
}

/** Queues the e-mail of the return's current state to the customer's account; answers its id (none for a state that sends none). */
export async function queueReturnMail(tx: DbOrTx, config: Config, view: ReturnView, policy: ReturnPolicy): Promise<number | undefined> {
  if (view.state === 'inspected' || view.state === 'cancelled') return undefined;
  const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, view.customerId));
  if (!account) return undefined;
  const { subject, lines } = news(view, policy);
  const text = [
    `Dear ${view.customerName},`,
    '',
    ...lines,
    '',
    `Return: ${returnNumberText(view.number)} (${RETURN_STATE_WORDS[view.state]})`,
    `Order number: ${view.orderNumber}`,
    ...pieces(view),
    '',
    `Your order and its return: ${shopBaseUrl(config)}/orders/${view.orderId}`,
    '',
    config.shopName,
  ].join('\n');
  return enqueueMail(tx, { to: account.email, subject: `${subject} (${config.shopName})`, text });
}

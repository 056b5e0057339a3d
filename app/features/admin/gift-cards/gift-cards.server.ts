/**
 * Gift cards in the back office's pages (decision record 050): the cards a customer bought or
 * holds, the cards an order sold, and the owner's card issued by hand into a customer's account
 * (posted to /admin/customers/:id/gift-cards; its code answered once, for the page to show).
 */
import type { AppLoadContext } from 'react-router';
import { IssueGiftCardInput } from '../../../../domain/contract/gift-cards.ts';
import { formatGiftCardCode } from '../../../../domain/balances.ts';
import { CUSTOMER_MESSAGES } from '../../../../domain/customers.ts';
import { DatabaseId } from '../../../../domain/schemas/id.ts';
import { customerGiftCards, issueCardByHand, orderGiftCards, presentStaffGiftCard } from '../../../../server/services/gift-cards/index.ts';
import { done, formFields, invalid, refused } from '../../../lib/action-result';
import { forAction } from '../../../lib/domain-errors.server';
import { requireOwnerPage, requireStaff } from '../admin.server';

export const loadCustomerGiftCards = async (context: AppLoadContext, customerId: number) =>
  (await customerGiftCards(context.db, customerId)).map(presentStaffGiftCard);

export const loadOrderGiftCards = async (context: AppLoadContext, orderId: number) => (await orderGiftCards(context.db, orderId)).map(presentStaffGiftCard);

/** The owner's "Issue a gift card" on a customer's page; the form's key makes a double click issue one card. */
export async function runIssueGiftCard(context: AppLoadContext, request: Request, params: { id?: string }) {
  const owner = await requireStaff(context, request);
  requireOwnerPage(owner);
  const id = DatabaseId(CUSTOMER_MESSAGES.notFound).safeParse(params.id);
  if (!id.success) return refused(CUSTOMER_MESSAGES.notFound, { status: 404 });
  const fields = formFields(await request.formData());
  const sent = IssueGiftCardInput.safeParse({ ...fields, amount: Number(fields.amount || NaN), customerId: id.data });
  if (!sent.success) return invalid(sent.error);
  return forAction(async () => {
    const { card, code } = await issueCardByHand(context.db, owner, sent.data, context.config.currency, fields.formKey || undefined);
    return done({ message: `Gift card …${card.codeLast4} issued. Give its code now: it is shown this once.`, code: formatGiftCardCode(code) });
  });
}

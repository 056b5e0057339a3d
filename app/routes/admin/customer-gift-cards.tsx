/**
 * /admin/customers/:id/gift-cards (owner only, decision record 050): where the customer page's
 * "Issue a gift card" posts. No page of its own: opened in the browser it sends to the customer's
 * page, which checks who may see it.
 */
import { redirect } from 'react-router';
import type { Route } from './+types/customer-gift-cards';
import { runIssueGiftCard } from '../../features/admin/gift-cards/gift-cards.server';

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/admin/customers/${encodeURIComponent(params.id)}`);
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return runIssueGiftCard(context, request, params);
}

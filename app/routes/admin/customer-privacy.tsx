/**
 * /admin/customers/:id/privacy (owner only, decision record 044): where the customer page's
 * privacy actions post — the customer's data as a file, or their erasure. No page of its own:
 * opened in the browser (a bookmark, a reload), it sends to the customer's page, which checks who
 * may see it (a shopper is refused there with 403, like on every back-office page).
 */
import { redirect } from 'react-router';
import type { Route } from './+types/customer-privacy';
import { runCustomerPrivacy } from '../../features/admin-customers/privacy-actions.server';

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/admin/customers/${encodeURIComponent(params.id)}`);
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return runCustomerPrivacy(context, request, params);
}

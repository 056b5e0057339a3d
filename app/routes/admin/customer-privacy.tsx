/**
 * /admin/customers/:id/privacy (owner only, decision record 044): where the customer page's
 * privacy actions post — the customer's data as a file, or their erasure. No page of its own.
 */
import type { Route } from './+types/customer-privacy';
import { runCustomerPrivacy } from '../../features/admin-customers/privacy-actions.server';

export async function action({ context, request, params }: Route.ActionArgs) {
  return runCustomerPrivacy(context, request, params);
}

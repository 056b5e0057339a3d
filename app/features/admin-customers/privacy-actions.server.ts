/**
 * The customer page's privacy actions (decision record 044), posted to
 * /admin/customers/:id/privacy: the owner's copy of the customer's data, and their erasure. Both
 * are owner actions (the password or a code within 10 minutes, asked for again past that) run by
 * the privacy module, which audits them. The copy comes back in the answer for the page to save as
 * a file; an erased customer's page is gone, so the owner is sent to the list.
 */
import { redirect, type AppLoadContext } from 'react-router';
import { z } from 'zod';
import { DatabaseId } from '../../../domain/schemas/id.ts';
import { PRIVACY_MESSAGES as M } from '../../../domain/privacy.ts';
import { eraseCustomer, exportCustomerData } from '../../../server/services/privacy/index.ts';
import { readRetention } from '../../../server/services/retention/index.ts';
import { done, formText, refused } from '../../lib/action-result';
import { requireOwnerPage, requireStaffSession } from '../admin/admin.server';
import { ownerAction } from '../admin/reauth.server';

const PrivacyIntent = z.enum(['export-data', 'erase']);

/** Where the owner lands once a customer is erased. */
const ERASED_CUSTOMER_LANDING = '/admin/customers?erased=1';

export async function runCustomerPrivacy(context: AppLoadContext, request: Request, params: { id?: string }) {
  const session = await requireStaffSession(context, request);
  requireOwnerPage(session.user);
  const form = await request.formData();
  const intent = PrivacyIntent.safeParse(formText(form, 'intent'));
  if (!intent.success) return refused('This action is not known.');
  const id = DatabaseId(M.customerNotFound).safeParse(params.id);
  if (!id.success) return refused(M.customerNotFound, { intent: intent.data, status: 404 });
  const { db, config } = context;
  if (intent.data === 'export-data')
    return ownerAction(context, session, form, intent.data, async () =>
      done({ intent: intent.data, message: 'The customer’s data is ready.', data: await exportCustomerData(db, id.data, session.user) }),
    );
  return ownerAction(context, session, form, intent.data, async () => {
    const { bookkeepingDays } = await readRetention(db);
    await eraseCustomer(db, id.data, { uploadsDir: config.uploadsDir, bookkeepingDays, actor: session.user });
    return redirect(ERASED_CUSTOMER_LANDING);
  });
}

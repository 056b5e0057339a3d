/**
 * The account page's "Delete my account" (decision record 044): the form is read with the API's
 * own schema and runs the privacy module's erasure, so the page and `DELETE /api/me` refuse alike
 * (a wrong password 403 and nothing removed). Once erased, the session cookie is cleared and the
 * shopper is sent to the page that says what went and what stays.
 */
import { redirect, type AppLoadContext } from 'react-router';
import { DeleteAccountInput } from '../../../domain/contract/privacy.ts';
import { clearedSessionCookie, isSecureRequest } from '../../../server/services/accounts/index.ts';
import { eraseOwnAccount } from '../../../server/services/privacy/index.ts';
import { readRetention } from '../../../server/services/retention/index.ts';
import { formFields, invalid } from '../../lib/action-result';
import { forAction } from '../../lib/domain-errors.server';
import { requireShopperSession } from './session.server';

const ACCOUNT_DELETED_PATH = '/account/delete?done=1';

export async function deleteOwnAccount(context: AppLoadContext, request: Request, form: FormData) {
  const { user } = await requireShopperSession(context, request);
  const input = DeleteAccountInput.safeParse(formFields(form));
  if (!input.success) return invalid(input.error);
  const { db, config } = context;
  return forAction(async () => {
    const { bookkeepingDays } = await readRetention(db);
    await eraseOwnAccount(db, user.id, input.data, { uploadsDir: config.uploadsDir, bookkeepingDays });
    return redirect(ACCOUNT_DELETED_PATH, { headers: { 'Set-Cookie': clearedSessionCookie({ secure: isSecureRequest(config, request) }) } });
  });
}

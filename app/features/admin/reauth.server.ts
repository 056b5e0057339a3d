/**
 * Owner actions on the back office's pages (inviting, changing a role, disabling a member, the
 * security settings, turning off someone's two-factor) want the password or a code entered within
 * the last 10 minutes of this session — the same assertion as the API's (`assertRecentAuthentication`).
 * Otherwise the action answers 403 with the form's fields (`reauthenticate`), the page shows a
 * small confirm-your-identity form that sends them again with the password or a code, and the
 * action goes on.
 */
import { data, type AppLoadContext } from 'react-router';
import { InvalidInput, ReauthenticationRequired } from '../../../domain/errors.ts';
import { assertRecentAuthentication, reauthenticate, type Session } from '../../../server/services/accounts/index.ts';
import { formFields, formText, type Refusal } from '../../lib/action-result';
import { forAction } from '../../lib/domain-errors.server';

/** The confirm-your-identity form's one field: the password, or a code for an account with two-factor. */
const CONFIRM_IDENTITY_FIELD = 'confirmIdentity';

/** What an authenticator or a recovery code looks like; anything else is taken for the password. */
const looksLikeCode = (typed: string) => /^\d{6}$/.test(typed.replace(/\s+/g, '')) || /^[a-z2-9]{5}-?[a-z2-9]{5}$/i.test(typed.trim());

async function confirmIdentity(context: AppLoadContext, session: Session, form: FormData): Promise<void> {
  const typed = formText(form, CONFIRM_IDENTITY_FIELD);
  if (!typed) return assertRecentAuthentication(session);
  const input = session.twoFactor && looksLikeCode(typed) ? { code: typed.replace(/\s+/g, '') } : { password: typed };
  await reauthenticate(context.db, context.config, session, input, { ip: context.clientIp });
}

/** Runs an owner action once the person has confirmed who they are (or did within 10 minutes). */
export async function ownerAction<T, Intent extends string>(context: AppLoadContext, session: Session, form: FormData, intent: Intent, run: () => Promise<T>) {
  return forAction(async () => {
    try {
      await confirmIdentity(context, session, form);
    } catch (error) {
      if (!(error instanceof ReauthenticationRequired || error instanceof InvalidInput)) throw error;
      const { [CONFIRM_IDENTITY_FIELD]: _typed, ...fields } = formFields(form);
      return data<Refusal<Intent>>({ ok: false, intent, error: error.message, reauthenticate: fields }, { status: error.status });
    }
    return run();
  }, intent);
}

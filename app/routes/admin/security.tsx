/**
 * Sign-in security, /admin/security (every staff member): set up two-factor sign-in with an
 * authenticator app (QR code or typed key, then a first code; ten recovery codes shown once), turn
 * it off or get new recovery codes with a code; the owner requires it of everyone. A member the
 * owner requires it of is sent here until it is on, and starts the set-up from a link mailed to
 * them (issue 37: the password alone enrols no authenticator). Each form works as a plain post.
 */
import { Form, useNavigation } from 'react-router';
import type { Route } from './+types/security';
import { TWO_FACTOR_MESSAGES as M, SecurityPageForm } from '../../../domain/schemas/two-factor';
import { privatePageMeta } from '../../features/account/page-meta';
import { requireOwnerPage, requireStaffSession } from '../../features/admin/admin.server';
import { ConfirmIdentity } from '../../features/admin/confirm-identity';
import { ownerAction } from '../../features/admin/reauth.server';
import { CodeForm } from '../../features/admin/security/code-form';
import { EnrolPanel } from '../../features/admin/security/enrol-panel';
import { RecoveryCodes } from '../../features/admin/security/recovery-codes';
import { RequirementForm } from '../../features/admin/security/requirement-form';
import * as security from '../../features/admin/security/security.server';
import { done, formFields, invalid } from '../../lib/action-result';
import { forAction } from '../../lib/domain-errors.server';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Sign-in security', description: 'Two-factor sign-in for the back office.', path: '/admin/security' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await requireStaffSession(context, request, { enrolling: true });
  // The set-up link mailed while the owner requires two-factor opens this page with its token.
  const setupToken = new URL(request.url).searchParams.get('token') ?? undefined;
  return { ...(await security.securityPageData(context, user)), setupToken };
}

type Intent = SecurityPageForm['intent'];
/** What a success may show once: new recovery codes. */
type Shown = { recoveryCodes?: string[] };

export async function action({ context, request }: Route.ActionArgs) {
  const session = await requireStaffSession(context, request, { enrolling: true });
  const { user } = session;
  const form = await request.formData();
  const parsed = SecurityPageForm.safeParse(formFields(form));
  if (!parsed.success) return invalid<Intent>(parsed.error);
  const input = parsed.data;
  if (input.intent === 'require') {
    requireOwnerPage(user);
    return ownerAction(context, session, form, input.intent, async () =>
      done<Intent, Shown>({ intent: input.intent, message: await security.requireTwoFactorOfEveryone(context, user, input.requireTwoFactor) }),
    );
  }
  return forAction(async () => {
    if (input.intent === 'start') {
      return done<Intent, Shown>({ intent: input.intent, message: await security.startTwoFactor(context, user, input.token) });
    }
    if (input.intent === 'disable') {
      await security.turnOffTwoFactor(context, user, input.code);
      return done<Intent, Shown>({ intent: input.intent, message: M.turnedOff });
    }
    const recoveryCodes =
      input.intent === 'confirm' ? await security.confirmTwoFactor(context, user, input.code) : await security.newRecoveryCodes(context, user, input.code);
    return done<Intent, Shown>({ intent: input.intent, message: input.intent === 'confirm' ? M.enrolled : M.codesRegenerated, recoveryCodes });
  }, input.intent);
}

export default function Security({ loaderData, actionData: result }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const { status, enrolment, isOwner, setupToken } = loaderData;
  const errorFor = (intent: Intent) => (result?.intent === intent && !result.reauthenticate ? (result.fieldErrors?.code ?? result.error) : undefined);
  return (
    <section className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="grid content-start gap-6">
        <h1 className="text-4xl">Sign-in security</h1>
        <div aria-live="polite" className="grid gap-4">
          {status.required && !status.enabled ? <FormAlert tone="error">{M.enrolmentRequired}</FormAlert> : null}
          {result?.message ? <FormAlert tone="success">{result.message}</FormAlert> : null}
          {result?.reauthenticate ? <ConfirmIdentity fields={result.reauthenticate} error={result.error} busy={busy} /> : null}
        </div>
        {result?.ok && result.recoveryCodes ? <RecoveryCodes codes={result.recoveryCodes} /> : null}
        <div className="grid gap-4 border border-line bg-white/70 p-6">
          <h2 className="font-display text-2xl">Two-factor sign-in</h2>
          <p className="text-sm text-muted">
            {status.enabled
              ? `On: every sign-in asks a code from your authenticator app. ${status.recoveryCodesLeft} of 10 recovery codes left.`
              : 'Off: your password alone signs you in. With two-factor, a stolen password is not enough.'}
          </p>
          {enrolment ? <EnrolPanel enrolment={enrolment} error={errorFor('confirm')} busy={busy} /> : null}
          {!status.enabled && !enrolment ? (
            <Form method="post" className="grid gap-3">
              {status.required && !setupToken ? <p className="text-sm text-muted">{M.setupByMail}</p> : null}
              {setupToken ? <input type="hidden" name="token" value={setupToken} /> : null}
              <Button type="submit" name="intent" value="start" disabled={busy}>
                {setupToken
                  ? 'CONTINUE: SHOW MY QR CODE'
                  : status.required
                    ? result?.intent === 'start' && result.ok
                      ? 'E-MAIL THE LINK AGAIN'
                      : 'E-MAIL ME THE SET-UP LINK'
                    : 'SET UP TWO-FACTOR'}
              </Button>
            </Form>
          ) : null}
          {status.enabled ? (
            <div className="grid gap-6 sm:grid-cols-2">
              <CodeForm
                intent="recovery-codes"
                label="Code for new recovery codes"
                button="NEW RECOVERY CODES"
                error={errorFor('recovery-codes')}
                busy={busy}
              />
              <CodeForm intent="disable" label="Code to turn it off" button="TURN OFF TWO-FACTOR" error={errorFor('disable')} busy={busy} />
            </div>
          ) : null}
        </div>
      </div>
      {isOwner ? <RequirementForm required={status.required} busy={busy} /> : null}
    </section>
  );
}

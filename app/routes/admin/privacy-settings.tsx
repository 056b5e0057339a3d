/**
 * Privacy settings, /admin/settings/privacy (owner only): how long the shop keeps security events,
 * contact messages and custom-design requests (with their photos), and unconfirmed accounts. The
 * privacy policy and the terms print these periods and the retention job deletes by them
 * (decision record 043). Saving is an owner action (the password or a code within 10 minutes) and
 * is audited.
 */
import { Link, useNavigation } from 'react-router';
import type { Route } from './+types/privacy-settings';
import { RetentionSettingsInput } from '../../../domain/contract/retention';
import { privatePageMeta } from '../../features/account/page-meta';
import { requireOwnerPage, requireStaff, requireStaffSession } from '../../features/admin/admin.server';
import { ownerAction } from '../../features/admin/reauth.server';
import { RetentionForm } from '../../features/admin/retention/retention-form';
import { SettingsPage } from '../../features/admin/settings-page';
import { retentionData, saveRetention } from '../../features/admin/retention/retention.server';
import { done, formFields, invalid } from '../../lib/action-result';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Privacy settings', description: 'How long the shop keeps what people send it.', path: '/admin/settings/privacy' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireOwnerPage(await requireStaff(context, request));
  return retentionData(context);
}

export async function action({ context, request }: Route.ActionArgs) {
  const session = await requireStaffSession(context, request);
  requireOwnerPage(session.user);
  const form = await request.formData();
  const parsed = RetentionSettingsInput.safeParse(formFields(form));
  if (!parsed.success) return invalid(parsed.error, 'save' as const);
  return ownerAction(context, session, form, 'save' as const, async () => {
    await saveRetention(context, parsed.data, session.user);
    return done({ intent: 'save' as const, message: 'Retention periods saved.' });
  });
}

export default function PrivacySettings({ loaderData: settings, actionData: result }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  return (
    <SettingsPage
      title="Privacy settings"
      result={result}
      busy={busy}
      // Saved settings start the form afresh with what was saved.
      form={<RetentionForm key={JSON.stringify(settings)} settings={settings} fieldErrors={result?.fieldErrors} busy={busy} />}
      aside={{
        id: 'what-is-kept',
        title: 'What your pages promise',
        children: (
          <>
            <p>
              The{' '}
              <Link className="text-gold-dark underline underline-offset-4" to="/privacy-policy#retention">
                privacy policy
              </Link>{' '}
              prints these periods as they are saved, so what it promises is what the shop does.
            </p>
            <p className="text-muted">
              Orders, invoices and payments are kept for the books (an erased customer’s for the period set here, then deleted), and the audit log of what staff
              do is kept for good. You can read the security events on their own page.
            </p>
          </>
        ),
      }}
    />
  );
}

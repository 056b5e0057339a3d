/**
 * Returns settings, /admin/settings/returns (owner only): the returns policy (decision record 047).
 * The home page, the product pages, the terms, the FAQ and the e-mails print it as saved; the
 * returns module judges each request by it. Saving is an owner action (the password or a code
 * within 10 minutes) and is audited.
 */
import { useNavigation } from 'react-router';
import type { Route } from './+types/returns-settings';
import { privatePageMeta } from '../../features/account/page-meta';
import { requireOwnerPage, requireStaff, requireStaffSession } from '../../features/admin/admin.server';
import { ownerAction } from '../../features/admin/reauth.server';
import { ReturnsPolicyForm } from '../../features/admin/returns-policy/returns-policy-form';
import { parseReturnPolicyForm, returnPolicyData, saveReturnPolicyPage } from '../../features/admin/returns-policy/returns-policy.server';
import { SettingsPage } from '../../features/admin/settings-page';
import { done, formFields, invalid } from '../../lib/action-result';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Returns settings', description: 'The returns policy every page prints.', path: '/admin/settings/returns' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireOwnerPage(await requireStaff(context, request));
  return returnPolicyData(context);
}

export async function action({ context, request }: Route.ActionArgs) {
  const session = await requireStaffSession(context, request);
  requireOwnerPage(session.user);
  const form = await request.formData();
  const parsed = parseReturnPolicyForm(formFields(form));
  if (!parsed.success) return invalid(parsed.error, 'save' as const);
  return ownerAction(context, session, form, 'save' as const, async () => {
    await saveReturnPolicyPage(context, parsed.data, session.user);
    return done({ intent: 'save' as const, message: 'Returns policy saved.' });
  });
}

export default function ReturnsSettings({ loaderData: settings, actionData: result }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  return (
    <SettingsPage
      title="Returns settings"
      result={result}
      busy={busy}
      // Saved settings start the form afresh with what was saved.
      form={<ReturnsPolicyForm key={JSON.stringify(settings)} settings={settings} fieldErrors={result?.fieldErrors} busy={busy} />}
      aside={{
        id: 'what-pages-say',
        title: 'What your pages say',
        children: (
          <>
            <p>
              <strong>{settings.words.headline}</strong> on the home page, <strong>{settings.words.badge}</strong> on every product page, and in the terms, the
              FAQ and the order e-mails:
            </p>
            <p className="text-muted">{settings.words.sentence}</p>
          </>
        ),
      }}
    />
  );
}

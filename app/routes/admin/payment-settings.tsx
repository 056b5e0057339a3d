/**
 * Payment settings, /admin/settings/payments (owner only): bank transfer on or off, the account
 * shoppers pay to and the days they have to pay; which card methods the environment turned on.
 * Saving is an owner action (the password or a code within 10 minutes) and is audited. While
 * shoppers are shown the sample shop's bank details, a banner asks the owner to replace them.
 */
import { useNavigation } from 'react-router';
import type { Route } from './+types/payment-settings';
import { BANK_TRANSFER_MESSAGES } from '../../../domain/payment';
import { PaymentSettingsForm } from '../../../domain/schemas/payment-settings';
import { privatePageMeta } from '../../features/account/page-meta';
import { requireOwnerPage, requireStaff, requireStaffSession } from '../../features/admin/admin.server';
import { ConfirmIdentity } from '../../features/admin/confirm-identity';
import { BankTransferForm } from '../../features/admin/payments/bank-transfer-form';
import { CardMethods } from '../../features/admin/payments/card-methods';
import { paymentSettingsData, savePaymentSettings } from '../../features/admin/payments/payments.server';
import { SampleDetailsBanner } from '../../features/admin/payments/sample-details-banner';
import { ownerAction } from '../../features/admin/reauth.server';
import { done, formFields, invalid } from '../../lib/action-result';
import { FormAlert } from '../../components/ui/form-alert';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Payment settings', description: 'How shoppers pay.', path: '/admin/settings/payments' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireOwnerPage(await requireStaff(context, request));
  return paymentSettingsData(context);
}

export async function action({ context, request }: Route.ActionArgs) {
  const session = await requireStaffSession(context, request);
  requireOwnerPage(session.user);
  const form = await request.formData();
  const parsed = PaymentSettingsForm.safeParse(formFields(form));
  if (!parsed.success) return invalid(parsed.error, 'save' as const);
  return ownerAction(context, session, form, 'save' as const, async () => {
    await savePaymentSettings(context, parsed.data, session.user);
    return done({ intent: 'save' as const, message: BANK_TRANSFER_MESSAGES.saved });
  });
}

export default function PaymentSettings({ loaderData, actionData: result }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const { bankTransfer, cards } = loaderData;
  return (
    <section className="grid gap-6">
      <h1 className="text-4xl">Payment settings</h1>
      <div aria-live="polite" className="grid gap-4">
        {bankTransfer.enabled && bankTransfer.sampleDetails ? <SampleDetailsBanner isOwner onSettingsPage /> : null}
        {result?.reauthenticate ? <ConfirmIdentity fields={result.reauthenticate} error={result.error} busy={busy} /> : null}
        {result?.error && !result.reauthenticate ? <FormAlert tone="error">{result.error}</FormAlert> : null}
        {result?.message ? <FormAlert tone="success">{result.message}</FormAlert> : null}
      </div>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {/* Saved settings start the form afresh with what was saved. */}
        <BankTransferForm key={JSON.stringify(bankTransfer)} settings={bankTransfer} fieldErrors={result?.fieldErrors} busy={busy} />
        <CardMethods cards={cards} />
      </div>
    </section>
  );
}

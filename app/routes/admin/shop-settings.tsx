/**
 * Shop settings, /admin/settings/shop (owner only): the seller customers buy from — the legal
 * name, the postal address, the tax number, and the e-mail address and phone for customers —
 * which invoices, credit notes, packing slips and e-mails print. Saving is an owner action (the
 * password or a code within 10 minutes) and is audited. Until the owner saves, the papers print
 * the environment's first defaults and a banner asks the owner to check them. Invoices and credit
 * notes already issued keep what they said (decision record 035).
 */
import { useNavigation } from 'react-router';
import type { Route } from './+types/shop-settings';
import { SELLER_MESSAGES } from '../../../domain/seller';
import { ShopSettingsForm } from '../../../domain/schemas/shop-settings';
import { privatePageMeta } from '../../features/account/page-meta';
import { requireOwnerPage, requireStaff, requireStaffSession } from '../../features/admin/admin.server';
import { SettingsPage } from '../../features/admin/settings-page';
import { ownerAction } from '../../features/admin/reauth.server';
import { SampleSellerBanner } from '../../features/admin/shop/sample-seller-banner';
import { SellerForm } from '../../features/admin/shop/seller-form';
import { saveShopSettings, shopSettingsData } from '../../features/admin/shop/shop.server';
import { done, formFields, invalid } from '../../lib/action-result';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Shop settings', description: 'Who your customers buy from.', path: '/admin/settings/shop' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireOwnerPage(await requireStaff(context, request));
  return shopSettingsData(context);
}

export async function action({ context, request }: Route.ActionArgs) {
  const session = await requireStaffSession(context, request);
  requireOwnerPage(session.user);
  const form = await request.formData();
  const parsed = ShopSettingsForm.safeParse(formFields(form));
  if (!parsed.success) return invalid(parsed.error, 'save' as const);
  return ownerAction(context, session, form, 'save' as const, async () => {
    await saveShopSettings(context, parsed.data, session.user);
    return done({ intent: 'save' as const, message: SELLER_MESSAGES.saved });
  });
}

export default function ShopSettings({ loaderData: settings, actionData: result }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  return (
    <SettingsPage
      title="Shop settings"
      result={result}
      busy={busy}
      banner={settings.sampleDetails ? <SampleSellerBanner isOwner onSettingsPage /> : null}
      // Saved settings start the form afresh with what was saved.
      form={<SellerForm key={JSON.stringify(settings)} settings={settings} fieldErrors={result?.fieldErrors} busy={busy} />}
      aside={{
        id: 'issued-documents',
        title: 'Issued documents',
        children: (
          <>
            <p>
              An invoice or a credit note never changes once issued: it keeps the details it was issued with, and downloads the same ever after. New details
              appear on the papers issued after you save them, on packing slips and pro forma invoices, and in every e-mail.
            </p>
            <p className="text-muted">The bank account shoppers pay to is in payment settings; the tax rates in taxes.</p>
          </>
        ),
      }}
    />
  );
}

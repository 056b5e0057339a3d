/**
 * Gift card settings, /admin/settings/gift-cards (owner only): the amounts the shop sells cards for
 * (decision record 050, "The owner's amounts"). /gift-cards offers them; the cart and the order judge
 * a card line by them. Saving is an owner action (the password or a code within 10 minutes) and is audited.
 */
import { useNavigation } from 'react-router';
import type { Route } from './+types/gift-card-settings';
import { formatMoney } from '../../../domain/money';
import { privatePageMeta } from '../../features/account/page-meta';
import { requireOwnerPage, requireStaff, requireStaffSession } from '../../features/admin/admin.server';
import { ownerAction } from '../../features/admin/reauth.server';
import { GiftCardAmountsForm } from '../../features/admin/gift-card-amounts/gift-card-amounts-form';
import { giftCardAmountsData, parseGiftCardAmountsForm, saveGiftCardAmountsPage } from '../../features/admin/gift-card-amounts/gift-card-amounts.server';
import { SettingsPage } from '../../features/admin/settings-page';
import { done, formFields, invalid } from '../../lib/action-result';
import { useShop } from '../../lib/root-data';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Gift card settings', description: 'The gift card amounts the shop sells.', path: '/admin/settings/gift-cards' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireOwnerPage(await requireStaff(context, request));
  return giftCardAmountsData(context);
}

export async function action({ context, request }: Route.ActionArgs) {
  const session = await requireStaffSession(context, request);
  requireOwnerPage(session.user);
  const form = await request.formData();
  const parsed = parseGiftCardAmountsForm(formFields(form), context.config.currency);
  if (!parsed.success) return invalid(parsed.error, 'save' as const);
  return ownerAction(context, session, form, 'save' as const, async () => {
    await saveGiftCardAmountsPage(context, parsed.data, session.user);
    return done({ intent: 'save' as const, message: 'Gift card amounts saved.' });
  });
}

export default function GiftCardSettings({ loaderData: settings, actionData: result }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const { currency } = useShop();
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <SettingsPage
      title="Gift card settings"
      result={result}
      busy={busy}
      // Saved settings start the form afresh with what was saved.
      form={<GiftCardAmountsForm key={JSON.stringify(settings)} settings={settings} currency={currency} fieldErrors={result?.fieldErrors} busy={busy} />}
      aside={{
        id: 'what-shoppers-see',
        title: 'What shoppers see',
        children: (
          <>
            <p>
              The <a href="/gift-cards">gift cards page</a> offers <strong>{settings.amountsMinor.map(money).join(', ')}</strong>
              {settings.customAllowed ? (
                <>
                  , and any amount from <strong>{money(settings.customMinMinor)}</strong> to <strong>{money(settings.customMaxMinor)}</strong>
                </>
              ) : null}
              .
            </p>
            <p className="text-muted">A card already in a shopper’s cart at an amount you no longer offer is taken out of the cart, with a note saying so.</p>
          </>
        ),
      }}
    />
  );
}

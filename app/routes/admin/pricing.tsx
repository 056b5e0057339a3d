/**
 * Metal pricing, /admin/pricing (owner only, decision record 055): the rates per gram of each metal
 * and the rounding rule; a change is previewed (every price it moves), confirmed when a move passes
 * the threshold, and applied in one step — an owner action, audited, that the storefront and the
 * listing follow at once. Below, the threshold and the rates' history.
 */
import { useNavigation } from 'react-router';
import type { Route } from './+types/pricing';
import { privatePageMeta } from '../../features/account/page-meta';
import { requireOwnerPage, requireStaffSession } from '../../features/admin/admin.server';
import { PreviewPanel, RatesForm, RatesHistory, ThresholdForm } from '../../features/admin/pricing/pricing-forms';
import {
  applyPage,
  parseApply,
  parseThreshold,
  previewAction,
  pricingPageData,
  PRICING_INTENTS,
  thresholdPage,
} from '../../features/admin/pricing/pricing.server';
import { ownerAction } from '../../features/admin/reauth.server';
import { SettingsPage } from '../../features/admin/settings-page';
import { invalid, refused } from '../../lib/action-result';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Metal pricing', description: 'Metal rates per gram and the prices made of them.', path: '/admin/pricing' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requireStaffSession(context, request);
  requireOwnerPage(session.user);
  return pricingPageData(context);
}

export async function action({ context, request }: Route.ActionArgs) {
  const session = await requireStaffSession(context, request);
  requireOwnerPage(session.user);
  const form = await request.formData();
  const intent = PRICING_INTENTS.find((name) => name === form.get('intent'));
  if (intent === 'preview') return previewAction(context, form);
  if (intent === 'apply') {
    const parsed = parseApply(form);
    if (!('success' in parsed)) return parsed;
    return ownerAction(context, session, form, intent, () => applyPage(context, parsed.data, session.user));
  }
  if (intent === 'threshold') {
    const parsed = parseThreshold(form);
    if (!parsed.success) return invalid(parsed.error, intent);
    return ownerAction(context, session, form, intent, () => thresholdPage(context, parsed.data, session.user));
  }
  return refused('This form cannot be sent.');
}

export default function MetalPricing({ loaderData, actionData: result }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const { pricing, history } = loaderData;
  const preview = result && 'preview' in result && result.preview ? result : undefined;
  return (
    <div className="grid gap-10">
      <SettingsPage
        title="Metal pricing"
        result={result}
        busy={busy}
        banner={preview ? <PreviewPanel preview={preview.preview} proposal={preview.proposal} busy={busy} /> : undefined}
        form={
          <RatesForm key={pricing.ratesVersion} pricing={pricing} fieldErrors={result?.intent === 'preview' ? result.fieldErrors : undefined} busy={busy} />
        }
        aside={{
          id: 'how-prices-are-made',
          title: 'How prices are made',
          children: (
            <>
              <p>
                A piece with a metal weight costs <strong>weight × the metal’s rate + making + stones</strong>, plus its margin, rounded up by the rule you
                choose. Pieces without a weight keep the price typed on the product.
              </p>
              <p className="text-muted">Nothing changes until you apply a preview. Orders already placed keep their prices.</p>
              <ThresholdForm thresholdBp={pricing.thresholdBp} fieldErrors={result?.intent === 'threshold' ? result.fieldErrors : undefined} busy={busy} />
            </>
          ),
        }}
      />
      <RatesHistory history={history} currency={pricing.currency} />
    </div>
  );
}

import type { Route } from './+types/terms-conditions';
import { LegalPage } from '../features/content/legal-page';
import { pageMeta } from '../features/content/page-meta';
import { POLICY_DATES } from '../features/content/shop-facts';
import { termsIntro, termsSections } from '../features/content/terms-text';
import { loadRetention } from '../features/content/retention.server';
import { effectiveDate } from '../features/content/policy-date';
import { useShop } from '../lib/root-data';

export const handle = { pageCache: 'page' };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Terms & Conditions',
    description: 'Ordering, prices, dispatch times, cancellations within 24 hours, returns, custom pieces and our warranty.',
    path: '/terms-conditions',
  });
}

/** The retention periods the terms print (the owner's settings, which the retention job enforces), and when they changed. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadRetention(context);
}

export default function TermsConditions({ loaderData }: Route.ComponentProps) {
  const { name, currency, payments, returns } = useShop();
  return (
    <LegalPage
      title="Terms & Conditions"
      effective={effectiveDate(POLICY_DATES.terms, loaderData.changedAt)}
      intro={termsIntro(name)}
      sections={termsSections(name, currency, { payments, returns }, loaderData.kept)}
    />
  );
}

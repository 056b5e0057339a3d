import type { Route } from './+types/terms-conditions';
import { LegalPage } from '../features/content/legal-page';
import { pageMeta } from '../features/content/page-meta';
import { POLICY_DATES } from '../features/content/shop-facts';
import { termsIntro, termsSections } from '../features/content/terms-text';
import { useShop } from '../lib/root-data';

export const handle = { pageCache: 'page' };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Terms & Conditions',
    description: 'Ordering, prices, dispatch times, cancellations within 24 hours, returns, custom pieces and our warranty.',
    path: '/terms-conditions',
  });
}

export default function TermsConditions() {
  const { name, currency, payments } = useShop();
  return <LegalPage title="Terms & Conditions" effective={POLICY_DATES.terms} intro={termsIntro(name)} sections={termsSections(name, currency, payments)} />;
}

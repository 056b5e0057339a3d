import type { Route } from './+types/privacy-policy';
import { LegalPage } from '../features/content/legal-page';
import { pageMeta } from '../features/content/page-meta';
import { privacyIntro, privacySections } from '../features/content/privacy-policy-text';
import { loadRetention } from '../features/content/retention.server';
import { effectiveDate } from '../features/content/policy-date';
import { POLICY_DATES } from '../features/content/shop-facts';
import { useShop } from '../lib/root-data';

export const handle = { pageCache: 'page' };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Privacy Policy',
    description: 'What personal information our jewellery studio collects, how we use and protect it, cookies, payments, and your rights.',
    path: '/privacy-policy',
  });
}

/** The retention periods the policy prints (the owner's settings, which the retention job enforces), and when they changed. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadRetention(context);
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { name } = useShop();
  return (
    <LegalPage
      title="Privacy Policy"
      effective={effectiveDate(POLICY_DATES.privacy, loaderData.changedAt)}
      intro={privacyIntro(name)}
      sections={privacySections(name, loaderData.kept)}
    />
  );
}

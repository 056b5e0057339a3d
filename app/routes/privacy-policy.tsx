import type { Route } from './+types/privacy-policy';
import { LegalPage } from '../features/content/legal-page';
import { pageMeta } from '../features/content/page-meta';
import { privacyIntro, privacySections } from '../features/content/privacy-policy-text';
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

export default function PrivacyPolicy() {
  const { name } = useShop();
  return <LegalPage title="Privacy Policy" effective={POLICY_DATES.privacy} intro={privacyIntro(name)} sections={privacySections(name)} />;
}

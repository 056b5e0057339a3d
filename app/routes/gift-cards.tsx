/**
 * `/gift-cards` (issue 34, decision record 050, "Selling"): a gift card chosen for the cart — an
 * amount the owner offers, who receives it, a message and the day its code is mailed. The form is in this route's
 * own chunk: the cart's first view is at its script budget.
 */
import { Link } from 'react-router';
import type { Route } from './+types/gift-cards';
import { PageHero } from '../features/content/page-hero';
import { pageMeta } from '../features/content/page-meta';
import { GiftCardBuyForm } from '../features/gift-cards/gift-card-buy-form';
import { loadGiftCardAmounts } from '../features/gift-cards/gift-cards.server';

export const handle = { pageCache: 'page' };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Gift cards',
    description: 'Give a gift card: choose its amount, who receives it and the day it is sent by e-mail.',
    path: '/gift-cards',
  });
}

/** The owner's amounts (/admin/settings/gift-cards). */
export async function loader({ context }: Route.LoaderArgs) {
  return loadGiftCardAmounts(context);
}

export default function GiftCards({ loaderData: amounts }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="GIFT CARDS" title="Give a gift card">
        <p>Choose an amount and the day it arrives: we e-mail the recipient a code to use on anything in the shop.</p>
      </PageHero>
      <div className="mx-auto max-w-2xl px-4 py-12 md:px-6 lg:py-16">
        <GiftCardBuyForm amounts={amounts} />
        <p className="mt-8 text-sm text-muted">
          Already have one?{' '}
          <Link to="/gift-cards/balance" className="text-ink underline underline-offset-4">
            Check a gift card balance
          </Link>
          .
        </p>
      </div>
    </>
  );
}

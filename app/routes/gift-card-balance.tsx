/**
 * `/gift-cards/balance` (issue 34, decision record 050): a gift card's balance and expiry by its
 * code. A wrong code, whatever it is, answers the same; tries are limited per client and per card.
 */
import type { Route } from './+types/gift-card-balance';
import { PageHero } from '../features/content/page-hero';
import { pageMeta } from '../features/content/page-meta';
import { GiftCardCodeForm } from '../features/gift-cards/code-form';
import { GiftCardFacts } from '../features/gift-cards/gift-card-facts';
import { runBalanceCheck } from '../features/gift-cards/gift-cards.server';

export const handle = { pageCache: 'page' };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Gift card balance',
    description: 'Check what is left on a gift card and until when it is valid.',
    path: '/gift-cards/balance',
  });
}

export async function action({ context, request }: Route.ActionArgs) {
  return runBalanceCheck(context, await request.formData());
}

export default function GiftCardBalance() {
  return (
    <>
      <PageHero eyebrow="GIFT CARDS" title="Check a balance">
        <p>Type the code from the gift card e-mail to see what is left on it and until when it can be used.</p>
      </PageHero>
      <div className="mx-auto max-w-2xl px-4 py-12 md:px-6 lg:py-16">
        <GiftCardCodeForm action="/gift-cards/balance" submit="CHECK BALANCE" busy="Checking…">
          {(result) => (result.card ? <GiftCardFacts card={result.card} /> : null)}
        </GiftCardCodeForm>
      </div>
    </>
  );
}

import { Link } from 'react-router';
import { toast } from '../lib/toast';
import type { Route } from './+types/pop-up';
import { pageMeta } from '../features/content/page-meta';
import { SHOP_POLICY } from '../features/content/shop-facts';
import { ButtonLink } from '../components/ui/button-link';

const { welcomeCode: CODE, welcomePercent: PERCENT } = SHOP_POLICY;

export const handle = { pageCache: 'page' };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: `${PERCENT}% Off Your First Purchase`,
    description: `Welcome! Use the code ${CODE} at checkout for ${PERCENT}% off your first purchase of handcrafted jewellery.`,
    path: '/pop-up',
  });
}

async function copyCode() {
  try {
    await navigator.clipboard.writeText(CODE);
    toast.success('Discount code copied!');
  } catch {
    toast.error(`Could not copy the code. Please type ${CODE} at checkout.`);
  }
}

export default function WelcomeOffer() {
  return (
    <section className="bg-sand px-4 py-16 md:py-24">
      <div
        role="region"
        aria-labelledby="welcome-offer"
        className="mx-auto grid max-w-4xl overflow-hidden bg-ivory shadow-[0_30px_80px_-40px_rgba(31,26,23,0.45)] md:grid-cols-2"
      >
        <img src="/api/uploads/gallery-6.svg" alt="" width={600} height={750} className="h-56 w-full bg-blush object-cover md:h-full" />
        <div className="flex flex-col items-center justify-center px-8 py-12 text-center md:px-12">
          <p className="text-xs font-semibold tracking-[0.3em] text-gold-dark">A WELCOME GIFT</p>
          <h1 id="welcome-offer" className="mt-4 text-5xl leading-none md:text-6xl">
            {PERCENT}% Off
          </h1>
          <p className="mt-3 font-display text-2xl">your first purchase</p>
          <p className="mt-4 text-sm leading-relaxed text-muted">
            Enter this code at checkout to take {PERCENT}% off your first order of handcrafted jewellery.
          </p>
          <div className="mt-8 flex w-full max-w-xs items-stretch border border-dashed border-gold">
            <span className="flex-1 py-3 font-mono text-lg tracking-[0.3em]" aria-label={`Discount code ${CODE}`}>
              {CODE}
            </span>
            <button type="button" onClick={copyCode} className="bg-gold-dark px-4 text-[11px] font-semibold tracking-[0.2em] text-ivory hover:bg-ink">
              COPY CODE
            </button>
          </div>
          <ButtonLink to="/" className="mt-8">
            SHOP NOW
          </ButtonLink>
          <p className="mt-6 text-xs text-muted">
            One use per customer, on a first order. See our{' '}
            <Link to="/terms-conditions" className="underline underline-offset-2">
              terms
            </Link>
            .
          </p>
        </div>
      </div>
    </section>
  );
}

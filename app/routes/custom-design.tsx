import { Link } from 'react-router';
import type { Route } from './+types/custom-design';
import { CustomDesignForm } from '../features/content/custom-design-form';
import { PageHero } from '../features/content/page-hero';
import { pageMeta } from '../features/content/page-meta';
import { SHOP_CONTACT, SHOP_POLICY } from '../features/content/shop-facts';

export const handle = { pageCache: 'page' };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Submit Your Design',
    description: `Describe the piece you imagine, add a photo or a link, and our studio will reply with a sketch and a quote within ${SHOP_POLICY.designReply}.`,
    path: '/custom-design',
  });
}

const NEXT_STEPS = [
  `We read your request and reply within ${SHOP_POLICY.designReply}, with questions if we have any.`,
  'We send a sketch and a quote. There is no charge and no obligation.',
  `Once you approve, we make your piece by hand in ${SHOP_POLICY.customMaking}.`,
];

export default function CustomDesign() {
  return (
    <>
      <PageHero eyebrow="HOW TO START YOUR DESIGN" title="Tell Us What You Imagine">
        <p>A sketch on a napkin, a photo of your grandmother’s ring, a few words about the person it is for: every custom piece starts here.</p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 md:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-16 lg:px-8 lg:py-20">
        <section aria-label="Design request">
          <CustomDesignForm />
        </section>
        <aside className="space-y-6 lg:sticky lg:top-40 lg:self-start">
          <div className="bg-ink p-8 text-ivory/85">
            <h2 className="text-3xl text-ivory">What happens next</h2>
            <ol className="mt-6 space-y-5">
              {NEXT_STEPS.map((step, index) => (
                <li key={step} className="flex gap-4 text-sm leading-relaxed">
                  <span className="font-display text-2xl leading-none text-[#e9cf9f]">{index + 1}</span>
                  <span>{step}</span>
                </li>
              ))}
            </ol>
          </div>
          <div className="border border-line p-8 text-sm leading-relaxed text-muted">
            <p>
              Prefer to talk it through? Call us on{' '}
              <a href={SHOP_CONTACT.phoneHref} className="text-ink underline underline-offset-2">
                {SHOP_CONTACT.phone}
              </a>{' '}
              or{' '}
              <Link to="/contact" className="text-ink underline underline-offset-2">
                send us a message
              </Link>
              .
            </p>
            <p className="mt-3">
              Curious how it works? Read about our{' '}
              <Link to="/custom-jewelry" className="text-ink underline underline-offset-2">
                custom jewellery service
              </Link>
              .
            </p>
          </div>
        </aside>
      </div>
    </>
  );
}

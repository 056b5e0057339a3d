/** The four promises under the banner, each with a small line drawing. */
import type { ReactNode } from 'react';
import { useShop } from '../../lib/root-data';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.4, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** The returns promise is the owner's policy (useShop().returns); the others are fixed. */
const RETURNS_ICON: ReactNode = (
  <g {...stroke}>
    <path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3" />
    <path d="M4.5 3.5v3.7h3.7" />
    <path d="m9 12.2 2 2 4-4" />
  </g>
);

const OTHER_BENEFITS: ReadonlyArray<{ title: string; text: string; icon: ReactNode }> = [
  {
    title: 'Size Consultation',
    text: 'Not sure of a ring or chain size? Ask us and we will help you find it.',
    icon: (
      <g {...stroke}>
        <circle cx="12" cy="14.5" r="6" />
        <path d="m9.5 6 1-2h3l1 2-2.5 2.5Z" />
      </g>
    ),
  },
  {
    title: 'Easy Payment Options',
    text: 'Pay securely at checkout, in the way that suits you best.',
    icon: (
      <g {...stroke}>
        <rect x="3" y="5.5" width="18" height="13" rx="2" />
        <path d="M3 9.5h18M6.5 14.5h4" />
      </g>
    ),
  },
  {
    title: 'Same-Day Shipping',
    // Consistent with the terms: pieces are dispatched within 3 to 5 business days of the order.
    text: 'The day your piece is finished and checked, it is on its way to you.',
    icon: (
      <g {...stroke}>
        <path d="M2.5 6.5h11v9h-11ZM13.5 9.5h4l3 3.2v2.8h-7" />
        <circle cx="6.5" cy="17.5" r="1.8" />
        <circle cx="17" cy="17.5" r="1.8" />
      </g>
    ),
  },
];

export function Benefits() {
  const { returns } = useShop();
  const benefits = [{ title: returns.headline, text: returns.summary, icon: RETURNS_ICON }, ...OTHER_BENEFITS];
  return (
    <section aria-label="Why shop with us" className="border-b border-line bg-ivory">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-x-4 gap-y-8 px-4 py-10 lg:grid-cols-4 lg:gap-8 lg:px-8 lg:py-12">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="flex flex-col items-center text-center lg:flex-row lg:items-start lg:gap-4 lg:text-left">
            <span className="grid h-12 w-12 shrink-0 place-items-center rounded-full bg-sand text-gold-dark">
              <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden>
                {benefit.icon}
              </svg>
            </span>
            <span className="mt-3 lg:mt-0">
              <span className="block text-sm font-semibold tracking-wide">{benefit.title}</span>
              <span className="mt-1 block text-xs leading-relaxed text-muted lg:text-sm">{benefit.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

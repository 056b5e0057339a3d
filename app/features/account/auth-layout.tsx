/** The frame of the account pages: a quiet panel of what an account gives beside the form. */
import type { ReactNode } from 'react';
import { useShop } from '../../lib/root-data';

const BENEFITS = [
  { title: 'Your cart on every device', text: 'Pieces you add wait for you wherever you log in.' },
  { title: 'A faster checkout', text: 'Your contact and delivery details are remembered.' },
  { title: 'Your orders in one place', text: 'Follow each order, and cancel within 24 hours.' },
];

export function AuthLayout({ eyebrow, title, intro, children }: { eyebrow: string; title: string; intro?: ReactNode; children: ReactNode }) {
  const { name } = useShop();
  return (
    <div className="mx-auto grid max-w-6xl px-4 py-10 sm:py-14 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:px-8 lg:py-20">
      <aside className="hidden flex-col justify-between bg-sand p-12 lg:flex" aria-label={`Why an account at ${name}`}>
        <div>
          <p className="text-xs font-semibold tracking-[0.3em] text-gold-dark">{name.toUpperCase()}</p>
          <p className="mt-6 font-display text-4xl leading-tight">Jewellery made by hand, for the moments you keep.</p>
        </div>
        <ul className="mt-12 space-y-6">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="border-t border-gold/30 pt-5">
              <p className="font-display text-xl">{benefit.title}</p>
              <p className="mt-1 text-sm text-muted">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </aside>
      <section className="border border-line bg-white/70 px-6 py-10 sm:px-12 sm:py-12">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-dark">{eyebrow}</p>
        <h1 className="mt-2 text-4xl sm:text-5xl">{title}</h1>
        {intro ? <div className="mt-3 text-sm leading-relaxed text-muted">{intro}</div> : null}
        <div className="mt-8">{children}</div>
      </section>
    </div>
  );
}

/**
 * The frame of the three checkout steps: where the shopper is (Information, Shipping, Review),
 * the step's sections, and the order summary beside them (below them on a phone).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button-link';

const STEPS = [
  { path: '/checkout', label: 'Information' },
  { path: '/checkout-2', label: 'Shipping' },
  { path: '/checkout-3', label: 'Review' },
] as const;

interface CheckoutShellProps {
  step: 1 | 2 | 3;
  title: string;
  hydrated: boolean;
  empty: boolean;
  summary: ReactNode;
  children: ReactNode;
}

export function CheckoutShell({ step, title, hydrated, empty, summary, children }: CheckoutShellProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14 lg:px-8">
      <header className="border-b border-line pb-6">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-dark">CHECKOUT</p>
        <h1 className="mt-2 text-4xl lg:text-5xl">{title}</h1>
        <nav aria-label="Checkout steps" className="mt-5">
          <ol className="flex flex-wrap items-center gap-x-2 gap-y-2 text-[11px] tracking-[0.1em] sm:gap-x-3 sm:text-xs sm:tracking-[0.15em]">
            {STEPS.map((s, index) => {
              const number = index + 1;
              const current = number === step;
              const label = `${number}. ${s.label.toUpperCase()}`;
              return (
                <li key={s.path} className="flex items-center gap-2 sm:gap-3">
                  {index > 0 ? (
                    <span aria-hidden="true" className="text-line">
                      —
                    </span>
                  ) : null}
                  {number < step ? (
                    <Link to={s.path} className="text-muted underline-offset-4 hover:text-gold-dark hover:underline">
                      {label}
                    </Link>
                  ) : (
                    // A step still ahead is muted, yet as legible as any text (WCAG 1.4.3: 4.5:1 on the ivory ground).
                    <span aria-current={current ? 'step' : undefined} className={current ? 'font-semibold text-ink' : 'text-muted'}>
                      {label}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      </header>
      {!hydrated ? (
        <CheckoutSkeleton />
      ) : empty ? (
        <EmptyCheckout />
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
          <div className="space-y-6">{children}</div>
          <aside className="lg:sticky lg:top-32 lg:self-start">{summary}</aside>
        </div>
      )}
    </div>
  );
}

function EmptyCheckout() {
  return (
    <div className="py-16 text-center">
      <h2 className="text-3xl">Your cart is empty</h2>
      <p className="mt-3 text-muted">Add a piece to your cart, then come back to check out.</p>
      <ButtonLink to="/products" className="mt-8">
        BROWSE THE COLLECTION
      </ButtonLink>
    </div>
  );
}

function CheckoutSkeleton() {
  return (
    <div aria-busy="true" className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
      <p className="sr-only">Loading checkout…</p>
      <div className="animate-pulse space-y-6" aria-hidden="true">
        <div className="h-48 border border-line bg-white/60" />
        <div className="h-72 border border-line bg-white/60" />
      </div>
      <div className="h-80 animate-pulse border border-line bg-sand/60" aria-hidden="true" />
    </div>
  );
}

import type { ReactNode } from 'react';

/** A warning the tax and shipping pages show where their places disagree (domain/place-coverage.ts). */
export function CoverageWarning({ children }: { children: ReactNode }) {
  return (
    <p role="note" className="max-w-3xl border border-gold/50 bg-sand px-4 py-3 text-sm text-ink">
      <span className="font-semibold">Check your places. </span>
      {children}
    </p>
  );
}

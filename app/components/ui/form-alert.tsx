import type { ReactNode } from 'react';

/** A form's outcome for people without scripts (with scripts, a toast says it). */
export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`border px-4 py-3 text-sm ${tone === 'error' ? 'border-sale/40 bg-blush text-sale' : 'border-gold/40 bg-sand text-ink'}`}
    >
      {children}
    </p>
  );
}

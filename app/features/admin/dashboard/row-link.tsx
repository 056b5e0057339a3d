/** A dashboard list's row: a link across the whole row, what it is on the left, its figure on the right. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="flex items-baseline justify-between gap-4 py-3 hover:text-gold-dark focus-visible:text-gold-dark">
      {children}
    </Link>
  );
}

import type { Availability } from '../../../domain/stock.ts';

const TONE: Record<Availability['kind'], string> = {
  'made-to-order': 'text-muted',
  'in-stock': 'text-gold-dark',
  'sold-out': 'text-sale',
  'choose-size': 'text-muted',
};

/**
 * What the chosen metal and size can be had as: made to order with its lead time, only a few
 * left, or sold out. Announced as the choice changes; nothing is said of a well-stocked choice.
 */
export function StockNotice({ availability }: { availability: Availability }) {
  return (
    <p aria-live="polite" data-testid="availability" className={`min-h-5 text-sm font-medium ${TONE[availability.kind]}`}>
      {availability.label}
    </p>
  );
}

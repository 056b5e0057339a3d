import { formatMoney, percentOff } from '../../domain/money.ts';
import { useShop } from '../lib/root-data';

/** A price, with the struck-through former price and the saving when there is a real one. */
export function Price({ amountMinor, compareAtMinor, size = 'base' }: { amountMinor: number; compareAtMinor?: number | null; size?: 'base' | 'lg' }) {
  const { currency } = useShop();
  const saving = percentOff(amountMinor, compareAtMinor);
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className={size === 'lg' ? 'text-2xl font-medium' : 'font-medium'}>{formatMoney(amountMinor, currency)}</span>
      {saving !== undefined && compareAtMinor ? (
        <>
          <s className="text-sm text-muted">{formatMoney(compareAtMinor, currency)}</s>
          <span className="text-xs font-semibold tracking-wide text-sale">{saving}% OFF</span>
        </>
      ) : null}
    </span>
  );
}

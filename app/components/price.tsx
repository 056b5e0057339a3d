import { formatMoney, percentOff } from '../../domain/money.ts';
import { displayPrice, NO_PRICE_VIEW, type ShownPromotion } from '../../domain/price-view.ts';
import { useShop } from '../lib/root-data';

/**
 * A price, with the struck-through former price and the saving when there is a real one; with a
 * promotion (domain/shown-promotion.ts), the price after it, the price before it struck through and
 * its name instead.
 */
export function Price({
  amountMinor,
  compareAtMinor,
  size = 'base',
  promotion = null,
}: {
  amountMinor: number;
  compareAtMinor?: number | null;
  size?: 'base' | 'lg';
  promotion?: ShownPromotion | null;
}) {
  const { currency } = useShop();
  const shown = displayPrice(amountMinor, NO_PRICE_VIEW, promotion);
  const saving = percentOff(amountMinor, compareAtMinor);
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className={size === 'lg' ? 'text-2xl font-medium' : 'font-medium'}>{formatMoney(shown.amountMinor, currency)}</span>
      {shown.beforePromotionMinor !== null ? (
        // With a promotion, the price before it is the one struck through (a compare-at price too would be a second, older "was").
        <>
          <s className="text-sm text-muted">
            <span className="sr-only">Was </span>
            {formatMoney(shown.beforePromotionMinor, currency)}
          </s>
          <span className="text-xs font-semibold tracking-wide text-sale">
            {shown.promotion} −{promotion?.percent}%
          </span>
        </>
      ) : saving !== undefined && compareAtMinor ? (
        <>
          <s className="text-sm text-muted">{formatMoney(compareAtMinor, currency)}</s>
          <span className="text-xs font-semibold tracking-wide text-sale">{saving}% OFF</span>
        </>
      ) : null}
    </span>
  );
}

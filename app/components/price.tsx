import { formatMoney, percentOff } from '../../domain/money.ts';
import { displayPrice, shownPriceMinor, type PriceView, type ShownPromotion } from '../../domain/price-view.ts';
import { usePriceView, useShop } from '../lib/root-data';

/**
 * The view that shows a place's own prices as they are, with the place's note: the typed prices
 * carry the place's tax exactly when the place shows it (`shownPriceMinor` is then the identity).
 */
const asShown = (view: PriceView): PriceView => ({ ...view, keepGross: false, typedBasisPoints: view.included ? view.placeBasisPoints : 0 });

/**
 * A price as the shopper's place shows it (decision record 036): `amountMinor` is the price as
 * typed into the catalogue, turned into the shopper's by `displayPrice` with the view of their
 * "Ship to" country, "incl. VAT" or "plus tax" beside it; the struck-through former price and the
 * saving when there is a real one, in the same place's terms. `inPlace`: the amounts are the
 * place's already (an API answer asked with the shopper's `shipTo`), only the note is added.
 */
export function Price({
  amountMinor,
  compareAtMinor,
  size = 'base',
  inPlace = false,
  promotion = null,
}: {
  amountMinor: number;
  compareAtMinor?: number | null;
  size?: 'base' | 'lg';
  inPlace?: boolean;
  /** The automatic promotion the piece shows (domain/shown-promotion.ts): the price after it, the price before it struck through, its name. */
  promotion?: ShownPromotion | null;
}) {
  const { currency } = useShop();
  const placeView = usePriceView();
  const view = inPlace ? asShown(placeView) : placeView;
  const shown = displayPrice(amountMinor, view, promotion);
  const formerMinor = compareAtMinor ? shownPriceMinor(compareAtMinor, view) : null;
  const saving = percentOff(shown.amountMinor, formerMinor);
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
      ) : saving !== undefined && formerMinor ? (
        <>
          <s className="text-sm text-muted">{formatMoney(formerMinor, currency)}</s>
          <span className="text-xs font-semibold tracking-wide text-sale">{saving}% OFF</span>
        </>
      ) : null}
      {shown.taxNote ? <span className="text-xs text-muted">{shown.taxNote}</span> : null}
    </span>
  );
}

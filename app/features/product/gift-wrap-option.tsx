import { formatMoney } from '../../../domain/money.ts';
import { giftWrapFeeMinor } from '../../../domain/price-view.ts';
import { usePriceView, useShop } from '../../lib/root-data';

/** Gift wrap, with its fee as the shopper's place shows it: it travels with the cart line and is added to the order's total. */
export function GiftWrapOption({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { currency } = useShop();
  const fee = giftWrapFeeMinor(usePriceView());
  return (
    <label className="flex cursor-pointer items-start gap-3 text-sm">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="mt-0.5 h-4 w-4 accent-ink" />
      <span>
        Gift wrap this piece <span className="text-muted">(+{formatMoney(fee, currency)})</span>
        <span className="block text-xs text-muted">In our keepsake box, tied with ribbon, with no price inside.</span>
      </span>
    </label>
  );
}

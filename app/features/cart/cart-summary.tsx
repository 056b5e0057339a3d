/**
 * The cart's total and CHECK OUT, shown for a cart with pieces (an empty cart shows the way to
 * the shop instead; CHECK OUT would still refuse one with the spec's warning); a guest is
 * asked to log in first and comes back to checkout afterwards. The automatic promotions the cart
 * gets show as lines with their names, priced by the server's quote (the checkout's own).
 */
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import type { CartLine } from '../../../domain/cart.ts';
import { giftWrapMinor, subtotalMinor } from '../../../domain/line.ts';
import { LINE_TERMS, termInText } from '../../../domain/line-words.ts';
import { formatMoney } from '../../../domain/money.ts';
import { discountTerm, discountValue, type DiscountLine } from '../../../domain/discounts.ts';
import { priceTaxNote } from '../../../domain/price-view.ts';
import { Button } from '../../components/ui/button';
import { usePriceView } from '../../lib/root-data';
import { loginPath } from '../account/safe-redirect';

const EMPTY_CART_WARNING = 'Your cart is empty. Please add items to your cart before checking out.';
const LOGIN_FIRST = 'Login first';

/** The discounts the server's quote gives these lines (the cart page asks for it), and their sum. */
export interface CartDiscounts {
  lines: ReadonlyArray<Omit<DiscountLine, 'discountId'>>;
  totalMinor: number;
}

export function CartSummary({
  lines,
  currency,
  loggedIn,
  discounts,
}: {
  lines: readonly CartLine[];
  currency: string;
  loggedIn: boolean;
  discounts: CartDiscounts | null;
}) {
  const navigate = useNavigate();
  // "incl. VAT" or "plus tax": the lines are priced as the shopper's ship-to country shows them.
  const taxNote = priceTaxNote(usePriceView());
  const wrapping = giftWrapMinor([...lines]);
  const total = subtotalMinor([...lines]) + wrapping;
  const money = (minor: number) => formatMoney(minor, currency);

  const checkOut = () => {
    if (lines.length === 0) {
      toast.warning(EMPTY_CART_WARNING);
      return;
    }
    if (!loggedIn) {
      toast.warning(LOGIN_FIRST);
      navigate(loginPath('/checkout'));
      return;
    }
    navigate('/checkout');
  };

  return (
    <div className="border border-line bg-white/70 p-6 sm:p-8">
      <div className="flex items-baseline justify-between gap-4">
        <span className="text-xs font-semibold tracking-[0.25em]">SUBTOTAL</span>
        <span className="font-display text-3xl" data-testid="cart-subtotal">
          {money(total)}
        </span>
      </div>
      {taxNote ? <p className="mt-1 text-right text-xs text-muted">{taxNote}</p> : null}
      {wrapping > 0 ? (
        <p className="mt-1 text-right text-xs text-muted">
          Includes {termInText(LINE_TERMS.giftWrap)} {money(wrapping)}
        </p>
      ) : null}
      {discounts && discounts.lines.length > 0 ? (
        <dl className="mt-4 space-y-2 border-t border-line pt-4 text-sm" aria-label="Discounts">
          {discounts.lines.map((line) => (
            <div key={discountTerm(line)} className="flex justify-between gap-4 text-emerald-800">
              <dt>{discountTerm(line)}</dt>
              <dd>{discountValue(line.kind, line.amountMinor, money)}</dd>
            </div>
          ))}
          <div className="flex items-baseline justify-between gap-4 pt-1">
            <dt className="text-xs font-semibold tracking-[0.25em]">AFTER DISCOUNTS</dt>
            <dd className="font-display text-2xl" data-testid="cart-after-discounts">
              {money(total - discounts.totalMinor)}
            </dd>
          </div>
        </dl>
      ) : null}
      <p className="mt-3 text-sm text-muted">Shipping & Taxes Calculated at Checkout</p>
      <Button block onClick={checkOut} className="mt-6">
        CHECK OUT
      </Button>
    </div>
  );
}

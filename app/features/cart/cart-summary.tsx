/**
 * The cart's total and CHECK OUT: an empty cart gets a warning; a guest is
 * asked to log in first and comes back to checkout afterwards.
 */
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import type { CartLine } from '../../../domain/cart.ts';
import { giftWrapMinor, subtotalMinor } from '../../../domain/line.ts';
import { LINE_TERMS, termInText } from '../../../domain/line-words.ts';
import { formatMoney } from '../../../domain/money.ts';
import { Button } from '../../components/ui/button';
import { loginPath } from '../account/safe-redirect';

const EMPTY_CART_WARNING = 'Your cart is empty. Please add items to your cart before checking out.';
const LOGIN_FIRST = 'Login first';

export function CartSummary({ lines, currency, loggedIn }: { lines: readonly CartLine[]; currency: string; loggedIn: boolean }) {
  const navigate = useNavigate();
  const wrapping = giftWrapMinor([...lines]);
  const total = subtotalMinor([...lines]) + wrapping;

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
          {formatMoney(total, currency)}
        </span>
      </div>
      {wrapping > 0 ? (
        <p className="mt-1 text-right text-xs text-muted">
          Includes {termInText(LINE_TERMS.giftWrap)} {formatMoney(wrapping, currency)}
        </p>
      ) : null}
      <p className="mt-3 text-sm text-muted">Shipping & Taxes Calculated at Checkout</p>
      <Button block onClick={checkOut} className="mt-6">
        CHECK OUT
      </Button>
    </div>
  );
}

/**
 * ORDER NOW: POST /api/orders with the session cookie and one Idempotency-Key
 * per checkout attempt (kept until the order is placed, so a double click or a retry places one
 * order). The cart is cleared only when the order is placed. An order paid on a provider's hosted
 * page (a card) answers `payment.redirectUrl`: the browser goes there to pay, and comes back to the
 * order's page; any other goes to the order's page at once. The newsletter box, ticked, gives the
 * account's consent (the way `checkout`, the words shown beside the box) once the order is placed:
 * a refusal there loses only the consent, never the order.
 */
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { cart } from '../cart/cart-store';
import { attemptKey, finishAttempt } from './checkout-store';
import { orderRequest, type OrderDraft } from './order-request';
import { callApi } from '../../lib/api';
import { ORDER_PLACED } from '../../../domain/order-placed.ts';
import { currentWords } from '../../../domain/consent.ts';
import { useSizeSystem } from '../../lib/root-data';

const ORDER_TOASTS = {
  placed: ORDER_PLACED,
  failed: 'Failed to place order.',
  network: 'Network error while placing order.',
} as const;

/** `onPriceChanged`: the server's total is no longer the one shown; the summary is priced again for the shopper to confirm. */
export function usePlaceOrder(onPriceChanged: () => void) {
  const navigate = useNavigate();
  const inFlight = useRef(false);
  const [placing, setPlacing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [priceChanged, setPriceChanged] = useState(false);
  const sizeSystem = useSizeSystem();

  const place = async (draft: Omit<OrderDraft, 'now'>, { newsletter = false }: { newsletter?: boolean } = {}) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPlacing(true);
    setProblem(null);
    setPriceChanged(false);
    let placed = false;
    const answer = await callApi('POST /api/orders', {
      body: orderRequest({ ...draft, sizeSystem, now: new Date() }),
      headers: { 'Idempotency-Key': attemptKey() },
    });
    try {
      if (answer.status === 0) {
        toast.error(ORDER_TOASTS.network);
        return;
      }
      if (!answer.ok && answer.code === 'price_changed') {
        // Nothing was ordered: show what changed and the new total, and let the shopper confirm it.
        setProblem(answer.message ?? ORDER_TOASTS.failed);
        setPriceChanged(true);
        onPriceChanged();
        return;
      }
      if (!answer.ok) {
        console.error('The order was refused:', answer.message);
        toast.error(ORDER_TOASTS.failed);
        setProblem(answer.message ?? ORDER_TOASTS.failed);
        return;
      }
      placed = true;
      toast.success(ORDER_TOASTS.placed, { icon: () => '🎉' });
      finishAttempt();
      cart.clear();
      if (newsletter) await callApi('PUT /api/me/newsletter', { body: { subscribe: true, how: 'checkout', wordsVersion: currentWords('newsletter').version } });
      const { redirectUrl } = answer.data.payment;
      if (redirectUrl) window.location.assign(redirectUrl);
      else void navigate(`/orders/${answer.data.id}`, { state: { placed: true } });
    } finally {
      // After success the page is being left: the button stays disabled so nothing is sent twice.
      if (!placed) {
        inFlight.current = false;
        setPlacing(false);
      }
    }
  };

  return { place, placing, problem, priceChanged };
}

/**
 * ORDER NOW (spec 000 §7, §8): POST /api/orders with the session cookie and one Idempotency-Key
 * per checkout attempt (kept until the order is placed, so a double click or a retry places one
 * order). The cart is cleared only when the order is placed.
 */
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { cart } from '../cart/cart-store';
import { attemptKey, finishAttempt } from './checkout-store';
import { orderRequest, type OrderDraft } from './order-request';
import { answerMessage } from './use-quote';

export const ORDER_TOASTS = {
  placed: 'Order placed successfully!',
  failed: 'Failed to place order.',
  network: 'Network error while placing order.',
} as const;

export function usePlaceOrder() {
  const navigate = useNavigate();
  const inFlight = useRef(false);
  const [placing, setPlacing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const place = async (draft: Omit<OrderDraft, 'now'>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPlacing(true);
    setProblem(null);
    let placed = false;
    try {
      const response = await fetch('/api/orders', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': attemptKey() },
        body: JSON.stringify(orderRequest({ ...draft, now: new Date() })),
      });
      const answer: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        console.error('The order was refused:', answer);
        toast.error(ORDER_TOASTS.failed);
        setProblem(answerMessage(answer, ORDER_TOASTS.failed));
        return;
      }
      placed = true;
      toast.success(ORDER_TOASTS.placed, { icon: () => '🎉' });
      finishAttempt();
      cart.clear();
      navigate(`/orders/${(answer as { id: number }).id}`, { state: { placed: true } });
    } catch {
      toast.error(ORDER_TOASTS.network);
    } finally {
      // After success the page is being left: the button stays disabled so nothing is sent twice.
      if (!placed) {
        inFlight.current = false;
        setPlacing(false);
      }
    }
  };

  return { place, placing, problem };
}

/**
 * ORDER NOW: POST /api/orders with the session cookie and one Idempotency-Key
 * per checkout attempt (kept until the order is placed, so a double click or a retry places one
 * order). The cart is cleared only when the order is placed.
 */
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { cart } from '../cart/cart-store';
import { attemptKey, finishAttempt } from './checkout-store';
import { orderRequest, type OrderDraft } from './order-request';
import { callApi } from '../../lib/api';

const ORDER_TOASTS = {
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
    const answer = await callApi('POST /api/orders', {
      body: orderRequest({ ...draft, now: new Date() }),
      headers: { 'Idempotency-Key': attemptKey() },
    });
    try {
      if (answer.status === 0) {
        toast.error(ORDER_TOASTS.network);
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
      void navigate(`/orders/${answer.data.id}`, { state: { placed: true } });
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

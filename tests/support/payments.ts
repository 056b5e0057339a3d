/**
 * Paying an order in a test, as staff do when a bank transfer arrives: the workflow moves an order
 * past Confirmed only once it is paid in full (decision record 025), so tests that move orders on
 * pay them first, here, in one place.
 */
import { send } from './shopper.ts';
import type { ServedShop } from './test-shop.ts';

/** Today as a bank statement writes it (YYYY-MM-DD, UTC). */
export const today = () => new Date().toISOString().slice(0, 10);

/** Records money received for what is still due on the order (nothing when nothing is due), as the staff member whose headers are given. */
export async function payInFull(shop: ServedShop, orderId: number, staff: Record<string, string>): Promise<void> {
  const order = await send(shop, 'GET', `/api/admin/orders/${orderId}`, undefined, staff);
  if (order.status !== 200) throw new Error(`reading the order failed: ${JSON.stringify(order.body)}`);
  const due: number = order.body.payment.amountDue;
  if (due === 0) return;
  const paid = await send(shop, 'POST', `/api/admin/orders/${orderId}/payments`, { amount: due, receivedOn: today(), reference: 'TEST' }, staff);
  if (paid.status !== 201) throw new Error(`recording the payment failed: ${JSON.stringify(paid.body)}`);
}

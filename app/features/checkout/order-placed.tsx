/**
 * The confirmation at the top of an order's page right after it was placed, the same for a bank
 * payer (sent here by ORDER NOW) and a card payer (back from the provider's page): "Order placed
 * successfully!" and what happens next (domain/order-placed.ts).
 */
import type { OrderAnswer } from '../../../domain/contract/checkout.ts';
import { formatAmount } from '../../../domain/money.ts';
import { nextSteps, ORDER_PLACED } from '../../../domain/order-placed.ts';
import { orderDate } from './order-view';

export function OrderPlaced({ order }: { order: OrderAnswer }) {
  const steps = nextSteps(order, (amount) => formatAmount(amount, order.currency), orderDate);
  return (
    <section role="status" aria-labelledby="order-placed-heading" className="mt-6 border border-emerald-700/30 bg-emerald-50 px-5 py-4 sm:px-6">
      <p id="order-placed-heading" className="font-semibold text-emerald-900">
        {ORDER_PLACED}
      </p>
      <h2 className="mt-3 text-xs font-semibold tracking-[0.2em]">WHAT HAPPENS NEXT</h2>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

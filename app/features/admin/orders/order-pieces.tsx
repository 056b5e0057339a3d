/** The order's pieces for the shop: each with its quantity, line total, every choice, the unit price and whether it is made to order. */
import type { AdminOrderAnswer } from '../../../../domain/contract/admin-orders.ts';
import { lineDetails } from '../../../../domain/line-words.ts';
import { formatAmount } from '../../../../domain/money.ts';
import { Term, Terms } from '../../../components/ui/terms';

export function AdminOrderPieces({ order }: { order: AdminOrderAnswer }) {
  const money = (amount: number) => formatAmount(amount, order.currency);
  return (
    <section aria-labelledby="pieces-heading">
      <h2 id="pieces-heading" className="font-display text-2xl">
        Pieces ({order.itemCount})
      </h2>
      <ul className="mt-4 divide-y divide-line border-y border-line" aria-label="Pieces in this order">
        {order.items.map((item) => (
          <li key={item.id} className="py-4">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4">
              <span className="font-display text-xl">
                {item.quantity} × {item.productName}
              </span>
              <span className="font-medium">{money(item.lineTotal)}</span>
            </div>
            <Terms look="grid" className="mt-1 gap-x-3 gap-y-0.5 text-sm">
              {lineDetails(item, { giftWrap: money(item.giftWrapPrice), sizeSystem: order.sizeSystem }).map(({ term, value }) => (
                <Term key={term} term={term}>
                  {value}
                </Term>
              ))}
              <Term term="Unit price">{money(item.price)}</Term>
              {/* A gift card is not made: its code is mailed on its send date (decision record 050). */}
              {item.giftCard ? null : <Term term="Made">{item.madeToOrder ? 'To order' : 'Ready to ship (from stock)'}</Term>}
            </Terms>
          </li>
        ))}
      </ul>
    </section>
  );
}

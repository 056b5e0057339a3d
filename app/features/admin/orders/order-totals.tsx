/** The order's totals for the shop: subtotal, gift wrap, shipping, each discount, the taxes and the total. */
import type { AdminOrderAnswer } from '../../../../domain/contract/admin-orders.ts';
import { taxRowsOf } from '../../../../domain/contract/tax-lines.ts';
import { discountTerm, discountValue } from '../../../../domain/discounts.ts';
import { LINE_TERMS } from '../../../../domain/line-words.ts';
import { formatAmount } from '../../../../domain/money.ts';
import { Term, TermTotal, Terms } from '../../../components/ui/terms';

export function AdminOrderTotals({ order }: { order: AdminOrderAnswer }) {
  const money = (amount: number) => formatAmount(amount, order.currency);
  // As on the invoice: tax added before the total, tax the prices carry under it.
  const taxes = taxRowsOf(order).map(({ term, value }) => (
    <Term key={term} term={term}>
      {value}
    </Term>
  ));
  return (
    <section aria-labelledby="totals-heading" className="border border-line bg-sand/60 p-6">
      <h2 id="totals-heading" className="font-display text-2xl">
        Totals
      </h2>
      <Terms look="rows" className="mt-4 space-y-2 text-sm">
        <Term term="Subtotal">{money(order.subtotal)}</Term>
        <Term term={LINE_TERMS.giftWrap}>{money(order.giftWrap)}</Term>
        <Term term={`Shipping (${order.shippingMethod.name})`}>{money(order.shipping)}</Term>
        {order.discounts.length > 0 ? (
          order.discounts.map((line) => (
            <Term key={discountTerm(line)} term={discountTerm(line)}>
              {discountValue(line.kind, line.amount, money)}
            </Term>
          ))
        ) : (
          <Term term="Discount">None</Term>
        )}
        {order.taxIncluded ? null : taxes}
        <TermTotal term="TOTAL" className="pt-3">
          {money(order.total)}
        </TermTotal>
        {order.taxIncluded ? taxes : null}
      </Terms>
    </section>
  );
}

/** An order as its owner sees it: the pieces with every choice, the totals, where it goes and how. */
import { discountTerm, discountValue } from '../../../domain/discounts.ts';
import { Link } from 'react-router';
import type { OrderAnswer } from '../../../domain/contract/checkout.ts';
import { taxRowsOf } from '../../../domain/contract/tax-lines.ts';
import { GIFT_CARD_MARK, LINE_TERMS, lineDetails } from '../../../domain/line-words.ts';
import { formatAmount } from '../../../domain/money.ts';
import { PieceThumbnail } from '../../components/ui/piece-thumbnail';
import { Term, TermTotal, Terms } from '../../components/ui/terms';
import { orderLinePath } from './order-view';

export function OrderLines({ order }: { order: OrderAnswer }) {
  const money = (amount: number) => formatAmount(amount, order.currency);
  return (
    <ul className="divide-y divide-line border-y border-line" aria-label="Pieces in this order">
      {order.items.map((item) => {
        const path = orderLinePath(item);
        return (
          <li key={item.id} className="flex gap-4 py-5">
            <PieceThumbnail file={item.image} to={path} size={96} mark={item.giftCard ? GIFT_CARD_MARK : undefined} />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap justify-between gap-x-4">
                {path ? (
                  <Link to={path} className="font-display text-xl leading-snug hover:text-gold-dark">
                    {item.productName}
                  </Link>
                ) : (
                  <span className="font-display text-xl leading-snug">{item.productName}</span>
                )}
                <span className="font-medium">{money(item.lineTotal)}</span>
              </div>
              <Terms look="grid" className="mt-1 gap-x-3 gap-y-0.5 text-sm">
                {lineDetails(item, { giftWrap: money(item.giftWrapPrice), sizeSystem: order.sizeSystem }).map(({ term, value }) => (
                  <Term key={term} term={term}>
                    {value}
                  </Term>
                ))}
                <Term term="Quantity">{`${item.quantity} × ${money(item.price)}`}</Term>
              </Terms>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function OrderTotals({ order }: { order: OrderAnswer }) {
  const money = (amount: number) => formatAmount(amount, order.currency);
  // As on the invoice: tax added before the total, tax the prices carry under it.
  const taxes = taxRowsOf(order).map(({ term, value }) => (
    <Term key={term} term={term}>
      {value}
    </Term>
  ));
  return (
    <Terms look="rows" className="space-y-2 text-sm">
      <Term term="Subtotal">{money(order.subtotal)}</Term>
      {order.giftWrap > 0 ? <Term term={LINE_TERMS.giftWrap}>{money(order.giftWrap)}</Term> : null}
      <Term term={`Shipping (${order.shippingMethod.name})`}>{money(order.shipping)}</Term>
      {order.discounts.map((line) => (
        <Term key={discountTerm(line)} term={discountTerm(line)}>
          {discountValue(line.kind, line.amount, money)}
        </Term>
      ))}
      {order.taxIncluded ? null : taxes}
      <TermTotal term="Total" large className="pt-4">
        {money(order.total)}
      </TermTotal>
      {order.taxIncluded ? taxes : null}
    </Terms>
  );
}

/** A shipping address as a letter carries it: the name, then the company, street, town, country and phone. */
export function PostalAddress({ address, mutedLines = false }: { address: OrderAnswer['shippingAddress']; mutedLines?: boolean }) {
  return (
    <address className="mt-2 text-sm not-italic leading-relaxed">
      {address.name}
      <br />
      <span className={mutedLines ? 'text-muted' : undefined}>
        {address.company ? (
          <>
            {address.company}
            <br />
          </>
        ) : null}
        {address.address}
        <br />
        {address.city}, {address.state} {address.zip}
        <br />
        {address.country}
        <br />
        {address.phone}
      </span>
    </address>
  );
}

export function OrderDelivery({ order }: { order: OrderAnswer }) {
  const address = order.shippingAddress;
  return (
    <div className="grid gap-8 sm:grid-cols-2">
      <div>
        <h3 className="text-xs font-semibold tracking-[0.2em]">CONTACT</h3>
        <p className="mt-2 text-sm leading-relaxed">
          {order.contact.name}
          <br />
          <span className="text-muted">{order.contact.email}</span>
          <br />
          <span className="text-muted">{order.contact.phone}</span>
        </p>
      </div>
      <div>
        <h3 className="text-xs font-semibold tracking-[0.2em]">SHIPPING ADDRESS</h3>
        <PostalAddress address={address} mutedLines />
      </div>
      <div>
        <h3 className="text-xs font-semibold tracking-[0.2em]">SHIPPING METHOD</h3>
        <p className="mt-2 text-sm">
          {order.shippingMethod.name}
          {order.shippingMethod.deliveryText ? <span className="text-muted"> · {order.shippingMethod.deliveryText}</span> : null}
        </p>
      </div>
      {order.specialInstructions ? (
        <div>
          <h3 className="text-xs font-semibold tracking-[0.2em]">SPECIAL INSTRUCTIONS</h3>
          <p className="mt-2 whitespace-pre-line text-sm text-muted">{order.specialInstructions}</p>
        </div>
      ) : null}
    </div>
  );
}

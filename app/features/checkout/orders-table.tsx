/**
 * MY ORDERS on the cart page: PRODUCT-Detail, PRICE, QTY, TOTAL+SHIPPING, ORDER
 * DATE and STATUS (with the payment's status under the order's). Each order opens with its number
 * (a link to the order's page), then a row per piece; the order's total, date and status span its
 * pieces. A phone shows one card per order instead.
 */
import { Link } from 'react-router';
import type { OrderAnswer } from '../../../domain/contract/checkout.ts';
import type { OrderLineAnswer } from '../../../domain/contract/lines.ts';
import { linePiece, lineText } from '../../../domain/line-words.ts';
import type { SizeSystem } from '../../../domain/ring-sizes.ts';
import { formatAmount } from '../../../domain/money.ts';
import { PaymentStatusText } from './payment-status-text';
import { orderDate, orderLinePath, statusClass } from './order-view';

const headClass = 'py-3 pr-4 text-left text-[11px] font-semibold tracking-[0.2em] text-muted';
const cellClass = 'pb-4 pr-4 pt-2 align-top';

export function OrdersTable({ orders }: { orders: readonly OrderAnswer[] }) {
  return (
    <>
      <table className="hidden w-full text-sm md:table" aria-label="MY ORDERS">
        <thead className="border-b border-line">
          <tr>
            <th scope="col" className={headClass}>
              PRODUCT-Detail
            </th>
            <th scope="col" className={headClass}>
              PRICE
            </th>
            <th scope="col" className={headClass}>
              QTY
            </th>
            <th scope="col" className={headClass}>
              TOTAL+SHIPPING
            </th>
            <th scope="col" className={headClass}>
              ORDER DATE
            </th>
            <th scope="col" className={headClass}>
              STATUS
            </th>
          </tr>
        </thead>
        {orders.map((order) => {
          const money = (amount: number) => formatAmount(amount, order.currency);
          const span = Math.max(order.items.length, 1);
          return (
            <tbody key={order.id} className="border-b border-line">
              <tr>
                <th scope="rowgroup" colSpan={6} className="pt-5 text-left font-normal">
                  <OrderLink order={order} />
                </th>
              </tr>
              {order.items.map((item, index) => (
                <tr key={item.id}>
                  <td className={cellClass}>
                    <PieceName item={item} currency={order.currency} sizeSystem={order.sizeSystem} />
                  </td>
                  <td className={cellClass}>{money(item.price)}</td>
                  <td className={cellClass}>{item.quantity}</td>
                  {index === 0 ? (
                    <>
                      <td rowSpan={span} className={`${cellClass} font-medium`}>
                        {money(order.total)}
                      </td>
                      <td rowSpan={span} className={cellClass}>
                        <time dateTime={order.created}>{orderDate(order.created)}</time>
                      </td>
                      <td rowSpan={span} className={cellClass}>
                        <span className={`font-medium ${statusClass(order.status)}`}>{order.status}</span>
                        <PaymentStatusText payment={order.payment} className="block text-xs" />
                      </td>
                    </>
                  ) : null}
                </tr>
              ))}
            </tbody>
          );
        })}
      </table>
      <ul className="space-y-4 md:hidden" aria-label="MY ORDERS">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
    </>
  );
}

function OrderLink({ order }: { order: OrderAnswer }) {
  return (
    <Link to={`/orders/${order.id}`} className="inline-block text-xs font-semibold tracking-[0.15em] text-gold-dark underline-offset-4 hover:underline">
      ORDER #{order.number}
    </Link>
  );
}

function PieceName({ item, currency, sizeSystem }: { item: OrderLineAnswer; currency: string; sizeSystem: SizeSystem }) {
  const path = orderLinePath(item);
  const details = lineText(item, currency, (line) => linePiece(line, { sizeSystem }));
  return (
    <div>
      {path ? (
        <Link to={path} className="font-display text-base leading-snug hover:text-gold-dark">
          {item.productName}
        </Link>
      ) : (
        <span className="font-display text-base leading-snug">{item.productName}</span>
      )}
      {details ? <span className="block text-xs text-muted">{details}</span> : null}
    </div>
  );
}

function OrderCard({ order }: { order: OrderAnswer }) {
  const money = (amount: number) => formatAmount(amount, order.currency);
  return (
    <article className="border border-line bg-white/60 p-4">
      <div className="flex items-baseline justify-between gap-3">
        <OrderLink order={order} />
        <span className="text-right text-sm">
          <span className={`font-medium ${statusClass(order.status)}`}>{order.status}</span>
          <PaymentStatusText payment={order.payment} className="block text-xs" />
        </span>
      </div>
      <ul className="mt-3 space-y-3">
        {order.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-4 text-sm">
            <PieceName item={item} currency={order.currency} sizeSystem={order.sizeSystem} />
            <span className="shrink-0 text-right text-muted">
              {item.quantity} × {money(item.price)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 flex justify-between border-t border-line pt-3 text-sm">
        <div>
          <dt className="text-xs tracking-[0.15em] text-muted">ORDER DATE</dt>
          <dd>
            <time dateTime={order.created}>{orderDate(order.created)}</time>
          </dd>
        </div>
        <div className="text-right">
          <dt className="text-xs tracking-[0.15em] text-muted">TOTAL+SHIPPING</dt>
          <dd className="font-medium">{money(order.total)}</dd>
        </div>
      </dl>
    </article>
  );
}

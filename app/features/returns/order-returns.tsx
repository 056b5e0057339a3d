/**
 * An order's returns on its page (MY ORDERS → an order): "Return or exchange" while the order can
 * be returned, and each return with its number, its state, its pieces, what to send where while
 * the parcel is awaited, and what it was resolved by.
 */
import { Link } from 'react-router';
import type { ReturnAnswer } from '../../../domain/contract/returns';
import { formatAmount } from '../../../domain/money';
import { RETURN_STATE_WORDS, RETURN_WANT_WORDS } from '../../../domain/returns';
import { buttonClass } from '../../components/ui/button-class';
import { PhotoThumbnails } from '../../components/ui/photo-thumbnails';
import { orderDate } from '../checkout/order-view';

function resolution(item: ReturnAnswer): string | null {
  if (!item.resolution) return null;
  const amount = formatAmount(item.resolution.amount, item.currency);
  if (item.resolution.how === 'refund') return `Refunded ${amount}.`;
  if (item.resolution.how === 'store_credit') return `${amount} of store credit added to your account.`;
  return item.resolution.amount > 0 ? `Exchanged; the difference of ${amount} was refunded.` : 'Exchanged: the new piece comes in a new order.';
}

function ReturnCard({ item }: { item: ReturnAnswer }) {
  const awaiting = item.state === 'requested' || item.state === 'approved';
  return (
    <li className="border border-line p-5">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">Return {item.number}</span>
        <span className="text-xs font-semibold tracking-[0.2em] text-gold-dark uppercase">{RETURN_STATE_WORDS[item.state]}</span>
      </p>
      <p className="mt-1 text-sm text-muted">
        Asked for on {orderDate(item.created)} · {RETURN_WANT_WORDS[item.wanted]}
      </p>
      <ul className="mt-3 text-sm">
        {item.lines.map((line) => (
          <li key={line.id}>
            {line.quantity} × {line.productName}
            {line.exchange ? ` → ${[line.exchange.metal, line.exchange.size].filter(Boolean).join(', ')}` : ''}
          </li>
        ))}
      </ul>
      {item.photos.length > 0 ? (
        <div className="mt-3">
          <PhotoThumbnails photos={item.photos} alt="The piece as you sent it" size={80} />
        </div>
      ) : null}
      {awaiting ? <p className="mt-3 text-sm">{item.sendTo}</p> : null}
      {item.state === 'refused' ? <p className="mt-3 text-sm">Refused: {item.refusalReason}</p> : null}
      {resolution(item) ? <p className="mt-3 text-sm">{resolution(item)}</p> : null}
    </li>
  );
}

export function OrderReturns({ orderId, returns, canReturn }: { orderId: number; returns: ReturnAnswer[]; canReturn: boolean }) {
  if (returns.length === 0 && !canReturn) return null;
  return (
    <section aria-labelledby="order-returns" className="space-y-4">
      <h2 id="order-returns" className="text-2xl">
        Returns
      </h2>
      {returns.length > 0 ? (
        <ul className="space-y-3">
          {returns.map((item) => (
            <ReturnCard key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
      {canReturn ? (
        <Link to={`/orders/${orderId}/return`} className={buttonClass({ variant: 'secondary' })}>
          Return or exchange
        </Link>
      ) : null}
    </section>
  );
}

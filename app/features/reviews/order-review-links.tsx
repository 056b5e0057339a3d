/**
 * "Write a review" on a delivered order's page (MY ORDERS → an order; decision record 052): one
 * link a piece, to the review form, which opens the review already written for editing.
 */
import { Link } from 'react-router';
import type { OrderAnswer } from '../../../domain/contract/checkout';
import { smallButtonClass } from '../../components/ui/button-class';

export function OrderReviewLinks({ order }: { order: OrderAnswer }) {
  if (order.status !== 'Delivered') return null;
  const pieces = [...new Map(order.items.filter((item) => !item.giftCard).map((item) => [item.productId, item.productName])).entries()];
  if (pieces.length === 0) return null;
  return (
    <section aria-labelledby="order-reviews" className="space-y-3">
      <h2 id="order-reviews" className="text-2xl">
        Reviews
      </h2>
      <p className="text-sm text-muted">How do you like your pieces? A few words help others choose.</p>
      <ul className="space-y-2">
        {pieces.map(([productId, name]) => (
          <li key={productId} className="flex flex-wrap items-center justify-between gap-3">
            <span>{name}</span>
            <Link to={`/reviews/new?product=${productId}`} className={smallButtonClass()} aria-label={`Write a review of ${name}`}>
              WRITE A REVIEW
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

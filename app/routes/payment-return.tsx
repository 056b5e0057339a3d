/**
 * /orders/:id/payment-return: where the card provider's hosted page sends the shopper back (paid or
 * not). Arriving from the provider's site is a cross-site navigation, on which the browser leaves
 * the SameSite=Strict session cookie out (decision record 003), so the order's page would ask
 * the shopper to log in again. This page needs no session: it sends the browser on to the order's
 * page at once (a refresh from the shop's own page, which carries the cookie), with a link for a
 * browser that does not follow it.
 */
import { Link } from 'react-router';
import type { Route } from './+types/payment-return';
import { privatePageMeta } from '../features/account/page-meta';

/**
 * The order's page, for a numeric id only (anything else goes to the shopper's orders), marked as
 * just placed: it confirms the order as it does for a bank payer, once the provider holds the money.
 */
const orderPath = (id: string | undefined) => (id && /^\d{1,10}$/.test(id) ? `/orders/${id}?placed` : '/cart');

export function meta({ matches, params }: Route.MetaArgs) {
  return [
    ...privatePageMeta(matches, { title: 'Back from payment', description: 'Taking you to your order.', path: orderPath(params.id) }),
    { httpEquiv: 'refresh', content: `0;url=${orderPath(params.id)}` },
  ];
}

export default function PaymentReturn({ params }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl">Back from payment</h1>
      <p className="mt-4 text-muted">
        <Link to={orderPath(params.id)} className="text-ink underline underline-offset-2">
          See your order
        </Link>
      </p>
    </div>
  );
}

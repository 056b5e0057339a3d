/**
 * An order's page, /orders/:id: the confirmation after ORDER NOW and the order's details for its
 * owner (anyone else gets 404, exactly like a missing order): its pieces, its history (each change
 * of status with its date, and the parcel's tracking once shipped), its payment (and, while a bank
 * transfer is due, the account to pay to; a card order awaiting payment: its provider asked first,
 * and 'Pay now'), its invoice and credit notes as PDF. 'Cancel order' while it is Pending and less than 24 hours old.
 */
import { Link, redirect, useLocation } from 'react-router';
import type { Route } from './+types/order';
import { done, refused } from '../lib/action-result';
import { forAction } from '../lib/domain-errors.server';
import { privatePageMeta } from '../features/account/page-meta';
import { requireShopper } from '../features/account/session.server';
import { CancelOrder, useCancelOrder } from '../features/checkout/cancel-order';
import { OrderDelivery, OrderLines, OrderTotals } from '../features/checkout/order-details';
import { OrderDocuments } from '../features/checkout/order-documents';
import { OrderFacts } from '../features/checkout/order-facts';
import { OrderPayment } from '../features/checkout/order-payment';
import { OrderPlaced } from '../features/checkout/order-placed';
import { OrderViewTimeline } from '../features/checkout/order-view-timeline';
import { cancelOwnOrder, chooseOwnLaterSize, loadLaterSizes, loadOrderDetail, payOwnOrder, refreshOwnPayment } from '../features/checkout/orders.server';
import { ChooseRingSize } from '../features/ring-sizes/choose-ring-size';
import { sizeChoiceOf } from '../features/ring-sizes/size-choice.server';
import { OrderReturns } from '../features/returns/order-returns';
import { OrderReviewLinks } from '../features/reviews/order-review-links';
import { canReturnOrder, loadOrderReturns } from '../features/returns/returns.server';
import { routeId } from '../lib/route-params.server';
import { moneyAfterCancel, moneyOnCancel } from '../../domain/cancelled-money';
import { formatAmount } from '../../domain/money';
import { placedAndPaidFor } from '../../domain/order-placed';
import { LATER_SIZE_MESSAGES } from '../../domain/ring-sizes';

const CANCELLED = 'Your order has been cancelled.';

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const title = loaderData ? `Order #${loaderData.order.number}` : 'Order';
  return privatePageMeta(matches, { title, description: 'Your order: its pieces, totals and delivery.', path: `/orders/${params.id}` });
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = await requireShopper(context, request);
  // A card order awaiting payment: the provider is asked first (back from its page before its webhook).
  await refreshOwnPayment(context, user.id, routeId(params.id));
  // Order e-mails go to the account's address, once it is confirmed.
  const order = await loadOrderDetail(context, user.id, routeId(params.id));
  const returns = { list: await loadOrderReturns(context, user.id, order.id), offered: await canReturnOrder(context, user.id, order.id, order.status) };
  const laterSizes = await loadLaterSizes(context, order);
  return { order, returns, laterSizes, accountEmail: user.email, emailVerified: user.emailVerified };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await requireShopper(context, request);
  const form = await request.formData();
  if (form.get('intent') === 'pay') return forAction(async () => redirect(await payOwnOrder(context, user.id, routeId(params.id))));
  if (form.get('intent') === 'choose-size') {
    const choice = sizeChoiceOf(form);
    if (!choice.ok) return refused(choice.message);
    return forAction(async () => {
      await chooseOwnLaterSize(context, user.id, routeId(params.id), choice);
      return done({ message: LATER_SIZE_MESSAGES.saved });
    });
  }
  if (form.get('intent') !== 'cancel') return refused('This action is not known.');
  return forAction(async () => {
    const order = await cancelOwnOrder(context, user.id, routeId(params.id));
    // What happens to their money, said with the cancellation (and kept on the page's payment section).
    return done({ message: `${CANCELLED} ${moneyAfterCancel(order.payment, (amount) => formatAmount(amount, order.currency))}` });
  });
}

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const { order, returns, laterSizes, accountEmail, emailVerified } = loaderData;
  const location = useLocation();
  // Sent here by ORDER NOW (bank transfer), or back from the card provider's page (payment-return.tsx).
  const justPlaced = (location.state as { placed?: boolean } | null)?.placed === true || new URLSearchParams(location.search).has('placed');
  const placed = justPlaced && placedAndPaidFor(order);
  const cancel = useCancelOrder();

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14 lg:px-8">
      <header className="border-b border-line pb-6">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-dark">ORDER #{order.number}</p>
        <h1 className="mt-2 text-4xl lg:text-5xl">{placed ? 'Thank you for your order' : `Order #${order.number}`}</h1>
        {placed && emailVerified ? <p className="mt-3 text-muted">A confirmation is on its way to {accountEmail}.</p> : null}
        {placed && !emailVerified ? (
          <p className="mt-3 text-muted">
            We e-mail order confirmations once your address is confirmed:{' '}
            <Link to="/verify-email" className="text-ink underline underline-offset-2">
              confirm {accountEmail}
            </Link>
            .
          </p>
        ) : null}
        {placed ? <OrderPlaced order={order} /> : null}
        <OrderFacts order={order} />
      </header>

      <div className="mt-10 grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-10">
          <ChooseRingSize lines={laterSizes} system={order.sizeSystem} />
          <OrderLines order={order} />
          <OrderReturns orderId={order.id} returns={returns.list} canReturn={returns.offered} />
          <OrderReviewLinks order={order} />
          <OrderViewTimeline timeline={order.timeline} />
          <OrderDelivery order={order} />
        </div>
        <aside className="space-y-6 lg:sticky lg:top-32 lg:self-start">
          <div className="border border-line bg-sand/60 p-6 sm:p-7">
            <h2 className="text-2xl">Summary</h2>
            <div className="mt-5">
              <OrderTotals order={order} />
            </div>
          </div>
          <OrderPayment order={order} />
          <OrderDocuments order={order} />
          {order.canCancel ? (
            <div className="border border-line p-6 sm:p-7">
              <p className="text-sm text-muted">Changed your mind? You can cancel this order within 24 hours of placing it.</p>
              <div className="mt-4">
                <CancelOrder
                  orderNumber={order.number}
                  money={moneyOnCancel(order.payment, (amount) => formatAmount(amount, order.currency))}
                  fetcher={cancel}
                />
              </div>
            </div>
          ) : null}
          <Link to="/cart" className="inline-block text-sm underline underline-offset-4 hover:text-gold-dark">
            All my orders
          </Link>
        </aside>
      </div>
    </div>
  );
}

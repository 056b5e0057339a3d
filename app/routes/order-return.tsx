/**
 * Returning pieces of an order, /orders/:id/return (issue 34, decision record 048): for its owner
 * only (anyone else gets 404, as for a missing order). A delivered order inside its deadline offers
 * its pieces, a reason and what the shopper wants; an order that cannot be returned says why, in
 * the words the API's 422 uses. Once sent: the return's number and what to send where.
 */
import { Link, useNavigation } from 'react-router';
import type { Route } from './+types/order-return';
import { done, formFields, refused } from '../lib/action-result';
import { forAction } from '../lib/domain-errors.server';
import { routeId } from '../lib/route-params.server';
import { privatePageMeta } from '../features/account/page-meta';
import { requireShopper } from '../features/account/session.server';
import { loadOrderDetail } from '../features/checkout/orders.server';
import { orderDate } from '../features/checkout/order-view';
import { ReturnForm } from '../features/returns/return-form';
import { loadReturnOptions, sendReturn } from '../features/returns/returns.server';
import { FormAlert } from '../components/ui/form-alert';
import { chosenPhotos, readReturnForm } from '../../domain/schemas/return-form';

export function meta({ matches, params }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Return or exchange', description: 'Return pieces of your order.', path: `/orders/${params.id}/return` });
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = await requireShopper(context, request);
  const order = await loadOrderDetail(context, user.id, routeId(params.id));
  return {
    order: { id: order.id, number: order.number, currency: order.currency },
    options: await loadReturnOptions(context, user.id, order.id, order.currency),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await requireShopper(context, request);
  const form = await request.formData();
  const parsed = readReturnForm(routeId(params.id), formFields(form));
  if (!parsed.success) return refused(parsed.error.issues[0]?.message ?? 'Check the form.');
  return forAction(async () => {
    const sent = await sendReturn(context, user.id, parsed.data, chosenPhotos(form.getAll('photos')));
    return done({ message: `Return ${sent.number} requested.`, sendTo: sent.sendTo, number: sent.number });
  });
}

export default function OrderReturnPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, options } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const back = (
    <Link to={`/orders/${order.id}`} className="inline-block text-sm underline underline-offset-4 hover:text-gold-dark">
      Back to order #{order.number}
    </Link>
  );
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14 lg:px-8">
      <header className="border-b border-line pb-6">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-dark">ORDER #{order.number}</p>
        <h1 className="mt-2 text-4xl lg:text-5xl">Return or exchange</h1>
        {options.deadline && !actionData?.ok ? (
          <p className="mt-3 text-muted">You can return pieces of this order until {orderDate(options.deadline)}.</p>
        ) : null}
      </header>
      <div className="mt-8 space-y-6">
        {actionData?.ok ? (
          <>
            <FormAlert tone="success">{actionData.message}</FormAlert>
            <p>{'sendTo' in actionData ? actionData.sendTo : null}</p>
            <p className="text-sm text-muted">We have e-mailed you the same, and will write at each step.</p>
            {back}
          </>
        ) : options.refusal ? (
          <>
            <FormAlert tone="error">{options.refusal}</FormAlert>
            {back}
          </>
        ) : (
          <>
            <ReturnForm lines={options.lines} currency={order.currency} error={actionData?.error} busy={busy} />
            {back}
          </>
        )}
      </div>
    </div>
  );
}

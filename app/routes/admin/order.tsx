/**
 * One order in the back office, /admin/orders/:id: its pieces with every choice, the totals, the
 * shopper and the delivery, the whole timeline (internal notes and who did what included), the
 * moves the workflow allows now (first, the next step offered once the money is in), an internal
 * note, the payment (its figures, its ledger, Capture while a card payment is authorised, money
 * received, and a refund behind its "Refund" button), the packing slip, the invoice
 * and credit notes, and for the owner the order's own entries of the audit log.
 */
import { Link, useNavigation } from 'react-router';
import type { z } from 'zod';
import type { Route } from './+types/order';
import { OrderPageForm } from '../../../domain/schemas/admin-orders';
import { forLoader, runIntentForm } from '../../lib/domain-errors.server';
import { routeId } from '../../lib/route-params.server';
import { privatePageMeta } from '../../features/account/page-meta';
import { requireStaff } from '../../features/admin/admin.server';
import { LeaveGuard } from '../../features/admin/leave-guard';
import { loadOrder, orderHistory } from '../../features/admin/orders.server';
import { CaptureForm } from '../../features/admin/orders/capture-form';
import { AdminOrderCustomer } from '../../features/admin/orders/order-customer';
import { NoteForm, StatusForm } from '../../features/admin/orders/order-forms';
import { AdminOrderHeader } from '../../features/admin/orders/order-header';
import { AdminOrderHistory } from '../../features/admin/orders/order-history';
import { runOrderForm } from '../../features/admin/orders/order-page.server';
import { AdminOrderPieces } from '../../features/admin/orders/order-pieces';
import { AdminOrderTimeline } from '../../features/admin/orders/order-timeline';
import { AdminOrderTotals } from '../../features/admin/orders/order-totals';
import { MoneyForms } from '../../features/admin/orders/payment-forms';
import { PaymentPanel } from '../../features/admin/orders/payment-panel';
import { useUnsavedForms } from '../../features/admin/orders/use-unsaved-forms';
import { loadOrderGiftCards } from '../../features/admin/gift-cards/gift-cards.server';
import { StaffGiftCards } from '../../features/admin/gift-cards/staff-gift-cards';
import { FormAlert } from '../../components/ui/form-alert';

type Intent = z.infer<typeof OrderPageForm>['intent'];
const INTENTS: readonly Intent[] = OrderPageForm.options.map((option) => option.shape.intent.value);

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  return privatePageMeta(matches, {
    title: loaderData ? `Order #${loaderData.order.number}` : 'Order',
    description: 'An order in the back office.',
    path: `/admin/orders/${params.id}`,
  });
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(context, request);
  const id = routeId(params.id);
  const order = await forLoader(() => loadOrder(context, id));
  // The audit log is the owner's to read.
  const history = staff.role === 'owner' ? await orderHistory(context, id) : null;
  const giftCards = await loadOrderGiftCards(context, id);
  // One key per showing of the money forms: the same form sent twice moves the money once.
  return { order, history, giftCards, formKey: crypto.randomUUID(), today: new Date().toISOString().slice(0, 10) };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = await requireStaff(context, request);
  const id = routeId(params.id);
  return runIntentForm(request, { schema: OrderPageForm, intents: INTENTS }, (sent) => runOrderForm(context, id, sent, staff));
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { order, history, formKey, today } = loaderData;
  const refused = actionData?.ok === false ? actionData : undefined;
  const busy = useNavigation().state !== 'idle';
  const unsaved = useUnsavedForms();
  // A form starts afresh once its change is on the timeline; a refused one keeps what was typed.
  const moves = order.timeline.filter((event) => event.kind === 'status').length;
  const notes = order.timeline.filter((event) => event.kind === 'note').length;

  return (
    <article>
      <LeaveGuard dirty={unsaved.dirty} what={unsaved.what} />
      <Link to="/admin/orders" className="text-sm underline underline-offset-4 hover:text-gold-dark">
        ← All orders
      </Link>
      <AdminOrderHeader order={order} />

      <div className="mt-4 space-y-3" aria-live="polite">
        {refused?.error ? <FormAlert tone="error">{refused.error}</FormAlert> : null}
        {actionData?.ok ? <FormAlert tone="success">{actionData.message}</FormAlert> : null}
      </div>

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-10">
          <AdminOrderPieces order={order} />
          <AdminOrderTotals order={order} />
          <AdminOrderCustomer order={order} />
          {/* The cards the order sold (decision record 050): an order of pieces alone shows none. */}
          {loaderData.giftCards.length ? <StaffGiftCards cards={loaderData.giftCards} empty="" /> : null}
        </div>
        <div className="space-y-8">
          {/* The status actions first: once the money is in, the page leads to the order's next step. */}
          <StatusForm
            key={`status-${moves}`}
            order={order}
            busy={busy}
            fieldErrors={refused?.intent === 'status' ? refused.fieldErrors : undefined}
            onDirtyChange={unsaved.onDirtyChange.status}
          />
          <PaymentPanel order={order}>
            <CaptureForm payment={order.payment} currency={order.currency} busy={busy} />
            <MoneyForms order={order} formKey={formKey} today={today} busy={busy} refused={refused} onDirtyChange={unsaved.onDirtyChange.money} />
          </PaymentPanel>
          <NoteForm
            key={`note-${notes}`}
            busy={busy}
            fieldErrors={refused?.intent === 'note' ? refused.fieldErrors : undefined}
            onDirtyChange={unsaved.onDirtyChange.note}
          />
          <AdminOrderTimeline timeline={order.timeline} />
        </div>
      </div>

      {history ? <AdminOrderHistory orderId={order.id} entries={history.entries} hasMore={history.hasMore} /> : null}
    </article>
  );
}

/**
 * One order in the back office, /admin/orders/:id: its pieces with every choice, the totals, the
 * shopper and the delivery, the whole timeline (internal notes and who did what included), the
 * moves the workflow allows now, an internal note, the payment (its figures, its ledger, Capture
 * while a card payment is authorised, money received and refunds), the packing slip, the invoice
 * and credit notes, and for the owner the order's own entries of the audit log.
 */
import { taxRowsOf } from '../../../domain/contract/tax-lines.ts';
import { discountTerm, discountValue } from '../../../domain/discounts.ts';
import { useCallback, useState } from 'react';
import { Link, useNavigation } from 'react-router';
import type { z } from 'zod';
import type { Route } from './+types/order';
import { LINE_TERMS, lineDetails } from '../../../domain/line-words';
import { formatAmount } from '../../../domain/money';
import { PAYMENT_STATUS_LABELS } from '../../../domain/payment';
import { OrderPageForm } from '../../../domain/schemas/admin-orders';
import { done, formFields, invalid, refused } from '../../lib/action-result';
import { forAction, forLoader } from '../../lib/domain-errors.server';
import { routeId } from '../../lib/route-params.server';
import { privatePageMeta } from '../../features/account/page-meta';
import { requireStaff } from '../../features/admin/admin.server';
import { addNote, captureCard, changeStatus, loadOrder, orderHistory, recordPayment, refund } from '../../features/admin/orders.server';
import { CaptureForm } from '../../features/admin/orders/capture-form';
import { NoteForm, StatusForm } from '../../features/admin/orders/order-forms';
import { MoneyForms } from '../../features/admin/orders/payment-forms';
import { PaymentPanel } from '../../features/admin/orders/payment-panel';
import { AdminOrderTimeline } from '../../features/admin/orders/order-timeline';
import { StatusBadge } from '../../features/admin/orders/status-badge';
import { LeaveGuard } from '../../features/admin/leave-guard';
import { PostalAddress } from '../../features/checkout/order-details';
import { TrackingInfo } from '../../features/checkout/order-view-timeline';
import { orderDateTime } from '../../features/checkout/order-view';
import { OrderDocumentLinks } from '../../components/order-document-links';
import { FormAlert } from '../../components/ui/form-alert';

type Intent = z.infer<typeof OrderPageForm>['intent'];
const INTENTS: readonly Intent[] = OrderPageForm.options.map((option) => option.shape.intent.value);

type Order = Route.ComponentProps['loaderData']['order'];
type AuditEntry = NonNullable<Route.ComponentProps['loaderData']['history']>['entries'][number];

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
  // One key per showing of the money forms: the same form sent twice moves the money once.
  return { order, history, formKey: crypto.randomUUID(), today: new Date().toISOString().slice(0, 10) };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = await requireStaff(context, request);
  const id = routeId(params.id);
  const fields = formFields(await request.formData());
  const intent = INTENTS.find((known) => known === fields.intent);
  if (!intent) return refused('This action is not known.');
  const parsed = OrderPageForm.safeParse(fields);
  if (!parsed.success) return invalid(parsed.error, intent);
  const sent = parsed.data;
  return forAction(async () => {
    if (sent.intent === 'note') {
      await addNote(context, id, sent.note, staff);
      return done({ intent, message: 'The note is on the timeline.' });
    }
    if (sent.intent === 'capture') {
      await captureCard(context, id, staff);
      return done({ intent, message: 'The card payment is captured.' });
    }
    if (sent.intent === 'payment' || sent.intent === 'refund') return done({ intent, message: await moveMoney(context, id, sent, staff) });
    const { intent: _intent, ...change } = sent;
    const order = await changeStatus(context, id, change, staff);
    const told = order.account?.emailed ? ' We e-mailed the shopper.' : ' The shopper’s address is not confirmed, so they were not e-mailed.';
    return done({ intent, message: `Order #${order.number} is now ${order.status}.${told}` });
  }, intent);
}

type MoneyForm = Extract<z.infer<typeof OrderPageForm>, { intent: 'payment' | 'refund' }>;

/** Records money received or refunds, and says what happened in the page's words. */
async function moveMoney(context: Route.ActionArgs['context'], id: number, sent: MoneyForm, staff: Parameters<typeof refund>[3]): Promise<string> {
  const { order, written } = sent.intent === 'payment' ? await recordPayment(context, id, sent, staff) : await refund(context, id, sent, staff);
  if (!written) return 'This was done already: nothing more was recorded.';
  const amount = formatAmount(sent.amount, order.currency);
  const mailed = order.account ? ' We e-mailed the shopper.' : '';
  return sent.intent === 'payment'
    ? `Recorded ${amount} received. The payment is now ${PAYMENT_STATUS_LABELS[order.payment.status].toLowerCase()}.${mailed}`
    : `Refunded ${amount}.${mailed}`;
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { order, history, formKey, today } = loaderData;
  const refused = actionData?.ok === false ? actionData : undefined;
  const busy = useNavigation().state !== 'idle';
  const [dirty, setDirty] = useState({ status: false, note: false, money: false });
  const statusDirty = useCallback((value: boolean) => setDirty((now) => (now.status === value ? now : { ...now, status: value })), []);
  const noteDirty = useCallback((value: boolean) => setDirty((now) => (now.note === value ? now : { ...now, note: value })), []);
  const moneyDirty = useCallback((value: boolean) => setDirty((now) => (now.money === value ? now : { ...now, money: value })), []);
  // A form starts afresh once its change is on the timeline; a refused one keeps what was typed.
  const moves = order.timeline.filter((event) => event.kind === 'status').length;
  const notes = order.timeline.filter((event) => event.kind === 'note').length;

  return (
    <article>
      <LeaveGuard
        dirty={dirty.status || dirty.note || dirty.money}
        what={dirty.note ? 'Your note' : dirty.money ? 'Your payment or refund' : 'Your status change'}
      />
      <Link to="/admin/orders" className="text-sm underline underline-offset-4 hover:text-gold-dark">
        ← All orders
      </Link>
      <header className="mt-4 flex flex-wrap items-end justify-between gap-4 border-b border-line pb-6">
        <div>
          <h1 className="text-4xl">Order #{order.number}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-3 text-sm text-muted">
            <span data-testid="admin-order-status">
              <StatusBadge status={order.status} />
            </span>
            <span>
              Placed <time dateTime={order.created}>{orderDateTime(order.created)}</time>
            </span>
            <span>{order.madeToOrder ? 'Made to order' : 'Ready to ship'}</span>
          </p>
          {order.trackingNumber ? (
            <p className="mt-2 text-sm">
              <TrackingInfo carrier={order.carrier} trackingNumber={order.trackingNumber} trackingUrl={order.trackingUrl} />
            </p>
          ) : null}
        </div>
        <nav aria-label="Documents" className="flex flex-wrap gap-4 text-sm">
          <a href={`/api/admin/orders/${order.id}/packing-slip`} target="_blank" rel="noopener" className="underline underline-offset-4 hover:text-gold-dark">
            Packing slip (PDF)
          </a>
          <OrderDocumentLinks base={`/api/admin/orders/${order.id}`} documents={order.documents} />
        </nav>
      </header>

      <div className="mt-4 space-y-3" aria-live="polite">
        {refused?.error ? <FormAlert tone="error">{refused.error}</FormAlert> : null}
        {actionData?.ok ? <FormAlert tone="success">{actionData.message}</FormAlert> : null}
      </div>

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-10">
          <Pieces order={order} />
          <Totals order={order} />
          <Customer order={order} />
        </div>
        <div className="space-y-8">
          <PaymentPanel order={order}>
            <CaptureForm payment={order.payment} currency={order.currency} busy={busy} />
            <MoneyForms order={order} formKey={formKey} today={today} busy={busy} refused={refused} onDirtyChange={moneyDirty} />
          </PaymentPanel>
          <StatusForm
            key={`status-${moves}`}
            order={order}
            busy={busy}
            fieldErrors={refused?.intent === 'status' ? refused.fieldErrors : undefined}
            onDirtyChange={statusDirty}
          />
          <NoteForm key={`note-${notes}`} busy={busy} fieldErrors={refused?.intent === 'note' ? refused.fieldErrors : undefined} onDirtyChange={noteDirty} />
          <AdminOrderTimeline timeline={order.timeline} />
        </div>
      </div>

      {history ? <History orderId={order.id} entries={history.entries} hasMore={history.hasMore} /> : null}
    </article>
  );
}

function Pieces({ order }: { order: Order }) {
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
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
              {lineDetails(item, { giftWrap: money(item.giftWrapPrice) }).map(({ term, value }) => (
                <Detail key={term} term={term} value={value} />
              ))}
              <Detail term="Unit price" value={money(item.price)} />
              <Detail term="Made" value={item.madeToOrder ? 'To order' : 'Ready to ship (from stock)'} />
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt className="text-muted">{term}</dt>
      <dd>{value}</dd>
    </>
  );
}

function Totals({ order }: { order: Order }) {
  const money = (amount: number) => formatAmount(amount, order.currency);
  // As on the invoice: tax added before the total, tax the prices carry under it.
  const taxes = taxRowsOf(order);
  const row = (term: string, value: string) => (
    <div key={term} className="flex justify-between gap-4">
      <dt className="text-muted">{term}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <section aria-labelledby="totals-heading" className="border border-line bg-sand/60 p-6">
      <h2 id="totals-heading" className="font-display text-2xl">
        Totals
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        {row('Subtotal', money(order.subtotal))}
        {row(LINE_TERMS.giftWrap, money(order.giftWrap))}
        {row(`Shipping (${order.shippingMethod.name})`, money(order.shipping))}
        {order.discounts.length > 0
          ? order.discounts.map((line) => row(discountTerm(line), discountValue(line.kind, line.amount, money)))
          : row('Discount', 'None')}
        {order.taxIncluded ? null : taxes.map(({ term, value }) => row(term, value))}
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
          <dt className="text-xs font-semibold tracking-[0.2em]">TOTAL</dt>
          <dd className="font-display text-2xl">{money(order.total)}</dd>
        </div>
        {order.taxIncluded ? taxes.map(({ term, value }) => row(term, value)) : null}
      </dl>
    </section>
  );
}

function Customer({ order }: { order: Order }) {
  const address = order.shippingAddress;
  return (
    <section aria-labelledby="customer-heading" className="grid gap-8 sm:grid-cols-2">
      <h2 id="customer-heading" className="sr-only">
        Customer and delivery
      </h2>
      <div>
        <h3 className="text-xs font-semibold tracking-[0.2em]">CUSTOMER</h3>
        <p className="mt-2 text-sm leading-relaxed">
          {order.customerName}
          {order.account ? (
            <>
              <br />
              <span className="break-all">{order.account.email}</span>{' '}
              <span className="text-muted">({order.account.emailVerified ? 'confirmed' : 'not confirmed'})</span>
            </>
          ) : null}
        </p>
        <h3 className="mt-5 text-xs font-semibold tracking-[0.2em]">CONTACT</h3>
        <p className="mt-2 text-sm leading-relaxed">
          {order.contact.name}
          <br />
          <span className="break-all text-muted">{order.contact.email}</span>
          <br />
          <span className="text-muted">{order.contact.phone}</span>
        </p>
      </div>
      <div>
        <h3 className="text-xs font-semibold tracking-[0.2em]">SHIPPING ADDRESS</h3>
        <PostalAddress address={address} />
        <h3 className="mt-5 text-xs font-semibold tracking-[0.2em]">SHIPPING METHOD</h3>
        <p className="mt-2 text-sm">
          {order.shippingMethod.name}
          {order.shippingMethod.deliveryText ? <span className="text-muted"> · {order.shippingMethod.deliveryText}</span> : null}
        </p>
      </div>
      <div className="sm:col-span-2">
        <h3 className="text-xs font-semibold tracking-[0.2em]">SPECIAL INSTRUCTIONS</h3>
        <p className="mt-2 text-sm whitespace-pre-line">{order.specialInstructions || <span className="text-muted">None</span>}</p>
      </div>
    </section>
  );
}

const fields = (values: Record<string, unknown> | null) =>
  values
    ? Object.entries(values)
        .filter(([, value]) => value !== null && value !== '')
        .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
        .join(', ')
    : '—';

function History({ orderId, entries, hasMore }: { orderId: number; entries: AuditEntry[]; hasMore: boolean }) {
  return (
    <section aria-labelledby="history-heading" className="mt-12 border-t border-line pt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h2 id="history-heading" className="font-display text-2xl">
          Audit history
        </h2>
        <Link to={`/admin/audit?entity=order&entityId=${orderId}`} className="text-sm underline underline-offset-4 hover:text-gold-dark">
          Open in the audit log
        </Link>
      </div>
      {entries.length === 0 ? (
        <p className="mt-4 text-sm text-muted">No changes yet.</p>
      ) : (
        <ol className="mt-4 divide-y divide-line border-y border-line text-sm" aria-label="Audit history">
          {entries.map((entry) => (
            <li key={entry.id} className="grid gap-1 py-3 sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-4">
              <p className="text-muted">
                <time dateTime={entry.at}>{orderDateTime(entry.at)}</time>
                <span className="block break-all">{entry.actorEmail ?? 'the shop'}</span>
              </p>
              <div>
                <p className="font-medium">{entry.label}</p>
                <p>
                  <span className="text-muted">Before:</span> {fields(entry.before)}
                </p>
                <p>
                  <span className="text-muted">After:</span> {fields(entry.after)}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
      {hasMore ? <p className="mt-2 text-sm text-muted">Older entries are in the audit log.</p> : null}
    </section>
  );
}

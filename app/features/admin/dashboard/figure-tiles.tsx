/**
 * Today's and the last 30 days' orders and sales, the money still due and the payments with a
 * problem, at a glance. Sales are money: captured or received less refunded, on the day it moved.
 */
import { Link } from 'react-router';
import type { DashboardAnswer } from '../../../../domain/contract/admin-dashboard';
import { money, shortDay } from './dashboard-data';

function Tile({ label, value, detail, to }: { label: string; value: string; detail: string; to?: string }) {
  return (
    <div className="min-w-0 border border-line bg-white/70 p-4 sm:p-5">
      <dt className="text-xs font-semibold tracking-[0.2em] text-muted">{label}</dt>
      <dd className="mt-2 font-display text-2xl tabular-nums [overflow-wrap:anywhere] sm:text-4xl">{value}</dd>
      <dd className="mt-1 text-sm text-muted">
        {to ? (
          <Link to={to} className="underline underline-offset-4 hover:text-gold-dark">
            {detail}
          </Link>
        ) : (
          detail
        )}
      </dd>
    </div>
  );
}

const orders = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'order' : 'orders'}`;
const cancelledNote = (count: number) => (count ? `${count.toLocaleString('en-US')} cancelled (not counted)` : 'none cancelled');

type Figures = Pick<DashboardAnswer, 'today' | 'last30Days' | 'currency' | 'timeZone' | 'awaitingPayment' | 'paymentProblems' | 'outstandingGiftCards'>;

export function FigureTiles({ data }: { data: Figures }) {
  const { today, last30Days: period, currency, awaitingPayment: awaiting, paymentProblems: problems } = data;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3 lg:gap-4">
      <Tile label="ORDERS TODAY" value={today.orders.toLocaleString('en-US')} detail={cancelledNote(today.cancelled)} />
      <Tile label="SALES TODAY" value={money(today.sales, currency)} detail={`Money in less refunds, ${shortDay(today.date)} (${data.timeZone})`} />
      <Tile
        label="AWAITING PAYMENT"
        value={money(awaiting.due, currency)}
        detail={awaiting.orders ? `Due on ${orders(awaiting.orders)}` : 'Nothing due'}
        to={awaiting.orders ? '/admin/orders?payment=awaiting_payment' : undefined}
      />
      <Tile label="ORDERS, 30 DAYS" value={period.orders.toLocaleString('en-US')} detail={cancelledNote(period.cancelled)} />
      <Tile label="SALES, 30 DAYS" value={money(period.sales, currency)} detail="Money in less refunds" />
      <Tile
        label="PAYMENT PROBLEMS"
        value={problems.toLocaleString('en-US')}
        detail={problems ? 'A failed capture puts its order On hold' : 'None'}
        to={problems ? '/admin/orders?status=On+hold' : undefined}
      />
      <Tile label="OUTSTANDING GIFT-CARD BALANCE" value={money(data.outstandingGiftCards, currency)} detail="Owed on gift cards: a liability, not sales" />
    </dl>
  );
}

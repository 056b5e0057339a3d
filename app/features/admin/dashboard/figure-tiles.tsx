/** Today's and the last 30 days' orders and sales, at a glance. */
import type { DashboardAnswer } from '../../../../domain/contract/admin-dashboard';
import { formatMoney, toMinor } from '../../../../domain/money';
import { money, shortDay } from './dashboard-data';

function Tile({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="min-w-0 border border-line bg-white/70 p-4 sm:p-5">
      <dt className="text-xs font-semibold tracking-[0.2em] text-muted">{label}</dt>
      <dd className="mt-2 font-display text-2xl tabular-nums [overflow-wrap:anywhere] sm:text-4xl">{value}</dd>
      <dd className="mt-1 text-sm text-muted">{detail}</dd>
    </div>
  );
}

const orders = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'order' : 'orders'}`;
const cancelledNote = (count: number) => (count ? `${count.toLocaleString('en-US')} cancelled (not counted)` : 'none cancelled');

export function FigureTiles({ data }: { data: Pick<DashboardAnswer, 'today' | 'last30Days' | 'currency' | 'timeZone'> }) {
  const { today, last30Days: period, currency } = data;
  // The average is rounded to the currency's smallest unit.
  const average = period.orders ? `${formatMoney(Math.round(toMinor(period.sales, currency) / period.orders), currency)} an order on average` : 'no orders yet';
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <Tile label="ORDERS TODAY" value={today.orders.toLocaleString('en-US')} detail={cancelledNote(today.cancelled)} />
      <Tile label="SALES TODAY" value={money(today.sales, currency)} detail={`${shortDay(today.date)} (${data.timeZone}), ${orders(today.orders)}`} />
      <Tile label="ORDERS, 30 DAYS" value={period.orders.toLocaleString('en-US')} detail={cancelledNote(period.cancelled)} />
      <Tile label="SALES, 30 DAYS" value={money(period.sales, currency)} detail={average} />
    </dl>
  );
}

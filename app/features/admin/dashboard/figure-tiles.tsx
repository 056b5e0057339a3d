/** Today's and the last 30 days' orders and sales, at a glance. */
import { formatMoney } from '../../../../domain/money';
import { shortDay, type DashboardData } from './dashboard-data';

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

export function FigureTiles({ data }: { data: Pick<DashboardData, 'today' | 'period' | 'currency' | 'timeZone'> }) {
  const { today, period, currency } = data;
  const average = period.orders ? `${formatMoney(Math.round(period.salesMinor / period.orders), currency)} an order on average` : 'no orders yet';
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <Tile label="ORDERS TODAY" value={today.orders.toLocaleString('en-US')} detail={cancelledNote(today.cancelled)} />
      <Tile
        label="SALES TODAY"
        value={formatMoney(today.salesMinor, currency)}
        detail={`${shortDay(today.date)} (${data.timeZone}), ${orders(today.orders)}`}
      />
      <Tile label="ORDERS, 30 DAYS" value={period.orders.toLocaleString('en-US')} detail={cancelledNote(period.cancelled)} />
      <Tile label="SALES, 30 DAYS" value={formatMoney(period.salesMinor, currency)} detail={average} />
    </dl>
  );
}

/**
 * The last 30 days, day by day: a chart drawn once the page runs in the browser (recharts is
 * loaded then, in its own chunk, so neither the server's HTML nor any other page carries it), and
 * the same figures as a table, the accessible and script-free reading of the chart.
 */
import { Suspense, lazy } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import type { DashboardAnswer } from '../../../../domain/contract/admin-dashboard';
import { Table } from '../../../components/ui/table';
import { longDay, money, shortDay } from './dashboard-data';

const SalesChart = lazy(() => import('./sales-chart').then((module) => ({ default: module.SalesChart })));

export function DailyFigures({ data }: { data: Pick<DashboardAnswer, 'days' | 'last30Days' | 'currency' | 'timeZone'> }) {
  const hydrated = useHydrated();
  const { days, last30Days: period, currency, timeZone } = data;
  const busiest = days.reduce((best, day) => (day.sales > best.sales ? day : best), days[0]!);
  return (
    <figure aria-labelledby="daily-figures-title" className="border border-line bg-white/70 p-4 sm:p-6">
      <figcaption>
        <h2 id="daily-figures-title" className="font-display text-2xl">
          Orders and sales, last 30 days
        </h2>
        <p className="mt-1 text-sm text-muted">
          {longDay(period.from)} to {longDay(period.to)} ({timeZone} days).{' '}
          {busiest.sales > 0 ? `Best day: ${shortDay(busiest.date)}, ${money(busiest.sales, currency)}.` : 'No sales yet.'}
        </p>
      </figcaption>
      {/* The chart repeats the table below for the eye; assistive technology reads the table. */}
      <div aria-hidden="true" className="mt-4 h-64 sm:h-72">
        {hydrated ? (
          <Suspense fallback={null}>
            <SalesChart days={days} currency={currency} />
          </Suspense>
        ) : null}
      </div>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-semibold tracking-[0.1em] text-gold-dark">The figures, day by day</summary>
        <div className="mt-3 max-h-96 overflow-auto">
          <Table
            className="tabular-nums"
            caption="Orders and sales per day, last 30 days, newest first"
            dense
            stickyHeader
            rows={[...days].reverse()}
            rowKey={(day) => day.date}
            columns={[
              { header: 'DAY', rowHeader: true, className: 'whitespace-nowrap', cell: (day) => shortDay(day.date) },
              { header: 'ORDERS', align: 'end', cell: (day) => day.orders.toLocaleString('en-US') },
              { header: 'SALES', align: 'end', cell: (day) => money(day.sales, currency) },
              { header: 'CANCELLED', align: 'end', cell: (day) => day.cancelled.toLocaleString('en-US') },
            ]}
          />
        </div>
      </details>
    </figure>
  );
}

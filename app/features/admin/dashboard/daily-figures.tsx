/**
 * The last 30 days, day by day: a chart drawn once the page runs in the browser (recharts is
 * loaded then, in its own chunk, so neither the server's HTML nor any other page carries it), and
 * the same figures as a table, the accessible and script-free reading of the chart.
 */
import { Suspense, lazy } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import type { DashboardAnswer } from '../../../../domain/contract/admin-dashboard';
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
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">Orders and sales per day, last 30 days, newest first</caption>
            <thead className="sticky top-0 border-b border-line bg-ivory text-xs tracking-[0.2em] text-muted">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  DAY
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-semibold">
                  ORDERS
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-semibold">
                  SALES
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  CANCELLED
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {[...days].reverse().map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="py-1.5 pr-4 font-normal whitespace-nowrap">
                    {shortDay(day.date)}
                  </th>
                  <td className="py-1.5 pr-4 text-right">{day.orders.toLocaleString('en-US')}</td>
                  <td className="py-1.5 pr-4 text-right">{money(day.sales, currency)}</td>
                  <td className="py-1.5 text-right">{day.cancelled.toLocaleString('en-US')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

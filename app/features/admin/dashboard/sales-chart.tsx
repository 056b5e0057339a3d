/**
 * The chart of the last 30 days: orders per day as bars (left axis), sales as a line (right
 * axis). Drawn in the browser only (its size follows the page's width); the figures it draws are
 * also in the table beside it, which is what assistive technology reads.
 */
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardAnswer } from '../../../../domain/contract/admin-dashboard';
import { shortDay } from './dashboard-data';

const GOLD = '#a57c3b';
const INK = '#1f1a17';
const MUTED = '#6b625b';
const LINE = '#e4dbcf';

export function SalesChart({ days, currency }: Pick<DashboardAnswer, 'days' | 'currency'>) {
  const compact = new Intl.NumberFormat('en-US', { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 });
  const full = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  const data = days.map((day) => ({ day: shortDay(day.date), orders: day.orders, sales: day.sales }));
  return (
    <ComposedChart
      responsive
      data={data}
      style={{ width: '100%', height: '100%' }}
      margin={{ top: 8, right: 4, bottom: 0, left: 4 }}
      accessibilityLayer={false}
    >
      <CartesianGrid stroke={LINE} vertical={false} />
      <XAxis dataKey="day" tick={{ fill: MUTED, fontSize: 11 }} tickLine={false} axisLine={{ stroke: LINE }} minTickGap={16} />
      <YAxis yAxisId="orders" allowDecimals={false} tick={{ fill: MUTED, fontSize: 11 }} tickLine={false} axisLine={false} width={36} />
      <YAxis
        yAxisId="sales"
        orientation="right"
        tick={{ fill: MUTED, fontSize: 11 }}
        tickLine={false}
        axisLine={false}
        width={56}
        tickFormatter={(value: number) => compact.format(value)}
      />
      <Tooltip
        formatter={(value, name) => (name === 'Sales' ? full.format(Number(value)) : Number(value).toLocaleString('en-US'))}
        contentStyle={{ border: `1px solid ${LINE}`, borderRadius: 0, fontSize: 13 }}
      />
      <Legend wrapperStyle={{ fontSize: 12 }} />
      <Bar yAxisId="orders" dataKey="orders" name="Orders" fill={GOLD} fillOpacity={0.55} isAnimationActive={false} />
      <Line yAxisId="sales" dataKey="sales" name="Sales" stroke={INK} strokeWidth={2} dot={false} isAnimationActive={false} />
    </ComposedChart>
  );
}

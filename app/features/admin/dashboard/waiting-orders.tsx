/** Orders the shop has to act on, per status, each a link to the orders list filtered by it. */
import { Link } from 'react-router';
import type { DashboardAnswer } from '../../../../domain/contract/admin-dashboard';
import { daysSince } from './dashboard-data';

const age = (days: number) => (days === 0 ? 'today' : days === 1 ? '1 day' : `${days} days`);

/** `now`: when the page was read (ms), so the server's and the browser's rendering agree. */
export function WaitingOrders({ waiting, now }: { waiting: DashboardAnswer['waiting']; now: number }) {
  const total = waiting.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <section aria-labelledby="waiting-title" className="border border-line bg-white/70 p-4 sm:p-6">
      <h2 id="waiting-title" className="font-display text-2xl">
        Orders waiting
      </h2>
      <p className="mt-1 text-sm text-muted">{total ? `${total.toLocaleString('en-US')} to move on.` : 'Nothing waits for the shop.'}</p>
      <ul className="mt-4 divide-y divide-line">
        {waiting.map((entry) => (
          <li key={entry.status}>
            <Link
              to={`/admin/orders?status=${encodeURIComponent(entry.status)}`}
              className="flex items-baseline justify-between gap-4 py-3 hover:text-gold-dark focus-visible:text-gold-dark"
            >
              <span>
                <span className="font-medium">{entry.status}</span>
                {entry.oldest !== null ? <span className="block text-xs text-muted">oldest placed {age(daysSince(entry.oldest, now))} ago</span> : null}
              </span>
              <span className="font-display text-2xl tabular-nums">{entry.count.toLocaleString('en-US')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Orders the shop has to act on, per status, each a link to the orders list filtered by it. */
import type { DashboardAnswer } from '../../../../domain/contract/admin-dashboard';
import { Table } from '../../../components/ui/table';
import { daysSince, placedAgo } from './dashboard-data';
import { RowLink } from './row-link';

/** `now`: when the page was read (ms), so the server's and the browser's rendering agree. */
export function WaitingOrders({ waiting, now }: { waiting: DashboardAnswer['waiting']; now: number }) {
  const total = waiting.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <section aria-labelledby="waiting-title" className="border border-line bg-white/70 p-4 sm:p-6">
      <h2 id="waiting-title" className="font-display text-2xl">
        Orders waiting
      </h2>
      <p className="mt-1 text-sm text-muted">{total ? `${total.toLocaleString('en-US')} to move on.` : 'Nothing waits for the shop.'}</p>
      <Table
        layout="list"
        look="plain"
        className="mt-4"
        rows={waiting}
        rowKey={(entry) => entry.status}
        row={(entry) => (
          <RowLink to={`/admin/orders?status=${encodeURIComponent(entry.status)}`}>
            <span>
              <span className="font-medium">{entry.status}</span>
              {entry.oldest !== null ? <span className="block text-xs text-muted">oldest {placedAgo(daysSince(entry.oldest, now))}</span> : null}
            </span>
            <span className="font-display text-2xl tabular-nums">{entry.count.toLocaleString('en-US')}</span>
          </RowLink>
        )}
      />
    </section>
  );
}

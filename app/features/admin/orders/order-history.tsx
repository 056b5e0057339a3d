/** The owner's view of the order's own entries of the audit log, newest first, with the way to the whole log. */
import { Link } from 'react-router';
import type { AuditEntryAnswer } from '../../../../domain/contract/admin-audit.ts';
import { auditValueText } from '../../../../domain/audit-personal.ts';
import { orderDateTime } from '../../checkout/order-view';

/** An entry's fields before or after the change, on one line; a dash when there were none. */
const fields = (values: Record<string, unknown> | null) =>
  values
    ? Object.entries(values)
        .filter(([, value]) => value !== null && value !== '')
        .map(([key, value]) => `${key}: ${auditValueText(value)}`)
        .join(', ')
    : '—';

export function AdminOrderHistory({ orderId, entries, hasMore }: { orderId: number; entries: readonly AuditEntryAnswer[]; hasMore: boolean }) {
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

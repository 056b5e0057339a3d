/** A product's own history from the audit log (the owner's view): who changed what, when, newest first. */
import { Link } from 'react-router';
import type { ProductHistoryView } from './product-changes';
import { formatMoment } from '../../../../domain/dates.ts';

const ACTIONS: Record<string, string> = { create: 'Created', update: 'Changed' };

export function ProductHistory({ productId, history }: { productId: number; history: ProductHistoryView }) {
  return (
    <section aria-labelledby="product-history" className="mt-16 border-t border-line pt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="product-history" className="text-3xl">
          History
        </h2>
        <Link to={`/admin/audit?entity=product&entityId=${productId}`} className="text-sm text-gold-dark underline underline-offset-4">
          Open in the audit log
        </Link>
      </div>
      {history.entries.length === 0 ? (
        <p className="mt-4 text-sm text-muted">No changes recorded yet.</p>
      ) : (
        <ol className="mt-6 divide-y divide-line border-y border-line">
          {history.entries.map((entry) => (
            <li key={entry.id} className="py-4">
              <p className="text-sm">
                <span className="font-semibold">{ACTIONS[entry.action] ?? entry.action}</span>
                <span className="text-muted">
                  {' '}
                  by {entry.who ?? 'the shop'} · <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
                </span>
              </p>
              {entry.changes.length ? (
                <ul className="mt-2 grid gap-1 text-xs">
                  {entry.changes.map((change, index) => (
                    <li key={index} className="break-words">
                      <span className="text-muted">{change.field}:</span> <del className="text-muted">{change.before}</del> →{' '}
                      <ins className="no-underline">{change.after}</ins>
                    </li>
                  ))}
                  {entry.more ? <li className="text-muted">and {entry.more} more</li> : null}
                </ul>
              ) : entry.action === 'update' ? (
                <p className="mt-1 text-xs text-muted">Saved without changes.</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {history.hasMore ? (
        <p className="mt-4 text-sm">
          <Link to={`/admin/audit?entity=product&entityId=${productId}&page=2`} className="text-gold-dark underline underline-offset-4">
            Older changes in the audit log
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/**
 * Newer and older pages of a back-office list that reads its page from the address (`?page=`):
 * the orders, the audit log, the security events. The other parameters (the filters) are kept.
 */
import { Link } from 'react-router';

export function Pager({ page, hasMore, params }: { page: number; hasMore: boolean; params: URLSearchParams }) {
  const pageLink = (to: number) => {
    const next = new URLSearchParams(params);
    if (to === 1) next.delete('page');
    else next.set('page', String(to));
    return `?${next}`;
  };
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center gap-6 text-sm">
      {page > 1 ? (
        <Link to={pageLink(page - 1)} className="underline underline-offset-4 hover:text-gold-dark">
          ← Newer
        </Link>
      ) : null}
      {page > 1 || hasMore ? <span className="text-muted">Page {page}</span> : null}
      {hasMore ? (
        <Link to={pageLink(page + 1)} className="underline underline-offset-4 hover:text-gold-dark">
          Older →
        </Link>
      ) : null}
    </nav>
  );
}

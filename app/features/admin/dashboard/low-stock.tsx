/** Shelves of ready-to-ship pieces at or under the owner's threshold, emptiest first, each a link to its product. */
import { Link } from 'react-router';
import type { DashboardAnswer } from '../../../../domain/contract/admin-dashboard';
import { Table } from '../../../components/ui/table';
import { RowLink } from './row-link';

export function LowStock({ lowStock }: { lowStock: DashboardAnswer['lowStock'] }) {
  const { items: rows, threshold, more } = lowStock;
  return (
    <section aria-labelledby="low-stock-title" className="border border-line bg-white/70 p-4 sm:p-6">
      <h2 id="low-stock-title" className="font-display text-2xl">
        Low stock
      </h2>
      <p className="mt-1 text-sm text-muted">Ready-to-ship pieces with {threshold === 0 ? 'none' : `${threshold} or fewer`} left.</p>
      <Table
        layout="list"
        look="plain"
        className="mt-4"
        rows={rows}
        rowKey={(row) => `${row.variantId}-${row.metal}-${row.size}`}
        empty={<p className="mt-4">Every shelf is above the threshold.</p>}
        row={(row) => (
          <RowLink to={`/admin/products/${row.productId}`}>
            <span className="min-w-0">
              <span className="block truncate font-medium">{row.title}</span>
              <span className="block text-xs text-muted">{row.size ? `${row.metal}, size ${row.size}` : row.metal}</span>
            </span>
            <span className={`shrink-0 text-sm font-semibold ${row.quantity === 0 ? 'text-sale' : ''}`}>
              {row.quantity === 0 ? 'Sold out' : `${row.quantity} left`}
            </span>
          </RowLink>
        )}
      />
      {more ? (
        <p className="mt-4 text-sm">
          <Link to="/admin/products?stock=low" className="text-gold-dark underline underline-offset-4">
            More low stock in the products list
          </Link>
        </p>
      ) : null}
    </section>
  );
}

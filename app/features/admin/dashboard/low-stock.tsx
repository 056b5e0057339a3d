/** Shelves of ready-to-ship pieces at or under the owner's threshold, emptiest first, each a link to its product. */
import { Link } from 'react-router';
import type { DashboardAnswer } from '../../../../domain/contract/admin-dashboard';

export function LowStock({ lowStock }: { lowStock: DashboardAnswer['lowStock'] }) {
  const { items: rows, threshold, more } = lowStock;
  return (
    <section aria-labelledby="low-stock-title" className="border border-line bg-white/70 p-4 sm:p-6">
      <h2 id="low-stock-title" className="font-display text-2xl">
        Low stock
      </h2>
      <p className="mt-1 text-sm text-muted">Ready-to-ship pieces with {threshold === 0 ? 'none' : `${threshold} or fewer`} left.</p>
      {rows.length === 0 ? (
        <p className="mt-4">Every shelf is above the threshold.</p>
      ) : (
        <ul className="mt-4 divide-y divide-line">
          {rows.map((row) => (
            <li key={`${row.variantId}-${row.metal}-${row.size}`}>
              <Link
                to={`/admin/products/${row.productId}`}
                className="flex items-baseline justify-between gap-4 py-3 hover:text-gold-dark focus-visible:text-gold-dark"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium">{row.title}</span>
                  <span className="block text-xs text-muted">{row.size ? `${row.metal}, size ${row.size}` : row.metal}</span>
                </span>
                <span className={`shrink-0 text-sm font-semibold ${row.quantity === 0 ? 'text-sale' : ''}`}>
                  {row.quantity === 0 ? 'Sold out' : `${row.quantity} left`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
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

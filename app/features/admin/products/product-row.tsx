/**
 * A product in the products list: its picture, title (the link to its edit page), status and
 * variants, lowest price, stock and last change. On a phone the figures sit under the title; from
 * md they are columns under the list's header.
 */
import { Link } from 'react-router';
import { imageUrl } from '../../../../domain/catalog';
import { formatDay } from '../../../../domain/dates';
import { imageSources } from '../../../../domain/images';
import type { AdminProductRowAnswer } from '../../../../domain/contract/admin-products';
import { formatMoney, toMinor } from '../../../../domain/money';
import { StatusBadge } from '../product-form/status-badge';
import { STOCK_LABELS, STOCK_LOOKS } from './stock-state';

/** The list's columns from md: picture, product, price, stock, changed. */
export const PRODUCT_COLUMNS = { cells: ['', 'PRODUCT', 'PRICE', 'STOCK', 'CHANGED'], grid: 'md:grid-cols-[4rem_minmax(0,1fr)_8rem_9rem_8rem]' } as const;

export function ProductRow({ product, currency }: { product: AdminProductRowAnswer; currency: string }) {
  const sources = product.image ? imageSources(product.image.file, product.image.widths) : undefined;
  const lowest = product.lowestPrice === null ? null : `from ${formatMoney(toMinor(product.lowestPrice, currency), currency)}`;
  return (
    <>
      <div className="row-span-2 h-16 w-16 overflow-hidden border border-line bg-white md:row-span-1">
        {product.image ? (
          <picture>
            {sources ? <source type="image/webp" srcSet={sources.webp} sizes="64px" /> : null}
            <img src={imageUrl(product.image.file)} alt="" width={64} height={64} loading="lazy" className="h-full w-full object-cover" />
          </picture>
        ) : (
          <span className="grid h-full place-items-center text-[10px] text-muted">No image</span>
        )}
      </div>
      <div className="min-w-0">
        <Link to={`/admin/products/${product.id}`} className="font-display text-xl break-words hover:text-gold-dark hover:underline">
          {product.title}
        </Link>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <StatusBadge status={product.status} />
          <span>
            {product.variantCount} {product.variantCount === 1 ? 'variant' : 'variants'}
          </span>
          <span className="md:hidden">· {lowest ?? 'no price'}</span>
        </p>
      </div>
      <p className="col-start-2 flex flex-wrap gap-x-3 text-xs md:contents">
        <span className="hidden text-sm tabular-nums md:block">
          <span className="sr-only">Lowest price: </span>
          {lowest ?? '—'}
        </span>
        <span className={`md:text-sm ${STOCK_LOOKS[product.stock.state]}`}>
          <span className="sr-only">Stock: </span>
          {STOCK_LABELS[product.stock.state]}
          {product.stock.pieces !== null ? ` · ${product.stock.pieces}` : ''}
        </span>
        <span className="text-muted md:text-sm">
          <span className="sr-only">Changed </span>
          <time dateTime={product.updatedAt}>{formatDay(product.updatedAt)}</time>
        </span>
      </p>
    </>
  );
}

/**
 * MY CART: PRODUCT, PRICE, Size, QTY, TOTAL and a bin per line; the
 * same table reads as one card per line on a phone.
 */
import { Link } from 'react-router';
import { cartLineKey, type CartLine } from '../../../domain/cart.ts';
import { productPath } from '../../../domain/catalog.ts';
import { GIFT_WRAP_FEE_MINOR, MAX_LINE_QUANTITY, lineTotalMinor } from '../../../domain/line.ts';
import { imageUrl } from '../../../domain/catalog.ts';
import { formatMoney } from '../../../domain/money.ts';
import { STOCK_MESSAGES, quantityInCart } from '../../../domain/stock.ts';
import type { PriceChange } from './cart-refresh';
import { QuantityStepper } from '../../components/ui/quantity-stepper';

interface CartTableProps {
  lines: readonly CartLine[];
  currency: string;
  changed: readonly PriceChange[];
  /** What the shelf of each ready-to-ship line holds, by cartLineKey(): the cart may not hold more. */
  left?: ReadonlyMap<string, number>;
  onDecrement: (index: number) => void;
  onIncrement: (index: number) => void;
  onRemove: (index: number) => void;
}

const headClass = 'py-3 text-left text-[11px] font-semibold tracking-[0.2em] text-muted';
/** On a phone each cell is a labelled row of the line's card. */
const cellClass = 'col-start-2 flex items-center justify-between gap-4 md:table-cell md:py-6 md:align-middle';
const MobileLabel = ({ children }: { children: string }) => <span className="text-xs tracking-[0.15em] text-muted md:hidden">{children}</span>;

export function CartTable({ lines, currency, changed, left, onDecrement, onIncrement, onRemove }: CartTableProps) {
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Pieces in your cart</caption>
      <thead className="hidden border-b border-line md:table-header-group">
        <tr>
          <th scope="col" className={headClass}>
            PRODUCT
          </th>
          <th scope="col" className={headClass}>
            PRICE
          </th>
          <th scope="col" className={headClass}>
            Size
          </th>
          <th scope="col" className={headClass}>
            QTY
          </th>
          <th scope="col" className={`${headClass} text-right`}>
            TOTAL
          </th>
          <th scope="col" className={headClass}>
            <span className="sr-only">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => {
          const change = changed.find((c) => c.key === cartLineKey(line));
          const href = productPath(line.productId, line.id);
          // Lines of one metal and size (engraved or wrapped differently) share a shelf.
          const shelf = left?.get(cartLineKey(line));
          const onShelfElsewhere = shelf === undefined ? 0 : quantityInCart(lines, line.id, line.metal, line.sizes) - line.quantity;
          const room = shelf === undefined ? undefined : Math.max(0, shelf - onShelfElsewhere);
          const short = room !== undefined && line.quantity > room;
          return (
            <tr key={cartLineKey(line)} className="relative grid grid-cols-[5rem_1fr] gap-x-4 gap-y-2 border-b border-line py-5 md:table-row md:py-0">
              <td className="col-span-2 md:table-cell md:py-6 md:pr-6">
                <div className="flex gap-4">
                  <Link to={href} className="shrink-0 bg-sand">
                    {line.images[0] ? (
                      <img src={imageUrl(line.images[0])} alt="" width={80} height={80} className="h-20 w-20 object-cover" />
                    ) : (
                      <span className="block h-20 w-20" />
                    )}
                  </Link>
                  <div className="min-w-0 pr-10 md:pr-0">
                    <Link to={href} className="font-display text-lg leading-snug hover:text-gold-dark">
                      {line.title}
                    </Link>
                    <dl className="mt-1 space-y-0.5 text-xs text-muted">
                      {line.gemstone ? <Detail term="Gemstone" value={line.gemstone} /> : null}
                      <Detail term="Metal" value={line.metal} />
                      {line.personalisation ? <Detail term="Personalisation" value={`“${line.personalisation}”`} /> : null}
                      {line.giftWrap ? <Detail term="Gift wrap" value={`${money(GIFT_WRAP_FEE_MINOR)} each`} /> : null}
                    </dl>
                    {change ? (
                      <p className="mt-2 text-xs font-medium text-gold-dark" role="status">
                        Price changed from {money(change.fromMinor)} to {money(change.toMinor)}
                      </p>
                    ) : null}
                    {short ? (
                      <p className="mt-2 text-xs font-medium text-sale" role="status">
                        {STOCK_MESSAGES.shortage({ title: line.title, metal: line.metal, size: line.sizes }, shelf ?? 0)}
                      </p>
                    ) : null}
                  </div>
                </div>
              </td>
              <td className={cellClass}>
                <MobileLabel>PRICE</MobileLabel>
                <span>{money(line.priceMinor)}</span>
              </td>
              <td className={cellClass}>
                <MobileLabel>Size</MobileLabel>
                <span>{line.sizes || 'One size'}</span>
              </td>
              <td className={cellClass}>
                <MobileLabel>QTY</MobileLabel>
                <QuantityStepper
                  itemName={line.title}
                  value={line.quantity}
                  min={0}
                  max={room === undefined ? undefined : Math.min(MAX_LINE_QUANTITY, room)}
                  onDecrement={() => onDecrement(index)}
                  onIncrement={() => onIncrement(index)}
                />
              </td>
              <td className={`${cellClass} font-medium md:text-right`}>
                <MobileLabel>TOTAL</MobileLabel>
                <span>{money(lineTotalMinor(line))}</span>
              </td>
              <td className="absolute right-0 top-4 md:static md:table-cell md:py-6 md:pl-4 md:text-right md:align-middle">
                <button
                  type="button"
                  onClick={() => onRemove(index)}
                  aria-label={`Remove ${line.title} from your cart`}
                  className="p-2 text-muted transition hover:text-sale"
                >
                  <BinIcon />
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex gap-1">
      <dt>{term}:</dt>
      <dd className="text-ink">{value}</dd>
    </div>
  );
}

function BinIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </svg>
  );
}

/**
 * MY CART: PRODUCT, PRICE, Size, QTY, TOTAL and a bin per line; the
 * same table reads as one card per line on a phone.
 */
import { Link } from 'react-router';
import { cartLineKey, type CartLine } from '../../../domain/cart.ts';
import { productPath } from '../../../domain/catalog.ts';
import { MAX_LINE_QUANTITY, lineTotalMinor } from '../../../domain/line.ts';
import { GIFT_CARD_MARK, LINE_TERMS, giftCardLineWords, lineDetails, sizeWords } from '../../../domain/line-words.ts';
import { formatMoney } from '../../../domain/money.ts';
import { displayPrice, NO_PRICE_VIEW, type ShownPromotion } from '../../../domain/price-view.ts';
import { STOCK_MESSAGES, quantityInCart } from '../../../domain/stock.ts';
import type { PriceChange } from './cart-refresh';
import { PieceThumbnail } from '../../components/ui/piece-thumbnail';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { Term, Terms } from '../../components/ui/terms';
import { useSizeSystem } from '../../lib/root-data';

/** A cart line as the shopper's place shows it (domain/price-view.ts shownLine): its price and its gift wrap. */
type ShownCartLine = CartLine & { giftWrapMinor: number };

interface CartTableProps {
  lines: readonly ShownCartLine[];
  /** The gift wrap's fee for a piece, as the place shows it. */
  wrapFeeMinor: number;
  currency: string;
  changed: readonly PriceChange[];
  /** What the shelf of each ready-to-ship line holds, by cartLineKey(): the cart may not hold more. */
  left?: ReadonlyMap<string, number>;
  /** The promotion each line's piece shows, by cartLineKey(): its PRICE is the price after it, as the quote charges. */
  promotions?: ReadonlyMap<string, ShownPromotion>;
  onDecrement: (index: number) => void;
  onIncrement: (index: number) => void;
  onRemove: (index: number) => void;
}

const headClass = 'py-3 text-left text-[11px] font-semibold tracking-[0.2em] text-muted';
/** On a phone each cell is a labelled row of the line's card. */
const cellClass = 'col-start-2 flex items-center justify-between gap-4 md:table-cell md:py-6 md:align-middle';
const MobileLabel = ({ children }: { children: string }) => <span className="text-xs tracking-[0.15em] text-muted md:hidden">{children}</span>;

export function CartTable({ lines, wrapFeeMinor, currency, changed, left, promotions, onDecrement, onIncrement, onRemove }: CartTableProps) {
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
            {LINE_TERMS.size}
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
        {lines.map((line, index) => (
          <CartRow
            key={cartLineKey(line)}
            line={line}
            wrapFeeMinor={wrapFeeMinor}
            currency={currency}
            change={changed.find((c) => c.key === cartLineKey(line))}
            room={roomFor(lines, line, left)}
            promotion={promotions?.get(cartLineKey(line)) ?? null}
            onDecrement={() => onDecrement(index)}
            onIncrement={() => onIncrement(index)}
            onRemove={() => onRemove(index)}
          />
        ))}
      </tbody>
    </table>
  );
}

/** How many of a ready-to-ship line the cart may hold: what its shelf holds less its other lines (engraved or wrapped differently) take. */
function roomFor(lines: readonly CartLine[], line: CartLine, left: CartTableProps['left']): Room | undefined {
  const shelf = left?.get(cartLineKey(line));
  if (shelf === undefined) return undefined;
  const onShelfElsewhere = quantityInCart(lines, line.id, line.metal, line.sizes) - line.quantity;
  return { shelf, room: Math.max(0, shelf - onShelfElsewhere) };
}

interface Room {
  /** What the shelf holds. */
  shelf: number;
  /** What of it this line may take. */
  room: number;
}

interface CartRowProps {
  line: ShownCartLine;
  wrapFeeMinor: number;
  currency: string;
  change?: PriceChange;
  room?: Room;
  promotion: ShownPromotion | null;
  onDecrement: () => void;
  onIncrement: () => void;
  onRemove: () => void;
}

function CartRow({ line, wrapFeeMinor, currency, change, room, promotion, onDecrement, onIncrement, onRemove }: CartRowProps) {
  const sizeSystem = useSizeSystem();
  const money = (minor: number) => formatMoney(minor, currency);
  // The line's price is the place's already: the promotion comes off it as the quote takes it off one piece.
  const unit = displayPrice(line.priceMinor, NO_PRICE_VIEW, promotion);
  // Taken once off the line's pieces (never off gift wrap), as the quote takes a percent off its eligible amount.
  const goods = line.priceMinor * line.quantity;
  const promotionOff = goods - displayPrice(goods, NO_PRICE_VIEW, promotion).amountMinor;
  return (
    <tr className="relative grid grid-cols-[5rem_1fr] gap-x-4 gap-y-2 border-b border-line py-5 md:table-row md:py-0">
      <td className="col-span-2 md:table-cell md:py-6 md:pr-6">
        <PieceCell
          line={line}
          wrapFeeMinor={wrapFeeMinor}
          currency={currency}
          change={change}
          shortOf={room && line.quantity > room.room ? room.shelf : undefined}
        />
      </td>
      <td className={cellClass}>
        <MobileLabel>PRICE</MobileLabel>
        {unit.beforePromotionMinor === null ? (
          <span>{money(line.priceMinor)}</span>
        ) : (
          <span className="flex flex-col items-end md:items-start">
            <span>
              {money(unit.amountMinor)}{' '}
              <s className="text-xs text-muted">
                <span className="sr-only">Was </span>
                {money(unit.beforePromotionMinor)}
              </s>
            </span>
            <span className="text-xs font-semibold tracking-wide text-sale">{unit.promotion}</span>
          </span>
        )}
      </td>
      <td className={cellClass}>
        {/* A gift card has no size: its cell stays empty, on a phone without its label (decision record 050). */}
        {line.giftCard ? null : (
          <>
            <MobileLabel>{LINE_TERMS.size}</MobileLabel>
            <span>{sizeWords(line.sizes, sizeSystem)}</span>
          </>
        )}
      </td>
      <td className={cellClass}>
        <MobileLabel>QTY</MobileLabel>
        <QuantityStepper
          itemName={line.title}
          value={line.quantity}
          min={0}
          max={room === undefined ? undefined : Math.min(MAX_LINE_QUANTITY, room.room)}
          onDecrement={onDecrement}
          onIncrement={onIncrement}
        />
      </td>
      <td className={`${cellClass} font-medium md:text-right`}>
        <MobileLabel>TOTAL</MobileLabel>
        <span>
          {money(lineTotalMinor(line) - promotionOff)}
          {promotionOff > 0 ? (
            <s className="ml-2 text-xs font-normal text-muted">
              <span className="sr-only">Was </span>
              {money(lineTotalMinor(line))}
            </s>
          ) : null}
        </span>
      </td>
      <td className="absolute right-0 top-4 md:static md:table-cell md:py-6 md:pl-4 md:text-right md:align-middle">
        <button type="button" onClick={onRemove} aria-label={`Remove ${line.title} from your cart`} className="p-2 text-muted transition hover:text-sale">
          <BinIcon />
        </button>
      </td>
    </tr>
  );
}

/** The piece's picture, name and choices (its size has a column of its own), and what changed of its price or shelf. */
function PieceCell({
  line,
  wrapFeeMinor,
  currency,
  change,
  shortOf,
}: {
  line: CartLine;
  wrapFeeMinor: number;
  currency: string;
  change?: PriceChange;
  shortOf?: number;
}) {
  const money = (minor: number) => formatMoney(minor, currency);
  // A gift card line names no piece: its link is the page that chooses a card.
  const href = line.giftCard ? '/gift-cards' : productPath(line.productId, line.id);
  // A gift card line says its card in its words, no metal or wrap (decision record 050).
  const details = line.giftCard
    ? []
    : lineDetails({ ...line, size: line.sizes }, { giftWrap: `${money(wrapFeeMinor)} each` }).filter(({ term }) => term !== LINE_TERMS.size);
  return (
    <div className="flex gap-4">
      <PieceThumbnail file={line.images[0]} to={href} size={80} mark={line.giftCard ? GIFT_CARD_MARK : undefined} />
      <div className="min-w-0 pr-10 md:pr-0">
        <Link to={href} className="font-display text-lg leading-snug hover:text-gold-dark">
          {line.title}
        </Link>
        {line.giftCard ? <p className="mt-1 text-xs">{giftCardLineWords(line.giftCard, currency)}</p> : null}
        <Terms look="inline" className="mt-1 space-y-0.5 text-xs">
          {details.map(({ term, value }) => (
            <Term key={term} term={term}>
              {value}
            </Term>
          ))}
        </Terms>
        {change ? (
          <p className="mt-2 text-xs font-medium text-gold-dark" role="status">
            Price changed from {money(change.fromMinor)} to {money(change.toMinor)}
          </p>
        ) : null}
        {shortOf !== undefined ? (
          <p className="mt-2 text-xs font-medium text-sale" role="status">
            {STOCK_MESSAGES.shortage({ title: line.title, metal: line.metal, size: line.sizes }, shortOf)}
          </p>
        ) : null}
      </div>
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

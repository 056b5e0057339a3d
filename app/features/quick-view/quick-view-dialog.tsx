/**
 * Quick View: a card's variant in a modal dialog, with its pictures, the price of the
 * chosen metal, a size picker when the piece has sizes, whether the choice is made to order or
 * how many are left, a quantity from 1 up to what is left, and Add to Cart (not when sold out).
 * The parent mounts it to open it and unmounts it on `onClose`, so every opening starts afresh
 * (quantity 1, first metal, no size).
 */
import { sizeWords } from '../../../domain/line-words.ts';
import { useSizeSystem } from '../../lib/root-data';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { MAX_LINE_QUANTITY } from '../../../domain/line.ts';
import { productPath, stockLeft, type Variant } from '../../../domain/catalog.ts';
import { STOCK_MESSAGES, addableQuantity, availability, quantityInCart } from '../../../domain/stock.ts';
import { CloseIcon } from '../../components/icons';
import { Price } from '../../components/price';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { ProductImage } from '../../components/ui/product-image';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { useShop } from '../../lib/root-data';
import { cart, useCartLines } from '../cart/cart-store';
import { StockNotice } from '../product/stock-notice';
import { INITIAL_CHOICE, QUICK_VIEW_MESSAGES, clampQuantity, needsSize, quickViewLine, type QuickViewChoice } from './quick-view-line';

export function QuickViewDialog({ variant, onClose }: { variant: Variant; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog labelledBy={titleId} onClose={onClose} layout="wide">
      {(close) => (
        <>
          {/* Sticky, so the way out stays in reach while a long dialog scrolls on a phone. */}
          <div className="sticky top-0 z-20 flex h-0 justify-end">
            <button
              type="button"
              onClick={close}
              aria-label="Close quick view"
              className="mr-2 mt-2 grid h-10 w-10 shrink-0 place-items-center rounded-full bg-ivory/90 text-ink shadow-sm hover:text-gold-dark"
            >
              <CloseIcon className="h-5 w-5" />
            </button>
          </div>
          <div className="grid gap-6 p-5 md:grid-cols-2 md:gap-10 md:p-8">
            <QuickViewGallery variant={variant} />
            <QuickViewDetails variant={variant} titleId={titleId} onAdded={close} />
          </div>
        </>
      )}
    </Dialog>
  );
}

const MAX_IMAGES = 5;

function QuickViewGallery({ variant }: { variant: Variant }) {
  const images = variant.images.slice(0, MAX_IMAGES);
  const [shown, setShown] = useState(0);
  return (
    <div>
      <div className="aspect-square overflow-hidden bg-sand">
        {images[shown] ? (
          <ProductImage
            file={images[shown]}
            widths={variant.imageWidths[shown]}
            sizes="(min-width: 768px) 400px, 100vw"
            alt={`${variant.title}${variant.gemstone ? ` with ${variant.gemstone}` : ''}, view ${shown + 1} of ${images.length}`}
            width={800}
            height={800}
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      {images.length > 1 ? (
        <div className="mt-3 grid grid-cols-5 gap-2">
          {images.map((file, i) => (
            <button
              key={file}
              type="button"
              onClick={() => setShown(i)}
              aria-label={`Show picture ${i + 1} of ${images.length}`}
              aria-pressed={i === shown}
              className={`overflow-hidden bg-sand ring-1 transition ${i === shown ? 'ring-ink' : 'ring-line hover:ring-gold'}`}
            >
              <ProductImage
                file={file}
                widths={variant.imageWidths[i]}
                sizes="(min-width: 768px) 80px, 20vw"
                alt=""
                width={120}
                height={120}
                loading="lazy"
                className="aspect-square w-full object-cover"
              />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function QuickViewDetails({ variant, titleId, onAdded }: { variant: Variant; titleId: string; onAdded: () => void }) {
  const { currency } = useShop();
  const [choice, setChoice] = useState<QuickViewChoice>(INITIAL_CHOICE);
  const [sizeMissing, setSizeMissing] = useState(false);
  const pickerName = useId();
  const update = (change: Partial<QuickViewChoice>) => setChoice((current) => ({ ...current, ...change }));
  const cartLines = useCartLines();
  const metal = variant.metals[choice.metalIndex] ?? '';
  const available = availability(variant, metal, choice.size);
  const left = stockLeft(variant, metal, choice.size);
  const addable = addableQuantity(left, quantityInCart(cartLines, variant.id, metal, choice.size));
  // The stepper stops at what the shelf still has for this cart (made to order: the line's limit).
  const maxQuantity = Math.max(1, Math.min(MAX_LINE_QUANTITY, addable ?? MAX_LINE_QUANTITY));
  const quantity = Math.min(choice.quantity, maxQuantity);

  const addToCart = () => {
    if (needsSize(variant, choice.size)) {
      setSizeMissing(true);
      return;
    }
    if (addable === 0) {
      toast.error(STOCK_MESSAGES.shortage({ title: variant.title, metal, size: choice.size }, left ?? 0));
      return;
    }
    cart.add(quickViewLine(variant, { ...choice, quantity }, currency));
    toast.success(QUICK_VIEW_MESSAGES.added);
    onAdded();
  };

  return (
    <div className="flex flex-col">
      {variant.gemstone ? <p className="text-xs font-semibold tracking-[0.25em] text-gold-dark uppercase">{variant.gemstone}</p> : null}
      <h2 id={titleId} className="mt-2 pr-8 text-3xl leading-tight">
        {variant.title}
      </h2>
      <div className="mt-3">
        <Price
          amountMinor={variant.pricesMinor[choice.metalIndex] ?? 0}
          compareAtMinor={variant.compareAtMinor[choice.metalIndex]}
          promotion={variant.promotion}
          size="lg"
        />
      </div>
      <div className="mt-2">
        <StockNotice availability={available} />
      </div>
      <p className="mt-4 line-clamp-4 text-sm leading-relaxed text-muted">{variant.description}</p>

      <MetalChips name={`${pickerName}-metal`} metals={variant.metals} chosen={choice.metalIndex} onChoose={(metalIndex) => update({ metalIndex })} />
      <SizeChips
        name={`${pickerName}-size`}
        sizes={variant.sizes}
        chosen={choice.size}
        missing={sizeMissing}
        onChoose={(size) => {
          update({ size });
          setSizeMissing(false);
        }}
      />

      <div className="mt-6">
        <QuantityStepper
          value={quantity}
          max={maxQuantity}
          onDecrement={() => update({ quantity: clampQuantity(quantity - 1) })}
          onIncrement={() => update({ quantity: clampQuantity(Math.min(quantity + 1, maxQuantity)) })}
        />
      </div>

      <Button onClick={addToCart} disabled={available.kind === 'sold-out'} className="mt-6">
        Add to Cart
      </Button>
      <Link
        to={productPath(variant.productId, variant.id)}
        className="mt-4 self-center border-b border-ink/40 pb-0.5 text-xs font-semibold tracking-[0.2em] uppercase hover:border-gold-dark hover:text-gold-dark"
      >
        View full details
      </Link>
    </div>
  );
}

/** The metals as chips. Each radio lies, transparent, over its chip: a tap lands on the real control. */
function MetalChips({ name, metals, chosen, onChoose }: { name: string; metals: string[]; chosen: number; onChoose: (index: number) => void }) {
  if (metals.length === 0) return null;
  return (
    <fieldset className="mt-6">
      <legend className="text-xs font-semibold tracking-[0.2em]">
        METAL: <span className="font-normal tracking-normal text-muted">{metals[chosen]}</span>
      </legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {metals.map((metal, i) => (
          <label key={metal} className="relative">
            <input
              type="radio"
              name={name}
              value={metal}
              checked={chosen === i}
              onChange={() => onChoose(i)}
              className="peer absolute inset-0 z-10 cursor-pointer opacity-0"
            />
            <span className="block border border-line px-3 py-2 text-xs transition peer-checked:border-ink peer-checked:bg-ink peer-checked:text-ivory peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold hover:border-ink">
              {metal}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The sizes as chips (none for a piece of one size), with the message when none was chosen. */
function SizeChips(props: { name: string; sizes: string[]; chosen: string; missing: boolean; onChoose: (size: string) => void }) {
  const errorId = useId();
  const system = useSizeSystem();
  if (props.sizes.length === 0) return null;
  return (
    <fieldset className="mt-5" aria-describedby={props.missing ? errorId : undefined}>
      <legend className="text-xs font-semibold tracking-[0.2em]">
        SIZE{props.chosen ? <span className="font-normal tracking-normal text-muted">: {sizeWords(props.chosen, system)}</span> : null}
      </legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {props.sizes.map((size) => (
          <label key={size} className="relative">
            <input
              type="radio"
              name={props.name}
              value={size}
              checked={props.chosen === size}
              onChange={() => props.onChoose(size)}
              className="peer absolute inset-0 z-10 cursor-pointer opacity-0"
            />
            <span className="grid h-10 min-w-10 place-items-center border border-line px-2 text-sm transition peer-checked:border-ink peer-checked:bg-ink peer-checked:text-ivory peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold hover:border-ink">
              {sizeWords(size, system)}
            </span>
          </label>
        ))}
      </div>
      {props.missing ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-sale">
          {QUICK_VIEW_MESSAGES.chooseSize}
        </p>
      ) : null}
    </fieldset>
  );
}

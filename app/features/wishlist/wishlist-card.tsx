import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { imageUrl } from '../../../domain/catalog.ts';
import { CloseIcon } from '../../components/icons';
import { Price } from '../../components/price';
import { useShop } from '../../lib/root-data';
import { cart } from '../cart/cart-store';
import { ADDED_TO_CART_MESSAGE, cartLineFor, needsSize } from '../../../domain/cart-line.ts';
import { SizeSelect } from '../../components/size-select';
import { productPath } from '../../../domain/catalog.ts';
import type { CurrentState } from './use-current-variants';
import { wishlist, type WishlistItem } from './wishlist-store';

/** A saved piece: what it costs now, and an Add to Cart in its first metal. */
export function WishlistCard({ item, current }: { item: WishlistItem; current: CurrentState }) {
  const { currency } = useShop();
  const [size, setSize] = useState('');
  const [sizeMissing, setSizeMissing] = useState(false);
  const sizeSelect = useRef<HTMLSelectElement>(null);
  const sizeId = useId();
  const href = productPath(item.productId, item.id);
  const variant = current.status === 'found' ? current.variant : undefined;

  const addToCart = () => {
    if (!variant) return;
    if (needsSize(variant, size)) {
      setSizeMissing(true);
      sizeSelect.current?.focus();
      return;
    }
    cart.add(cartLineFor(variant, { metalIndex: 0, size }, currency));
    toast.success(ADDED_TO_CART_MESSAGE);
  };

  const chooseSize = (next: string) => {
    setSize(next);
    if (next) setSizeMissing(false);
  };

  return (
    <article className="relative flex w-full gap-4 border border-line bg-white/60 p-3 sm:flex-col sm:p-0">
      <Link to={href} className="block w-28 shrink-0 self-start bg-sand sm:w-full" tabIndex={-1} aria-hidden="true">
        <img src={imageUrl(item.images[0])} alt="" width={600} height={600} loading="lazy" decoding="async" className="aspect-square w-full object-cover" />
      </Link>
      <button
        type="button"
        onClick={() => wishlist.remove(item.id)}
        aria-label={`Remove ${item.title} from your wishlist`}
        className="absolute right-2 top-2 flex h-9 w-9 items-center justify-center rounded-full bg-ivory/90 text-muted shadow-sm hover:text-sale"
      >
        <CloseIcon className="h-4 w-4" />
      </button>
      <div className="flex min-w-0 flex-1 flex-col gap-2 pr-8 sm:p-4 sm:pr-4">
        <h2 className="font-display text-xl leading-snug">
          <Link to={href} className="hover:text-gold-dark">
            {item.title}
          </Link>
        </h2>
        {variant?.gemstone ? <p className="text-xs uppercase tracking-widest text-muted">{variant.gemstone}</p> : null}
        <p className="line-clamp-2 text-sm text-muted sm:line-clamp-3">{item.description}</p>
        <CurrentPrice item={item} current={current} />
        <div className="mt-auto flex flex-col gap-3 pt-2">
          {variant ? (
            <SizeSelect id={sizeId} ref={sizeSelect} sizes={variant.sizes} value={size} onChange={chooseSize} invalid={sizeMissing && !size} compact />
          ) : null}
          <button
            type="button"
            onClick={addToCart}
            disabled={!variant}
            className="bg-ink px-4 py-3 text-xs font-semibold tracking-[0.25em] text-ivory transition hover:bg-gold-dark disabled:cursor-not-allowed disabled:opacity-40"
          >
            ADD TO CART
          </button>
        </div>
      </div>
    </article>
  );
}

function CurrentPrice({ item, current }: { item: WishlistItem; current: CurrentState }) {
  switch (current.status) {
    case 'found':
      return (
        <Price amountMinor={current.variant.pricesMinor[0] ?? 0} compareAtMinor={current.variant.compareAtMinor[0]} promotion={current.variant.promotion} />
      );
    case 'loading':
      return <span className="h-5 w-20 animate-pulse bg-sand" aria-label="Checking the current price" />;
    case 'gone':
      return <p className="text-sm text-sale">No longer available</p>;
    case 'unknown':
      return (
        <p className="text-sm text-muted">
          <Price amountMinor={item.priceMinor} /> <span className="block text-xs">when saved; the current price could not be checked</span>
        </p>
      );
  }
}

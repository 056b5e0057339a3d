/**
 * The product page's right-hand column: what the piece is, what it costs in the chosen metal,
 * whether that metal and size is made to order or how many are left, the choices that make the
 * cart line, and the buttons that add it (not for a sold-out choice, nor past what is left).
 */
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import type { Product, Variant } from '../../../domain/catalog.ts';
import { HeartIcon } from '../../components/icons';
import { Price } from '../../components/price';
import { useShop } from '../../lib/root-data';
import { cart, useCartLines } from '../cart/cart-store';
import { useWishlist, wishlist, wishlistItemFor } from '../wishlist/wishlist-store';
import { ADDED_TO_CART_MESSAGE, cartLineFor, metalIndexFor, needsSize, offersSize } from '../../../domain/cart-line.ts';
import { stockLeft } from '../../../domain/catalog.ts';
import { STOCK_MESSAGES, addableQuantity, availability, quantityInCart } from '../../../domain/stock.ts';
import { DeliveryCheck } from './delivery-check';
import { GemstonePicker } from './gemstone-picker';
import { GiftWrapOption } from './gift-wrap-option';
import { MetalPicker } from './metal-picker';
import { PersonalisationInput } from './personalisation-input';
import type { ShippingOption } from './product.server';
import { RatingStars } from './rating-stars';
import { SizeSelect } from '../../components/size-select';
import { StockNotice } from './stock-notice';
import { TrustBadges } from './trust-badges';

interface ProductSummaryProps {
  product: Product;
  variant: Variant;
  shipping: ShippingOption[];
}

export function ProductSummary({ product, variant, shipping }: ProductSummaryProps) {
  const { currency } = useShop();
  const navigate = useNavigate();
  // Choices outlive a change of gemstone (same component, new variant) where they still fit.
  const [chosenMetal, setChosenMetal] = useState(0);
  const [chosenSize, setChosenSize] = useState('');
  const [personalisation, setPersonalisation] = useState('');
  const [giftWrap, setGiftWrap] = useState(false);
  const [sizeMissing, setSizeMissing] = useState(false);
  const sizeSelect = useRef<HTMLSelectElement>(null);

  const metalIndex = metalIndexFor(variant, chosenMetal);
  const size = offersSize(variant, chosenSize) ? chosenSize : '';
  const priceMinor = variant.pricesMinor[metalIndex] ?? 0;
  const metal = variant.metals[metalIndex] ?? '';
  const available = availability(variant, metal, size);
  const soldOut = available.kind === 'sold-out';
  const cartLines = useCartLines();

  const chooseSize = (next: string) => {
    setChosenSize(next);
    if (next) setSizeMissing(false);
  };

  /** Adds the line, or explains what is missing; true when it went in the cart. */
  const addToCart = (): boolean => {
    if (needsSize(variant, size)) {
      setSizeMissing(true);
      sizeSelect.current?.focus();
      return false;
    }
    // The cart may not hold more of a ready-to-ship choice than its shelf.
    const left = stockLeft(variant, metal, size);
    if (addableQuantity(left, quantityInCart(cartLines, variant.id, metal, size)) === 0) {
      toast.error(STOCK_MESSAGES.shortage({ title: variant.title, metal, size }, left ?? 0));
      return false;
    }
    cart.add(cartLineFor(variant, { metalIndex, size, personalisation, giftWrap }, currency));
    toast.success(ADDED_TO_CART_MESSAGE);
    return true;
  };

  const buyNow = () => {
    if (addToCart()) navigate('/cart');
  };

  return (
    <div className="flex flex-col gap-7">
      <header className="flex flex-col gap-3">
        <p className="text-xs font-semibold tracking-[0.25em] text-gold-dark uppercase">{variant.categories.join(', ')}</p>
        <h1 className="text-4xl leading-tight lg:text-5xl">{variant.title}</h1>
        {product.showRating && product.stars ? <RatingStars rating={product.stars.average} count={product.stars.count} /> : null}
        <div aria-live="polite">
          <Price amountMinor={priceMinor} compareAtMinor={variant.compareAtMinor[metalIndex]} promotion={variant.promotion} size="lg" />
        </div>
        <StockNotice availability={available} />
      </header>

      <GemstonePicker variants={product.variants} current={variant} />
      <MetalPicker metals={variant.metals} selected={metalIndex} onSelect={setChosenMetal} />
      <SizeSelect id="size" ref={sizeSelect} sizes={variant.sizes} value={size} onChange={chooseSize} invalid={sizeMissing && !size} piece={variant} />
      <PersonalisationInput value={personalisation} onChange={setPersonalisation} />
      <GiftWrapOption checked={giftWrap} onChange={setGiftWrap} />

      <div className="flex gap-3">
        <button
          type="button"
          onClick={addToCart}
          disabled={soldOut}
          className="flex-1 border border-ink px-4 py-3.5 text-xs font-semibold tracking-[0.15em] sm:tracking-[0.25em] transition hover:bg-ink hover:text-ivory disabled:cursor-not-allowed disabled:border-line disabled:text-muted disabled:hover:bg-transparent"
        >
          ADD TO CART
        </button>
        <button
          type="button"
          onClick={buyNow}
          disabled={soldOut}
          className="flex-1 bg-ink px-4 py-3.5 text-xs font-semibold tracking-[0.15em] sm:tracking-[0.25em] text-ivory transition hover:bg-gold-dark disabled:cursor-not-allowed disabled:bg-line disabled:text-muted"
        >
          BUY NOW
        </button>
        <WishlistHeart variant={variant} priceMinor={variant.pricesMinor[0] ?? 0} currency={currency} />
      </div>

      <DeliveryCheck variant={variant} shipping={shipping} />
      <TrustBadges />
    </div>
  );
}

function WishlistHeart({ variant, priceMinor, currency }: { variant: Variant; priceMinor: number; currency: string }) {
  const saved = useWishlist().some((item) => item.id === variant.id);
  const toggle = () => wishlist.toggle(wishlistItemFor(variant, currency, priceMinor));
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={saved}
      aria-label="Save to wishlist"
      title={saved ? 'Saved to your wishlist' : 'Save to wishlist'}
      className={`flex w-12 shrink-0 items-center justify-center border transition ${saved ? 'border-sale text-sale' : 'border-line hover:border-ink'}`}
    >
      <HeartIcon filled={saved} className="h-5 w-5" />
    </button>
  );
}

import { useState, type PointerEvent } from 'react';
import { Link } from 'react-router';
import { wrapIndex } from '../../../domain/carousel.ts';
import { productPath, type Product, type ProductStars, type Variant } from '../../../domain/catalog.ts';
import { useSwipe } from '../../lib/use-swipe';
import { QuickViewDialog } from '../quick-view/quick-view-dialog';
import { useWishlist, wishlist, wishlistItemFor } from '../wishlist/wishlist-store';
import { useShop } from '../../lib/root-data';
import { HeartIcon } from '../../components/icons';
import { ProductImage } from '../../components/ui/product-image';
import { Price } from '../../components/price';
import { starsWords } from '../../../domain/ranking.ts';

/** A card shows up to five pictures. */
const MAX_CARD_IMAGES = 5;
/** A card's width: a third of the page's 1280 px (less the gaps), a third from 768 px, else half. */
const CARD_SIZES = '(min-width: 1280px) 384px, (min-width: 768px) 33vw, 50vw';

/**
 * A product as cards show it: its first variant (the one that matched, in a filtered list), with
 * its pictures, its first price and a real former price when it has one, BEST SELLER among the most
 * sold pieces, its reviews' stars with their count ("★ 4.6 (23)", nothing without a review), a
 * wishlist heart and Quick View. `eager`: its first picture loads at once (a card in the
 * first screen); `priority`: before the page's other pictures too (the card most likely to be the
 * page's largest paint, so the browser fetches it first).
 */
export function ProductCard({ product, eager = false, priority = false }: { product: Product; eager?: boolean; priority?: boolean }) {
  const variant = product.variants[0];
  if (!variant) return null;
  const stars = product.showRating ? product.stars : null;
  return <VariantCard variant={variant} stars={stars} bestSeller={product.bestSeller} eager={eager || priority} priority={priority} />;
}

interface VariantCardProps {
  variant: Variant;
  stars: ProductStars | null;
  bestSeller: boolean;
  eager: boolean;
  priority: boolean;
}

function VariantCard({ variant, stars, bestSeller, eager, priority }: VariantCardProps) {
  const [quickView, setQuickView] = useState(false);
  const href = productPath(variant.productId, variant.id);
  return (
    <article className="group relative flex flex-col">
      <div className="relative">
        <CardPictures variant={variant} href={href} eager={eager} priority={priority} />
        {bestSeller ? (
          <span className="pointer-events-none absolute left-3 top-3 bg-ink/85 px-2 py-1 text-[10px] font-semibold tracking-[0.18em] text-ivory">
            BEST SELLER
          </span>
        ) : null}
        <WishlistHeart variant={variant} />
        {/* With a mouse, a bar over the photo's foot while the card is hovered or focused; without one (a phone), a slim button under the photo, which it never covers. */}
        <button
          type="button"
          onClick={() => setQuickView(true)}
          aria-label={`Quick View: ${variant.title}`}
          aria-haspopup="dialog"
          className="mt-2 block w-full border border-line py-2 text-[10px] font-semibold tracking-[0.25em] text-ink uppercase transition hover:bg-ink hover:text-ivory focus-visible:opacity-100 pointer-fine:absolute pointer-fine:inset-x-3 pointer-fine:bottom-3 pointer-fine:mt-0 pointer-fine:w-auto pointer-fine:border-0 pointer-fine:bg-ivory/95 pointer-fine:opacity-0 pointer-fine:shadow-sm pointer-fine:group-hover:opacity-100 pointer-fine:group-focus-within:opacity-100 md:text-[11px]"
        >
          Quick View
        </button>
      </div>
      <div className="mt-3 flex flex-col gap-1">
        <h3 className="font-display text-lg leading-snug">
          <Link to={href} className="hover:text-gold-dark">
            {variant.title}
          </Link>
        </h3>
        <p className="text-xs uppercase tracking-widest text-muted">{[variant.gemstone, variant.metals[0]].filter(Boolean).join(' · ')}</p>
        <Price amountMinor={variant.pricesMinor[0] ?? 0} compareAtMinor={variant.compareAtMinor[0]} promotion={variant.promotion} />
        {stars ? <CardStars stars={stars} /> : null}
      </div>
      {quickView ? <QuickViewDialog variant={variant} onClose={() => setQuickView(false)} /> : null}
    </article>
  );
}

/** The reviews' stars in a few bytes: one star, the average and the count, read out in words. */
function CardStars({ stars }: { stars: ProductStars }) {
  return (
    <p className="text-xs tabular-nums text-muted">
      <span role="img" aria-label={starsWords(stars)}>
        <span className="text-gold">★</span> {stars.average.toFixed(1)} ({stars.count})
      </span>
    </p>
  );
}

/**
 * The pictures: a mouse moving across the card shows them in turn, a finger swipes through them,
 * and thin marks along the bottom tell how many there are. Only the first loads until a pointer
 * comes near, so a grid of cards stays light.
 */
function CardPictures({ variant, href, eager, priority }: { variant: Variant; href: string; eager: boolean; priority: boolean }) {
  const images = variant.images.slice(0, MAX_CARD_IMAGES);
  const [shown, setShown] = useState(0);
  const [warm, setWarm] = useState(false);
  const swipe = useSwipe((step) => {
    setWarm(true);
    setShown((i) => wrapIndex(i + step, images.length));
  });
  const followMouse = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'mouse' || images.length < 2) return;
    const box = event.currentTarget.getBoundingClientRect();
    const zone = Math.floor(((event.clientX - box.left) / box.width) * images.length);
    setShown(Math.min(images.length - 1, Math.max(0, zone)));
  };
  const alt = `${variant.title}${variant.gemstone ? ` with ${variant.gemstone}` : ''}`;

  return (
    // Out of the tab order: the title below is the same link, with words.
    <Link
      to={href}
      tabIndex={-1}
      draggable={false}
      className="relative block aspect-square touch-pan-y overflow-hidden bg-sand"
      onPointerEnter={() => setWarm(true)}
      onPointerMove={followMouse}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setShown(0)}
      {...swipe}
    >
      {images.map((file, i) =>
        i === 0 || warm ? (
          <ProductImage
            key={file}
            file={file}
            widths={variant.imageWidths[i]}
            sizes={CARD_SIZES}
            alt={i === shown ? alt : ''}
            width={800}
            height={800}
            loading={eager && i === 0 ? 'eager' : 'lazy'}
            fetchPriority={priority && i === 0 ? 'high' : undefined}
            decoding="async"
            draggable={false}
            className={`absolute inset-0 h-full w-full object-cover transition duration-500 group-hover:scale-[1.03] motion-reduce:transition-none ${i === shown ? 'opacity-100' : 'opacity-0'}`}
          />
        ) : null,
      )}
      {images.length === 0 ? (
        // A piece without a picture says so where the picture would be.
        <span className="absolute inset-0 grid place-items-center text-xs font-semibold tracking-[0.25em] text-muted">No Image</span>
      ) : null}
      {images.length > 1 ? (
        <span className="absolute inset-x-0 bottom-0 flex gap-0.5" aria-hidden>
          {images.map((file, i) => (
            <span key={file} className={`h-0.5 flex-1 transition-colors ${i === shown ? 'bg-ink/70' : 'bg-ink/10'}`} />
          ))}
        </span>
      ) : null}
    </Link>
  );
}

function WishlistHeart({ variant }: { variant: Variant }) {
  const { currency } = useShop();
  const saved = useWishlist().some((item) => item.id === variant.id);
  const toggle = () => wishlist.toggle(wishlistItemFor(variant, currency));
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={saved}
      aria-label={`Save ${variant.title} to wishlist`}
      className={`absolute right-3 top-3 grid h-9 w-9 place-items-center rounded-full bg-ivory/90 shadow-sm transition hover:text-sale ${saved ? 'text-sale' : 'text-ink'}`}
    >
      <HeartIcon filled={saved} className="h-[18px] w-[18px]" />
    </button>
  );
}

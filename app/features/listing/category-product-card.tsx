import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { MAX_PERSONALISATION_LENGTH } from '../../../domain/line.ts';
import { productPath, type Product, type Variant } from '../../../domain/catalog.ts';
import { Price } from '../../components/price';
import { ProductImage } from '../../components/ui/product-image';
import { cart } from '../cart/cart-store';
import { ADDED_TO_CART_MESSAGE, cartLineFor, needsSize } from '../../../domain/cart-line.ts';
import { SizeSelect } from '../../components/size-select';
import { useShop } from '../../lib/root-data';

/**
 * A piece on the category page: picture, title, categories, first price, a
 * personalisation and, for pieces that come in sizes, a size. Add to Cart puts it in the cart in
 * the first metal; Buy Now does the same and goes to the cart.
 */
export function CategoryProductCard({ product, eager }: { product: Product; eager: boolean }) {
  const variant = product.variants[0];
  const { currency } = useShop();
  const navigate = useNavigate();
  const id = useId();
  const [personalisation, setPersonalisation] = useState('');
  const [size, setSize] = useState('');
  const [sizeMissing, setSizeMissing] = useState(false);
  if (!variant) return null;
  const href = productPath(product.id, variant.id);

  const addToCart = (): boolean => {
    if (needsSize(variant, size)) {
      setSizeMissing(true);
      return false;
    }
    cart.add(cartLineFor(variant, { metalIndex: 0, size, personalisation }, currency));
    toast.success(ADDED_TO_CART_MESSAGE);
    return true;
  };

  return (
    <article className="flex flex-col">
      <CardPicture href={href} variant={variant} eager={eager} />
      <div className="mt-4 flex flex-1 flex-col gap-1">
        <h3 className="font-display text-xl leading-snug">
          <Link to={href} className="hover:text-gold-dark">
            {variant.title}
          </Link>
        </h3>
        <p className="text-xs uppercase tracking-widest text-muted">{variant.categories.join(', ')}</p>
        <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
          <Price amountMinor={variant.pricesMinor[0] ?? 0} compareAtMinor={variant.compareAtMinor[0]} promotion={variant.promotion} />
          {variant.metals[0] ? <span className="text-xs text-muted">in {variant.metals[0]}</span> : null}
        </p>
        <div className="mt-4 space-y-3">
          <CardPersonalisation id={`${id}-personalisation`} value={personalisation} onChange={setPersonalisation} />
          <SizeSelect
            id={`${id}-size`}
            sizes={variant.sizes}
            value={size}
            onChange={(value) => {
              setSize(value);
              setSizeMissing(false);
            }}
            invalid={sizeMissing}
          />
        </div>
        <div className="mt-auto grid grid-cols-2 gap-2 pt-5">
          <button
            type="button"
            onClick={() => addToCart() && navigate('/cart')}
            aria-label={`Buy Now: ${variant.title}`}
            className="bg-ink px-3 py-3 text-[11px] font-semibold tracking-[0.2em] text-ivory hover:bg-gold-dark"
          >
            BUY NOW
          </button>
          <button
            type="button"
            onClick={addToCart}
            aria-label={`Add to Cart: ${variant.title}`}
            className="border border-ink px-3 py-3 text-[11px] font-semibold tracking-[0.2em] hover:bg-ink hover:text-ivory"
          >
            ADD TO CART
          </button>
        </div>
      </div>
    </article>
  );
}

/** The piece's first picture, a link to its page (the title is the link for the keyboard). */
function CardPicture({ href, variant, eager }: { href: string; variant: Variant; eager: boolean }) {
  return (
    <Link to={href} tabIndex={-1} className="block aspect-square overflow-hidden bg-sand">
      {variant.images[0] ? (
        <ProductImage
          file={variant.images[0]}
          widths={variant.imageWidths[0]}
          sizes="(min-width: 1280px) 384px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          alt={`${variant.title}${variant.gemstone ? ` with ${variant.gemstone}` : ''}`}
          width={800}
          height={800}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="h-full w-full object-cover transition duration-500 hover:scale-[1.03] motion-reduce:transition-none"
        />
      ) : (
        <span className="grid h-full place-items-center text-xs font-semibold tracking-[0.25em] text-muted">No Image</span>
      )}
    </Link>
  );
}

/** The card's optional engraving text. */
function CardPersonalisation({ id, value, onChange }: { id: string; value: string; onChange: (text: string) => void }) {
  return (
    <div>
      <label htmlFor={id} className="text-[11px] font-semibold tracking-[0.2em]">
        PERSONALISATION <span className="font-normal tracking-normal text-muted">(optional)</span>
      </label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={MAX_PERSONALISATION_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        placeholder="A name, a date or a message"
        autoComplete="off"
        className="mt-2 w-full border border-line bg-white px-3 py-2 text-sm placeholder:text-muted/70"
      />
    </div>
  );
}

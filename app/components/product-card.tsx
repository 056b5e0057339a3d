import { Link } from 'react-router';
import { imageUrl, isBestSeller, type Product } from '../../domain/catalog.ts';
import { Price } from './price';

/** A product as cards show it: its first variant (the one that matched, in a filtered list). */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const variant = product.variants[0];
  if (!variant) return null;
  const href = `/product/${product.id}/${variant.id}`;
  return (
    <article className="group relative flex flex-col">
      <Link to={href} className="relative block aspect-square overflow-hidden bg-sand" aria-label={variant.title}>
        <img
          src={imageUrl(variant.images[0])}
          alt={`${variant.title}${variant.gemstone ? ` with ${variant.gemstone}` : ''}`}
          width={800}
          height={800}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
        />
        {variant.images[1] ? (
          <img
            src={imageUrl(variant.images[1])}
            alt=""
            width={800}
            height={800}
            loading="lazy"
            decoding="async"
            className="absolute inset-0 h-full w-full object-cover opacity-0 transition duration-500 group-hover:opacity-100"
          />
        ) : null}
        {isBestSeller(variant) ? (
          <span className="absolute left-3 top-3 bg-ink/85 px-2 py-1 text-[10px] font-semibold tracking-[0.18em] text-ivory">
            BEST SELLER
          </span>
        ) : null}
      </Link>
      <div className="mt-3 flex flex-col gap-1">
        <h3 className="font-display text-lg leading-snug">
          <Link to={href} className="hover:text-gold-dark">{variant.title}</Link>
        </h3>
        <p className="text-xs uppercase tracking-widest text-muted">
          {[variant.gemstone, variant.metals[0]].filter(Boolean).join(' · ')}
        </p>
        <Price amountMinor={variant.pricesMinor[0] ?? 0} compareAtMinor={variant.compareAtMinor[0]} />
      </div>
    </article>
  );
}

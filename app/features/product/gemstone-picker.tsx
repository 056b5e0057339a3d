import { Link } from 'react-router';
import type { Variant } from '../../../domain/catalog.ts';
import { ProductImage } from '../../components/ui/product-image';
import { productPath } from '../../../domain/catalog.ts';

/**
 * Each gemstone is one of the product's variants, with its own page: choosing one is a link
 *, so it works before the scripts load and can be opened in a new tab.
 */
export function GemstonePicker({ variants, current }: { variants: Variant[]; current: Variant }) {
  if (variants.length < 2 && !current.gemstone) return null;
  return (
    <nav aria-label="Gemstones">
      <p className="text-xs font-semibold tracking-[0.2em]">
        GEMSTONE: <span className="font-normal tracking-normal text-muted">{current.gemstone ?? 'None'}</span>
      </p>
      <ul className="mt-3 flex flex-wrap gap-3">
        {variants.map((variant) => {
          const selected = variant.id === current.id;
          const name = variant.gemstone ?? variant.title;
          return (
            <li key={variant.id}>
              <Link
                to={productPath(variant.productId, variant.id)}
                preventScrollReset
                aria-current={selected ? 'page' : undefined}
                className="group flex w-16 flex-col items-center gap-1.5 text-center"
              >
                <span
                  className={`block h-14 w-14 overflow-hidden rounded-full border bg-sand p-0.5 transition ${
                    selected ? 'border-ink ring-1 ring-ink' : 'border-line group-hover:border-gold'
                  }`}
                >
                  <ProductImage
                    file={variant.images[0]}
                    widths={variant.imageWidths[0]}
                    sizes="56px"
                    alt=""
                    width={56}
                    height={56}
                    className="h-full w-full rounded-full object-cover"
                  />
                </span>
                <span className={`text-xs leading-tight ${selected ? 'font-semibold text-ink' : 'text-muted group-hover:text-ink'}`}>{name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

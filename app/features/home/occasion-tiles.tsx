/**
 * Gifts by occasion: festive occasions lead to the listing filtered by festival,
 * personal ones to the listing filtered by purpose.
 */
import { Link } from 'react-router';
import { imageUrl } from '../../../domain/catalog.ts';
import type { FilterParam } from '../../../domain/listing-filters.ts';
import type { Occasion } from './home.server';
import { tileHref } from './links';
import { SectionHeading } from './section-heading';

export function OccasionTiles({ festivals, purposes }: { festivals: Occasion[]; purposes: Occasion[] }) {
  if (festivals.length === 0 && purposes.length === 0) return null;
  return (
    <section aria-labelledby="shop-by-occasion" className="mx-auto max-w-7xl px-4 py-16 lg:px-8 lg:py-20">
      <SectionHeading id="shop-by-occasion" eyebrow="GIFTING" title="Shop By Occasion">
        Something to mark the day, whatever the day may be.
      </SectionHeading>
      <OccasionGroup id="festive-occasions" title="Festive Occasions" occasions={festivals} param="festival" className="grid-cols-3 lg:grid-cols-6" />
      <OccasionGroup id="personal-occasions" title="Personal Occasions" occasions={purposes} param="purpose" className="grid-cols-2 sm:grid-cols-4" />
    </section>
  );
}

function OccasionGroup({
  id,
  title,
  occasions,
  param,
  className,
}: {
  id: string;
  title: string;
  occasions: Occasion[];
  param: FilterParam;
  className: string;
}) {
  if (occasions.length === 0) return null;
  return (
    <div role="group" aria-labelledby={id} className="mt-10">
      <h3 id={id} className="flex items-center gap-4 text-2xl">
        {title}
        <span className="h-px flex-1 bg-line" aria-hidden />
      </h3>
      <ul className={`mt-5 grid gap-3 md:gap-5 ${className}`}>
        {occasions.map((occasion) => (
          <li key={occasion.name}>
            <Link to={tileHref(param, occasion.name)} className="group relative block overflow-hidden bg-sand">
              <img
                src={imageUrl(occasion.image)}
                alt=""
                width={600}
                height={600}
                loading="lazy"
                decoding="async"
                className="aspect-square w-full object-cover transition duration-700 group-hover:scale-105 motion-reduce:transition-none"
              />
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink/70 to-transparent px-2 pb-3 pt-10 text-center text-[11px] font-semibold tracking-[0.18em] text-ivory uppercase md:text-xs">
                {occasion.name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

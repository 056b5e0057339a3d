/** Shop By Category: a round tile per category, each leading to its own products. */
import { Link } from 'react-router';
import { imageUrl, type ImagedValue } from '../../../domain/catalog.ts';
import { tileHref } from './links';
import { SectionHeading } from './section-heading';

export function CategoryTiles({ categories }: { categories: ImagedValue[] }) {
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="shop-by-category" className="mx-auto max-w-7xl px-4 py-16 lg:px-8 lg:py-20">
      <SectionHeading id="shop-by-category" eyebrow="DISCOVER" title="Shop By Category" />
      <ul className="mt-10 grid grid-cols-3 gap-x-4 gap-y-8 md:grid-cols-6 lg:gap-x-8">
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={tileHref('category', category.name)} className="group flex flex-col items-center text-center">
              <span className="block aspect-square w-full overflow-hidden rounded-full bg-sand ring-1 ring-line transition group-hover:ring-gold">
                <img
                  src={imageUrl(category.image)}
                  alt=""
                  width={600}
                  height={600}
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-cover transition duration-500 group-hover:scale-105 motion-reduce:transition-none"
                />
              </span>
              <span className="mt-3 text-xs font-semibold tracking-[0.2em] uppercase group-hover:text-gold-dark md:text-sm">{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

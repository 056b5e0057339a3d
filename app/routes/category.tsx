import { Link } from 'react-router';
import type { Route } from './+types/category';
import { imageUrl } from '../../domain/catalog.ts';
import { loadCategories } from '../features/listing/listing.server';
import { categoryDetailPath } from '../../domain/listing-url';
import { pageSeo } from '../features/listing/page-seo';

export const handle = { pageCache: 'page' };

export async function loader({ context }: Route.LoaderArgs) {
  return { categories: await loadCategories(context) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageSeo(matches, {
    title: 'Shop By Category',
    description: 'Rings, charms, earrings, bracelets, necklaces and new arrivals, handcrafted in sterling silver and solid gold.',
    path: '/category',
  });
}

export default function Category({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-24 pt-12 lg:px-8">
      <header className="text-center">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-dark">THE COLLECTION</p>
        <h1 className="mt-2 text-4xl md:text-5xl">Shop By Category</h1>
      </header>
      <ul className="mt-12 grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-3 lg:gap-x-8">
        {loaderData.categories.map((category, index) => (
          <li key={category.id}>
            <Link to={categoryDetailPath(category.name)} className="group block">
              <span className="block aspect-square overflow-hidden bg-sand">
                {category.image ? (
                  <img
                    src={imageUrl(category.image)}
                    alt=""
                    width={800}
                    height={800}
                    loading={index < 3 ? 'eager' : 'lazy'}
                    decoding="async"
                    className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
                  />
                ) : (
                  <span className="grid h-full place-items-center text-xs font-semibold tracking-[0.25em] text-muted">No Image</span>
                )}
              </span>
              <span className="mt-4 block text-center font-display text-2xl group-hover:text-gold-dark">{category.name}</span>
              <span className="mt-1 block text-center text-xs tracking-[0.2em] text-muted">
                {category.count} {category.count === 1 ? 'PIECE' : 'PIECES'}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

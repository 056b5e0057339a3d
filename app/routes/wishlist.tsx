/**
 * The wishlist, /wishlist: the pieces saved with a heart, kept in this browser's local storage
 *. The server cannot see it, so the list appears after hydration.
 */
import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/wishlist';
import { WishlistProductsInput } from '../../domain/contract/cart';
import { currentVariants } from '../features/wishlist/wishlist.server';
import type { WishlistProductsAnswer } from '../features/wishlist/use-current-variants';
import { useCurrentVariants } from '../features/wishlist/use-current-variants';
import { useHydrated } from '../lib/use-hydrated';
import { WishlistCard } from '../features/wishlist/wishlist-card';
import { useWishlist, type WishlistItem } from '../features/wishlist/wishlist-store';
import { seo } from '../lib/seo';
import { rootData } from '../lib/root-data';
import { ButtonLink } from '../components/ui/button-link';

export function meta({ matches }: Route.MetaArgs) {
  const shop = rootData(matches)?.shop;
  if (!shop) return [{ title: 'Your wishlist' }];
  return seo({
    title: 'Your wishlist',
    description: 'The pieces you saved for later.',
    path: '/wishlist',
    origin: shop.origin,
    shopName: shop.name,
    noindex: true,
  });
}

/** Today's catalogue of the saved pieces' products (the browser holds the wishlist; the server cannot see it). */
export async function action({ request, context }: Route.ActionArgs) {
  const body = WishlistProductsInput.safeParse(await request.json().catch(() => null));
  if (!body.success) return data<WishlistProductsAnswer>({ products: null }, { status: 400 });
  return { products: await currentVariants(context, body.data.productIds) } satisfies WishlistProductsAnswer;
}

/** Asking for prices changes nothing the page's loaders read. */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formAction === '/wishlist' ? false : defaultShouldRevalidate;
}

export default function WishlistPage() {
  const hydrated = useHydrated();
  const items = useWishlist();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 lg:px-8">
      <header className="text-center">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-dark">SAVED FOR LATER</p>
        <h1 className="mt-2 text-4xl lg:text-5xl">Your Wishlist</h1>
        {hydrated && items.length ? (
          <p className="mt-3 text-sm text-muted">
            {items.length} {items.length === 1 ? 'piece' : 'pieces'} saved
          </p>
        ) : null}
      </header>
      <div className="mt-12">{!hydrated ? <WishlistSkeleton /> : items.length ? <WishlistGrid items={items} /> : <EmptyWishlist />}</div>
    </div>
  );
}

function WishlistGrid({ items }: { items: WishlistItem[] }) {
  const current = useCurrentVariants(items);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
      {items.map((item) => (
        <li key={item.id} className="flex">
          <WishlistCard item={item} current={current.get(item.id) ?? { status: 'loading' }} />
        </li>
      ))}
    </ul>
  );
}

function EmptyWishlist() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center text-center">
      <h2 className="text-3xl">Your wishlist is empty</h2>
      <p className="mt-3 text-muted">Tap the heart on any piece you love and it will wait for you here.</p>
      <ButtonLink to="/products" className="mt-8">
        BROWSE THE COLLECTION
      </ButtonLink>
    </div>
  );
}

function WishlistSkeleton() {
  return (
    <div aria-busy="true">
      <p className="sr-only">Loading your wishlist…</p>
      <div className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <div key={index} className="flex animate-pulse gap-4 border border-line p-3 sm:flex-col sm:p-0">
            <div className="aspect-square w-32 bg-sand sm:w-full" />
            <div className="flex flex-1 flex-col gap-3 sm:p-4">
              <div className="h-5 w-3/4 bg-sand" />
              <div className="h-4 w-full bg-sand" />
              <div className="h-4 w-1/3 bg-sand" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

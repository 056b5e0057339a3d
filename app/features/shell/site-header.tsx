import { Link, NavLink } from 'react-router';
import { useCartLines } from '../cart/cart-store';
import { HOME_LINK, MORE_LINKS } from './links';
import { MegaMenu } from './mega-menu';
import { MobileMenu } from './mobile-menu';
import { SearchBox } from './search-box';
import { ShipToChooser } from '../ship-to/ship-to-chooser';
import { UserPanel } from './user-panel';
import { useWishlist } from '../wishlist/wishlist-store';
import { useShop } from '../../lib/root-data';
import { BagIcon, HeartIcon, SearchIcon } from '../../components/icons';

/**
 * The shell's header: announcement, logo, search, account, wishlist and cart, and
 * the main nav with the mega menu. Only the logo row stays on screen while scrolling, so a phone
 * keeps most of its height for the page.
 */
export function SiteHeader() {
  const { name } = useShop();

  return (
    <>
      {/* A landmark of its own, so a screen reader's landmark list reaches the offer too (WCAG 1.3.1). */}
      <div className="bg-ink text-[10px] tracking-[0.2em] text-ivory sm:text-[11px]">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-1.5 lg:px-8">
          <aside aria-label="Offer" className="min-w-0 flex-1 sm:text-center">
            <p>
              <span className="hidden sm:inline">HANDCRAFTED TO ORDER · </span>USE <strong className="font-semibold text-[#e9cf9f]">WELCOME10</strong> FOR 10%
              OFF YOUR FIRST ORDER
            </p>
          </aside>
          {/* The shopper's country decides every price shown (features/ship-to): in the top line, so the header's rows stay as they were. */}
          <ShipToChooser className="shrink-0" />
        </div>
      </div>
      <header className="sticky top-0 z-30 border-b border-line bg-ivory/95 backdrop-blur">
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 sm:gap-4 lg:px-8 lg:py-4">
          <MobileMenu />
          <Link to="/" className="font-display text-[22px] font-semibold tracking-wide whitespace-nowrap sm:text-2xl lg:text-3xl" aria-label={`${name} home`}>
            {name}
          </Link>
          <SearchBox className="ml-auto hidden w-full max-w-md md:block" />
          <div className="ml-auto flex items-center md:ml-0">
            <Link to="/search" className="p-2 hover:text-gold-dark md:hidden" aria-label="Search">
              <SearchIcon />
            </Link>
            <UserPanel />
            <WishlistLink />
            <CartLink />
          </div>
        </div>
        <nav aria-label="Main" className="relative hidden border-t border-line lg:block">
          <ul className="mx-auto flex max-w-7xl justify-center gap-10 px-8 text-xs font-medium tracking-[0.2em]">
            <li>
              <MainNavLink to={HOME_LINK.to} label={HOME_LINK.label} />
            </li>
            <MegaMenu />
            {MORE_LINKS.map((link) => (
              <li key={link.to}>
                <MainNavLink to={link.to} label={link.label} />
              </li>
            ))}
          </ul>
        </nav>
      </header>
    </>
  );
}

function MainNavLink({ to, label }: { to: string; label: string }) {
  return (
    <NavLink to={to} end={to === '/'} className={({ isActive }) => `block py-3 ${isActive ? 'text-gold-dark' : 'hover:text-gold-dark'}`}>
      {label}
    </NavLink>
  );
}

/** A count on an icon; the stores read empty on the server and until hydration, so it appears only after. */
function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      className="absolute right-0 top-0 flex h-4 min-w-4 items-center justify-center rounded-full bg-gold-dark px-1 text-[10px] font-semibold leading-none text-ivory"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

const countLabel = (noun: string, count: number, unit: [string, string]) => (count > 0 ? `${noun}, ${count} ${count === 1 ? unit[0] : unit[1]}` : noun);

function WishlistLink() {
  const count = useWishlist().length;
  return (
    <Link to="/wishlist" className="relative p-2 hover:text-gold-dark" aria-label={countLabel('Wishlist', count, ['piece', 'pieces'])}>
      <HeartIcon />
      <CountBadge count={count} />
    </Link>
  );
}

function CartLink() {
  // The badge counts cart lines, not pieces.
  const count = useCartLines().length;
  return (
    <Link to="/cart" className="relative p-2 hover:text-gold-dark" aria-label={countLabel('Cart', count, ['line', 'lines'])}>
      <BagIcon />
      <CountBadge count={count} />
    </Link>
  );
}

import { Form, Link, NavLink } from 'react-router';
import { useShop } from '../root';
import { BagIcon, HeartIcon, SearchIcon, UserIcon } from './icons';

const NAV = [
  { to: '/', label: 'HOME' },
  { to: '/products', label: 'SHOP BY THEME' },
  { to: '/custom-jewelry', label: 'CUSTOM JEWELRY' },
  { to: '/about-us', label: 'ABOUT US' },
  { to: '/contact', label: 'CONTACT US' },
  { to: '/blogs', label: 'BLOG' },
];

export function SiteHeader() {
  const { name } = useShop();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-ivory/95 backdrop-blur">
      <p className="bg-ink px-4 py-2 text-center text-[11px] tracking-[0.2em] text-ivory">
        HANDCRAFTED TO ORDER · USE <strong className="font-semibold text-[#e9cf9f]">WELCOME10</strong> FOR 10% OFF YOUR FIRST ORDER
      </p>
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-4 lg:px-8">
        <Link to="/" className="font-display text-2xl font-semibold tracking-wide lg:text-3xl" aria-label={`${name} home`}>
          {name}
        </Link>
        <Form method="get" action="/products" role="search" className="ml-auto hidden w-full max-w-sm items-center border border-line bg-white md:flex">
          <label htmlFor="header-search" className="sr-only">Search jewellery</label>
          <input
            id="header-search"
            name="q"
            type="search"
            placeholder="Search rings, charms, gemstones…"
            className="w-full bg-transparent px-3 py-2 text-sm outline-none"
          />
          <button type="submit" className="px-3 text-muted hover:text-ink" aria-label="Search">
            <SearchIcon />
          </button>
        </Form>
        <nav aria-label="Account" className="ml-auto flex items-center gap-3 md:ml-0">
          <Link to="/search" className="p-1 md:hidden" aria-label="Search"><SearchIcon /></Link>
          <Link to="/login" className="p-1" aria-label="Account"><UserIcon /></Link>
          <Link to="/wishlist" className="p-1" aria-label="Wishlist"><HeartIcon /></Link>
          <Link to="/cart" className="p-1" aria-label="Cart"><BagIcon /></Link>
        </nav>
      </div>
      <nav aria-label="Main" className="hidden border-t border-line lg:block">
        <ul className="mx-auto flex max-w-7xl justify-center gap-10 px-8 py-3 text-xs font-medium tracking-[0.2em]">
          {NAV.map((item) => (
            <li key={item.label}>
              <NavLink to={item.to} end className={({ isActive }) => (isActive ? 'text-gold-dark' : 'hover:text-gold-dark')}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

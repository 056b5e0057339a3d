import { Link } from 'react-router';
import { useShop } from '../root';

const CATEGORY_LINKS = [
  { to: '/products', label: 'Shop' },
  { to: '/products?sort=price-asc', label: 'Sale' },
  { to: '/products?category=New+Arrivals', label: 'New Arrivals' },
];
const INFORMATION_LINKS = [
  { to: '/about-us', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-conditions', label: 'Terms & Conditions' },
  { to: '/blogs', label: 'Blog' },
];

export function SiteFooter() {
  const { name } = useShop();
  return (
    <footer className="mt-24 bg-ink text-ivory/85">
      <div className="mx-auto grid max-w-7xl gap-12 px-6 py-16 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="font-display text-2xl text-ivory">{name}</p>
          <p className="mt-4 text-sm leading-relaxed">
            Fine jewellery handcrafted in our studio, in recycled sterling silver and solid gold, set with stones chosen one by one.
          </p>
        </div>
        <div>
          <h2 className="font-sans text-xs font-semibold tracking-[0.2em] text-ivory">CATEGORIES</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {CATEGORY_LINKS.map((link) => (
              <li key={link.label}><Link to={link.to} className="hover:text-ivory">{link.label}</Link></li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-sans text-xs font-semibold tracking-[0.2em] text-ivory">INFORMATION</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {INFORMATION_LINKS.map((link) => (
              <li key={link.label}><Link to={link.to} className="hover:text-ivory">{link.label}</Link></li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-sans text-xs font-semibold tracking-[0.2em] text-ivory">STAY IN THE KNOW</h2>
          <p className="mt-4 text-sm">New collections and studio stories, a few times a season.</p>
        </div>
      </div>
      <p className="border-t border-white/10 py-6 text-center text-xs tracking-wide text-ivory/60">
        © {new Date().getFullYear()} {name}. All rights reserved.
      </p>
    </footer>
  );
}

/**
 * Where the shell's links lead. Links to the listing are made by domain/listing-url.ts
 * (`listingHref`), which encodes every value ("New Arrivals", "Baby Shower" and "Rose & Gold"
 * arrive intact; the old menus encoded differently).
 */
import { listingHref } from '../../../domain/listing-url.ts';

export interface NavLinkItem {
  to: string;
  label: string;
}

/** The desktop nav's plain links; SHOP BY THEME (the mega menu) sits after HOME. */
export const HOME_LINK: NavLinkItem = { to: '/', label: 'HOME' };
export const MORE_LINKS: NavLinkItem[] = [
  { to: '/custom-jewelry', label: 'CUSTOM JEWELRY' },
  { to: '/about-us', label: 'ABOUT US' },
  { to: '/contact', label: 'CONTACT US' },
  { to: '/blogs', label: 'BLOG' },
];

/**
 * Footer "Categories". The listing has no sale filter, so Sale shows the collection from the
 * lowest price up — what a shopper hunting a bargain wants to see first.
 */
export const FOOTER_CATEGORY_LINKS: NavLinkItem[] = [
  { to: listingHref(), label: 'Shop' },
  { to: listingHref({ sort: 'price-asc' }), label: 'Sale' },
  { to: listingHref({ category: 'New Arrivals' }), label: 'New Arrivals' },
];

export const FOOTER_INFORMATION_LINKS: NavLinkItem[] = [
  { to: '/about-us', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-conditions', label: 'Terms & Conditions' },
  { to: '/blogs', label: 'Blog' },
  { to: '/custom-jewelry', label: 'Custom Jewelry' },
  { to: '/gift-cards', label: 'Gift Cards' },
  { to: '/gift-cards/balance', label: 'Gift Card Balance' },
];

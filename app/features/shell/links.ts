/**
 * Where the shell's links lead. Every value travels URL-encoded (the old menus
 * encoded differently; "New Arrivals", "Baby Shower" and "Rose & Gold" must arrive intact).
 */

/** The listing's query-string keys the shell links to (see domain/listing.ts ListingQuery). */
export type ListingLinkKey = 'category' | 'purpose' | 'type' | 'theme' | 'gemstone' | 'q' | 'sort';
export type ListingLink = Partial<Record<ListingLinkKey, string>>;

/** /products with the given filters, in the order given; empty values are left out. */
export function listingHref(filters: ListingLink = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    const trimmed = value?.trim();
    if (trimmed) params.append(key, trimmed);
  }
  const query = params.toString();
  return query ? `/products?${query}` : '/products';
}

export const themeHref = (themeName: string) => `/theme/${encodeURIComponent(themeName)}`;

export const searchHref = (text: string) => listingHref({ q: text });

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
];

/**
 * Every route of the shop says whether its page may be kept by the page cache
 * (`export const handle = { pageCache: 'page' | 'listing' }`, server/cacheable-pages.ts): the
 * catalogue's and the shop's public pages are, and nothing a session or a staff member shapes ever
 * is. Read from the route table (app/routes.ts) and the route modules themselves, the way the built
 * server reads them (`pageTable(build.routes)`).
 */
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import routes from '../app/routes.ts';
import { pageKind, pageRoute, pageTable, type PageCacheKind, type PageRoute, type PageTable } from './cacheable-pages.ts';

/** What each route module declares, by its file. A route added to the table is decided here too. */
const DECLARED: Record<string, PageCacheKind | null> = {
  'routes/home.tsx': 'page',
  'routes/products.tsx': 'listing',
  'routes/catalog-products.tsx': 'listing',
  'routes/search.tsx': 'page',
  'routes/category.tsx': 'page',
  'routes/category-detail.tsx': 'listing',
  'routes/theme.tsx': 'listing',
  'routes/product.tsx': 'page',
  'routes/product-redirect.tsx': null,
  'routes/wishlist.tsx': null,
  'routes/ship-to.tsx': null,
  'routes/cart.tsx': null,
  'routes/checkout-layout.tsx': null,
  'routes/checkout.tsx': null,
  'routes/checkout-2.tsx': null,
  'routes/checkout-3.tsx': null,
  'routes/order.tsx': null,
  'routes/payment-return.tsx': null,
  'routes/order-return.tsx': null,
  'routes/login-code.tsx': null,
  'routes/login.tsx': null,
  'routes/register.tsx': null,
  'routes/logout.tsx': null,
  'routes/forgot-password.tsx': null,
  'routes/reset-password.tsx': null,
  'routes/verify-email.tsx': null,
  'routes/account.tsx': null,
  'routes/account-delete.tsx': null,
  'routes/account-gift-cards.tsx': null,
  'routes/gift-card-balance.tsx': 'page',
  'routes/gift-cards.tsx': 'page',
  'routes/confirm-email.tsx': null,
  'routes/contact.tsx': 'page',
  'routes/about-us.tsx': 'page',
  'routes/privacy-policy.tsx': 'page',
  'routes/terms-conditions.tsx': 'page',
  'routes/custom-jewelry.tsx': 'page',
  'routes/custom-design.tsx': 'page',
  'routes/pop-up.tsx': 'page',
  'routes/blogs.tsx': 'page',
  'routes/blog-redirect.tsx': null,
  'routes/blog-post.tsx': 'page',
  'routes/newsletter-confirm.tsx': null,
  'routes/unsubscribe.tsx': null,
  'routes/review-new.tsx': null,
  // The ring size chosen later (a shopper's link) and the size system's switch (a cookie): never kept (decision record 057).
  'routes/ring-size.tsx': null,
  'routes/size-system.tsx': null,
  'routes/sitemap.tsx': null,
  'routes/sitemap-file.tsx': null,
  'routes/robots.tsx': null,
  'routes/admin/setup.tsx': null,
  'routes/admin/invite.tsx': null,
  'routes/admin/layout.tsx': null,
  'routes/admin/home.tsx': null,
  'routes/admin/staff.tsx': null,
  'routes/admin/audit.tsx': null,
  'routes/admin/discounts.tsx': null,
  'routes/admin/payment-settings.tsx': null,
  'routes/admin/privacy-settings.tsx': null,
  'routes/admin/returns-settings.tsx': null,
  'routes/admin/gift-card-settings.tsx': null,
  'routes/admin/shipping-settings.tsx': null,
  'routes/admin/shop-settings.tsx': null,
  'routes/admin/tax-settings.tsx': null,
  'routes/admin/lists.tsx': null,
  'routes/admin/pricing.tsx': null,
  'routes/admin/price-sheet.tsx': null,
  'routes/admin/inbox.tsx': null,
  'routes/admin/orders.tsx': null,
  'routes/admin/order.tsx': null,
  'routes/admin/returns.tsx': null,
  'routes/admin/reviews.tsx': null,
  'routes/admin/return.tsx': null,
  'routes/admin/customers.tsx': null,
  'routes/admin/customer.tsx': null,
  'routes/admin/customer-privacy.tsx': null,
  'routes/admin/customer-gift-cards.tsx': null,
  'routes/admin/products.tsx': null,
  'routes/admin/security-events.tsx': null,
  'routes/admin/security.tsx': null,
  'routes/admin/product-edit.tsx': null,
  'routes/not-found.tsx': null,
};

const modules = import.meta.glob<unknown>('../app/routes/**/*.tsx', { import: 'handle' });

/** The route table as the server build lists it: React Router's ids (the file without its extension, unless given), under the root route. */
async function buildRoutes(): Promise<{ table: Record<string, PageRoute>; declared: Record<string, PageCacheKind | null> }> {
  const table: Record<string, PageRoute> = { root: { id: 'root', path: '', module: {} } };
  const declared: Record<string, PageCacheKind | null> = {};
  const add = async (entries: readonly RouteConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.tsx?$/, '');
      const load = modules[`../app/${entry.file}`];
      if (!load) throw new Error(`No module for ${entry.file}`);
      const handle = await load();
      table[id] = { id, parentId, path: entry.path, index: entry.index, module: { handle } };
      // A file serving several routes (product-redirect.tsx) declares one thing for all of them.
      declared[entry.file] = ((handle as { pageCache?: PageCacheKind } | undefined)?.pageCache ?? null) as PageCacheKind | null;
      await add(entry.children ?? [], id);
    }
  };
  await add(routes, 'root');
  return { table, declared };
}

describe('the routes’ page-cache declarations', () => {
  let declared: Record<string, PageCacheKind | null>;
  let pages: PageTable;
  // Every route module is loaded, as the server build holds them.
  beforeAll(async () => {
    const built = await buildRoutes();
    declared = built.declared;
    pages = pageTable(built.table);
  }, 120_000);

  it('are what each route module is known to declare, for every route of the table', () => {
    expect(declared).toEqual(DECLARED);
  });

  it('keep the home page, the listings, product pages and the content pages', () => {
    const kept: Array<[string, PageCacheKind]> = [
      ['/', 'page'],
      ['/products', 'listing'],
      ['/catalog-products', 'listing'],
      ['/category-detail', 'listing'],
      ['/theme/Celestial', 'listing'],
      ['/theme/Sun%20%26%20Moon', 'listing'],
      ['/category', 'page'],
      ['/search', 'page'],
      ['/product/12/34', 'page'],
      ['/about-us', 'page'],
      ['/privacy-policy', 'page'],
      ['/terms-conditions', 'page'],
      ['/custom-jewelry', 'page'],
      ['/contact', 'page'],
      ['/custom-design', 'page'],
      ['/pop-up', 'page'],
      ['/blogs', 'page'],
      ['/blog/caring-for-pearls', 'page'],
      ['/gift-cards', 'page'],
      ['/gift-cards/balance', 'page'],
    ];
    for (const [path, kind] of kept) expect(pageKind(pages, path), path).toBe(kind);
  });

  it('never keep the cart, checkout, orders, wishlist, accounts, the back office, redirects or files', () => {
    const never = [
      '/cart',
      '/checkout',
      '/checkout-2',
      '/checkout-3',
      '/orders/12',
      '/wishlist',
      '/login',
      '/register',
      '/logout',
      '/forgot-password',
      '/reset-password',
      '/verify-email',
      '/account',
      '/account/gift-cards',
      '/confirm-email',
      '/admin',
      '/admin/setup',
      '/admin/invite',
      '/admin/staff',
      '/admin/audit',
      '/admin/pricing',
      '/admin/lists',
      '/admin/price-sheet',
      '/admin/inbox',
      '/admin/orders',
      '/admin/orders/12',
      '/admin/products',
      '/admin/products/new',
      '/admin/products/12',
      '/product',
      '/product/12',
      '/product-details',
      '/product-var',
      '/product-detail',
      '/blog',
      '/blog-details',
      '/sitemap.xml',
      '/sitemap/pages.xml',
      '/sitemap/products-1.xml',
      '/robots.txt',
      '/no-such-page',
      '/product/12/34/56',
    ];
    for (const path of never) expect(pageKind(pages, path), path).toBeUndefined();
  });

  it('name a page’s route by its pattern, never its ids, its data request alike', () => {
    expect(pageRoute(pages, '/orders/1234')).toBe('/orders/:id');
    expect(pageRoute(pages, '/orders/1234.data')).toBe('/orders/:id');
    expect(pageRoute(pages, '/Product/12/34/')).toBe('/product/:id/:variantId');
    expect(pageRoute(pages, '/cart')).toBe('/cart');
    expect(pageRoute(pages, '/_root.data')).toBe('/');
  });

  it('keep a page only under the route table’s spelling, and never a data request', () => {
    for (const path of ['/About-Us', '/about-us/', '/Product/12/34', '/THEME/Celestial', '/product/12/34.data', '/_root.data', '/products.data']) {
      expect(pageKind(pages, path), path).toBeUndefined();
    }
  });
});

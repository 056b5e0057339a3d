import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { CHECKOUT_LAYOUT_ID } from './features/checkout/checkout-data';

/** Every page of the shop: the storefront's route table, plus the pages it links to and we add. */
export default [
  index('routes/home.tsx'),

  // Catalogue
  route('products', 'routes/products.tsx'),
  route('catalog-products', 'routes/catalog-products.tsx'),
  route('search', 'routes/search.tsx'),
  route('category', 'routes/category.tsx'),
  route('category-detail', 'routes/category-detail.tsx'),
  route('theme/:themeName', 'routes/theme.tsx'),
  route('product/:id/:variantId', 'routes/product.tsx'),
  // The old storefront's other product-page readings lead to the one product page or the listing.
  route('product', 'routes/product-redirect.tsx', { id: 'product-plain' }),
  route('product/:id', 'routes/product-redirect.tsx', { id: 'product-by-id' }),
  route('product-details', 'routes/product-redirect.tsx', { id: 'product-details' }),
  route('product-var', 'routes/product-redirect.tsx', { id: 'product-var' }),
  route('product-detail', 'routes/product-redirect.tsx', { id: 'product-detail' }),
  route('wishlist', 'routes/wishlist.tsx'),
  route('ship-to', 'routes/ship-to.tsx'),

  // Accounts, cart, checkout and orders
  route('cart', 'routes/cart.tsx'),
  layout('routes/checkout-layout.tsx', { id: CHECKOUT_LAYOUT_ID }, [
    route('checkout', 'routes/checkout.tsx'),
    route('checkout-2', 'routes/checkout-2.tsx'),
    route('checkout-3', 'routes/checkout-3.tsx'),
  ]),
  route('orders/:id', 'routes/order.tsx'),
  route('orders/:id/payment-return', 'routes/payment-return.tsx'),
  route('login', 'routes/login.tsx'),
  route('login/code', 'routes/login-code.tsx'),
  route('register', 'routes/register.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('verify-email', 'routes/verify-email.tsx'),
  route('account', 'routes/account.tsx'),
  route('account/delete', 'routes/account-delete.tsx'),
  route('account/gift-cards', 'routes/account-gift-cards.tsx'),
  route('gift-cards/balance', 'routes/gift-card-balance.tsx'),
  route('confirm-email', 'routes/confirm-email.tsx'),

  // Content
  route('contact', 'routes/contact.tsx'),
  route('about-us', 'routes/about-us.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('terms-conditions', 'routes/terms-conditions.tsx'),
  route('custom-jewelry', 'routes/custom-jewelry.tsx'),
  route('custom-design', 'routes/custom-design.tsx'),
  route('pop-up', 'routes/pop-up.tsx'),
  route('blogs', 'routes/blogs.tsx'),
  route('blog', 'routes/blog-redirect.tsx', { id: 'blog' }),
  route('blog-details', 'routes/blog-redirect.tsx', { id: 'blog-details' }),
  route('blog/:slug', 'routes/blog-post.tsx'),
  route('newsletter/confirm', 'routes/newsletter-confirm.tsx'),
  route('unsubscribe', 'routes/unsubscribe.tsx'),
  route('sitemap.xml', 'routes/sitemap.tsx'),
  route('robots.txt', 'routes/robots.tsx'),

  // The back office: its own route modules, so no shopper downloads them.
  route('admin/setup', 'routes/admin/setup.tsx'),
  route('admin/invite', 'routes/admin/invite.tsx'),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/home.tsx'),
    route('staff', 'routes/admin/staff.tsx'),
    route('security', 'routes/admin/security.tsx'),
    route('audit', 'routes/admin/audit.tsx'),
    route('security-events', 'routes/admin/security-events.tsx'),
    route('settings/payments', 'routes/admin/payment-settings.tsx'),
    route('discounts', 'routes/admin/discounts.tsx'),
    route('settings/shipping', 'routes/admin/shipping-settings.tsx'),
    route('settings/taxes', 'routes/admin/tax-settings.tsx'),
    route('settings/shop', 'routes/admin/shop-settings.tsx'),
    route('settings/privacy', 'routes/admin/privacy-settings.tsx'),
    route('settings/returns', 'routes/admin/returns-settings.tsx'),
    route('lists', 'routes/admin/lists.tsx'),
    route('inbox', 'routes/admin/inbox.tsx'),
    route('orders', 'routes/admin/orders.tsx'),
    route('orders/:id', 'routes/admin/order.tsx'),
    route('customers', 'routes/admin/customers.tsx'),
    route('customers/:id', 'routes/admin/customer.tsx'),
    route('customers/:id/privacy', 'routes/admin/customer-privacy.tsx'),
    route('customers/:id/gift-cards', 'routes/admin/customer-gift-cards.tsx'),
    route('products', 'routes/admin/products.tsx'),
    route('products/new', 'routes/admin/product-edit.tsx', { id: 'routes/admin/product-new' }),
    route('products/:id', 'routes/admin/product-edit.tsx'),
  ]),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;

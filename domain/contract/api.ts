/**
 * The endpoints the browser calls, by "METHOD /path", with what each takes and answers — all
 * inferred from the schemas the server validates requests with and declares its answers with
 * (server/api/*.ts uses these same schemas in its routes). The browser imports this file for its
 * types only (app/lib/api.ts): no schema reaches the browser's bundle through it.
 */
import type { z } from 'zod';
import type { ListingQuery } from '../listing.ts';
import type { NewsletterInput, NewsletterSwitchInput } from '../schemas/newsletter.ts';
import type { CheckoutQuoteInput, DiscountCheckInput, PlaceOrderInput } from '../schemas/checkout.ts';
import type { CartAnswer, CartLinesInput, MergedCartAnswer, WishlistAnswer, WishlistInput } from './cart.ts';
import type { CategoryEntry, GemstoneEntry, ListingAnswer, NamedEntry, ProductAnswer, SubCategoryEntry, ThemeEntry } from './catalog.ts';
import type { DiscountCheckAnswer, OrderAnswer, QuoteAnswer, ShippingMethodAnswer, ShippingPlaceQuery } from './checkout.ts';
import type { NewsletterAnswer, SubmissionAnswer } from './forms.ts';
import type { UploadedImageAnswer } from './admin-images.ts';
import type { NewsletterSwitchAnswer, SavedAddressAnswer } from './account.ts';
import type { SavedAddressInput } from '../schemas/address-book.ts';
import type { ReviewSort } from '../reviews.ts';
import type { OwnReviewAnswer, ProductReviewsAnswer, ReportAnswer, ReportInput } from './reviews.ts';

type ByCategory = { categoryId?: number };

/** Each endpoint: its path parameters, query, body and headers (when it takes them), and its answer. */
export interface ShopApi {
  'GET /api/category': { answer: CategoryEntry[] };
  'GET /api/theme': { query?: ByCategory; answer: ThemeEntry[] };
  'GET /api/purpose': { query?: ByCategory; answer: NamedEntry[] };
  'GET /api/subcategory': { query?: ByCategory; answer: SubCategoryEntry[] };
  'GET /api/gemstone': { query?: ByCategory; answer: GemstoneEntry[] };
  'GET /api/listing': { query?: Partial<Record<keyof z.input<typeof ListingQuery>, string | number | string[]>>; answer: ListingAnswer };
  'GET /api/products/{id}': { params: { id: number }; answer: ProductAnswer };
  'GET /api/products/{id}/reviews': { params: { id: number }; query?: { sort?: ReviewSort; page?: number }; answer: ProductReviewsAnswer };
  'POST /api/reviews/{id}/report': { params: { id: number }; body: z.input<typeof ReportInput>; answer: ReportAnswer };
  'POST /api/reviews': { body: FormData; answer: OwnReviewAnswer };

  'POST /api/newsletter': { body: z.input<typeof NewsletterInput>; answer: NewsletterAnswer };
  'POST /api/contact': { body: FormData; answer: SubmissionAnswer };
  'POST /api/custom-design': { body: FormData; answer: SubmissionAnswer };

  'GET /api/cart': { answer: CartAnswer };
  'PUT /api/cart': { body: CartLinesInput; answer: CartAnswer };
  'POST /api/cart/merge': { body: CartLinesInput; headers: { 'Idempotency-Key': string }; answer: MergedCartAnswer };
  'GET /api/wishlist': { answer: WishlistAnswer };
  'PUT /api/wishlist': { body: WishlistInput; answer: WishlistAnswer };
  'POST /api/wishlist/merge': { body: WishlistInput; answer: WishlistAnswer };

  'GET /api/shipping-methods': { query?: z.infer<typeof ShippingPlaceQuery>; answer: ShippingMethodAnswer[] };
  'POST /api/checkout/quote': { body: z.infer<typeof CheckoutQuoteInput>; answer: QuoteAnswer };
  'POST /api/discounts/check': { body: z.infer<typeof DiscountCheckInput>; answer: DiscountCheckAnswer };
  'POST /api/orders': { body: z.infer<typeof PlaceOrderInput>; headers: { 'Idempotency-Key': string }; answer: OrderAnswer };
  /** The checkout's "Save to my address book". */
  'POST /api/me/addresses': { body: z.input<typeof SavedAddressInput>; answer: SavedAddressAnswer };
  'PUT /api/me/newsletter': { body: z.input<typeof NewsletterSwitchInput>; answer: NewsletterSwitchAnswer };

  /** Back office: a product photo in the form field `image` (staff session). */
  'POST /api/admin/images': { body: FormData; answer: UploadedImageAnswer };
}

export type Endpoint = keyof ShopApi;

/** Every endpoint of ShopApi, for the test that finds each in the server's OpenAPI document. */
export const SHOP_API_ENDPOINTS = [
  'GET /api/category',
  'GET /api/theme',
  'GET /api/purpose',
  'GET /api/subcategory',
  'GET /api/gemstone',
  'GET /api/listing',
  'GET /api/products/{id}',
  'GET /api/products/{id}/reviews',
  'POST /api/reviews/{id}/report',
  'POST /api/reviews',
  'POST /api/newsletter',
  'POST /api/contact',
  'POST /api/custom-design',
  'GET /api/cart',
  'PUT /api/cart',
  'POST /api/cart/merge',
  'GET /api/wishlist',
  'PUT /api/wishlist',
  'POST /api/wishlist/merge',
  'GET /api/shipping-methods',
  'POST /api/checkout/quote',
  'POST /api/discounts/check',
  'POST /api/orders',
  'POST /api/me/addresses',
  'PUT /api/me/newsletter',
  'POST /api/admin/images',
] as const satisfies readonly Endpoint[];

// Every endpoint listed once, and the list complete: a new ShopApi entry fails to compile until it is listed.
type Listed = (typeof SHOP_API_ENDPOINTS)[number];
type EndpointsListed = [Exclude<Endpoint, Listed>] extends [never] ? true : never;
/** @public A compile-time check, read by nobody. */
export const ENDPOINTS_LISTED: EndpointsListed = true;

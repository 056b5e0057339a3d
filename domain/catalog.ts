/** The catalogue as the storefront and the services see it. Money in minor units. */
import type { ShownPromotion } from './price-view.ts';

/** Only a published product reaches the storefront, the sitemap and the public API. */
export const PRODUCT_STATUSES = ['draft', 'published', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** The terms' lead time of a made-to-order piece, in business days. */
export const DEFAULT_LEAD_TIME = { minDays: 10, maxDays: 21 } as const;

export interface Variant {
  id: number;
  productId: number;
  position: number;
  title: string;
  description: string;
  /** File names under /api/uploads/. */
  images: string[];
  /** One entry per metal, in the order of `metals`. */
  metals: string[];
  pricesMinor: number[];
  compareAtMinor: Array<number | null>;
  sizes: string[];
  gemstone: string | null;
  categories: string[];
  subCategories: string[];
  themes: string[];
  purposes: string[];
  festivals: string[];
  /** Per image of `images`, the widths of its WebP/AVIF renditions (empty for a drawn image). */
  imageWidths: number[][];
  /** Made when ordered, with a lead time; otherwise ready to ship from `stock`. */
  madeToOrder: boolean;
  leadTime: LeadTime;
  /** Ready-to-ship pieces on the shelf per metal and size ('' for a one-size piece); empty when made to order. */
  stock: StockLevel[];
  /** The automatic promotion the piece shows (domain/shown-promotion.ts), or null. */
  promotion: ShownPromotion | null;
}

export interface LeadTime {
  minDays: number;
  maxDays: number;
}

export interface StockLevel {
  metal: string;
  size: string;
  quantity: number;
}

/** "Only N left" is shown under this many pieces. */
export const FEW_LEFT = 5;

/** How many of this metal and size are left; undefined when the piece is made to order (no limit). */
export function stockLeft(variant: Pick<Variant, 'madeToOrder' | 'stock'>, metal: string, size: string): number | undefined {
  if (variant.madeToOrder) return undefined;
  const wantedMetal = metal.trim().toLowerCase();
  const wantedSize = size.trim().toLowerCase();
  const level = variant.stock.find((entry) => entry.metal.toLowerCase() === wantedMetal && entry.size.toLowerCase() === wantedSize);
  return level?.quantity ?? 0;
}

export interface Product {
  id: number;
  slug: string;
  createdAt: string;
  status: ProductStatus;
  /** Whether the storefront shows the stars and the rating. */
  showRating: boolean;
  /** Its published reviews: how many and their average (one decimal); null while there is none (decision record 054). */
  stars: ProductStars | null;
  /** Among the most sold pieces of the period (domain/ranking.ts, decision record 054). */
  bestSeller: boolean;
  /** The page's <title> and meta description staff set (decision 053); null: made from the piece. */
  seoTitle: string | null;
  seoDescription: string | null;
  /** The first is the one a card shows: in a filtered listing, the one that matched. */
  variants: Variant[];
}

export interface NamedValue {
  id: number;
  name: string;
  slug: string;
}

export interface ImagedValue extends NamedValue {
  image: string;
}

export interface ProductStars {
  count: number;
  average: number;
}

/** The address of a product's page, showing one of its variants. */
export const productPath = (productId: number, variantId: number) => `/product/${productId}/${variantId}`;

/** The public address of an uploaded or generated image; external addresses pass through. */
export function imageUrl(file: string | undefined | null): string | undefined {
  if (!file) return undefined;
  if (/^https?:\/\//.test(file)) return file;
  return `/api/uploads/${encodeURIComponent(file)}`;
}

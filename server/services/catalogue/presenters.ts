/**
 * The catalogue's answers, built from its views for the API and the pages alike: money from
 * integer minor units to the contract's amounts (domain/contract/catalog.ts and admin-*.ts hold
 * the shapes). A handler and a page loader that show the same thing call the same presenter.
 */
import type { ImagedValue, NamedValue, Product, Variant } from '../../../domain/catalog.ts';
import type { UploadedImageAnswer } from '../../../domain/contract/admin-images.ts';
import type { AdminProductAnswer, AdminProductListAnswer, AdminProductRowAnswer } from '../../../domain/contract/admin-products.ts';
import type { LowStockAnswer } from '../../../domain/contract/admin-stock.ts';
import type {
  CategoryEntry,
  GemstoneEntry,
  ListingAnswer,
  NamedEntry,
  ProductAnswer,
  SizeEntry,
  SubCategoryEntry,
  ThemeEntry,
  VariantAnswer,
} from '../../../domain/contract/catalog.ts';
import { toMajor } from '../../../domain/money.ts';
import { shownPriceMinor, type PriceView } from '../../../domain/price-view.ts';
import type { Listing } from './catalog.ts';
import type { AdminProductList, AdminProductRow } from './product-list.ts';
import type { AdminProduct } from './product-writes.ts';
import type { UploadedImage } from './product-images.ts';
import type { LowStockRow } from './stock.ts';

/** A typed price as a place shows it (the API's `shipTo`); as typed without a view (the back office). */
const inPlace = (minor: number, view: PriceView | undefined) => (view ? shownPriceMinor(minor, view) : minor);

function variantAnswer(variant: Variant, currency: string, view?: PriceView): VariantAnswer {
  const hasCompareAt = variant.compareAtMinor.some((value) => value !== null);
  return {
    id: variant.id,
    productId: variant.productId,
    title: variant.title,
    description: variant.description,
    images: variant.images,
    price: variant.pricesMinor.map((minor) => toMajor(inPlace(minor, view), currency)),
    ...(hasCompareAt ? { compareAtPrice: variant.compareAtMinor.map((minor) => (minor === null ? null : toMajor(inPlace(minor, view), currency))) } : {}),
    metal: variant.metals,
    metals: variant.metals,
    sizes: variant.sizes,
    gemstone: variant.gemstone,
    categories: variant.categories,
    subCategories: variant.subCategories,
    themes: variant.themes,
    purposes: variant.purposes,
    festivals: variant.festivals,
    imageWidths: variant.imageWidths,
    madeToOrder: variant.madeToOrder,
    ...(variant.madeToOrder ? { leadTimeDays: { min: variant.leadTime.minDays, max: variant.leadTime.maxDays } } : { stock: variant.stock }),
    promotion: variant.promotion,
  };
}

/** A product; with `view`, its prices as that place's shoppers see them (the API's `shipTo`, decision record 036). */
export function productAnswer(product: Product, currency: string, view?: PriceView): ProductAnswer {
  return {
    id: product.id,
    slug: product.slug,
    currency,
    showRating: product.showRating,
    stars: product.stars,
    bestSeller: product.bestSeller,
    ProductVariants: product.variants.map((variant) => variantAnswer(variant, currency, view)),
  };
}

/** A page of the listing: its products, facets and price range, the currency named once; with `view`, the products' prices in that place (its range already is: `listing`'s `view`). */
export const listingAnswer = (listing: Listing, currency: string, view?: PriceView): ListingAnswer => ({
  ...listing,
  items: listing.items.map((product) => productAnswer(product, currency, view)),
  priceRange: { min: toMajor(listing.priceRange.minMinor, currency), max: toMajor(listing.priceRange.maxMinor, currency) },
  currency,
});

/** A product of any status, as the back office reads and writes it, with its metal-rate pricing inputs. */
export const adminProductAnswer = (product: AdminProduct, currency: string): AdminProductAnswer => ({
  ...productAnswer(product, currency),
  status: product.status,
  seoTitle: product.seoTitle,
  seoDescription: product.seoDescription,
  pricing: product.pricing.map((inputs) => ({
    variantId: inputs.variantId,
    metal: inputs.metal,
    weightGrams: inputs.metalWeightMg / 1000,
    making: toMajor(inputs.makingMinor, currency),
    stones: toMajor(inputs.stonesMinor, currency),
    marginPercent: inputs.marginBp === null ? null : inputs.marginBp / 100,
  })),
});

const adminProductRowAnswer = (row: AdminProductRow, currency: string): AdminProductRowAnswer => ({
  id: row.id,
  title: row.title,
  image: row.image,
  status: row.status,
  variantCount: row.variantCount,
  lowestPrice: row.lowestPriceMinor === null ? null : toMajor(row.lowestPriceMinor, currency),
  stock: row.stock,
  updatedAt: row.updatedAt,
});

export const adminProductListAnswer = (list: AdminProductList, currency: string): AdminProductListAnswer => ({
  items: list.items.map((row) => adminProductRowAnswer(row, currency)),
  total: list.total,
  totalPrecision: list.totalPrecision,
  page: list.page,
  pageSize: list.pageSize,
  pageCount: list.pageCount,
  currency,
});

/** An uploaded product photo, as the back office then refers to it. */
export const uploadedImageAnswer = (stored: UploadedImage): UploadedImageAnswer => ({
  file: stored.file,
  widths: stored.widths,
  width: stored.width,
  height: stored.height,
});

export const lowStockAnswer = (threshold: number, rows: LowStockRow[]): LowStockAnswer => ({ threshold, items: rows });

// The storefront's look-up lists: each names its value in its own field (category, theme, gemstone, size) and as `name`.

export const nameEntry = (value: NamedValue): NamedEntry => ({ _id: value.id, id: value.id, name: value.name, slug: value.slug });
export const categoryEntry = (value: ImagedValue): CategoryEntry => ({ ...nameEntry(value), category: value.name, image: value.image });
export const themeEntry = (value: ImagedValue): ThemeEntry => ({ ...nameEntry(value), theme: value.name, image: value.image });
export const gemstoneEntry = (value: NamedValue): GemstoneEntry => ({ ...nameEntry(value), gemstone: value.name });
export const subCategoryEntry = (value: NamedValue & { categoryId: number }): SubCategoryEntry => ({ ...nameEntry(value), categoryId: value.categoryId });
export const sizeEntry = (size: { id: number; label: string }): SizeEntry => ({ _id: size.id, id: size.id, size: size.label });

/**
 * Catalogue answers from the catalogue's values: money from minor units to the contract's amounts
 * (domain/contract/catalog.ts holds the shapes).
 */
import type { ImagedValue, NamedValue, Product, Variant } from '../../domain/catalog.ts';
import type { CategoryEntry, GemstoneEntry, NamedEntry, ProductAnswer, ThemeEntry, VariantAnswer } from '../../domain/contract/catalog.ts';
import { toMajor } from '../../domain/money.ts';

export function variantJson(variant: Variant, currency: string): VariantAnswer {
  const hasCompareAt = variant.compareAtMinor.some((value) => value !== null);
  return {
    id: variant.id,
    productId: variant.productId,
    title: variant.title,
    description: variant.description,
    images: variant.images,
    price: variant.pricesMinor.map((minor) => toMajor(minor, currency)),
    ...(hasCompareAt ? { compareAtPrice: variant.compareAtMinor.map((minor) => (minor === null ? null : toMajor(minor, currency))) } : {}),
    metal: variant.metals,
    metals: variant.metals,
    sizes: variant.sizes,
    gemstone: variant.gemstone,
    categories: variant.categories,
    subCategories: variant.subCategories,
    themes: variant.themes,
    purposes: variant.purposes,
    festivals: variant.festivals,
    rating: variant.rating,
    imageWidths: variant.imageWidths,
    madeToOrder: variant.madeToOrder,
    ...(variant.madeToOrder ? { leadTimeDays: { min: variant.leadTime.minDays, max: variant.leadTime.maxDays } } : { stock: variant.stock }),
  };
}

export function productJson(product: Product, currency: string): ProductAnswer {
  return {
    id: product.id,
    slug: product.slug,
    currency,
    showRating: product.showRating,
    ProductVariants: product.variants.map((variant) => variantJson(variant, currency)),
  };
}

export const nameEntry = (value: NamedValue): NamedEntry => ({ _id: value.id, id: value.id, name: value.name, slug: value.slug });
export const categoryEntry = (value: ImagedValue): CategoryEntry => ({ ...nameEntry(value), category: value.name, image: value.image });
export const themeEntry = (value: ImagedValue): ThemeEntry => ({ ...nameEntry(value), theme: value.name, image: value.image });
export const gemstoneEntry = (value: NamedValue): GemstoneEntry => ({ ...nameEntry(value), gemstone: value.name });

/**
 * The API's contract for catalogue data, written by hand (not derived from the tables): the
 * shapes of the spec's call tables, with real JSON arrays. Prices in the currency's major units.
 */
import { z } from '@hono/zod-openapi';
import type { ImagedValue, NamedValue, Product, Variant } from '../../domain/catalog.ts';
import { toMajor } from '../../domain/money.ts';

export const VariantShape = z
  .object({
    id: z.number().int(),
    productId: z.number().int(),
    title: z.string(),
    description: z.string(),
    images: z.array(z.string()).openapi({ description: 'File names, served from /api/uploads/{file}' }),
    price: z.array(z.number()).openapi({ description: "One price per metal, in metal[]'s order, in the shop currency", example: [89, 349] }),
    compareAtPrice: z
      .array(z.number().nullable())
      .optional()
      .openapi({ description: 'Former price per metal (null where none); present only when one exists' }),
    metal: z.array(z.string()).openapi({ example: ['925 Sterling Silver', '14K Gold'] }),
    metals: z.array(z.string()).openapi({ description: 'Same as metal (the options of the metal picker)' }),
    sizes: z.array(z.string()),
    gemstone: z.string().nullable(),
    categories: z.array(z.string()),
    subCategories: z.array(z.string()),
    themes: z.array(z.string()),
    purposes: z.array(z.string()),
    festivals: z.array(z.string()),
    rating: z.number(),
  })
  .openapi('ProductVariant');

export const ProductShape = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    currency: z.string().openapi({ example: 'USD' }),
    ProductVariants: z.array(VariantShape),
  })
  .openapi('Product');

export type VariantJson = z.infer<typeof VariantShape>;
export type ProductJson = z.infer<typeof ProductShape>;

export function variantJson(variant: Variant, currency: string): VariantJson {
  const hasCompareAt = variant.compareAtMinor.some((value) => value !== null);
  return {
    id: variant.id,
    productId: variant.productId,
    title: variant.title,
    description: variant.description,
    images: variant.images,
    price: variant.pricesMinor.map((minor) => toMajor(minor, currency)),
    ...(hasCompareAt
      ? { compareAtPrice: variant.compareAtMinor.map((minor) => (minor === null ? null : toMajor(minor, currency))) }
      : {}),
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
  };
}

export function productJson(product: Product, currency: string): ProductJson {
  return {
    id: product.id,
    slug: product.slug,
    currency,
    ProductVariants: product.variants.map((variant) => variantJson(variant, currency)),
  };
}

// Look-up lists: spec 001 §3 names each list's field (category, theme, size, name, gemstone) and an _id.

export const NameEntry = z.object({ _id: z.number().int(), id: z.number().int(), name: z.string(), slug: z.string() }).openapi('NamedValue');
export const nameEntry = (value: NamedValue) => ({ _id: value.id, id: value.id, name: value.name, slug: value.slug });

export const CategoryEntry = z
  .object({ _id: z.number().int(), id: z.number().int(), category: z.string(), name: z.string(), slug: z.string(), image: z.string() })
  .openapi('Category');
export const categoryEntry = (value: ImagedValue) => ({ ...nameEntry(value), category: value.name, image: value.image });

export const ThemeEntry = z
  .object({ _id: z.number().int(), id: z.number().int(), theme: z.string(), name: z.string(), slug: z.string(), image: z.string() })
  .openapi('Theme');
export const themeEntry = (value: ImagedValue) => ({ ...nameEntry(value), theme: value.name, image: value.image });

export const GemstoneEntry = z
  .object({ _id: z.number().int(), id: z.number().int(), gemstone: z.string(), name: z.string(), slug: z.string() })
  .openapi('Gemstone');
export const gemstoneEntry = (value: NamedValue) => ({ ...nameEntry(value), gemstone: value.name });

export const SizeEntry = z.object({ _id: z.number().int(), id: z.number().int(), size: z.string() }).openapi('Size');

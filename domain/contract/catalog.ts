/**
 * The catalogue as the API answers it: the old storefront's product and look-up shapes, with real
 * JSON arrays, and the paged, faceted listing.
 */
import { z } from 'zod';
import { FILTER_GROUPS, type FilterKey } from '../listing.ts';
import { Amount } from './money.ts';

export const VariantAnswer = z
  .object({
    id: z.number().int(),
    productId: z.number().int(),
    title: z.string(),
    description: z.string(),
    images: z.array(z.string()).meta({ description: 'File names, served from /api/uploads/{file}' }),
    price: z.array(Amount).meta({ description: "One price per metal, in metal[]'s order", example: [89, 349] }),
    compareAtPrice: z.array(Amount.nullable()).optional().meta({ description: 'Former price per metal (null where none); present only when one exists' }),
    metal: z.array(z.string()).meta({ example: ['925 Sterling Silver', '14K Gold'] }),
    metals: z.array(z.string()).meta({ description: 'Same as metal (the options of the metal picker)' }),
    sizes: z.array(z.string()),
    gemstone: z.string().nullable(),
    categories: z.array(z.string()),
    subCategories: z.array(z.string()),
    themes: z.array(z.string()),
    purposes: z.array(z.string()),
    festivals: z.array(z.string()),
    imageWidths: z
      .array(z.array(z.number().int()))
      .meta({ description: 'Per image, the widths of its WebP and AVIF renditions ({stem}-{width}.webp|avif); empty for a drawn image' }),
    madeToOrder: z.boolean().meta({ description: 'Made when ordered (see leadTimeDays); otherwise ready to ship from stock' }),
    leadTimeDays: z
      .object({ min: z.number().int(), max: z.number().int() })
      .optional()
      .meta({ description: 'Business days to make a made-to-order piece; present only when madeToOrder' }),
    stock: z
      .array(z.object({ metal: z.string(), size: z.string().meta({ description: "'' for a one-size piece" }), quantity: z.number().int() }))
      .optional()
      .meta({ description: 'Pieces left per metal and size; present only for a ready-to-ship piece' }),
    promotion: z
      .object({ name: z.string().meta({ example: 'Weekend ring sale' }), percent: z.number().int().meta({ example: 20 }) })
      .nullable()
      .meta({
        description:
          'The automatic promotion the piece shows (no code needed; every shopper gets it on this piece): price less percent is what checkout charges; null when none',
      }),
  })
  .meta({ id: 'ProductVariant' });
export type VariantAnswer = z.infer<typeof VariantAnswer>;

export const ProductAnswer = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    currency: z.string().meta({ example: 'USD' }),
    showRating: z.boolean().meta({ description: 'Whether the storefront shows the stars' }),
    stars: z
      .object({ count: z.number().int(), average: z.number() })
      .nullable()
      .meta({ description: 'Its published reviews: how many, and their average to one decimal; null while there is none' }),
    bestSeller: z.boolean().meta({ description: 'Among the most sold pieces of the last 90 days' }),
    ProductVariants: z.array(VariantAnswer),
  })
  .meta({ id: 'Product' });
export type ProductAnswer = z.infer<typeof ProductAnswer>;

const FacetAnswer = z.object({ id: z.number().int(), name: z.string(), slug: z.string(), count: z.number().int() });

export const ListingAnswer = z
  .object({
    items: z.array(ProductAnswer),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
    facets: z.object(Object.fromEntries(FILTER_GROUPS.map(({ key }) => [key, z.array(FacetAnswer)])) as Record<FilterKey, z.ZodArray<typeof FacetAnswer>>),
    priceRange: z.object({ min: Amount, max: Amount }),
    currency: z.string(),
  })
  .meta({ id: 'Listing' });
export type ListingAnswer = z.infer<typeof ListingAnswer>;

// Look-up lists: each names its value in its own field (category, theme, gemstone, size) and as `name`, with `id` and `_id`.

export const NamedEntry = z.object({ _id: z.number().int(), id: z.number().int(), name: z.string(), slug: z.string() }).meta({ id: 'NamedValue' });
export type NamedEntry = z.infer<typeof NamedEntry>;

export const CategoryEntry = NamedEntry.extend({ category: z.string(), image: z.string() }).meta({ id: 'Category' });
export type CategoryEntry = z.infer<typeof CategoryEntry>;

export const ThemeEntry = NamedEntry.extend({ theme: z.string(), image: z.string() }).meta({ id: 'Theme' });
export type ThemeEntry = z.infer<typeof ThemeEntry>;

export const GemstoneEntry = NamedEntry.extend({ gemstone: z.string() }).meta({ id: 'Gemstone' });
export type GemstoneEntry = z.infer<typeof GemstoneEntry>;

export const SubCategoryEntry = NamedEntry.extend({ categoryId: z.number().int() }).meta({ id: 'SubCategory' });
export type SubCategoryEntry = z.infer<typeof SubCategoryEntry>;

export const SizeEntry = z.object({ _id: z.number().int(), id: z.number().int(), size: z.string() }).meta({ id: 'Size' });
export type SizeEntry = z.infer<typeof SizeEntry>;

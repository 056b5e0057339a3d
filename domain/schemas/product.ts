/**
 * A product as the back office writes it: the shape `GET /api/products/{id}` answers, plus its
 * `status` and, per variant, whether it is made to order (with a lead time) or ready to ship (with
 * the pieces on the shelf per metal and size). The product's id, `currency`, `metals` and
 * `imageWidths` of an answer are ignored, and a variant's `id` keeps that variant when the product
 * is replaced, so an answer can be edited and sent back as it is. The edit screen's form validates
 * with this same schema. Names (categories, metals, sizes…, each its name or slug in any case) are
 * checked against the look-up lists by the server, which answers 400 naming the field; a type
 * (sub-category) must belong to one of the variant's categories. A made-to-order variant keeps no
 * stock count: its `stock` is not stored. Without a `slug`, a new product's comes from its first
 * variant's title and a replaced product keeps its own.
 */
import { z } from 'zod';
import { DEFAULT_LEAD_TIME, PRODUCT_STATUSES } from '../catalog.ts';
import { ProductPricingInput } from '../contract/admin-pricing.ts';
import { multiLine, singleLine } from './text.ts';

/** Search results show about this much of a page's title and description (decision 053). */
export const SEO_LIMITS = { title: 70, description: 160 } as const;

export const PRODUCT_MESSAGES = {
  title: 'Title is required',
  titleLength: 'Title must be at most 200 characters',
  description: 'Description must be at most 5000 characters',
  variants: 'A product needs at least one variant',
  tooManyVariants: 'A product has at most 20 variants',
  metals: 'Name at least one metal',
  duplicateMetal: (metal: string) => `${metal} is listed twice`,
  priceCount: 'Give one price per metal, in the order of the metals',
  compareAtCount: 'Give one compare-at price (or null) per metal, in the order of the metals',
  pricingCount: 'Give one set of pricing inputs (or null) per metal, in the order of the metals',
  price: 'A price must be a positive amount',
  compareAt: 'A compare-at price must be a positive amount',
  duplicateSize: (size: string) => `Size ${size} is listed twice`,
  leadTime: 'The lead time is between 1 and 120 business days, the first at most the second',
  stockChoice: (metal: string, size: string) => `There is no ${metal}${size ? `, size ${size}` : ''} among this variant’s metals and sizes`,
  stockTwice: (metal: string, size: string) => `${metal}${size ? `, size ${size}` : ''} is counted twice`,
  quantity: 'A quantity is a whole number from 0 to 100000',
  slug: 'A slug is lower-case letters, digits and dashes',
  status: 'Status must be draft, published or archived',
  unknown: (noun: string, name: string) => `Unknown ${noun}: ${name}`,
  typeOutsideCategories: (type: string, category: string) => `${type} is a type of ${category}: add ${category} to the categories or choose another type`,
  seoTitle: `An SEO title is at most ${SEO_LIMITS.title} characters`,
  seoDescription: `An SEO description is at most ${SEO_LIMITS.description} characters`,
  slugTaken: (slug: string) => `Another product already has the slug ${slug}`,
  images: 'A variant has at most 12 images',
  imageName: 'An image is the name of a file under /api/uploads/ (letters, digits, dots, dashes and underscores)',
  imageNotUploaded: (file: string) => `${file} is not an image uploaded in the back office: upload the photo with the variant’s image uploader`,
  imageShopperPhoto: (file: string) => `${file} is a shopper’s photo from the inbox: a product can only show images uploaded in the back office`,
  variantId: 'A variant id is a whole number',
} as const;
const M = PRODUCT_MESSAGES;

const name = (field: string) => singleLine(field, `${field} is required`).trim().min(1, `${field} is required`).max(80, `${field} is at most 80 characters`);
const names = (field: string) => z.array(name(field)).max(50, `At most 50 ${field.toLowerCase()} values`).default([]);

/** An amount in major units, at most 9,999,999.99 (prices are kept as integer minor units). */
const price = (message: string) => z.number({ message }).positive(message).max(9_999_999.99, message);

const StockInput = z.object({
  metal: name('Metal'),
  size: singleLine('Size').trim().max(20).default(''),
  quantity: z.number({ message: M.quantity }).int(M.quantity).min(0, M.quantity).max(100_000, M.quantity),
});
type StockInput = z.infer<typeof StockInput>;

export const VariantInput = z
  .object({
    /**
     * The id of one of this product's variants (as a product answer carries it): a replaced product
     * keeps that variant, so carts, wishlists and orders that name it still find it. Any other id,
     * or none, makes a new variant.
     */
    id: z.number({ message: M.variantId }).int(M.variantId).positive(M.variantId).max(2_147_483_647, M.variantId).optional(),
    title: singleLine('Title', M.title).trim().min(1, M.title).max(200, M.titleLength),
    description: multiLine('Description').max(5000, M.description).default(''),
    // The names the uploads route serves (a drawn image or an upload's generated name).
    images: z
      .array(z.string({ message: M.imageName }).regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, M.imageName))
      .max(12, M.images)
      .default([]),
    metal: z.array(name('Metal')).min(1, M.metals).max(20),
    price: z.array(price(M.price)).max(20),
    compareAtPrice: z.array(price(M.compareAt).nullable()).max(20).optional(),
    /**
     * Metal-rate pricing's inputs per metal, in the metals' order (decision record 055): null for a
     * typed price; absent, each metal the variant keeps keeps its inputs.
     */
    pricing: z.array(ProductPricingInput.nullable()).max(20).optional(),
    sizes: z.array(singleLine('Size').trim().min(1).max(20)).max(40).default([]),
    gemstone: name('Gemstone').nullable().default(null),
    categories: names('Categories'),
    subCategories: names('Types'),
    themes: names('Themes'),
    purposes: names('Purposes'),
    festivals: names('Festivals'),
    madeToOrder: z.boolean().default(true),
    leadTimeDays: z
      .object({ min: z.number().int().min(1, M.leadTime).max(120, M.leadTime), max: z.number().int().min(1, M.leadTime).max(120, M.leadTime) })
      .refine((lead) => lead.min <= lead.max, { message: M.leadTime, path: ['max'] })
      .default({ min: DEFAULT_LEAD_TIME.minDays, max: DEFAULT_LEAD_TIME.maxDays }),
    stock: z.array(StockInput).max(800).default([]),
  })
  .superRefine((variant, ctx) => {
    const seen = new Set<string>();
    variant.metal.forEach((metal, index) => {
      const key = metal.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['metal', index], message: M.duplicateMetal(metal) });
      seen.add(key);
    });
    if (variant.price.length !== variant.metal.length) ctx.addIssue({ code: 'custom', path: ['price'], message: M.priceCount });
    if (variant.compareAtPrice && variant.compareAtPrice.length !== variant.metal.length)
      ctx.addIssue({ code: 'custom', path: ['compareAtPrice'], message: M.compareAtCount });
    if (variant.pricing && variant.pricing.length !== variant.metal.length) ctx.addIssue({ code: 'custom', path: ['pricing'], message: M.pricingCount });
    const sizes = new Set<string>();
    variant.sizes.forEach((size, index) => {
      if (sizes.has(size.toLowerCase())) ctx.addIssue({ code: 'custom', path: ['sizes', index], message: M.duplicateSize(size) });
      sizes.add(size.toLowerCase());
    });
    const counted = new Set<string>();
    variant.stock.forEach((level, index) => {
      const metalKnown = seen.has(level.metal.toLowerCase());
      const sizeKnown = variant.sizes.length === 0 ? level.size === '' : sizes.has(level.size.toLowerCase());
      if (!metalKnown || !sizeKnown) ctx.addIssue({ code: 'custom', path: ['stock', index], message: M.stockChoice(level.metal, level.size) });
      const key = `${level.metal.toLowerCase()}\u0000${level.size.toLowerCase()}`;
      if (counted.has(key)) ctx.addIssue({ code: 'custom', path: ['stock', index], message: M.stockTwice(level.metal, level.size) });
      counted.add(key);
    });
  });
export type VariantInput = z.infer<typeof VariantInput>;

export const ProductInput = z.object({
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, M.slug)
    .max(120, M.slug)
    .optional(),
  status: z.enum(PRODUCT_STATUSES, { message: M.status }).default('draft'),
  showRating: z.boolean().default(true),
  /** The page's <title> and meta description; blank or null: made from the piece; absent: a replaced product keeps its own. */
  seoTitle: singleLine('SEO title').trim().max(SEO_LIMITS.title, M.seoTitle).nullable().optional(),
  seoDescription: singleLine('SEO description').trim().max(SEO_LIMITS.description, M.seoDescription).nullable().optional(),
  ProductVariants: z.array(VariantInput).min(1, M.variants).max(20, M.tooManyVariants),
});
export type ProductInput = z.infer<typeof ProductInput>;
/** What a form or client sends before defaults are filled in. */
export type ProductInputDraft = z.input<typeof ProductInput>;

/**
 * The product edit screen's form, and how it becomes the product the API takes (ProductInput).
 *
 * The screen edits one product: its title, description and tags once, and per variant the
 * gemstone, one row per metal (price, compare-at price, pieces on the shelf per size), sizes,
 * made to order or ready to ship, and images. ProductInput, the shape products are read and
 * written in, repeats the title, description and tags on every variant and keeps metals, prices
 * and compare-at prices as parallel lists; `toProductInput` builds it from the form, and
 * `placeIssues` puts each of its refusals (the browser's check with the same schema, or the
 * server's) back on the field the person typed into.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { set, type FieldErrors, type Resolver } from 'react-hook-form';
import { DEFAULT_LEAD_TIME, type ProductStatus } from '../../../../domain/catalog.ts';
import type { AdminProductAnswer } from '../../../../domain/contract/admin-products.ts';
import { ProductInput, type ProductInputDraft } from '../../../../domain/schemas/product.ts';
import type { ActionResult } from '../../../lib/action-result';

interface Named {
  id: number;
  name: string;
}

/** The look-up lists the form picks from, in their display order. */
export interface ProductLookups {
  categories: Named[];
  subCategories: Array<Named & { categoryId: number }>;
  themes: Named[];
  purposes: Named[];
  festivals: Named[];
  gemstones: Named[];
  metals: Named[];
  sizes: Array<{ id: number; label: string }>;
}

/** The tags a product carries, each a list of names of one look-up list. */
const TAG_GROUPS = ['categories', 'subCategories', 'themes', 'purposes', 'festivals'] as const;
export type TagGroup = (typeof TAG_GROUPS)[number];

export interface MetalRow {
  metal: string;
  /** As typed, in major units ("1250.00"). */
  price: string;
  /** As typed; empty for none. */
  compareAt: string;
  /** Pieces on the shelf per size, keyed by `sizeKey` ("" counts as 0). */
  stock: Record<string, string>;
  /** Metal-rate pricing's inputs as typed (decision record 055): grams, amounts, percent; an empty weight is a typed price. */
  weight: string;
  making: string;
  stones: string;
  margin: string;
}

export interface ImageRow {
  /** The file name under /api/uploads/. */
  file: string;
  /** Its renditions' widths; empty for a drawn (SVG) sample image. */
  widths: number[];
}

export interface VariantForm {
  /** A stored variant's id: saving keeps that variant (carts, wishlists and orders name it); none for a new one. */
  id?: number;
  /** The gemstone's name; empty for none. */
  gemstone: string;
  metals: MetalRow[];
  /** Size labels, in the size list's order. */
  sizes: string[];
  madeToOrder: boolean;
  leadMin: string;
  leadMax: string;
  images: ImageRow[];
}

export interface ProductForm {
  /** Kept as loaded, so a product's address in the catalogue stays the same. */
  slug?: string;
  status: ProductStatus;
  showRating: boolean;
  /** The page's <title> and meta description for search engines; empty: made from the piece. */
  seoTitle: string;
  seoDescription: string;
  title: string;
  description: string;
  categories: string[];
  subCategories: string[];
  themes: string[];
  purposes: string[];
  festivals: string[];
  variants: VariantForm[];
}

/** The stock grid's column of a size (`s{id}` of the size list), or `one` for a one-size piece. */
const ONE_SIZE = 'one';
export function sizeKey(sizes: ProductLookups['sizes'], label: string): string {
  if (label === '') return ONE_SIZE;
  const size = sizes.find((entry) => entry.label.toLowerCase() === label.toLowerCase());
  return size ? `s${size.id}` : `x${label.replace(/[^A-Za-z0-9]/g, '_')}`;
}

/** A variant's sizes in the size list's order (any the list no longer has, last). */
export function orderedSizes(sizes: ProductLookups['sizes'], chosen: readonly string[]): string[] {
  const position = new Map(sizes.map((size, index) => [size.label, index]));
  return [...chosen].sort((a, b) => (position.get(a) ?? Infinity) - (position.get(b) ?? Infinity));
}

const NO_PRICING = { weight: '', making: '', stones: '', margin: '' };

/** A metal row's pricing inputs as the form shows them, from the product answer's. */
function pricingFields(product: AdminProductAnswer, variantId: number, metal: string): Pick<MetalRow, keyof typeof NO_PRICING> {
  const inputs = product.pricing.find((entry) => entry.variantId === variantId && entry.metal.toLowerCase() === metal.toLowerCase());
  if (!inputs) return NO_PRICING;
  return {
    weight: String(inputs.weightGrams),
    making: String(inputs.making),
    stones: String(inputs.stones),
    margin: inputs.marginPercent === null ? '' : String(inputs.marginPercent),
  };
}

export function emptyMetal(metal = ''): MetalRow {
  return { metal, price: '', compareAt: '', stock: {}, ...NO_PRICING };
}

export function emptyVariant(lookups: Pick<ProductLookups, 'metals'>): VariantForm {
  return {
    gemstone: '',
    metals: [emptyMetal(lookups.metals[0]?.name)],
    sizes: [],
    madeToOrder: true,
    leadMin: String(DEFAULT_LEAD_TIME.minDays),
    leadMax: String(DEFAULT_LEAD_TIME.maxDays),
    images: [],
  };
}

export function emptyProduct(lookups: Pick<ProductLookups, 'metals'>): ProductForm {
  return {
    status: 'draft',
    showRating: true,
    seoTitle: '',
    seoDescription: '',
    title: '',
    description: '',
    categories: [],
    subCategories: [],
    themes: [],
    purposes: [],
    festivals: [],
    variants: [emptyVariant(lookups)],
  };
}

/** The form for a stored product, as the API answers it: the title, description and tags of its first variant stand for all. */
export function toFormValues(product: AdminProductAnswer, sizes: ProductLookups['sizes']): ProductForm {
  const first = product.ProductVariants[0];
  return {
    slug: product.slug,
    status: product.status,
    showRating: product.showRating,
    seoTitle: product.seoTitle ?? '',
    seoDescription: product.seoDescription ?? '',
    title: first?.title ?? '',
    description: first?.description ?? '',
    categories: [...(first?.categories ?? [])],
    subCategories: [...(first?.subCategories ?? [])],
    themes: [...(first?.themes ?? [])],
    purposes: [...(first?.purposes ?? [])],
    festivals: [...(first?.festivals ?? [])],
    variants: product.ProductVariants.map((variant) => ({
      id: variant.id,
      gemstone: variant.gemstone ?? '',
      metals: variant.metal.map((metal, index) => {
        const stock: Record<string, string> = {};
        for (const level of variant.stock ?? []) {
          if (level.metal.toLowerCase() === metal.toLowerCase()) stock[sizeKey(sizes, level.size)] = String(level.quantity);
        }
        const price = variant.price[index];
        const compareAt = variant.compareAtPrice?.[index];
        return {
          metal,
          price: price === undefined ? '' : String(price),
          compareAt: compareAt == null ? '' : String(compareAt),
          stock,
          ...pricingFields(product, variant.id, metal),
        };
      }),
      sizes: [...variant.sizes],
      madeToOrder: variant.madeToOrder,
      // A ready-to-ship piece is answered without a lead time: it keeps the default.
      leadMin: String(variant.leadTimeDays?.min ?? DEFAULT_LEAD_TIME.minDays),
      leadMax: String(variant.leadTimeDays?.max ?? DEFAULT_LEAD_TIME.maxDays),
      images: variant.images.map((file, index) => ({ file, widths: variant.imageWidths[index] ?? [] })),
    })),
  };
}

/** An amount as typed; an empty one is not a number, so the schema says what a price must be. */
const amount = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));
/** A count as typed; empty is 0 (an empty shelf, or a lead time the schema refuses with its message). */
const count = (text: string) => (text.trim() === '' ? 0 : Number(text.trim()));

/** A metal row's pricing inputs as the API takes them: none without a weight; an empty charge is none, an empty margin no margin. */
const pricingInput = (row: MetalRow) =>
  row.weight.trim() === ''
    ? null
    : {
        weightGrams: amount(row.weight),
        making: row.making.trim() === '' ? 0 : amount(row.making),
        stones: row.stones.trim() === '' ? 0 : amount(row.stones),
        marginPercent: row.margin.trim() === '' ? null : amount(row.margin),
      };

/** The stock grid's cells of a ready-to-ship variant, in the order `toProductInput` lists its stock. */
function stockCells(variant: VariantForm, sizes: ProductLookups['sizes']): Array<{ metalIndex: number; size: string; key: string }> {
  if (variant.madeToOrder) return [];
  const labels = variant.sizes.length ? orderedSizes(sizes, variant.sizes) : [''];
  return variant.metals.flatMap((_, metalIndex) => labels.map((size) => ({ metalIndex, size, key: sizeKey(sizes, size) })));
}

/** The product the API takes, from the form: what the browser checks and the action sends. */
export function toProductInput(form: ProductForm, sizes: ProductLookups['sizes']): ProductInputDraft {
  const shared = {
    title: form.title,
    description: form.description,
    categories: form.categories,
    subCategories: form.subCategories,
    themes: form.themes,
    purposes: form.purposes,
    festivals: form.festivals,
  };
  return {
    ...(form.slug ? { slug: form.slug } : {}),
    status: form.status,
    showRating: form.showRating,
    seoTitle: form.seoTitle.trim() || null,
    seoDescription: form.seoDescription.trim() || null,
    ProductVariants: form.variants.map((variant) => ({
      ...(variant.id === undefined ? {} : { id: variant.id }),
      ...shared,
      gemstone: variant.gemstone || null,
      images: variant.images.map((image) => image.file),
      metal: variant.metals.map((row) => row.metal),
      price: variant.metals.map((row) => amount(row.price)),
      compareAtPrice: variant.metals.map((row) => (row.compareAt.trim() === '' ? null : amount(row.compareAt))),
      pricing: variant.metals.map(pricingInput),
      sizes: orderedSizes(sizes, variant.sizes),
      madeToOrder: variant.madeToOrder,
      // A ready-to-ship piece has no lead time to show; the stored one stays the default.
      ...(variant.madeToOrder ? { leadTimeDays: { min: count(variant.leadMin), max: count(variant.leadMax) } } : {}),
      stock: stockCells(variant, sizes).map((cell) => {
        const row = variant.metals[cell.metalIndex]!;
        return { metal: row.metal, size: cell.size, quantity: count(row.stock[cell.key] ?? '') };
      }),
    })),
  };
}

/** A refusal of ProductInput: the path of the field in the product (`ProductVariants.0.price.1`) and its message. */
export interface ProductIssue {
  path: string | ReadonlyArray<string | number>;
  message: string;
}

/** Where the form shows a message that belongs to no one field (`errors.root.form`). */
export const FORM_ROOT = 'root.form';

const SHARED_FIELDS = new Set<string>(['title', 'description', ...TAG_GROUPS]);
const METAL_COLUMNS: Record<string, keyof MetalRow> = { metal: 'metal', price: 'price', compareAtPrice: 'compareAt' };
const PRICING_COLUMNS: Record<string, keyof MetalRow> = { weightGrams: 'weight', making: 'making', stones: 'stones', marginPercent: 'margin' };
const isIndex = (segment: string | undefined) => segment !== undefined && /^\d+$/.test(segment);

/** The form field that shows a refusal at `path` of the ProductInput built from `form`. */
function formFieldOf(path: ProductIssue['path'], form: ProductForm, sizes: ProductLookups['sizes']): string {
  const parts = (typeof path === 'string' ? path.split('.') : path.map(String)).filter((part) => part !== '');
  const [top, index, field, next, inner] = parts;
  if (top === 'status' || top === 'showRating' || top === 'seoTitle' || top === 'seoDescription') return top;
  if (top !== 'ProductVariants') return FORM_ROOT;
  if (!isIndex(index) || !field) return 'variants.root';
  const variant = `variants.${index}`;
  if (SHARED_FIELDS.has(field)) return field;
  const column = METAL_COLUMNS[field];
  if (column) return isIndex(next) ? `${variant}.metals.${next}.${column}` : `${variant}.metals.root`;
  switch (field) {
    case 'gemstone':
    case 'sizes':
    case 'images':
    case 'madeToOrder':
      return `${variant}.${field}`;
    case 'pricing':
      return isIndex(next) ? `${variant}.metals.${next}.${PRICING_COLUMNS[inner ?? ''] ?? 'weight'}` : `${variant}.metals.root`;
    case 'leadTimeDays':
      return `${variant}.${next === 'min' ? 'leadMin' : 'leadMax'}`;
    case 'stock': {
      const cell = isIndex(next) && form.variants[Number(index)] ? stockCells(form.variants[Number(index)]!, sizes)[Number(next)] : undefined;
      return cell ? `${variant}.metals.${cell.metalIndex}.stock.${cell.key}` : `${variant}.metals.root`;
    }
    default:
      return FORM_ROOT;
  }
}

/** Each refusal on its form field, the first message of a field winning. */
export function placeIssues(issues: readonly ProductIssue[], form: ProductForm, sizes: ProductLookups['sizes']): Array<{ name: string; message: string }> {
  const placed = new Map<string, string>();
  for (const issue of issues) {
    const name = formFieldOf(issue.path, form, sizes);
    if (!placed.has(name)) placed.set(name, issue.message);
  }
  return [...placed].map(([name, message]) => ({ name, message }));
}

/** The messages of zodResolver's nested errors with their paths (`root` marks a list's own message). */
function flatten(node: unknown, path: string[], out: ProductIssue[]): void {
  if (typeof node !== 'object' || node === null) return;
  const error = node as { message?: unknown; type?: unknown };
  if (typeof error.message === 'string' && 'type' in error) out.push({ path: path.filter((part) => part !== 'root'), message: error.message });
  for (const [key, child] of Object.entries(node)) {
    if (key !== 'message' && key !== 'type' && key !== 'ref' && key !== 'types') flatten(child, [...path, key], out);
  }
}

/**
 * The form's resolver: the form becomes the product the API takes and is checked with the API's
 * own schema (zodResolver(ProductInput)); a valid form submits that product as parsed.
 */
export function productResolver(sizes: ProductLookups['sizes']): Resolver<ProductForm, unknown, ProductInput> {
  const validate = zodResolver(ProductInput);
  return async (form, context, options) => {
    const result = await validate(toProductInput(form, sizes) as never, context, {
      ...options,
      names: undefined,
      fields: {},
      shouldUseNativeValidation: false,
    });
    if (Object.keys(result.errors).length === 0) return { values: result.values as ProductInput, errors: {} };
    const issues: ProductIssue[] = [];
    flatten(result.errors, [], issues);
    const errors: FieldErrors<ProductForm> = {};
    for (const { name, message } of placeIssues(issues, form, sizes)) set(errors, name, { type: 'validate', message });
    return { values: {}, errors };
  };
}

/** What a save carries: the product as stored. */
export interface Saved {
  product: AdminProductAnswer;
}

/** What the edit page's action answers: the product as stored, or why it was refused (with the fields' paths in `issues`). */
export type SaveAnswer = ActionResult<never, Saved>;

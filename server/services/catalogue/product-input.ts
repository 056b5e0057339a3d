/**
 * A product as the back office sends it, resolved against the look-up lists: every name turned
 * into an id and every price into minor units. Every problem is collected with its field's path,
 * so one answer names them all. Names match a value's name or slug in any case; a size matches
 * its label.
 */
import { ringSizeMatches } from '../../../domain/ring-sizes.ts';
import type { ProductPricingInput } from '../../../domain/contract/admin-pricing.ts';
import { InvalidInput, type FieldIssue } from '../../../domain/errors.ts';
import type { PricingInputs } from '../../../domain/metal-pricing.ts';
import { MAX_PRICE_MINOR } from '../../../domain/listing.ts';
import { toMinor } from '../../../domain/money.ts';
import { imageAudience } from '../../../domain/images.ts';
import { PRODUCT_MESSAGES, type ProductInput, type VariantInput } from '../../../domain/schemas/product.ts';
import type { LookupLists } from './lookup-reads.ts';

interface Named {
  id: number;
  name: string;
  slug: string;
}

/** A variant's tags by look-up list, as ids: what a card keeps and what the product's write stores. */
export interface VariantTagIds {
  categoryIds: number[];
  subCategoryIds: number[];
  themeIds: number[];
  purposeIds: number[];
  festivalIds: number[];
}

/** A variant with every name turned into an id and every price into minor units. */
export interface ResolvedVariant extends VariantTagIds {
  input: VariantInput;
  gemstoneId: number | null;
  metalIds: number[];
  pricesMinor: number[];
  compareAtMinor: Array<number | null>;
  /** Metal-rate pricing's inputs per metal (null: a typed price); absent: each metal keeps its own (decision record 055). */
  pricing?: Array<PricingInputs | null>;
  sizeIds: number[];
  stock: Array<{ metalId: number; sizeId: number | null; quantity: number }>;
}

/** One variant's resolving: the lists, where its problems go, and the path of one of its fields. */
interface Scope {
  lookups: LookupLists;
  /** The images the input names that a product may show (catalogue/product-images.ts `showableImages`). */
  showable: ReadonlySet<string>;
  issues: FieldIssue[];
  at: (...path: Array<string | number>) => string;
}

const key = (name: string) => name.trim().toLowerCase();

/** The values of this name or slug, in any case. */
const byName = <T extends Named>(values: T[], wanted: string) =>
  values.filter((value) => value.name.toLowerCase() === key(wanted) || value.slug === key(wanted));

/** The ids of a list of names, each once; an unknown name is an issue at its place in the list. */
function tagIds(scope: Scope, values: Named[], names: string[], field: string, noun: string): number[] {
  const found: number[] = [];
  names.forEach((name, position) => {
    const match = byName(values, name)[0];
    if (!match) scope.issues.push({ path: scope.at(field, position), message: PRODUCT_MESSAGES.unknown(noun, name) });
    else if (!found.includes(match.id)) found.push(match.id);
  });
  return found;
}

/**
 * A type belongs to one category (Halo is a type of Rings): it must be one of the variant's
 * categories, so the storefront never files a piece under a type of a category it is not in.
 */
function typeIds({ lookups, issues, at }: Scope, names: string[], categoryIds: number[]): number[] {
  const found: number[] = [];
  names.forEach((name, position) => {
    const matches = byName(lookups.types, name);
    const match = matches.find((type) => categoryIds.includes(type.categoryId)) ?? matches[0];
    if (!match) return issues.push({ path: at('subCategories', position), message: PRODUCT_MESSAGES.unknown('type', name) });
    if (!categoryIds.includes(match.categoryId)) {
      const category = lookups.categories.find((value) => value.id === match.categoryId)!;
      return issues.push({ path: at('subCategories', position), message: PRODUCT_MESSAGES.typeOutsideCategories(match.name, category.name) });
    }
    if (!found.includes(match.id)) found.push(match.id);
  });
  return found;
}

function gemstoneId({ lookups, issues, at }: Scope, name: string | null): number | null {
  if (name === null) return null;
  const match = byName(lookups.gemstones, name)[0];
  if (!match) issues.push({ path: at('gemstone'), message: PRODUCT_MESSAGES.unknown('gemstone', name) });
  return match?.id ?? null;
}

/** The metals' ids in the variant's order, and each by the name it was given as. */
function metalIds({ lookups, issues, at }: Scope, names: string[]): { ids: number[]; byName: Map<string, number> } {
  const ids: number[] = [];
  const byGivenName = new Map<string, number>();
  names.forEach((name, position) => {
    const match = byName(lookups.metals, name)[0];
    if (!match) return issues.push({ path: at('metal', position), message: PRODUCT_MESSAGES.unknown('metal', name) });
    // A name and a slug of the same metal are the same metal listed twice.
    if (ids.includes(match.id)) return issues.push({ path: at('metal', position), message: PRODUCT_MESSAGES.duplicateMetal(match.name) });
    ids.push(match.id);
    byGivenName.set(key(name), match.id);
  });
  return { ids, byName: byGivenName };
}

/** The sizes' ids in the variant's order, and each by the label it was given as. */
function sizeIds({ lookups, issues, at }: Scope, labels: string[]): { ids: number[]; byLabel: Map<string, number> } {
  const ids: number[] = [];
  const byLabel = new Map<string, number>();
  labels.forEach((label, position) => {
    // A ring size may be given in any system or by its millimetres ("US 7", "7", "54.4"): decision record 057.
    const match = lookups.sizes.find((size) => size.label.toLowerCase() === key(label)) ?? lookups.sizes.find((size) => ringSizeMatches(size.label, label));
    if (!match) return issues.push({ path: at('sizes', position), message: PRODUCT_MESSAGES.unknown('size', label) });
    if (ids.includes(match.id)) return issues.push({ path: at('sizes', position), message: PRODUCT_MESSAGES.duplicateSize(match.label) });
    ids.push(match.id);
    byLabel.set(key(label), match.id);
  });
  return { ids, byLabel };
}

/** The prices and compare-at prices in minor units, one per metal. */
function pricesOf({ issues, at }: Scope, variant: VariantInput, currency: string): Pick<ResolvedVariant, 'pricesMinor' | 'compareAtMinor'> {
  const minor = (amount: number, path: string, message: string) => {
    const value = toMinor(amount, currency);
    // Rounded to the currency's smallest unit, a price must still be something, and fit the stored integers.
    if (value < 1 || value > MAX_PRICE_MINOR) issues.push({ path, message });
    return value;
  };
  return {
    pricesMinor: variant.price.map((amount, position) => minor(amount, at('price', position), PRODUCT_MESSAGES.price)),
    compareAtMinor: variant.metal.map((_, position) => {
      const amount = variant.compareAtPrice?.[position];
      return amount === undefined || amount === null ? null : minor(amount, at('compareAtPrice', position), PRODUCT_MESSAGES.compareAt);
    }),
  };
}

/** A metal's pricing inputs as stored: milligrams, minor units and basis points. */
const storedPricing = (inputs: ProductPricingInput, currency: string): PricingInputs => ({
  metalWeightMg: Math.round(inputs.weightGrams * 1000),
  makingMinor: toMinor(inputs.making, currency),
  stonesMinor: toMinor(inputs.stones, currency),
  marginBp: inputs.marginPercent === null ? null : Math.round(inputs.marginPercent * 100),
});

/** Each image must be one the back office uploaded (or a drawn one the shop shows); a shopper's photo is named as such. */
function checkImages(scope: Scope, images: string[]): void {
  images.forEach((file, position) => {
    if (scope.showable.has(file)) return;
    const message = imageAudience(file) === 'staff' ? PRODUCT_MESSAGES.imageShopperPhoto(file) : PRODUCT_MESSAGES.imageNotUploaded(file);
    scope.issues.push({ path: scope.at('images', position), message });
  });
}

function resolveVariant(scope: Scope, variant: VariantInput, currency: string): ResolvedVariant {
  const { lookups } = scope;
  // In the order of the fields, so the problems are listed in it.
  checkImages(scope, variant.images);
  const categoryIds = tagIds(scope, lookups.categories, variant.categories, 'categories', 'category');
  const subCategoryIds = typeIds(scope, variant.subCategories, categoryIds);
  const gemstone = gemstoneId(scope, variant.gemstone);
  const metals = metalIds(scope, variant.metal);
  const prices = pricesOf(scope, variant, currency);
  const sizes = sizeIds(scope, variant.sizes);
  // The schema has checked that each shelf names one of the variant's metals and sizes; names
  // already refused above leave no id to count here. A made-to-order piece has no shelves.
  const stock = variant.madeToOrder
    ? []
    : variant.stock.flatMap((level) => {
        const metalId = metals.byName.get(key(level.metal));
        const sizeId = level.size === '' ? null : sizes.byLabel.get(key(level.size));
        return metalId === undefined || sizeId === undefined ? [] : [{ metalId, sizeId, quantity: level.quantity }];
      });
  return {
    input: variant,
    gemstoneId: gemstone,
    metalIds: metals.ids,
    ...prices,
    ...(variant.pricing ? { pricing: variant.pricing.map((inputs) => inputs && storedPricing(inputs, currency)) } : {}),
    sizeIds: sizes.ids,
    categoryIds,
    subCategoryIds,
    themeIds: tagIds(scope, lookups.themes, variant.themes, 'themes', 'theme'),
    purposeIds: tagIds(scope, lookups.purposes, variant.purposes, 'purposes', 'purpose'),
    festivalIds: tagIds(scope, lookups.festivals, variant.festivals, 'festivals', 'festival'),
    stock,
  };
}

/** Every variant of the input resolved, or InvalidInput naming every problem (the first as its message). */
export function resolveProduct(input: ProductInput, lookups: LookupLists, showable: ReadonlySet<string>, currency: string): ResolvedVariant[] {
  const issues: FieldIssue[] = [];
  const resolved = input.ProductVariants.map((variant, index) =>
    resolveVariant({ lookups, showable, issues, at: (...path) => ['ProductVariants', index, ...path].join('.') }, variant, currency),
  );
  if (issues.length) throw new InvalidInput(issues[0]!.message, issues);
  return resolved;
}

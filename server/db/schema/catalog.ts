/**
 * The catalogue: look-up lists, products and their variants. A variant is one gemstone of a
 * product; it has a price per metal (with an optional compare-at price), sizes, images and tags.
 * Tags live in join tables; `variant_listing` is a read model derived from them for the listing.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  customType,
  unique,
} from 'drizzle-orm/pg-core';
import { DEFAULT_LEAD_TIME, PRODUCT_STATUSES } from '../../../domain/catalog.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A named look-up value shown as a filter or menu entry. */
const lookup = (name: string) =>
  pgTable(name, {
    id: serial().primaryKey(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    position: smallint().notNull().default(0),
  });

/** A look-up value with a picture: categories and themes have tiles. */
const imagedLookup = (name: string) =>
  pgTable(name, {
    id: serial().primaryKey(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    image: text().notNull(),
    position: smallint().notNull().default(0),
  });

export const categories = imagedLookup('categories');
export const themes = imagedLookup('themes');

/** Sub-categories ("types") belong to one category: Rings have Solitaire, Halo, ... */
export const subCategories = pgTable(
  'sub_categories',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: smallint().notNull().default(0),
  },
  (t) => [index().on(t.categoryId)],
);

export const purposes = lookup('purposes');
export const festivals = lookup('festivals');

export const metals = lookup('metals');
export const gemstones = lookup('gemstones');

/**
 * Sizes offered. A ring size (decision record 057) keeps its inner circumference (ISO 8653) in tenths of a
 * millimetre, and its label is those millimetres in words ("54.4 mm"); other sizes ("M", '16"') are free
 * labels with no circumference.
 */
export const sizes = pgTable('sizes', {
  id: serial().primaryKey(),
  label: text().notNull().unique(),
  position: smallint().notNull().default(0),
  circumferenceTenths: smallint().unique(),
});

export const products = pgTable(
  'products',
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    status: text({ enum: PRODUCT_STATUSES }).notNull().default('published'),
    /** Whether the storefront shows the stars and the rating. */
    showRating: boolean().notNull().default(true),
    /** The page's <title> and meta description when staff set them (decision 053); null: made from the piece. */
    seoTitle: text(),
    seoDescription: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.status, t.id)],
);

/**
 * A product's former slugs: its named address /product/{slug} under an old slug answers 301 to the
 * product's page (decision 053). A slug taken again by a product leaves this table, so it names
 * that product from then on.
 */
export const productOldSlugs = pgTable(
  'product_old_slugs',
  {
    slug: text().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    retiredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.productId)],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint().notNull().default(0),
    title: text().notNull(),
    description: text().notNull(),
    gemstoneId: integer().references(() => gemstones.id),
    /** Made when ordered (no stock count, a lead time) or ready to ship from `variant_stock`. */
    madeToOrder: boolean().notNull().default(true),
    leadTimeMinDays: smallint().notNull().default(DEFAULT_LEAD_TIME.minDays),
    leadTimeMaxDays: smallint().notNull().default(DEFAULT_LEAD_TIME.maxDays),
  },
  (t) => [
    index().on(t.productId, t.position),
    index().on(t.gemstoneId),
    // A product's ready-to-ship variants, read from the index alone (the back office's stock states).
    index('product_variants_ready_idx')
      .on(t.productId, t.id)
      .where(sql`NOT ${t.madeToOrder}`),
  ],
);

/** One price per metal, in the order the metal picker shows them. */
export const variantPrices = pgTable(
  'variant_prices',
  {
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    metalId: integer()
      .notNull()
      .references(() => metals.id),
    position: smallint().notNull(),
    priceMinor: integer().notNull(),
    compareAtMinor: integer(),
    /**
     * Metal-rate pricing's inputs (decision record 055): with a metal weight (milligrams, exact),
     * the price is weight × the metal's rate + making + stones (+ margin, basis points), set by each
     * applied rate change; without one (null) the price is the typed one. Making and stones are
     * minor units, null counting as none.
     */
    metalWeightMg: integer(),
    makingMinor: integer(),
    stonesMinor: integer(),
    marginBp: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.metalId] }),
    index().on(t.metalId),
    // A metal's pieces on metal pricing, read by a rate change's preview and apply.
    index('variant_prices_metal_priced_idx')
      .on(t.metalId, t.variantId)
      .where(sql`${t.metalWeightMg} IS NOT NULL`),
    check(
      'variant_prices_pricing_inputs_check',
      sql`${t.metalWeightMg} BETWEEN 0 AND 1000000 AND ${t.makingMinor} >= 0 AND ${t.stonesMinor} >= 0 AND ${t.marginBp} BETWEEN 0 AND 100000`,
    ),
  ],
);

export const variantImages = pgTable(
  'variant_images',
  {
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    file: text().notNull(),
    alt: text().notNull().default(''),
    /** Widths of the WebP and AVIF renditions made from an upload (`{stem}-{width}.webp|avif`); empty for a drawn image. */
    widths: smallint()
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.position] })],
);

/**
 * Pieces on the shelf of a ready-to-ship variant, per metal and size (no size: a one-size piece).
 * Never below zero: an order takes stock with a guarded update in its own transaction.
 */
export const variantStock = pgTable(
  'variant_stock',
  {
    id: serial().primaryKey(),
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    metalId: integer()
      .notNull()
      .references(() => metals.id),
    sizeId: integer().references(() => sizes.id),
    quantity: integer().notNull(),
  },
  (t) => [
    unique('variant_stock_choice_key').on(t.variantId, t.metalId, t.sizeId).nullsNotDistinct(),
    // The low-stock list reads the emptiest shelves first (quantity, then id) and stops at its page.
    index('variant_stock_quantity_id_idx').on(t.quantity, t.id),
    // A variant's pieces and lowest shelf read from the index alone (the back office's stock states).
    index('variant_stock_variant_id_quantity_idx').on(t.variantId, t.quantity),
    check('variant_stock_quantity_check', sql`${t.quantity} >= 0`),
  ],
);

export const variantSizes = pgTable(
  'variant_sizes',
  {
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    sizeId: integer()
      .notNull()
      .references(() => sizes.id),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.sizeId] })],
);

/** A join table variant ↔ look-up value, indexed both ways for filters. */
const variantTag = (name: string, target: { id: AnyPgColumn }) =>
  pgTable(
    name,
    {
      variantId: integer()
        .notNull()
        .references(() => productVariants.id, { onDelete: 'cascade' }),
      tagId: integer()
        .notNull()
        .references(() => target.id, { onDelete: 'cascade' }),
    },
    (t) => [primaryKey({ columns: [t.variantId, t.tagId] }), index().on(t.tagId, t.variantId)],
  );

export const variantCategories = variantTag('variant_categories', categories);
export const variantSubCategories = variantTag('variant_sub_categories', subCategories);
export const variantThemes = variantTag('variant_themes', themes);
export const variantPurposes = variantTag('variant_purposes', purposes);
export const variantFestivals = variantTag('variant_festivals', festivals);

/**
 * Listing read model: one row per variant with its tags as arrays, so the listing filters
 * (OR within a group: `&&`; AND across groups) and facet counts run on one table with GIN
 * indexes. Rebuilt from the tables above by `refresh_variant_listing()` (see migrations).
 */
export const variantListing = pgTable(
  'variant_listing',
  {
    variantId: integer()
      .primaryKey()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    productId: integer().notNull(),
    position: smallint().notNull(),
    categoryIds: integer().array().notNull(),
    subCategoryIds: integer().array().notNull(),
    themeIds: integer().array().notNull(),
    purposeIds: integer().array().notNull(),
    festivalIds: integer().array().notNull(),
    metalIds: integer().array().notNull(),
    gemstoneId: integer(),
    // No lowest price: the listing engine reads it from variant_prices when it builds (decision record 059).
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** A ready-to-ship variant with nothing left in any metal and size. */
    soldOut: boolean().notNull().default(false),
    searchText: text().notNull(),
    searchDocument: tsvector().notNull(),
  },
  (t) => [
    index().on(t.productId, t.position),
    index('variant_listing_category_ids_idx').using('gin', t.categoryIds),
    index('variant_listing_sub_category_ids_idx').using('gin', t.subCategoryIds),
    index('variant_listing_theme_ids_idx').using('gin', t.themeIds),
    index('variant_listing_purpose_ids_idx').using('gin', t.purposeIds),
    index('variant_listing_festival_ids_idx').using('gin', t.festivalIds),
    index('variant_listing_metal_ids_idx').using('gin', t.metalIds),
    index().on(t.gemstoneId),
    index().on(t.createdAt),
    index('variant_listing_search_document_idx').using('gin', t.searchDocument),
    index('variant_listing_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * The back office's read model of products: one row per product of any status (the storefront's
 * `variant_listing` holds only published ones) with what its list searches, filters and sorts on,
 * so that list stays fast on a large catalogue. Rebuilt with the listing by
 * `refresh_variant_listing()` (see the migrations), which every catalogue write calls. Of the
 * stock it keeps the lowest shelf and the pieces, which triggers on `variant_stock` follow in the
 * writing statement's transaction (a sale, a cancellation, an edit), so the list reads one row.
 */
export const productSummaries = pgTable(
  'product_summaries',
  {
    productId: integer()
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    status: text({ enum: PRODUCT_STATUSES }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    /** The first variant's title. */
    title: text().notNull(),
    /** Every variant's title, lower-case. */
    searchText: text().notNull(),
    categoryIds: integer().array().notNull(),
    /** The lowest price of any variant and metal. */
    minPriceMinor: integer(),
    variantCount: smallint().notNull(),
    /** Some variant is ready to ship (has shelves) rather than made to order. */
    readyToShip: boolean().notNull(),
    /**
     * Ready to ship with not one piece left on any shelf. Follows every sale: a sale that empties a
     * shelf, and a cancellation that refills one, refresh the listing of that variant.
     */
    soldOut: boolean().notNull(),
    /**
     * The fewest pieces on any shelf of its ready-to-ship variants (null: none has a shelf). Kept by
     * triggers on `variant_stock` (migration 0013): a product is low when this is at or under the
     * owner's threshold.
     */
    lowestShelf: integer(),
    /** The pieces on all those shelves (null: none has a shelf); kept with `lowestShelf`. */
    pieces: integer(),
    /** The first variant's first image (its file and the widths of its renditions), for the list's row. */
    image: text(),
    imageWidths: integer().array(),
  },
  (t) => [
    index('product_summaries_created_idx').on(t.createdAt.desc(), t.productId.desc()),
    index('product_summaries_updated_idx').on(t.updatedAt.desc(), t.productId.desc()),
    index('product_summaries_title_idx').on(sql`lower(${t.title})`, t.productId),
    index('product_summaries_price_idx').on(t.minPriceMinor, t.productId),
    index('product_summaries_status_idx').on(t.status, t.createdAt.desc()),
    index('product_summaries_ready_idx')
      .on(t.productId)
      .where(sql`${t.readyToShip}`),
    index('product_summaries_sold_out_idx')
      .on(t.productId)
      .where(sql`${t.soldOut}`),
    // The stock states "low" and "in stock": ready to ship, not sold out, by the lowest shelf.
    index('product_summaries_shelf_idx')
      .on(t.lowestShelf)
      .where(sql`${t.readyToShip} AND NOT ${t.soldOut}`),
    index('product_summaries_category_ids_idx').using('gin', t.categoryIds),
    index('product_summaries_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * The storefront's read model of whole products: one row per product (any status) holding what
 * a product card and page show, as JSON, so a page of products is read by its keys alone (the
 * listing reads one per request). Look-up values are kept as ids (their names and order follow
 * renames and reorders when read) and shelves as ids (their counts are read live, so a sale never
 * rewrites a card). Rebuilt with the listing by `refresh_variant_listing()` (migration 0017).
 */
export const productCards = pgTable('product_cards', {
  productId: integer()
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  status: text({ enum: PRODUCT_STATUSES }).notNull(),
  /** The product as `server/services/catalogue/product-cards.ts` reads it (ProductCard). */
  card: text().notNull(),
});

/**
 * Images uploaded in the back office: the generated name a variant (or a category or theme)
 * refers to, and the widths of its WebP and AVIF renditions (`{stem}-{width}.webp|avif`).
 */
export const uploadedImages = pgTable('uploaded_images', {
  file: text().primaryKey(),
  widths: smallint().array().notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  bytes: integer().notNull(),
  uploadedBy: integer(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

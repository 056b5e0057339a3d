/**
 * Catalogue use cases: products, and the filtered, faceted, paged listing.
 * The listing is answered in memory (listing-engine/) from the `variant_listing` read model.
 */
import { sql, type SQL } from 'drizzle-orm';
import { type NamedValue, type Product } from '../../../domain/catalog.ts';
import { InvalidInput, NotFound } from '../../../domain/errors.ts';
import {
  FILTER_GROUPS,
  effectiveSort,
  pageCount,
  priceBoundMinor,
  searchWords,
  selectedFilters,
  type FilterKey,
  type ListingQuery,
} from '../../../domain/listing.ts';
import { shownPriceMinor, typedAtLeast, typedAtMost, type PriceView } from '../../../domain/price-view.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { catalogueVersion, listLookups, type Lookups } from './lookup-reads.ts';
import { collectAfterLargeBuild, inBatches } from '../caching/index.ts';
import { readProducts } from './product-cards.ts';
import { readAfterCall } from '../caching/index.ts';
import { ListingIndexBuilder, ListingThread, Vocabulary, type IndexAnswer, type IndexQuery, type ListingIndex } from '../listing-engine/index.ts';
import { signals } from '../signals/index.ts';
import { toIndexRow, type IndexSourceRow } from './index-rows.ts';
import { promotionsFor } from './promotions.ts';
import { bestSellerRows, readRanking } from './ranking.ts';

// ---------------------------------------------------------------------------------------------
// Look-up lists

// The lists are read by lookup-reads.ts, the one reader; the listing resolves a query's names with `listLookups`.

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}

// ---------------------------------------------------------------------------------------------
// Products

/** A published product; with `anyStatus` (the back office) drafts and archived ones too. */
export async function getProduct(db: DbOrTx, productId: number, options: { anyStatus?: boolean } = {}): Promise<Product> {
  const product = (await readProducts(db, [productId], options)).products.get(productId);
  if (!product) throw new NotFound('Product not found');
  return product;
}

/** Products in the order of `ids`, each with the variant named in `variantId` moved first. */
async function productsInOrder(db: DbOrTx, ids: Array<{ productId: number; variantId: number }>): Promise<Product[]> {
  const { products } = await readProducts(
    db,
    ids.map((id) => id.productId),
  );
  return withLeads(ids, products);
}

/** The products of `ids` that `products` has, in that order, each with the named variant first (the others in their order). */
function withLeads(ids: Array<{ productId: number; variantId: number }>, products: Map<number, Product>): Product[] {
  return ids.flatMap(({ productId, variantId }) => {
    const product = products.get(productId);
    if (!product) return [];
    const lead = product.variants.findIndex((variant) => variant.id === variantId);
    return [lead > 0 ? { ...product, variants: [product.variants[lead]!, ...product.variants.filter((_, i) => i !== lead)] } : product];
  });
}

// ---------------------------------------------------------------------------------------------
// Listing

interface FacetValue extends NamedValue {
  count: number;
}

export interface Listing {
  items: Product[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /** Per group, every value with the number of products the listing would show if it were added. */
  facets: Record<FilterKey, FacetValue[]>;
  /** Lowest and highest price among the products the other filters leave (for the price slider). */
  priceRange: { minMinor: number; maxMinor: number };
}

/** Turns the names (or slugs) of a query into ids; an unknown name is a 400 that names it. */
function resolveFilters(query: ListingQuery, lookups: Lookups): Record<FilterKey, number[]> {
  const selected = selectedFilters(query);
  const resolved = {} as Record<FilterKey, number[]>;
  for (const group of FILTER_GROUPS) {
    resolved[group.key] = selected[group.key].map((value) => {
      const wanted = value.toLowerCase();
      const match = lookups[group.key].find((entry) => entry.name.toLowerCase() === wanted || entry.slug === wanted);
      if (!match) throw new InvalidInput(`Unknown ${group.noun}: ${value}`);
      return match.id;
    });
  }
  return resolved;
}

/** The in-memory listing of one catalogue version, with what resolves and corrects a query. */
interface ListingEngine {
  version: string;
  index: ListingIndex;
  /** Products listed lately, as this version has them (their shelves as they were when read). */
  products: Map<number, Product>;
  lookups: Lookups;
  vocabulary: Vocabulary;
}

/** Rows read (and indexed) at a time, so a large catalogue neither holds all its rows at once nor the event loop for long. */
const BUILD_BATCH = 1_000;
/**
 * A listed variant's lowest price, read live from its prices when the engine builds (decision
 * record 059): the listing's rows keep no copy, so a change of prices alone (a rate change) writes
 * no listing row, only moves the catalogue version.
 */
const LOWEST_PRICE = sql`COALESCE((SELECT min(vp.price_minor) FROM variant_prices vp WHERE vp.variant_id = l.variant_id), 0)`;

/** Reads the listing read model, the look-up lists and the vocabulary of one snapshot into an engine, a batch at a time. */
async function buildEngine(db: Db): Promise<ListingEngine> {
  return db.transaction(
    async (tx) => {
      const version = await catalogueVersion(tx);
      const lookups = await listLookups(tx);
      // The promotions of this snapshot: the prices indexed are the ones the pieces show.
      const promotions = await promotionsFor(tx, version);
      // The stars' scores and the best sellers of this snapshot (decision record 054).
      const ranking = await readRanking(tx);
      const words = await rows<{ word: string }>(tx, sql`SELECT word FROM search_words`);
      const [shape] = await rows<{ products: number; variants: number }>(
        tx,
        sql`SELECT count(DISTINCT product_id)::int AS products, count(*)::int AS variants FROM variant_listing`,
      );
      const builder = new ListingIndexBuilder(shape!.products, shape!.variants);
      let after = { product: -1, position: -1, variant: -1 };
      for (;;) {
        const batch = await rows<IndexSourceRow & { position: number }>(
          tx,
          sql`SELECT l.variant_id, l.product_id, l.position, array_to_string(l.category_ids, ',') AS category_ids,
                array_to_string(l.sub_category_ids, ',') AS sub_category_ids, array_to_string(l.theme_ids, ',') AS theme_ids,
                array_to_string(l.purpose_ids, ',') AS purpose_ids, array_to_string(l.festival_ids, ',') AS festival_ids,
                array_to_string(l.metal_ids, ',') AS metal_ids, l.gemstone_id, ${LOWEST_PRICE} AS min_price_minor,
                (extract(epoch FROM l.created_at) * 1000)::float8 AS created_ms, l.sold_out, v.title, l.search_text, v.description
              FROM variant_listing l JOIN product_variants v ON v.id = l.variant_id
              WHERE (l.product_id, l.position, l.variant_id) > (${after.product}, ${after.position}, ${after.variant})
              ORDER BY l.product_id, l.position, l.variant_id
              LIMIT ${BUILD_BATCH}`,
        );
        builder.add(batch.map((row) => toIndexRow(row, ranking, promotions)));
        if (batch.length < BUILD_BATCH) break;
        const last = batch[batch.length - 1]!;
        after = { product: last.product_id, position: last.position, variant: last.variant_id };
        // Let requests in between batches.
        await new Promise((resolve) => setImmediate(resolve));
      }
      return { version, index: await builder.finishInSteps(), lookups, vocabulary: new Vocabulary(words.map(({ word }) => word)), products: new Map() };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Products each engine keeps for its pages (a few kilobytes each). Of the bench's listing pages on
 * 100,000 products, 44% of the products asked for were kept with 2,000, 76% with 10,000, 83% with
 * 20,000 or more (docs/performance.md).
 */
const PRODUCTS_KEPT = 10_000;

/** How long a request waits for the engine of a newer catalogue version before the previous one answers it. */
const STALE_AFTER_MS = 1_000;

/**
 * Follows the catalogue version: the engine of the newest version seen is kept; a request that
 * sees a newer version waits for its engine (built once, however many ask), for at most
 * STALE_AFTER_MS when an older one can answer meanwhile.
 */
class ListingEngines {
  private current: ListingEngine | undefined;
  private building = false;
  private waiting: Array<{ version: string; resolve: (engine: ListingEngine) => void; reject: (error: unknown) => void }> = [];

  /**
   * The catalogue version now: a caller joins the read that starts after it arrived (never one
   * already under way, which may predate a change it must see), so concurrent callers share one.
   * The page cache reads it too.
   */
  version(db: DbOrTx): Promise<string> {
    // One shop, one database: the first handle given serves every read.
    this.readVersion ??= readAfterCall(() => catalogueVersion(db));
    return this.readVersion();
  }

  private readVersion: (() => Promise<string>) | undefined;

  /**
   * Products read for listing pages, with the catalogue version they were read at. Pages asked for
   * while a read is under way are read together in the next one (`inBatches`): under load, one
   * statement serves several pages, and it starts after each of their calls, as the version's read.
   */
  products(db: Db, ids: readonly number[]): Promise<{ products: Map<number, Product>; version?: string }> {
    this.readProducts ??= inBatches((batch: number[]) => readProducts(db, [...new Set(batch)]));
    return this.readProducts(ids);
  }

  private readProducts: ((ids: readonly number[]) => Promise<{ products: Map<number, Product>; version?: string }>) | undefined;

  /** The engine of the newest version built so far, if any. */
  get latest(): ListingEngine | undefined {
    return this.current;
  }

  /** The bytes the newest engine's index holds in typed arrays (0 before the first build), for the memory figures. */
  get indexBytes(): number {
    return this.current?.index.bytes ?? 0;
  }

  async forVersion(db: Db, version: string): Promise<ListingEngine> {
    const current = this.current;
    if (current && BigInt(current.version) >= BigInt(version)) return current;
    const built = new Promise<ListingEngine>((resolve, reject) => this.waiting.push({ version, resolve, reject }));
    if (!this.building) this.build(db);
    if (!current) return built;
    // A large catalogue takes seconds to read: meanwhile the previous version answers.
    let timer: NodeJS.Timeout | undefined;
    const previous = new Promise<ListingEngine>((resolve) => (timer = setTimeout(() => resolve(current), STALE_AFTER_MS)));
    return Promise.race([built, previous]).finally(() => clearTimeout(timer));
  }

  /** One build at a time; versions asked for meanwhile are served by the next one, which reads the newest. */
  private build(db: Db): void {
    this.building = true;
    const started = performance.now();
    const took = () => (performance.now() - started) / 1000;
    buildEngine(db).then(
      (engine) => {
        signals.listingBuilt('built', took());
        if (!this.current || BigInt(engine.version) >= BigInt(this.current.version)) this.current = engine;
        // The rows read to build it are garbage now: a large shop gives the memory back at once.
        collectAfterLargeBuild(engine.index.variantCount);
        const ready = this.current;
        this.waiting = this.waiting.filter((waiter) => {
          if (BigInt(ready.version) < BigInt(waiter.version)) return true;
          waiter.resolve(ready);
          return false;
        });
        this.building = false;
        if (this.waiting.length) this.build(db);
      },
      (error: unknown) => {
        signals.listingBuilt('failed', took());
        for (const waiter of this.waiting) waiter.reject(error);
        this.waiting = [];
        this.building = false;
      },
    );
  }
}

/** Per-process state of catalogue answers; create one per shop and pass it to every call. */
export interface CatalogCaches {
  listings: ListingEngines;
  /** Where the engine's queries are answered when not on the calling thread (listing-engine/thread.ts). */
  thread?: ListingThread;
}

/** `thread`: the engine's queries answered in a worker thread (the shop's server); without, on the calling thread (tests, scripts). */
export function createCatalogCaches({ thread = false } = {}): CatalogCaches {
  return { listings: new ListingEngines(), thread: thread ? new ListingThread() : undefined };
}

interface ListingOptions {
  currencyMinorPerMajor?: number;
  withFacets?: boolean;
  /** The engines to answer from; without, one is built for this call (tests, scripts). */
  caches?: CatalogCaches;
  /**
   * How the shopper's place shows prices (domain/price-view.ts): the query's price bounds and the
   * answer's price range are in shown prices; the engine holds typed ones. Without: as typed.
   */
  view?: PriceView;
}

/**
 * The engine's price bounds for a query's shown ones: a typed price is shown within [min, max]
 * exactly when it is within these (`typedAtLeast`/`typedAtMost`; the rule never decreases with
 * the typed price, so the price sort needs nothing).
 */
function typedBounds(query: ListingQuery, currencyMinor: number, view: PriceView | undefined): Pick<IndexQuery, 'minPriceMinor' | 'maxPriceMinor'> {
  const min = query.minPrice === undefined ? undefined : priceBoundMinor(query.minPrice, currencyMinor);
  const max = query.maxPrice === undefined ? undefined : priceBoundMinor(query.maxPrice, currencyMinor);
  if (!view) return { minPriceMinor: min, maxPriceMinor: max };
  return {
    minPriceMinor: min === undefined ? undefined : typedAtLeast(min, view),
    maxPriceMinor: max === undefined ? undefined : typedAtMost(max, view),
  };
}

/**
 * A page of the listing, answered by the in-memory engine of the catalogue version
 * (server/services/listing-engine/); only the page's products are read from the database, and
 * the version with them: when it moved since the engine was built, the page is answered again
 * by the engine of the new version.
 */
export async function listing(db: Db, query: ListingQuery, options: ListingOptions = {}): Promise<Listing> {
  const engines = options.caches?.listings ?? new ListingEngines();
  let engine = engines.latest ?? (await engines.forVersion(db, await engines.version(db)));
  for (let attempt = 0; ; attempt++) {
    let answered: Awaited<ReturnType<typeof answerFrom>>;
    try {
      answered = await answerFrom(engine, query, options);
    } catch (error) {
      // A value added since the engine was built is unknown to it: look again with the newest.
      const version = attempt === 0 && error instanceof InvalidInput ? await engines.version(db) : engine.version;
      if (version === engine.version) throw error;
      engine = await engines.forVersion(db, version);
      continue;
    }
    const { answer, rows: found } = answered;
    const page = await pageOf(db, engines, engine, found);
    if (page.version === engine.version || attempt === 1) return { ...answer, items: page.items };
    engine = await engines.forVersion(db, page.version);
  }
}

/** The page's products, from the engine's own copies where it has them, and the catalogue version now. */
async function pageOf(db: Db, engines: ListingEngines, engine: ListingEngine, rows: IndexAnswer['page']): Promise<{ items: Product[]; version: string }> {
  const missing = rows.filter(({ productId }) => !engine.products.has(productId)).map(({ productId }) => productId);
  const read = missing.length ? await engines.products(db, missing) : undefined;
  const version = read?.version ?? (await engines.version(db));
  // Products read for a newer version than the engine's are not kept by it (they answer this page only).
  const known = version === engine.version ? engine.products : new Map(engine.products);
  // A read shared with other pages holds theirs too: each page keeps only its own.
  for (const id of missing) {
    const product = read?.products.get(id);
    if (!product) continue;
    known.set(product.id, product);
    if (known.size > PRODUCTS_KEPT) known.delete(known.keys().next().value!);
  }
  return { items: withLeads(rows, known), version };
}

async function answerFrom(
  { index, lookups, vocabulary, version }: ListingEngine,
  query: ListingQuery,
  options: ListingOptions,
): Promise<{ answer: Omit<Listing, 'items'>; rows: IndexAnswer['page'] }> {
  const filters = resolveFilters(query, lookups);
  const currencyMinor = options.currencyMinorPerMajor ?? 100;
  const withFacets = options.withFacets ?? true;
  const indexQuery: IndexQuery = {
    filters,
    ...typedBounds(query, currencyMinor, options.view),
    words: vocabulary.correct(searchWords(query.q)),
    inStock: query.inStock,
    sort: effectiveSort(query),
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
    withFacets,
  };
  const thread = options.caches?.thread;
  const answer = thread ? await thread.query(version, index, indexQuery) : index.query(indexQuery);
  const facets = Object.fromEntries(
    FILTER_GROUPS.map(({ key }) => {
      const counts = answer.facets[key];
      // A literal of one shape (not a spread): this runs for every value of every group, every request.
      return [key, lookups[key].map(({ id, name, slug }) => ({ id, name, slug, count: withFacets ? (counts.get(id) ?? 0) : 0 }))];
    }),
  ) as Listing['facets'];
  return {
    answer: {
      total: answer.total,
      page: query.page,
      pageSize: query.pageSize,
      pageCount: pageCount(answer.total, query.pageSize),
      facets,
      priceRange: options.view ? shownRange(answer.priceRange, options.view) : answer.priceRange,
    },
    rows: answer.page,
  };
}

/** The price range's bounds as the shopper's place shows them. */
const shownRange = (range: Listing['priceRange'], view: PriceView): Listing['priceRange'] => ({
  minMinor: shownPriceMinor(range.minMinor, view),
  maxMinor: shownPriceMinor(range.maxMinor, view),
});

/** Best sellers for the home page: the most sold pieces (then the newest, while there are fewer). */
export async function bestSellers(db: DbOrTx, limit = 8): Promise<Product[]> {
  return productsInOrder(db, await bestSellerRows(db, limit));
}

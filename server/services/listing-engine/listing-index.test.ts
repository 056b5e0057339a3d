import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FILTER_GROUPS, SORTS, type FilterKey, type Sort } from '../../../domain/listing.ts';
import { ListingIndex } from './listing-index.ts';
import type { IndexQuery, IndexRow } from './parts.ts';
import { indexWords, Vocabulary } from './text.ts';

const GROUPS = FILTER_GROUPS.map((group) => group.key);
const WORDS = ['ring', 'rings', 'necklace', 'gold', 'golden', 'moon', 'floral', 'pearl', 'hoop', 'hoops'];
const NO_FILTERS = Object.fromEntries(GROUPS.map((key) => [key, []])) as unknown as IndexQuery['filters'];

/**
 * Products 1..`products`, one to three variants each (`random` picks), each variant with the values
 * `valuesOf` draws per group (repeats dropped), a random price, and the title `titleOf` gives it.
 */
function drawnCatalogue(
  products: number,
  random: (below: number) => number,
  valuesOf: (key: FilterKey) => number[],
  titleOf: (variant: number) => string = () => '',
): IndexRow[] {
  const rows: IndexRow[] = [];
  for (let product = 1; product <= products; product++) {
    for (let v = 0, variants = 1 + random(3); v < variants; v++) {
      const values = Object.fromEntries(GROUPS.map((key) => [key, [...new Set(valuesOf(key))]])) as Record<FilterKey, number[]>;
      rows.push({
        productId: product,
        variantId: rows.length + 1,
        values,
        priceMinor: 100 + random(800),
        rating: 4,
        bestSellerPlace: 0,
        createdMs: product,
        soldOut: false,
        title: titleOf(v),
        keywords: '',
        description: '',
      });
    }
  }
  return rows;
}

/**
 * The most values of each group: themes have many (more than 32 take the index's other way of
 * counting), the others few (they share one 32-bit pack).
 */
const FEW_VALUES = (key: FilterKey): number => (key === 'theme' ? 40 : 4);
/** Every group in a pack of its own, with bits in each of its bytes: seven packs, more than one walk counts (pack-tallies.ts). */
const WIDE_VALUES = () => 30;

const row = (productId: number, variantId: number, most: (key: FilterKey) => number) =>
  fc
    .record({
      values: fc.record(
        Object.fromEntries(
          GROUPS.map((key) => [key, fc.uniqueArray(fc.integer({ min: 1, max: most(key) }), { maxLength: key === 'gemstone' ? 1 : key === 'theme' ? 6 : 3 })]),
        ) as Record<FilterKey, fc.Arbitrary<number[]>>,
      ),
      priceMinor: fc.integer({ min: 100, max: 900 }),
      // Bayesian scores: some a few thousandths apart, which the order must still tell apart.
      rating: fc.constantFrom(3, 4.5, 4.6, 4.604, 5),
      createdMs: fc.integer({ min: 1, max: 5 }),
      soldOut: fc.boolean(),
      title: fc.array(fc.constantFrom(...WORDS), { maxLength: 2 }).map((words) => words.join(' ')),
      keywords: fc.array(fc.constantFrom(...WORDS), { maxLength: 2 }).map((words) => words.join(' ')),
      description: fc.array(fc.constantFrom(...WORDS), { maxLength: 2 }).map((words) => words.join(' ')),
    })
    .map((fields): IndexRow => ({ ...fields, bestSellerPlace: 0, productId, variantId }));

/** A catalogue: products in id order, one to four variants each (created once per product). */
const catalogueOf = (minLength: number, maxLength: number, most = FEW_VALUES) =>
  fc
    .array(fc.integer({ min: 1, max: 4 }), { minLength, maxLength })
    .chain((sizes) => {
      let variantId = 0;
      return fc.tuple(...sizes.map((size, p) => fc.tuple(...Array.from({ length: size }, () => row(p * 3 + 1, ++variantId, most)))));
    })
    .chain((products) =>
      // Best-seller places are a product's, each given once (0: none).
      fc
        .shuffledSubarray([1, 2, 3, 4], { minLength: 0, maxLength: Math.min(4, products.length) })
        .map((places) =>
          products.flatMap((variants, p) => variants.map((variant) => ({ ...variant, createdMs: variants[0]!.createdMs, bestSellerPlace: places[p] ?? 0 }))),
        ),
    );

const catalogue = catalogueOf(1, 25);

const queryOf = (most: (key: FilterKey) => number) =>
  fc.record({
    filters: fc.record(
      Object.fromEntries(GROUPS.map((key) => [key, fc.uniqueArray(fc.integer({ min: 1, max: most(key) + 1 }), { maxLength: 2 })])) as Record<
        FilterKey,
        fc.Arbitrary<number[]>
      >,
    ),
    minPriceMinor: fc.option(fc.integer({ min: 0, max: 600 }), { nil: undefined }),
    maxPriceMinor: fc.option(fc.integer({ min: 300, max: 1000 }), { nil: undefined }),
    words: fc.array(fc.constantFrom('ring', 'neck', 'gold', 'moo', 'hoops', 'the', 'zzz'), { maxLength: 2 }),
    inStock: fc.boolean(),
    sort: fc.constantFrom<Sort>(...SORTS),
    offset: fc.constantFrom(0, 3, 6),
    limit: fc.constantFrom(3, 6),
    withFacets: fc.constant(true),
  });

const query = queryOf(FEW_VALUES);

/** The listing's rules written out plainly over the rows, to check the index against. */
function expected(rows: IndexRow[], q: IndexQuery) {
  const stop = new Set(['the']);
  const words = q.words.filter((word) => !stop.has(word));
  const fields = (r: IndexRow) => [r.title, r.keywords, r.description].map(indexWords);
  const wordField = (r: IndexRow, word: string) => fields(r).findIndex((field) => field.some((token) => token.startsWith(indexWords(word)[0]!)));
  const passes = (r: IndexRow, without?: FilterKey, withoutPrice = false) =>
    GROUPS.every((key) => key === without || q.filters[key].length === 0 || q.filters[key].some((id) => r.values[key].includes(id))) &&
    (withoutPrice ||
      ((q.minPriceMinor === undefined || r.priceMinor >= q.minPriceMinor) && (q.maxPriceMinor === undefined || r.priceMinor <= q.maxPriceMinor))) &&
    (!q.inStock || !r.soldOut) &&
    (q.words.length === 0 || (words.length > 0 && words.every((word) => wordField(r, word) >= 0)));
  const firstPassing = (filter: (r: IndexRow) => boolean) => {
    const first = new Map<number, IndexRow>();
    for (const r of rows) if (filter(r) && !first.has(r.productId)) first.set(r.productId, r);
    return [...first.values()];
  };
  const listed = firstPassing((r) => passes(r));
  const score = (r: IndexRow) => words.reduce((sum, word) => sum + ([10, 4, 1][wordField(r, word)] ?? 0), 0);
  const sort = q.sort === 'relevance' && q.words.length === 0 ? 'featured' : q.sort;
  const compare: Record<Sort, (a: IndexRow, b: IndexRow) => number> = {
    featured: (a, b) => (a.bestSellerPlace || 99) - (b.bestSellerPlace || 99) || b.createdMs - a.createdMs || b.productId - a.productId,
    newest: (a, b) => b.createdMs - a.createdMs || b.productId - a.productId,
    'price-asc': (a, b) => a.priceMinor - b.priceMinor || a.productId - b.productId,
    'price-desc': (a, b) => b.priceMinor - a.priceMinor || a.productId - b.productId,
    rating: (a, b) => b.rating - a.rating || b.productId - a.productId,
    relevance: (a, b) => score(b) - score(a) || b.rating - a.rating || b.productId - a.productId,
  };
  const ordered = [...listed].sort(compare[sort]);
  const facets = Object.fromEntries(
    GROUPS.map((key) => {
      const counts = new Map<number, number>();
      const products = new Map<number, Set<number>>();
      for (const r of rows) {
        if (!passes(r, key)) continue;
        for (const id of r.values[key]) products.set(id, (products.get(id) ?? new Set()).add(r.productId));
      }
      for (const [id, set] of products) counts.set(id, set.size);
      return [key, counts];
    }),
  );
  const priced = rows.filter((r) => passes(r, undefined, true)).map((r) => r.priceMinor);
  return {
    page: ordered.slice(q.offset, q.offset + q.limit).map((r) => ({ productId: r.productId, variantId: r.variantId })),
    total: listed.length,
    facets,
    priceRange: priced.length ? { minMinor: Math.min(...priced), maxMinor: Math.max(...priced) } : { minMinor: 0, maxMinor: 0 },
  };
}

/**
 * A larger catalogue for the counts over a price range alone: a value carries hundreds of slots
 * (the count reads them in blocks of 128), and prices fall on few amounts (ties, and ranges that
 * start or end on a price).
 */
const manyProducts = catalogueOf(100, 160).map((rows) => rows.map((r) => ({ ...r, priceMinor: 100 + (r.priceMinor % 31) })));

/** One group selected (one or two values) and a price range: the selected group's counts take the price range alone. */
const groupAndPrice = fc
  .record({
    key: fc.constantFrom(...GROUPS),
    ids: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 2 }),
    min: fc.integer({ min: 95, max: 135 }),
    max: fc.integer({ min: 95, max: 135 }),
  })
  .map(({ key, ids, min, max }): IndexQuery => ({
    filters: { ...NO_FILTERS, [key]: ids },
    minPriceMinor: min,
    maxPriceMinor: max,
    words: [],
    inStock: false,
    sort: 'featured',
    offset: 0,
    limit: 3,
    withFacets: true,
  }));

/** Several queries on one index each answer as the rules do: what it keeps between queries must not change an answer. */
function answersAsTheRules(rows: fc.Arbitrary<IndexRow[]>, queries: fc.Arbitrary<IndexQuery[]>, numRuns: number): void {
  fc.assert(
    fc.property(rows, queries, (catalogueRows, asked) => {
      const index = ListingIndex.of(catalogueRows);
      for (const q of asked) expect(index.query(q)).toEqual(expected(catalogueRows, q));
    }),
    { numRuns },
  );
}

describe('the listing index', () => {
  it('counts a selected group over a price range alone as the listing rules do', () => {
    // 60 runs over many products: 1–2 s alone, past the 5 s default when the machine is busy.
    answersAsTheRules(manyProducts, fc.array(groupAndPrice, { minLength: 1, maxLength: 6 }), 60);
  }, 30_000);

  it('answers every query as the listing rules do: page, total, facets and price bounds', () => {
    answersAsTheRules(catalogue, fc.array(query, { minLength: 1, maxLength: 8 }), 300);
  });

  it('counts facets as the rules do when every group takes a pack of its own (more packs than one walk tallies)', () => {
    answersAsTheRules(catalogueOf(1, 25, WIDE_VALUES), fc.array(queryOf(WIDE_VALUES), { minLength: 1, maxLength: 8 }), 150);
  });

  it('answers the same from a copy made in another thread (its shared form, copied as worker_threads copy it)', () => {
    fc.assert(
      fc.property(catalogue, fc.array(query, { minLength: 1, maxLength: 8 }), (rows, queries) => {
        const index = ListingIndex.of(rows);
        // What the original keeps as it answers must not travel, nor be needed.
        index.query(queries[0]!);
        const copy = ListingIndex.fromShared(structuredClone(index.shared()));
        for (const q of queries) expect(copy.query(q)).toEqual(index.query(q));
      }),
      { numRuns: 100 },
    );
  });

  it("orders text matches by relevance (the words' fields), then rating, then newest product", () => {
    // Only words and the relevance sort: most queries then match products of different scores.
    const search = query.map((q) => ({
      ...q,
      filters: Object.fromEntries(GROUPS.map((key) => [key, []])) as unknown as IndexQuery['filters'],
      minPriceMinor: undefined,
      maxPriceMinor: undefined,
      inStock: false,
      sort: 'relevance' as const,
    }));
    const words = fc.array(fc.constantFrom('ring', 'neck', 'gold', 'moo', 'hoops', 'pearl'), { minLength: 1, maxLength: 2 });
    fc.assert(
      fc.property(catalogue, fc.array(fc.tuple(search, words), { minLength: 1, maxLength: 8 }), (rows, queries) => {
        const index = ListingIndex.of(rows);
        for (const [q, typed] of queries) {
          const asked = { ...q, words: typed };
          expect(index.query(asked)).toEqual(expected(rows, asked));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('keeps the counts of a search apart for each word and for in stock only or not', () => {
    const random = (
      (seed) => (below: number) =>
        (seed = (seed * 48271) % 2147483647) % below
    )(7);
    const titles = ['ring', 'gold ring', 'moon', 'hoop'];
    const rows = drawnCatalogue(
      30,
      random,
      () => [1 + random(4)],
      (v) => titles[v % titles.length]!,
    ).map((r, i) => ({ ...r, soldOut: i % 3 === 0 }));
    const index = ListingIndex.of(rows);
    for (const words of [['ring'], ['gold'], ['ring'], ['moon', 'ring'], ['ring', 'moon']]) {
      for (const inStock of [false, true, false]) {
        const q = { filters: NO_FILTERS, words, inStock, sort: 'featured' as const, offset: 0, limit: 3, withFacets: true };
        expect(index.query(q)).toEqual(expected(rows, q));
        const filtered = { ...q, filters: { ...NO_FILTERS, metal: [1, 2] } };
        expect(index.query(filtered)).toEqual(expected(rows, filtered));
      }
    }
  });

  it('scores a product by its first matching variant when most matches have every word in their title', () => {
    const base = { priceMinor: 100, bestSellerPlace: 0, createdMs: 1, soldOut: false, keywords: '', values: NO_FILTERS };
    const rows: IndexRow[] = [
      // The best rated product matches first through its description, then through a title.
      { ...base, productId: 1, variantId: 1, title: 'moon', description: 'ring', rating: 5 },
      { ...base, productId: 1, variantId: 2, title: 'ring', description: '', rating: 5 },
      ...[2, 3, 4, 5, 6, 7].map((productId) => ({
        ...base,
        productId,
        variantId: productId + 1,
        title: 'gold ring',
        description: '',
        rating: 3 + productId / 10,
      })),
    ];
    const index = ListingIndex.of(rows);
    for (const limit of [1, 2, 7]) {
      const q = { filters: NO_FILTERS, words: ['ring'], inStock: false, sort: 'relevance' as const, offset: 0, limit, withFacets: true };
      expect(index.query(q)).toEqual(expected(rows, q));
    }
  });

  it('answers as the rules do when a product has more than 32 variants', () => {
    const base = { priceMinor: 100, rating: 4, bestSellerPlace: 0, createdMs: 1, soldOut: false, description: '', values: { ...NO_FILTERS, metal: [1] } };
    const rows: IndexRow[] = [
      { ...base, productId: 1, variantId: 1, title: 'moon', keywords: '' },
      ...Array.from({ length: 40 }, (_, i) => ({
        ...base,
        productId: 2,
        variantId: 2 + i,
        title: i === 30 ? 'gold ring' : 'pearl',
        keywords: i === 5 ? 'ring' : '',
        rating: 3 + (i % 3),
      })),
      { ...base, productId: 3, variantId: 50, title: '', keywords: 'ring', rating: 5 },
      { ...base, productId: 4, variantId: 51, title: 'ring', keywords: '', rating: 3 },
    ];
    const index = ListingIndex.of(rows);
    // One slot per variant: a product with many variants does not widen every product's share.
    expect((index as unknown as { slotCount: number }).slotCount).toBe(rows.length);
    for (const words of [['ring'], ['gold'], ['ring', 'gold'], ['pearl']]) {
      const q = { filters: NO_FILTERS, words, inStock: false, sort: 'relevance' as const, offset: 0, limit: 6, withFacets: true };
      expect(index.query(q)).toEqual(expected(rows, q));
    }
  });

  it('counts facets right over thousands of combinations of values', () => {
    // More distinct combinations than the counting tables start with (they grow), one to three variants a product.
    let seed = 7;
    const random = (below: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff) % below) + 0;
    const rows = drawnCatalogue(3000, random, (key) => Array.from({ length: random(3) }, () => 1 + random(key === 'theme' ? 20 : 6)));
    const index = ListingIndex.of(rows);
    for (const q of [
      { filters: NO_FILTERS, words: [], inStock: false, sort: 'featured' as const, offset: 0, limit: 6, withFacets: true },
      { filters: { ...NO_FILTERS, metal: [2] }, words: [], inStock: false, sort: 'newest' as const, offset: 0, limit: 6, withFacets: true, minPriceMinor: 200 },
    ]) {
      expect(index.query(q)).toEqual(expected(rows, q));
    }
  });

  it('finds the price bounds of a set with few slots far from both ends of the price order', () => {
    let seed = 5;
    const random = (below: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff) >>> 8) % below;
    const rows = drawnCatalogue(3000, random, () => [1 + random(4)]);
    // Three variants of a rare metal, priced mid-range: thousands of slots from either end of the price order.
    for (const [at, priceMinor] of [
      [1000, 480],
      [2000, 520],
      [3000, 500],
    ] as const) {
      rows[at] = { ...rows[at]!, priceMinor, values: { ...rows[at]!.values, metal: [9] } };
    }
    const index = ListingIndex.of(rows);
    const q = { filters: { ...NO_FILTERS, metal: [9] }, words: [], inStock: false, sort: 'featured' as const, offset: 0, limit: 6, withFacets: true };
    const answer = index.query(q);
    expect(answer.priceRange).toEqual({ minMinor: 480, maxMinor: 520 });
    expect(answer).toEqual(expected(rows, q));
  });

  it('counts facets right when the groups need more than three packs of values', () => {
    // Twenty values in every group: no two groups share a 32-bit pack.
    let seed = 11;
    // The generator's high bits (its low ones repeat with a short period).
    const random = (below: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff) >>> 8) % below;
    const rows = drawnCatalogue(
      400,
      random,
      () => Array.from({ length: 1 + random(2) }, () => 1 + random(20)),
      (variant) => (variant ? 'moon' : 'ring'),
    );
    const index = ListingIndex.of(rows);
    expect((index as unknown as { packs: unknown[] }).packs.length).toBeGreaterThan(3);
    const base = { words: [], inStock: false, sort: 'featured' as const, offset: 0, limit: 6, withFacets: true };
    for (const q of [
      { ...base, filters: NO_FILTERS },
      { ...base, filters: { ...NO_FILTERS, metal: [2, 3] } },
      { ...base, filters: { ...NO_FILTERS, theme: [4], gemstone: [1, 2] }, maxPriceMinor: 600 },
      { ...base, filters: NO_FILTERS, words: ['moon'] },
    ]) {
      expect(index.query(q)).toEqual(expected(rows, q));
    }
  });

  it('counts a product once in a facet however many of its variants carry the value', () => {
    const base = { priceMinor: 100, rating: 4, bestSellerPlace: 0, createdMs: 1, soldOut: false, title: '', keywords: '', description: '' };
    const values = (metal: number[]) => ({ category: [1], subCategory: [], theme: [], metal, purpose: [], festival: [], gemstone: [] });
    const index = ListingIndex.of([
      { ...base, productId: 1, variantId: 1, values: values([1]) },
      { ...base, productId: 1, variantId: 2, values: values([1, 2]) },
      { ...base, productId: 2, variantId: 3, values: values([2]) },
    ]);
    const answer = index.query({ filters: NO_FILTERS, words: [], inStock: false, sort: 'featured', offset: 0, limit: 6, withFacets: true });
    expect(answer.total).toBe(2);
    expect(answer.facets.metal).toEqual(
      new Map([
        [1, 1],
        [2, 2],
      ]),
    );
    // The same variant must pass every group: metal 2 on product 1 is on variant 2, which has category 1.
    const both = index.query({
      filters: { ...NO_FILTERS, metal: [1], category: [1] },
      words: [],
      inStock: false,
      sort: 'featured',
      offset: 0,
      limit: 6,
      withFacets: true,
    });
    expect(both.page).toEqual([{ productId: 1, variantId: 1 }]);
  });
});

describe('typo correction', () => {
  const vocabulary = new Vocabulary(['necklace', 'sapphire', 'ring', 'hoops', 'emerald']);

  it('replaces a word one or two edits from a known one, and keeps known words and their starts', () => {
    expect(vocabulary.correct(['neckalce', 'saphire', 'emerld', 'ring', 'neck', 'zzzzqqq', 'ab'])).toEqual([
      'necklace',
      'sapphire',
      'emerald',
      'ring',
      'neck',
      'zzzzqqq',
      'ab',
    ]);
  });

  it('corrects as the rule does, comparing every word: prefixes kept, the nearest similar word within the edits allowed, the first of equals', () => {
    const trigrams = (word: string) => new Set(Array.from({ length: word.length + 1 }, (_, i) => `  ${word} `.slice(i, i + 3)));
    const edits = (a: string, b: string): number =>
      a.length === 0 || b.length === 0
        ? a.length + b.length
        : Math.min(edits(a.slice(1), b) + 1, edits(a, b.slice(1)) + 1, edits(a.slice(1), b.slice(1)) + (a[0] === b[0] ? 0 : 1));
    const rule = (known: string[], input: string) => {
      const words = [...new Set(known)].sort();
      if (input.length >= 3 ? words.some((word) => word.startsWith(input)) : words.includes(input)) return input;
      if (input.length < 4) return input;
      const allowed = input.length >= 7 ? 2 : 1;
      let best: { word: string; distance: number; similar: number } | undefined;
      for (const word of words) {
        const [mine, theirs] = [trigrams(input), trigrams(word)];
        const together = [...mine].filter((gram) => theirs.has(gram)).length;
        const similar = together / (mine.size + theirs.size - together);
        const distance = edits(word, input);
        if (Math.abs(word.length - input.length) > allowed || similar < 0.3 || distance > allowed) continue;
        if (!best || distance < best.distance || (distance === best.distance && similar > best.similar)) best = { word, distance, similar };
      }
      return best?.word ?? input;
    };
    // Few letters: many words equally near a typed one, and typed words of every length.
    const word = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'abn'), minLength: 4, maxLength: 8 }),
      fc.string({ unit: fc.constantFrom(...'abelnor'), minLength: 1, maxLength: 8 }),
    );
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 30 }), fc.array(word, { minLength: 1, maxLength: 6 }), (known, typed) => {
        expect(new Vocabulary(known).correct(typed)).toEqual(typed.map((input) => rule(known, input)));
      }),
      // Two words as near and as similar: the first in order is kept, whichever trigram finds it first.
      { numRuns: 300, examples: [[['abna', 'nbaab', 'nnnbn', 'bnnan', 'nannbn'], ['nnnan']]] },
    );
  });
});

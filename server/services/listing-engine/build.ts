/**
 * Builds an index's parts (IndexParts) from the catalogue's rows: each variant a slot, a product's
 * side by side; a set of slots per filter value; each group's values as bits of a 32-bit pack or,
 * for larger groups, as lists; each field's stemmed words with their slots; each sort's order.
 */
import { BitSet } from './bitset.ts';
import { GROUP_KEYS, type IndexParts, type IndexRow, type OrderedSort } from './parts.ts';
import { FIELDS, indexWords } from './text.ts';

/** The last best-seller place the featured order tells apart (places are kept in a byte). */
const LAST_PLACE = 254;

/** The sorts kept as orders, in the order they are made. */
const ORDERED_SORTS: readonly OrderedSort[] = ['featured', 'newest', 'price-asc', 'price-desc', 'rating'];

/**
 * Builds the parts from rows given in batches (in product order, each product's variants in
 * position order, a product's variants possibly split across batches), so a large catalogue is
 * read and indexed a part at a time. The numbers of products and variants must be known first:
 * each variant has a slot, a product's side by side.
 */
export class IndexPartsBuilder {
  private readonly slotCount: number;
  private readonly productOf: Int32Array;
  private readonly productStart: Int32Array;
  private readonly productIds: Int32Array;
  private readonly variantIds: Int32Array;
  private readonly price: Int32Array;
  private readonly rating: Float64Array;
  private readonly bestSellerPlace: Uint8Array;
  private readonly created: Float64Array;
  private readonly present: BitSet;
  private readonly available: BitSet;
  /** `group key:id` → global value; per global value, its set, group and id. */
  private readonly valueOf = new Map<string, number>();
  private readonly valueSets: BitSet[] = [];
  private readonly valueGroup: number[] = [];
  private readonly valueId: number[] = [];
  /** Per group, each slot's values (global value numbers). */
  private readonly slotValues: number[][][] = GROUP_KEYS.map(() => []);
  /** Per field, each stemmed word's slots. */
  private readonly fieldWords = FIELDS.map(() => new Map<string, number[]>());
  private product = -1;
  private lastProductId = -1;
  private nextSlot = 0;

  constructor(productCount: number, variantCount: number) {
    this.slotCount = variantCount;
    this.productOf = new Int32Array(variantCount);
    this.productStart = new Int32Array(productCount + 1).fill(variantCount);
    this.productIds = new Int32Array(productCount);
    this.variantIds = new Int32Array(variantCount);
    this.price = new Int32Array(variantCount);
    this.rating = new Float64Array(variantCount);
    this.bestSellerPlace = new Uint8Array(variantCount);
    this.created = new Float64Array(productCount);
    this.present = BitSet.ofSize(variantCount);
    this.available = BitSet.ofSize(variantCount);
  }

  private globalValue(group: number, id: number): number {
    const name = `${GROUP_KEYS[group]}:${id}`;
    let value = this.valueOf.get(name);
    if (value === undefined) {
      value = this.valueSets.length;
      this.valueOf.set(name, value);
      this.valueSets.push(BitSet.ofSize(this.slotCount));
      this.valueGroup.push(group);
      this.valueId.push(id);
    }
    return value;
  }

  add(rows: readonly IndexRow[]): void {
    for (const row of rows) {
      if (row.productId !== this.lastProductId) {
        if (row.productId < this.lastProductId) throw new Error('Index rows must come in product order');
        this.product++;
        this.lastProductId = row.productId;
        this.productIds[this.product] = row.productId;
        this.created[this.product] = row.createdMs;
        this.productStart[this.product] = this.nextSlot;
      }
      const slot = this.nextSlot++;
      this.productOf[slot] = this.product;
      this.variantIds[slot] = row.variantId;
      this.price[slot] = row.priceMinor;
      this.rating[slot] = row.rating;
      this.bestSellerPlace[slot] = Math.min(row.bestSellerPlace, LAST_PLACE);
      this.present.add(slot);
      if (!row.soldOut) this.available.add(slot);
      GROUP_KEYS.forEach((key, group) => {
        const own = row.values[key].map((id) => this.globalValue(group, id));
        for (const value of own) this.valueSets[value]!.add(slot);
        if (own.length) this.slotValues[group]![slot] = own;
      });
      this.addWords(slot, row);
    }
  }

  /** The slot under each stemmed word of the row's fields, in the first field that has it. */
  private addWords(slot: number, row: IndexRow): void {
    const titleWords = new Set(indexWords(row.title));
    const keywordWords = new Set(indexWords(row.keywords).filter((word) => !titleWords.has(word)));
    const descriptionWords = new Set(indexWords(row.description).filter((word) => !titleWords.has(word) && !keywordWords.has(word)));
    [titleWords, keywordWords, descriptionWords].forEach((words, field) => {
      for (const word of words) {
        const list = this.fieldWords[field]!.get(word);
        if (list) list.push(slot);
        else this.fieldWords[field]!.set(word, [slot]);
      }
    });
  }

  /** The parts, made at once. */
  parts(): IndexParts {
    const steps = this.steps();
    for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
  }

  /** The parts, made a step at a time with requests let in between (a sort of 100,000 products is tens of milliseconds). */
  async partsInSteps(): Promise<IndexParts> {
    const steps = this.steps();
    for (let step = steps.next(); ; step = steps.next()) {
      if (step.done) return step.value;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private *steps(): Generator<void, IndexParts> {
    // The last product ends where the slots given end.
    this.productStart[this.product + 1] = this.nextSlot;
    const packed = packGroups(this.valueGroup, this.slotValues, this.slotCount);
    yield;
    const lists = listGroups(this.slotValues, packed.packOfGroup, this.slotCount);
    const stems = [...new Set(this.fieldWords.flatMap((words) => [...words.keys()]))].sort();
    const postings = this.fieldWords.map((words) => stems.map((stem) => Int32Array.from(words.get(stem) ?? [])));
    yield;
    const orders = new Map<OrderedSort, Int32Array>();
    const ranks = new Map<OrderedSort, Int32Array>();
    const keys = this.sortKeys();
    for (const sort of ORDERED_SORTS) {
      const { order, rank } = this.sorted(keys[sort]);
      orders.set(sort, order);
      ranks.set(sort, rank);
      yield;
    }
    const { price } = this;
    return {
      slotCount: this.slotCount,
      productOf: this.productOf,
      productStart: this.productStart,
      productIds: this.productIds.subarray(0, this.product + 1),
      variantIds: this.variantIds,
      present: this.present.words,
      available: this.available.words,
      valueSets: this.valueSets.map((set) => set.words),
      valueGroup: Uint8Array.from(this.valueGroup),
      valueId: Int32Array.from(this.valueId),
      valueOf: this.valueOf,
      groupStart: lists.groupStart,
      groupValues: lists.groupValues,
      packs: packed.packs,
      packValue: packed.packValue,
      packOfGroup: packed.packOfGroup,
      price,
      rating: this.rating,
      orders,
      ranks,
      sortedPrices: Int32Array.from(orders.get('price-asc')!, (slot) => price[slot]!),
      stems,
      postings,
    };
  }

  /** Per sort, a number per slot that orders like the sort, ties broken by product id as the SQL did. */
  private sortKeys(): Record<OrderedSort, (slot: number, p: number) => number> {
    const productCount = this.productIds.length;
    const created = this.created;
    const byCreated = Array.from({ length: productCount }, (_, p) => p).sort((a, b) => created[b]! - created[a]! || b - a);
    const newestRank = new Int32Array(productCount);
    byCreated.forEach((p, rank) => (newestRank[p] = rank));
    const { price, rating, bestSellerPlace } = this;
    return {
      // Best sellers by their place (1: most sold), then the rest; each place's products newest first.
      featured: (slot, p) => (bestSellerPlace[slot]! || LAST_PLACE + 1) * productCount + newestRank[p]!,
      newest: (_slot, p) => newestRank[p]!,
      'price-asc': (slot) => price[slot]!,
      'price-desc': (slot) => 2 ** 31 - 1 - price[slot]!,
      // Scores in thousandths of a star: a Bayesian average rarely ties at one decimal.
      rating: (slot, p) => Math.round((5 - rating[slot]!) * 1000) * productCount + (productCount - 1 - p),
    };
  }

  /**
   * The slots given in the key's order, and each slot's place in it: the key times the slot span,
   * plus the slot, so a plain numeric sort orders the slots.
   */
  private sorted(key: (slot: number, p: number) => number): { order: Int32Array; rank: Int32Array } {
    const { productOf, slotCount } = this;
    const span = 2 ** Math.ceil(Math.log2(Math.max(2, slotCount)));
    const packed = Float64Array.from({ length: this.nextSlot }, (_, slot) => key(slot, productOf[slot]!) * span + slot).sort();
    const order = Int32Array.from(packed, (value) => value % span);
    const rank = new Int32Array(slotCount);
    order.forEach((slot, i) => (rank[slot] = i));
    return { order, rank };
  }
}

/**
 * Groups of up to 32 values share packs of 32 bits, in order while they fit (larger ones keep
 * lists): per pack, each slot's values as bits, and each bit's global value; per group, its pack.
 */
function packGroups(valueGroup: readonly number[], slotValues: number[][][], slotCount: number): Pick<IndexParts, 'packs' | 'packValue' | 'packOfGroup'> {
  const sizes = GROUP_KEYS.map((_, group) => valueGroup.filter((of) => of === group).length);
  const packOfGroup = new Int8Array(GROUP_KEYS.length).fill(-1);
  const packValue: number[][] = [];
  const valueBit = new Uint8Array(valueGroup.length);
  sizes.forEach((size, group) => {
    if (size > 32) return;
    if (packValue.length === 0 || packValue[packValue.length - 1]!.length + size > 32) packValue.push([]);
    packOfGroup[group] = packValue.length - 1;
    const bits = packValue[packValue.length - 1]!;
    valueGroup.forEach((of, value) => {
      if (of !== group) return;
      valueBit[value] = bits.length;
      bits.push(value);
    });
  });
  const packs = packValue.map(() => new Int32Array(slotCount));
  slotValues.forEach((values, group) => {
    const pack = packs[packOfGroup[group]!];
    if (!pack) return;
    values.forEach((own, slot) => {
      for (const value of own) pack[slot]! |= 1 << valueBit[value]!;
    });
  });
  return { packs, packValue, packOfGroup };
}

/** The values of the groups not packed, per slot, flattened (empty arrays for the packed groups). */
function listGroups(slotValues: number[][][], packOfGroup: Int8Array, slotCount: number): Pick<IndexParts, 'groupStart' | 'groupValues'> {
  const groupStart: Int32Array[] = [];
  const groupValues: Uint16Array[] = [];
  slotValues.forEach((values, group) => {
    if (packOfGroup[group]! >= 0) {
      groupStart.push(new Int32Array(0));
      groupValues.push(new Uint16Array(0));
      return;
    }
    const start = new Int32Array(slotCount + 1);
    let total = 0;
    for (let slot = 0; slot < slotCount; slot++) {
      start[slot] = total;
      total += values[slot]?.length ?? 0;
    }
    start[slotCount] = total;
    const flat = new Uint16Array(total);
    for (let slot = 0; slot < slotCount; slot++) if (values[slot]) flat.set(values[slot]!, start[slot]!);
    groupStart.push(start);
    groupValues.push(flat);
  });
  return { groupStart, groupValues };
}

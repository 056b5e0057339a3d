/**
 * A price sheet's rows compared with the shop (issue 36, decision record 056): what each row would
 * change, field by field, and why a row is refused. Pure: the service reads the shop's pieces a
 * batch at a time and hands each row here with its piece; this keeps what one row needs to know
 * about the rows before it — the SKUs already seen (a duplicate is refused with the line it repeats)
 * and the per-metal values already changed (every size's row of a metal must agree).
 */
import { metalPrice, movesBeyond, type RoundingRule } from './metal-pricing.ts';
import { minorUnitsPerMajor } from './money.ts';
import {
  CATEGORY_SEPARATOR,
  PER_METAL_FIELDS,
  SHEET_FIELDS,
  SHEET_COLUMNS,
  SHEET_MESSAGES,
  VALUE_OF,
  fieldText,
  skuOf,
  type SheetError,
  type SheetField,
  type SheetPiece,
  type SheetRow,
} from './price-sheet.ts';

/** One field of one piece that the sheet changes; a per-metal field's change is listed once, at the first row that makes it. */
export interface SheetChange {
  line: number;
  sku: string;
  productId: number;
  variantId: number;
  metalId: number;
  sizeId: number | null;
  title: string;
  metal: string;
  size: string;
  field: SheetField;
  before: number | null;
  after: number | null;
}

export interface SheetContext {
  currency: string;
  /** Every category's name. */
  categories: ReadonlySet<string>;
  /** How far a weight may move, in basis points of the weight before: metal pricing's threshold. */
  weightThresholdBp: number;
  /** Each metal's rate (minor units per gram) and the rounding rule, for the pieces priced from them. */
  rates: ReadonlyMap<number, number>;
  rounding: RoundingRule;
}

/** A change as a line of text the dry run's fingerprint is made from: the piece, the field, before and after. */
export const changeKey = (change: SheetChange): string => `${change.sku}|${change.field}|${change.before ?? ''}|${change.after ?? ''}`;

interface MetalChange {
  before: number | null;
  after: number | null;
  line: number;
}

/** The category cell's names, as the shop lists them. */
const categoryNames = (cell: string): string[] =>
  cell
    .split(';')
    .map((name) => name.trim())
    .filter((name) => name !== '');

/**
 * The comparison of one sheet, row by row, in the file's order. It holds one entry per SKU seen
 * and one per per-metal value changed: small numbers per row, so 100,000 rows stay within a few
 * megabytes.
 */
export class SheetComparison {
  private readonly seen = new Map<string, number>();
  private readonly metalChanges = new Map<string, MetalChange>();

  constructor(private readonly context: SheetContext) {}

  /**
   * Compares `row` with its piece (undefined: no piece has its SKU). `readErrors` are the faults
   * found reading the row's cells; a row with any fault changes nothing.
   */
  compare(row: SheetRow, piece: SheetPiece | undefined, readErrors: readonly SheetError[] = []): { changes: SheetChange[]; errors: SheetError[] } {
    const errors = [...readErrors];
    if (!piece) return { changes: [], errors: [{ line: row.line, column: 'sku', message: SHEET_MESSAGES.unknownSku(row.sku) }, ...errors] };
    const sku = skuOf(piece);
    const first = this.seen.get(sku);
    if (first !== undefined) return { changes: [], errors: [{ line: row.line, column: 'sku', message: SHEET_MESSAGES.duplicateSku(sku, first) }, ...errors] };
    this.seen.set(sku, row.line);
    errors.push(...this.namingErrors(row, piece));
    if (!errors.some((error) => error.column === 'stock')) errors.push(...this.stockErrors(row, piece));
    if (errors.length > 0) return { changes: [], errors };
    // The pricing inputs first: a price made from them follows what this row makes of them.
    const outcomes = [...INPUT_FIELDS, 'stock' as const].map((field) => this.compareField(row, piece, field));
    outcomes.push(this.comparePrice(row, piece));
    const changes: SheetChange[] = [];
    for (const outcome of outcomes) {
      if (outcome === null) continue;
      if ('message' in outcome) errors.push(outcome);
      else changes.push(outcome);
    }
    // A row refused changes nothing (and nothing of the sheet is applied); changes in the sheet's column order.
    return errors.length > 0
      ? { changes: [], errors }
      : { changes: changes.sort((a, b) => SHEET_FIELDS.indexOf(a.field) - SHEET_FIELDS.indexOf(b.field)), errors };
  }

  /** The ids, title, category, metal and size must be the piece's: they name it, and the sheet does not change them. */
  private namingErrors(row: SheetRow, piece: SheetPiece): SheetError[] {
    const errors: SheetError[] = [];
    const fault = (column: SheetError['column'], message: string) => errors.push({ line: row.line, column, message });
    const named = row.named;
    if (named.productId !== String(piece.productId)) fault('productId', SHEET_MESSAGES.keepAsExported(SHEET_COLUMNS.productId, String(piece.productId)));
    if (named.variantId !== String(piece.variantId)) fault('variantId', SHEET_MESSAGES.keepAsExported(SHEET_COLUMNS.variantId, String(piece.variantId)));
    if (named.metal !== piece.metal) fault('metal', SHEET_MESSAGES.keepAsExported(SHEET_COLUMNS.metal, piece.metal));
    if (named.size !== piece.size) fault('size', SHEET_MESSAGES.keepAsExported(SHEET_COLUMNS.size, piece.size));
    if (named.title !== piece.title.trim()) fault('title', SHEET_MESSAGES.titleInProductForm(piece.title));
    const names = categoryNames(named.category);
    const unknown = names.filter((name) => !this.context.categories.has(name));
    for (const name of unknown) fault('category', SHEET_MESSAGES.unknownCategory(name));
    if (unknown.length === 0 && names.join(CATEGORY_SEPARATOR) !== piece.category) fault('category', SHEET_MESSAGES.categoryInProductForm(piece.category));
    return errors;
  }

  /** A made-to-order piece has no shelf; a ready-to-ship one says what is on it. */
  private stockErrors(row: SheetRow, piece: SheetPiece): SheetError[] {
    const stock = row.values.stock;
    if (piece.madeToOrder && stock !== null) return [{ line: row.line, column: 'stock', message: SHEET_MESSAGES.madeToOrder }];
    if (!piece.madeToOrder && stock === null) return [{ line: row.line, column: 'stock', message: SHEET_MESSAGES.stockRequired }];
    return [];
  }

  /** One field: nothing when it keeps its value (or repeats a change already listed), else its change or its fault. */
  private compareField(row: SheetRow, piece: SheetPiece, field: SheetField): SheetChange | SheetError | null {
    const after = row.values[field];
    const perMetal = PER_METAL_FIELDS.has(field);
    const key = `${piece.variantId}:${piece.metalId}:${field}`;
    const earlier = perMetal ? this.metalChanges.get(key) : undefined;
    // Before the sheet: the piece's value, or, once an earlier row changed it, what that row saw.
    const before = earlier ? earlier.before : piece[VALUE_OF[field]];
    if (after === before || (earlier && earlier.after === after)) return null;
    if (earlier) return { line: row.line, column: field, message: SHEET_MESSAGES.perMetal(SHEET_COLUMNS[field], earlier.line) };
    if (field === 'weight' && before !== null && after !== null && movesBeyond(before, after, this.context.weightThresholdBp)) {
      const text = (value: number) => fieldText('weight', value, this.context.currency);
      return { line: row.line, column: field, message: SHEET_MESSAGES.weightMoved(text(before), text(after), this.context.weightThresholdBp / 100) };
    }
    if (perMetal) this.metalChanges.set(key, { before, after, line: row.line });
    return changeOf(row, piece, field, before, after);
  }

  /** A per-metal field's value once this sheet's rows so far are applied. */
  private valueNow(piece: SheetPiece, field: SheetField): number | null {
    const changed = this.metalChanges.get(`${piece.variantId}:${piece.metalId}:${field}`);
    return changed ? changed.after : piece[VALUE_OF[field]];
  }

  /**
   * The price. A piece with a weight whose metal has a rate is priced from them (domain/metal-pricing.ts):
   * when the sheet changes its weight, making or stones, the price they make is the change, and a
   * price cell saying otherwise (other than the price before) is refused. Any other piece's price is
   * the one typed in the sheet.
   */
  private comparePrice(row: SheetRow, piece: SheetPiece): SheetChange | SheetError | null {
    const rate = this.context.rates.get(piece.metalId);
    const weight = this.valueNow(piece, 'weight');
    if (weight === null || rate === undefined) return this.compareField(row, piece, 'price');
    const key = `${piece.variantId}:${piece.metalId}:price`;
    const earlier = this.metalChanges.get(key);
    const before = earlier ? earlier.before : piece.priceMinor;
    const now = earlier ? earlier.after! : before;
    const inputs = {
      metalWeightMg: weight,
      makingMinor: this.valueNow(piece, 'making') ?? 0,
      stonesMinor: this.valueNow(piece, 'stones') ?? 0,
      marginBp: piece.marginBp,
    };
    const made = metalPrice(inputs, rate, this.context.rounding, minorUnitsPerMajor(this.context.currency));
    const inputsChanged = INPUT_FIELDS.some((field) => this.metalChanges.has(`${piece.variantId}:${piece.metalId}:${field}`));
    const cell = row.values.price;
    if (cell !== before && cell !== now && !(inputsChanged && cell === made)) {
      return { line: row.line, column: 'price', message: SHEET_MESSAGES.pricedByRate(fieldText('price', made, this.context.currency)) };
    }
    if (!inputsChanged || made === now) return null;
    this.metalChanges.set(key, { before, after: made, line: row.line });
    return changeOf(row, piece, 'price', now, made);
  }
}

/** The fields metal pricing makes a price from. */
const INPUT_FIELDS = ['weight', 'making', 'stones'] as const;

function changeOf(row: SheetRow, piece: SheetPiece, field: SheetField, before: number | null, after: number | null): SheetChange {
  const { productId, variantId, metalId, sizeId, title, metal, size } = piece;
  return { line: row.line, sku: skuOf(piece), productId, variantId, metalId, sizeId, title, metal, size, field, before, after };
}

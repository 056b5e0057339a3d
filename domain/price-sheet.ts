/**
 * The price sheet (issue 36, decision record 056): the catalogue as a CSV an owner edits in a
 * spreadsheet and imports back. One row per variant × metal × size (a variant without sizes: one
 * row per metal). Its columns, its SKU, how a cell is written and read back, and every message an
 * import answers live here; comparing a row with the shop is price-sheet-changes.ts.
 *
 * Amounts are written in the shop currency's major units as decimal text ("150.00") and read back
 * exactly into minor units (domain/money.ts `unitsOfDecimalText`): an unchanged sheet reads back
 * to the very integers it was written from, so importing it changes nothing.
 */
import { METAL_PRICING_BOUNDS } from './metal-pricing.ts';
import { readSpreadsheetText, spreadsheetText } from './customers.ts';
import { currencyDecimals, decimalTextOfUnits, unitsOfDecimalText } from './money.ts';
import { PRODUCT_MESSAGES } from './schemas/product.ts';

/** The columns in the sheet's order, each with its header as the sheet shows it. */
export const SHEET_COLUMNS = {
  productId: 'Product ID',
  variantId: 'Variant ID',
  sku: 'SKU',
  title: 'Title',
  category: 'Category',
  metal: 'Metal',
  size: 'Size',
  price: 'Price',
  stock: 'Stock',
  weight: 'Weight (g)',
  making: 'Making',
  stones: 'Stones',
} as const;
type SheetColumn = keyof typeof SHEET_COLUMNS;
export const SHEET_HEADER: string[] = Object.values(SHEET_COLUMNS);

/** The columns an import may change: the price and pricing inputs per metal, the stock per metal and size. */
export const SHEET_FIELDS = ['price', 'stock', 'weight', 'making', 'stones'] as const;
export type SheetField = (typeof SHEET_FIELDS)[number];
/** The fields a variant keeps once per metal: every size's row of a metal says the same. */
export const PER_METAL_FIELDS: ReadonlySet<SheetField> = new Set(['price', 'weight', 'making', 'stones']);

/** Weights are kept in milligrams and written in grams with three places. */
const WEIGHT_DECIMALS = 3;
/** The largest amount a price or charge may be (domain/schemas/product.ts: 9,999,999.99). */
const MAX_AMOUNT_MINOR = METAL_PRICING_BOUNDS.maxPriceMinor;
const MAX_STOCK = 1_000_000;
const MAX_WEIGHT_MG = METAL_PRICING_BOUNDS.maxWeightMg;
/** Several categories of one variant are written in one cell, separated by this. */
export const CATEGORY_SEPARATOR = '; ';

/** What the sheet holds of one piece that an import may change. */
export interface PieceValues {
  priceMinor: number;
  /** Pieces on the shelf; null for a made-to-order variant (no shelf). */
  stock: number | null;
  weightMg: number | null;
  makingMinor: number | null;
  stonesMinor: number | null;
}

/** The value of a field in a piece's values. */
export const VALUE_OF: Record<SheetField, keyof PieceValues> = {
  price: 'priceMinor',
  stock: 'stock',
  weight: 'weightMg',
  making: 'makingMinor',
  stones: 'stonesMinor',
};

/** One row of the sheet as the shop has it. */
export interface SheetPiece extends PieceValues {
  productId: number;
  variantId: number;
  metalId: number;
  /** Null for a variant without sizes. */
  sizeId: number | null;
  title: string;
  /** The variant's categories, joined by CATEGORY_SEPARATOR. */
  category: string;
  metal: string;
  /** '' for a variant without sizes. */
  size: string;
  madeToOrder: boolean;
  /** Metal pricing's margin (basis points), not a column: a price made from the inputs adds it. */
  marginBp: number | null;
}

/** The SKU of a row: made from the ids of its variant, metal and size, so it never changes and is never taken twice. */
export const skuOf = (piece: Pick<SheetPiece, 'variantId' | 'metalId' | 'sizeId'>): string =>
  `V${piece.variantId}-M${piece.metalId}${piece.sizeId === null ? '' : `-S${piece.sizeId}`}`;

/** The variant, metal and size a SKU names; null when the text is not a SKU. */
export function pieceOfSku(sku: string): Pick<SheetPiece, 'variantId' | 'metalId' | 'sizeId'> | null {
  const match = /^V(\d{1,9})-M(\d{1,9})(?:-S(\d{1,9}))?$/i.exec(sku.trim());
  if (!match) return null;
  return { variantId: Number(match[1]), metalId: Number(match[2]), sizeId: match[3] === undefined ? null : Number(match[3]) };
}

/** How a field's value is written in the sheet: amounts in major units, weights in grams, blank for none. */
export function fieldText(field: SheetField, value: number | null, currency: string): string {
  if (value === null) return '';
  if (field === 'stock') return String(value);
  return decimalTextOfUnits(value, field === 'weight' ? WEIGHT_DECIMALS : currencyDecimals(currency));
}

/** A row's cells in the sheet's order; text a spreadsheet would run as a formula is written as text. */
export function sheetCells(piece: SheetPiece, currency: string): string[] {
  const text = (field: SheetField) => fieldText(field, piece[VALUE_OF[field]], currency);
  return [
    String(piece.productId),
    String(piece.variantId),
    skuOf(piece),
    spreadsheetText(piece.title),
    spreadsheetText(piece.category),
    spreadsheetText(piece.metal),
    spreadsheetText(piece.size),
    ...SHEET_FIELDS.map(text),
  ];
}

/** What an import says. Each message is written here once and tested literally. */
export const SHEET_MESSAGES = {
  missingColumns: (names: string[]) => `The sheet has no column ${names.map((name) => `"${name}"`).join(', ')}: export a new sheet and edit that one.`,
  unreadable: (reason: string) => `The file is not a CSV sheet the shop can read: ${reason}`,
  unknownSku: (sku: string) => `No piece has the SKU "${sku}": keep the SKU as exported (add pieces in the product form).`,
  duplicateSku: (sku: string, line: number) => `The SKU "${sku}" is also on line ${line}: each piece once.`,
  keepAsExported: (column: string, exported: string) => `${column} must stay as exported ("${exported}"): it names the piece.`,
  unknownCategory: (name: string) => `There is no category "${name}".`,
  categoryInProductForm: (exported: string) => `The category is changed in the product form, not in the sheet: keep "${exported}" here.`,
  titleInProductForm: (exported: string) => `The title is changed in the product form, not in the sheet: keep "${exported}" here.`,
  notANumber: (column: string, text: string) => `${column} "${text}" is not a number.`,
  negative: (column: string) => `${column} cannot be negative.`,
  decimals: (column: string, decimals: number) => `${column} has at most ${decimals} decimal places.`,
  tooLarge: (column: string) => `${column} is larger than the shop keeps.`,
  price: PRODUCT_MESSAGES.price,
  priceRequired: 'Every piece has a price.',
  stockWhole: (text: string) => `Stock "${text}" is not a whole number of pieces.`,
  stockRequired: 'This piece is ready to ship: give the pieces on the shelf (0 or more).',
  madeToOrder: 'This piece is made to order: leave its stock empty.',
  pricedByRate: (price: string) =>
    `This piece is priced from its metal’s rate (${price} with this sheet’s weight, making and stones): change those, not the price.`,
  perMetal: (column: string, line: number) => `${column} is one per metal, for every size: line ${line} gives this metal another.`,
  weightMoved: (before: string, after: string, percent: number) =>
    `The weight moves from ${before} g to ${after} g, more than ${percent}%: if it is right, change it in the product form.`,
  stale: 'The catalogue changed since this dry run: run the dry run again and check what it shows.',
  noChanges: '0 changes',
  changes: (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`,
  applied: (count: number) => `${count} ${count === 1 ? 'change' : 'changes'} applied.`,
} as const;

/** A row's fault: its line in the file (the header is line 1), the column if one, and why. */
export interface SheetError {
  line: number;
  column: SheetColumn | null;
  message: string;
}

/** A row as read from the file, before it is compared with the shop. */
export interface SheetRow {
  line: number;
  sku: string;
  /** The ids, metal and size the row names; checked against the SKU's. */
  named: { productId: string; variantId: string; title: string; category: string; metal: string; size: string };
  /** Each changeable field as read; undefined where the cell could not be read (its error is listed). */
  values: { [F in SheetField]: number | null };
}

/** A cell as typed, without the apostrophe a spreadsheet keeps before a text that would be a formula. */
const cellText = (record: Readonly<Record<string, string | undefined>>, column: SheetColumn): string =>
  readSpreadsheetText((record[SHEET_COLUMNS[column]] ?? '').trim());

/** Reads a number cell of `field`; null for blank. Pushes its fault to `errors`. */
function readField(field: SheetField, text: string, line: number, currency: string, errors: SheetError[]): number | null {
  if (text === '') return null;
  const column = SHEET_COLUMNS[field];
  const fail = (message: string) => (errors.push({ line, column: field, message }), null);
  const decimals = field === 'stock' ? 0 : field === 'weight' ? WEIGHT_DECIMALS : currencyDecimals(currency);
  const units = unitsOfDecimalText(text, decimals);
  if (units === 'not-a-number') return fail(SHEET_MESSAGES.notANumber(column, text));
  if (units === 'negative') return fail(field === 'price' ? SHEET_MESSAGES.price : SHEET_MESSAGES.negative(column));
  if (units === 'decimals') return fail(field === 'stock' ? SHEET_MESSAGES.stockWhole(text) : SHEET_MESSAGES.decimals(column, decimals));
  const max = field === 'stock' ? MAX_STOCK : field === 'weight' ? MAX_WEIGHT_MG : MAX_AMOUNT_MINOR;
  if (units > max) return fail(SHEET_MESSAGES.tooLarge(column));
  if (field === 'price' && units === 0) return fail(SHEET_MESSAGES.price);
  return units;
}

/** The header's missing columns (their headers); an import refuses a sheet missing any. */
export const missingColumns = (header: readonly string[]): string[] => SHEET_HEADER.filter((name) => !header.includes(name));

/** Reads one record (header → cell) at `line`: the row, and the faults of its cells. */
export function readSheetRow(record: Readonly<Record<string, string | undefined>>, line: number, currency: string): { row: SheetRow; errors: SheetError[] } {
  const errors: SheetError[] = [];
  const values = Object.fromEntries(
    SHEET_FIELDS.map((field) => [field, readField(field, cellText(record, field), line, currency, errors)]),
  ) as SheetRow['values'];
  if (values.price === null && !errors.some((error) => error.column === 'price')) errors.push({ line, column: 'price', message: SHEET_MESSAGES.priceRequired });
  const named = {
    productId: cellText(record, 'productId'),
    variantId: cellText(record, 'variantId'),
    title: cellText(record, 'title'),
    category: cellText(record, 'category'),
    metal: cellText(record, 'metal'),
    size: cellText(record, 'size'),
  };
  return { row: { line, sku: cellText(record, 'sku'), named, values }, errors };
}

import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalTextOfUnits, unitsOfDecimalText } from './money.ts';
import { SheetComparison, type SheetContext } from './price-sheet-changes.ts';
import { SHEET_HEADER, SHEET_MESSAGES, missingColumns, pieceOfSku, readSheetRow, sheetCells, skuOf, type SheetPiece } from './price-sheet.ts';

const context: SheetContext = {
  currency: 'USD',
  categories: new Set(['Rings', 'Charms', '=Odd']),
  weightThresholdBp: 1000,
  rates: new Map(),
  rounding: 'cent',
};

const ring: SheetPiece = {
  productId: 7,
  variantId: 12,
  metalId: 3,
  sizeId: 4,
  title: 'Halo Ring',
  category: 'Rings',
  metal: '18K Gold',
  size: '7',
  madeToOrder: false,
  priceMinor: 15_000,
  stock: 2,
  weightMg: 4_200,
  makingMinor: 2_500,
  stonesMinor: null,
  marginBp: null,
};

/** The piece written as a CSV file (header and one row) and read back as csv-parse reads an import. */
function roundTrip(piece: SheetPiece, currency = 'USD') {
  const text = stringify([SHEET_HEADER, sheetCells(piece, currency)]);
  const [record] = parse(text, { columns: true, bom: true }) as Array<Record<string, string>>;
  return readSheetRow(record!, 2, currency);
}

/** A row of `piece` with some cells typed over. */
function edited(piece: SheetPiece, cells: Record<string, string>) {
  const record = Object.fromEntries(SHEET_HEADER.map((name, index) => [name, sheetCells(piece, 'USD')[index]!]));
  return readSheetRow({ ...record, ...cells }, 2, 'USD');
}

const compareOne = (piece: SheetPiece, cells: Record<string, string>) => {
  const { row, errors } = edited(piece, cells);
  return new SheetComparison(context).compare(row, piece, errors);
};

describe('decimal text', () => {
  it('reads amounts exactly, in minor units', () => {
    expect(unitsOfDecimalText('150.00', 2)).toBe(15_000);
    expect(unitsOfDecimalText('150', 2)).toBe(15_000);
    expect(unitsOfDecimalText('0.1', 2)).toBe(10);
    expect(unitsOfDecimalText('.5', 2)).toBe(50);
    expect(unitsOfDecimalText('19.990', 2)).toBe(1_999);
    expect(unitsOfDecimalText('-5.00', 2)).toBe('negative');
    expect(unitsOfDecimalText('1.005', 2)).toBe('decimals');
    expect(unitsOfDecimalText('abc', 2)).toBe('not-a-number');
    expect(unitsOfDecimalText('1,500.00', 2)).toBe('not-a-number');
    expect(unitsOfDecimalText('$15', 2)).toBe('not-a-number');
  });

  it('writes what it reads, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), fc.integer({ min: 0, max: 3 }), (units, decimals) => {
        expect(unitsOfDecimalText(decimalTextOfUnits(units, decimals), decimals)).toBe(units);
      }),
    );
  });
});

describe('the sheet’s SKU', () => {
  it('names the variant, metal and size, and reads back', () => {
    expect(skuOf(ring)).toBe('V12-M3-S4');
    expect(skuOf({ ...ring, sizeId: null })).toBe('V12-M3');
    expect(pieceOfSku('V12-M3-S4')).toEqual({ variantId: 12, metalId: 3, sizeId: 4 });
    expect(pieceOfSku('v12-m3')).toEqual({ variantId: 12, metalId: 3, sizeId: null });
    expect(pieceOfSku('12-3-4')).toBeNull();
  });
});

const pieces = fc.record({
  productId: fc.integer({ min: 1, max: 1e6 }),
  variantId: fc.integer({ min: 1, max: 1e6 }),
  metalId: fc.integer({ min: 1, max: 99 }),
  sizeId: fc.option(fc.integer({ min: 1, max: 99 })),
  title: fc.string({ maxLength: 40 }).map((title) => title.trim() || 'Ring'),
  category: fc.constantFrom('Rings', 'Rings; Charms', '=Odd'),
  metal: fc.constantFrom('18K Gold', 'Sterling Silver', '-Alloy', 'Platinum, "950"'),
  size: fc.constantFrom('', '7', '7.5', '+1'),
  madeToOrder: fc.boolean(),
  priceMinor: fc.integer({ min: 1, max: 999_999_999 }),
  stock: fc.integer({ min: 0, max: 1e6 }),
  weightMg: fc.option(fc.integer({ min: 0, max: 1e6 })),
  makingMinor: fc.option(fc.integer({ min: 0, max: 999_999_999 })),
  stonesMinor: fc.option(fc.integer({ min: 0, max: 999_999_999 })),
  marginBp: fc.option(fc.integer({ min: 0, max: 100_000 })),
});

describe('an exported row read back', () => {
  it('gives the same values, and so no change', () => {
    fc.assert(
      fc.property(pieces, (drawn) => {
        const piece: SheetPiece = { ...drawn, stock: drawn.madeToOrder ? null : drawn.stock, size: drawn.sizeId === null ? '' : drawn.size };
        const { row, errors } = roundTrip(piece);
        expect(errors).toEqual([]);
        expect(row.values).toEqual({
          price: piece.priceMinor,
          stock: piece.stock,
          weight: piece.weightMg,
          making: piece.makingMinor,
          stones: piece.stonesMinor,
        });
        expect(new SheetComparison(context).compare(row, piece, errors)).toEqual({ changes: [], errors: [] });
      }),
    );
  });

  it('in a currency without minor units too', () => {
    const { row } = roundTrip({ ...ring, priceMinor: 15_000, makingMinor: 300 }, 'JPY');
    expect(row.values.price).toBe(15_000);
    expect(sheetCells(ring, 'JPY')[7]).toBe('15000');
  });
});

describe('an edited row', () => {
  it('changes the fields edited, with before and after', () => {
    const { changes, errors } = compareOne(ring, { Price: '160.00', Stock: '5' });
    expect(errors).toEqual([]);
    expect(changes.map(({ field, before, after, line, sku }) => ({ field, before, after, line, sku }))).toEqual([
      { field: 'price', before: 15_000, after: 16_000, line: 2, sku: 'V12-M3-S4' },
      { field: 'stock', before: 2, after: 5, line: 2, sku: 'V12-M3-S4' },
    ]);
  });

  it('names each bad cell with its line and why', () => {
    const messages = (cells: Record<string, string>) => compareOne(ring, cells).errors.map((error) => [error.line, error.column, error.message]);
    expect(messages({ Price: '-5.00' })).toEqual([[2, 'price', 'A price must be a positive amount']]);
    expect(messages({ Price: '0' })).toEqual([[2, 'price', 'A price must be a positive amount']]);
    expect(messages({ Price: 'abc' })).toEqual([[2, 'price', 'Price "abc" is not a number.']]);
    expect(messages({ Price: '' })).toEqual([[2, 'price', 'Every piece has a price.']]);
    expect(messages({ Stock: 'two' })).toEqual([[2, 'stock', 'Stock "two" is not a number.']]);
    expect(messages({ Stock: '2.5' })).toEqual([[2, 'stock', 'Stock "2.5" is not a whole number of pieces.']]);
    expect(messages({ Stock: '' })).toEqual([[2, 'stock', SHEET_MESSAGES.stockRequired]]);
    expect(messages({ Making: '-1' })).toEqual([[2, 'making', 'Making cannot be negative.']]);
    expect(messages({ Category: 'Bracelets' })).toEqual([[2, 'category', 'There is no category "Bracelets".']]);
    expect(messages({ Category: 'Charms' })).toEqual([[2, 'category', 'The category is changed in the product form, not in the sheet: keep "Rings" here.']]);
    expect(messages({ Title: 'Other' })).toEqual([[2, 'title', 'The title is changed in the product form, not in the sheet: keep "Halo Ring" here.']]);
    expect(messages({ Metal: 'Platinum' })).toEqual([[2, 'metal', 'Metal must stay as exported ("18K Gold"): it names the piece.']]);
    expect(messages({ 'Weight (g)': '4.700' })).toEqual([
      [2, 'weight', 'The weight moves from 4.200 g to 4.700 g, more than 10%: if it is right, change it in the product form.'],
    ]);
    expect(messages({ 'Weight (g)': '4.600' })).toEqual([]);
    expect(compareOne({ ...ring, madeToOrder: true, stock: null }, { Stock: '1' }).errors.map((error) => error.message)).toEqual([SHEET_MESSAGES.madeToOrder]);
  });

  it('refuses a SKU no piece has and one seen before, with the line it repeats', () => {
    const comparison = new SheetComparison(context);
    const { row } = edited(ring, {});
    expect(comparison.compare({ ...row, sku: 'V99-M1' }, undefined).errors.map((error) => error.message)).toEqual([SHEET_MESSAGES.unknownSku('V99-M1')]);
    expect(comparison.compare(row, ring).errors).toEqual([]);
    expect(comparison.compare({ ...row, line: 9 }, ring).errors).toEqual([
      { line: 9, column: 'sku', message: 'The SKU "V12-M3-S4" is also on line 2: each piece once.' },
    ]);
  });

  it('takes a metal’s price from the rows that change it, once, and refuses two different ones', () => {
    const size8 = { ...ring, sizeId: 5, size: '8' };
    const size9 = { ...ring, sizeId: 6, size: '9' };
    const comparison = new SheetComparison(context);
    const compare = (piece: SheetPiece, cells: Record<string, string>, line: number) => {
      const { row, errors } = edited(piece, cells);
      return comparison.compare({ ...row, line }, piece, errors);
    };
    expect(compare(ring, { Price: '160.00' }, 2).changes.map((change) => change.field)).toEqual(['price']);
    // The same new price again, or the old one kept on another size: nothing more to change.
    expect(compare(size8, { Price: '160.00' }, 3)).toEqual({ changes: [], errors: [] });
    expect(compare({ ...size9, priceMinor: 16_000 }, { Price: '150.00' }, 4)).toEqual({ changes: [], errors: [] });
    expect(compare({ ...size9, sizeId: 7 }, { Price: '170.00' }, 5).errors.map((error) => error.message)).toEqual([
      'Price is one per metal, for every size: line 2 gives this metal another.',
    ]);
  });

  it('prices a piece on metal pricing from its changed inputs, and refuses a typed price for it', () => {
    // 18K gold at 50.00 a gram: 4.200 g → 210.00 + 25.00 making = 235.00, whatever price is stored.
    const priced = new SheetComparison({ ...context, rates: new Map([[3, 5_000]]) });
    const compare = (cells: Record<string, string>, piece: SheetPiece = ring) => {
      const { row, errors } = edited(piece, cells);
      return priced.compare(row, piece, errors);
    };
    expect(compare({}, { ...ring, metalId: 5 })).toEqual({ changes: [], errors: [] });
    const changed = compare({ 'Weight (g)': '4.400' });
    expect(changed.changes.map(({ field, before, after }) => [field, before, after])).toEqual([
      ['price', 15_000, 24_500],
      ['weight', 4_200, 4_400],
    ]);
    const other = { ...ring, sizeId: 9, size: '9' };
    expect(compare({ 'Weight (g)': '4.400', Price: '245.00' }, other)).toEqual({ changes: [], errors: [] });
    expect(compare({ Price: '199.00' }, { ...ring, sizeId: 10, size: '10' }).errors.map((error) => error.message)).toEqual([
      'This piece is priced from its metal’s rate (245.00 with this sheet’s weight, making and stones): change those, not the price.',
    ]);
    // Without a weight the price is the typed one.
    expect(compare({ Price: '99.00' }, { ...ring, metalId: 4, weightMg: null }).changes.map((change) => change.after)).toEqual([9_900]);
  });

  it('reads text a spreadsheet would have run as a formula back as the text exported', () => {
    const piece = { ...ring, category: '=Odd', title: '-Minus' };
    expect(sheetCells(piece, 'USD').slice(3, 5)).toEqual(["'-Minus", "'=Odd"]);
    expect(roundTrip(piece).row.named).toMatchObject({ title: '-Minus', category: '=Odd' });
  });
});

describe('the header', () => {
  it('names the columns a sheet lacks', () => {
    expect(missingColumns(SHEET_HEADER)).toEqual([]);
    expect(missingColumns(['SKU', 'Price'])).toContain('Stock');
    expect(SHEET_MESSAGES.missingColumns(['Stock'])).toBe('The sheet has no column "Stock": export a new sheet and edit that one.');
  });
});

import { describe, expect, it } from 'vitest';
import {
  SIZE_SYSTEMS,
  conversionTable,
  defaultSizeSystem,
  ringSizeLabel,
  ringSizeOfLabel,
  ringSizeWords,
  sizeIn,
  sizesOf,
  tenthsOfSize,
  ringSizeMatches,
  isSizeLater,
  SIZE_LATER,
} from './ring-sizes.ts';

describe('ring sizes', () => {
  it('names a circumference in every system and the workshop’s millimetres', () => {
    expect(tenthsOfSize('US', '7')).toBe(544);
    expect(ringSizeWords(544, 'US')).toBe('US 7 · 54.4 mm');
    expect(ringSizeWords(544, 'UK')).toBe('UK N½ · 54.4 mm');
    expect(ringSizeWords(544, 'EU')).toBe('EU 54 · 54.4 mm');
    expect(ringSizeWords(544, 'JP')).toBe('JP 14 · 54.4 mm');
    expect(tenthsOfSize('UK', 'N')).toBe(538);
    expect(tenthsOfSize('UK', 'n 1/2')).toBe(544);
    expect(tenthsOfSize('US', '6.5')).toBe(tenthsOfSize('US', '6½'));
    expect(tenthsOfSize('US', '42')).toBeNull();
  });

  it('turns each system’s sizes into millimetres and back to the same size', () => {
    for (const system of SIZE_SYSTEMS) {
      for (const { words, tenths } of sizesOf(system)) {
        expect(sizeIn(system, tenths), `${system} ${words}`).toBe(words);
        expect(tenthsOfSize(system, words)).toBe(tenths);
      }
    }
  });

  it('grows with the circumference in every system', () => {
    for (const system of SIZE_SYSTEMS) {
      const tenths = sizesOf(system).map((entry) => entry.tenths);
      for (let i = 1; i < tenths.length; i += 1) expect(tenths[i], `${system} #${i}`).toBeGreaterThan(tenths[i - 1]!);
      // Any circumference names a size no smaller than a smaller circumference's.
      const positions = Array.from({ length: 401 }, (_, k) => 380 + k).map((t) => sizesOf(system).findIndex((e) => e.words === sizeIn(system, t)));
      for (let i = 1; i < positions.length; i += 1) expect(positions[i]).toBeGreaterThanOrEqual(positions[i - 1]!);
    }
  });

  it('keeps a ring size’s label as its circumference, and reads free labels as none', () => {
    expect(ringSizeLabel(544)).toBe('54.4 mm');
    expect(ringSizeLabel(490)).toBe('49.0 mm');
    expect(ringSizeOfLabel('54.4 mm')).toBe(544);
    expect(ringSizeOfLabel('7')).toBeNull();
    expect(ringSizeOfLabel('M')).toBeNull();
    expect(ringSizeOfLabel('16"')).toBeNull();
    expect(ringSizeOfLabel('99.0 mm')).toBeNull();
  });

  it('defaults the system from the country the order ships to', () => {
    expect(defaultSizeSystem('GB')).toBe('UK');
    expect(defaultSizeSystem('United Kingdom')).toBe('UK');
    for (const code of ['IE', 'AU', 'NZ']) expect(defaultSizeSystem(code)).toBe('UK');
    expect(defaultSizeSystem('US')).toBe('US');
    expect(defaultSizeSystem('CA')).toBe('US');
    expect(defaultSizeSystem('JP')).toBe('JP');
    expect(defaultSizeSystem('DE')).toBe('EU');
    expect(defaultSizeSystem(null)).toBe('EU');
  });

  it('converts the usual sizes in one table', () => {
    const table = conversionTable(5, 9);
    expect(table.map((row) => row.sizes.US)).toEqual(['5', '5½', '6', '6½', '7', '7½', '8', '8½', '9']);
    expect(table[4]).toEqual({ tenths: 544, sizes: { US: '7', UK: 'N½', EU: '54', JP: '14' } });
  });
});

describe('a size a line names', () => {
  it('matches the catalogue’s ring size by its label, millimetres, any system or a bare US size', () => {
    for (const written of ['54.4 mm', '54.4', 'US 7', 'us7', 'UK N½', 'UK N 1/2', 'EU 54', 'JP 14', '7']) {
      expect(ringSizeMatches('54.4 mm', written), written).toBe(true);
    }
    for (const written of ['UK N', 'US 7.5', '7.5', '54', 'EU 55', 'M', '']) expect(ringSizeMatches('54.4 mm', written), written).toBe(false);
    expect(ringSizeMatches('M', 'M')).toBe(false);
  });

  it('knows the size still to be chosen, whatever its case', () => {
    expect(isSizeLater(SIZE_LATER)).toBe(true);
    expect(isSizeLater(' to be chosen ')).toBe(true);
    expect(isSizeLater('54.4 mm')).toBe(false);
  });
});

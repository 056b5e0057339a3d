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

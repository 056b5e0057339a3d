import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { largestMoves, METAL_PRICING_BOUNDS as B, metalPrice, moveBp, movesBeyond, reprice, ROUNDING_RULES, type PricingInputs } from './metal-pricing.ts';

// 3.2 g of 18K gold at 72.15 a gram, 85.00 making, 120.00 stones.
const ring: PricingInputs = { metalWeightMg: 3_200, makingMinor: 8_500, stonesMinor: 12_000, marginBp: null };

describe('metalPrice', () => {
  it('is weight × rate + making + stones, exact to the cent', () => {
    // 3.2 × 72.15 = 230.88; + 85 + 120 = 435.88
    expect(metalPrice(ring, 7_215, 'cent', 100)).toBe(43_588);
  });

  it('adds the margin on the whole cost and rounds a fraction of a cent up', () => {
    // 435.88 × 1.125 = 490.365 → 490.37
    expect(metalPrice({ ...ring, marginBp: 1_250 }, 7_215, 'cent', 100)).toBe(49_037);
  });

  it('rounds up to the next .99 or whole unit, never below the cost', () => {
    expect(metalPrice(ring, 7_215, 'ninety-nine', 100)).toBe(43_599);
    expect(metalPrice(ring, 7_215, 'whole', 100)).toBe(43_600);
    // Already on the step: unchanged.
    expect(metalPrice({ metalWeightMg: 0, makingMinor: 43_599, stonesMinor: 0, marginBp: null }, 1, 'ninety-nine', 100)).toBe(43_599);
    expect(metalPrice({ metalWeightMg: 0, makingMinor: 43_600, stonesMinor: 0, marginBp: null }, 1, 'whole', 100)).toBe(43_600);
    expect(metalPrice({ metalWeightMg: 0, makingMinor: 43_600, stonesMinor: 0, marginBp: null }, 1, 'ninety-nine', 100)).toBe(43_699);
  });

  it('in a currency without minor units, .99 means the unit itself', () => {
    expect(metalPrice({ metalWeightMg: 1_500, makingMinor: 0, stonesMinor: 0, marginBp: null }, 9_001, 'ninety-nine', 1)).toBe(13_502);
  });

  it('stays exact at the largest inputs (beyond what a double holds)', () => {
    const most = { metalWeightMg: B.maxWeightMg, makingMinor: B.maxPriceMinor, stonesMinor: B.maxPriceMinor, marginBp: B.maxMarginBp };
    // (10^6 × 10^7 / 1000 + 2 × 999,999,999) × 11 = 10^10 × 11 + 21,999,999,978
    expect(metalPrice(most, B.maxRateMinor, 'cent', 100)).toBe(131_999_999_978);
  });

  const inputs = fc.record({
    metalWeightMg: fc.integer({ min: 0, max: B.maxWeightMg }),
    makingMinor: fc.integer({ min: 0, max: B.maxPriceMinor }),
    stonesMinor: fc.integer({ min: 0, max: B.maxPriceMinor }),
    marginBp: fc.option(fc.integer({ min: 0, max: B.maxMarginBp })),
  });
  const rate = fc.integer({ min: 1, max: B.maxRateMinor });
  const rule = fc.constantFrom(...ROUNDING_RULES);
  const units = fc.constantFrom(1, 100, 1000);

  it('for any inputs: never negative, never below the exact price, within one step of it, on the rule’s step', () => {
    fc.assert(
      fc.property(inputs, rate, rule, units, (piece, rateMinor, rounding, unit) => {
        const price = metalPrice(piece, rateMinor, rounding, unit);
        const exact = ((piece.metalWeightMg * rateMinor) / 1000 + piece.makingMinor + piece.stonesMinor) * (1 + (piece.marginBp ?? 0) / 10_000);
        expect(price).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(price)).toBe(true);
        // Doubles only approximate the exact fraction: allow for their relative error.
        expect(price).toBeGreaterThanOrEqual(exact * (1 - 1e-12) - 1e-6);
        const step = rounding === 'cent' ? 1 : unit;
        expect(price - exact).toBeLessThan(step + exact * 1e-12 + 1e-6);
        if (rounding === 'whole') expect(price % unit).toBe(0);
        if (rounding === 'ninety-nine' && unit > 1) expect(price % unit).toBe(unit - 1);
      }),
    );
  });

  it('for any inputs: a higher rate never gives a lower price', () => {
    fc.assert(
      fc.property(inputs, rate, rate, rule, units, (piece, a, b, rounding, unit) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(metalPrice(piece, low, rounding, unit)).toBeLessThanOrEqual(metalPrice(piece, high, rounding, unit));
      }),
    );
  });
});

describe('movesBeyond and moveBp', () => {
  it('measures a move against the price before', () => {
    expect(movesBeyond(10_000, 11_000, 1_000)).toBe(false);
    expect(movesBeyond(10_000, 11_001, 1_000)).toBe(true);
    expect(movesBeyond(10_000, 8_999, 1_000)).toBe(true);
    expect(moveBp(10_000, 11_500)).toBe(1_500);
    expect(moveBp(10_000, 9_000)).toBe(-1_000);
    expect(movesBeyond(0, 1, 1_000)).toBe(true);
  });
});

describe('reprice', () => {
  const pieces = [
    { variantId: 1, metalId: 18, priceMinor: 43_588, ...ring },
    { variantId: 2, metalId: 18, priceMinor: 20_000, ...ring },
    { variantId: 3, metalId: 5, priceMinor: 5_000, ...ring },
  ];

  it('lists only prices that change, of metals given a rate', () => {
    const result = reprice(pieces, new Map([[18, 7_215]]), { rounding: 'cent', thresholdBp: 1_000 }, 100);
    expect(result.changes).toEqual([{ variantId: 2, metalId: 18, beforeMinor: 20_000, afterMinor: 43_588, moveBp: 11_794 }]);
    expect(result.beyondThreshold).toBe(true);
    expect(result.tooDear).toBeNull();
  });

  it('needs no confirmation for moves within the threshold', () => {
    const result = reprice(pieces.slice(0, 1), new Map([[18, 7_500]]), { rounding: 'cent', thresholdBp: 1_000 }, 100);
    expect(result.changes).toHaveLength(1);
    expect(result.beyondThreshold).toBe(false);
  });

  it('names a price beyond the largest the shop keeps', () => {
    const heavy = [{ variantId: 9, metalId: 18, priceMinor: 100, metalWeightMg: B.maxWeightMg, makingMinor: 0, stonesMinor: 0, marginBp: null }];
    expect(reprice(heavy, new Map([[18, B.maxRateMinor]]), { rounding: 'cent', thresholdBp: 1_000 }, 100).tooDear?.variantId).toBe(9);
  });

  it('orders the largest moves by size either way', () => {
    const moves = [
      { variantId: 1, metalId: 1, beforeMinor: 100, afterMinor: 110, moveBp: 1_000 },
      { variantId: 2, metalId: 1, beforeMinor: 100, afterMinor: 70, moveBp: -3_000 },
      { variantId: 3, metalId: 1, beforeMinor: 100, afterMinor: 120, moveBp: 2_000 },
    ];
    expect(largestMoves(moves, 2).map((move) => move.variantId)).toEqual([2, 3]);
  });

  it('keeps the same largest moves as sorting them all would', () => {
    const change = fc.record({
      variantId: fc.integer({ min: 1, max: 50 }),
      metalId: fc.integer({ min: 1, max: 3 }),
      moveBp: fc.integer({ min: -500, max: 500 }),
    });
    fc.assert(
      fc.property(fc.array(change, { maxLength: 60 }), fc.integer({ min: 0, max: 12 }), (changes, count) => {
        const moves = changes.map((c) => ({ ...c, beforeMinor: 100, afterMinor: 100 }));
        const sorted = [...moves].sort((a, b) => Math.abs(b.moveBp) - Math.abs(a.moveBp) || a.variantId - b.variantId || a.metalId - b.metalId);
        expect(largestMoves(moves, count)).toEqual(sorted.slice(0, count));
      }),
    );
  });
});

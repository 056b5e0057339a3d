/**
 * Metal-rate pricing (issue 36, decision record 055): a piece priced the way jewellers price it.
 * price = metal weight × the metal's rate per gram + making charge + stones cost, plus an optional
 * margin on that sum, then rounded by the one rule the owner chooses. This is the only place the
 * formula is written: the preview, the apply and the product form all call `metalPrice`.
 *
 * Exact arithmetic: weights are integer milligrams, rates and charges integer minor units, the
 * margin basis points, so the exact price is a fraction with denominator 1000 × 10000; it is
 * computed in BigInt and rounded once. Rounding is always upwards (to the cent, to the next .99,
 * to the next whole unit): a rate change never makes a piece cheaper than its metal, making and
 * stones cost (the sold-below-cost accident the issue cites).
 */

export const ROUNDING_RULES = ['cent', 'ninety-nine', 'whole'] as const;
export type RoundingRule = (typeof ROUNDING_RULES)[number];

export const ROUNDING_LABELS: Record<RoundingRule, string> = {
  cent: 'To the cent',
  'ninety-nine': 'Up to .99',
  whole: 'Up to a whole unit',
};

/** The bounds every input is checked against (domain/schemas/pricing.ts) and the database holds. */
export const METAL_PRICING_BOUNDS = {
  /** 1 kg of metal in a piece is far beyond any jewel. */
  maxWeightMg: 1_000_000,
  /** 100,000.00 per gram in a two-decimal currency. */
  maxRateMinor: 10_000_000,
  /** The largest typed price (domain/schemas/product.ts: 9,999,999.99). */
  maxPriceMinor: 999_999_999,
  maxMarginBp: 100_000,
  maxThresholdBp: 10_000,
} as const;

export const DEFAULT_PRICING_SETTINGS = { rounding: 'cent' as RoundingRule, thresholdBp: 1000 };

/** A variant's pricing inputs for one metal; a variant without them keeps its typed price. */
export interface PricingInputs {
  metalWeightMg: number;
  makingMinor: number;
  stonesMinor: number;
  /** Margin on metal + making + stones, in basis points (1000 = 10%); null: none. */
  marginBp: number | null;
}

/** A variant's inputs in one metal, as the back office reads them. */
export interface VariantPricing extends PricingInputs {
  variantId: number;
  metalId: number;
  metal: string;
}

const WEIGHT_DENOMINATOR = 1000n; // milligrams per gram
const MARGIN_DENOMINATOR = 10_000n; // basis points per whole

const ceilDiv = (numerator: bigint, denominator: bigint): bigint => (numerator + denominator - 1n) / denominator;

/**
 * The price in minor units of a piece with these inputs at this rate (minor units per gram),
 * rounded by `rule`; `unitsPerMajor` is 100 for cents (domain/money.ts `minorUnitsPerMajor`).
 * Inputs are non-negative integers (the schemas refuse others), so the price is never negative.
 */
export function metalPrice(inputs: PricingInputs, rateMinorPerGram: number, rule: RoundingRule, unitsPerMajor: number): number {
  const cost = BigInt(inputs.metalWeightMg) * BigInt(rateMinorPerGram) + WEIGHT_DENOMINATOR * BigInt(inputs.makingMinor + inputs.stonesMinor);
  const withMargin = cost * (MARGIN_DENOMINATOR + BigInt(inputs.marginBp ?? 0));
  const cents = ceilDiv(withMargin, WEIGHT_DENOMINATOR * MARGIN_DENOMINATOR);
  const unit = BigInt(unitsPerMajor);
  if (rule === 'whole') return Number(ceilDiv(cents, unit) * unit);
  // The smallest price ending in .99 at or above the exact one (with no minor units: the exact one).
  if (rule === 'ninety-nine' && unit > 1n) return Number(ceilDiv(cents + 1n, unit) * unit - 1n);
  return Number(cents);
}

/** Whether moving a price from `before` to `after` is beyond the threshold (basis points of `before`). */
export function movesBeyond(beforeMinor: number, afterMinor: number, thresholdBp: number): boolean {
  if (beforeMinor <= 0) return afterMinor !== beforeMinor;
  return Math.abs(afterMinor - beforeMinor) * 10_000 > thresholdBp * beforeMinor;
}

/** A move in basis points of the price before (+1500: 15% dearer); a price from nothing counts as 100%. */
export function moveBp(beforeMinor: number, afterMinor: number): number {
  if (beforeMinor <= 0) return afterMinor === beforeMinor ? 0 : 10_000;
  return Math.round(((afterMinor - beforeMinor) * 10_000) / beforeMinor);
}

/** One variant and metal on metal pricing, as a reprice reads it. */
export interface PricedPiece extends PricingInputs {
  variantId: number;
  metalId: number;
  priceMinor: number;
}

export interface PriceChange {
  variantId: number;
  metalId: number;
  beforeMinor: number;
  afterMinor: number;
  moveBp: number;
}

export interface Reprice {
  changes: PriceChange[];
  /** Whether any change moves a price by more than the threshold (it then needs a confirmation). */
  beyondThreshold: boolean;
  /** A price the rates would take above the largest the shop keeps. */
  tooDear: PriceChange | null;
}

/** Every price that `rates` (metal id → minor units per gram) and `rule` would change, in the pieces' order. */
export function reprice(
  pieces: Iterable<PricedPiece>,
  rates: ReadonlyMap<number, number>,
  settings: { rounding: RoundingRule; thresholdBp: number },
  unitsPerMajor: number,
): Reprice {
  const changes: PriceChange[] = [];
  let beyondThreshold = false;
  let tooDear: PriceChange | null = null;
  for (const piece of pieces) {
    const rate = rates.get(piece.metalId);
    if (rate === undefined) continue;
    const afterMinor = metalPrice(piece, rate, settings.rounding, unitsPerMajor);
    if (afterMinor === piece.priceMinor) continue;
    const change = {
      variantId: piece.variantId,
      metalId: piece.metalId,
      beforeMinor: piece.priceMinor,
      afterMinor,
      moveBp: moveBp(piece.priceMinor, afterMinor),
    };
    changes.push(change);
    if (movesBeyond(change.beforeMinor, afterMinor, settings.thresholdBp)) beyondThreshold = true;
    if (afterMinor > METAL_PRICING_BOUNDS.maxPriceMinor && !tooDear) tooDear = change;
  }
  return { changes, beyondThreshold, tooDear };
}

/** The `count` largest moves, largest first (by size of the move, either way; then by variant). */
export function largestMoves<T extends PriceChange>(changes: readonly T[], count: number): T[] {
  const order = (a: T, b: T) => Math.abs(b.moveBp) - Math.abs(a.moveBp) || a.variantId - b.variantId || a.metalId - b.metalId;
  // One pass keeping the largest so far (a sort of 300,000 changes would hold the process for a while).
  const largest: T[] = [];
  if (count <= 0) return largest;
  for (const change of changes) {
    if (largest.length === count && order(change, largest[count - 1]!) >= 0) continue;
    let at = largest.length;
    while (at > 0 && order(change, largest[at - 1]!) < 0) at--;
    largest.splice(at, 0, change);
    if (largest.length > count) largest.pop();
  }
  return largest;
}

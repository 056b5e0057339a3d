/**
 * The sample shop's metal-rate pricing (issue 36, decision record 055): rates for its metals, and
 * pricing inputs for the 18K gold and sterling silver of a few pieces, so /admin/pricing has
 * something to reprice. Each piece's inputs are chosen so the formula gives its typed price at these
 * rates (metal, then 40% of the rest as stones and the remainder as making): seeding moves no price.
 */
import { metalPrice, type PricingInputs } from '../../../domain/metal-pricing.ts';
import type { MetalName } from './types.ts';

/** Minor units per gram: illustrative retail rates, not a market quote. */
export const SAMPLE_METAL_RATES: Record<MetalName, number> = {
  '925 Sterling Silver': 105,
  '14K Gold': 4_420,
  'Rose Gold': 4_420,
  '14K White Gold': 4_510,
  '18K Gold': 7_215,
};

const PRICED_METALS: readonly string[] = ['18K Gold', '925 Sterling Silver'];
/** How many of the pieces made in 18K gold are on metal pricing. */
const PRICED_PIECES = 6;

/**
 * The inputs of a sample piece's price in one metal, or none (a typed price): the first
 * `PRICED_PIECES` pieces offered in 18K gold, in 18K gold and sterling silver.
 */
export function samplePricingInputs(pieceRank: number | undefined, metal: MetalName, priceMinor: number): Partial<PricingInputs> {
  if (pieceRank === undefined || pieceRank >= PRICED_PIECES || !PRICED_METALS.includes(metal)) return {};
  const rate = SAMPLE_METAL_RATES[metal];
  // About 2.8 to 4.4 g, but never more metal than half the price.
  const milligrams = Math.min(2_800 + (pieceRank % 5) * 400, Math.floor((priceMinor * 500) / rate));
  const metalMinor = metalPrice({ metalWeightMg: milligrams, makingMinor: 0, stonesMinor: 0, marginBp: null }, rate, 'cent', 100);
  const stonesMinor = Math.floor((priceMinor - metalMinor) * 0.4);
  const inputs = { metalWeightMg: milligrams, makingMinor: priceMinor - metalMinor - stonesMinor, stonesMinor, marginBp: null };
  if (metalPrice(inputs, rate, 'cent', 100) !== priceMinor) throw new Error(`sample pricing inputs miss ${priceMinor}`);
  return inputs;
}

/** Each piece offered in 18K gold, ranked in the catalogue's order (its index among them). */
export function rankOfPricedPieces(products: ReadonlyArray<{ variants: ReadonlyArray<{ prices: ReadonlyArray<{ metal: string }> }> }>): Map<number, number> {
  const ranks = new Map<number, number>();
  products.forEach((product, index) => {
    if (product.variants.some((variant) => variant.prices.some((price) => price.metal === '18K Gold'))) ranks.set(index, ranks.size);
  });
  return ranks;
}

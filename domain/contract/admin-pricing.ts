/**
 * Metal-rate pricing in the back office (issue 36, decision record 055): the owner's rates per
 * gram, the rounding rule and threshold, a rate change's preview and its apply
 * (`/api/admin/pricing/*`, /admin/pricing). Amounts are integer minor units of the shop currency,
 * rates minor units per gram, moves and thresholds basis points (1000 = 10%), so nothing is
 * rounded on the way.
 */
import { z } from 'zod';
import { METAL_PRICING_BOUNDS as BOUNDS, ROUNDING_RULES } from '../metal-pricing.ts';
import { Amount } from './money.ts';

export const PRICING_MESSAGES = {
  rate: 'A rate per gram must be a positive amount (whole minor units, at most 10000000)',
  rates: 'Give each metal’s rate at most once',
  metal: 'A metal id is a whole number',
  unknownMetal: (id: number) => `Unknown metal: ${id}`,
  rounding: 'Rounding is cent, ninety-nine or whole',
  threshold: 'The threshold is a whole number of basis points from 0 to 10000 (1000 = 10%)',
  ratesVersion: 'Send the rates version the preview answered',
  confirm: 'Confirm is true or false',
  stale: 'The rates changed since your preview: preview again',
  needsConfirmation: (percent: string) => `Some prices move by more than ${percent}: confirm the change to apply it`,
  tooDear: (price: string) => `A price would be ${price}, above the largest the shop keeps (9,999,999.99): check the rates and weights`,
  weight: 'A metal weight is in grams, from 0 to 1000: never negative',
  making: 'A making charge is an amount from 0 to 9,999,999.99: never negative',
  stones: 'A stones cost is an amount from 0 to 9,999,999.99: never negative',
  margin: 'A margin is a percentage from 0 to 1000',
  nothing: 'Nothing to apply: the rates and the rounding are as they are',
} as const;
const M = PRICING_MESSAGES;

const whole = (message: string, min: number, max: number) => z.number({ message }).int(message).min(min, message).max(max, message);

const RateInput = z.object({
  metalId: whole(M.metal, 1, 2_147_483_647),
  rateMinorPerGram: whole(M.rate, 1, BOUNDS.maxRateMinor).meta({ description: 'Minor units per gram', example: 7215 }),
});

/** A rate change as the owner proposes it: the metals whose rate changes (others keep theirs), and the rounding. */
export const RatesChange = z.object({
  rates: z
    .array(RateInput, { message: M.rates })
    .max(100, M.rates)
    .refine((rates) => new Set(rates.map((rate) => rate.metalId)).size === rates.length, M.rates),
  rounding: z.enum(ROUNDING_RULES, { message: M.rounding }).optional().meta({ description: 'Absent: the rule in force' }),
});
export type RatesChange = z.infer<typeof RatesChange>;

export const RatesApply = RatesChange.extend({
  ratesVersion: whole(M.ratesVersion, 0, 2_147_483_647).meta({ description: 'The `ratesVersion` the preview answered' }),
  confirm: z.boolean({ message: M.confirm }).default(false).meta({ description: 'Needed when a price moves by more than the threshold' }),
});
export type RatesApply = z.infer<typeof RatesApply>;

export const PricingSettingsInput = z.object({ thresholdBp: whole(M.threshold, 0, BOUNDS.maxThresholdBp) });
export type PricingSettingsInput = z.infer<typeof PricingSettingsInput>;

const within = (message: string, max: number) => z.number({ message }).min(0, message).max(max, message);

/**
 * A variant's inputs for one metal as a product is written (domain/schemas/product.ts), in the
 * product's units: grams and the currency's major units, as its prices are. Stored as milligrams,
 * minor units and basis points (decision record 055).
 */
export const ProductPricingInput = z.object({
  weightGrams: within(M.weight, BOUNDS.maxWeightMg / 1000).meta({ description: 'Metal weight in grams (to the milligram)', example: 3.2 }),
  making: within(M.making, BOUNDS.maxPriceMinor / 100)
    .default(0)
    .meta({ description: 'Making charge', example: 85 }),
  stones: within(M.stones, BOUNDS.maxPriceMinor / 100)
    .default(0)
    .meta({ description: 'Stones cost', example: 120 }),
  marginPercent: within(M.margin, BOUNDS.maxMarginBp / 100)
    .nullable()
    .default(null)
    .meta({ description: 'Margin on the whole cost; null: none' }),
});
export type ProductPricingInput = z.infer<typeof ProductPricingInput>;

/** A variant's inputs for one metal as the back office's product answer carries them. */
export const ProductPricingAnswer = z.object({
  variantId: z.number().int(),
  metal: z.string(),
  weightGrams: z.number(),
  making: Amount,
  stones: Amount,
  marginPercent: z.number().nullable(),
});

const MetalRate = z.object({
  metalId: z.number().int(),
  metal: z.string(),
  rateMinorPerGram: z.number().int().nullable().meta({ description: 'null: no rate yet (its pieces keep their prices)' }),
  pieces: z.number().int().meta({ description: 'Variants on metal pricing in this metal' }),
  updatedAt: z.string().nullable(),
});

export const PricingAnswer = z
  .object({
    currency: z.string(),
    rates: z.array(MetalRate),
    rounding: z.enum(ROUNDING_RULES),
    thresholdBp: z.number().int(),
    ratesVersion: z.number().int(),
  })
  .meta({ id: 'MetalPricing' });
export type PricingAnswer = z.infer<typeof PricingAnswer>;

const PriceMove = z.object({
  productId: z.number().int(),
  variantId: z.number().int(),
  title: z.string(),
  metalId: z.number().int(),
  metal: z.string(),
  beforeMinor: z.number().int(),
  afterMinor: z.number().int(),
  moveBp: z.number().int(),
});
export type PriceMove = z.infer<typeof PriceMove>;

export const PREVIEW_LISTED = 500;

export const PricingPreviewAnswer = z
  .object({
    currency: z.string(),
    ratesVersion: z.number().int().meta({ description: 'Send it back with the apply' }),
    count: z.number().int().meta({ description: 'How many prices would change' }),
    changes: z.array(PriceMove).meta({ description: `The changes, by product, the first ${PREVIEW_LISTED}` }),
    largest: z.array(PriceMove).meta({ description: 'The ten largest moves, either way' }),
    needsConfirmation: z.boolean(),
    thresholdBp: z.number().int(),
  })
  .meta({ id: 'MetalPricingPreview' });
export type PricingPreviewAnswer = z.infer<typeof PricingPreviewAnswer>;

export const PricingApplyAnswer = z
  .object({ repriced: z.number().int(), ratesVersion: z.number().int(), pricing: PricingAnswer })
  .meta({ id: 'MetalPricingApplied' });
export type PricingApplyAnswer = z.infer<typeof PricingApplyAnswer>;

export const PricingHistoryAnswer = z
  .object({
    entries: z.array(
      z.object({
        at: z.string(),
        by: z.string().nullable(),
        metal: z.string(),
        beforeMinor: z.number().int().nullable(),
        afterMinor: z.number().int().nullable(),
      }),
    ),
    roundingChanges: z.array(z.object({ at: z.string(), by: z.string().nullable(), before: z.string(), after: z.string() })),
  })
  .meta({ id: 'MetalPricingHistory' });
export type PricingHistoryAnswer = z.infer<typeof PricingHistoryAnswer>;

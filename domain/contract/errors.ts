import { z } from 'zod';
import { toMajor } from '../money.ts';
import { PRICE_PARTS, type PriceChange } from '../price-changes.ts';
import { Amount } from './money.ts';

/** A part of an order's price that moved since the shopper's quote (price_changed). */
export const PriceChangeAnswer = z
  .object({
    part: z.enum(PRICE_PARTS),
    name: z.string().meta({ description: 'The piece, the shipping method, the discount or the tax', example: 'Weekend sale on rings' }),
    was: Amount.nullable().meta({ description: 'What the quote showed; null: a discount the quote did not have' }),
    now: Amount.nullable().meta({ description: 'What the order has now; null: a discount that no longer applies' }),
  })
  .meta({ id: 'PriceChange' });
export type PriceChangeAnswer = z.infer<typeof PriceChangeAnswer>;

export const presentPriceChange = (change: PriceChange, currency: string): PriceChangeAnswer => ({
  part: change.part,
  name: change.name,
  was: change.wasMinor === null ? null : toMajor(change.wasMinor, currency),
  now: change.nowMinor === null ? null : toMajor(change.nowMinor, currency),
});

/** Every refusal: `{ message, error: { code, message, issues? } }` with a 4xx status. */
export const ErrorAnswer = z
  .object({
    message: z.string().meta({ description: 'The same as error.message, where the first clients read it' }),
    error: z.object({
      code: z.string().meta({ example: 'invalid_input' }),
      message: z.string().meta({ example: 'page must be a whole number' }),
      issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
      total: z.number().optional().meta({ description: "price_changed: the order's total now, in major units; order again with it as expectedTotal" }),
      changes: z
        .array(PriceChangeAnswer)
        .optional()
        .meta({ description: 'price_changed: each part that moved since the quote the order carried (lines, shipping, discounts, tax), in that order' }),
      requestId: z.string().optional().meta({ description: "The request's id (the X-Request-Id header): quote it when reporting a problem" }),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;

/**
 * The gift cards the shop sells (issue 34, decision record 050, "The owner's amounts"): the owner's
 * setting (`GET`/`PUT /api/admin/settings/gift-cards`, /admin/settings/gift-cards). Amounts in minor
 * units of the shop currency; the form shows them in major units. Staff-only: the /gift-cards page
 * reads the setting's plain shape (domain/gift-cards.ts `GiftCardAmounts`), not this schema.
 */
import { z } from 'zod';
import { GIFT_CARD_AMOUNT_BOUNDS as BOUNDS } from '../gift-cards.ts';

export const GIFT_CARD_AMOUNTS_MESSAGES = {
  amounts: 'Amounts: one to eight different amounts, each from 1.00 to 10,000.00',
  customMin: 'Smallest own amount: from 1.00 to 10,000.00',
  customMax: 'Largest own amount: from 1.00 to 10,000.00',
  customRange: 'Largest own amount: at least the smallest',
  customAllowed: 'Own amounts: true or false',
} as const;

const M = GIFT_CARD_AMOUNTS_MESSAGES;

const amountMinor = (message: string) => z.number({ message }).int(message).min(BOUNDS.minMinor, message).max(BOUNDS.maxMinor, message);

export const GiftCardAmountsInput = z
  .object({
    amountsMinor: z
      .array(amountMinor(M.amounts), { message: M.amounts })
      .min(1, M.amounts)
      .max(BOUNDS.fixedAmounts, M.amounts)
      .refine((amounts) => new Set(amounts).size === amounts.length, M.amounts)
      .meta({ description: 'The fixed amounts the /gift-cards page offers, in minor units, in the order shown', example: [2500, 5000, 10000, 20000] }),
    customAllowed: z.boolean({ message: M.customAllowed }).meta({ description: 'Whether a buyer may choose their own amount within the range' }),
    customMinMinor: amountMinor(M.customMin).meta({ description: 'The smallest own amount, in minor units', example: 1000 }),
    customMaxMinor: amountMinor(M.customMax).meta({ description: 'The largest own amount, in minor units', example: 100000 }),
  })
  .superRefine((amounts, ctx) => {
    if (amounts.customMaxMinor < amounts.customMinMinor) ctx.addIssue({ code: 'custom', path: ['customMaxMinor'], message: M.customRange });
  });
export type GiftCardAmountsInput = z.infer<typeof GiftCardAmountsInput>;

export const GiftCardAmountsAnswer = z
  .object({
    amountsMinor: z.array(z.number().int()),
    customAllowed: z.boolean(),
    customMinMinor: z.number().int(),
    customMaxMinor: z.number().int(),
    changedAt: z.string().nullable().meta({ description: 'ISO 8601: when the owner last changed it; null: the defaults' }),
  })
  .meta({ id: 'GiftCardAmounts' });
export type GiftCardAmountsAnswer = z.infer<typeof GiftCardAmountsAnswer>;

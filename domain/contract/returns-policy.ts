/**
 * The returns policy (issue 34, decision record 047): the owner's setting (`GET`/`PUT
 * /api/admin/settings/returns`, /admin/settings/returns) and the words every page prints from it.
 */
import { z } from 'zod';

const WINDOW_MESSAGE = 'Return window: a whole number of days from 1 to 365';
const STATUTORY_MESSAGE = 'Statutory minimum (EU and UK): a whole number of days, at least 14';
const FEE_MESSAGE = 'Restocking fee: a whole percentage from 0 to 50';
const METHOD_MESSAGE = 'Return method: address or label';
export const RETURN_ADDRESS_REQUIRED = 'Return address: required when shoppers post returns to an address';

const wholeNumber = (message: string, min: number, max: number) => z.coerce.number({ message }).int(message).min(min, message).max(max, message);

export const ReturnPolicyInput = z
  .object({
    windowDays: wholeNumber(WINDOW_MESSAGE, 1, 365).meta({ description: 'Days from delivery a piece may be returned for any reason', example: 30 }),
    statutoryDays: wholeNumber(STATUTORY_MESSAGE, 14, 365).meta({
      description: 'The minimum for an address in the EU or the UK (the law gives 14 days at least); the longer of the two holds there',
      example: 14,
    }),
    faultyOnlyPersonalised: z
      .boolean({ message: 'Engraved pieces: true or false' })
      .meta({ description: 'Engraved or personalised pieces are returnable only when faulty' }),
    faultyOnlyMadeToOrder: z
      .boolean({ message: 'Made-to-order pieces: true or false' })
      .meta({ description: 'Made-to-order pieces are returnable only when faulty' }),
    returnMethod: z
      .enum(['address', 'label'], { message: METHOD_MESSAGE })
      .meta({ description: 'label: the shop sends a prepaid label; address: the shopper posts to the return address' }),
    returnAddress: z
      .string({ message: 'Return address: text' })
      .trim()
      .max(500, 'Return address: at most 500 characters')
      .meta({ example: 'Aurelia Returns\n1 Gold Lane\nLondon EC1A 1AA' }),
    restockingFeePercent: wholeNumber(FEE_MESSAGE, 0, 50).meta({ description: 'Kept from a refund for a piece that is not faulty', example: 0 }),
  })
  .superRefine((policy, ctx) => {
    if (policy.returnMethod === 'address' && policy.returnAddress === '')
      ctx.addIssue({ code: 'custom', path: ['returnAddress'], message: RETURN_ADDRESS_REQUIRED });
  });
export type ReturnPolicyInput = z.infer<typeof ReturnPolicyInput>;

export const ReturnPolicyAnswer = z
  .object({
    windowDays: z.number().int(),
    statutoryDays: z.number().int(),
    faultyOnlyPersonalised: z.boolean(),
    faultyOnlyMadeToOrder: z.boolean(),
    returnMethod: z.enum(['address', 'label']),
    returnAddress: z.string(),
    restockingFeePercent: z.number().int(),
    changedAt: z.string().nullable().meta({ description: 'ISO 8601: when the owner last changed it; null: the defaults' }),
    words: z
      .object({ headline: z.string(), summary: z.string(), badge: z.string(), sentence: z.string(), emailLine: z.string() })
      .meta({ description: 'The policy as the home page, the product page, the terms and FAQ, and the e-mails print it' }),
  })
  .meta({ id: 'ReturnPolicy' });
export type ReturnPolicyAnswer = z.infer<typeof ReturnPolicyAnswer>;

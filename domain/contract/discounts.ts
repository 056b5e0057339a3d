/**
 * Discounts as the back office writes and reads them (/api/admin/discounts and /admin/discounts):
 * the input with its messages, shared by the API and the page's form, and the answer, with the
 * uses so far. Amounts in the shop currency's major units, dates ISO 8601.
 */
import { z } from 'zod';
import { DISCOUNT_KINDS, DISCOUNT_STATUSES, type DiscountLine } from '../discounts.ts';
import { toMajor } from '../money.ts';
import { singleLine } from '../schemas/text.ts';
import { Amount } from './money.ts';

export const DISCOUNT_INPUT_MESSAGES = {
  name: 'Please give the discount a name shoppers will read.',
  code: 'A code is 3 to 40 letters, digits, dashes or underscores.',
  percent: 'A percentage is a whole number from 1 to 100.',
  amount: 'The amount off must be more than 0.',
  dates: 'The end must come after the start.',
  limit: 'A limit is a whole number of at least 1 (or none).',
  minimum: 'The minimum cannot be below 0.',
  /** Ids the catalogue does not have: a discount for them would be saved and never apply. */
  unknownCategories: (ids: readonly number[]) => `No category has the id${ids.length === 1 ? '' : 's'} ${ids.join(', ')}.`,
  unknownProducts: (ids: readonly number[]) => `No product has the id${ids.length === 1 ? '' : 's'} ${ids.join(', ')}.`,
} as const;
const M = DISCOUNT_INPUT_MESSAGES;

const Limit = z.number().int(M.limit).min(1, M.limit).max(1_000_000, M.limit).nullable();
const Moment = z.iso.datetime({ offset: true }).nullable();
const Ids = z.array(z.number().int().positive()).max(200);

export const DiscountInput = z
  .object({
    name: singleLine('Name').trim().min(1, M.name).max(80, 'The name is at most 80 characters.'),
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,40}$/, M.code)
      .nullable()
      .meta({ description: 'What the shopper types; null for an automatic promotion' }),
    kind: z.enum(DISCOUNT_KINDS),
    value: z.number().min(0).meta({ description: 'Percent for `percent`, an amount in major units for `fixed`, 0 for `free_shipping`' }),
    minSubtotal: Amount.min(0, M.minimum).default(0).meta({ description: 'Of the pieces the discount is for, before discounts' }),
    startsAt: Moment.default(null),
    endsAt: Moment.default(null),
    usageLimit: Limit.default(null).meta({ description: 'Orders in all (a cancelled order gives its use back)' }),
    perCustomerLimit: Limit.default(null),
    firstOrderOnly: z.boolean().default(false),
    productIds: Ids.default([]),
    categoryIds: Ids.default([]),
    active: z.boolean().default(true),
  })
  .superRefine((input, context) => {
    if (input.kind === 'percent' && !(Number.isInteger(input.value) && input.value >= 1 && input.value <= 100))
      context.addIssue({ code: 'custom', path: ['value'], message: M.percent });
    if (input.kind === 'fixed' && !(input.value > 0)) context.addIssue({ code: 'custom', path: ['value'], message: M.amount });
    if (input.startsAt && input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt))
      context.addIssue({ code: 'custom', path: ['endsAt'], message: M.dates });
  })
  .meta({ id: 'DiscountInput' });
export type DiscountInput = z.infer<typeof DiscountInput>;

export const DiscountActiveInput = z.object({ active: z.boolean() }).meta({ id: 'DiscountActiveInput' });

export const DiscountAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    code: z.string().nullable(),
    kind: z.enum(DISCOUNT_KINDS),
    value: z.number(),
    minSubtotal: Amount,
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    usageLimit: z.number().int().nullable(),
    perCustomerLimit: z.number().int().nullable(),
    firstOrderOnly: z.boolean(),
    productIds: z.array(z.number().int()),
    categoryIds: z.array(z.number().int()),
    active: z.boolean(),
    status: z
      .enum(DISCOUNT_STATUSES)
      .meta({ description: 'Now: On, Off (switched off), Scheduled (before its start), Ended, Used up (its usage limit reached)' }),
    used: z.number().int().meta({ description: 'Orders not cancelled that carry it' }),
    currency: z.string(),
  })
  .meta({ id: 'Discount' });
export type DiscountAnswer = z.infer<typeof DiscountAnswer>;

/** A discount given to a quote or an order: the line the shopper reads. */
export const DiscountLineAnswer = z
  .object({
    name: z.string().meta({ example: 'Weekend sale on rings' }),
    code: z.string().nullable(),
    kind: z.enum(DISCOUNT_KINDS),
    amount: Amount.meta({ description: 'Taken off the pieces (0 for free shipping, which makes shipping 0)' }),
  })
  .meta({ id: 'DiscountLine' });
export type DiscountLineAnswer = z.infer<typeof DiscountLineAnswer>;

/** A discount line of a quote or an order, as the API answers it. */
export const presentDiscountLine = (line: Pick<DiscountLine, 'name' | 'code' | 'kind' | 'amountMinor'>, currency: string): DiscountLineAnswer => ({
  name: line.name,
  code: line.code,
  kind: line.kind,
  amount: toMajor(line.amountMinor, currency),
});

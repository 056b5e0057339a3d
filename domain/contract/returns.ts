/**
 * Returns and exchanges as the API answers them and takes them (issue 34, decision record 048):
 * a shopper's request, a return as the shopper and the shop read it, and the staff's steps. Money
 * in major units as everywhere (money.ts), dates as ISO 8601.
 */
import { z } from 'zod';
import { RETURN_CONDITIONS, RETURN_MESSAGES as M, RETURN_PHOTOS_MAX, RETURN_REASONS, RETURN_STATES, RETURN_STEPS, RETURN_WANTS } from '../returns.ts';
import { DatabaseId } from '../schemas/id.ts';
import { multiLine, singleLine } from '../schemas/text.ts';
import { Amount } from './money.ts';

const When = z.string().meta({ description: 'ISO 8601' });

const ExchangeTarget = z.object({
  variantId: DatabaseId(M.exchangeTarget).meta({ description: 'The piece wanted instead: the same product’s variant (another metal or stone)' }),
  metal: singleLine('Metal').trim().min(1, M.exchangeTarget).max(80, M.exchangeTarget),
  size: singleLine('Size').trim().max(20, M.exchangeTarget).default(''),
});

const ReturnLineInput = z.object({
  orderItemId: DatabaseId(M.lineNotInOrder),
  quantity: z
    .number({ message: 'The quantity must be a whole number from 1.' })
    .int('The quantity must be a whole number from 1.')
    .min(1, 'The quantity must be a whole number from 1.')
    .max(99, 'The quantity is at most 99.'),
  exchange: ExchangeTarget.optional().meta({ description: 'With `wanted: exchange`: what each returned piece is exchanged for' }),
});

export const ReturnRequestInput = z
  .object({
    orderId: DatabaseId(M.orderNotFound),
    lines: z.array(ReturnLineInput, { message: M.noLines }).min(1, M.noLines).max(50, M.noLines),
    reason: z.enum(RETURN_REASONS, { message: 'Choose a reason.' }),
    reasonText: multiLine('The reason’s text').trim().max(1000, 'The reason’s text is at most 1000 characters.').default(''),
    wanted: z.enum(RETURN_WANTS, { message: 'Choose what you want in return.' }),
  })
  .meta({ id: 'ReturnRequest' });
export type ReturnRequestInput = z.infer<typeof ReturnRequestInput>;

/** The same request with photos, as multipart/form-data: the request as JSON text, and the photos as files. */
export const ReturnRequestForm = z
  .object({
    request: z.string().meta({ description: 'The ReturnRequest as JSON text' }),
    photos: z
      .any()
      .optional()
      .meta({
        description: `With the reason \`faulty\` 1 to ${RETURN_PHOTOS_MAX} photos (a part each, PNG, JPEG, WebP or GIF, 5 MB each), required; with any other reason none.`,
        type: 'array',
        items: { type: 'string', format: 'binary' },
      }),
  })
  .meta({ id: 'ReturnRequestForm' });

export const RefuseReturnInput = z.object({
  reason: singleLine('Reason').trim().min(1, M.refusalReason).max(300, 'The reason is at most 300 characters.'),
});

export const InspectReturnInput = z.object({
  condition: z.enum(RETURN_CONDITIONS, { message: 'Choose the condition the piece came back in.' }),
  certificatePresent: z.boolean({ message: 'Say whether the certificate came back.' }),
  packagingPresent: z.boolean({ message: 'Say whether the packaging came back.' }),
  notes: multiLine('Notes').trim().max(1000, 'The notes are at most 1000 characters.').default(''),
});
export type InspectReturnInput = z.infer<typeof InspectReturnInput>;

const ReturnLineAnswer = z.object({
  id: z.number().int(),
  orderItemId: z.number().int(),
  productName: z.string(),
  metal: z.string(),
  size: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  paid: Amount.meta({ description: 'What the returned pieces were paid, their share of the order’s discount taken off' }),
  restocked: z.boolean(),
  exchange: z.object({ variantId: z.number().int().nullable(), metal: z.string(), size: z.string(), price: Amount, madeToOrder: z.boolean() }).nullable(),
});

export const ReturnAnswer = z
  .object({
    id: z.number().int(),
    number: z.string().meta({ examples: ['R-1001'] }),
    orderId: z.number().int(),
    orderNumber: z.number().int(),
    state: z.enum(RETURN_STATES),
    wanted: z.enum(RETURN_WANTS),
    reason: z.enum(RETURN_REASONS),
    reasonText: z.string(),
    refusalReason: z.string(),
    currency: z.string(),
    paid: Amount,
    lines: z.array(ReturnLineAnswer),
    photos: z.array(z.string()).meta({
      description: 'Addresses of the photos of a faulty or damaged piece, readable by the return’s owner and staff only',
      examples: [['/api/returns/7/photos/return-0b9c….webp']],
    }),
    inspection: z
      .object({ condition: z.enum(RETURN_CONDITIONS), certificatePresent: z.boolean(), packagingPresent: z.boolean(), notes: z.string() })
      .nullable(),
    resolution: z
      .object({
        how: z.enum(RETURN_WANTS),
        amount: Amount.meta({ description: 'The refund or store credit given; for an exchange the difference refunded' }),
        restockingFee: Amount,
        exchangeOrderId: z.number().int().nullable(),
      })
      .nullable(),
    steps: z.array(z.enum(RETURN_STEPS)).meta({ description: 'The staff’s steps allowed now' }),
    sendTo: z.string().meta({ description: 'What to send where, from the returns policy' }),
    created: When,
    approvedAt: When.nullable(),
    refusedAt: When.nullable(),
    receivedAt: When.nullable(),
    inspectedAt: When.nullable(),
    resolvedAt: When.nullable(),
    cancelledAt: When.nullable(),
  })
  .meta({ id: 'Return' });
export type ReturnAnswer = z.infer<typeof ReturnAnswer>;

export const ReturnListAnswer = z.object({ returns: z.array(ReturnAnswer) }).meta({ id: 'ReturnList' });

export const AdminReturnRowAnswer = z
  .object({
    id: z.number().int(),
    number: z.string(),
    orderId: z.number().int(),
    orderNumber: z.number().int(),
    customerName: z.string(),
    state: z.enum(RETURN_STATES),
    wanted: z.enum(RETURN_WANTS),
    reason: z.enum(RETURN_REASONS),
    pieces: z.number().int(),
    paid: Amount,
    currency: z.string(),
    created: When,
  })
  .meta({ id: 'AdminReturnRow' });
export type AdminReturnRowAnswer = z.infer<typeof AdminReturnRowAnswer>;

export const AdminReturnPageAnswer = z
  .object({
    returns: z.array(AdminReturnRowAnswer),
    counts: z
      .object(Object.fromEntries(RETURN_STATES.map((state) => [state, z.number().int()])) as Record<(typeof RETURN_STATES)[number], z.ZodNumber>)
      .meta({ description: 'How many returns are in each state' }),
  })
  .meta({ id: 'AdminReturnPage' });
export type AdminReturnPageAnswer = z.infer<typeof AdminReturnPageAnswer>;

export const AdminReturnQuery = z.object({
  state: z.enum(RETURN_STATES, { message: `The state is one of ${RETURN_STATES.join(', ')}.` }).optional(),
});

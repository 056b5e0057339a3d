/**
 * The back office's orders: the list's filters (the page's URL and `GET /api/admin/orders` read
 * the same ones), a status change and an internal note, as the API and the order page parse them.
 */
import { z } from 'zod';
import { needsTracking, ORDER_STATUSES, ORDER_STATUS_MESSAGES } from '../order.ts';
import { RecordPaymentInput, RefundInput } from '../contract/admin-payments.ts';
import { PAYMENT_STATUSES } from '../payment.ts';
import { DatabaseId } from './id.ts';
import { multiLine, singleLine } from './text.ts';

export const ADMIN_ORDERS_PAGE_SIZE = 25;
export const MAX_ORDER_NOTE_LENGTH = 2000;
export const MIN_SEARCH_LENGTH = 3;

export const ADMIN_ORDER_MESSAGES = {
  status: `Status must be one of: ${ORDER_STATUSES.join(', ')}`,
  paymentStatus: `Payment must be one of: ${PAYMENT_STATUSES.join(', ')}`,
  madeToOrder: 'Made to order must be true or false',
  dateRange: 'The end date must not be before the start date',
  day: 'A date looks like 2026-11-23',
  searchTooShort: `Search for an order number, or at least ${MIN_SEARCH_LENGTH} letters of a name or an e-mail address`,
  searchTooLong: 'Search at most 100 characters',
  noteRequired: 'Write the note first',
  noteTooLong: `A note must be at most ${MAX_ORDER_NOTE_LENGTH} characters`,
  carrierTooLong: 'The carrier must be at most 60 characters',
  trackingNumber: 'A tracking number has letters, digits, spaces and dashes only (at most 40)',
  notFound: 'Order not found',
  customer: 'Customer must be an account id',
} as const;

const M = ADMIN_ORDER_MESSAGES;

/** A form's or a query's empty value is no value. */
export const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const day = z.preprocess(blankToUndefined, z.iso.date(M.day).optional());

/** An order number as typed in the search box ("100042" or "#100042"). */
export function orderNumberOf(search: string): number | null {
  const digits = /^#?\s*(\d{1,9})$/.exec(search.trim())?.[1];
  return digits === undefined ? null : Number(digits);
}

/** A list's yes-or-no filter in its address: "true", "false", or absent. */
export const yesNo = (message: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false'], { message })
      .transform((value) => value === 'true')
      .optional(),
  );

/**
 * A back-office list's search box: an order number, or at least MIN_SEARCH_LENGTH characters (the
 * shortest text a trigram index finds without reading every row), at most 100; `tooShort` says what
 * the list searches.
 */
export const listSearch = (tooShort: string) =>
  z.preprocess(
    blankToUndefined,
    singleLine('Search')
      .trim()
      .max(100, M.searchTooLong)
      .refine((search) => orderNumberOf(search) !== null || search.length >= MIN_SEARCH_LENGTH, tooShort)
      .optional(),
  );

export const AdminOrderQuery = z
  .object({
    status: z.preprocess(blankToUndefined, z.enum(ORDER_STATUSES, { message: M.status }).optional()),
    /** The payment's status, derived from its ledger (domain/payment.ts). */
    payment: z.preprocess(blankToUndefined, z.enum(PAYMENT_STATUSES, { message: M.paymentStatus }).optional()),
    /** Placed on or after this day (UTC). */
    from: day,
    /** Placed on or before this day (UTC). */
    to: day,
    madeToOrder: yesNo(M.madeToOrder),
    /**
     * An order number (exact), or part of the customer's name or e-mail address: three characters
     * at least, the shortest text the search's trigram index can find without reading every order.
     */
    q: listSearch(M.searchTooShort),
    /** One customer's orders (the customer page, services/customers). */
    customer: z.preprocess(blankToUndefined, DatabaseId(M.customer).optional()),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: M.dateRange, path: ['to'] });
export type AdminOrderQuery = z.infer<typeof AdminOrderQuery>;

/**
 * A move of the workflow (domain/order.ts). The note, if any, is told to the shopper (their
 * e-mail and their order page); shipping needs the carrier and the tracking number, which are
 * read only for Shipped.
 */
export const OrderStatusChangeInput = z
  .object({
    status: z.enum(ORDER_STATUSES, { message: M.status }),
    note: multiLine('Note').trim().max(MAX_ORDER_NOTE_LENGTH, M.noteTooLong).default(''),
    carrier: singleLine('Carrier').trim().max(60, M.carrierTooLong).optional(),
    trackingNumber: z
      .string({ message: M.trackingNumber })
      .trim()
      .regex(/^(?:[A-Za-z0-9][A-Za-z0-9 -]{0,39})?$/, M.trackingNumber)
      .optional(),
  })
  .superRefine((change, context) => {
    if (!needsTracking(change.status)) return;
    if (!change.carrier) context.addIssue({ code: 'custom', path: ['carrier'], message: ORDER_STATUS_MESSAGES.trackingNeeded });
    if (!change.trackingNumber) context.addIssue({ code: 'custom', path: ['trackingNumber'], message: ORDER_STATUS_MESSAGES.trackingNeeded });
  });
export type OrderStatusChangeInput = z.infer<typeof OrderStatusChangeInput>;

/** A note for the shop only: the shopper never sees it. */
export const OrderNoteInput = z.object({
  note: multiLine('Note', M.noteRequired).trim().min(1, M.noteRequired).max(MAX_ORDER_NOTE_LENGTH, M.noteTooLong),
});
export type OrderNoteInput = z.infer<typeof OrderNoteInput>;

/** An amount as a form sends it ("120", "120.50"): the API's number, with the same messages. */
export const formAmountOf = <T extends z.ZodType>(amount: T) =>
  z.preprocess((value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim())) : value), amount);

const formAmount = formAmountOf(RecordPaymentInput.shape.amount);

/** The key a money form carries, one per form shown: sending it twice (a double click, a retry) does the action once. */
export const formKey = z
  .string()
  .trim()
  .regex(/^[\x21-\x7e]{1,200}$/, 'This form has expired: reload the page and try again.');

/**
 * The order page's forms, one intent each: move the order on, add an internal note, record money
 * received, refund.
 */
export const OrderPageForm = z.discriminatedUnion('intent', [
  OrderStatusChangeInput.safeExtend({ intent: z.literal('status') }),
  OrderNoteInput.extend({ intent: z.literal('note') }),
  // Capture what the card authorised (POST /api/admin/orders/{id}/capture).
  z.object({ intent: z.literal('capture') }),
  RecordPaymentInput.extend({ intent: z.literal('payment'), amount: formAmount, idempotencyKey: formKey }),
  RefundInput.extend({
    intent: z.literal('refund'),
    amount: formAmount,
    restock: z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean()),
    idempotencyKey: formKey,
  }),
]);
type OrderPageForm = z.infer<typeof OrderPageForm>;

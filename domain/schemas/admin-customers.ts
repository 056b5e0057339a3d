/**
 * The back office's customers (decision record 045): the list's search and filters (the page's URL,
 * `GET /api/admin/customers` and its CSV read the same ones), a staff note, and the tags, as the API
 * and the customer page parse them.
 */
import { z } from 'zod';
import { CUSTOMER_MESSAGES, MAX_CUSTOMER_NOTE_LENGTH, MAX_TAG_LENGTH, MAX_TAGS_PER_CUSTOMER, distinctTags, isReadableTag, normaliseTag } from '../customers.ts';
import { DatabaseId } from './id.ts';
import { MIN_SEARCH_LENGTH, blankToUndefined, formAmountOf, formKey, listSearch, yesNo } from './admin-orders.ts';
import { StoreCreditInput } from '../contract/store-credit.ts';
import { multiLine, singleLine } from './text.ts';

export const ADMIN_CUSTOMERS_PAGE_SIZE = 25;

export const ADMIN_CUSTOMER_MESSAGES = {
  ordered: 'Ordered must be true or false',
  subscribed: 'Subscribed must be true or false',
  searchTooShort: `Search for an order number, or at least ${MIN_SEARCH_LENGTH} characters of a name, an e-mail address or a phone number`,
  page: 'Page must be a whole number from 1 to 10000',
} as const;

const M = ADMIN_CUSTOMER_MESSAGES;

/** One tag as typed: normalised (domain/customers.ts), a letter or digit in it, short. */
const Tag = singleLine('Tag', CUSTOMER_MESSAGES.tagEmpty)
  .transform(normaliseTag)
  .pipe(z.string().max(MAX_TAG_LENGTH, CUSTOMER_MESSAGES.tagTooLong).refine(isReadableTag, CUSTOMER_MESSAGES.tagEmpty));

export const AdminCustomerQuery = z.object({
  /**
   * An order number (its customer), or part of a name, an e-mail address or a phone number: three
   * characters at least, the shortest text the trigram index finds without reading every account.
   */
  q: listSearch(M.searchTooShort),
  /** Whether they placed an order (any status). */
  ordered: yesNo(M.ordered),
  /** Whether their address is subscribed to the newsletter now. */
  subscribed: yesNo(M.subscribed),
  tag: z.preprocess(blankToUndefined, Tag.optional()),
  page: z.coerce.number({ message: M.page }).int(M.page).min(1, M.page).max(10_000, M.page).default(1),
});
export type AdminCustomerQuery = z.infer<typeof AdminCustomerQuery>;

export const CustomerId = z.object({ id: DatabaseId(CUSTOMER_MESSAGES.notFound) });

/** A note for the staff only: the customer never sees it. */
export const CustomerNoteInput = z.object({
  note: multiLine('Note', CUSTOMER_MESSAGES.noteRequired)
    .trim()
    .min(1, CUSTOMER_MESSAGES.noteRequired)
    .max(MAX_CUSTOMER_NOTE_LENGTH, CUSTOMER_MESSAGES.noteTooLong),
});
export type CustomerNoteInput = z.infer<typeof CustomerNoteInput>;

/** The customer's whole set of tags (PUT): each normalised, once, a few at most. */
export const CustomerTagsInput = z.object({
  tags: z
    .array(Tag, { message: 'Tags must be a list of words' })
    .transform(distinctTags)
    .pipe(z.array(z.string()).max(MAX_TAGS_PER_CUSTOMER, CUSTOMER_MESSAGES.tooManyTags)),
});
export type CustomerTagsInput = z.infer<typeof CustomerTagsInput>;

/** The customer page's forms, one intent each: add a note, add a tag, remove a tag. */
export const CustomerPageForm = z.discriminatedUnion('intent', [
  CustomerNoteInput.extend({ intent: z.literal('note') }),
  z.object({ intent: z.literal('add-tag'), tag: Tag }),
  z.object({ intent: z.literal('remove-tag'), tag: Tag }),
  // Issue or withdraw store credit (POST /api/admin/customers/{id}/store-credit), once per form shown.
  StoreCreditInput.extend({ intent: z.literal('store-credit'), amount: formAmountOf(StoreCreditInput.shape.amount), idempotencyKey: formKey }),
]);
export type CustomerPageForm = z.infer<typeof CustomerPageForm>;

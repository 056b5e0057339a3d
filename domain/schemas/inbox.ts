/**
 * The back office's inbox: what shoppers sent through the contact form and the custom-design form.
 * `GET /api/admin/inbox` and the /admin/inbox page read the same query.
 */
import { z } from 'zod';
import { blankAsAbsent, PageParam } from './list-params.ts';

export const INBOX_PAGE_SIZE = 20;

/** Contact messages and custom-design requests, each in its own box. */
export const INBOX_KINDS = ['contact', 'custom-design'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const INBOX_KIND_LABELS: Record<InboxKind, string> = {
  contact: 'Contact messages',
  'custom-design': 'Custom-design requests',
};

/** Newest first, or the unread ones first (each group newest first). */
const INBOX_ORDERS = ['newest', 'unread-first'] as const;

export const InboxKindParam = z.enum(INBOX_KINDS, { message: 'kind must be contact or custom-design' });

export const InboxQuery = z.object({
  kind: z.preprocess(blankAsAbsent, InboxKindParam.default('contact')),
  order: z.preprocess(blankAsAbsent, z.enum(INBOX_ORDERS, { message: 'order must be newest or unread-first' }).default('newest')),
  page: PageParam,
});
export type InboxQuery = z.infer<typeof InboxQuery>;

/** Which message a mark is about. */
const InboxMessageRef = { kind: InboxKindParam, id: z.coerce.number().int().positive().max(2_147_483_647) };

/** The inbox page's form: mark a message read or unread. */
export const InboxMarkForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('read'), ...InboxMessageRef }),
  z.object({ intent: z.literal('unread'), ...InboxMessageRef }),
]);
export type InboxMarkForm = z.infer<typeof InboxMarkForm>;

/** The inbox as the back office reads it (`/api/admin/inbox`, /admin/inbox): shoppers' messages, read or not. */
import { z } from 'zod';
import { InboxKindParam } from '../schemas/inbox.ts';

export const InboxMessageAnswer = z
  .object({
    kind: InboxKindParam,
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    subject: z.string().nullable().meta({ description: 'Contact messages only' }),
    text: z.string(),
    photo: z.string().nullable().meta({ description: 'A file under /api/uploads' }),
    link: z.string().nullable(),
    createdAt: z.string().meta({ description: 'ISO 8601' }),
    readAt: z.string().nullable().meta({ description: 'ISO 8601; null while unread' }),
  })
  .meta({ id: 'InboxMessage' });
export type InboxMessageAnswer = z.infer<typeof InboxMessageAnswer>;

export const InboxUnreadCountsAnswer = z.object({ contact: z.number().int(), customDesign: z.number().int() }).meta({ id: 'InboxUnreadCounts' });
export type InboxUnreadCountsAnswer = z.infer<typeof InboxUnreadCountsAnswer>;

export const InboxPageAnswer = z
  .object({ items: z.array(InboxMessageAnswer), hasMore: z.boolean(), unread: InboxUnreadCountsAnswer })
  .meta({ id: 'InboxPage' });
export type InboxPageAnswer = z.infer<typeof InboxPageAnswer>;

/**
 * The back office's inbox: contact messages and custom-design requests from shoppers. Each is
 * unread until someone on the staff marks it read; marking (and unmarking) is audited like every
 * other back-office write.
 */
import { sql } from 'drizzle-orm';
import type { InboxMessageAnswer, InboxPageAnswer, InboxUnreadCountsAnswer } from '../../../domain/contract/admin-inbox.ts';
import { NotFound } from '../../../domain/errors.ts';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import { INBOX_PAGE_SIZE, type InboxKind, type InboxQuery } from '../../../domain/schemas/inbox.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';

const INBOX_MESSAGES = {
  notFound: (kind: InboxKind) => (kind === 'contact' ? 'No contact message has this id.' : 'No custom-design request has this id.'),
} as const;

/** One message as the service reads it; a custom-design request has no subject of its own. */
export interface InboxItem {
  kind: InboxKind;
  id: number;
  name: string;
  email: string;
  phone: string;
  subject: string | null;
  text: string;
  /** A file under /api/uploads, when the shopper attached a photo. */
  photo: string | null;
  link: string | null;
  createdAt: Date;
  readAt: Date | null;
}

/** Each box's table, its columns under the common names, and its audit entity. */
const BOXES = {
  contact: {
    table: sql`contact_messages`,
    columns: sql`id, name, email, mobile AS phone, subject, message AS text, photo, link, created_at, read_at`,
    entity: 'contact_message',
  },
  'custom-design': {
    table: sql`custom_design_requests`,
    columns: sql`id, name, email, phone, NULL::text AS subject, description AS text, photo, link, created_at, read_at`,
    entity: 'custom_design_request',
  },
} as const satisfies Record<InboxKind, unknown>;

/** A row of either box, under the common names (BOXES' columns). */
type Row = Omit<InboxItem, 'kind' | 'createdAt' | 'readAt'> & { created_at: Date | string; read_at: Date | string | null };

const toItem = (kind: InboxKind, row: Row): InboxItem => ({
  kind,
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  text: row.text,
  photo: row.photo,
  link: row.link,
  createdAt: new Date(row.created_at),
  readAt: row.read_at === null ? null : new Date(row.read_at),
});

/** How many messages of each box nobody has read yet (the dashboard shows them). */
export async function unreadCounts(db: DbOrTx): Promise<InboxUnreadCountsAnswer> {
  const result = await db.execute(sql`
    SELECT (SELECT count(*) FROM contact_messages WHERE read_at IS NULL)::int AS contact,
           (SELECT count(*) FROM custom_design_requests WHERE read_at IS NULL)::int AS "customDesign"`);
  const [row] = result.rows as Array<{ contact: number; customDesign: number }>;
  return { contact: row!.contact, customDesign: row!.customDesign };
}

/** A page of one box, newest first, or with the unread ones first. */
export async function listInbox(db: DbOrTx, query: InboxQuery): Promise<{ items: InboxItem[]; hasMore: boolean }> {
  const box = BOXES[query.kind];
  const order = query.order === 'unread-first' ? sql`(read_at IS NULL) DESC, created_at DESC, id DESC` : sql`created_at DESC, id DESC`;
  const result = await db.execute(sql`
    SELECT ${box.columns} FROM ${box.table}
    ORDER BY ${order}
    LIMIT ${INBOX_PAGE_SIZE + 1} OFFSET ${(query.page - 1) * INBOX_PAGE_SIZE}`);
  const rows = result.rows as unknown as Row[];
  return { items: rows.slice(0, INBOX_PAGE_SIZE).map((row) => toItem(query.kind, row)), hasMore: rows.length > INBOX_PAGE_SIZE };
}

/** How many of a person's messages the customer page shows, newest first. */
const MESSAGES_FROM_LIMIT = 50;

/**
 * The messages of both boxes sent from an address (compared case-blind; a message has no account,
 * so a customer's are those from their account's address), newest first: the customer page.
 */
export async function messagesFrom(db: DbOrTx, email: string): Promise<InboxItem[]> {
  const kinds = Object.keys(BOXES) as InboxKind[];
  const boxes = await Promise.all(
    kinds.map(async (kind) => {
      const box = BOXES[kind];
      const found = await db.execute(sql`SELECT ${box.columns} FROM ${box.table} WHERE lower(email) = lower(${email})
        ORDER BY created_at DESC, id DESC LIMIT ${MESSAGES_FROM_LIMIT}`);
      return (found.rows as unknown as Row[]).map((row) => toItem(kind, row));
    }),
  );
  return boxes
    .flat()
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, MESSAGES_FROM_LIMIT);
}

/**
 * Marks a message read (now) or unread again. Marking it as it already is changes nothing and
 * records nothing; the first reader's time stays.
 */
export async function markRead(db: Db, kind: InboxKind, id: number, read: boolean, actor: PublicUser): Promise<InboxItem> {
  const box = BOXES[kind];
  return db.transaction(async (tx) => {
    const found = await tx.execute(sql`SELECT ${box.columns} FROM ${box.table} WHERE id = ${id} FOR UPDATE`);
    const [row] = found.rows as unknown as Row[];
    if (!row) throw new NotFound(INBOX_MESSAGES.notFound(kind));
    const before = toItem(kind, row);
    if ((before.readAt !== null) === read) return before;
    const updated = await tx.execute(sql`UPDATE ${box.table} SET read_at = ${read ? sql`now()` : sql`NULL`} WHERE id = ${id} RETURNING ${box.columns}`);
    const after = toItem(kind, (updated.rows as unknown as Row[])[0]!);
    await recordAudit(tx, actor, {
      action: `${box.entity}.${read ? 'read' : 'unread'}`,
      entity: box.entity,
      entityId: id,
      before: { readAt: before.readAt?.toISOString() ?? null },
      after: { readAt: after.readAt?.toISOString() ?? null },
    });
    return after;
  });
}

// The answers (domain/contract/admin-inbox.ts), for the API and the /admin/inbox page alike.

export const inboxMessageAnswer = (item: InboxItem): InboxMessageAnswer => ({
  ...item,
  createdAt: item.createdAt.toISOString(),
  readAt: item.readAt?.toISOString() ?? null,
});

export const inboxPageAnswer = (page: { items: InboxItem[]; hasMore: boolean }, unread: InboxUnreadCountsAnswer): InboxPageAnswer => ({
  items: page.items.map(inboxMessageAnswer),
  hasMore: page.hasMore,
  unread,
});

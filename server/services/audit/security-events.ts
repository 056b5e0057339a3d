/**
 * The security events (issue 33, decision record 043): what anyone's attempt to sign in or recover
 * an account leaves — a refused sign-in with the address typed, a reset link asked for, a shopper's
 * sign-in and password reset. They are kept apart from the audit log, which is append-only and
 * holds what staff do, because they name people who never chose to deal with the shop (anyone can
 * type anyone's address): they are deleted once older than the owner's period, and with the account
 * they name. Only the owner reads them.
 */
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  SECURITY_EVENTS_PAGE_SIZE,
  type SecurityEventAnswer,
  type SecurityEventsPageAnswer,
  type SecurityEventsQuery,
} from '../../../domain/contract/retention.ts';
import { SECURITY_EVENT_LABELS, type SecurityEventKind } from '../../../domain/retention.ts';
import { deleteClaimed } from '../../db/claimed-delete.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { securityEvents, users } from '../../db/schema/index.ts';

interface SecurityEvent {
  kind: SecurityEventKind;
  /** The account the address has, if any. */
  userId?: number | null;
  /** The address typed, or the account's; none for a form's flood (anyone can type anyone's). */
  email?: string;
  ip: string | undefined;
  detail?: Record<string, unknown>;
}

/** Records one event; the address is kept in lower case, as addresses are compared. */
export async function recordSecurityEvent(db: DbOrTx, event: SecurityEvent): Promise<void> {
  await db.insert(securityEvents).values({
    kind: event.kind,
    userId: event.userId ?? null,
    email: event.email?.trim().toLowerCase() ?? null,
    ip: event.ip ?? null,
    detail: event.detail ?? null,
  });
}

type SecurityEventRow = typeof securityEvents.$inferSelect;

/** A page of events, newest first, of one kind or address (the one typed, or the account's current one). */
export async function listSecurityEvents(db: Db, query: SecurityEventsQuery): Promise<{ events: SecurityEventRow[]; hasMore: boolean }> {
  const filters: SQL[] = [];
  if (query.kind) filters.push(eq(securityEvents.kind, query.kind));
  if (query.email)
    filters.push(
      or(
        eq(securityEvents.email, query.email),
        sql`${securityEvents.userId} in (select ${users.id} from ${users} where lower(${users.email}) = ${query.email})`,
      )!,
    );
  const rows = await db
    .select()
    .from(securityEvents)
    .where(and(...filters))
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(SECURITY_EVENTS_PAGE_SIZE + 1)
    .offset((query.page - 1) * SECURITY_EVENTS_PAGE_SIZE);
  return { events: rows.slice(0, SECURITY_EVENTS_PAGE_SIZE), hasMore: rows.length > SECURITY_EVENTS_PAGE_SIZE };
}

const securityEventAnswer = (row: SecurityEventRow): SecurityEventAnswer => ({
  id: row.id,
  at: row.createdAt.toISOString(),
  kind: row.kind,
  label: SECURITY_EVENT_LABELS[row.kind],
  userId: row.userId,
  email: row.email,
  ip: row.ip,
  detail: row.detail,
});

export const securityEventsPageAnswer = (page: { events: SecurityEventRow[]; hasMore: boolean }, keptDays: number): SecurityEventsPageAnswer => ({
  events: page.events.map(securityEventAnswer),
  hasMore: page.hasMore,
  keptDays,
});

/** Deletes the events older than `days`, a batch at a time, once across instances (server/db/claimed-delete.ts); answers how many. */
export const deleteOldSecurityEvents = (db: Db, days: number): Promise<number> =>
  deleteClaimed(db, securityEvents, sql`t.created_at < now() - make_interval(days => ${days})`);

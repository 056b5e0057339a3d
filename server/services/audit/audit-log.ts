/**
 * The audit log: every back-office write records who did what to which entity, with the fields
 * before and after, in the same transaction as the write (so a change and its record stand or
 * fall together). Only the owner reads it. An entry about a person (`subject`) has their personal
 * fields sealed under their own key before the insert, and opened when read; once erasure has
 * destroyed the key they read "erased", the entry itself unchanged (decision record 046).
 */
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditQuery } from '../../../domain/schemas/audit.ts';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { openingKeys, personKey } from './person-keys.ts';
import { holdsPersonalData, openFields, sealFields, sealedPersons } from './sealing.ts';

export interface AuditChange {
  action: string;
  entity: string;
  entityId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /**
   * The account the entry is about, when its fields may hold that person's personal data (a
   * customer's order note, address, contact, a note or tag about them): its personal fields
   * (domain/audit-personal.ts) are sealed under their key. An entry whose entity is a customer is
   * about them without saying so.
   */
  subject?: number | null;
}

/** The person an entry is about: the one named, else the customer it is about. */
const subjectOf = (change: AuditChange): number | null =>
  change.subject ?? (change.entity === 'customer' && /^\d+$/.test(String(change.entityId)) ? Number(change.entityId) : null);

/**
 * Records a change made by `actor`: a person, or a source without an account (`{ id: null, email:
 * 'environment' }`: ADMIN_EMAIL at start), or null for the shop itself.
 */
export async function recordAudit(
  db: DbOrTx,
  actor: Pick<PublicUser, 'id' | 'email'> | { id: null; email: string } | null,
  change: AuditChange,
): Promise<void> {
  let { before = null, after = null } = change;
  const subject = subjectOf(change);
  if (subject !== null && holdsPersonalData(before, after)) {
    const key = await personKey(db, subject);
    [before, after] = [sealFields(before, subject, key), sealFields(after, subject, key)];
  }
  await db.insert(auditEvents).values({
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    action: change.action,
    entity: change.entity,
    entityId: String(change.entityId),
    before,
    after,
  });
}

export interface AuditEntry {
  id: number;
  at: Date;
  actorId: number | null;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** A page of entries, newest first, filtered by person, entity (and id) and dates (`to` inclusive). */
export async function listAudit(db: Db, query: AuditQuery): Promise<{ entries: AuditEntry[]; hasMore: boolean }> {
  const filters: SQL[] = [];
  if (query.entity) filters.push(eq(auditEvents.entity, query.entity));
  if (query.entityId) filters.push(eq(auditEvents.entityId, query.entityId));
  if (query.actorId) filters.push(eq(auditEvents.actorId, query.actorId));
  if (query.from) filters.push(gte(auditEvents.createdAt, sql`${query.from}::date`));
  if (query.to) filters.push(lt(auditEvents.createdAt, sql`${query.to}::date + 1`));
  const rows = await db
    .select({
      id: auditEvents.id,
      at: auditEvents.createdAt,
      actorId: auditEvents.actorId,
      actorEmail: auditEvents.actorEmail,
      action: auditEvents.action,
      entity: auditEvents.entity,
      entityId: auditEvents.entityId,
      before: auditEvents.before,
      after: auditEvents.after,
    })
    .from(auditEvents)
    .where(and(...filters))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((query.page - 1) * AUDIT_PAGE_SIZE);
  const entries = rows.slice(0, AUDIT_PAGE_SIZE);
  const keys = await openingKeys(db, sealedPersons(entries.flatMap((entry) => [entry.before, entry.after])));
  return {
    entries: entries.map((entry) => ({ ...entry, before: openFields(entry.before, keys), after: openFields(entry.after, keys) })),
    hasMore: rows.length > AUDIT_PAGE_SIZE,
  };
}

/**
 * The entities the log has entries about, in order: one step of the (entity, entity id, time)
 * index per entity (a loose index scan), not a pass over every entry.
 */
export async function auditEntities(db: Db): Promise<string[]> {
  const { rows } = await db.execute<{ entity: string }>(sql`
    with recursive found as (
      (select entity from audit_events order by entity limit 1)
      union all
      select (select entity from audit_events where entity > found.entity order by entity limit 1) from found where found.entity is not null
    )
    select entity from found where entity is not null`);
  return rows.map((row) => row.entity);
}

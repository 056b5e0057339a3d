/**
 * The per-person keys of the audit log (decision record 046): one random 256-bit key per account,
 * made the first time an entry about the person holds personal data, destroyed by erasure.
 *
 * Each key is kept wrapped (AES-256-GCM, sealing.ts) under a key derived with HKDF-SHA256 from the
 * shop's secret (JWT_SECRET, or the one generated in DATA_DIR: server/secrets.ts) with a label of
 * its own, as the two-factor secrets are, so a copy of the database alone opens no personal field.
 * The wrapping key is set once at start (`setAuditSecret`, from `createApi`): every service call
 * that records or reads the log then needs no secret passed along. It is kept on `globalThis`
 * under a registered symbol, not in a module variable, because the compiled server and React
 * Router's server build are two bundles, each with its own copy of this module, and the pages read
 * and write the log too. Rotating the secret leaves the sealed fields unreadable (a person's next
 * entry gets a new key).
 */
import { randomBytes, hkdfSync } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { personKeys } from '../../db/schema/index.ts';
import { openText, sealText, type OpeningKey } from './sealing.ts';

const WRAPPING_LABEL = 'jewellery-shop/audit-person-key/v1';
const SLOT = Symbol.for(WRAPPING_LABEL);
const slot = globalThis as { [SLOT]?: Buffer };

/** Derives the key that wraps the persons' keys from the shop's secret; called at start, before any entry about a person is written or read. */
export function setAuditSecret(secret: string): void {
  slot[SLOT] = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), WRAPPING_LABEL, 32));
}

function wrappingKey(): Buffer {
  const wrapping = slot[SLOT];
  if (!wrapping)
    throw new Error('The audit log has no secret to seal personal data with: call setAuditSecret(config.jwtSecret) at start (decision record 046).');
  return wrapping;
}

const keyContext = (userId: number) => `person-key/${userId}`;
const wrap = (key: Buffer, userId: number) => sealText(wrappingKey(), key.toString('base64url'), keyContext(userId));

function unwrap(wrapped: string, userId: number): Buffer | null {
  const raw = openText(wrappingKey(), wrapped, keyContext(userId));
  return raw === null ? null : Buffer.from(raw, 'base64url');
}

/**
 * The person's key to seal with, made now if they have none (a race with another writer keeps the
 * first); null once they were erased or when the account does not exist, so nothing is sealed to
 * be opened later. A key the current secret cannot unwrap (the secret changed) is replaced.
 */
export async function personKey(db: DbOrTx, userId: number): Promise<Buffer | null> {
  const [row] = await db.select({ wrappedKey: personKeys.wrappedKey }).from(personKeys).where(eq(personKeys.userId, userId));
  if (row && row.wrappedKey === null) return null;
  const kept = row?.wrappedKey ? unwrap(row.wrappedKey, userId) : null;
  if (kept) return kept;
  const fresh = randomBytes(32);
  const { rows } = await db.execute(sql`
    insert into person_keys (user_id, wrapped_key)
    select id, ${wrap(fresh, userId)} from users where id = ${userId}
    on conflict (user_id) do update set wrapped_key = excluded.wrapped_key
      where ${row ? sql`person_keys.wrapped_key = ${row.wrappedKey}` : sql`false`}
    returning user_id`);
  if (rows.length > 0) return fresh;
  // Another writer made (or replaced) it first, or erasure came between; read what stands.
  const [now] = await db.select({ wrappedKey: personKeys.wrappedKey }).from(personKeys).where(eq(personKeys.userId, userId));
  return now?.wrappedKey ? unwrap(now.wrappedKey, userId) : null;
}

/** The keys that open the fields of these persons: a key, 'erased' (destroyed, or never made), 'unreadable' (sealed under another secret). */
export async function openingKeys(db: DbOrTx, userIds: number[]): Promise<Map<number, OpeningKey>> {
  const keys = new Map<number, OpeningKey>();
  if (userIds.length === 0) return keys;
  const rows = await db.select().from(personKeys).where(inArray(personKeys.userId, userIds));
  for (const row of rows) keys.set(row.userId, row.wrappedKey === null ? 'erased' : (unwrap(row.wrappedKey, row.userId) ?? 'unreadable'));
  return keys;
}

/**
 * Erasure's part in the audit log: the person's key destroyed, in the caller's transaction. Their
 * sealed fields read "erased" from then on; no entry is changed or deleted (the log is
 * append-only). The row stays without a key, so an entry recorded about them later keeps no
 * personal field at all rather than sealing it under a new key.
 */
export async function forgetPerson(db: DbOrTx, userId: number): Promise<void> {
  await db.execute(sql`
    insert into person_keys (user_id, wrapped_key, forgotten_at)
    select id, null, now() from users where id = ${userId}
    on conflict (user_id) do update set wrapped_key = null, forgotten_at = coalesce(person_keys.forgotten_at, now())`);
}

/**
 * Erasing a customer (decision record 044), by the shopper (with their password) or by an owner:
 * one transaction runs every step of the registry (registry.ts) — the account, addresses,
 * sessions, carts, wishlist, subscription, messages, security events, staff notes and tags go;
 * orders stay for the books as an erased customer's; consents keep their proof without the
 * address — and the photos of the deleted messages are removed once it has committed (a crash in
 * between leaves an unreferenced file, never a message without its photo). A customer with an
 * order still under way is refused: the shop still needs the address to deliver it.
 */
import { sql } from 'drizzle-orm';
import type { DeleteAccountInput } from '../../../domain/contract/privacy.ts';
import { Conflict, Forbidden, NotFound } from '../../../domain/errors.ts';
import { PRIVACY_MESSAGES as M, SETTLED_ORDER_STATUSES } from '../../../domain/privacy.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { currentPasswordMatches } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import { removePhoto } from '../content/index.ts';
import { consume, type RateLimit } from '../rate-limits/index.ts';
import { PERSONAL_DATA, type Person } from './registry.ts';

/** Each attempt costs a password hash and guards the account's end: a few an hour per account. */
const ERASE_LIMIT: RateLimit = { name: 'erase:account', limit: 5, windowSeconds: 60 * 60 };

export interface Erasure {
  /** Orders kept for the books, as an erased customer's. */
  ordersKept: number;
  /** When the newest of them leaves the books; null: none kept. */
  keptUntil: Date | null;
}

interface ErasureOptions {
  uploadsDir: string;
  /** The bookkeeping period in days (retention settings). */
  bookkeepingDays: number;
  /** The owner who erases; none when the shopper erases themself. */
  actor?: { id: number; email: string };
}

/** The customer's row, locked; a missing, already erased or staff account is refused. */
async function lockCustomer(tx: DbOrTx, userId: number): Promise<Person> {
  const { rows } = await tx.execute<{ id: number; email: string; role: string; erased_at: Date | null }>(
    sql`SELECT id, lower(email) AS email, role, erased_at FROM users WHERE id = ${userId} FOR UPDATE`,
  );
  const [row] = rows;
  if (!row || row.erased_at) throw new NotFound(M.customerNotFound);
  if (row.role !== 'customer') throw new Conflict(M.staffAccount);
  return { id: row.id, email: row.email };
}

async function refuseOrdersUnderWay(tx: DbOrTx, userId: number): Promise<void> {
  const { rows } = await tx.execute<{ number: number }>(
    sql`SELECT number FROM orders WHERE user_id = ${userId} AND status NOT IN (${sql.join(
      SETTLED_ORDER_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )}) ORDER BY number`,
  );
  if (rows.length > 0) throw new Conflict(M.ordersUnderWay(rows.map((row) => row.number)));
}

async function photosOf(tx: DbOrTx, person: Person): Promise<string[]> {
  const { rows } = await tx.execute<{ photo: string }>(sql`
    SELECT photo FROM contact_messages WHERE lower(email) = ${person.email} AND photo IS NOT NULL
    UNION ALL SELECT photo FROM custom_design_requests WHERE lower(email) = ${person.email} AND photo IS NOT NULL
    UNION ALL SELECT unnest(photos) FROM returns WHERE customer_id = ${person.id}
    UNION ALL SELECT unnest(photos) FROM reviews WHERE customer_id = ${person.id}`);
  return rows.map((row) => row.photo);
}

async function keptOrders(tx: DbOrTx, userId: number, days: number): Promise<Erasure> {
  const { rows } = await tx.execute<{ count: number; until: Date | null }>(
    sql`SELECT count(*)::int AS count, max(created_at) + make_interval(days => ${days}) AS until FROM orders WHERE user_id = ${userId}`,
  );
  const [row] = rows;
  return { ordersKept: row?.count ?? 0, keptUntil: row?.until ? new Date(row.until) : null };
}

/** Erases the customer `userId`: every registry step in one transaction, then their photo files. */
export async function eraseCustomer(db: Db, userId: number, options: ErasureOptions): Promise<Erasure> {
  const { photos, erasure } = await db.transaction(async (tx) => {
    const person = await lockCustomer(tx, userId);
    await refuseOrdersUnderWay(tx, userId);
    const photos = await photosOf(tx, person);
    const erasure = await keptOrders(tx, userId, options.bookkeepingDays);
    for (const table of Object.values(PERSONAL_DATA)) await table.erase?.(tx, person);
    if (options.actor)
      await recordAudit(tx, options.actor, {
        action: 'customer.erased',
        entity: 'customer',
        entityId: String(userId),
        after: { ordersKept: erasure.ordersKept },
      });
    return { photos, erasure };
  });
  for (const photo of photos) await removePhoto(options.uploadsDir, photo);
  return erasure;
}

/**
 * The shopper erases their own account: the password first (403 and nothing removed when it is
 * wrong), counted against a limit of its own so it cannot be guessed through this door.
 */
export async function eraseOwnAccount(db: Db, userId: number, input: DeleteAccountInput, options: Omit<ErasureOptions, 'actor'>): Promise<Erasure> {
  await consume(db, [{ limit: ERASE_LIMIT, key: String(userId) }], M.tooManyErasures);
  if (!(await currentPasswordMatches(db, userId, input.password))) throw new Forbidden(M.wrongPassword);
  return eraseCustomer(db, userId, options);
}

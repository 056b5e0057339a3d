/**
 * Accounts whose address was never confirmed and that never ordered are deleted after the owner's
 * period (decision record 043): nobody proved the address is theirs, so the shop does not keep it.
 * Their sessions, links, cart, wishlist, addresses and security events go with them (foreign keys
 * ON DELETE CASCADE). Staff accounts are never deleted here, nor an account an order or an audit
 * entry names (orders are kept for the books; the audit log is append-only). Once across
 * instances (server/db/claimed-delete.ts).
 */
import { sql } from 'drizzle-orm';
import { deleteClaimed } from '../../db/claimed-delete.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Deletes the unconfirmed customer accounts without orders created more than `days` ago; answers how many. */
export const deleteUnconfirmedAccounts = (db: Db, days: number): Promise<number> =>
  deleteClaimed(
    db,
    users,
    sql`t.role = 'customer' AND t.email_verified_at IS NULL AND t.created_at < now() - make_interval(days => ${days})
      AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_id = t.id)
      AND NOT EXISTS (SELECT 1 FROM audit_events a WHERE a.actor_id = t.id)`,
  );

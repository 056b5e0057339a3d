/**
 * The automatic promotions the catalogue shows (issue 32, decision record 036): which one each piece
 * shows is domain/shown-promotion.ts; the promotions are read by the discounts module. The product
 * cards and the listing engine's prices follow the catalogue version, so the version follows the
 * promotions:
 * - a promotion created, changed, switched on or off moves it in its own transaction (the trigger of
 *   migration 0034), so every instance sees the change on its next request;
 * - a promotion starting, ending or being used up on its own changes no row: `followPromotions`, a
 *   scheduled check on every instance, compares what the pieces show now with what they showed at the
 *   last check (kept in `installation_facts`) and moves the version when it changed, once for all
 *   instances (the fact's row is locked while it is compared).
 */
import { sql } from 'drizzle-orm';
import type { DiscountRule } from '../../../domain/discounts.ts';
import { shownPromotionsKey } from '../../../domain/shown-promotion.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { VersionedCache } from '../caching/index.ts';
import { shownPromotions } from '../discounts/index.ts';
import { bumpCatalogueVersion } from './lookup-reads.ts';

/** Per database handle, the promotions shown, read once per catalogue version. */
const shownCaches = new WeakMap<object, VersionedCache<DiscountRule[]>>();

/** The promotions pieces show (best first) as of the catalogue version `version`. */
export function promotionsFor(db: DbOrTx, version: string): Promise<DiscountRule[]> {
  let cache = shownCaches.get(db);
  if (!cache) shownCaches.set(db, (cache = new VersionedCache<DiscountRule[]>(1)));
  return cache.get(version, 'promotions', () => shownPromotions(db));
}

const SHOWN_KEY = 'shown_promotions';

/**
 * The scheduled check: moves the catalogue version when what the pieces show changed since the last
 * check (a promotion started, ended or was used up). Answers 1 when it moved it, else 0 (a periodic job's count).
 */
export async function followPromotions(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const [seen] = (await tx.execute(sql`SELECT value FROM installation_facts WHERE key = ${SHOWN_KEY} FOR UPDATE`)).rows as Array<{ value: string }>;
    const key = shownPromotionsKey(await shownPromotions(tx, now));
    // A database's first check only records what is shown: the engines and pages built since the start show it already.
    if (!seen) {
      await tx.execute(sql`INSERT INTO installation_facts (key, value) VALUES (${SHOWN_KEY}, ${key}) ON CONFLICT (key) DO NOTHING`);
      return 0;
    }
    if (seen.value === key) return 0;
    await tx.execute(sql`UPDATE installation_facts SET value = ${key}, updated_at = now() WHERE key = ${SHOWN_KEY}`);
    await bumpCatalogueVersion(tx);
    return 1;
  });
}

/**
 * Deleting what outlived its period, safe with several instances at once (decision record 043):
 * each statement claims a batch of rows with FOR UPDATE SKIP LOCKED and deletes them, so instances
 * running it at the same moment delete different rows, none waits for another, and a row is
 * deleted once. The retention job of each module that owns such a table calls it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** How many rows one statement deletes at most: a run deletes batch after batch, each short. */
const BATCH = 500;

/**
 * Deletes the rows of `table` that `where` names (a condition on the alias `t`), a batch at a time,
 * and answers how many. `deleted` is handed each batch's `returning` values once they are deleted
 * (each statement commits on its own), e.g. to remove the files they named.
 */
export async function deleteClaimed(
  db: Db,
  table: PgTable,
  where: SQL,
  options: { returning?: SQL; deleted?: (rows: Record<string, unknown>[]) => Promise<void> } = {},
): Promise<number> {
  let count = 0;
  for (;;) {
    const { rows } = await db.execute(sql`
      DELETE FROM ${table} WHERE id IN (
        SELECT t.id FROM ${table} t WHERE ${where} ORDER BY t.id LIMIT ${BATCH} FOR UPDATE OF t SKIP LOCKED)
      RETURNING ${options.returning ?? sql`id`}`);
    if (options.deleted) await options.deleted(rows);
    count += rows.length;
    if (rows.length < BATCH) return count;
  }
}

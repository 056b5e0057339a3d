/**
 * The apply's writes, set-based (decision record 061). While the sheet is read, its changes go
 * into a temporary table of the transaction (one multi-row INSERT a thousand changes, nothing more
 * kept in memory); once the whole sheet is read and found to be the dry run's, one UPDATE … FROM that
 * table per target writes them all: the prices and pricing inputs per variant and metal, then the
 * shelves. Each write checks the value it replaces is still the one the sheet was compared with,
 * so a piece saved by someone else while the sheet was being read is never written over: the
 * apply then answers 409 and nothing of it stays. The table is the session's own (PostgreSQL's
 * TEMP, which the shop's role may make, decision record 058) and goes at the commit or rollback.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SheetField } from '../../../domain/price-sheet.ts';
import type { SheetChange } from '../../../domain/price-sheet-changes.ts';
import type { DbOrTx } from '../../db/client.ts';

const STAGED = sql.identifier('price_sheet_changes');
const HAD_PIECES = sql.identifier('price_sheet_shelves');

/** The per-metal fields and the `variant_prices` column each is written to. */
const PRICE_COLUMNS = [
  ['price', 'price_minor'],
  ['weight', 'metal_weight_mg'],
  ['making', 'making_minor'],
  ['stones', 'stones_minor'],
] as const satisfies ReadonlyArray<readonly [SheetField, string]>;

/** The transaction's table of changes, in the sheet's order (`seq`); dropped at the transaction's end. */
export async function createStaging(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`CREATE TEMP TABLE ${STAGED} (
    seq integer NOT NULL, variant_id integer NOT NULL, metal_id integer NOT NULL, size_id integer,
    field text NOT NULL, before integer, after integer) ON COMMIT DROP`);
}

/** Changes into the table, in one statement; `from` numbers them after those staged before. */
export async function stageChanges(tx: DbOrTx, changes: readonly SheetChange[], from: number): Promise<void> {
  if (changes.length === 0) return;
  const ints = (values: Array<number | null>) => sql`${sql.param(values)}::int[]`;
  await tx.execute(sql`INSERT INTO ${STAGED} (seq, variant_id, metal_id, size_id, field, before, after)
    SELECT * FROM unnest(${ints(changes.map((_, index) => from + index))}, ${ints(changes.map((c) => c.variantId))}, ${ints(changes.map((c) => c.metalId))},
      ${ints(changes.map((c) => c.sizeId))}, ${sql.param(changes.map((c) => c.field))}::text[], ${ints(changes.map((c) => c.before))},
      ${ints(changes.map((c) => c.after))})`);
}

/** What the writes did, for the read models to follow. */
export interface StagedWrites {
  /** Every variant whose price, pricing input or shelf the sheet changed. */
  variants: number[];
  /** Variants that gained a shelf or whose last piece went or came back: their listing rows are rebuilt (sold out, the card's shelves). */
  restocked: number[];
}

/**
 * Writes the staged changes: one UPDATE of `variant_prices`, then the shelves. Answers false when a
 * piece no longer has the value the sheet was compared with (the caller refuses the apply).
 */
export async function writeStaged(tx: DbOrTx): Promise<false | StagedWrites> {
  await tx.execute(sql`ANALYZE ${STAGED}`);
  if (!(await writePrices(tx))) return false;
  const restocked = await writeShelves(tx);
  if (restocked === false) return false;
  const { rows } = await tx.execute<{ id: number }>(sql`SELECT DISTINCT variant_id AS id FROM ${STAGED} ORDER BY 1`);
  return { variants: rows.map((row) => Number(row.id)), restocked };
}

async function countOf(tx: DbOrTx, count: SQL, where: SQL): Promise<number> {
  const { rows } = await tx.execute<{ n: number }>(sql`SELECT ${count}::int AS n FROM ${STAGED} WHERE ${where}`);
  return Number(rows[0]!.n);
}

/**
 * Each piece's per-metal fields, the last change of each (a price made from inputs two rows change
 * moves twice) over the value before the first; every row of `variant_prices` once.
 */
async function writePrices(tx: DbOrTx): Promise<boolean> {
  const fields: SQL[] = [];
  const sets: SQL[] = [];
  const unchanged: SQL[] = [];
  for (const [field, name] of PRICE_COLUMNS) {
    const column = sql.identifier(name);
    const [is, before, after] = [sql.identifier(`${field}_is`), sql.identifier(`${field}_before`), sql.identifier(`${field}_after`)];
    fields.push(sql`bool_or(field = ${field}) AS ${is},
      (array_agg(before ORDER BY seq) FILTER (WHERE field = ${field}))[1] AS ${before},
      (array_agg(after ORDER BY seq DESC) FILTER (WHERE field = ${field}))[1] AS ${after}`);
    sets.push(sql`${column} = CASE WHEN c.${is} THEN c.${after} ELSE vp.${column} END`);
    unchanged.push(sql`(NOT c.${is} OR vp.${column} IS NOT DISTINCT FROM c.${before})`);
  }
  const expected = await countOf(tx, sql`count(DISTINCT (variant_id, metal_id))`, sql`field <> 'stock'`);
  if (expected === 0) return true;
  const written = await tx.execute(sql`UPDATE variant_prices vp SET ${sql.join(sets, sql`, `)}
    FROM (SELECT variant_id, metal_id, ${sql.join(fields, sql`, `)} FROM ${STAGED} WHERE field <> 'stock' GROUP BY variant_id, metal_id) c
    WHERE vp.variant_id = c.variant_id AND vp.metal_id = c.metal_id AND ${sql.join(unchanged, sql` AND `)}`);
  return written.rowCount === expected;
}

/**
 * The shelves: those there are locked in id order first (as an order takes them, so the two wait
 * rather than deadlock) and updated; a ready-to-ship piece without one (0 before) gets one. Answers
 * the variants to rebuild the listing rows of, or false when a shelf moved since it was read.
 */
async function writeShelves(tx: DbOrTx): Promise<false | number[]> {
  const staged = sql`(SELECT variant_id, metal_id, size_id, before, after FROM ${STAGED} WHERE field = 'stock')`;
  const expected = await countOf(tx, sql`count(*)`, sql`field = 'stock'`);
  if (expected === 0) return [];
  const same = sql`st.variant_id = c.variant_id AND st.metal_id = c.metal_id AND st.size_id IS NOT DISTINCT FROM c.size_id`;
  await tx.execute(
    sql`SELECT 1 FROM variant_stock st WHERE st.id IN (SELECT st.id FROM variant_stock st JOIN ${staged} c ON ${same}) ORDER BY st.id FOR UPDATE`,
  );
  // Whether each variant had a piece on a shelf before: its sold-out flag follows when that changes.
  await tx.execute(sql`CREATE TEMP TABLE ${HAD_PIECES} ON COMMIT DROP AS
    SELECT c.variant_id, EXISTS (SELECT 1 FROM variant_stock st WHERE st.variant_id = c.variant_id AND st.quantity > 0) AS had
    FROM (SELECT DISTINCT variant_id FROM ${staged} s) c`);
  const updated = await tx.execute(sql`UPDATE variant_stock st SET quantity = c.after FROM ${staged} c WHERE ${same} AND st.quantity = c.before`);
  const added = await tx.execute<{ variant_id: number }>(sql`INSERT INTO variant_stock (variant_id, metal_id, size_id, quantity)
    SELECT c.variant_id, c.metal_id, c.size_id, c.after FROM ${staged} c
    WHERE c.before = 0 AND NOT EXISTS (SELECT 1 FROM variant_stock st WHERE ${same})
    ON CONFLICT ON CONSTRAINT variant_stock_choice_key DO NOTHING RETURNING variant_id`);
  if ((updated.rowCount ?? 0) + (added.rowCount ?? 0) !== expected) return false;
  const { rows } = await tx.execute<{ id: number }>(sql`SELECT h.variant_id AS id FROM ${HAD_PIECES} h
    WHERE h.had <> EXISTS (SELECT 1 FROM variant_stock st WHERE st.variant_id = h.variant_id AND st.quantity > 0)`);
  return [...new Set([...rows.map((row) => Number(row.id)), ...added.rows.map((row) => Number(row.variant_id))])].sort((a, b) => a - b);
}

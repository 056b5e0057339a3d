/**
 * Pieces on the shelf. A ready-to-ship line takes its pieces from `variant_stock` in the order's
 * transaction, with an update that only succeeds while enough is left, so a shelf never goes
 * below zero however many orders race for it; a cancelled order puts them back. Whenever a
 * variant runs out or comes back, the listing's read model (its sold-out flag) follows in the
 * same transaction. The back office lists the shelves at or under the owner's low-stock threshold.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { LowStockItemAnswer } from '../../../domain/contract/admin-stock.ts';
import { Conflict } from '../../../domain/errors.ts';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import { DEFAULT_LOW_STOCK_THRESHOLD, LOW_STOCK_PAGE_SIZE } from '../../../domain/schemas/stock.ts';
import { STOCK_MESSAGES, type StockChoice } from '../../../domain/stock.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { namedStatement, runNamed } from '../../db/prepared.ts';
import { recordAudit } from '../audit/index.ts';
import { bumpCatalogueVersion } from './lookup-reads.ts';

/** The advisory-lock space of listing rebuilds (the second key is the variant's bucket). */
const LISTING_LOCK = 0x5707;
/**
 * Variants share a lock by their id modulo this: a rebuild of 100,000 variants (a rate change, a
 * price sheet, a metal renamed) takes at most this many locks, within PostgreSQL's lock table
 * (max_locks_per_transaction × connections, some 6,400 entries by default), where a lock per
 * variant would exhaust it; two rebuilds of one variant still take turns.
 */
const LISTING_BUCKETS = 1024;

const LOCK_LISTING_ROWS = namedStatement(
  'lock-listing-buckets',
  `SELECT pg_advisory_xact_lock(${LISTING_LOCK}, bucket) FROM (SELECT DISTINCT id % ${LISTING_BUCKETS} AS bucket FROM unnest($1::int[]) AS id) AS b ORDER BY bucket`,
);
const REFRESH_LISTING_ROWS = namedStatement('refresh-listing-rows', 'SELECT refresh_variant_listing($1::int[])');

/**
 * Refreshes the listing rows of these variants (their sold-out flag) and so the catalogue version.
 * Two transactions rebuilding the same variant's row at once would both delete the old row and
 * insert a new one, and the second insert would collide with the first's: a lock per bucket of
 * variants, held to the end of the transaction and taken in order (no deadlock), makes them take turns.
 * Call it once per transaction, with every variant the transaction touched.
 */
export async function refreshListing(db: DbOrTx, variantIds: number[]): Promise<void> {
  const ids = [...new Set(variantIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await runNamed(db, LOCK_LISTING_ROWS, [ids]);
  await runNamed(db, REFRESH_LISTING_ROWS, [ids]);
}

/**
 * Brings the read models' prices up to date after a change of prices alone (a rate change's apply,
 * decision records 055 and 059), under the same locks as refreshListing. Only the back office's
 * product rows keep a price (their lowest, which that list sorts on): one UPDATE joined to the
 * changed variants' products. The listing's rows and the product cards keep none (the listing
 * engine reads each variant's lowest price when it builds, a card's prices are read with it), so
 * they need no rewrite; moving the catalogue version makes kept pages, the listing engine and
 * every instance follow.
 */
export async function refreshListingPrices(db: DbOrTx, variantIds: number[]): Promise<void> {
  const ids = [...new Set(variantIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await runNamed(db, LOCK_LISTING_ROWS, [ids]);
  await db.execute(sql`
    UPDATE product_summaries s SET min_price_minor = p.min_price
    FROM (SELECT v.product_id, min(vp.price_minor) AS min_price FROM product_variants v JOIN variant_prices vp ON vp.variant_id = v.id
          WHERE v.product_id IN (SELECT t.product_id FROM product_variants t JOIN unnest(${sql.param(ids)}::int[]) AS i(id) ON i.id = t.id)
          GROUP BY v.product_id) p
    WHERE s.product_id = p.product_id AND s.min_price_minor IS DISTINCT FROM p.min_price`);
  await bumpCatalogueVersion(db);
}

/**
 * Puts a cancelled order's ready-to-ship pieces back on their shelves, once: the lines forget
 * their shelf as they return to it, so a second call does nothing.
 */
export async function restockOrder(db: DbOrTx, orderId: number): Promise<void> {
  // The shelves are locked in id order first, as an order takes them, so the two cannot deadlock.
  await db.execute(sql`
    SELECT 1 FROM variant_stock
    WHERE id IN (SELECT stock_id FROM order_items WHERE order_id = ${orderId} AND stock_id IS NOT NULL)
    ORDER BY id FOR UPDATE`);
  const result = await db.execute(sql`
    WITH lines AS (
      SELECT id, stock_id, quantity FROM order_items WHERE order_id = ${orderId} AND stock_id IS NOT NULL FOR UPDATE
    ), cleared AS (
      UPDATE order_items SET stock_id = NULL FROM lines WHERE order_items.id = lines.id
    ), restocked AS (
      UPDATE variant_stock s SET quantity = s.quantity + back.quantity
      FROM (SELECT stock_id, sum(quantity)::int AS quantity FROM lines GROUP BY stock_id) back
      WHERE s.id = back.stock_id
      RETURNING s.variant_id, s.quantity = back.quantity AS was_empty
    )
    SELECT variant_id FROM restocked WHERE was_empty`);
  // A shelf that was empty may have been the variant's last: its sold-out flag changes.
  await refreshListing(
    db,
    (result.rows as Array<{ variant_id: number }>).map((row) => row.variant_id),
  );
}

/**
 * Puts pieces back on their shelves (a return received, an exchange's reserved piece given back),
 * in the caller's transaction: the shelves locked in id order as an order takes them, and a shelf
 * that was empty refreshes its variant's listing row (its sold-out flag).
 */
export async function shelvePieces(db: DbOrTx, pieces: ReadonlyArray<{ shelfId: number; quantity: number }>): Promise<void> {
  const back = new Map<number, number>();
  for (const piece of pieces) back.set(piece.shelfId, (back.get(piece.shelfId) ?? 0) + piece.quantity);
  if (back.size === 0) return;
  const ids = [...back.keys()].sort((a, b) => a - b);
  const quantities = ids.map((id) => back.get(id)!);
  await runNamed(db, LOCK_SHELVES, [ids]);
  const rows = await runNamed(db, RETURN_TO_SHELVES, [ids, quantities]);
  await refreshListing(
    db,
    rows.filter((row) => row.was_empty).map((row) => row.variant_id),
  );
}

const RETURN_TO_SHELVES = namedStatement<{ variant_id: number; was_empty: boolean }>(
  'return-to-shelves',
  `UPDATE variant_stock s SET quantity = s.quantity + b.quantity
  FROM unnest($1::int[], $2::int[]) AS b(id, quantity)
  WHERE s.id = b.id
  RETURNING s.variant_id, s.quantity = b.quantity AS was_empty`,
);

// ---------------------------------------------------------------------------------------------
// Taking pieces for an order

/** An order wants more of a choice than its shelf holds; the message says how many are left. */
class OutOfStock extends Conflict {
  constructor(
    readonly choice: StockChoice,
    readonly left: number,
  ) {
    super(STOCK_MESSAGES.shortage(choice, left));
  }
}

/** What an order wants from one shelf: every line of that metal and size, whatever its engraving or wrap. */
export interface ShelfDemand {
  /** Null: the choice was never stocked, so none is left. */
  shelfId: number | null;
  quantity: number;
  /** What the shelf held when the lines were priced. */
  left: number;
  choice: StockChoice;
}

/** Refuses, naming the first choice, when any shelf held less than is wanted when it was read. */
export function checkStock(demands: readonly ShelfDemand[]): void {
  const short = demands.find((demand) => demand.quantity > demand.left);
  if (short) throw new OutOfStock(short.choice, short.left);
}

const LOCK_SHELVES = namedStatement('lock-shelves', 'SELECT 1 FROM variant_stock WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE');
const TAKE_FROM_SHELVES = namedStatement<{ id: number; variant_id: number; quantity: number }>(
  'take-from-shelves',
  `UPDATE variant_stock s SET quantity = s.quantity - w.quantity
  FROM unnest($1::int[], $2::int[]) AS w(id, quantity)
  WHERE s.id = w.id AND s.quantity >= w.quantity
  RETURNING s.id, s.variant_id, s.quantity`,
);
const SHELF_QUANTITY = namedStatement<{ quantity: number }>('shelf-quantity', 'SELECT quantity FROM variant_stock WHERE id = $1');

/**
 * Takes each demand off its shelf in the caller's transaction, or refuses the whole order with
 * what is left now. The update only applies while the shelf holds enough, and waits for any other
 * order holding the shelf, so concurrent orders can never take it below zero. Shelves are locked
 * in id order first, so two orders wanting the same shelves cannot deadlock; then one statement
 * takes them all, and its trigger brings the products' lowest shelf up to date once. A shelf this
 * emptied refreshes its variant's listing row (the sold-out flag), on that transition only.
 */
export async function takeStock(tx: DbOrTx, demands: readonly ShelfDemand[]): Promise<void> {
  const sorted = [...demands].sort((a, b) => (a.shelfId ?? 0) - (b.shelfId ?? 0));
  const never = sorted.find((demand) => demand.shelfId === null);
  if (never) throw new OutOfStock(never.choice, 0);
  if (sorted.length === 0) return;
  const ids = sorted.map((demand) => demand.shelfId!);
  if (new Set(ids).size !== ids.length) throw new Error('takeStock wants one demand per shelf');
  if (ids.length > 1) await runNamed(tx, LOCK_SHELVES, [ids]);
  const rows = await runNamed(tx, TAKE_FROM_SHELVES, [ids, sorted.map((demand) => demand.quantity)]);
  if (rows.length < sorted.length) {
    const short = sorted.find((demand) => !rows.some((row) => row.id === demand.shelfId))!;
    const [shelf] = await runNamed(tx, SHELF_QUANTITY, [short.shelfId]);
    throw new OutOfStock(short.choice, shelf?.quantity ?? 0);
  }
  await refreshListing(
    tx,
    rows.filter((row) => row.quantity === 0).map((row) => row.variant_id),
  );
}

// ---------------------------------------------------------------------------------------------
// Low stock

const THRESHOLD_KEY = 'low_stock_threshold';

/**
 * The owner's low-stock threshold as SQL, for a statement that tests shelves against it itself (a
 * shelf holding this many or fewer is low); the default until the owner sets one.
 */
export const lowStockThresholdSql: SQL = sql`COALESCE(
  (SELECT value::int FROM installation_facts WHERE key = ${THRESHOLD_KEY} AND value ~ '^[0-9]{1,9}$'), ${DEFAULT_LOW_STOCK_THRESHOLD})`;

/** The owner's low-stock threshold: a shelf holding this many or fewer is low. */
export async function lowStockThreshold(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`SELECT ${lowStockThresholdSql} AS threshold`);
  return Number((result.rows[0] as { threshold: number }).threshold);
}

/** Sets the threshold, recorded in the audit log with the number before and after. */
export async function setLowStockThreshold(db: Db, threshold: number, actor: Pick<PublicUser, 'id' | 'email'>): Promise<number> {
  return db.transaction(async (tx) => {
    // Two owners saving at once: the second waits on the row, so each audit entry's "before" is true.
    await tx.execute(sql`
      INSERT INTO installation_facts (key, value) VALUES (${THRESHOLD_KEY}, ${String(DEFAULT_LOW_STOCK_THRESHOLD)})
      ON CONFLICT (key) DO NOTHING`);
    await tx.execute(sql`SELECT 1 FROM installation_facts WHERE key = ${THRESHOLD_KEY} FOR UPDATE`);
    const before = await lowStockThreshold(tx);
    await tx.execute(sql`UPDATE installation_facts SET value = ${String(threshold)}, updated_at = now() WHERE key = ${THRESHOLD_KEY}`);
    await recordAudit(tx, actor, {
      action: 'setting.update',
      entity: 'setting',
      entityId: THRESHOLD_KEY,
      before: { lowStockThreshold: before },
      after: { lowStockThreshold: threshold },
    });
    return threshold;
  });
}

/** A low shelf: what the back office's answer lists (domain/contract/admin-stock.ts). */
export type LowStockRow = LowStockItemAnswer;

/**
 * Shelves of ready-to-ship pieces at or under the threshold, emptiest first (archived products
 * are not sold, so they are left out). Read through the index on quantity, so it stays fast
 * however large the catalogue.
 */
export async function listLowStock(db: DbOrTx, options: { limit?: number; threshold?: number } = {}): Promise<LowStockRow[]> {
  const threshold = options.threshold ?? (await lowStockThreshold(db));
  const result = await db.execute(sql`
    SELECT v.product_id AS "productId", v.id AS "variantId", v.title, m.name AS metal, COALESCE(sz.label, '') AS size, st.quantity
    FROM variant_stock st
    JOIN product_variants v ON v.id = st.variant_id AND NOT v.made_to_order
    JOIN products p ON p.id = v.product_id AND p.status <> 'archived'
    JOIN metals m ON m.id = st.metal_id
    LEFT JOIN sizes sz ON sz.id = st.size_id
    WHERE st.quantity <= ${threshold}
    ORDER BY st.quantity, st.id
    LIMIT ${options.limit ?? LOW_STOCK_PAGE_SIZE}`);
  return result.rows as unknown as LowStockRow[];
}

/**
 * The dry run and the apply of an imported price sheet (decision record 056). The dry run reads
 * the sheet and answers what it would change and each refused row, writing nothing. The apply
 * reads the same sheet again inside one transaction, writing each batch's changes as it goes, and
 * commits only when no row was refused and what it changed is exactly what the dry run showed (the
 * fingerprint the owner confirmed): a sheet applied after the catalogue moved answers 409, and
 * nothing of it stays. Imports take turns under one advisory lock, so two owners importing at once
 * apply one after the other; the second then finds its dry run out of date.
 */
import { sql } from 'drizzle-orm';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import { Conflict, Unprocessable } from '../../../domain/errors.ts';
import { PER_METAL_FIELDS, SHEET_COLUMNS, SHEET_MESSAGES, fieldText, type SheetField } from '../../../domain/price-sheet.ts';
import type { SheetChange } from '../../../domain/price-sheet-changes.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
import { refreshListing } from '../catalogue/index.ts';
import { compareSheet, type SheetInput, type SheetOutcome } from './compare.ts';
import { sheetContext } from './pieces.ts';

/** The advisory lock imports take turns under (pg_advisory_xact_lock's one-key form). */
const IMPORT_LOCK = sql`hashtext('price-sheet-import')`;

/** What the sheet would change, and why rows are refused; nothing is written. */
export async function dryRunPriceSheet(db: DbOrTx, input: SheetInput, currency: string): Promise<SheetOutcome> {
  return compareSheet(db, input, await sheetContext(db, currency));
}

/** Writes one batch's changes: prices per variant and metal, shelves per variant, metal and size. */
async function writeChanges(tx: DbOrTx, changes: readonly SheetChange[]): Promise<void> {
  // The last change of each piece's field: a price made from inputs that two rows change moves twice.
  const of = (field: SheetField) => [
    ...new Map(
      changes
        .filter((change) => change.field === field)
        .map((change) => [`${change.variantId}:${change.metalId}${PER_METAL_FIELDS.has(field) ? '' : `:${change.sizeId}`}`, change]),
    ).values(),
  ];
  const prices = of('price');
  if (prices.length > 0) {
    await tx.execute(sql`UPDATE variant_prices vp SET price_minor = c.after
      FROM unnest(${sql.param(prices.map((c) => c.variantId))}::int[], ${sql.param(prices.map((c) => c.metalId))}::int[], ${sql.param(prices.map((c) => c.after))}::int[])
        AS c(variant_id, metal_id, after)
      WHERE vp.variant_id = c.variant_id AND vp.metal_id = c.metal_id`);
  }
  // Metal pricing's inputs, per variant and metal.
  for (const [field, name] of [
    ['weight', 'metal_weight_mg'],
    ['making', 'making_minor'],
    ['stones', 'stones_minor'],
  ] as const) {
    const inputs = of(field);
    if (inputs.length === 0) continue;
    await tx.execute(sql`UPDATE variant_prices vp SET ${sql.identifier(name)} = c.after
      FROM unnest(${sql.param(inputs.map((c) => c.variantId))}::int[], ${sql.param(inputs.map((c) => c.metalId))}::int[], ${sql.param(inputs.map((c) => c.after))}::int[])
        AS c(variant_id, metal_id, after)
      WHERE vp.variant_id = c.variant_id AND vp.metal_id = c.metal_id`);
  }
  const shelves = of('stock');
  if (shelves.length > 0) {
    await tx.execute(sql`INSERT INTO variant_stock (variant_id, metal_id, size_id, quantity)
      SELECT * FROM unnest(${sql.param(shelves.map((c) => c.variantId))}::int[], ${sql.param(shelves.map((c) => c.metalId))}::int[],
        ${sql.param(shelves.map((c) => c.sizeId))}::int[], ${sql.param(shelves.map((c) => c.after))}::int[])
      ON CONFLICT ON CONSTRAINT variant_stock_choice_key DO UPDATE SET quantity = EXCLUDED.quantity`);
  }
}

/** One audit entry per batch: each piece's fields before and after, as the sheet writes them. */
async function auditChanges(tx: DbOrTx, actor: Pick<PublicUser, 'id' | 'email'>, fingerprint: string, changes: readonly SheetChange[], currency: string) {
  const before: Record<string, Record<string, string>> = {};
  const after: Record<string, Record<string, string>> = {};
  for (const change of changes) {
    const name = SHEET_COLUMNS[change.field];
    (before[change.sku] ??= {})[name] = fieldText(change.field, change.before, currency);
    (after[change.sku] ??= {})[name] = fieldText(change.field, change.after, currency);
  }
  await recordAudit(tx, actor, { action: 'price_sheet.import', entity: 'price_sheet', entityId: fingerprint.slice(0, 16), before, after });
}

/** Variants whose listing rows are rebuilt per statement: one statement of them all grows slower than linearly. */
const REFRESH_CHUNK = 1000;

/**
 * The listing's rows, the product cards and the catalogue version (refresh_variant_listing bumps
 * it) of the variants the sheet changed, at the end, so the listing's locks are held from then to
 * the commit only; in id order, a chunk at a time.
 */
async function refreshTouched(tx: DbOrTx, touched: ReadonlySet<number>): Promise<void> {
  const ids = [...touched].sort((a, b) => a - b);
  for (let start = 0; start < ids.length; start += REFRESH_CHUNK) await refreshListing(tx, ids.slice(start, start + REFRESH_CHUNK));
}

/**
 * Applies the sheet the owner checked in its dry run (`fingerprint`), all of it or nothing: 422
 * with the faults when a row is refused, 409 when the changes are no longer the ones the dry run
 * showed. The listing, the product cards and the catalogue version follow in the same transaction.
 */
export async function applyPriceSheet(
  db: Db,
  input: SheetInput,
  options: { fingerprint: string; actor: Pick<PublicUser, 'id' | 'email'>; currency: string },
): Promise<{ applied: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const touched = new Set<number>();
    const outcome = await compareSheet(tx, input, await sheetContext(tx, options.currency), async (changes) => {
      await writeChanges(tx, changes);
      await auditChanges(tx, options.actor, options.fingerprint, changes, options.currency);
      for (const change of changes) touched.add(change.variantId);
    });
    if (outcome.errorCount > 0) {
      throw new Unprocessable(
        outcome.errors[0]!.message,
        outcome.errors.map((error) => ({ path: `line ${error.line}${error.column ? ` ${SHEET_COLUMNS[error.column]}` : ''}`, message: error.message })),
      );
    }
    if (outcome.fingerprint !== options.fingerprint) throw new Conflict(SHEET_MESSAGES.stale);
    await refreshTouched(tx, touched);
    return { applied: outcome.changeCount };
  });
}

/**
 * The dry run and the apply of an imported price sheet (decision record 056). The dry run reads
 * the sheet and answers what it would change and each refused row, writing nothing. The apply
 * reads the same sheet again inside one transaction, its changes into a temporary table a thousand
 * at a time as it goes (staging.ts), and writes them set-based only when no row was refused and
 * they are exactly what the dry run showed (the fingerprint the owner confirmed): a sheet applied
 * after the catalogue moved answers 409, and nothing of it stays (decision record 061). Imports
 * take turns under one advisory lock, so two owners importing at once apply one after the other;
 * the second then finds its dry run out of date.
 */
import { sql } from 'drizzle-orm';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import { Conflict, Unprocessable } from '../../../domain/errors.ts';
import { SHEET_COLUMNS, SHEET_MESSAGES, fieldText } from '../../../domain/price-sheet.ts';
import type { SheetChange } from '../../../domain/price-sheet-changes.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
import { refreshListing, refreshListingPrices } from '../catalogue/index.ts';
import { compareSheet, type SheetInput, type SheetOutcome } from './compare.ts';
import { sheetContext } from './pieces.ts';
import { createStaging, stageChanges, writeStaged, type StagedWrites } from './staging.ts';

/** The advisory lock imports take turns under (pg_advisory_xact_lock's one-key form). */
const IMPORT_LOCK = sql`hashtext('price-sheet-import')`;

/** What the sheet would change, and why rows are refused; nothing is written. */
export async function dryRunPriceSheet(db: DbOrTx, input: SheetInput, currency: string): Promise<SheetOutcome> {
  return compareSheet(db, input, await sheetContext(db, currency));
}

/** One audit entry: each piece's fields before and after, as the sheet writes them. */
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

/** Changes staged per statement and per audit entry: 100 of each for 100,000 changes, never more than this many changes held. */
const HELD_CHANGES = 1000;

/**
 * Holds the changes read until there are 1,000, then stages them in one statement and audits them
 * in one entry (the last of each holds the rest): a sheet's statements are its batches' reads and
 * one a thousand changes, however the changes fall in the batches.
 */
function heldChanges(tx: DbOrTx, actor: Pick<PublicUser, 'id' | 'email'>, fingerprint: string, currency: string) {
  let held: SheetChange[] = [];
  let staged = 0;
  const write = async (changes: SheetChange[]) => {
    await stageChanges(tx, changes, staged);
    staged += changes.length;
    await auditChanges(tx, actor, fingerprint, changes, currency);
  };
  return {
    async add(changes: readonly SheetChange[]) {
      held.push(...changes);
      while (held.length >= HELD_CHANGES) {
        await write(held.slice(0, HELD_CHANGES));
        held = held.slice(HELD_CHANGES);
      }
    },
    async flush() {
      if (held.length > 0) await write(held);
      held = [];
    },
  };
}

/**
 * The read models of the variants the sheet changed, at the end, so the listing's locks are held
 * from then to the commit only: every variant's prices (which locks all their listing buckets at
 * once, in order), then the whole listing rows of those that gained a shelf or whose last piece
 * went or came back (sold out); the catalogue version moves with them.
 */
async function followWrites(tx: DbOrTx, writes: StagedWrites): Promise<void> {
  await refreshListingPrices(tx, writes.variants);
  for (let start = 0; start < writes.restocked.length; start += REBUILT_PER_STATEMENT) {
    await refreshListing(tx, writes.restocked.slice(start, start + REBUILT_PER_STATEMENT));
  }
}

/** Variants whose listing rows are rebuilt whole per statement: one statement of them all grows slower than linearly. */
const REBUILT_PER_STATEMENT = 1000;

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
    await createStaging(tx);
    const held = heldChanges(tx, options.actor, options.fingerprint, options.currency);
    const outcome = await compareSheet(tx, input, await sheetContext(tx, options.currency), (changes) => held.add(changes));
    if (outcome.errorCount > 0) {
      throw new Unprocessable(
        outcome.errors[0]!.message,
        outcome.errors.map((error) => ({ path: `line ${error.line}${error.column ? ` ${SHEET_COLUMNS[error.column]}` : ''}`, message: error.message })),
      );
    }
    if (outcome.fingerprint !== options.fingerprint) throw new Conflict(SHEET_MESSAGES.stale);
    await held.flush();
    const writes = await writeStaged(tx);
    if (writes === false) throw new Conflict(SHEET_MESSAGES.stale);
    await followWrites(tx, writes);
    return { applied: outcome.changeCount };
  });
}

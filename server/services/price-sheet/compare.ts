/**
 * Reading an imported price sheet (decision record 056): csv-parse reads the file as it arrives, a
 * batch of rows at a time is compared with the shop's pieces (one statement per batch), and only
 * the counts, the first changes and faults to show, and a running fingerprint of every change are
 * kept — so a sheet of 100,000 rows is read in flat memory beside the SKUs seen. The dry run and
 * the apply read a sheet through here alike, so the apply does exactly what the dry run showed.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { CsvError, parse } from 'csv-parse';
import { changeKey, SheetComparison, type SheetChange, type SheetContext } from '../../../domain/price-sheet-changes.ts';
import { SHEET_MESSAGES, missingColumns, pieceOfSku, readSheetRow, skuOf, type SheetError } from '../../../domain/price-sheet.ts';
import type { DbOrTx } from '../../db/client.ts';
import { piecesOf } from './pieces.ts';

/** Rows compared per statement. */
const ROWS_PER_BATCH = 1000;
/** Changes and faults listed in a report; the rest are counted. */
const LISTED = 200;

/** A sheet as it arrives: a request's body, a file's stream, or text (tests). */
export type SheetInput = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array | string> | string;

export interface SheetOutcome {
  rows: number;
  changeCount: number;
  changes: SheetChange[];
  errorCount: number;
  errors: SheetError[];
  /** SHA-256 of every change in the file's order: what this reading saw. */
  fingerprint: string;
}

function readable(input: SheetInput): Readable {
  if (typeof input === 'string') return Readable.from([input]);
  if (input instanceof ReadableStream) return Readable.fromWeb(input as WebReadableStream<Uint8Array>);
  return Readable.from(input);
}

interface Pending {
  record: Record<string, string | undefined>;
  line: number;
}

/** Keeps the counts, the first listed changes and faults, and the fingerprint. */
class Tally {
  readonly outcome: Omit<SheetOutcome, 'fingerprint'> = { rows: 0, changeCount: 0, changes: [], errorCount: 0, errors: [] };
  private readonly hash = createHash('sha256');

  add(changes: readonly SheetChange[], errors: readonly SheetError[]) {
    const outcome = this.outcome;
    outcome.changeCount += changes.length;
    outcome.errorCount += errors.length;
    for (const change of changes) this.hash.update(`${changeKey(change)}\n`);
    if (outcome.changes.length < LISTED) outcome.changes.push(...changes.slice(0, LISTED - outcome.changes.length));
    if (outcome.errors.length < LISTED) outcome.errors.push(...errors.slice(0, LISTED - outcome.errors.length));
  }

  done(): SheetOutcome {
    return { ...this.outcome, fingerprint: this.hash.digest('hex') };
  }
}

/**
 * Reads `input` and compares each row with the shop. `write`, when given (the apply), receives each
 * batch's changes as long as no row has been refused; the caller's transaction holds them.
 */
export async function compareSheet(
  db: DbOrTx,
  input: SheetInput,
  context: SheetContext,
  write?: (changes: SheetChange[]) => Promise<void>,
): Promise<SheetOutcome> {
  const comparison = new SheetComparison(context);
  const tally = new Tally();
  let header: string[] | undefined;
  const flush = async (batch: Pending[]) => {
    const read = batch.map(({ record, line }) => readSheetRow(record, line, context.currency));
    const keys = read.flatMap(({ row }) => pieceOfSku(row.sku) ?? []);
    const pieces = await piecesOf(db, keys);
    const changes: SheetChange[] = [];
    for (const { row, errors } of read) {
      const key = pieceOfSku(row.sku);
      const compared = comparison.compare(row, key ? pieces.get(skuOf(key)) : undefined, errors);
      tally.add(compared.changes, compared.errors);
      changes.push(...compared.changes);
    }
    tally.outcome.rows += batch.length;
    if (write && changes.length > 0 && tally.outcome.errorCount === 0) await write(changes);
  };
  const parser = readable(input).pipe(
    parse({
      bom: true,
      columns: (names: string[]) => (header = names.map((name) => name.trim())),
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }),
  );
  let batch: Pending[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
      const missing = missingColumns(header ?? []);
      if (missing.length > 0) break;
      batch.push({ record, line: info.lines });
      if (batch.length === ROWS_PER_BATCH) {
        await flush(batch);
        batch = [];
      }
    }
    await flush(batch);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    tally.add([], [{ line: Number((error as CsvError & { lines?: number }).lines ?? 1), column: null, message: SHEET_MESSAGES.unreadable(error.message) }]);
  }
  const missing = missingColumns(header ?? []);
  if (missing.length > 0) tally.add([], [{ line: 1, column: null, message: SHEET_MESSAGES.missingColumns(missing) }]);
  return tally.done();
}

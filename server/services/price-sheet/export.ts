/**
 * The price sheet as CSV (decision record 056): RFC 4180, UTF-8 with a byte-order mark so
 * spreadsheets read accented titles right, written by csv-stringify a batch of products at a time
 * as the client reads it, so a catalogue of any size is exported in flat memory. Text a
 * spreadsheet would run as a formula is written as text (domain/price-sheet.ts `sheetCells`).
 */
import { stringify } from 'csv-stringify/sync';
import { SHEET_HEADER, sheetCells } from '../../../domain/price-sheet.ts';
import type { DbOrTx } from '../../db/client.ts';
import { everyPiece } from './pieces.ts';

const lines = (rows: string[][]) => stringify(rows, { record_delimiter: 'windows' });

export function priceSheetCsv(db: DbOrTx, currency: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = everyPiece(db);
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${lines([SHEET_HEADER])}`));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(lines(next.value.map((piece) => sheetCells(piece, currency)))));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}

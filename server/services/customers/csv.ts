/**
 * The customer list as filtered, as CSV (RFC 4180, UTF-8 with a byte-order mark so spreadsheets
 * read the names right), streamed a batch at a time: a list of any length in flat memory. A cell a
 * spreadsheet would take for a formula is written as text (domain/customers.ts `spreadsheetText`).
 */
import { stringify } from 'csv-stringify/sync';
import { spreadsheetText } from '../../../domain/customers.ts';
import type { AdminCustomerQuery } from '../../../domain/schemas/admin-customers.ts';
import type { DbOrTx } from '../../db/client.ts';
import { everyCustomer } from './list.ts';
import { CSV_HEADER, csvCells, presentCustomerRow } from './presenter.ts';

const line = (cells: string[][]) =>
  stringify(
    cells.map((row) => row.map(spreadsheetText)),
    { record_delimiter: 'windows' },
  );

export function customersCsv(db: DbOrTx, query: Omit<AdminCustomerQuery, 'page'>, currency: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = everyCustomer(db, query);
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${line([CSV_HEADER])}`));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(line(next.value.map((row) => csvCells(presentCustomerRow(row, currency))))));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}

/**
 * A dry run's report (decision record 056): what the sheet would change, field by field with
 * before and after, and each refused row with its line and why. The first 200 of each are listed;
 * the counts say how many there are in all.
 */
import type { PriceSheetChangeAnswer, PriceSheetErrorAnswer, PriceSheetReportAnswer } from '../../../../domain/contract/price-sheet';
import { Table, type Column } from '../../../components/ui/table';

const piece = (change: PriceSheetChangeAnswer) => [change.title, change.metal, change.size].filter(Boolean).join(' · ');

const CHANGE_COLUMNS: ReadonlyArray<Column<PriceSheetChangeAnswer>> = [
  { header: 'Line', cell: (change) => change.line, align: 'end' },
  { header: 'Piece', cell: piece, rowHeader: true },
  { header: 'SKU', cell: (change) => change.sku, className: 'whitespace-nowrap' },
  { header: 'Column', cell: (change) => change.field },
  { header: 'Before', cell: (change) => change.before || '—', align: 'end' },
  { header: 'After', cell: (change) => change.after || '—', align: 'end', className: 'font-semibold' },
];

const ERROR_COLUMNS: ReadonlyArray<Column<PriceSheetErrorAnswer>> = [
  { header: 'Line', cell: (error) => error.line, align: 'end', rowHeader: true },
  { header: 'Column', cell: (error) => error.column ?? '—' },
  { header: 'Why', cell: (error) => error.message },
];

const more = (listed: number, count: number) =>
  count > listed ? (
    <p className="text-sm text-muted">
      The first {listed} of {count}.
    </p>
  ) : null;

export function PriceSheetReport({ report }: { report: PriceSheetReportAnswer }) {
  return (
    <section aria-labelledby="dry-run" className="grid gap-6">
      <h2 id="dry-run" className="font-display text-2xl">
        Dry run: {report.errorCount > 0 ? `${report.errorCount} ${report.errorCount === 1 ? 'row' : 'rows'} to mend` : report.summary}
      </h2>
      <p className="text-sm text-muted">
        {report.rows} rows read. {report.errorCount > 0 ? 'Nothing can be applied until every row below is mended.' : 'Nothing has changed yet.'}
      </p>
      {report.errorCount > 0 ? (
        <div className="grid gap-2">
          <h3 className="text-xs tracking-[0.2em] text-sale">ROWS REFUSED</h3>
          <Table
            label="Rows refused"
            rows={report.errors}
            rowKey={(error) => `${error.line}:${error.column}:${error.message}`}
            columns={ERROR_COLUMNS}
            narrow={{ card: (error) => <ErrorCard error={error} /> }}
          />
          {more(report.errors.length, report.errorCount)}
        </div>
      ) : null}
      {report.changeCount > 0 ? (
        <div className="grid gap-2">
          <h3 className="text-xs tracking-[0.2em] text-muted">CHANGES</h3>
          <Table
            label="Changes"
            rows={report.changes}
            rowKey={(change) => `${change.sku}:${change.field}:${change.line}`}
            columns={CHANGE_COLUMNS}
            narrow={{ card: (change) => <ChangeCard change={change} /> }}
          />
          {more(report.changes.length, report.changeCount)}
        </div>
      ) : null}
    </section>
  );
}

function ChangeCard({ change }: { change: PriceSheetChangeAnswer }) {
  return (
    <div className="grid gap-1 text-sm">
      <p className="font-semibold">{piece(change)}</p>
      <p className="text-muted">
        Line {change.line} · {change.sku}
      </p>
      <p>
        {change.field}: {change.before || '—'} → <strong>{change.after || '—'}</strong>
      </p>
    </div>
  );
}

function ErrorCard({ error }: { error: PriceSheetErrorAnswer }) {
  return (
    <div className="grid gap-1 text-sm">
      <p className="font-semibold">
        Line {error.line}
        {error.column ? ` · ${error.column}` : ''}
      </p>
      <p>{error.message}</p>
    </div>
  );
}

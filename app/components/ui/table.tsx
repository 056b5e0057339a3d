/**
 * The back office's tables and row lists, one look: header cells in small spaced capitals, rows
 * divided by a hairline, an empty state in place of the rows, and a narrow screen's behaviour the
 * page picks. Two layouts, for two kinds of content:
 *
 * - `layout="table"` (the default): a real table of columns, each a header and a cell per row
 *   (`rowHeader` makes a column's cells name their row). On a narrow screen it scrolls sideways
 *   once narrower than `narrow.minWidth`, or gives way below md to one card per row
 *   (`narrow.card`): the audit log, the day-by-day figures, the orders.
 * - `layout="list"`: a list of rows whose content the page lays out (`row`), ruled, plain or as
 *   spaced cards; `header` adds header cells from md over the grid the rows use: the products, the
 *   staff, the inbox, the dashboard's lists.
 */
import type { Key, ReactNode } from 'react';

export interface Column<Row> {
  /** The header cell's words. Every column has some: a header cell without words names nothing (axe's empty-table-header). */
  header: string;
  /** The words are for assistive technology only, as over a column of buttons that say what they do. */
  headerHidden?: boolean;
  cell: (row: Row) => ReactNode;
  /** Amounts and counts line up on the right. */
  align?: 'end';
  /** The column's own classes, on its header and every cell (`whitespace-nowrap`, `break-all`). */
  className?: string;
  /** The column's cells name their row (`<th scope="row">`). */
  rowHeader?: boolean;
}

interface Rows<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** The table's or the list's accessible name. */
  label?: string;
  /** What the page shows in place of the rows when there are none. */
  empty?: ReactNode;
  /** Its place on the page (margins, a scrolling box). */
  className?: string;
}

interface TableLayoutProps<Row> extends Rows<Row> {
  layout?: 'table';
  columns: ReadonlyArray<Column<Row>>;
  /** A name read by assistive technology only. */
  caption?: string;
  /** Rows closer together, for a long run of figures. */
  dense?: boolean;
  /** The header stays in view while the table scrolls in its box. */
  stickyHeader?: boolean;
  /** On a narrow screen: scroll sideways under this width (`min-w-[720px]`), or one card per row below md. */
  narrow?: { minWidth: string } | { card: (row: Row) => ReactNode };
}

interface ListLayoutProps<Row> extends Rows<Row> {
  layout: 'list';
  /** A row's content, in its list item. */
  row: (row: Row) => ReactNode;
  rowClassName?: string;
  ordered?: boolean;
  /** ruled: hairlines between and around the rows; plain: between them only; cards: apart, each framed by its own content. */
  look?: 'ruled' | 'plain' | 'cards';
  /** Header cells from md, over the grid (`md:grid-cols-[…]`) the rows then use too. */
  header?: { cells: readonly string[]; grid: string };
}

export type TableProps<Row> = TableLayoutProps<Row> | ListLayoutProps<Row>;

const HEAD = 'text-xs tracking-[0.2em] text-muted';
const CELL_PAD = 'pr-4 last:pr-0';

export function Table<Row>(props: TableProps<Row>) {
  if (props.rows.length === 0) return props.empty ?? null;
  return props.layout === 'list' ? <RowList {...props} /> : <ColumnTable {...props} />;
}

const alignment = (align: Column<unknown>['align']) => (align === 'end' ? 'text-right' : undefined);
const classes = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

function ColumnTable<Row>({ rows, rowKey, label, className, columns, caption, dense, stickyHeader, narrow }: TableLayoutProps<Row>) {
  const cards = narrow && 'card' in narrow ? narrow.card : undefined;
  const minWidth = narrow && 'minWidth' in narrow ? narrow.minWidth : undefined;
  const cellY = dense ? 'py-1.5' : 'py-3';
  const table = (
    <table aria-label={label} className={classes('w-full text-left text-sm', minWidth, cards && 'hidden md:table', !minWidth && className)}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead className={classes('border-b border-line', HEAD, stickyHeader && 'sticky top-0 bg-ivory')}>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col" className={classes('py-2 font-semibold', CELL_PAD, alignment(column.align), column.className)}>
              {column.headerHidden ? <span className="sr-only">{column.header}</span> : column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {rows.map((row) => (
          <tr key={rowKey(row)} className="align-top">
            {columns.map((column, index) => {
              const Cell = column.rowHeader ? 'th' : 'td';
              const look = classes(cellY, CELL_PAD, column.rowHeader && 'font-normal', alignment(column.align), column.className);
              return (
                <Cell key={index} scope={column.rowHeader ? 'row' : undefined} className={look}>
                  {column.cell(row)}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (minWidth) return <div className={classes('overflow-x-auto', className)}>{table}</div>;
  if (!cards) return table;
  return (
    <div className={className}>
      {table}
      <ul aria-label={label} className="divide-y divide-line border-y border-line md:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="py-4">
            {cards(row)}
          </li>
        ))}
      </ul>
    </div>
  );
}

const LOOKS = { ruled: 'divide-y divide-line border-y border-line', plain: 'divide-y divide-line', cards: 'grid gap-4' } as const;

function RowList<Row>({ rows, rowKey, label, className, row, rowClassName, ordered, look = 'ruled', header }: ListLayoutProps<Row>) {
  const List = ordered ? 'ol' : 'ul';
  // From md the header's rule stands in for the list's own top rule.
  const list = (
    <List aria-label={label} className={classes(LOOKS[look], header && 'md:border-t-0', !header && className)}>
      {rows.map((item) => (
        <li key={rowKey(item)} className={classes(rowClassName, header?.grid)}>
          {row(item)}
        </li>
      ))}
    </List>
  );
  if (!header) return list;
  return (
    <div className={className}>
      <div aria-hidden="true" className={classes('hidden gap-x-4 border-b border-line pb-2 font-semibold md:grid', HEAD, header.grid)}>
        {header.cells.map((cell, index) => (
          <span key={index}>{cell}</span>
        ))}
      </div>
      {list}
    </div>
  );
}

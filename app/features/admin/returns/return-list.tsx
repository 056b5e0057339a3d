/** The back office's returns queue: a tab per state with its count, and the returns as a table (a card each on a phone). */
import { Link } from 'react-router';
import type { AdminReturnRowAnswer } from '../../../../domain/contract/returns';
import { formatAmount } from '../../../../domain/money';
import { RETURN_REASON_WORDS, RETURN_STATE_WORDS, RETURN_STATES, RETURN_WANT_WORDS, type ReturnState } from '../../../../domain/returns';
import { tabClass } from '../../../components/ui/tab-class';
import { Table, type Column } from '../../../components/ui/table';
import { orderDate } from '../../checkout/order-view';

type Row = AdminReturnRowAnswer;

/** The queue's tabs: every state but the shopper's withdrawn ones first by the work they ask for, then all. */
export function ReturnTabs({ current, counts }: { current: ReturnState | undefined; counts: Record<ReturnState, number> }) {
  const total = RETURN_STATES.reduce((sum, state) => sum + counts[state], 0);
  const tabs: Array<{ state: ReturnState | undefined; label: string; count: number }> = [
    ...RETURN_STATES.map((state) => ({ state, label: RETURN_STATE_WORDS[state], count: counts[state] })),
    { state: undefined, label: 'All', count: total },
  ];
  return (
    <nav aria-label="Returns by state" className="mt-6 flex gap-5 overflow-x-auto border-b border-line">
      {tabs.map((tab) => (
        <Link
          key={tab.label}
          to={tab.state ? `?state=${tab.state}` : '?'}
          aria-current={tab.state === current ? 'page' : undefined}
          className={tabClass(tab.state === current)}
        >
          {tab.label} <span className="text-muted">({tab.count})</span>
        </Link>
      ))}
    </nav>
  );
}

function ReturnLink({ row }: { row: Row }) {
  return (
    <Link to={`/admin/returns/${row.id}`} className="font-semibold text-gold-dark underline-offset-4 hover:underline">
      {row.number}
    </Link>
  );
}

const COLUMNS: ReadonlyArray<Column<Row>> = [
  { header: 'RETURN', cell: (row) => <ReturnLink row={row} /> },
  { header: 'ASKED', className: 'whitespace-nowrap', cell: (row) => <time dateTime={row.created}>{orderDate(row.created)}</time> },
  {
    header: 'ORDER',
    cell: (row) => (
      <Link to={`/admin/orders/${row.orderId}`} className="underline-offset-4 hover:underline">
        #{row.orderNumber}
      </Link>
    ),
  },
  { header: 'CUSTOMER', cell: (row) => row.customerName },
  { header: 'REASON', cell: (row) => RETURN_REASON_WORDS[row.reason] },
  { header: 'WANTS', cell: (row) => RETURN_WANT_WORDS[row.wanted] },
  { header: 'PIECES', align: 'end', cell: (row) => row.pieces },
  { header: 'PAID', align: 'end', className: 'whitespace-nowrap', cell: (row) => formatAmount(row.paid, row.currency) },
  { header: 'STATE', cell: (row) => RETURN_STATE_WORDS[row.state] },
];

function ReturnCard({ row }: { row: Row }) {
  return (
    <>
      <p className="flex items-baseline justify-between gap-3">
        <ReturnLink row={row} />
        <span className="text-xs font-semibold">{RETURN_STATE_WORDS[row.state]}</span>
      </p>
      <p className="mt-1 text-sm">
        {row.customerName} · order #{row.orderNumber}
      </p>
      <p className="mt-2 flex justify-between text-sm">
        <span>{RETURN_REASON_WORDS[row.reason]}</span>
        <span>
          {row.pieces} {row.pieces === 1 ? 'piece' : 'pieces'} · {formatAmount(row.paid, row.currency)}
        </span>
      </p>
    </>
  );
}

export function ReturnTable({ rows }: { rows: readonly Row[] }) {
  return (
    <Table
      label="Returns"
      rows={rows}
      rowKey={(row) => row.id}
      columns={COLUMNS}
      narrow={{ card: (row) => <ReturnCard row={row} /> }}
      empty={<p className="text-muted">No returns here.</p>}
    />
  );
}

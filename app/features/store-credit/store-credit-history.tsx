/**
 * A customer's store credit as the shopper's account and the back office's customer page show it
 * (decision record 047): the balance, then each entry — when, what it was, what it added or took,
 * the balance it left — newest first, one card an entry on a phone.
 */
import type { StoreCreditAnswer } from '../../../domain/contract/store-credit.ts';
import { formatDay } from '../../../domain/dates.ts';
import { formatAmount } from '../../../domain/money.ts';
import { Table, type Column } from '../../components/ui/table';

type Entry = StoreCreditAnswer['entries'][number];

const signed = (amount: number, currency: string) => (amount < 0 ? `−${formatAmount(-amount, currency)}` : `+${formatAmount(amount, currency)}`);

function columns(currency: string): ReadonlyArray<Column<Entry>> {
  return [
    { header: 'DATE', cell: (entry) => formatDay(entry.at), className: 'whitespace-nowrap' },
    { header: 'WHAT', cell: (entry) => entry.what, rowHeader: true },
    { header: 'AMOUNT', cell: (entry) => signed(entry.amount, currency), align: 'end', className: 'whitespace-nowrap' },
    { header: 'BALANCE AFTER', cell: (entry) => formatAmount(entry.balanceAfter, currency), align: 'end', className: 'whitespace-nowrap' },
  ];
}

export function StoreCreditHistory({ credit }: { credit: StoreCreditAnswer }) {
  const { currency } = credit;
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        Balance: <strong className="font-display text-2xl">{formatAmount(credit.balance, currency)}</strong>
      </p>
      <Table
        label="Store credit history"
        rows={credit.entries}
        rowKey={(entry) => entry.id}
        columns={columns(currency)}
        narrow={{
          card: (entry) => (
            <div className="grid gap-1 text-sm">
              <p className="font-medium">{entry.what}</p>
              <p className="text-muted">
                {formatDay(entry.at)} · {signed(entry.amount, currency)} · balance {formatAmount(entry.balanceAfter, currency)}
              </p>
            </div>
          ),
        }}
        empty={<p className="text-sm text-muted">No store credit yet.</p>}
      />
    </div>
  );
}

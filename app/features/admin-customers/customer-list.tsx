/** The back office's customer list: its search and filters (a GET form, as the orders'), and the customers as a table (a card each on a phone). */
import { Link } from 'react-router';
import type { AdminCustomerRowAnswer } from '../../../domain/contract/customer';
import { formatAmount } from '../../../domain/money';
import { FilterForm, ListSearch, type ListFiltersProps } from '../../components/ui/list-frame';
import { SelectField } from '../../components/ui/select-field';
import { Table, type Column } from '../../components/ui/table';
import { TextField } from '../../components/ui/text-field';
import { orderDate } from '../checkout/order-view';
import { TagList } from './customer-tags';

export const CUSTOMER_FILTERS = ['q', 'ordered', 'subscribed', 'tag'] as const;

export function CustomerFilters({ params, fieldError, filtered }: ListFiltersProps) {
  // The API answers the CSV to the same session cookie, with the same filters.
  const csv = (
    <a href={`/api/admin/customers.csv?${csvParams(params)}`} className="ml-auto text-sm underline underline-offset-4 hover:text-gold-dark" download>
      Download CSV
    </a>
  );
  return (
    <FilterForm
      clearTo="/admin/customers"
      filtered={filtered}
      className="grid-cols-2 lg:grid-cols-5"
      actionsClassName="col-span-2 flex-wrap lg:col-span-5"
      extra={csv}
    >
      <ListSearch label="Search customers" placeholder="Name, e-mail, phone or order number" error={fieldError('q')} className="col-span-2" />
      <SelectField label="Orders" name="ordered" defaultValue={params.get('ordered') ?? ''} error={fieldError('ordered')}>
        <option value="">Any</option>
        <option value="true">Has ordered</option>
        <option value="false">Never ordered</option>
      </SelectField>
      <SelectField label="Newsletter" name="subscribed" defaultValue={params.get('subscribed') ?? ''} error={fieldError('subscribed')}>
        <option value="">Any</option>
        <option value="true">Subscribed</option>
        <option value="false">Not subscribed</option>
      </SelectField>
      <TextField label="Tag" name="tag" defaultValue={params.get('tag') ?? ''} error={fieldError('tag')} autoComplete="off" />
    </FilterForm>
  );
}

/** The list's filters without its page: the CSV is every page. */
function csvParams(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of CUSTOMER_FILTERS) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  return kept.toString();
}

type CustomerRow = AdminCustomerRowAnswer;

const spent = (row: CustomerRow) => formatAmount(row.spent, row.currency);
const lastOrder = (row: CustomerRow) =>
  row.lastOrderAt ? <time dateTime={row.lastOrderAt}>{orderDate(row.lastOrderAt)}</time> : <span className="text-muted">—</span>;

function CustomerLink({ row }: { row: CustomerRow }) {
  return (
    <Link to={`/admin/customers/${row.id}`} className="font-semibold text-gold-dark underline-offset-4 hover:underline">
      {row.name || row.email}
    </Link>
  );
}

const COLUMNS: ReadonlyArray<Column<CustomerRow>> = [
  {
    header: 'NAME',
    rowHeader: true,
    cell: (row) => (
      <>
        <CustomerLink row={row} />
        <TagList tags={row.tags} className="mt-1" />
      </>
    ),
  },
  { header: 'E-MAIL', className: 'break-all', cell: (row) => row.email },
  { header: 'ORDERS', align: 'end', cell: (row) => row.orderCount },
  { header: 'SPENT', align: 'end', className: 'whitespace-nowrap', cell: spent },
  { header: 'LAST ORDER', className: 'whitespace-nowrap', cell: lastOrder },
];

/** A phone's card for a customer, in place of the table's row. */
function CustomerCard({ row }: { row: CustomerRow }) {
  return (
    <>
      <div className="flex items-baseline justify-between gap-3">
        <CustomerLink row={row} />
        <span className="text-sm whitespace-nowrap">{spent(row)}</span>
      </div>
      <p className="text-xs break-all text-muted">{row.email}</p>
      <p className="mt-2 flex justify-between text-sm">
        <span>
          {row.orderCount} {row.orderCount === 1 ? 'order' : 'orders'}
        </span>
        {lastOrder(row)}
      </p>
      <TagList tags={row.tags} className="mt-2" />
    </>
  );
}

export function CustomerTable({ customers, filtered }: { customers: readonly CustomerRow[]; filtered: boolean }) {
  return (
    <Table
      label="Customers"
      rows={customers}
      rowKey={(row) => row.id}
      columns={COLUMNS}
      narrow={{ card: (row) => <CustomerCard row={row} /> }}
      empty={<p className="text-muted">{filtered ? 'No customers match these filters.' : 'No customers yet.'}</p>}
    />
  );
}

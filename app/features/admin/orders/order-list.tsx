/** The back office's order list: its filters, and the orders as a table (a card each on a phone). */
import { Link } from 'react-router';
import type { AdminOrderRowAnswer } from '../../../../domain/contract/admin-orders';
import { formatAmount } from '../../../../domain/money';
import { ORDER_STATUSES } from '../../../../domain/order';
import { PAYMENT_STATUS_LABELS, PAYMENT_STATUSES } from '../../../../domain/payment';
import { FilterForm, ListSearch, type ListFiltersProps } from '../../../components/ui/list-frame';
import { SelectField } from '../../../components/ui/select-field';
import { Table, type Column } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { orderDate } from '../../checkout/order-view';
import { PaymentBadge, StatusBadge } from './status-badge';

/** The filters, a GET form: a filtered view is a link, and the back button works. */
export function OrderFilters({ params, fieldError, filtered }: ListFiltersProps) {
  return (
    <FilterForm clearTo="/admin/orders" filtered={filtered} className="grid-cols-2 lg:grid-cols-4" actionsClassName="col-span-2 lg:col-span-1">
      <ListSearch label="Search orders" placeholder="Order number, name or e-mail" error={fieldError('q')} className="col-span-2 lg:col-span-1" />
      <SelectField label="Status" name="status" defaultValue={params.get('status') ?? ''} error={fieldError('status')}>
        <option value="">Any status</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </SelectField>
      <SelectField label="Payment" name="payment" defaultValue={params.get('payment') ?? ''} error={fieldError('payment')}>
        <option value="">Any payment</option>
        {PAYMENT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {PAYMENT_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Pieces" name="madeToOrder" defaultValue={params.get('madeToOrder') ?? ''} error={fieldError('madeToOrder')}>
        <option value="">Any</option>
        <option value="true">Made to order</option>
        <option value="false">Ready to ship only</option>
      </SelectField>
      <TextField label="From" name="from" type="date" defaultValue={params.get('from') ?? ''} error={fieldError('from')} />
      <TextField label="To" name="to" type="date" defaultValue={params.get('to') ?? ''} error={fieldError('to')} />
    </FilterForm>
  );
}

type OrderRow = AdminOrderRowAnswer;

const money = (order: OrderRow) => formatAmount(order.total, order.currency);

const ORDER_COLUMNS: ReadonlyArray<Column<OrderRow>> = [
  {
    header: 'ORDER',
    cell: (order) => (
      <>
        <OrderLink order={order} />
        {order.madeToOrder ? <span className="mt-0.5 block text-xs text-muted">Made to order</span> : null}
      </>
    ),
  },
  { header: 'PLACED', className: 'whitespace-nowrap', cell: (order) => <time dateTime={order.created}>{orderDate(order.created)}</time> },
  {
    header: 'CUSTOMER',
    cell: (order) => (
      <>
        <span className="block">{order.customerName}</span>
        <span className="block text-xs break-all text-muted">{order.email}</span>
      </>
    ),
  },
  { header: 'PIECES', align: 'end', cell: (order) => order.itemCount },
  { header: 'TOTAL', align: 'end', className: 'whitespace-nowrap', cell: money },
  { header: 'STATUS', cell: (order) => <StatusBadge status={order.status} /> },
  { header: 'PAYMENT', className: 'whitespace-nowrap', cell: (order) => <PaymentBadge status={order.paymentStatus} /> },
];

function OrderLink({ order }: { order: OrderRow }) {
  return (
    <Link to={`/admin/orders/${order.id}`} className="font-semibold text-gold-dark underline-offset-4 hover:underline">
      #{order.number}
    </Link>
  );
}

/** A phone's card for an order, in place of the table's row. */
function OrderCard({ order }: { order: OrderRow }) {
  return (
    <>
      <div className="flex items-baseline justify-between gap-3">
        <OrderLink order={order} />
        <StatusBadge status={order.status} />
      </div>
      <p className="mt-1 flex items-baseline justify-between gap-3 text-sm">
        <span>{order.customerName}</span>
        <PaymentBadge status={order.paymentStatus} />
      </p>
      <p className="text-xs break-all text-muted">{order.email}</p>
      <p className="mt-2 flex justify-between text-sm">
        <time dateTime={order.created}>{orderDate(order.created)}</time>
        <span>
          {order.itemCount} {order.itemCount === 1 ? 'piece' : 'pieces'} · {money(order)}
        </span>
      </p>
      {order.madeToOrder ? <p className="mt-1 text-xs text-muted">Made to order</p> : null}
    </>
  );
}

/** The orders as a table, or one card an order on a phone; one customer's orders (their page) leave the customer out. */
export function OrderTable({ orders, filtered, oneCustomer = false }: { orders: readonly OrderRow[]; filtered: boolean; oneCustomer?: boolean }) {
  return (
    <Table
      label="Orders"
      rows={orders}
      rowKey={(order) => order.id}
      columns={oneCustomer ? ORDER_COLUMNS.filter((column) => column.header !== 'CUSTOMER') : ORDER_COLUMNS}
      narrow={{ card: (order) => <OrderCard order={order} /> }}
      empty={<p className="text-muted">{filtered ? 'No orders match these filters.' : 'No orders yet.'}</p>}
    />
  );
}

/**
 * Orders, /admin/orders: newest first, filtered by status, the days placed and made to order or
 * not, searched by order number, name or e-mail, a page of 25 at a time. The filters and the page
 * are in the address (a GET form), so a filtered view is a link and the back button works.
 */
import { Form, Link, data, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/orders';
import { formatAmount } from '../../../domain/money';
import { ORDER_STATUSES } from '../../../domain/order';
import { AdminOrderQuery } from '../../../domain/schemas/admin-orders';
import { privatePageMeta } from '../../features/account/page-meta';
import { requireStaff } from '../../features/admin/admin.server';
import { listOrders } from '../../features/admin/orders.server';
import { StatusBadge } from '../../features/admin/orders/status-badge';
import { orderDate } from '../../features/checkout/order-view';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Orders', description: 'The shop’s orders.', path: '/admin/orders' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const query = AdminOrderQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) {
    const issue = query.error.issues[0]!;
    return data({ orders: [], hasMore: false, page: 1, error: issue.message, errorField: String(issue.path[0] ?? '') }, { status: 400 });
  }
  const { orders, hasMore } = await listOrders(context, query.data);
  return { orders, hasMore, page: query.data.page, error: undefined, errorField: undefined };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const loading = useNavigation().state === 'loading';
  const { orders, hasMore, page, error, errorField } = loaderData;
  const pageLink = (to: number) => {
    const next = new URLSearchParams(params);
    if (to === 1) next.delete('page');
    else next.set('page', String(to));
    return `?${next}`;
  };
  const fieldError = (name: string) => (errorField === name ? error : undefined);
  const filtered = ['q', 'status', 'from', 'to', 'madeToOrder'].some((name) => params.get(name));

  return (
    <section>
      <h1 className="text-4xl">Orders</h1>
      <OrderFilters params={params} fieldError={fieldError} filtered={filtered} />
      {error && !errorField ? (
        <div className="mt-6">
          <FormAlert tone="error">{error}</FormAlert>
        </div>
      ) : null}

      <div className={`mt-8 transition-opacity ${loading ? 'opacity-60' : ''}`} aria-busy={loading}>
        {orders.length === 0 ? (
          <p className="text-muted">{filtered ? 'No orders match these filters.' : 'No orders yet.'}</p>
        ) : (
          <>
            <OrderTable orders={orders} />
            <OrderCards orders={orders} />
          </>
        )}
      </div>

      <nav aria-label="Pages" className="mt-6 flex items-center gap-6 text-sm">
        {page > 1 ? (
          <Link to={pageLink(page - 1)} className="underline underline-offset-4 hover:text-gold-dark">
            ← Newer
          </Link>
        ) : null}
        {page > 1 || hasMore ? <span className="text-muted">Page {page}</span> : null}
        {hasMore ? (
          <Link to={pageLink(page + 1)} className="underline underline-offset-4 hover:text-gold-dark">
            Older →
          </Link>
        ) : null}
      </nav>
    </section>
  );
}

/** The filters, a GET form: a filtered view is a link, and the back button works. */
function OrderFilters({ params, fieldError, filtered }: { params: URLSearchParams; fieldError: (name: string) => string | undefined; filtered: boolean }) {
  // A new key per address resets the fields to what the address says (back button, Clear).
  return (
    <Form key={params.toString()} method="get" className="mt-6 grid grid-cols-2 items-end gap-4 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]" role="search">
      <div className="col-span-2 lg:col-span-1">
        <TextField
          label="Search orders"
          name="q"
          type="search"
          defaultValue={params.get('q') ?? ''}
          placeholder="Order number, name or e-mail"
          error={fieldError('q')}
        />
      </div>
      <SelectField label="Status" name="status" defaultValue={params.get('status') ?? ''} error={fieldError('status')}>
        <option value="">Any status</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status}
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
      <div className="col-span-2 flex items-center gap-4 lg:col-span-1">
        <Button type="submit">FILTER</Button>
        {filtered ? (
          <Link to="/admin/orders" className="text-sm underline underline-offset-4 hover:text-gold-dark">
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

type OrderRow = Route.ComponentProps['loaderData']['orders'][number];

const money = (order: OrderRow) => formatAmount(order.total, order.currency);

function OrderTable({ orders }: { orders: OrderRow[] }) {
  const head = 'py-2 pr-4 font-semibold';
  return (
    <table className="hidden w-full text-left text-sm md:table" aria-label="Orders">
      <thead className="border-b border-line text-xs tracking-[0.2em] text-muted">
        <tr>
          <th scope="col" className={head}>
            ORDER
          </th>
          <th scope="col" className={head}>
            PLACED
          </th>
          <th scope="col" className={head}>
            CUSTOMER
          </th>
          <th scope="col" className={`${head} text-right`}>
            PIECES
          </th>
          <th scope="col" className={`${head} text-right`}>
            TOTAL
          </th>
          <th scope="col" className="py-2 font-semibold">
            STATUS
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {orders.map((order) => (
          <tr key={order.id} className="align-top">
            <td className="py-3 pr-4">
              <Link to={`/admin/orders/${order.id}`} className="font-semibold text-gold-dark underline-offset-4 hover:underline">
                #{order.number}
              </Link>
              {order.madeToOrder ? <span className="mt-0.5 block text-xs text-muted">Made to order</span> : null}
            </td>
            <td className="py-3 pr-4 whitespace-nowrap">
              <time dateTime={order.created}>{orderDate(order.created)}</time>
            </td>
            <td className="py-3 pr-4">
              <span className="block">{order.customerName}</span>
              <span className="block text-xs break-all text-muted">{order.email}</span>
            </td>
            <td className="py-3 pr-4 text-right">{order.itemCount}</td>
            <td className="py-3 pr-4 text-right whitespace-nowrap">{money(order)}</td>
            <td className="py-3">
              <StatusBadge status={order.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A phone's list: one card an order. */
function OrderCards({ orders }: { orders: OrderRow[] }) {
  return (
    <ul className="divide-y divide-line border-y border-line md:hidden" aria-label="Orders">
      {orders.map((order) => (
        <li key={order.id} className="py-4">
          <div className="flex items-baseline justify-between gap-3">
            <Link to={`/admin/orders/${order.id}`} className="font-semibold text-gold-dark underline-offset-4 hover:underline">
              #{order.number}
            </Link>
            <StatusBadge status={order.status} />
          </div>
          <p className="mt-1 text-sm">{order.customerName}</p>
          <p className="text-xs break-all text-muted">{order.email}</p>
          <p className="mt-2 flex justify-between text-sm">
            <time dateTime={order.created}>{orderDate(order.created)}</time>
            <span>
              {order.itemCount} {order.itemCount === 1 ? 'piece' : 'pieces'} · {money(order)}
            </span>
          </p>
          {order.madeToOrder ? <p className="mt-1 text-xs text-muted">Made to order</p> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Orders, /admin/orders: newest first, filtered by status, payment status, the days placed and
 * made to order or not, searched by order number, name or e-mail, a page of 25 at a time. The filters and the page
 * are in the address (a GET form), so a filtered view is a link and the back button works.
 */
import { data, useSearchParams } from 'react-router';
import type { Route } from './+types/orders';
import { AdminOrderQuery } from '../../../domain/schemas/admin-orders';
import { listQueryOf } from '../../lib/route-params.server';
import { privatePageMeta } from '../../features/account/page-meta';
import { requireStaff } from '../../features/admin/admin.server';
import { listOrders } from '../../features/admin/orders.server';
import { OrderFilters, OrderTable } from '../../features/admin/orders/order-list';
import { ListFrame } from '../../components/ui/list-frame';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Orders', description: 'The shop’s orders.', path: '/admin/orders' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const { query, error, errorField } = listQueryOf(AdminOrderQuery, request);
  if (!query) return data({ orders: [], hasMore: false, page: 1, error, errorField }, { status: 400 });
  const { orders, hasMore } = await listOrders(context, query);
  return { orders, hasMore, page: query.page, error, errorField };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { orders, hasMore, page, error, errorField } = loaderData;
  const fieldError = (name: string) => (errorField === name ? error : undefined);
  const filtered = ['q', 'status', 'payment', 'from', 'to', 'madeToOrder', 'customer'].some((name) => params.get(name));

  return (
    <section>
      <h1 className="text-4xl">Orders</h1>
      <OrderFilters params={params} fieldError={fieldError} filtered={filtered} />
      <ListFrame error={error} errorField={errorField} page={page} hasMore={hasMore}>
        <OrderTable orders={orders} filtered={filtered} />
      </ListFrame>
    </section>
  );
}

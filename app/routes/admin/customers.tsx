/**
 * Customers, /admin/customers (decision record 045): newest account first, searched by name,
 * e-mail, phone or an order's number, filtered by having ordered, the newsletter and a tag, a page
 * of 25, and the list as filtered as CSV. The filters and the page are in the address (a GET form,
 * as the orders list), so a filtered view is a link and the back button works.
 */
import { data, useSearchParams } from 'react-router';
import type { Route } from './+types/customers';
import { AdminCustomerQuery } from '../../../domain/schemas/admin-customers';
import { listQueryOf } from '../../lib/route-params.server';
import { privatePageMeta } from '../../features/account/page-meta';
import { requireStaff } from '../../features/admin/admin.server';
import { listCustomers } from '../../features/admin-customers/customers.server';
import { CUSTOMER_FILTERS, CustomerFilters, CustomerTable } from '../../features/admin-customers/customer-list';
import { ListFrame } from '../../components/ui/list-frame';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Customers', description: 'The shop’s customers.', path: '/admin/customers' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const { query, error, errorField } = listQueryOf(AdminCustomerQuery, request);
  if (!query) return data({ customers: [], hasMore: false, page: 1, error, errorField }, { status: 400 });
  const { customers, hasMore } = await listCustomers(context, query);
  return { customers, hasMore, page: query.page, error, errorField };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export default function Customers({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { customers, hasMore, page, error, errorField } = loaderData;
  const fieldError = (name: string) => (errorField === name ? error : undefined);
  const filtered = CUSTOMER_FILTERS.some((name) => params.get(name));

  return (
    <section>
      <h1 className="text-4xl">Customers</h1>
      <CustomerFilters params={params} fieldError={fieldError} filtered={filtered} />
      <ListFrame error={error} errorField={errorField} page={page} hasMore={hasMore}>
        <CustomerTable customers={customers} filtered={filtered} />
      </ListFrame>
    </section>
  );
}

/**
 * The back office's frame, /admin/*: its pages are for staff only. A visitor is sent to log in
 * and brought back; a customer gets a 403 page. Its code is its own route modules, so no shopper
 * downloads it.
 */
import { Link, NavLink, Outlet, isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/layout';
import { fullName } from '../../../domain/schemas/account';
import { ErrorPage } from '../../components/error-page';
import { ButtonLink } from '../../components/ui/button-link';
import { requireStaffSession, SECURITY_PAGE } from '../../features/admin/admin.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  // The security page stays open to a member who must still set up two-factor; every other page sends them there.
  // (A client-side navigation asks for `/admin/security.data`.)
  const path = new URL(request.url).pathname.replace(/\.data$/, '');
  const { user: staff } = await requireStaffSession(context, request, { enrolling: path === SECURITY_PAGE });
  return { staff: { name: fullName(staff), role: staff.role }, shopName: context.config.shopName };
}

/** The back office has its own frame (root.tsx leaves out the storefront's header and footer). */
export const handle = { backOffice: true };

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

const link = ({ isActive }: { isActive: boolean }) =>
  `border-b-2 px-1 py-3 text-xs font-semibold tracking-[0.2em] ${isActive ? 'border-ink text-ink' : 'border-transparent text-muted hover:text-ink'}`;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { staff, shopName } = loaderData;
  return (
    <>
      <header className="bg-ink text-ivory">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 lg:px-8">
          <p className="font-display text-xl">
            {shopName} <span className="text-sm tracking-[0.2em] text-ivory/70">· BACK OFFICE</span>
          </p>
          <nav aria-label="Account" className="flex gap-6 text-xs font-semibold tracking-[0.2em]">
            <Link to="/" className="hover:underline">
              VIEW THE SHOP
            </Link>
            <Link to="/logout" className="hover:underline">
              LOG OUT
            </Link>
          </nav>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 py-8 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4 border-b border-line">
          <nav aria-label="Back office" className="flex flex-wrap gap-x-6">
            <NavLink to="/admin" end className={link}>
              OVERVIEW
            </NavLink>
            <NavLink to="/admin/orders" className={link}>
              ORDERS
            </NavLink>
            <NavLink to="/admin/products" className={link}>
              PRODUCTS
            </NavLink>
            <NavLink to="/admin/lists" className={link}>
              CATALOGUE LISTS
            </NavLink>
            <NavLink to="/admin/discounts" className={link}>
              DISCOUNTS
            </NavLink>
            <NavLink to="/admin/inbox" className={link}>
              INBOX
            </NavLink>
            <NavLink to="/admin/settings/shipping" className={link}>
              SHIPPING
            </NavLink>
            <NavLink to="/admin/security" className={link}>
              SECURITY
            </NavLink>
            {staff.role === 'owner' ? (
              <>
                <NavLink to="/admin/staff" className={link}>
                  STAFF
                </NavLink>
                <NavLink to="/admin/audit" className={link}>
                  AUDIT LOG
                </NavLink>
                <NavLink to="/admin/settings/payments" className={link}>
                  PAYMENTS
                </NavLink>
                <NavLink to="/admin/settings/taxes" className={link}>
                  TAXES
                </NavLink>
                <NavLink to="/admin/settings/shop" className={link}>
                  SHOP
                </NavLink>
              </>
            ) : null}
          </nav>
          <p className="pb-3 text-sm text-muted">
            {staff.name} · <span className="capitalize">{staff.role}</span>
          </p>
        </div>
        <div className="py-8">
          <Outlet />
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <div className="mx-auto max-w-3xl px-6 py-24 text-center">
        <h1 className="text-4xl">This page is for the shop’s staff</h1>
        <p className="mt-4 text-muted">{(error.data as { message?: string } | undefined)?.message ?? 'Your account cannot open the back office.'}</p>
        <div className="mt-10 flex justify-center">
          <ButtonLink to="/">BACK TO THE SHOP</ButtonLink>
        </div>
      </div>
    );
  }
  return <ErrorPage error={error} />;
}

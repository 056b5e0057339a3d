/**
 * The back office's frame, /admin/*: its pages are for staff only. A visitor is sent to log in
 * and brought back; a customer gets a 403 page. Its code is its own route modules, so no shopper
 * downloads it.
 */
import { Link, Outlet, isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/layout';
import { fullName } from '../../../domain/schemas/account';
import { ErrorPage } from '../../components/error-page';
import { ButtonLink } from '../../components/ui/button-link';
import { requireStaffSession, SECURITY_PAGE } from '../../features/admin/admin.server';
import { AdminMenuButton } from '../../features/admin/menu/admin-menu-button';
import { AdminNav } from '../../features/admin/menu/admin-nav';

export async function loader({ context, request }: Route.LoaderArgs) {
  // The security page stays open to a member who must still set up two-factor; every other page sends them there.
  // (A client-side navigation asks for `/admin/security.data`.)
  const path = new URL(request.url).pathname.replace(/\.data$/, '');
  const { user: staff } = await requireStaffSession(context, request, { enrolling: path === SECURITY_PAGE });
  return { staff: { name: fullName(staff), role: staff.role }, shopName: context.config.shopName };
}

/** The back office has its own frame and landmarks (root.tsx leaves out the storefront's header, footer and <main>). */
export const handle = { backOffice: true };

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/** The page's way out of the back office: to the shop, or logged out. */
function AccountLinks({ className }: { className: string }) {
  return (
    <nav aria-label="Account" className={`gap-6 text-xs font-semibold tracking-[0.2em] ${className}`}>
      <Link to="/" className="hover:underline">
        VIEW THE SHOP
      </Link>
      <Link to="/logout" className="hover:underline">
        LOG OUT
      </Link>
    </nav>
  );
}

function Member({ staff }: { staff: { name: string; role: string } }) {
  return (
    <p className="px-3 text-sm text-muted">
      {staff.name} · <span className="capitalize">{staff.role}</span>
    </p>
  );
}

/**
 * The frame: a bar with the shop's name, the menu in a sidebar from the lg breakpoint (one
 * column, its groups headed) and behind one MENU button below it, and the page in <main>.
 */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { staff, shopName } = loaderData;
  return (
    <div className="flex flex-1 flex-col">
      <a
        href="#admin-page"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50 focus:bg-ivory focus:px-4 focus:py-2 focus:text-ink"
      >
        Skip to the page
      </a>
      <header className="bg-ink text-ivory">
        <div className="flex items-center justify-between gap-x-6 gap-y-2 px-4 py-3 lg:px-8">
          <div className="flex min-w-0 items-center gap-3">
            <AdminMenuButton>
              <AdminNav role={staff.role} />
              <div className="mt-6 grid gap-4 border-t border-line pt-4">
                <Member staff={staff} />
                <AccountLinks className="flex flex-wrap px-3" />
              </div>
            </AdminMenuButton>
            <p className="truncate font-display text-xl">
              {shopName} <span className="hidden text-sm tracking-[0.2em] text-ivory/70 sm:inline">· BACK OFFICE</span>
            </p>
          </div>
          <AccountLinks className="hidden sm:flex" />
        </div>
      </header>
      <div className="flex flex-1">
        {/* A landmark, so who is signed in (beside the menu) is inside one too (WCAG 1.3.1, axe's region). */}
        <aside aria-label="Back office sidebar" className="hidden w-60 shrink-0 border-r border-line bg-sand/50 lg:block">
          <div className="sticky top-0 grid gap-6 px-3 py-6">
            <AdminNav role={staff.role} />
            <Member staff={staff} />
          </div>
        </aside>
        <main id="admin-page" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <div className="mx-auto max-w-6xl px-4 py-8 lg:px-8">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <main className="mx-auto max-w-3xl px-6 py-24 text-center">
        <h1 className="text-4xl">This page is for the shop’s staff</h1>
        <p className="mt-4 text-muted">{(error.data as { message?: string } | undefined)?.message ?? 'Your account cannot open the back office.'}</p>
        <div className="mt-10 flex justify-center">
          <ButtonLink to="/">BACK TO THE SHOP</ButtonLink>
        </div>
      </main>
    );
  }
  return (
    <main className="flex-1">
      <ErrorPage error={error} />
    </main>
  );
}

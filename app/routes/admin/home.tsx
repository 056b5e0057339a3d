/** The back office's first page, /admin: who is signed in and where to go. The dashboard (orders, sales, stock) grows here. */
import { Link } from 'react-router';
import type { Route } from './+types/home';
import { requireStaff } from '../../features/admin/admin.server';
import { privatePageMeta } from '../../features/account/page-meta';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Back office', description: 'Run the shop.', path: '/admin' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await requireStaff(context, request);
  return { firstName: staff.firstName, owner: staff.role === 'owner' };
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <p className="text-xs font-semibold tracking-[0.3em] text-gold-dark">BACK OFFICE</p>
      <h1 className="mt-2 text-4xl sm:text-5xl">Hello, {loaderData.firstName}</h1>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2">
        {loaderData.owner ? (
          <>
            <li>
              <Link to="/admin/staff" className="block border border-line bg-white/70 p-6 hover:border-ink focus-visible:border-ink">
                <p className="font-display text-2xl">Staff</p>
                <p className="mt-1 text-sm text-muted">Invite people, change their roles, shut an account out.</p>
              </Link>
            </li>
            <li>
              <Link to="/admin/audit" className="block border border-line bg-white/70 p-6 hover:border-ink focus-visible:border-ink">
                <p className="font-display text-2xl">Audit log</p>
                <p className="mt-1 text-sm text-muted">Who changed what, when, and what it was before.</p>
              </Link>
            </li>
          </>
        ) : null}
        <li>
          <Link to="/" className="block border border-line bg-white/70 p-6 hover:border-ink focus-visible:border-ink">
            <p className="font-display text-2xl">The storefront</p>
            <p className="mt-1 text-sm text-muted">See the shop as shoppers do.</p>
          </Link>
        </li>
      </ul>
    </section>
  );
}

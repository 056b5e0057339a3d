/**
 * The back office's first page, /admin: the dashboard. Today's and the last 30 days' orders and
 * sales with a chart of each day, the orders waiting per status, low stock and unread shopper
 * requests, each leading to where the work is done; while the shop shows sample bank or seller
 * details, a banner asks the owner to replace them.
 */
import type { Route } from './+types/home';
import { greeting } from '../../../domain/account';
import { requireStaff } from '../../features/admin/admin.server';
import { DailyFigures } from '../../features/admin/dashboard/daily-figures';
import { dashboardData } from '../../features/admin/dashboard/dashboard.server';
import { FigureTiles } from '../../features/admin/dashboard/figure-tiles';
import { LowStock } from '../../features/admin/dashboard/low-stock';
import { UnreadRequests } from '../../features/admin/dashboard/unread-requests';
import { WaitingOrders } from '../../features/admin/dashboard/waiting-orders';
import { AwaitingSize } from '../../features/admin/dashboard/awaiting-size';
import { showsSampleDetails } from '../../features/admin/payments/payments.server';
import { SampleDetailsBanner } from '../../features/admin/payments/sample-details-banner';
import { SampleSellerBanner } from '../../features/admin/shop/sample-seller-banner';
import { showsSampleSeller } from '../../features/admin/shop/shop.server';
import { privatePageMeta } from '../../features/account/page-meta';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Back office', description: 'Run the shop.', path: '/admin' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await requireStaff(context, request);
  const [dashboard, sampleDetails, sampleSeller] = await Promise.all([dashboardData(context), showsSampleDetails(context), showsSampleSeller(context)]);
  return { greeting: greeting(staff), isOwner: staff.role === 'owner', dashboard, sampleDetails, sampleSeller, now: Date.now() };
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { dashboard } = loaderData;
  return (
    <section>
      <p className="text-xs font-semibold tracking-[0.3em] text-gold-dark">BACK OFFICE</p>
      <h1 className="mt-2 text-4xl sm:text-5xl">{loaderData.greeting}</h1>
      <div className="mt-8 grid gap-4 lg:gap-6">
        {loaderData.sampleDetails ? <SampleDetailsBanner isOwner={loaderData.isOwner} /> : null}
        {loaderData.sampleSeller ? <SampleSellerBanner isOwner={loaderData.isOwner} /> : null}
        <FigureTiles data={dashboard} />
        <DailyFigures data={dashboard} />
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          <WaitingOrders waiting={dashboard.waiting} now={loaderData.now} />
          <LowStock lowStock={dashboard.lowStock} />
          <UnreadRequests unread={dashboard.unread} />
          {dashboard.awaitingSize.length ? <AwaitingSize orders={dashboard.awaitingSize} now={loaderData.now} /> : null}
        </div>
      </div>
    </section>
  );
}

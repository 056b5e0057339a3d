/**
 * Shipping, /admin/settings/shipping (owner and staff): the zones the shop ships to, each a list
 * of countries (whole, or some of their states) with its methods: a name, a price, an optional
 * amount above which it is free, and the delivery days. Checkout offers the methods of the
 * address's zone and refuses an address in none. Every change is audited and followed at once.
 */
import type { Route } from './+types/shipping-settings';
import { COVERAGE_MESSAGES } from '../../../domain/place-coverage';
import { privatePageMeta } from '../../features/account/page-meta';
import { requireStaff } from '../../features/admin/admin.server';
import { shippingAction, shippingSettingsData } from '../../features/admin/shipping/shipping.server';
import { ShippingForm } from '../../features/admin/shipping/shipping-form';
import { ZoneCard } from '../../features/admin/shipping/zone-card';
import { ZoneFields } from '../../features/admin/shipping/zone-fields';
import { CoverageWarning } from '../../features/admin/places/coverage-warning';
import { Button } from '../../components/ui/button';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Shipping', description: 'Where the shop ships, and how.', path: '/admin/settings/shipping' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context, request);
  return shippingSettingsData(context);
}

export async function action({ context, request }: Route.ActionArgs) {
  const actor = await requireStaff(context, request);
  return shippingAction(context, await request.formData(), actor);
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export default function ShippingSettings({ loaderData }: Route.ComponentProps) {
  const { zones, currency, untaxed } = loaderData;
  return (
    <section className="grid gap-6">
      <div>
        <h1 className="text-4xl">Shipping</h1>
        <p className="mt-2 max-w-2xl text-sm text-muted">
          Checkout offers the methods of the zone the shopper’s address is in, and tells an address in no zone “We don’t ship to … yet.” A change shows at
          checkout at once; orders already placed keep their shipping as charged.
        </p>
      </div>
      {untaxed.length > 0 ? <CoverageWarning>{COVERAGE_MESSAGES.shippedUntaxed(untaxed)}</CoverageWarning> : null}
      <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          {zones.length === 0 ? <p className="text-muted">No zones yet: checkout ships nowhere until one is added.</p> : null}
          {zones.map((zone, index) => (
            <ZoneCard key={zone.id} zone={zone} currency={currency} home={index === 0} />
          ))}
        </div>
        {/* A zone added starts the form afresh. */}
        <ShippingForm
          key={zones.length}
          label="Add a zone"
          persistAs="add-zone"
          className="grid content-start gap-5 self-start border border-line bg-white/70 p-6"
        >
          {({ errors, busy }) => (
            <>
              <h2 className="font-display text-2xl">Add a zone</h2>
              <ZoneFields errors={errors} />
              <Button type="submit" name="intent" value="add-zone" disabled={busy} block>
                ADD THE ZONE
              </Button>
            </>
          )}
        </ShippingForm>
      </div>
    </section>
  );
}

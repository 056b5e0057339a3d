/**
 * One shipping zone on the back office's page: its countries, each of its methods as a form of
 * its own (save, delete), a form to add a method, and one to rename the zone, change its countries
 * or delete it.
 */
import type { ShippingZoneAnswer } from '../../../../domain/contract/shipping';
import { formatRegionLines } from '../../../../domain/shipping';
import { Button } from '../../../components/ui/button';
import { smallButtonClass } from '../../../components/ui/button-class';
import { MethodFields } from './method-fields';
import { ShippingForm } from './shipping-form';
import { ZoneFields } from './zone-fields';

const summaryClass = 'cursor-pointer text-xs font-semibold uppercase tracking-[0.2em] text-gold-dark underline-offset-4 hover:underline';

/** Asks before a delete that cannot be undone; without scripts the form posts as it is. */
const confirmDelete = (what: string) => (event: { preventDefault(): void }) => {
  if (!window.confirm(`Delete ${what}? Orders already placed keep their shipping as charged.`)) event.preventDefault();
};

export function ZoneCard({ zone, currency, home }: { zone: ShippingZoneAnswer; currency: string; home: boolean }) {
  const places = zone.regions.map((region) => (region.states.length === 0 ? region.countryName : `${region.countryName} (${region.states.join(', ')})`));
  return (
    <section aria-labelledby={`zone-${zone.id}`} className="grid gap-5 border border-line bg-white/70 p-5 sm:p-7">
      <div>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id={`zone-${zone.id}`} tabIndex={-1} className="font-display text-2xl focus:outline-none">
            {zone.name}
          </h2>
          {home ? <p className="text-xs text-muted">Home zone: product pages show its methods</p> : null}
        </div>
        <p className="mt-1 text-sm text-muted">{places.join(' · ')}</p>
      </div>

      <div className="grid gap-4">
        <h3 className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-dark">Methods</h3>
        {zone.methods.length === 0 ? <p className="text-sm text-muted">No methods yet: this zone’s addresses are not shipped to until one is added.</p> : null}
        {zone.methods.map((method) => (
          <ShippingForm
            key={method.id}
            id={`method-${method.id}`}
            label={`${method.name} (${zone.name})`}
            ids={{ methodId: method.id }}
            className="border-t border-line pt-4"
          >
            {({ errors, busy }) => (
              <>
                <MethodFields method={method} currency={currency} errors={errors} />
                <div className="mt-3 flex gap-2">
                  <button type="submit" name="intent" value="change-method" className={smallButtonClass()} disabled={busy}>
                    SAVE
                  </button>
                  <button type="submit" name="intent" value="delete-method" className={smallButtonClass()} disabled={busy} onClick={confirmDelete(method.name)}>
                    DELETE
                  </button>
                </div>
              </>
            )}
          </ShippingForm>
        ))}
      </div>

      <AddMethod zone={zone} currency={currency} />

      <details className="border-t border-line pt-4">
        <summary className={summaryClass}>Edit the zone</summary>
        <ShippingForm label={`Edit ${zone.name}`} ids={{ zoneId: zone.id }} className="mt-4">
          {({ errors, busy }) => (
            <>
              <ZoneFields zone={{ name: zone.name, regions: formatRegionLines(zone.regions) }} errors={errors} />
              <div className="mt-4 flex flex-wrap gap-3">
                <Button type="submit" name="intent" value="change-zone" disabled={busy}>
                  SAVE THE ZONE
                </Button>
                <Button type="submit" name="intent" value="delete-zone" variant="secondary" disabled={busy} onClick={confirmDelete(`the zone ${zone.name}`)}>
                  DELETE THE ZONE
                </Button>
              </div>
            </>
          )}
        </ShippingForm>
      </details>
    </section>
  );
}

/** The form adding a method to the zone, open while the zone has none. */
function AddMethod({ zone, currency }: { zone: ShippingZoneAnswer; currency: string }) {
  return (
    <details className="border-t border-line pt-4" open={zone.methods.length === 0}>
      <summary className={summaryClass}>Add a method</summary>
      {/* A method added starts the form afresh. */}
      <ShippingForm
        key={zone.methods.length}
        persistAs={`add-method-${zone.id}`}
        label={`Add a method to ${zone.name}`}
        ids={{ zoneId: zone.id }}
        className="mt-4"
      >
        {({ errors, busy }) => (
          <>
            <MethodFields currency={currency} errors={errors} />
            <Button type="submit" name="intent" value="add-method" disabled={busy} className="mt-4">
              ADD THE METHOD
            </Button>
          </>
        )}
      </ShippingForm>
    </details>
  );
}

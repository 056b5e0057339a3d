/** The shipping zones as the back office's API and page answer them (domain/contract/shipping.ts). */
import type { ShippingSettingsAnswer, ShippingZoneAnswer } from '../../../domain/contract/shipping.ts';
import { countryName } from '../../../domain/countries.ts';
import { toMajor } from '../../../domain/money.ts';
import type { Zone, ZoneMethod } from './zones.ts';

export function presentZoneMethod(method: ZoneMethod, currency: string): ShippingZoneAnswer['methods'][number] {
  return {
    id: method.id,
    name: method.name,
    price: toMajor(method.priceMinor, currency),
    freeAbove: method.freeAboveMinor === null ? null : toMajor(method.freeAboveMinor, currency),
    minDays: method.minDays,
    maxDays: method.maxDays,
    deliveryText: method.deliveryText,
  };
}

export function presentZone(zone: Zone, currency: string): ShippingZoneAnswer {
  return {
    id: zone.id,
    name: zone.name,
    regions: zone.regions.map((region) => ({ ...region, countryName: countryName(region.country) })),
    methods: zone.methods.map((method) => presentZoneMethod(method, currency)),
  };
}

export const presentShippingSettings = (zones: readonly Zone[], currency: string): ShippingSettingsAnswer => ({
  zones: zones.map((zone) => presentZone(zone, currency)),
  currency,
});

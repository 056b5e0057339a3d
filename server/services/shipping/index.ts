export {
  listShippingMethods,
  placeParameters,
  shippedCountries,
  shippingPlace,
  zoneMethodsSql,
  type ShippingMethod,
  type ShippingPlace,
  type ZoneMethodRow,
} from './offer.ts';
export { presentShippingSettings, presentZone, presentZoneMethod } from './presenter.ts';
export { addMethod, changeMethod, changeZone, createZone, deleteMethod, deleteZone, listZones } from './zones.ts';

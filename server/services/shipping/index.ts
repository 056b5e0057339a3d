export { listShippingMethods, offeredMethodsSql, placeParameters, shippingPlace, type ShippingMethod, type ShippingPlace } from './offer.ts';
export { presentShippingSettings, presentZone, presentZoneMethod } from './presenter.ts';
export { addMethod, changeMethod, changeZone, createZone, deleteMethod, deleteZone, listZones } from './zones.ts';

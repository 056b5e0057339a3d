export { pricingHistory } from './history.ts';
export { presentPricing, readPricing, savePricingSettings } from './rates.ts';
export { applyRates, previewRates } from './reprice.ts';

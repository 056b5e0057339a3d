/** Taxes (issue 24, decision record 029): the owner's settings and rates, and the rates of a destination. */
export { destinationRates } from './destination.ts';
export { presentTaxRate, presentTaxSettings } from './presenter.ts';
export { addTaxRate, deleteTaxRate, listTaxRates, updateTaxRate } from './rates.ts';
export { getTaxSettings, saveTaxSettings } from './settings.ts';
export { placeViews, priceFactsSql, priceViewsOf, type PriceFacts } from './price-facts.ts';

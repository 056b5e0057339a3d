/** Taxes as the API answers them and the owner's page receives them (domain/contract/taxes.ts), made in one place. */
import { countryName } from '../../../domain/countries.ts';
import type { TaxRateAnswer, TaxSettingsAnswer } from '../../../domain/contract/taxes.ts';
import type { StoredTaxRate } from './rates.ts';
import type { TaxSettings } from './settings.ts';

export function presentTaxRate(rate: StoredTaxRate): TaxRateAnswer {
  return {
    id: rate.id,
    country: rate.countryCode,
    countryName: countryName(rate.countryCode),
    state: rate.state,
    name: rate.name,
    rate: rate.rateBasisPoints / 100,
    taxShipping: rate.taxShipping,
    included: rate.included,
  };
}

export function presentTaxSettings(settings: TaxSettings, rates: readonly StoredTaxRate[]): TaxSettingsAnswer {
  return { ...settings, homeCountryName: countryName(settings.homeCountry), rates: rates.map(presentTaxRate) };
}

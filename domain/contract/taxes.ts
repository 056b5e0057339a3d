/**
 * Taxes as the owner sets them (issue 24, decision record 029): the shop's setting (prices include
 * tax or not) and the rates by country and state. Rates cross the API as percentages (19, 7.25);
 * the shop keeps basis points (domain/tax.ts). The tax number invoices print is the seller's
 * (contract/shop.ts).
 */
import { z } from 'zod';
import { MAX_RATE_BASIS_POINTS, rateFromPercent, TAX_MESSAGES as M } from '../tax.ts';
import { singleLine } from '../schemas/text.ts';

export const TaxSettingsInput = z.object({
  pricesIncludeTax: z
    .boolean()
    .meta({ description: 'The prices typed into the catalogue include the home country’s tax (EU, UK, Australia) or not (US, Canada)' }),
  homeCountry: singleLine('Home country', M.countryRequired)
    .trim()
    .min(1, M.countryRequired)
    .max(80, M.countryRequired)
    .optional()
    .meta({ description: 'The shop’s home country (two-letter code or English name): whose tax typed prices include. Absent: unchanged.', example: 'DE' }),
  keepGross: z.boolean().optional().meta({
    description:
      'With prices typed including tax: every place that shows tax included pays the typed price (true), or the net plus its own rate (false). Absent: unchanged.',
  }),
});
export type TaxSettingsInput = z.infer<typeof TaxSettingsInput>;

export const TaxRateInput = z.object({
  country: singleLine('Country', M.countryRequired)
    .trim()
    .min(1, M.countryRequired)
    .max(80, M.countryRequired)
    .meta({ description: 'Two-letter code or English name', example: 'DE' }),
  state: singleLine('State')
    .trim()
    .max(80, M.stateTooLong)
    .default('')
    .meta({ description: 'Empty: the whole country. A state’s rate adds to its country’s.', example: 'Oregon' }),
  name: singleLine('Name', M.nameRequired).trim().min(1, M.nameRequired).max(60, M.nameTooLong).meta({ example: 'VAT' }),
  rate: z
    .number({ message: M.rateRange })
    .min(0, M.rateRange)
    .max(MAX_RATE_BASIS_POINTS / 100, M.rateRange)
    .refine((rate) => rateFromPercent(rate) !== null, M.rateDecimals)
    .meta({ description: 'Percent', example: 19 }),
  taxShipping: z.boolean().default(false).meta({ description: 'Whether shipping is taxed at this rate' }),
  included: z
    .boolean()
    .optional()
    .meta({ description: 'Shoppers there see prices with this tax included. Absent: as the region does (included but in the US and Canada).' }),
});
export type TaxRateInput = z.infer<typeof TaxRateInput>;

export const TaxRateAnswer = z
  .object({
    id: z.number().int(),
    country: z.string().meta({ example: 'DE' }),
    countryName: z.string().meta({ example: 'Germany' }),
    state: z.string(),
    name: z.string(),
    rate: z.number().meta({ description: 'Percent', example: 19 }),
    taxShipping: z.boolean(),
    included: z.boolean().meta({ description: 'Shoppers there see prices with this tax included' }),
  })
  .meta({ id: 'TaxRate' });
export type TaxRateAnswer = z.infer<typeof TaxRateAnswer>;

export const TaxSettingsAnswer = z
  .object({
    pricesIncludeTax: z.boolean(),
    homeCountry: z.string().meta({ example: 'US' }),
    homeCountryName: z.string().meta({ example: 'United States' }),
    keepGross: z.boolean(),
    rates: z.array(TaxRateAnswer),
  })
  .meta({ id: 'TaxSettings' });
export type TaxSettingsAnswer = z.infer<typeof TaxSettingsAnswer>;

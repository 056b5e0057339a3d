/**
 * Taxes as the owner sets them (issue 24, decision record 029): the shop's setting (prices include
 * tax or not, its tax number) and the rates by country and state. Rates cross the API as
 * percentages (19, 7.25); the shop keeps basis points (domain/tax.ts).
 */
import { z } from 'zod';
import { formatAmount, toMajor } from '../money.ts';
import { MAX_RATE_BASIS_POINTS, rateFromPercent, taxTerm, TAX_MESSAGES as M, type TaxLine } from '../tax.ts';
import { Amount } from './money.ts';
import { singleLine } from '../schemas/text.ts';

export const TaxSettingsInput = z.object({
  pricesIncludeTax: z.boolean().meta({ description: 'Catalogue prices include tax (EU, UK, Australia) or not (US, Canada)' }),
  taxNumber: singleLine('Tax number').trim().max(40, M.taxNumberTooLong).default('').meta({ description: 'VAT or tax number, printed on invoices' }),
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
  })
  .meta({ id: 'TaxRate' });
export type TaxRateAnswer = z.infer<typeof TaxRateAnswer>;

/** One tax line of a quote, an order or an invoice: one rate, what it is on, and what it comes to. */
export const TaxLineAnswer = z
  .object({
    name: z.string().meta({ example: 'VAT' }),
    rate: z.number().meta({ description: 'Percent', example: 19 }),
    base: Amount.meta({ description: 'What the tax is on, without the tax' }),
    amount: Amount,
  })
  .meta({ id: 'TaxLine' });
export type TaxLineAnswer = z.infer<typeof TaxLineAnswer>;

export const presentTaxLine = (line: TaxLine, currency: string): TaxLineAnswer => ({
  name: line.name,
  rate: line.rateBasisPoints / 100,
  base: toMajor(line.baseMinor, currency),
  amount: toMajor(line.amountMinor, currency),
});

/**
 * An answer's tax lines as a page writes them, as the invoice does (domain/tax.ts `taxTerm`):
 * "Oregon sales tax 7.25% on $219.99" and its amount, or "Includes VAT 19% on €840.34" when the
 * prices carry it. A page lists added tax before the total, included tax under it.
 */
export const taxRowsOf = (answer: { taxes: readonly TaxLineAnswer[]; taxIncluded: boolean; currency: string }): Array<{ term: string; value: string }> =>
  answer.taxes.map((line) => ({
    term: taxTerm({ name: line.name, rateBasisPoints: Math.round(line.rate * 100) }, answer.taxIncluded, formatAmount(line.base, answer.currency)),
    value: formatAmount(line.amount, answer.currency),
  }));

export const TaxSettingsAnswer = z.object({ pricesIncludeTax: z.boolean(), taxNumber: z.string(), rates: z.array(TaxRateAnswer) }).meta({ id: 'TaxSettings' });
export type TaxSettingsAnswer = z.infer<typeof TaxSettingsAnswer>;

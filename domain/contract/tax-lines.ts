/**
 * An order's or a quote's tax lines as the API answers them and pages write them (decision record
 * 029). Apart from the owner's tax settings (taxes.ts), so a shopper's page loads only this.
 */
import { z } from 'zod';
import { formatAmount, toMajor } from '../money.ts';
import { taxTerm, type TaxLine } from '../tax.ts';
import { Amount } from './money.ts';

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

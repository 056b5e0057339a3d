/**
 * Tax on an order (issue 24): the rates of the shipping address's country and of its state or
 * province, applied to each line and to shipping. Pure arithmetic in integer minor units.
 *
 * Rates are held in basis points (19 % is 1900, 7.25 % is 725) so every figure stays an integer.
 * A destination's rates add up: a country's rate applies in all of it, a state's rate on top
 * (Canada's GST and a province's PST; a US state's sales tax, the country having none). Each rate
 * makes one tax line (rate, base, amount) on the order and the invoice.
 *
 * The rounding rule, written once: tax is worked out for each line (its amount after its
 * discounts, gift wrap included) and for shipping, for each rate, and each of those is rounded to
 * the nearest minor unit, halves up; a tax line is the sum of its rounded parts. So the tax of a
 * line never changes with what else is in the cart, and the lines of an invoice add up.
 *
 * Prices including tax (EU, UK, Australia) keep the price the shopper saw: the tax is carried
 * inside it, `amount × rate / (1 + all rates)`. Prices excluding tax (US, Canada) add it:
 * `amount × rate`. With no rate for the destination there is no tax either way. Which of the two a
 * shopper meets, and the prices they are charged, domain/price-view.ts decides by their place.
 */

export interface TaxRate {
  /** What the shopper and the invoice read: "VAT", "GST", "Oregon sales tax". */
  name: string;
  /** The rate in basis points: 1900 is 19 %. */
  rateBasisPoints: number;
  /** Whether shipping is taxed at this rate. */
  taxShipping: boolean;
  /** Whether shoppers in its place see prices with this tax included (domain/price-view.ts). */
  included: boolean;
}

export interface TaxLine {
  name: string;
  rateBasisPoints: number;
  /** What the tax is on, without the tax. */
  baseMinor: number;
  amountMinor: number;
}

export interface OrderTax {
  lines: TaxLine[];
  /** All the tax, included or added. */
  taxMinor: number;
  /** The tax the total adds (0 when prices include it). */
  addedMinor: number;
  /** Whether the prices carried the tax (the shop's setting when the order was priced). */
  included: boolean;
}

/** No tax: a destination without rates, or an order from before taxes. */
export const NO_TAX: OrderTax = { lines: [], taxMinor: 0, addedMinor: 0, included: false };

/** The most a rate may be: 100 %. */
export const MAX_RATE_BASIS_POINTS = 10_000;

/** `amount × numerator / denominator`, rounded to the nearest minor unit, halves up (exact for integers: the division is correctly rounded and a half is representable). */
const share = (amountMinor: number, numerator: number, denominator: number) => Math.round((amountMinor * numerator) / denominator);

/** An amount, the rates that apply to it and the tax of each (rounded on its own). */
interface TaxedPart {
  amountMinor: number;
  taxes: Map<TaxRate, number>;
}

function taxPart(amountMinor: number, rates: readonly TaxRate[], pricesIncludeTax: boolean): TaxedPart {
  // A price including tax carries every rate that applies to it: each rate's part is amount × rate / (1 + all of them).
  const carried = rates.reduce((sum, rate) => sum + rate.rateBasisPoints, 0);
  const denominator = pricesIncludeTax ? 10_000 + carried : 10_000;
  return { amountMinor, taxes: new Map(rates.map((rate) => [rate, share(amountMinor, rate.rateBasisPoints, denominator)])) };
}

/** What a part is worth without its tax. */
const netOf = (part: TaxedPart, pricesIncludeTax: boolean) =>
  pricesIncludeTax ? part.amountMinor - [...part.taxes.values()].reduce((sum, tax) => sum + tax, 0) : part.amountMinor;

/**
 * The tax of amounts priced with or without it: `lineAmounts` each line's amount after its
 * discounts (gift wrap included), `shippingMinor` the shipping charged (after a free-shipping
 * discount). Lines of no amount add nothing.
 */
export function orderTax(input: { lineAmounts: readonly number[]; shippingMinor: number; rates: readonly TaxRate[]; pricesIncludeTax: boolean }): OrderTax {
  const rates = input.rates.filter((rate) => rate.rateBasisPoints > 0);
  const parts = [
    ...input.lineAmounts.map((amount) => taxPart(amount, rates, input.pricesIncludeTax)),
    taxPart(
      input.shippingMinor,
      rates.filter((rate) => rate.taxShipping),
      input.pricesIncludeTax,
    ),
  ];
  const lines = rates.map((rate): TaxLine => {
    const taxedHere = parts.filter((part) => part.taxes.has(rate));
    return {
      name: rate.name,
      rateBasisPoints: rate.rateBasisPoints,
      baseMinor: taxedHere.reduce((sum, part) => sum + netOf(part, input.pricesIncludeTax), 0),
      amountMinor: taxedHere.reduce((sum, part) => sum + part.taxes.get(rate)!, 0),
    };
  });
  const taxMinor = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  return { lines, taxMinor, addedMinor: input.pricesIncludeTax ? 0 : taxMinor, included: input.pricesIncludeTax };
}

/** An order's tax as it was stored: its lines and whether the prices carried it. */
export function storedTax(lines: TaxLine[], included: boolean): OrderTax {
  const taxMinor = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  return { lines, taxMinor, addedMinor: included ? 0 : taxMinor, included };
}

/**
 * The tax inside the money a credit note gives back (issue 24): each of the order's tax lines in
 * proportion to what is refunded of the order's total, with the one rounding rule (to the nearest
 * minor unit, halves up). Worked out on all that the credit notes so far give back, this one's
 * amount included, less what the earlier ones carried: so the notes of an order together never
 * carry more than its tax, and those that refund the whole total carry exactly its tax lines.
 * `creditedBeforeMinor`: what the order's earlier credit notes gave back.
 */
export function creditedTax(tax: OrderTax, orderTotalMinor: number, creditedBeforeMinor: number, amountMinor: number): TaxLine[] {
  if (orderTotalMinor <= 0) return [];
  const upTo = (creditedMinor: number) => Math.min(Math.max(creditedMinor, 0), orderTotalMinor);
  const before = upTo(creditedBeforeMinor);
  const after = upTo(creditedBeforeMinor + amountMinor);
  const part = (minor: number) => share(minor, after, orderTotalMinor) - share(minor, before, orderTotalMinor);
  return tax.lines
    .map((line) => ({ name: line.name, rateBasisPoints: line.rateBasisPoints, baseMinor: part(line.baseMinor), amountMinor: part(line.amountMinor) }))
    .filter((line) => line.amountMinor > 0);
}

/**
 * A tax line as checkout, the invoice, the e-mails and the order pages write it: "Oregon sales tax
 * 7.25%" when the total adds it, "Includes VAT 19%" when the prices carry it (and on a credit note,
 * whose amount carries its tax either way); with its base where there is room, "… on $219.99".
 */
export function taxTerm(line: Pick<TaxLine, 'name' | 'rateBasisPoints'>, included: boolean, base?: string): string {
  const term = `${line.name} ${formatRate(line.rateBasisPoints)}${base === undefined ? '' : ` on ${base}`}`;
  return included ? `Includes ${term}` : term;
}

/**
 * What the shop's tax number is called on a document: "VAT number" where the order's tax is VAT,
 * "Tax number" otherwise (a sales tax, GST, or an order without tax).
 */
export function taxNumberTerm(lines: readonly { name: string }[]): string {
  return lines.some((line) => /\bVAT\b/i.test(line.name)) ? 'VAT number' : 'Tax number';
}

/** A rate as people write it: 1900 → "19%", 725 → "7.25%". */
export function formatRate(rateBasisPoints: number): string {
  return `${(rateBasisPoints / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}

/** What the owner's tax page and the API say. */
export const TAX_MESSAGES = {
  countryRequired: 'Choose the country the rate applies to.',
  nameRequired: 'Name the tax as invoices show it: VAT, GST, sales tax.',
  nameTooLong: 'The tax’s name is at most 60 characters.',
  stateTooLong: 'A state or province is at most 80 characters.',
  rateRange: 'The rate is a percentage from 0 to 100.',
  rateDecimals: 'The rate has at most two decimals (7.25).',
  rateTaken: (name: string, region: string) => `${region} already has a rate named ${name}: change that one instead.`,
  rateNotFound: 'This tax rate does not exist.',
  homeWithoutRate: (country: string) =>
    `The prices you type include tax, but ${country}, your home country, has no rate: they are taken to hold no tax. Add ${country}’s rate, or choose your home country.`,
  saved: 'Tax settings saved.',
  rateAdded: 'Tax rate added.',
  rateSaved: 'Tax rate saved.',
  rateDeleted: 'Tax rate deleted. Orders already placed keep the tax they were charged.',
} as const;

/** A percentage as the owner types it (19, 7.25) in basis points, or null when it is not one with at most two decimals. */
export function rateFromPercent(percent: number): number | null {
  const basisPoints = Math.round(percent * 100);
  if (!Number.isFinite(percent) || Math.abs(basisPoints - percent * 100) > 1e-6) return null;
  return basisPoints;
}

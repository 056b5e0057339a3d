/**
 * Money is an integer count of the currency's minor units (cents for USD). It is formatted in
 * one place, here, for every screen and e-mail.
 */

const unitsPerMajor = new Map<string, number>();

/** How many minor units make one major unit of this currency (100 for USD, 1 for JPY). */
export function minorUnitsPerMajor(currency: string): number {
  // Asked for every amount of every answer: a number format is costly to build, so once per currency.
  let units = unitsPerMajor.get(currency);
  if (units === undefined) {
    units = 10 ** (new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2);
    unitsPerMajor.set(currency, units);
  }
  return units;
}

const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(amountMinor: number, currency: string): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter.format(amountMinor / minorUnitsPerMajor(currency));
}

/** An amount as an answer of the API holds it (19.99, major units), formatted as formatMoney formats its minor units. */
export const formatAmount = (amountMajor: number, currency: string): string => formatMoney(toMinor(amountMajor, currency), currency);

/** Major units as the API's JSON shows them (19.99), from minor units (1999). */
export function toMajor(amountMinor: number, currency: string): number {
  return amountMinor / minorUnitsPerMajor(currency);
}

/** Minor units from a major amount typed by a person or sent by a client ("19.99"), rounded to the nearest unit. */
export function toMinor(amountMajor: number, currency: string): number {
  return Math.round(amountMajor * minorUnitsPerMajor(currency));
}

/** Whole percent off a compare-at price, e.g. 25 for 75.00 instead of 100.00; undefined when there is no saving. */
export function percentOff(priceMinor: number, compareAtMinor: number | null | undefined): number | undefined {
  if (!compareAtMinor || compareAtMinor <= priceMinor) return undefined;
  return Math.round(((compareAtMinor - priceMinor) / compareAtMinor) * 100);
}

export function isCurrencyCode(code: string): boolean {
  try {
    new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    return /^[A-Z]{3}$/.test(code);
  } catch {
    return false;
  }
}

/** A percentage of an amount, rounded to the nearest minor unit (halves up): the one rounding of a discount. */
export function percentOfMinor(amountMinor: number, percent: number): number {
  // amount × percent is a whole number, so the only rounding is the one division.
  return Math.round((amountMinor * percent) / 100);
}

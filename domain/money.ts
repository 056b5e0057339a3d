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

/**
 * An exact decimal written as text ("150.00", "150", "0.5") as an integer count of its smallest
 * unit, `decimals` places after the point (150.00 with 2 → 15000): no floating point between the
 * text and the integer, so a sheet read back gives the very units it was written from. Answers
 * 'not-a-number' for anything but digits with one optional point (no sign, no thousands
 * separators, no currency sign), 'negative' for a leading minus before such digits, and
 * 'decimals' for more places than `decimals`.
 */
export function unitsOfDecimalText(text: string, decimals: number): number | 'not-a-number' | 'negative' | 'decimals' {
  const match = /^(-)?(\d+)(?:\.(\d*))?$|^(-)?\.(\d+)$/.exec(text.trim());
  if (!match) return 'not-a-number';
  const [whole, fraction] = match[2] !== undefined ? [match[2], match[3] ?? ''] : ['0', match[5]!];
  if (match[1] ?? match[4]) return 'negative';
  if (fraction.replace(/0+$/, '').length > decimals) return 'decimals';
  const units = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0').slice(0, decimals) || '0');
  return Number.isSafeInteger(units) ? units : 'not-a-number';
}

/** An integer count of the smallest unit as the decimal text `unitsOfDecimalText` reads (15000, 2 → "150.00"). */
export function decimalTextOfUnits(units: number, decimals: number): string {
  const sign = units < 0 ? '-' : '';
  const digits = String(Math.abs(units)).padStart(decimals + 1, '0');
  return decimals === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** How many places after the point the currency's amounts have (2 for USD, 0 for JPY). */
export const currencyDecimals = (currency: string): number => Math.round(Math.log10(minorUnitsPerMajor(currency)));

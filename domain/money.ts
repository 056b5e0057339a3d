/**
 * Money is an integer count of the currency's minor units (cents for USD). It is formatted in
 * one place, here, for every screen and e-mail.
 */

/**
 * How an amount of a currency is written, as `Intl.NumberFormat('en-US')` writes it: the text
 * before and after the digits ("$", "CHF\u00a0", "") and the digits after the point (2, or 0 for
 * JPY); thousands grouped by commas, a minus sign first. The server reads it from Intl
 * (`moneyShape`) and the pages hand it to the browser (`knowMoneyShape`), which then writes every
 * price without building a number format: the first one costs a phone's main thread some 20 ms
 * (160 ms on a low-end phone), in the middle of hydrating the page (issue 38).
 */
export interface MoneyShape {
  currency: string;
  prefix: string;
  suffix: string;
  fractionDigits: number;
}

const shapes = new Map<string, MoneyShape>();

/** The currency's shape, from the platform's CLDR data (costly once per currency; the server's business). */
export function moneyShape(currency: string): MoneyShape {
  let shape = shapes.get(currency);
  if (!shape) {
    const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency }).formatToParts(1);
    const digits = parts.findIndex((part) => part.type === 'integer');
    const text = (from: number, to: number) =>
      parts
        .slice(from, to)
        .filter((part) => part.type === 'currency' || part.type === 'literal')
        .map((part) => part.value)
        .join('');
    const fraction = parts.find((part) => part.type === 'fraction');
    shape = {
      currency,
      prefix: text(0, digits),
      suffix: text(parts.findLastIndex((part) => part.type === 'integer' || part.type === 'fraction') + 1, parts.length),
      fractionDigits: fraction?.value.length ?? 0,
    };
    shapes.set(currency, shape);
  }
  return shape;
}

/** Takes a shape the server read (the browser's pages), so this currency's amounts are written without Intl. */
export function knowMoneyShape(shape: MoneyShape): void {
  if (!shapes.has(shape.currency)) shapes.set(shape.currency, shape);
}

/** How many minor units make one major unit of this currency (100 for USD, 1 for JPY). */
export function minorUnitsPerMajor(currency: string): number {
  return 10 ** moneyShape(currency).fractionDigits;
}

export function formatMoney(amountMinor: number, currency: string): string {
  const { prefix, suffix, fractionDigits } = moneyShape(currency);
  const whole = Math.round(Math.abs(amountMinor));
  const units = 10 ** fractionDigits;
  const major = String(Math.floor(whole / units)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const minor = fractionDigits > 0 ? `.${String(whole % units).padStart(fractionDigits, '0')}` : '';
  return `${amountMinor < 0 && whole > 0 ? '-' : ''}${prefix}${major}${minor}${suffix}`;
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

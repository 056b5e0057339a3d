/**
 * Where the owner's places disagree: a tax rate for a country no shipping zone ships to never
 * applies, and a country the shop ships to without a rate, while other countries have rates, is
 * charged no tax. The tax page and the shipping page each warn of their side, naming the
 * countries, so neither is found out from an order.
 */
import { countryName } from './countries.ts';

const names = (codes: readonly string[]) => codes.map(countryName).join(', ');

export const COVERAGE_MESSAGES = {
  ratesNotShipped: (codes: readonly string[]) =>
    `No shipping zone ships to ${names(codes)}: ${codes.length === 1 ? 'its rates' : 'their rates'} never apply until a zone on the shipping page lists ${codes.length === 1 ? 'it' : 'them'}.`,
  shippedUntaxed: (codes: readonly string[]) =>
    `No tax rate for ${names(codes)}: shoppers there pay no tax, while other countries have rates. Add ${codes.length === 1 ? 'its' : 'their'} rates on the tax page, or a rate of 0% where none is due.`,
} as const;

const sortedByName = (codes: Iterable<string>) => [...new Set(codes)].sort((a, b) => countryName(a).localeCompare(countryName(b), 'en'));

/** The countries with a tax rate that no zone ships to. */
export function ratesNotShipped(rateCountries: Iterable<string>, shippedCountries: Iterable<string>): string[] {
  const shipped = new Set(shippedCountries);
  return sortedByName([...rateCountries].filter((code) => !shipped.has(code)));
}

/** The countries the zones ship to that have no tax rate, when some other country has one (a shop without rates charges no tax anywhere, by choice). */
export function shippedUntaxed(shippedCountries: Iterable<string>, rateCountries: Iterable<string>): string[] {
  const taxed = new Set(rateCountries);
  if (taxed.size === 0) return [];
  return sortedByName([...shippedCountries].filter((code) => !taxed.has(code)));
}

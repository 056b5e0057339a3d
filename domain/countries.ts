/**
 * Countries by their ISO 3166-1 alpha-2 code, named in English by the platform's own Unicode CLDR
 * data (`Intl.DisplayNames`), so no list of names is kept here. A shipping address carries its
 * country as the shopper typed it ("United Kingdom", "UK", "canada"); `countryCode` reads that
 * text into the code a shipping zone lists, or null when it names no country.
 */

const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/**
 * Codes CLDR names that are no country a parcel goes to: groupings (EU, UN, the eurozone), codes
 * reserved for other uses (Ascension, Clipperton, Diego Garcia, Ceuta & Melilla, the Canaries,
 * Tristan da Cunha, Sark) and test or unknown regions.
 */
const NOT_A_COUNTRY = new Set(['AC', 'CP', 'CQ', 'DG', 'EA', 'EU', 'EZ', 'IC', 'QO', 'TA', 'UN', 'XA', 'XB', 'ZZ']);

/** Another way shoppers write a country: the usual abbreviations and the nations of the United Kingdom. */
const ALIASES: Record<string, string> = {
  uk: 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  usa: 'US',
  'united states of america': 'US',
  america: 'US',
  holland: 'NL',
};

/** Text compared without case, accents, punctuation or a leading "the": "Côte d’Ivoire" = "cote divoire", "Saint Lucia" = "St. Lucia". */
function comparable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]+/g, '')
    .replace(/\bsaint\b/g, 'st')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^the /, '');
}

/** A code that is its own canonical form (not a withdrawn one such as DD or SU) and names a country. */
function isCountry(code: string): boolean {
  if (NOT_A_COUNTRY.has(code) || names.of(code) === undefined) return false;
  return new Intl.Locale('und', { region: code }).region === code;
}

function allCodes(): string[] {
  const codes: string[] = [];
  for (let first = 65; first <= 90; first += 1)
    for (let second = 65; second <= 90; second += 1) {
      const code = String.fromCharCode(first, second);
      if (isCountry(code)) codes.push(code);
    }
  return codes;
}

/** Every country's code, in alphabetical order of its English name. */
export const COUNTRY_CODES: readonly string[] = allCodes().sort((a, b) => countryName(a).localeCompare(countryName(b), 'en'));

const byName = new Map<string, string>([...COUNTRY_CODES.map((code) => [comparable(countryName(code)), code] as const), ...Object.entries(ALIASES)]);

/** A country's English name: "CA" → "Canada". A code CLDR does not know reads as itself. */
export function countryName(code: string): string {
  return names.of(code) ?? code;
}

/** The country a shopper's or the owner's text names, by its code or name ("ca", "Canada", "UK"); null when none. */
export function countryCode(text: string): string | null {
  const trimmed = text.trim();
  if (/^[a-z]{2}$/i.test(trimmed) && COUNTRY_CODES.includes(trimmed.toUpperCase())) return trimmed.toUpperCase();
  return byName.get(comparable(trimmed)) ?? null;
}

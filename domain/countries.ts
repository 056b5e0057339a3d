/**
 * Countries by their ISO 3166-1 alpha-2 code, named in English by the platform's own Unicode CLDR
 * data (`Intl.DisplayNames`), so no list of names is kept here. A shipping address carries its
 * country as the shopper or an API client wrote it ("United Kingdom", "UK", "canada", "Deutschland",
 * "日本"); `countryCode` reads that text into the code a shipping zone lists, or null when it names
 * no country. Besides its English name a country is known by its name in its own languages, which
 * CLDR also holds: the country's main language (`Intl.Locale` 'und-DE' maximised is German), and
 * for the countries that have several, the others of `OTHER_LANGUAGES`.
 */
import { once } from './once.ts';

const names = once(() => new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }));

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
  // Japan in its own language written in Latin letters, which CLDR does not name.
  nihon: 'JP',
  nippon: 'JP',
};

/**
 * The official languages besides the main one CLDR gives a country, where shoppers write the
 * country's name in them: Switzerland is also "Suisse" and "Svizzera", Belgium "Belgique".
 */
const OTHER_LANGUAGES: Record<string, readonly string[]> = {
  BE: ['fr', 'de'],
  CA: ['fr'],
  CH: ['fr', 'it', 'rm'],
  ES: ['ca', 'eu', 'gl'],
  FI: ['sv'],
  IE: ['ga'],
  IN: ['en'],
  LU: ['fr', 'de'],
  MT: ['en'],
  SG: ['ms', 'zh', 'ta'],
  ZA: ['af', 'zu', 'xh'],
};

/** Text compared without case, accents, punctuation or a leading "the": "Côte d’Ivoire" = "cote divoire", "Saint Lucia" = "St. Lucia"; letters of any script are kept ("日本"). */
function comparable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N} ]+/gu, '')
    .replace(/\bsaint\b/g, 'st')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^the /, '');
}

/** A code that is its own canonical form (not a withdrawn one such as DD or SU) and names a country. */
function isCountry(code: string): boolean {
  if (NOT_A_COUNTRY.has(code) || names().of(code) === undefined) return false;
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

/** Every country's code, in alphabetical order of its English name (read from CLDR on first use: a first view that names no country never pays for it). */
export const countryCodes: () => readonly string[] = once(() => allCodes().sort((a, b) => countryName(a).localeCompare(countryName(b), 'en')));

/** A country's English name: "CA" → "Canada". A code CLDR does not know reads as itself. */
export function countryName(code: string): string {
  return names().of(code) ?? code;
}

/** The languages a country's own name is written in: its main one by CLDR's likely subtags ("DE" → de), then its others. */
export function countryLanguages(code: string): string[] {
  const main = new Intl.Locale(`und-${code}`).maximize().language;
  return [...new Set([main, ...(OTHER_LANGUAGES[code] ?? [])])].filter((language) => language !== 'und');
}

/** A country's names in its own languages, by CLDR: "DE" → ["Deutschland"], "CH" → ["Schweiz", "Suisse", "Svizzera", "Svizra"]. */
export function nativeCountryNames(code: string): string[] {
  const native = countryLanguages(code).map((language) => new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(code));
  return [...new Set(native.filter((name): name is string => name !== undefined))];
}

/**
 * Names to codes, built on first use (the browser's checkout form only names countries): English
 * names first, then the abbreviations, then each country's own names where no English name or
 * abbreviation already says another country.
 */
const byName = once(() => {
  const map = new Map<string, string>([...countryCodes().map((code) => [comparable(countryName(code)), code] as const), ...Object.entries(ALIASES)]);
  for (const code of countryCodes())
    for (const name of nativeCountryNames(code)) {
      const key = comparable(name);
      if (key !== '' && !map.has(key)) map.set(key, code);
    }
  return map;
});

/** The country a shopper's or the owner's text names, by its code or its name in English or its own language ("ca", "Canada", "UK", "Deutschland"); null when none. */
export function countryCode(text: string): string | null {
  const trimmed = text.trim();
  if (/^[a-z]{2}$/i.test(trimmed) && countryCodes().includes(trimmed.toUpperCase())) return trimmed.toUpperCase();
  return byName().get(comparable(trimmed)) ?? null;
}

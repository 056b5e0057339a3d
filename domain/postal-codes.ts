/**
 * Postal codes by country: what the address form calls the field, whether the country has them,
 * and their format where it is known. The shapes are the national posts' own (USPS ZIP and ZIP+4,
 * Canada Post's A1A 1A1, Royal Mail's outward and inward codes, Japan Post's 123-4567…), the same
 * Google's address data (libaddressinput) and Shopify's checkout check. A country not listed takes
 * any code of 2 to 10 letters, digits, spaces or hyphens.
 */

/** Where the field is called "ZIP code" (USPS's word, also used in its territories and the Philippines). */
const ZIP_CODE = new Set(['US', 'PR', 'GU', 'VI', 'AS', 'MP', 'PH']);

/** Where it is called "Postcode": the United Kingdom, Ireland, Australia, New Zealand and the continental countries whose own word is one word. */
const POSTCODE = new Set(['GB', 'IE', 'AU', 'NZ', 'NL', 'BE', 'DE', 'AT', 'CH', 'LU', 'DK', 'NO', 'ZA', 'IM', 'JE', 'GG']);

/**
 * Countries whose addresses carry no postal code (from libaddressinput): the field is optional
 * there. Ireland has Eircodes, but many addresses are delivered without one.
 */
const NO_POSTAL_CODE = new Set([
  'AE', 'AG', 'AO', 'AW', 'BF', 'BI', 'BJ', 'BO', 'BS', 'BW', 'BZ', 'CD', 'CF', 'CG', 'CI', 'CK', 'CM', 'DJ', 'DM', 'ER', 'FJ', 'GA', 'GD', 'GH',
  'GM', 'GQ', 'GY', 'HK', 'IE', 'JM', 'KI', 'KM', 'KN', 'KP', 'LC', 'ML', 'MO', 'MR', 'MW', 'NR', 'NU', 'QA', 'RW', 'SB', 'SC', 'SL', 'SR', 'ST',
  'SY', 'TD', 'TF', 'TG', 'TK', 'TL', 'TO', 'TT', 'TV', 'UG', 'VU', 'YE', 'ZW',
]); // prettier-ignore

/** Formats by country, matched without case, with an example the message gives. */
const FORMATS: Record<string, { pattern: RegExp; example: string }> = {
  US: { pattern: /^\d{5}(?:-\d{4})?$/, example: '97201 or 97201-1234' },
  CA: { pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i, example: 'M5H 2N2' },
  GB: { pattern: /^(?:GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i, example: 'SW1Y 4JH' },
  DE: { pattern: /^\d{5}$/, example: '10117' },
  FR: { pattern: /^\d{5}$/, example: '75008' },
  NL: { pattern: /^[1-9]\d{3} ?[A-Z]{2}$/i, example: '1012 AB' },
  AU: { pattern: /^\d{4}$/, example: '2000' },
  JP: { pattern: /^\d{3}-?\d{4}$/, example: '100-0001' },
  AT: { pattern: /^\d{4}$/, example: '1010' },
  BE: { pattern: /^\d{4}$/, example: '1000' },
  CH: { pattern: /^\d{4}$/, example: '8001' },
  DK: { pattern: /^\d{4}$/, example: '1050' },
  ES: { pattern: /^\d{5}$/, example: '28013' },
  IT: { pattern: /^\d{5}$/, example: '00184' },
  NZ: { pattern: /^\d{4}$/, example: '6011' },
  IN: { pattern: /^[1-9]\d{5}$/, example: '110001' },
  MX: { pattern: /^\d{5}$/, example: '06000' },
  BR: { pattern: /^\d{5}-?\d{3}$/, example: '01310-100' },
  SE: { pattern: /^\d{3} ?\d{2}$/, example: '111 22' },
  NO: { pattern: /^\d{4}$/, example: '0150' },
};

const ANY_CODE = /^[a-z0-9][a-z0-9 -]{0,8}[a-z0-9]$/i;

/** The field's name in this country: "ZIP code" (US), "Postcode" (UK, Australia, the Netherlands…), else "Postal code". */
export function postalCodeLabel(countryCode: string): string {
  if (ZIP_CODE.has(countryCode)) return 'ZIP code';
  if (POSTCODE.has(countryCode)) return 'Postcode';
  return 'Postal code';
}

/** Whether an address in this country needs a postal code. */
export const needsPostalCode = (countryCode: string): boolean => !NO_POSTAL_CODE.has(countryCode);

/** Whether a code has this country's shape (any short code where the shape is not known). */
export function isPostalCode(countryCode: string, code: string): boolean {
  const trimmed = code.trim();
  return (FORMATS[countryCode]?.pattern ?? ANY_CODE).test(trimmed);
}

/** An example of a valid code, for the message under the field; none where the shape is not known. */
export const postalCodeExample = (countryCode: string): string | null => FORMATS[countryCode]?.example ?? null;

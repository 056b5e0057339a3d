/**
 * The shopper's "Ship to" country (issue 32, decision record 036): the header's chooser keeps it in
 * a cookie, the JSON API takes it as `shipTo`, and it decides the prices every page shows
 * (domain/price-view.ts). Pure: the server checks the code against the countries the shop ships to.
 */
import { z } from 'zod';
import { countryCodes } from './countries.ts';

/** The cookie the chooser sets: a country code (ISO 3166-1 alpha-2), nothing personal, so kept pages may vary by it. */
export const SHIP_TO_COOKIE = 'ship_to';

/** A year: the choice outlives the visit, as a shop's country picker does. */
export const SHIP_TO_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** A text as a country code, "de" → "DE"; anything that is not a known ISO 3166-1 alpha-2 code → undefined. */
export function shipToCode(text: string | null | undefined): string | undefined {
  const trimmed = text?.trim() ?? '';
  if (!/^[a-z]{2}$/i.test(trimmed)) return undefined;
  const code = trimmed.toUpperCase();
  return countryCodes().includes(code) ? code : undefined;
}

export const SHIP_TO_MESSAGES = {
  unknownCode: 'shipTo must be a country code (ISO 3166-1 alpha-2), such as DE or US',
} as const;

/** The API's optional `shipTo`: the country whose shoppers' prices to answer (default: the shop's home country). */
export const ShipToQuery = z.object({
  shipTo: z
    .string()
    .optional()
    .refine((text) => text === undefined || shipToCode(text) !== undefined, { message: SHIP_TO_MESSAGES.unknownCode })
    .transform((text) => shipToCode(text))
    .meta({ description: 'Answer prices as shoppers in this country see them (ISO 3166-1 alpha-2); the shop’s home country when absent.', example: 'DE' }),
});

/** The chooser's form: the country picked, and the page to come back to without scripts. */
export const ShipToForm = z.object({
  country: z.string().refine((text) => shipToCode(text) !== undefined, { message: 'Choose a country from the list' }),
  back: z.string().optional(),
});

/** Where the chooser's form returns: a path of this shop ("/products?…"), never another site ("//evil", "https://…"). */
export function backPath(text: string | undefined): string {
  if (!text || !text.startsWith('/') || text.startsWith('//') || text.startsWith('/\\')) return '/';
  return text;
}

/** The ship-to country in a Cookie header, when it names a known country. */
export function shipToFromCookie(header: string | null | undefined): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [name, value] = pair.split('=', 2);
    if (name?.trim() === SHIP_TO_COOKIE) return shipToCode(value);
  }
  return undefined;
}

export type ShipToQuery = z.output<typeof ShipToQuery>;

import { z } from 'zod';

/** The largest id a PostgreSQL integer column holds. */
export const MAX_DATABASE_ID = 2_147_483_647;

/** A database id, as a number or (some clients send ids as text) as digits; the message names what is wrong. */
export const DatabaseId = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ message }).int(message).positive(message).max(MAX_DATABASE_ID, message),
  );

const UrlId = DatabaseId('No id');

/**
 * The id an address names (a path segment such as /orders/{id}, or a query value), written as the
 * shop writes its links: digits without a leading zero, within the id schema's bounds. Anything
 * else (a name, "1.5", "-3", "007", " 7", "") names no row: undefined.
 */
export function idFromUrl(text: string | null | undefined): number | undefined {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const parsed = UrlId.safeParse(text);
  return parsed.success ? parsed.data : undefined;
}

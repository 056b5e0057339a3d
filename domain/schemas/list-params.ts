/**
 * What a back-office list's GET form reads (the inbox, the security events): an empty field is
 * absent, and the page is a whole number from 1, each refusal naming `page`.
 */
import { z } from 'zod';

/** An empty form field reads as absent (the page's filters are a GET form). */
export const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

export const PageParam = z.coerce
  .number({ message: 'page must be a whole number' })
  .int('page must be a whole number')
  .min(1, 'page must be 1 or more')
  .max(10_000, 'page is too large')
  .default(1);

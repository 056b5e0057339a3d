import { z } from 'zod';

/** A database id, as a number or (some clients send ids as text) as digits; the message names what is wrong. */
export const DatabaseId = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ message }).int(message).positive(message).max(2_147_483_647, message),
  );

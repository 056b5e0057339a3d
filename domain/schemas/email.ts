import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGES } from '../email.ts';

// The words and the length are defined without zod (domain/email.ts); the schemas' readers may import them from here.
export { EMAIL_MAX_LENGTH, EMAIL_MESSAGES };

/**
 * An e-mail address, as every form and the API read one: required (spaces around it dropped), at
 * most 254 characters, and a valid address. Registration words the invalid case its own way.
 */
export const emailAddress = (invalid: string = EMAIL_MESSAGES.invalid) =>
  z
    .string({ message: EMAIL_MESSAGES.required })
    .trim()
    .min(1, { message: EMAIL_MESSAGES.required, abort: true })
    .max(EMAIL_MAX_LENGTH, invalid)
    .pipe(z.email(invalid));

import { z } from 'zod';

export const EMAIL_MESSAGES = {
  required: 'Email is required',
  invalid: 'Invalid email address',
} as const;

export const EMAIL_MAX_LENGTH = 254;

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

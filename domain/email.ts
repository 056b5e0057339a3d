/**
 * What every form says about an e-mail address, and its longest length, without zod: pages show
 * these words before (or without) loading the schemas. domain/schemas/email.ts builds the field on them.
 */
export const EMAIL_MESSAGES = {
  required: 'Email is required',
  invalid: 'Invalid email address',
} as const;

export const EMAIL_MAX_LENGTH = 254;

/**
 * A phone number as every form and the API read one: the checkout's contact and address, the
 * account's own (domain/schemas/account.ts). Kept apart from the checkout's schemas so the account
 * pages read a phone without loading them.
 */
import { singleLine } from './text.ts';

export const PHONE_MESSAGES = {
  invalid: 'Invalid phone number',
  tooLong: 'This field is too long',
} as const;

/** 7 to 15 digits (E.164 allows 15), optionally after a +, with spaces, dashes, dots or brackets between. */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s\-().]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** A phone that may be empty (none given): an address's, the account's. */
export const PhoneText = singleLine('Phone')
  .trim()
  .max(30, PHONE_MESSAGES.tooLong)
  .refine((phone) => phone === '' || isPhoneNumber(phone), PHONE_MESSAGES.invalid);

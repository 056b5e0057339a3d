/**
 * The contact form's messages and lengths, and the photo a shopper may attach to a message or a
 * design request, without the schemas: no zod here, so the contact and design pages show them
 * without loading zod. domain/schemas/contact.ts checks the forms with them and re-exports them.
 */
import { EMAIL_MESSAGES } from './email.ts';

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: EMAIL_MESSAGES.required,
  emailInvalid: EMAIL_MESSAGES.invalid,
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  mobileRequired: 'Mobile number is required',
  mobileDigits: 'Mobile number must be exactly 10 digits',
  atLeast: (min: number) => `Must be at least ${min} characters`,
  atMost: (max: number) => `Must be at most ${max} characters`,
  linkInvalid: 'Please enter a valid link starting with http:// or https://',
  sent: 'Your message has been sent!',
  failed: 'Failed to send your message.',
  unreachable: 'Something went wrong. Please try again.',
} as const;

/** The contact form's minimum lengths. */
export const CONTACT_MIN_LENGTH = { name: 3, subject: 5, message: 10 } as const;

/** The image types a shopper may attach; anything else is refused before it is stored. */
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

export const PHOTO_MESSAGES = {
  notImage: 'Please choose a PNG, JPEG, WebP or GIF image',
  tooLarge: 'The photo must be 5 MB or smaller',
  storageFull: 'We cannot accept more photos at the moment. Please send your request without the photo, or add a link to it instead.',
} as const;

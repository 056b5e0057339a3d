/**
 * The newsletter's requests and words (decision record 042): a sign-up asks for a confirmation
 * link (double opt-in) and answers the same whether or not the address is subscribed already; the
 * link confirms it; a letter's unsubscribe link ends it.
 */
import { z } from 'zod';
import { currentWords, wordsOf, type GivingWay } from '../consent.ts';
import { EMAIL_MESSAGES, emailAddress } from './email.ts';

export const NEWSLETTER_MESSAGES = {
  required: EMAIL_MESSAGES.required,
  invalid: EMAIL_MESSAGES.invalid,
  /** The one answer to every sign-up, known address or not: it tells nobody who is subscribed. */
  confirmationSent: 'Thank you! Please open the link we have just e-mailed you to confirm your subscription.',
  confirmed: 'Your subscription is confirmed. Welcome!',
  alreadyConfirmed: 'Your subscription is already confirmed. Thank you!',
  confirmLinkInvalid: 'This confirmation link is invalid or has expired. Please sign up again.',
  unsubscribed: 'You are unsubscribed: we will send you no more letters.',
  unsubscribeLinkInvalid: 'This unsubscribe link is invalid. Please use the link at the foot of one of our letters.',
  unknownWords: 'wordsVersion names words we have never shown',
  subscribeRequired: 'subscribe must be true or false',
  switchedOnTooOften: 'You have switched the newsletter on several times in a short time. Please try again in an hour.',
} as const;

/** The version of the words the sign-up form showed; a client that names none is taken to have shown the current ones. */
const wordsVersion = z
  .number({ message: NEWSLETTER_MESSAGES.unknownWords })
  .int(NEWSLETTER_MESSAGES.unknownWords)
  .refine((version) => wordsOf('newsletter', version) !== undefined, NEWSLETTER_MESSAGES.unknownWords)
  .optional()
  .transform((version) => version ?? currentWords('newsletter').version);

/** Where the public sign-up is made: the footer's form, or the checkout's box. The account page has its own way in. */
const SIGN_UP_WAYS = ['form', 'checkout'] as const satisfies readonly GivingWay[];

export const NewsletterInput = z.object({
  email: emailAddress(),
  how: z.enum(SIGN_UP_WAYS, { message: 'how must be form or checkout' }).default('form'),
  wordsVersion,
});
export type NewsletterInput = z.infer<typeof NewsletterInput>;

/** A link's token, as the confirmation and unsubscribe links carry it. */
export const NewsletterLinkInput = z.object({
  token: z.string({ message: 'token is required' }).trim().min(1, 'token is required').max(2000, 'token is too long'),
});
export type NewsletterLinkInput = z.infer<typeof NewsletterLinkInput>;

/** Where a signed-in shopper's own consent is given: the account page's switch, or the checkout's box as the order is placed. */
const SWITCH_WAYS = ['account', 'checkout'] as const satisfies readonly GivingWay[];

/**
 * The account's newsletter consent (`PUT /api/me/newsletter`): on or off, with the version of the
 * words shown beside the switch or box, and where. The address is the account's own.
 */
export const NewsletterSwitchInput = z.object({
  subscribe: z.boolean({ message: NEWSLETTER_MESSAGES.subscribeRequired }),
  wordsVersion,
  how: z.enum(SWITCH_WAYS, { message: 'how must be account or checkout' }).default('account'),
});
export type NewsletterSwitchInput = z.infer<typeof NewsletterSwitchInput>;

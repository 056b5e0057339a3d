import { z } from 'zod';
import { EMAIL_MESSAGES, emailAddress } from './email.ts';

export const NEWSLETTER_MESSAGES = {
  required: EMAIL_MESSAGES.required,
  invalid: EMAIL_MESSAGES.invalid,
  subscribed: 'Thank you for subscribing! Look out for our next letter.',
  alreadySubscribed: 'You are already subscribed. Thank you!',
} as const;

export const NewsletterInput = z.object({
  email: emailAddress(),
});
export type NewsletterInput = z.infer<typeof NewsletterInput>;

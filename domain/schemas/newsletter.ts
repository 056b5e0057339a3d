import { z } from 'zod';

export const NEWSLETTER_MESSAGES = {
  required: 'Email is required',
  invalid: 'Invalid email address',
  subscribed: 'Thank you for subscribing! Look out for our next letter.',
  alreadySubscribed: 'You are already subscribed. Thank you!',
} as const;

export const NewsletterInput = z.object({
  email: z
    .string({ message: NEWSLETTER_MESSAGES.required })
    .trim()
    .min(1, NEWSLETTER_MESSAGES.required)
    .max(254, NEWSLETTER_MESSAGES.invalid)
    .pipe(z.email(NEWSLETTER_MESSAGES.invalid)),
});
export type NewsletterInput = z.infer<typeof NewsletterInput>;

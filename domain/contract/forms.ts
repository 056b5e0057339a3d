/** What the newsletter, contact and custom-design forms' endpoints answer. */
import { z } from 'zod';
import { ErrorAnswer } from './errors.ts';

export const NewsletterAnswer = z.object({ success: z.boolean(), message: z.string() }).meta({ id: 'NewsletterAnswer' });
export type NewsletterAnswer = z.infer<typeof NewsletterAnswer>;

/** A stored contact message or custom-design request. */
export const SubmissionAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  received: z.object({
    id: z.number().int(),
    photo: z.string().nullable().meta({ description: 'The stored photo, served at /api/uploads/{photo}' }),
    link: z.string().nullable(),
  }),
});
export type SubmissionAnswer = z.infer<typeof SubmissionAnswer>;

/** A refused submission: the error answer, with `success: false` where the first clients look. */
export const SubmissionRefusal = ErrorAnswer.extend({ success: z.literal(false), message: z.string() }).meta({ id: 'SubmissionRefusal' });

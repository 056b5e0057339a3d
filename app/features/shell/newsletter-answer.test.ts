import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '../../../domain/schemas/newsletter.ts';
import { NEWSLETTER_FAILED, readNewsletterAnswer } from './newsletter-answer';

describe('readNewsletterAnswer', () => {
  it('shows the server’s message on success', () => {
    expect(readNewsletterAnswer(true, { success: true, message: NEWSLETTER_MESSAGES.subscribed })).toEqual({
      ok: true,
      message: NEWSLETTER_MESSAGES.subscribed,
    });
  });

  it('shows the server’s error message on a refusal', () => {
    expect(readNewsletterAnswer(false, { error: { code: 'validation', message: 'Invalid email address' } })).toEqual({
      ok: false,
      message: 'Invalid email address',
    });
  });

  it('falls back to a general message when the answer cannot be read', () => {
    expect(readNewsletterAnswer(false, null)).toEqual({ ok: false, message: NEWSLETTER_FAILED });
    expect(readNewsletterAnswer(true, { success: false })).toEqual({ ok: false, message: NEWSLETTER_FAILED });
    expect(readNewsletterAnswer(false, { error: { message: '' } })).toEqual({ ok: false, message: NEWSLETTER_FAILED });
  });
});

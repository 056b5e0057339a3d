import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '../../../domain/schemas/newsletter.ts';
import { readError } from '../../lib/api';
import { NEWSLETTER_FAILED, readNewsletterAnswer } from './newsletter-answer';

describe('readNewsletterAnswer', () => {
  it('shows the server’s message on success', () => {
    expect(readNewsletterAnswer({ ok: true, status: 202, data: { success: true, message: NEWSLETTER_MESSAGES.confirmationSent } })).toEqual({
      ok: true,
      message: NEWSLETTER_MESSAGES.confirmationSent,
    });
  });

  it('shows the server’s error message on a refusal', () => {
    expect(readNewsletterAnswer({ ok: false, status: 400, ...readError({ error: { code: 'validation', message: 'Invalid email address' } }) })).toEqual({
      ok: false,
      message: 'Invalid email address',
    });
  });

  it('falls back to a general message when the answer cannot be read', () => {
    expect(readNewsletterAnswer({ ok: false, status: 0, ...readError(null) })).toEqual({ ok: false, message: NEWSLETTER_FAILED });
    expect(readNewsletterAnswer({ ok: true, status: 200, data: { success: false, message: '' } })).toEqual({ ok: false, message: NEWSLETTER_FAILED });
    expect(readNewsletterAnswer({ ok: false, status: 400, ...readError({ error: { message: '' } }) })).toEqual({ ok: false, message: NEWSLETTER_FAILED });
  });
});

import { describe, expect, it } from 'vitest';
import { SOLD_GIFT_CARD_MESSAGES, giftCardSendDays, isGiftCardSendDay } from '../gift-cards.ts';
import { GiftCardLineInput } from './line.ts';

const card = { amountMinor: 5000, recipientName: 'Ana', recipientEmail: 'ana@example.com', message: 'Happy birthday!', sendOn: '2026-12-24' };
const today = new Date('2026-12-06T22:00:00Z');

function messagesOf(input: unknown): string[] {
  const result = GiftCardLineInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('a gift card line', () => {
  it('takes any whole amount within every card’s bounds (the owner’s setting judges the rest where the line is priced)', () => {
    for (const amountMinor of [100, 2500, 999, 4321, 100_001, 1_000_000])
      expect(messagesOf({ ...card, amountMinor, sendOn: new Date().toISOString().slice(0, 10) })).toEqual([]);
    for (const amountMinor of [99, 1_000_001, 0, -5000, 50.5, '50']) expect(messagesOf({ ...card, amountMinor })).toContain(SOLD_GIFT_CARD_MESSAGES.amount);
  });

  it('names each field it refuses', () => {
    expect(messagesOf({ ...card, recipientName: '  ' })).toContain(SOLD_GIFT_CARD_MESSAGES.recipientName);
    expect(messagesOf({ ...card, recipientName: 'A'.repeat(101) })).toContain(SOLD_GIFT_CARD_MESSAGES.recipientNameTooLong);
    expect(messagesOf({ ...card, recipientEmail: 'ana' })).toContain(SOLD_GIFT_CARD_MESSAGES.recipientEmail);
    expect(messagesOf({ ...card, recipientEmail: undefined })).toContain(SOLD_GIFT_CARD_MESSAGES.recipientEmail);
    expect(messagesOf({ ...card, message: 'x'.repeat(301) })).toContain(SOLD_GIFT_CARD_MESSAGES.messageTooLong);
    expect(messagesOf({ ...card, sendOn: '24 Dec' })).toContain(SOLD_GIFT_CARD_MESSAGES.sendOn);
  });

  it('keeps a message of 300 characters and line breaks, and defaults to none', () => {
    const parsed = GiftCardLineInput.parse({ ...card, message: `${'x'.repeat(299)}\n`, sendOn: new Date().toISOString().slice(0, 10) });
    expect(parsed.message).toHaveLength(299);
    const { message: _message, ...rest } = card;
    expect(GiftCardLineInput.parse({ ...rest, sendOn: new Date().toISOString().slice(0, 10) }).message).toBe('');
  });
});

describe('a gift card’s send day', () => {
  it('is today up to a year on, as a real calendar day', () => {
    expect(isGiftCardSendDay('2026-12-06', today)).toBe(true);
    expect(isGiftCardSendDay('2027-12-07', today)).toBe(true);
    expect(isGiftCardSendDay('2026-12-05', today)).toBe(false);
    expect(isGiftCardSendDay('2027-12-08', today)).toBe(false);
    expect(isGiftCardSendDay('2027-02-30', today)).toBe(false);
    expect(isGiftCardSendDay('2026-12-24T00:00', today)).toBe(false);
  });

  it('gives the date field its bounds: the first and last day it takes', () => {
    expect(giftCardSendDays(today)).toEqual({ first: '2026-12-06', last: '2027-12-07' });
  });
});

import { describe, expect, it } from 'vitest';
import { detailLine, giftCardLineWords, lineDetails, lineExtras, linePiece, lineSummary, lineText, sizeWords, termInText, LINE_TERMS } from './line-words.ts';

const ring = { gemstone: 'Diamond', metal: '925 Sterling Silver', size: '6', personalisation: 'For Ana', giftWrap: true };
const hoops = { gemstone: null, metal: '14K Gold', size: '', personalisation: '', giftWrap: false };

describe('a line in words', () => {
  it('lists every choice as labelled details: gemstone, metal, size, personalisation, gift wrap', () => {
    expect(lineDetails(ring, { giftWrap: '$5.00 each' })).toEqual([
      { term: 'Gemstone', value: 'Diamond' },
      { term: 'Metal', value: '925 Sterling Silver' },
      { term: 'Size', value: '6' },
      { term: 'Personalisation', value: '“For Ana”' },
      { term: 'Gift wrap', value: '$5.00 each' },
    ]);
  });

  it('leaves out what was not chosen, and says "One size" for a piece of one size', () => {
    expect(lineDetails(hoops)).toEqual([
      { term: 'Metal', value: '14K Gold' },
      { term: 'Size', value: 'One size' },
    ]);
    expect(sizeWords('')).toBe('One size');
  });

  it('writes running text in lower case after the first word, joined by " · "', () => {
    expect(lineSummary(ring)).toBe('Diamond · 925 Sterling Silver · size 6 · “For Ana” · gift wrap');
    expect(lineSummary(hoops)).toBe('14K Gold · one size');
    expect(linePiece(ring)).toBe('Diamond · 925 Sterling Silver · size 6');
    expect(termInText(LINE_TERMS.giftWrap)).toBe('gift wrap');
  });

  it('uses straight quotation marks in plain text, and a term alone when it has no value', () => {
    expect(lineExtras(ring, { text: 'plain' }).map(detailLine)).toEqual(['Personalisation: "For Ana"', 'Gift wrap']);
    expect(lineExtras(ring, { text: 'plain', giftWrap: '$10.00' }).map(detailLine)).toEqual(['Personalisation: "For Ana"', 'Gift wrap: $10.00']);
    expect(lineExtras(hoops)).toEqual([]);
  });
});

describe('a gift card line in words', () => {
  it('says the amount, the recipient and the send day, and nothing of metal or size', () => {
    const card = { amountMinor: 5000, recipientName: 'Ana', recipientEmail: 'ana@example.com', sendOn: '2026-12-24' };
    expect(giftCardLineWords(card, 'USD')).toBe('Gift card $50.00 for Ana (ana@example.com), sent 24 Dec 2026');
  });

  const card = { amountMinor: 5000, recipientName: 'Ana', recipientEmail: 'ana@example.com', message: 'Happy birthday', sendOn: '2026-12-24' };
  // The line as a card line comes: a piece's fields set aside (domain/schemas/line.ts).
  const cardLine = { gemstone: null, metal: 'DefaultMetal', size: '', personalisation: '', giftWrap: false, giftCard: card };

  it('as labelled details: its recipient, send date and message, no metal, size or gift wrap', () => {
    expect(lineDetails(cardLine)).toEqual([
      { term: 'Recipient', value: 'Ana (ana@example.com)' },
      { term: 'Send date', value: '24 Dec 2026' },
      { term: 'Message', value: '“Happy birthday”' },
    ]);
    expect(lineExtras(cardLine, { text: 'plain' }).map(detailLine)).toEqual(['Message: "Happy birthday"']);
    expect(lineExtras({ ...cardLine, giftCard: { ...card, message: '' } })).toEqual([]);
  });

  it('in running text under its name: the card in its words; a piece, its choices', () => {
    expect(lineText(cardLine, 'USD')).toBe('Gift card $50.00 for Ana (ana@example.com), sent 24 Dec 2026');
    expect(lineText(cardLine, 'USD', linePiece)).toBe('Gift card $50.00 for Ana (ana@example.com), sent 24 Dec 2026');
    expect(lineText(ring, 'USD')).toBe(lineSummary(ring));
    expect(lineText(ring, 'USD', linePiece)).toBe('Diamond · 925 Sterling Silver · size 6');
  });
});

describe('a ring size in words (decision record 057)', () => {
  const ring = { gemstone: 'Diamond', metal: '925 Sterling Silver', size: '54.4 mm', personalisation: '', giftWrap: false };

  it('names it in the shopper’s system and the workshop’s millimetres', () => {
    expect(sizeWords('54.4 mm', 'UK')).toBe('UK N½ · 54.4 mm');
    expect(sizeWords('54.4 mm', 'US')).toBe('US 7 · 54.4 mm');
    expect(sizeWords('54.4 mm')).toBe('54.4 mm');
    expect(sizeWords('M', 'UK')).toBe('M');
    expect(lineDetails(ring, { sizeSystem: 'UK' })).toContainEqual({ term: 'Size', value: 'UK N½ · 54.4 mm', inText: 'UK N½, 54.4 mm' });
    expect(linePiece(ring, { sizeSystem: 'US' })).toBe('Diamond · 925 Sterling Silver · size US 7, 54.4 mm');
  });

  it('says a ring ordered without a size is still to be chosen', () => {
    expect(sizeWords('To be chosen', 'UK')).toBe('To be chosen');
    expect(linePiece({ ...ring, size: 'To be chosen' }, { sizeSystem: 'UK' })).toBe('Diamond · 925 Sterling Silver · size to be chosen');
  });
});

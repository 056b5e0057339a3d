import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GIFT_WRAP_FEE_MINOR,
  MAX_LINE_QUANTITY,
  boundedQuantity,
  combineLines,
  isGiftCardLine,
  isLineQuantity,
  lineChoice,
  lineKey,
  lineTotalMinor,
  onlyGiftCards,
  pricedLine,
  sameLine,
  type Line,
} from './line.ts';

const ring: Line = { variantId: 11, metal: '14K Gold', size: '7', personalisation: 'A & J', giftWrap: false, quantity: 1 };

describe('a line', () => {
  it('is the same line whatever the case or surrounding spaces of its metal and size', () => {
    expect(sameLine(ring, { ...ring, metal: ' 14k gold ', size: '7 ' })).toBe(true);
    expect(sameLine(ring, { ...ring, personalisation: ' A & J ' })).toBe(true);
  });

  it('is another line when the piece, metal, size, engraving or gift wrap differ', () => {
    for (const other of [{ variantId: 12 }, { metal: 'Platinum' }, { size: '8' }, { personalisation: 'a & j' }, { giftWrap: true }]) {
      expect(sameLine(ring, { ...ring, ...other }), JSON.stringify(other)).toBe(false);
    }
  });

  it('ignores the quantity in its identity', () => {
    const more: Line = { ...ring, quantity: 7 };
    expect(lineKey(ring)).toBe(lineKey(more));
  });

  it('holds a whole number of pieces from 1 to the most a shopper orders', () => {
    expect([0, 1, 20, 21, 1.5].map(isLineQuantity)).toEqual([false, true, true, false, false]);
    expect([0, -3, 1, 19.7, 500, Number.NaN].map(boundedQuantity)).toEqual([1, 1, 1, 19, MAX_LINE_QUANTITY, 1]);
    fc.assert(fc.property(fc.double(), (n) => isLineQuantity(boundedQuantity(n))));
  });

  it('costs price × quantity plus gift wrap per wrapped piece', () => {
    expect(lineTotalMinor({ priceMinor: 8900, quantity: 3, giftWrap: false })).toBe(26700);
    expect(lineTotalMinor({ priceMinor: 8900, quantity: 3, giftWrap: true })).toBe(26700 + 3 * GIFT_WRAP_FEE_MINOR);
    const priced = pricedLine({ ...ring, giftWrap: true, quantity: 2, productId: 1, productName: 'Halo', gemstone: null, image: null, priceMinor: 1000 });
    expect([priced.giftWrapMinor, priced.lineTotalMinor]).toEqual([2 * GIFT_WRAP_FEE_MINOR, 2000 + 2 * GIFT_WRAP_FEE_MINOR]);
  });

  it('combines lines given twice, adding their quantities, in the order they first came', () => {
    const other = { ...ring, variantId: 12 };
    const combined = combineLines([ring, other, { ...ring, metal: '14k gold', quantity: 4 }]);
    expect(combined.map((line) => [line.variantId, line.quantity])).toEqual([
      [11, 5],
      [12, 1],
    ]);
  });
});

describe('a gift card line', () => {
  const card = { amountMinor: 5000, recipientName: 'Ana', recipientEmail: 'ana@example.com', message: 'Happy birthday!', sendOn: '2026-12-24' };
  const giftCard: Line = { variantId: 1, metal: 'DefaultMetal', size: '', personalisation: '', giftWrap: false, quantity: 1, giftCard: card };

  it('keeps the key a line without a card always had', () => {
    expect(lineKey(ring)).toBe(JSON.stringify([11, '14k gold', '7', 'A & J', false]));
  });

  it('is another line when any of the card’s amount, recipient, message or send day differ', () => {
    expect(sameLine(giftCard, { ...giftCard, giftCard: undefined })).toBe(false);
    for (const other of [{ amountMinor: 2500 }, { recipientName: 'Bo' }, { recipientEmail: 'bo@example.com' }, { message: 'Hi' }, { sendOn: '2026-12-25' }]) {
      expect(sameLine(giftCard, { ...giftCard, giftCard: { ...card, ...other } }), JSON.stringify(other)).toBe(false);
    }
  });

  it('is the same card whatever the case of the recipient’s e-mail, and keeps its card in its choice', () => {
    expect(sameLine(giftCard, { ...giftCard, giftCard: { ...card, recipientEmail: ' ANA@example.com ' } })).toBe(true);
    expect(lineChoice(giftCard).giftCard).toEqual(card);
    expect(lineChoice(ring)).not.toHaveProperty('giftCard');
  });

  it('is gift cards only when every line, and at least one, is a gift card', () => {
    expect(isGiftCardLine(giftCard)).toBe(true);
    expect(onlyGiftCards([giftCard])).toBe(true);
    expect(onlyGiftCards([giftCard, ring])).toBe(false);
    expect(onlyGiftCards([ring])).toBe(false);
    expect(onlyGiftCards([])).toBe(false);
  });
});

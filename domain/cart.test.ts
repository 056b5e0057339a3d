import { describe, expect, it } from 'vitest';
import {
  CART_LOG_MESSAGES,
  addRefusal,
  addLine,
  cartLinesFromServer,
  cartLinesInput,
  decrementLine,
  incrementLine,
  removeLine,
  type CartLineInput,
} from './cart.ts';
import { FALLBACK_METAL, GIFT_CARD_VARIANT_ID, GIFT_WRAP_FEE_MINOR, MAX_LINE_QUANTITY, giftWrapMinor, lineTotalMinor, subtotalMinor } from './line.ts';

const ring: CartLineInput = {
  id: 11,
  productId: 1,
  title: 'Halo Ring',
  images: ['a.svg'],
  sizes: '7',
  metal: '14K Gold',
  metals: ['925 Sterling Silver', '14K Gold'],
  price: 349,
  priceMinor: 34900,
  personalisation: '',
  giftWrap: false,
};

describe('cart rules', () => {
  it('adds a new line with quantity 1, and the same line again raises its quantity', () => {
    let lines = addLine([], ring);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(1);
    lines = addLine(lines, ring);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(2);
  });

  it('keeps lines apart when size, metal, personalisation or gift wrap differ', () => {
    let lines = addLine([], ring);
    lines = addLine(lines, { ...ring, sizes: '8' });
    lines = addLine(lines, { ...ring, metal: '925 Sterling Silver' });
    lines = addLine(lines, { ...ring, personalisation: 'A & J' });
    lines = addLine(lines, { ...ring, giftWrap: true });
    expect(lines).toHaveLength(5);
  });

  it('minus lowers the quantity and removes the line at 1; the bin removes it whatever its quantity', () => {
    let lines = addLine(addLine([], ring), ring);
    lines = decrementLine(lines, 0);
    expect(lines[0]!.quantity).toBe(1);
    expect(decrementLine(lines, 0)).toEqual([]);
    expect(removeLine(incrementLine(lines, 0), 0)).toEqual([]);
  });

  it('caps a line at the most a shopper orders', () => {
    const lines = addLine([], { ...ring, quantity: 500 });
    expect(lines[0]!.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('totals price × quantity, gift wrap per wrapped piece', () => {
    const lines = addLine(addLine(addLine([], ring), ring), { ...ring, id: 12, priceMinor: 8900, giftWrap: true });
    expect(subtotalMinor(lines)).toBe(34900 * 2 + 8900);
    expect(giftWrapMinor(lines)).toBe(GIFT_WRAP_FEE_MINOR);
    expect(lineTotalMinor(lines[1]!)).toBe(8900 + GIFT_WRAP_FEE_MINOR);
  });

  it('adds nothing without a variant id or a variant', () => {
    expect(addLine([], { ...ring, id: undefined as unknown as number })).toEqual([]);
    expect(addRefusal({ id: undefined })).toBe(CART_LOG_MESSAGES.variantIdMissing);
    expect(addRefusal({ id: 0 })).toBe('Variant ID missing!');
    expect(addRefusal(undefined)).toBe('No variant found!');
    expect(addRefusal(ring)).toBeUndefined();
  });
});

describe('a gift card line in the browser cart (decision record 050)', () => {
  const card = (recipientEmail: string) => ({
    id: GIFT_CARD_VARIANT_ID,
    productId: 0,
    title: 'Gift card',
    images: [],
    sizes: '',
    metal: FALLBACK_METAL,
    price: 50,
    priceMinor: 5_000,
    personalisation: '',
    giftWrap: false,
    giftCard: { amountMinor: 5_000, recipientName: 'Ada', recipientEmail, message: '', sendOn: '2026-12-24' },
  });

  it('is one line a card: the same card adds up, another recipient is another line', () => {
    let lines = addLine([], card('ada@example.com'));
    lines = addLine(lines, card('ada@example.com'));
    lines = addLine(lines, card('grace@example.com'));
    expect(lines.map((line) => [line.giftCard?.recipientEmail, line.quantity])).toEqual([
      ['ada@example.com', 2],
      ['grace@example.com', 1],
    ]);
  });

  it('keeps its card on the way to the API and back from the server cart', () => {
    const [line] = addLine([], card('ada@example.com'));
    const sent = cartLinesInput([line!]).lines[0]!;
    expect(sent.giftCard).toEqual(line!.giftCard);
    const back = cartLinesFromServer({
      currency: 'USD',
      lines: [
        {
          variantId: GIFT_CARD_VARIANT_ID,
          productId: 0,
          productName: 'Gift card',
          gemstone: null,
          image: null,
          metal: FALLBACK_METAL,
          size: '',
          personalisation: '',
          giftWrap: false,
          quantity: 1,
          price: 50,
          giftWrapPrice: 0,
          lineTotal: 50,
          giftCard: line!.giftCard,
        },
      ],
    });
    expect(back[0]!.giftCard).toEqual(line!.giftCard);
  });
});

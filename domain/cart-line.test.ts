import { describe, expect, it } from 'vitest';
import { ADDED_TO_CART_MESSAGE, cartLineFor, giftCardCartLine, metalIndexFor, needsSize, type LineVariant } from './cart-line.ts';
import { cartLineKey, cartLinesInput, type CartLine } from './cart.ts';
import { GIFT_CARD_VARIANT_ID } from './line.ts';

const ring: LineVariant = {
  id: 12,
  productId: 4,
  title: 'Aurora Halo Engagement Ring',
  images: ['aurora-0.svg', 'aurora-1.svg'],
  metals: ['925 Sterling Silver', '14K Gold'],
  pricesMinor: [23900, 74900],
  gemstone: 'Diamond',
  sizes: ['5', '6', '7'],
};

describe('cartLineFor', () => {
  it('prices the line by the chosen metal and carries every choice', () => {
    expect(cartLineFor(ring, { metalIndex: 1, size: '6', personalisation: '  For Ana  ', giftWrap: true }, 'USD')).toEqual({
      id: 12,
      productId: 4,
      title: 'Aurora Halo Engagement Ring',
      images: ['aurora-0.svg', 'aurora-1.svg'],
      sizes: '6',
      metal: '14K Gold',
      metals: ['925 Sterling Silver', '14K Gold'],
      price: 749,
      priceMinor: 74900,
      personalisation: 'For Ana',
      giftWrap: true,
      gemstone: 'Diamond',
    });
  });

  it('falls back to the first metal and no size when the choices do not fit the variant', () => {
    const line = cartLineFor(ring, { metalIndex: 7, size: 'XL' }, 'USD');
    expect([line.metal, line.priceMinor, line.sizes, line.personalisation, line.giftWrap]).toEqual(['925 Sterling Silver', 23900, '', '', false]);
  });

  it('names the fallback metal for a variant without metals', () => {
    expect(cartLineFor({ ...ring, metals: [], pricesMinor: [5000] }, { metalIndex: 0, size: '' }, 'USD').metal).toBe('DefaultMetal');
  });
});

describe('choices', () => {
  it('keeps a metal index only when the variant has that metal', () => {
    expect(metalIndexFor(ring, 1)).toBe(1);
    expect(metalIndexFor(ring, 2)).toBe(0);
    expect(metalIndexFor(ring, -1)).toBe(0);
  });

  it('asks for a size only for pieces that come in sizes', () => {
    expect(needsSize(ring, '')).toBe(true);
    expect(needsSize(ring, '9')).toBe(true);
    expect(needsSize(ring, '5')).toBe(false);
    expect(needsSize({ sizes: [] }, '')).toBe(false);
  });

  it('keeps the spec’s toast text, leading space included', () => {
    expect(ADDED_TO_CART_MESSAGE).toBe(' Item added to cart!');
  });
});

describe('giftCardCartLine', () => {
  const card = { amountMinor: 5_000, recipientName: 'Ana', recipientEmail: 'ana@example.com', message: 'Happy birthday', sendOn: '2026-12-24' };

  it('names no piece, is priced at the card’s amount and carries the card, once', () => {
    const line = giftCardCartLine(card, 'USD');
    expect(line).toMatchObject({
      id: GIFT_CARD_VARIANT_ID,
      title: 'Gift card',
      price: 50,
      priceMinor: 5_000,
      quantity: 1,
      sizes: '',
      giftWrap: false,
      giftCard: card,
    });
    // The API takes it as a card line: the card rides along with the variant that names none.
    expect(cartLinesInput([line as CartLine]).lines[0]).toMatchObject({ variantId: GIFT_CARD_VARIANT_ID, quantity: 1, giftCard: card });
    expect(cartLineKey(line)).not.toBe(cartLineKey(giftCardCartLine({ ...card, amountMinor: 10_000 }, 'USD')));
  });
});

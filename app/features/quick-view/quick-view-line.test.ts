import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '../../../domain/line.ts';
import type { Variant } from '../../../domain/catalog.ts';
import { INITIAL_CHOICE, QUICK_VIEW_MESSAGES, clampQuantity, needsSize, quickViewLine } from './quick-view-line';

const ring: Variant = {
  id: 31,
  productId: 7,
  position: 0,
  title: 'Halo Ring',
  description: 'A halo of diamonds.',
  images: ['halo-0.svg', 'halo-1.svg'],
  metals: ['925 Sterling Silver', '14K Gold'],
  pricesMinor: [12900, 45900],
  compareAtMinor: [null, 52900],
  sizes: ['5', '6', '7'],
  gemstone: 'Diamond',
  categories: ['Rings'],
  subCategories: ['Halo'],
  themes: [],
  purposes: [],
  festivals: [],
  imageWidths: [[]],
  madeToOrder: true,
  leadTime: { minDays: 10, maxDays: 21 },
  stock: [],
  promotion: null,
};
const charm: Variant = { ...ring, id: 40, productId: 9, title: 'Moon Charm', sizes: [] };

describe('the Quick View cart line', () => {
  it('takes the first metal, quantity 1 and no size by default', () => {
    expect(quickViewLine(charm, INITIAL_CHOICE, 'USD')).toEqual({
      id: 40,
      productId: 9,
      title: 'Moon Charm',
      images: ['halo-0.svg', 'halo-1.svg'],
      sizes: '',
      metal: '925 Sterling Silver',
      metals: ['925 Sterling Silver', '14K Gold'],
      price: 129,
      priceMinor: 12900,
      quantity: 1,
      personalisation: '',
      giftWrap: false,
      gemstone: 'Diamond',
    });
  });

  it('uses the chosen metal, its price, the chosen size and the quantity', () => {
    const line = quickViewLine(ring, { metalIndex: 1, size: '6', quantity: 3 }, 'USD');
    expect(line).toMatchObject({ metal: '14K Gold', priceMinor: 45900, price: 459, sizes: '6', quantity: 3 });
  });

  it('falls back to the first metal for an index the variant does not have', () => {
    expect(quickViewLine(ring, { metalIndex: 9, size: '5', quantity: 1 }, 'USD')).toMatchObject({ metal: '925 Sterling Silver', priceMinor: 12900 });
  });

  it('gives the price in the shop currency’s major units', () => {
    expect(quickViewLine(charm, INITIAL_CHOICE, 'JPY').price).toBe(12900);
  });
});

describe('the size rule', () => {
  it('asks for a size when the piece has sizes and none is chosen', () => {
    expect(needsSize(ring, '')).toBe(true);
    expect(needsSize(ring, '12')).toBe(true);
    expect(needsSize(ring, '7')).toBe(false);
  });

  it('never asks for a size when the piece has one size', () => {
    expect(needsSize(charm, '')).toBe(false);
  });

  it('says so in the words of the spec', () => {
    expect(QUICK_VIEW_MESSAGES.chooseSize).toBe('Please select a size');
    expect(QUICK_VIEW_MESSAGES.added).toBe(' Item added to cart!');
  });
});

describe('the quantity', () => {
  it('never goes below 1', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-4)).toBe(1);
  });

  it('stops at the cart’s limit for one line', () => {
    expect(clampQuantity(MAX_LINE_QUANTITY + 1)).toBe(MAX_LINE_QUANTITY);
    expect(clampQuantity(7)).toBe(7);
  });
});

import { describe, expect, it } from 'vitest';
import { FEW_LEFT } from './catalog.ts';
import { STOCK_MESSAGES, addableQuantity, availability, choiceName, quantityInCart } from './stock.ts';

const leadTime = { minDays: 10, maxDays: 21 };
const ring = {
  madeToOrder: false,
  leadTime,
  sizes: ['6', '7'],
  stock: [
    { metal: '14K Gold', size: '6', quantity: 0 },
    { metal: '14K Gold', size: '7', quantity: 2 },
    { metal: 'Silver', size: '6', quantity: 0 },
  ],
};
const pendant = { madeToOrder: false, leadTime, sizes: [], stock: [{ metal: 'Silver', size: '', quantity: FEW_LEFT }] };

describe('choiceName and the shortage message', () => {
  it('names the metal and size, or the metal alone for a one-size piece', () => {
    expect(choiceName({ title: 'Halo Ring', metal: '14K Gold', size: '7' })).toBe('Halo Ring (14K Gold, 7)');
    expect(choiceName({ title: 'Moon Pendant', metal: 'Silver', size: '' })).toBe('Moon Pendant (Silver)');
  });

  it('says how many are left, or that the choice is sold out', () => {
    expect(STOCK_MESSAGES.shortage({ title: 'Halo Ring', metal: '14K Gold', size: '7' }, 2)).toBe('Only 2 left of Halo Ring (14K Gold, 7)');
    expect(STOCK_MESSAGES.shortage({ title: 'Moon Pendant', metal: 'Silver', size: '' }, 1)).toBe('Only 1 left of Moon Pendant (Silver)');
    expect(STOCK_MESSAGES.shortage({ title: 'Halo Ring', metal: '14K Gold', size: '6' }, 0)).toBe('Halo Ring (14K Gold, 6) is sold out');
  });
});

describe('availability', () => {
  it('gives a made-to-order piece its lead time, whatever is chosen', () => {
    expect(availability({ ...ring, madeToOrder: true, stock: [] }, 'Silver', '')).toEqual({
      kind: 'made-to-order',
      leadTime,
      label: 'Made to order: ships in 10–21 business days',
    });
  });

  it('says "Only N left" under FEW_LEFT, nothing at FEW_LEFT or more', () => {
    expect(availability(ring, '14K Gold', '7')).toEqual({ kind: 'in-stock', left: 2, label: 'Only 2 left' });
    expect(availability(pendant, 'Silver', '')).toEqual({ kind: 'in-stock', left: FEW_LEFT, label: null });
    expect(availability({ ...pendant, stock: [{ metal: 'Silver', size: '', quantity: FEW_LEFT - 1 }] }, 'silver', '').label).toBe(`Only ${FEW_LEFT - 1} left`);
  });

  it('is sold out at 0, and for a choice never stocked', () => {
    expect(availability(ring, '14K Gold', '6')).toEqual({ kind: 'sold-out', label: 'Sold out' });
    expect(availability(ring, 'Platinum', '7')).toEqual({ kind: 'sold-out', label: 'Sold out' });
  });

  it('waits for a size unless no size is left in the metal', () => {
    expect(availability(ring, '14K Gold', '')).toEqual({ kind: 'choose-size', label: null });
    expect(availability(ring, 'Silver', '')).toEqual({ kind: 'sold-out', label: 'Sold out' });
  });
});

describe('addableQuantity', () => {
  it('is what is left less what the cart holds, never below 0; no limit when made to order', () => {
    expect(addableQuantity(2, 0)).toBe(2);
    expect(addableQuantity(2, 1)).toBe(1);
    expect(addableQuantity(2, 3)).toBe(0);
    expect(addableQuantity(undefined, 7)).toBeUndefined();
  });
});

describe('quantityInCart', () => {
  it('adds up every line of the variant in that metal and size, names compared case-blind', () => {
    const line = { id: 7, metal: '14K Gold', sizes: '7', quantity: 1 };
    const lines = [line, { ...line, metal: '14k gold', quantity: 2 }, { ...line, sizes: '6' }, { ...line, id: 8 }, { ...line, metal: 'Silver' }];
    expect(quantityInCart(lines, 7, '14K Gold', '7')).toBe(3);
    expect(quantityInCart(lines, 7, 'Platinum', '7')).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../../domain/cart.ts';
import { lineKey, refreshCart } from './cart-refresh';

const line = (id: number, priceMinor: number, extra: Partial<CartLine> = {}): CartLine => ({
  id, productId: 1, title: `Piece ${id}`, images: [], sizes: '7', metal: 'Gold', metals: ['Gold'],
  price: priceMinor / 100, priceMinor, quantity: 1, personalisation: '', giftWrap: false, ...extra,
});

describe('refreshCart', () => {
  it('takes today’s price and remembers the old one to say so', () => {
    const stale = line(1, 100);
    const result = refreshCart([stale], [{ id: 1, metal: 'Gold', sizes: '7', available: true, priceMinor: 12900, price: 129 }]);
    expect(result.lines[0]).toMatchObject({ priceMinor: 12900, price: 129 });
    expect(result.changed).toEqual([{ key: lineKey(stale), fromMinor: 100, toMinor: 12900 }]);
    expect(result.gone).toEqual([]);
  });

  it('takes a piece no longer sold out of the cart and names it', () => {
    const result = refreshCart([line(1, 100), line(2, 200)], [
      { id: 1, metal: 'Gold', sizes: '7', available: false },
      { id: 2, metal: 'Gold', sizes: '7', available: true, priceMinor: 200, price: 2 },
    ]);
    expect(result.lines.map((l) => l.id)).toEqual([2]);
    expect(result.gone).toEqual(['Piece 1']);
    expect(result.changed).toEqual([]);
  });

  it('keeps a line it was not asked about, and tells lines apart by their choices', () => {
    const wrapped = line(1, 100, { giftWrap: true });
    const result = refreshCart([wrapped, line(3, 300, { sizes: '8' })], [{ id: 1, metal: 'Gold', sizes: '7', available: true, priceMinor: 150, price: 1.5 }]);
    expect(result.lines.map((l) => [l.id, l.priceMinor])).toEqual([[1, 150], [3, 300]]);
    expect(result.changed[0]!.key).toBe(lineKey(wrapped));
  });
});

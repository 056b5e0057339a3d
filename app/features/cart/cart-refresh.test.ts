import { describe, expect, it } from 'vitest';
import { cartLineKey, type CartLine } from '../../../domain/cart.ts';
import { refreshCart } from './cart-refresh';

const line = (id: number, priceMinor: number, extra: Partial<CartLine> = {}): CartLine => ({
  id,
  productId: 1,
  title: `Piece ${id}`,
  images: [],
  sizes: '7',
  metal: 'Gold',
  metals: ['Gold'],
  price: priceMinor / 100,
  priceMinor,
  quantity: 1,
  personalisation: '',
  giftWrap: false,
  ...extra,
});

describe('refreshCart', () => {
  it('takes today’s price and remembers the old one to say so', () => {
    const stale = line(1, 100);
    const result = refreshCart([stale], [{ key: cartLineKey(stale), priceMinor: 12900 }], 'USD');
    expect(result.lines[0]).toMatchObject({ priceMinor: 12900, price: 129 });
    expect(result.changed).toEqual([{ key: cartLineKey(stale), fromMinor: 100, toMinor: 12900 }]);
    expect(result.gone).toEqual([]);
  });

  it('takes a piece no longer sold out of the cart and names it', () => {
    const result = refreshCart(
      [line(1, 100), line(2, 200)],
      [
        { key: cartLineKey(line(1, 100)), priceMinor: null },
        { key: cartLineKey(line(2, 200)), priceMinor: 200 },
      ],
      'USD',
    );
    expect(result.lines.map((l) => l.id)).toEqual([2]);
    expect(result.gone).toEqual(['Piece 1']);
    expect(result.changed).toEqual([]);
  });

  it('keeps a line it was not asked about, and tells lines apart by their choices', () => {
    const wrapped = line(1, 100, { giftWrap: true });
    const result = refreshCart([wrapped, line(1, 100), line(3, 300, { sizes: '8' })], [{ key: cartLineKey(wrapped), priceMinor: 150 }], 'USD');
    expect(result.lines.map((l) => [l.id, l.priceMinor])).toEqual([
      [1, 150],
      [1, 100],
      [3, 300],
    ]);
    expect(result.changed.map((change) => change.key)).toEqual([cartLineKey(wrapped)]);
  });
});

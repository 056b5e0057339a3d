/**
 * The cart page's pricing of a browser-kept cart (app/features/cart/cart-pricing.server.ts): a gift
 * card line is priced at its amount, never through the catalogue, so a guest's card line is not
 * shown as no longer sold (decision record 050); a piece beside it keeps its catalogue price.
 */
import type { AppLoadContext } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { priceCartLines } from '../../app/features/cart/cart-pricing.server.ts';
import { CartLinesInput } from '../../domain/contract/cart.ts';
import { lineKey } from '../../domain/line.ts';
import { findPieces, type SalePiece } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
let ring: SalePiece;

beforeAll(async () => {
  ring = (await findPieces(shop)).oneSize;
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('the cart page prices a guest cart', () => {
  it('prices a gift card line at its amount beside a piece at its catalogue price', async () => {
    const giftCard = { amountMinor: 7_500, recipientName: 'Ada', recipientEmail: 'ada@example.com', message: '', sendOn: inDays(2) };
    const body = CartLinesInput.parse({
      lines: [
        { variantId: 0, quantity: 1, giftCard },
        { variantId: ring.variantId, metal: ring.metals[0], size: '', quantity: 1 },
      ],
    });
    const prices = await priceCartLines({ db: shop.database.db } as unknown as AppLoadContext, body.lines);
    expect(prices).toHaveLength(2);
    expect(prices[0]).toEqual({ key: lineKey(body.lines[0]!), priceMinor: 7_500, promotion: null });
    expect(prices[1]).toMatchObject({ key: lineKey(body.lines[1]!), priceMinor: ring.pricesMinor[0] });
  });
});

/**
 * Today's price of each line of a browser-kept cart, for the cart page, and for a ready-to-ship
 * line what its shelf holds: the lines arrive as the cart sends them to the API
 * (domain/contract/cart.ts) and are priced by the one pricing function; a gift card line at its
 * amount (giftCardPricedLine, decision record 050), never through the catalogue.
 */
import type { AppLoadContext } from 'react-router';
import { giftCardPricedLine, lineKey } from '../../../domain/line.ts';
import type { CartLineInput } from '../../../domain/schemas/line.ts';
import { priceLines, readProducts } from '../../../server/services/catalogue/index.ts';
import type { LinePrice } from './cart-refresh';

export async function priceCartLines(context: AppLoadContext, lines: CartLineInput[]): Promise<LinePrice[]> {
  const pieces = await priceLines(
    context.db,
    lines.filter((line) => !line.giftCard),
  );
  const priced = lines.map((input) =>
    input.giftCard
      ? { ok: true as const, input, line: giftCardPricedLine({ ...input, giftCard: input.giftCard }), stock: { madeToOrder: true as const } }
      : pieces.shift()!,
  );
  // The promotion each piece shows, as its card and its page show it (the quote takes it off the same way).
  const { products } = await readProducts(context.db, [
    ...new Set(priced.flatMap((result) => (result.ok && !result.input.giftCard ? [result.line.productId] : []))),
  ]);
  const promotionOf = (productId: number, variantId: number) =>
    products.get(productId)?.variants.find((variant) => variant.id === variantId)?.promotion ?? null;
  return priced.map((result) => ({
    key: lineKey(result.input),
    priceMinor: result.ok ? result.line.priceMinor : null,
    ...(result.ok && !result.stock.madeToOrder ? { left: result.stock.left } : {}),
    ...(result.ok ? { promotion: promotionOf(result.line.productId, result.input.variantId) } : {}),
  }));
}

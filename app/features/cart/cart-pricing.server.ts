/**
 * Today's price of each line of a browser-kept cart, for the cart page, and for a ready-to-ship
 * line what its shelf holds: the lines arrive as the cart sends them to the API
 * (domain/contract/cart.ts) and are priced by the one pricing function.
 */
import type { AppLoadContext } from 'react-router';
import { lineKey } from '../../../domain/line.ts';
import type { CartLineInput } from '../../../domain/schemas/line.ts';
import { priceLines, readProducts } from '../../../server/services/catalogue/index.ts';
import type { LinePrice } from './cart-refresh';

export async function priceCartLines(context: AppLoadContext, lines: CartLineInput[]): Promise<LinePrice[]> {
  const priced = await priceLines(context.db, lines);
  // The promotion each piece shows, as its card and its page show it (the quote takes it off the same way).
  const { products } = await readProducts(context.db, [...new Set(priced.flatMap((result) => (result.ok ? [result.line.productId] : [])))]);
  const promotionOf = (productId: number, variantId: number) =>
    products.get(productId)?.variants.find((variant) => variant.id === variantId)?.promotion ?? null;
  return priced.map((result) => ({
    key: lineKey(result.input),
    priceMinor: result.ok ? result.line.priceMinor : null,
    ...(result.ok && !result.stock.madeToOrder ? { left: result.stock.left } : {}),
    ...(result.ok ? { promotion: promotionOf(result.line.productId, result.input.variantId) } : {}),
  }));
}

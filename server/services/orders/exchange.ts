/**
 * An exchange's new order (issue 34, decision record 048): the pieces a return exchanged for, sent
 * to the original order's address with its contact, at their price, with a discount "Exchange
 * R-…" equal to what the returned pieces were paid, so its invoice stays true. The same price makes
 * a total of 0 (paid, nothing due); a dearer piece leaves the difference due by the original
 * order's way of paying; a cheaper one is the returns module's to refund on the original order.
 * The tax is the original order's rates on what is charged, as the quote computes it. The pieces
 * were taken off their shelves when the exchange was asked for: the new lines name those shelves,
 * so cancelling the new order puts them back.
 */
import { eq } from 'drizzle-orm';
import { orderTax } from '../../../domain/tax.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orderDiscounts, orderItems, orders, payments } from '../../db/schema/index.ts';

export interface ExchangeLine {
  variantId: number | null;
  productId: number;
  productName: string;
  gemstone: string | null;
  image: string | null;
  metal: string;
  size: string;
  quantity: number;
  unitPriceMinor: number;
  madeToOrder: boolean;
  /** The shelf the piece was reserved from; null for a made-to-order piece. */
  stockId: number | null;
  /** What the returned piece it replaces was paid: taken off this line. */
  creditMinor: number;
}

/** Writes the exchange's order in the caller's transaction; answers its id and total. */
export async function writeExchangeOrder(
  tx: DbOrTx,
  originalId: number,
  label: string,
  lines: readonly ExchangeLine[],
): Promise<{ id: number; totalMinor: number }> {
  const [original] = await tx.select().from(orders).where(eq(orders.id, originalId));
  const [payment] = await tx.select({ method: payments.method }).from(payments).where(eq(payments.orderId, originalId));
  if (!original || !payment) throw new Error(`order ${originalId} has no payment to exchange against`);
  const goods = lines.map((line) => line.unitPriceMinor * line.quantity);
  const credits = lines.map((line, i) => Math.min(line.creditMinor, goods[i]!));
  const charged = goods.map((amount, i) => amount - credits[i]!);
  const rates = original.taxLines.map((line) => ({
    name: line.name,
    rateBasisPoints: line.rateBasisPoints,
    taxShipping: false,
    included: original.taxIncluded,
  }));
  const tax = orderTax({ lineAmounts: charged, shippingMinor: 0, rates, pricesIncludeTax: original.taxIncluded });
  const subtotalMinor = goods.reduce((sum, amount) => sum + amount, 0);
  const discountMinor = credits.reduce((sum, amount) => sum + amount, 0);
  const totalMinor = subtotalMinor - discountMinor + tax.addedMinor;
  const [written] = await tx
    .insert(orders)
    .values({
      userId: original.userId,
      customerName: original.customerName,
      contact: original.contact,
      shippingAddress: original.shippingAddress,
      shippingMethodId: original.shippingMethodId,
      shippingMethodName: original.shippingMethodName,
      currency: original.currency,
      subtotalMinor,
      shippingMinor: 0,
      discountMinor,
      totalMinor,
      taxMinor: tax.taxMinor,
      taxIncluded: tax.included,
      taxLines: tax.lines,
      specialInstructions: label,
      hasMadeToOrder: lines.some((line) => line.madeToOrder),
    })
    .returning({ id: orders.id });
  const id = written!.id;
  await tx.insert(orderItems).values(
    lines.map((line) => ({
      orderId: id,
      variantId: line.variantId,
      productId: line.productId,
      productName: line.productName,
      gemstone: line.gemstone,
      metal: line.metal,
      size: line.size,
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
      image: line.image,
      madeToOrder: line.madeToOrder,
      stockId: line.stockId,
    })),
  );
  if (discountMinor > 0) await tx.insert(orderDiscounts).values({ orderId: id, name: label, kind: 'fixed', amountMinor: discountMinor });
  await tx.insert(payments).values({ orderId: id, method: payment.method, currency: original.currency, amountMinor: totalMinor });
  return { id, totalMinor };
}

/**
 * Returns as they are read back: one with its lines (each joined to the order's line it returns),
 * a shopper's own, an order's, and the back office's queue by state with the counts of each.
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { NotFound } from '../../../domain/errors.ts';
import { RETURN_MESSAGES as M, RETURN_STATES, type ReturnState } from '../../../domain/returns.ts';
import { readTogether, type DbOrTx } from '../../db/client.ts';
import { orderItems, orders, returnLines, returns } from '../../db/schema/index.ts';

type ReturnRow = typeof returns.$inferSelect;

interface ReturnLineView {
  id: number;
  orderItemId: number;
  productId: number;
  productName: string;
  gemstone: string | null;
  metal: string;
  size: string;
  personalisation: string;
  image: string | null;
  quantity: number;
  paidMinor: number;
  restocked: boolean;
  /** The order line's shelf (a ready-to-ship piece); null for a made-to-order one. */
  stockId: number | null;
  /** The returned piece's own choice, for an exchange of the same product. */
  variantId: number | null;
  unitPriceMinor: number;
  exchange: { variantId: number | null; metal: string; size: string; priceMinor: number; stockId: number | null; madeToOrder: boolean } | null;
}

export interface ReturnView extends ReturnRow {
  orderNumber: number;
  customerName: string;
  currency: string;
  /** The order's destination country (ISO code). */
  country: string;
  lines: ReturnLineView[];
}

const orderFields = {
  orderNumber: orders.number,
  customerName: orders.customerName,
  currency: orders.currency,
  country: sql<string>`${orders.shippingAddress}->>'country'`,
};

async function linesOf(db: DbOrTx, returnIds: number[]): Promise<Map<number, ReturnLineView[]>> {
  const byReturn = new Map<number, ReturnLineView[]>();
  if (returnIds.length === 0) return byReturn;
  const rows = await db
    .select({ line: returnLines, item: orderItems })
    .from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
    .where(inArray(returnLines.returnId, returnIds))
    .orderBy(returnLines.id);
  for (const { line, item } of rows) {
    const exchange =
      line.exchangeMetal === null
        ? null
        : {
            variantId: line.exchangeVariantId,
            metal: line.exchangeMetal,
            size: line.exchangeSize ?? '',
            priceMinor: line.exchangePriceMinor ?? 0,
            stockId: line.exchangeStockId,
            madeToOrder: line.exchangeMadeToOrder ?? false,
          };
    const view: ReturnLineView = {
      id: line.id,
      orderItemId: item.id,
      productId: item.productId,
      productName: item.productName,
      gemstone: item.gemstone,
      metal: item.metal,
      size: item.size,
      personalisation: item.personalisation,
      image: item.image,
      quantity: line.quantity,
      paidMinor: line.paidMinor,
      restocked: line.restocked,
      stockId: item.stockId,
      variantId: item.variantId,
      unitPriceMinor: item.unitPriceMinor,
      exchange,
    };
    byReturn.set(line.returnId, [...(byReturn.get(line.returnId) ?? []), view]);
  }
  return byReturn;
}

async function readReturns(db: DbOrTx, where: SQL | undefined, limit = 200): Promise<ReturnView[]> {
  const rows = await db
    .select({ row: returns, ...orderFields })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(where)
    .orderBy(desc(returns.createdAt), desc(returns.id))
    .limit(limit);
  const lines = await linesOf(
    db,
    rows.map(({ row }) => row.id),
  );
  return rows.map(({ row, ...order }) => ({ ...row, ...order, lines: lines.get(row.id) ?? [] }));
}

/** One return; a shopper's (`customerId`) only when it is theirs: anyone else's is not found (404). */
export async function getReturn(db: DbOrTx, returnId: number, customerId?: number): Promise<ReturnView> {
  const where = customerId === undefined ? eq(returns.id, returnId) : and(eq(returns.id, returnId), eq(returns.customerId, customerId));
  const [found] = await readReturns(db, where, 1);
  if (!found) throw new NotFound(M.notFound);
  return found;
}

/** A shopper's returns, newest first; of one order when `orderId` is given. */
export const listOwnReturns = (db: DbOrTx, customerId: number, orderId?: number) =>
  readReturns(db, and(eq(returns.customerId, customerId), orderId === undefined ? undefined : eq(returns.orderId, orderId)));

/** The back office's queue: the returns in a state (every state when none), newest first, with how many are in each state. */
export async function listAdminReturns(db: DbOrTx, state: ReturnState | undefined): Promise<{ returns: ReturnView[]; counts: Record<ReturnState, number> }> {
  const [found, countRows] = await readTogether(db, [
    () => readReturns(db, state ? eq(returns.state, state) : undefined),
    () =>
      db
        .select({ state: returns.state, count: sql<number>`count(*)::int` })
        .from(returns)
        .groupBy(returns.state),
  ] as const);
  const counts = Object.fromEntries(RETURN_STATES.map((s) => [s, 0])) as Record<ReturnState, number>;
  for (const row of countRows) counts[row.state] = row.count;
  return { returns: found, counts };
}

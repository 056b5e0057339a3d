/**
 * A ring ordered without a size (decision record 057, "I don't know my size"): the order waits at
 * Confirmed (the workflow refuses production and packing while a ring has no size), a free sizer goes by
 * post (the staff's note, written when the order is placed), and the shopper chooses the size later, from
 * their order page or from the confirmation mail's signed link. The choice is taken once, under the
 * order's row lock, among the sizes the piece is made in.
 */
import { and, eq, sql } from 'drizzle-orm';
import { Conflict, InvalidInput, NotFound } from '../../../domain/errors.ts';
import { sizeWords } from '../../../domain/line-words.ts';
import { isSizeLater, LATER_SIZE_MESSAGES as M, NEEDS_SIZES, SIZE_CHOOSABLE_STATUSES, SIZE_LATER, SIZE_LINK_DAYS } from '../../../domain/ring-sizes.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orderEvents, orderItems, orders } from '../../db/schema/index.ts';
import { loadPieces, priceLines } from '../catalogue/index.ts';
import { lineLinks } from '../signed-links/index.ts';
import { getOrder, type OrderView } from './read.ts';

const links = lineLinks('jewellery-shop/ring-size\n', SIZE_LINK_DAYS, M);

/** The token of the e-mailed link to choose the size of order line `orderItemId` (a purpose of its own: no other link's MAC passes). */
export const sizeLinkToken = links.token;

/** The order line a token names; one we did not make, or an expired one, is refused (403) saying so. */
export const readSizeLinkToken = links.read;

/** Refuses a move the workshop needs the sizes for while a ring of the order is still to be sized (409). */
export async function assertSizesChosen(tx: DbOrTx, orderId: number, to: string): Promise<void> {
  if (!(NEEDS_SIZES as readonly string[]).includes(to)) return;
  const [waiting] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.sizeLater, true), eq(orderItems.size, SIZE_LATER)))
    .limit(1);
  if (waiting) throw new Conflict(M.waiting);
}

/** Who chooses: the signed-in shopper (their own orders only) or the holder of the line's signed link. */
export type SizeChooser = { userId: number } | { token: string; secret: string };

/**
 * Chooses the size of a ring ordered without one: 400 when the piece is not made in it, 409 when it
 * was chosen already or the order has moved on. Returns the order as its shopper reads it.
 */
export async function chooseLaterSize(db: Db, chooser: SizeChooser, line: { orderId?: number; orderItemId?: number; size: string }): Promise<OrderView> {
  const orderItemId = 'token' in chooser ? readSizeLinkToken(chooser.secret, chooser.token) : line.orderItemId!;
  const userId = await db.transaction(async (tx) => {
    const [item] = await tx
      .select({
        orderId: orderItems.orderId,
        variantId: orderItems.variantId,
        metal: orderItems.metal,
        size: orderItems.size,
        sizeLater: orderItems.sizeLater,
        name: orderItems.productName,
      })
      .from(orderItems)
      .where(eq(orderItems.id, orderItemId));
    if (!item || (line.orderId !== undefined && item.orderId !== line.orderId)) throw new NotFound(M.notWaiting);
    // The order's row lock: two answers at once (a double click, the page and the link) take turns.
    const [order] = await tx
      .select({ userId: orders.userId, status: orders.status, sizeSystem: orders.sizeSystem })
      .from(orders)
      .where(eq(orders.id, item.orderId))
      .for('update');
    if (!order || ('userId' in chooser && order.userId !== chooser.userId)) throw new NotFound(M.notWaiting);
    const [current] = await tx.select({ size: orderItems.size }).from(orderItems).where(eq(orderItems.id, orderItemId));
    if (!item.sizeLater) throw new Conflict(M.notWaiting);
    if (!isSizeLater(current!.size)) throw new Conflict(M.alreadyChosen);
    if (!(SIZE_CHOOSABLE_STATUSES as readonly string[]).includes(order.status)) throw new Conflict(M.movedOn(order.status));
    const label = await offeredSize(tx, item, line.size);
    await tx.update(orderItems).set({ size: label }).where(eq(orderItems.id, orderItemId));
    await tx
      .update(orders)
      .set({ updatedAt: sql`now()` })
      .where(eq(orders.id, item.orderId));
    await tx
      .insert(orderEvents)
      .values({ orderId: item.orderId, kind: 'note', note: M.chosen(sizeWords(label, order.sizeSystem)), actorId: order.userId, internal: true });
    return order.userId;
  });
  const [item] = await db.select({ orderId: orderItems.orderId }).from(orderItems).where(eq(orderItems.id, orderItemId));
  return getOrder(db, userId, item!.orderId);
}

/** The piece's own label of the size chosen (any system or millimetres it is written in); 400 when not offered. */
async function offeredSize(tx: DbOrTx, item: { variantId: number | null; metal: string; name: string }, size: string): Promise<string> {
  if (isSizeLater(size)) throw new InvalidInput(M.chooseOne);
  if (item.variantId === null) throw new Conflict(M.movedOn('no longer in the catalogue'));
  const [priced] = await priceLines(tx, [{ variantId: item.variantId, metal: item.metal, size, personalisation: '', giftWrap: false, quantity: 1 }]);
  if (!priced?.ok) throw new InvalidInput(M.notOffered(item.name, size.trim()));
  return priced.line.size;
}

/** The staff's note on an order placed with a ring to be sized: post a free sizer. */
export async function noteSizerToPost(tx: DbOrTx, orderId: number, items: ReadonlyArray<{ size: string }>): Promise<void> {
  if (!items.some((item) => isSizeLater(item.size))) return;
  await tx.insert(orderEvents).values({ orderId, kind: 'note', note: M.staffNote, actorId: null, internal: true });
}

/** A ring line still to be sized, and the sizes its piece is made in (the catalogue's labels). */
export interface LaterSizeLine {
  orderItemId: number;
  productName: string;
  sizes: string[];
}

/** The lines of an order still to be sized, each with the sizes its piece is made in; none once all are chosen. */
export async function laterSizeLines(
  db: DbOrTx,
  order: { status: string; items: ReadonlyArray<{ id: number; variantId: number | null; size: string; productName: string }> },
): Promise<LaterSizeLine[]> {
  if (!(SIZE_CHOOSABLE_STATUSES as readonly string[]).includes(order.status)) return [];
  const waiting = order.items.filter((item) => isSizeLater(item.size) && item.variantId !== null);
  if (waiting.length === 0) return [];
  const pieces = await loadPieces(
    db,
    waiting.map((item) => item.variantId!),
  );
  return waiting.map((item) => ({ orderItemId: item.id, productName: item.productName, sizes: pieces.get(item.variantId!)?.sizes ?? [] }));
}

/** What the e-mailed link opens: the line it names (403 for a link we did not make), its order's number and system. */
export async function laterSizeLineByToken(
  db: DbOrTx,
  secret: string,
  token: string,
): Promise<{ orderNumber: number; sizeSystem: OrderView['sizeSystem']; line: LaterSizeLine | null; size: string }> {
  const orderItemId = readSizeLinkToken(secret, token);
  const [row] = await db
    .select({ userId: orders.userId, orderId: orders.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, orderItemId));
  if (!row) throw new NotFound(M.notWaiting);
  const order = await getOrder(db, row.userId, row.orderId);
  const item = order.items.find((candidate) => candidate.id === orderItemId)!;
  const [line] = (await laterSizeLines(db, order)).filter((candidate) => candidate.orderItemId === orderItemId);
  return { orderNumber: order.number, sizeSystem: order.sizeSystem, line: line ?? null, size: item.size };
}

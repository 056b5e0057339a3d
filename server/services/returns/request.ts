/**
 * A shopper asking to return pieces of their order (issue 34, decision record 048). Judged under
 * the order's row lock, so two requests at once are judged one after the other: the order must be
 * delivered (its move to Delivered dates it) and inside its deadline (the returns policy's window,
 * longer for an EU or UK address); each line at most what was delivered less what other returns
 * still hold; a piece returnable only when faulty only for that reason. Another's order is not
 * found (404); every other refusal is 422 with its reason. An exchange reserves the piece wanted
 * instead: taken off its shelf as an order takes it (catalogue `takeStock`), given back when the
 * return is refused or withdrawn, handed to the exchange's new order when it is resolved.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ReturnRequestInput } from '../../../domain/contract/returns.ts';
import { NotFound, Unprocessable } from '../../../domain/errors.ts';
import { formatDay } from '../../../domain/dates.ts';
import { lineReturnability, returnDeadline, type ReturnPolicy } from '../../../domain/returns-policy.ts';
import { holdsPieces, RETURN_MESSAGES as M, RETURN_STATES } from '../../../domain/returns.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orderEvents, orderItems, orders, returnLines, returns } from '../../db/schema/index.ts';
import { priceLines, takeStock, type ShelfDemand } from '../catalogue/index.ts';
import { deliverMail, type MailConfig } from '../mail/index.ts';
import { getReturnPolicy } from '../shop/index.ts';
import { queueReturnMail } from './mail.ts';
import { removePhotos, storePhotos, type StoredPhotos } from '../content/index.ts';
import { preparePhotos, type ReturnPhotos } from './photos.ts';
import { getReturn, type ReturnView } from './read.ts';

type OrderItem = typeof orderItems.$inferSelect;
type Exchange = NonNullable<ReturnRequestInput['lines'][number]['exchange']>;

interface LockedOrder {
  id: number;
  status: string;
  subtotalMinor: number;
  discountMinor: number;
  country: string;
}

async function lockOwnOrder(tx: DbOrTx, customerId: number, orderId: number): Promise<LockedOrder> {
  const [order] = await tx
    .select({
      id: orders.id,
      status: orders.status,
      subtotalMinor: orders.subtotalMinor,
      discountMinor: orders.discountMinor,
      country: sql<string>`${orders.shippingAddress}->>'country'`,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, customerId)))
    .for('update');
  if (!order) throw new NotFound(M.orderNotFound);
  return order;
}

/** When the order moved to Delivered (its last such move); null when it never did. */
async function deliveredAt(db: DbOrTx, orderId: number): Promise<Date | null> {
  const [event] = await db
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'status'), eq(orderEvents.toStatus, 'Delivered')))
    .orderBy(desc(orderEvents.createdAt))
    .limit(1);
  return event?.at ?? null;
}

/** Refuses an order not delivered, or past its deadline (the policy's, from the day it was delivered). */
export async function assertReturnable(
  db: DbOrTx,
  order: Pick<LockedOrder, 'id' | 'status' | 'country'>,
  policy: ReturnPolicy,
  now = new Date(),
): Promise<Date> {
  const delivered = order.status === 'Delivered' ? await deliveredAt(db, order.id) : null;
  if (!delivered) throw new Unprocessable(M.notDelivered);
  const deadline = returnDeadline(policy, delivered, order.country);
  if (now > deadline) throw new Unprocessable(M.pastDeadline(formatDay(deadline.toISOString())));
  return deadline;
}

/** How many of each order line other returns still hold (every state but refused and withdrawn). */
export async function heldQuantities(db: DbOrTx, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ item: returnLines.orderItemId, quantity: sql<number>`sum(${returnLines.quantity})::int` })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(eq(returns.orderId, orderId), inArray(returns.state, RETURN_STATES.filter(holdsPieces))))
    .groupBy(returnLines.orderItemId);
  return new Map(rows.map((row) => [row.item, row.quantity]));
}

/** What `quantity` pieces of a line were paid: their price, less their share of the order's discount (gift wrap is a service, not returned). */
const paidFor = (order: LockedOrder, item: OrderItem, quantity: number) => {
  const price = item.unitPriceMinor * quantity;
  return order.subtotalMinor > 0 ? price - Math.round((order.discountMinor * price) / order.subtotalMinor) : price;
};

function judgeLines(input: ReturnRequestInput, items: OrderItem[], held: Map<number, number>, policy: ReturnPolicy) {
  const asked = new Map<number, number>();
  return input.lines.map((line) => {
    const item = items.find((candidate) => candidate.id === line.orderItemId);
    if (!item) throw new Unprocessable(M.lineNotInOrder, [{ path: 'lines', message: M.lineNotInOrder }]);
    const returnability = lineReturnability(policy, item);
    if (returnability.kind === 'faulty-only' && input.reason !== 'faulty') throw new Unprocessable(M.faultyOnly(item.productName, returnability.why));
    const total = (asked.get(item.id) ?? 0) + line.quantity;
    const left = item.quantity - (held.get(item.id) ?? 0);
    if (total > left)
      throw new Unprocessable(M.tooMany(item.productName, Math.max(0, left)), [{ path: 'lines', message: M.tooMany(item.productName, Math.max(0, left)) }]);
    asked.set(item.id, total);
    if ((input.wanted === 'exchange') !== (line.exchange !== undefined))
      throw new Unprocessable(input.wanted === 'exchange' ? M.exchangeTarget : M.exchangeOnly);
    return { line, item };
  });
}

interface PricedExchange {
  exchange: Exchange;
  priceMinor: number;
  madeToOrder: boolean;
  stockId: number | null;
}

/** The piece an exchange wants, priced from the catalogue: the same product, another size or metal, in stock or made to order. */
async function priceExchange(db: DbOrTx, item: OrderItem, exchange: Exchange, quantity: number): Promise<PricedExchange & { demand: ShelfDemand | null }> {
  const [priced] = await priceLines(db, [{ ...exchange, quantity, personalisation: '', giftWrap: false }]);
  if (!priced?.ok || priced.line.productId !== item.productId) throw new Unprocessable(M.exchangeUnavailable);
  const same = priced.input.variantId === item.variantId && priced.line.metal === item.metal && priced.line.size.toLowerCase() === item.size.toLowerCase();
  if (same) throw new Unprocessable(M.exchangeSame);
  const { stock } = priced;
  if (stock.madeToOrder)
    return {
      exchange: { ...exchange, metal: priced.line.metal, size: priced.line.size },
      priceMinor: priced.line.priceMinor,
      madeToOrder: true,
      stockId: null,
      demand: null,
    };
  if (stock.shelfId === null || stock.left < quantity) throw new Unprocessable(M.exchangeUnavailable);
  const choice = { title: priced.line.productName, metal: priced.line.metal, size: priced.line.size };
  return {
    exchange: { ...exchange, metal: priced.line.metal, size: priced.line.size },
    priceMinor: priced.line.priceMinor,
    madeToOrder: false,
    stockId: stock.shelfId,
    demand: { shelfId: stock.shelfId, quantity, left: stock.left, choice },
  };
}

/** Reserves the exchanges' pieces: one demand per shelf, as `takeStock` wants. */
async function reserve(tx: DbOrTx, demands: ShelfDemand[]): Promise<void> {
  const byShelf = new Map<number, ShelfDemand>();
  for (const demand of demands) {
    const seen = byShelf.get(demand.shelfId!);
    byShelf.set(demand.shelfId!, seen ? { ...seen, quantity: seen.quantity + demand.quantity } : demand);
  }
  await takeStock(tx, [...byShelf.values()]);
}

export interface ReturnRequested {
  view: ReturnView;
  /** false: the same Idempotency-Key answered the return it made before. */
  created: boolean;
}

/**
 * A shopper's return request: judged, written with its lines (and the exchange's pieces reserved)
 * and its photos (photos.ts: checked and encoded again first, written inside the transaction and
 * removed again if it fails), and mailed.
 */
export async function requestReturn(
  db: Db,
  config: MailConfig,
  customerId: number,
  input: ReturnRequestInput,
  idempotencyKey?: string,
  photos?: ReturnPhotos,
): Promise<ReturnRequested> {
  const prepared = await preparePhotos(input.reason, photos?.files ?? []);
  const written: string[] = [];
  try {
    return await writeReturn(db, config, customerId, input, idempotencyKey, (tx) =>
      photos ? storePhotos(tx, photos.store, prepared, 'return', written) : Promise.resolve({ names: [], bytes: 0 }),
    );
  } catch (error) {
    if (photos) await removePhotos(photos.store.dir, written);
    throw error;
  }
}

async function writeReturn(
  db: Db,
  config: MailConfig,
  customerId: number,
  input: ReturnRequestInput,
  idempotencyKey: string | undefined,
  storeOwnPhotos: (tx: DbOrTx) => Promise<StoredPhotos>,
): Promise<ReturnRequested> {
  let mailId: number | undefined;
  const answer = await db.transaction(async (tx): Promise<ReturnRequested> => {
    const order = await lockOwnOrder(tx, customerId, input.orderId);
    if (idempotencyKey) {
      const [before] = await tx
        .select({ id: returns.id })
        .from(returns)
        .where(and(eq(returns.customerId, customerId), eq(returns.idempotencyKey, idempotencyKey)));
      if (before) return { view: await getReturn(tx, before.id, customerId), created: false };
    }
    const policy = await getReturnPolicy(tx);
    await assertReturnable(tx, order, policy);
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const judged = judgeLines(input, items, await heldQuantities(tx, order.id), policy);
    const exchanges: Array<Awaited<ReturnType<typeof priceExchange>> | null> = [];
    for (const { line, item } of judged) exchanges.push(line.exchange ? await priceExchange(tx, item, line.exchange, line.quantity) : null);
    await reserve(
      tx,
      exchanges.flatMap((exchange) => (exchange?.demand ? [exchange.demand] : [])),
    );
    const lines = judged.map(({ line, item }, i) => ({
      item,
      quantity: line.quantity,
      paidMinor: paidFor(order, item, line.quantity),
      exchange: exchanges[i] ?? null,
    }));
    const photos = await storeOwnPhotos(tx);
    const [row] = await tx
      .insert(returns)
      .values({
        orderId: order.id,
        customerId,
        wanted: input.wanted,
        reason: input.reason,
        reasonText: input.reasonText,
        photos: photos.names,
        photoBytes: photos.bytes,
        paidMinor: lines.reduce((sum, line) => sum + line.paidMinor, 0),
        idempotencyKey: idempotencyKey ?? null,
      })
      .returning({ id: returns.id });
    await tx.insert(returnLines).values(
      lines.map(({ item, quantity, paidMinor, exchange }) => ({
        returnId: row!.id,
        orderItemId: item.id,
        quantity,
        paidMinor,
        exchangeVariantId: exchange?.exchange.variantId ?? null,
        exchangeMetal: exchange?.exchange.metal ?? null,
        exchangeSize: exchange?.exchange.size ?? null,
        exchangePriceMinor: exchange?.priceMinor ?? null,
        exchangeStockId: exchange?.stockId ?? null,
        exchangeMadeToOrder: exchange?.madeToOrder ?? null,
      })),
    );
    const view = await getReturn(tx, row!.id, customerId);
    mailId = await queueReturnMail(tx, config, view, policy);
    return { view, created: true };
  });
  if (mailId !== undefined) await deliverMail(db, config, mailId);
  return answer;
}

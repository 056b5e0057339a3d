/**
 * Checkout and orders. Every figure is computed here from the database (domain/pricing.ts does
 * the arithmetic); prices and totals a client sends are never read. An order and its items are
 * written in one transaction, under a lock on the shopper's account row, so a double submit with
 * one Idempotency-Key places one order and a first-order code cannot be used twice at once.
 * The confirmation goes to the account's own address once it is verified, never to an address
 * the request names, so the shop cannot be made to mail strangers.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { combineLines, isLineQuantity, itemCount, lineTotalMinor, MAX_LINE_QUANTITY, type OrderLine, type PricedLine } from '../../domain/line.ts';
import { Conflict, DomainError, Forbidden, InvalidInput, NotFound, Unauthenticated } from '../../domain/errors.ts';
import type { OrderStatus } from '../../domain/order.ts';
import type { OrderEvent } from '../../domain/order-timeline.ts';
import { orderTotals, type OrderTotals } from '../../domain/pricing.ts';
import { fullName, type PublicUser } from '../../domain/schemas/account.ts';
import { CHECKOUT_MESSAGES, type CheckoutQuoteInput, type PlaceOrderInput } from '../../domain/schemas/checkout.ts';
import type { OrderLineInput } from '../../domain/schemas/line.ts';
import { STOCK_MESSAGES } from '../../domain/stock.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { discountCodes, orderEvents, orderItems, orders, shippingMethods, users, type AddressSnapshot, type ContactSnapshot } from '../db/schema/index.ts';
import { clearCart } from './carts.ts';
import { orderConfirmationMail } from './mail-templates.ts';
import type { MailConfig } from './mail.ts';
import { deliverMail, enqueueMail } from './mail-outbox.ts';
import { priceLines, type LinePricing, type LineStock } from './pieces.ts';
import { checkStock, restockOrder, takeStock, type ShelfDemand } from './stock.ts';

export interface OrdersConfig extends MailConfig {
  currency: string;
}

/** The cancellation window of the terms: a shopper may cancel a pending order within 24 hours. */
export const CANCEL_WINDOW_MS = 24 * 60 * 60 * 1000;

export const ORDER_MESSAGES = {
  discountInvalid: CHECKOUT_MESSAGES.discountInvalid,
  firstOrderOnly: (code: string) => `${code} is for your first order only.`,
  discountNeedsLogin: 'Log in to use this discount code.',
  discountNeedsVerifiedEmail: (code: string) =>
    `${code} needs a confirmed e-mail address: open the confirmation link we e-mailed you (or get a new one at /verify-email), then try the code again.`,
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different order. Send a new key to place a new order.',
  shippingUnknown: 'This shipping method is not available.',
  noShipping: 'No shipping method is available.',
  notFound: 'Order not found',
  onlyPending: 'Only pending orders can be cancelled.',
  cancelWindow: 'Orders can be cancelled within 24 hours of ordering.',
  unknownVariant: (id: number) => `There is no piece with variant id ${id} for sale.`,
  unknownMetal: (title: string, metal: string) => `${title} is not made in ${metal}.`,
  sizeNeeded: (title: string) => `Please choose a size for ${title}.`,
  unknownSize: (title: string, size: string) => `${title} does not come in size ${size}.`,
  oneSize: (title: string) => `${title} comes in one size only.`,
  quantityRange: (title: string) => `The quantity of ${title} must be between 1 and ${MAX_LINE_QUANTITY}.`,
  /** "Only 2 left of Rose Ring (14K Gold, 7)"; with none left, "Rose Ring (14K Gold, 7) is sold out". */
  notEnoughStock: STOCK_MESSAGES.shortage,
} as const;

const M = ORDER_MESSAGES;

export interface ShippingMethod {
  id: number;
  name: string;
  deliveryText: string;
  minDays: number;
  maxDays: number;
  priceMinor: number;
}

export interface Discount {
  code: string;
  percentOff: number;
  description: string;
}

export interface Quote extends OrderTotals {
  items: PricedLine[];
  shippingMethod: ShippingMethod;
  discount: Discount | null;
}

/** A line as it was ordered; `madeToOrder`: the piece is made for this order (else it came off the shelf). */
export type OrderItemView = OrderLine & { madeToOrder: boolean };

/** One moment of an order's life (domain/order-timeline.ts). */
export type OrderEventView = OrderEvent;

/** Who reads an order: the shopper sees its status changes; the shop also sees internal notes and who did what. */
export type OrderAudience = 'shopper' | 'staff';

export interface OrderView extends OrderTotals {
  id: number;
  number: number;
  userId: number;
  customerName: string;
  contact: ContactSnapshot;
  shippingAddress: AddressSnapshot;
  status: OrderStatus;
  /** The status an order On hold was paused in (it returns there). */
  heldFromStatus: OrderStatus | null;
  createdAt: Date;
  updatedAt: Date;
  cancelledAt: Date | null;
  currency: string;
  shippingMethod: Omit<ShippingMethod, 'minDays' | 'maxDays'>;
  discountCode: string | null;
  specialInstructions: string;
  items: OrderItemView[];
  /** Whether any line is made to order. */
  hasMadeToOrder: boolean;
  /** The parcel's carrier and tracking number, once shipped. */
  carrier: string | null;
  trackingNumber: string | null;
  /** Oldest first, from the placing on. */
  timeline: OrderEventView[];
  /** Whether the shopper may still cancel it (pending and within the window). */
  canCancel: boolean;
}

// ---------------------------------------------------------------------------------------------
// Shipping and discounts

export async function listShippingMethods(db: DbOrTx): Promise<ShippingMethod[]> {
  return db
    .select({
      id: shippingMethods.id,
      name: shippingMethods.name,
      deliveryText: shippingMethods.deliveryText,
      minDays: shippingMethods.minDays,
      maxDays: shippingMethods.maxDays,
      priceMinor: shippingMethods.priceMinor,
    })
    .from(shippingMethods)
    .where(eq(shippingMethods.active, true))
    .orderBy(shippingMethods.position, shippingMethods.id);
}

/** The method chosen by id or by name; neither: the first, which is Express. */
export async function chooseShippingMethod(db: DbOrTx, choice: { shippingMethodId?: number; shippingMethod?: string }): Promise<ShippingMethod> {
  const methods = await listShippingMethods(db);
  if (choice.shippingMethodId !== undefined) {
    const method = methods.find((m) => m.id === choice.shippingMethodId);
    if (!method) throw new InvalidInput(M.shippingUnknown);
    return method;
  }
  if (choice.shippingMethod) {
    const wanted = choice.shippingMethod.trim().toLowerCase();
    const method = methods.find((m) => m.name.toLowerCase() === wanted);
    if (!method) throw new InvalidInput(M.shippingUnknown);
    return method;
  }
  const first = methods[0];
  if (!first) throw new InvalidInput(M.noShipping);
  return first;
}

/** A cancelled order does not count: the first-order code stays available after one (decision record 003). */
async function hasOrdered(db: DbOrTx, userId: number): Promise<boolean> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.status, 'Cancelled')))
    .limit(1);
  return order !== undefined;
}

async function hasVerifiedEmail(db: DbOrTx, userId: number): Promise<boolean> {
  const [user] = await db.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  return user?.verifiedAt != null;
}

/**
 * The discount a code gives this shopper, or a refusal that says why. A first-order code needs an
 * account whose e-mail address is verified: new accounts cost nothing to make, a mailbox that
 * answers costs a little more, so one person cannot take the welcome discount again and again.
 */
export async function checkDiscount(db: DbOrTx, input: { code: string; userId: number | null }): Promise<Discount> {
  const code = input.code.trim().toUpperCase();
  const [row] = await db
    .select({
      code: discountCodes.code,
      percentOff: discountCodes.percentOff,
      description: discountCodes.description,
      firstOrderOnly: discountCodes.firstOrderOnly,
    })
    .from(discountCodes)
    .where(and(sql`upper(${discountCodes.code}) = ${code}`, eq(discountCodes.active, true)));
  if (!row) throw new InvalidInput(M.discountInvalid);
  if (row.firstOrderOnly) {
    if (input.userId === null) throw new Unauthenticated(M.discountNeedsLogin);
    if (await hasOrdered(db, input.userId)) throw new Conflict(M.firstOrderOnly(row.code));
    if (!(await hasVerifiedEmail(db, input.userId))) throw new Forbidden(M.discountNeedsVerifiedEmail(row.code));
  }
  return { code: row.code, percentOff: row.percentOff, description: row.description };
}

// ---------------------------------------------------------------------------------------------
// Pricing

/** The refusal of a line that cannot be sold, naming the piece. */
function lineRefusal(refused: Extract<LinePricing<OrderLineInput>, { ok: false }>): InvalidInput {
  const { input, piece } = refused;
  if (refused.refusal === 'not-for-sale' || !piece) return new InvalidInput(M.unknownVariant(input.variantId));
  if (refused.refusal === 'metal') return new InvalidInput(M.unknownMetal(piece.title, input.metal));
  if (piece.sizes.length === 0) return new InvalidInput(M.oneSize(piece.title));
  return new InvalidInput(input.size.trim() === '' ? M.sizeNeeded(piece.title) : M.unknownSize(piece.title, input.size.trim()));
}

/** A priced line and where its pieces come from. */
interface StockedLine {
  line: PricedLine;
  stock: LineStock;
}

/**
 * Prices each line from the database, refusing with a message naming any line that cannot be
 * sold. The same piece sent twice is one line: its quantities add up before the bounds are checked.
 */
async function priceStockedItems(db: DbOrTx, lines: OrderLineInput[]): Promise<StockedLine[]> {
  return (await priceLines(db, combineLines(lines))).map((priced) => {
    if (!priced.ok) throw lineRefusal(priced);
    if (!isLineQuantity(priced.line.quantity)) throw new InvalidInput(M.quantityRange(priced.line.productName));
    return { line: priced.line, stock: priced.stock };
  });
}

export async function priceItems(db: DbOrTx, lines: OrderLineInput[]): Promise<PricedLine[]> {
  return (await priceStockedItems(db, lines)).map((item) => item.line);
}

/**
 * What the ready-to-ship lines want from each shelf. Lines differing only in engraving or gift
 * wrap share a shelf, so their quantities add up.
 */
function shelfDemands(items: readonly StockedLine[]): ShelfDemand[] {
  const demands = new Map<string, ShelfDemand>();
  for (const { line, stock } of items) {
    if (stock.madeToOrder) continue;
    const key = stock.shelfId === null ? JSON.stringify([line.variantId, line.metal, line.size]) : String(stock.shelfId);
    const earlier = demands.get(key);
    if (earlier) earlier.quantity += line.quantity;
    else
      demands.set(key, {
        shelfId: stock.shelfId,
        quantity: line.quantity,
        left: stock.left,
        choice: { title: line.productName, metal: line.metal, size: line.size },
      });
  }
  return [...demands.values()];
}

/** A quote with where each line's pieces come from, so an order can take them off their shelves. */
async function stockedQuote(
  db: DbOrTx,
  input: CheckoutQuoteInput & { userId: number | null },
): Promise<{ quote: Quote; lines: StockedLine[]; demands: ShelfDemand[] }> {
  const lines = await priceStockedItems(db, input.items);
  const demands = shelfDemands(lines);
  checkStock(demands);
  const items = lines.map((item) => item.line);
  const shippingMethod = await chooseShippingMethod(db, input);
  const discount = input.discountCode ? await checkDiscount(db, { code: input.discountCode, userId: input.userId }) : null;
  const totals = orderTotals({ lines: items, shippingMinor: shippingMethod.priceMinor, discountPercent: discount?.percentOff });
  return { quote: { items, shippingMethod, discount, ...totals }, lines, demands };
}

/**
 * What these lines will cost with this method and code: the checkout summary shows exactly this.
 * A line asking for more ready-to-ship pieces than are left is refused (409), as the order would be.
 */
export async function quote(db: DbOrTx, input: CheckoutQuoteInput & { userId: number | null }): Promise<Quote> {
  return (await stockedQuote(db, input)).quote;
}

// ---------------------------------------------------------------------------------------------
// Reading orders

/** Every column a reader sees (the idempotency key stays inside). */
const orderColumns = {
  id: orders.id,
  number: orders.number,
  userId: orders.userId,
  customerName: orders.customerName,
  contact: orders.contact,
  shippingAddress: orders.shippingAddress,
  shippingMethodId: orders.shippingMethodId,
  shippingMethodName: orders.shippingMethodName,
  currency: orders.currency,
  subtotalMinor: orders.subtotalMinor,
  giftWrapMinor: orders.giftWrapMinor,
  shippingMinor: orders.shippingMinor,
  discountMinor: orders.discountMinor,
  totalMinor: orders.totalMinor,
  discountCode: orders.discountCode,
  specialInstructions: orders.specialInstructions,
  status: orders.status,
  createdAt: orders.createdAt,
  cancelledAt: orders.cancelledAt,
  updatedAt: orders.updatedAt,
  heldFromStatus: orders.heldFromStatus,
  carrier: orders.carrier,
  trackingNumber: orders.trackingNumber,
  hasMadeToOrder: orders.hasMadeToOrder,
  deliveryText: shippingMethods.deliveryText,
};

type OrderRow = Omit<typeof orders.$inferSelect, 'idempotencyKey' | 'requestDigest'> & { deliveryText: string | null };

function canCancel(order: Pick<OrderRow, 'status' | 'createdAt'>, now = Date.now()): boolean {
  return order.status === 'Pending' && now - order.createdAt.getTime() < CANCEL_WINDOW_MS;
}

type EventRow = Omit<OrderEventView, 'kind' | 'actor'> & { orderId: number; kind: 'status' | 'note'; actor: OrderEventView['actor'] };

/** The events of these orders, oldest first; internal notes and who made each change only for the shop. */
async function loadEvents(db: DbOrTx, orderIds: number[], audience: OrderAudience): Promise<EventRow[]> {
  const columns = {
    orderId: orderEvents.orderId,
    kind: orderEvents.kind,
    at: orderEvents.createdAt,
    fromStatus: orderEvents.fromStatus,
    toStatus: orderEvents.toStatus,
    note: orderEvents.note,
    carrier: orderEvents.carrier,
    trackingNumber: orderEvents.trackingNumber,
    internal: orderEvents.internal,
  };
  const inOrders = inArray(orderEvents.orderId, orderIds);
  const order = [orderEvents.orderId, orderEvents.createdAt, orderEvents.id] as const;
  if (audience === 'shopper') {
    const rows = await db
      .select(columns)
      .from(orderEvents)
      .where(and(inOrders, eq(orderEvents.kind, 'status'), eq(orderEvents.internal, false)))
      .orderBy(...order);
    return rows.map((row) => ({ ...row, actor: null }));
  }
  const rows = await db
    .select({ ...columns, actorId: users.id, actorFirstName: users.firstName, actorLastName: users.lastName, actorEmail: users.email })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(inOrders)
    .orderBy(...order);
  return rows.map(({ actorId, actorFirstName, actorLastName, actorEmail, ...row }) => ({
    ...row,
    actor: actorId === null ? null : { id: actorId, name: `${actorFirstName ?? ''} ${actorLastName ?? ''}`.trim(), email: actorEmail ?? '' },
  }));
}

/**
 * An order's timeline: placed, then its events. An order cancelled with no event saying so (a
 * shopper's own cancellation from before the timeline was kept) shows its cancellation from the
 * order's own date, so the shopper's page never leaves it out.
 */
function orderTimeline(row: Pick<OrderRow, 'status' | 'createdAt' | 'cancelledAt'>, events: EventRow[]): OrderEventView[] {
  const placed: OrderEventView = {
    kind: 'placed',
    at: row.createdAt,
    fromStatus: null,
    toStatus: 'Pending',
    note: '',
    carrier: null,
    trackingNumber: null,
    internal: false,
    actor: null,
  };
  const timeline: OrderEventView[] = [placed, ...events.map(({ orderId: _order, ...event }) => event)];
  const cancellationKept = events.some((event) => event.kind === 'status' && event.toStatus === 'Cancelled');
  if (row.status === 'Cancelled' && row.cancelledAt && !cancellationKept) {
    const last = events.filter((event) => event.kind === 'status').at(-1);
    timeline.push({ ...placed, kind: 'status', at: row.cancelledAt, fromStatus: last?.toStatus ?? 'Pending', toStatus: 'Cancelled' });
    timeline.sort((a, b) => a.at.getTime() - b.at.getTime());
  }
  return timeline;
}

async function loadOrders(db: DbOrTx, where: SQL | undefined, audience: OrderAudience = 'shopper'): Promise<OrderView[]> {
  const rows: OrderRow[] = await db
    .select(orderColumns)
    .from(orders)
    .leftJoin(shippingMethods, eq(shippingMethods.id, orders.shippingMethodId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (rows.length === 0) return [];
  const orderIds = rows.map((row) => row.id);
  const [items, events] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(orderItems.orderId, orderItems.id),
    loadEvents(db, orderIds, audience),
  ]);
  const byOrder = new Map<number, OrderItemView[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId) ?? [];
    const { orderId: _order, unitPriceMinor: priceMinor, stockId: _stock, ...line } = item;
    list.push({ ...line, priceMinor, lineTotalMinor: lineTotalMinor({ ...line, priceMinor }) });
    byOrder.set(item.orderId, list);
  }
  const eventsByOrder = new Map<number, EventRow[]>();
  for (const event of events) eventsByOrder.set(event.orderId, [...(eventsByOrder.get(event.orderId) ?? []), event]);
  return rows.map((row) => {
    const lines = byOrder.get(row.id) ?? [];
    return {
      id: row.id,
      number: row.number,
      userId: row.userId,
      customerName: row.customerName,
      contact: row.contact,
      shippingAddress: row.shippingAddress,
      status: row.status,
      heldFromStatus: row.heldFromStatus,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      cancelledAt: row.cancelledAt,
      currency: row.currency,
      shippingMethod: { id: row.shippingMethodId, name: row.shippingMethodName, deliveryText: row.deliveryText ?? '', priceMinor: row.shippingMinor },
      discountCode: row.discountCode,
      specialInstructions: row.specialInstructions,
      items: lines,
      hasMadeToOrder: row.hasMadeToOrder,
      carrier: row.carrier,
      trackingNumber: row.trackingNumber,
      timeline: orderTimeline(row, eventsByOrder.get(row.id) ?? []),
      subtotalMinor: row.subtotalMinor,
      giftWrapMinor: row.giftWrapMinor,
      shippingMinor: row.shippingMinor,
      discountMinor: row.discountMinor,
      totalMinor: row.totalMinor,
      itemCount: itemCount(lines),
      canCancel: canCancel(row),
    };
  });
}

/** The shopper's orders, newest first. */
export async function listOrders(db: DbOrTx, userId: number): Promise<OrderView[]> {
  return loadOrders(db, eq(orders.userId, userId));
}

/** One of the shopper's orders; another shopper's is "not found" too, so ids cannot be probed. */
export async function getOrder(db: DbOrTx, userId: number, orderId: number): Promise<OrderView> {
  const [order] = await loadOrders(db, and(eq(orders.userId, userId), eq(orders.id, orderId)));
  if (!order) throw new NotFound(M.notFound);
  return order;
}

/** Any order as the shop sees it: with its internal notes and who made each change. */
export async function getOrderForStaff(db: DbOrTx, orderId: number): Promise<OrderView> {
  const [order] = await loadOrders(db, eq(orders.id, orderId), 'staff');
  if (!order) throw new NotFound(M.notFound);
  return order;
}

// ---------------------------------------------------------------------------------------------
// Placing and cancelling

/** The same Idempotency-Key sent with a different order: answering the first order would hide the difference. */
export class IdempotencyKeyReused extends DomainError {
  override readonly status = 422;
  override readonly code = 'idempotency_key_reused';
  constructor() {
    super(M.idempotencyKeyReused);
  }
}

/**
 * A SHA-256 of what decides an order: contact, address, each line's choice and quantity, shipping
 * method, code and instructions, as parsed (so spacing and key order do not matter). What the
 * server ignores is left out: a retry of one checkout attempt carries a new `date`, for instance.
 */
export function orderRequestDigest(order: PlaceOrderInput): string {
  const canonical = {
    orderCustomer: order.orderCustomer,
    shippingAddress: order.shippingAddress,
    items: order.items.map(({ variantId, metal, size, quantity, personalisation, giftWrap }) => ({
      variantId,
      metal,
      size,
      quantity,
      personalisation,
      giftWrap,
    })),
    shippingMethodId: order.shippingMethodId ?? null,
    shippingMethod: order.shippingMethod ?? null,
    discountCode: order.discountCode ?? null,
    specialInstructions: order.specialInstructions,
  };
  return createHash('sha256').update(canonicalJson(canonical)).digest('hex');
}

/** JSON with every object's keys in sorted order, so equal values give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The order this shopper placed with this key; the key sent with a different order is refused (422). */
async function orderByKey(db: DbOrTx, userId: number, idempotencyKey: string, digest: string): Promise<OrderView | undefined> {
  const [row] = await db
    .select({ id: orders.id, requestDigest: orders.requestDigest })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
  if (!row) return undefined;
  // An order placed before digests were kept has none: it is answered as before.
  if (row.requestDigest !== null && row.requestDigest !== digest) throw new IdempotencyKeyReused();
  return getOrder(db, userId, row.id);
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const pgError = cause as { code?: string; constraint?: string };
    if (pgError.code === '23505' && pgError.constraint === constraint) return true;
  }
  return false;
}

/**
 * Places an order priced from the database. The same Idempotency-Key from the same shopper with
 * the same order answers the order it placed first (`created: false`); with a different order it
 * is refused. Ready-to-ship lines take their pieces off the shelves in the order's transaction:
 * when any shelf holds too few, the whole order is refused (409) and nothing is stored. The
 * server-kept cart is emptied only when the order is written. The confirmation goes to the
 * account's address when it is verified; an unverified account's order is placed all the same,
 * without an e-mail.
 */
export async function placeOrder(
  db: Db,
  config: OrdersConfig,
  input: { user: PublicUser; order: PlaceOrderInput; idempotencyKey?: string },
): Promise<{ order: OrderView; created: boolean }> {
  const { user, order, idempotencyKey } = input;
  const digest = orderRequestDigest(order);
  if (idempotencyKey !== undefined) {
    const earlier = await orderByKey(db, user.id, idempotencyKey, digest);
    if (earlier) return { order: earlier, created: false };
  }
  let placed: { order: OrderView; created: boolean; mailId?: number };
  try {
    placed = await db.transaction(async (tx) => {
      // One order at a time per shopper: a concurrent double submit waits here, then finds the first.
      const [account] = await tx.select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, user.id)).for('update');
      if (idempotencyKey !== undefined) {
        const earlier = await orderByKey(tx, user.id, idempotencyKey, digest);
        if (earlier) return { order: earlier, created: false };
      }
      const { quote: priced, lines, demands } = await stockedQuote(tx, { ...order, userId: user.id });
      const [row] = await tx
        .insert(orders)
        .values({
          userId: user.id,
          customerName: fullName(user),
          contact: order.orderCustomer,
          shippingAddress: order.shippingAddress,
          shippingMethodId: priced.shippingMethod.id,
          shippingMethodName: priced.shippingMethod.name,
          currency: config.currency,
          subtotalMinor: priced.subtotalMinor,
          giftWrapMinor: priced.giftWrapMinor,
          shippingMinor: priced.shippingMinor,
          discountMinor: priced.discountMinor,
          totalMinor: priced.totalMinor,
          discountCode: priced.discount?.code ?? null,
          specialInstructions: order.specialInstructions,
          status: 'Pending',
          hasMadeToOrder: lines.some((item) => item.stock.madeToOrder),
          idempotencyKey: idempotencyKey ?? null,
          requestDigest: idempotencyKey === undefined ? null : digest,
        })
        .returning({ id: orders.id });
      if (!row) throw new Error('order insert returned nothing');
      await tx.insert(orderItems).values(
        // An order's line is stored as it was priced (the unit price is the one charged), with the shelf it took from.
        lines.map(({ line: { priceMinor, lineTotalMinor: _total, ...line }, stock }) => ({
          ...line,
          orderId: row.id,
          unitPriceMinor: priceMinor,
          madeToOrder: stock.madeToOrder,
          stockId: stock.madeToOrder ? null : stock.shelfId,
        })),
      );
      await takeStock(tx, demands);
      await clearCart(tx, user.id);
      const placedOrder = await getOrder(tx, user.id, row.id);
      // The confirmation is queued with the order: both are committed, or neither.
      const mailId = account?.emailVerifiedAt ? await enqueueMail(tx, orderConfirmationMail(config, placedOrder, account.email)) : undefined;
      return { order: placedOrder, created: true, mailId };
    });
  } catch (error) {
    // The lock makes this rare (an account row gone mid-request); the unique index is the backstop.
    if (idempotencyKey !== undefined && isUniqueViolation(error, 'orders_idempotency_idx')) {
      const earlier = await orderByKey(db, user.id, idempotencyKey, digest);
      if (earlier) return { order: earlier, created: false };
    }
    throw error;
  }
  // Delivered now; a failure stays in the outbox for the sender loop, and the order stands.
  if (placed.mailId !== undefined) await deliverMail(db, config, placed.mailId);
  return { order: placed.order, created: placed.created };
}

/**
 * Cancels the shopper's own order while it is pending and younger than the cancellation window.
 * In the same transaction its ready-to-ship pieces go back on their shelves and its timeline
 * records the change, made by the shopper.
 */
export async function cancelOrder(db: DbOrTx, userId: number, orderId: number): Promise<OrderView> {
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(orders)
      .set({ status: 'Cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.userId, userId),
          eq(orders.status, 'Pending'),
          sql`${orders.createdAt} > now() - make_interval(secs => ${CANCEL_WINDOW_MS / 1000})`,
        ),
      )
      .returning({ id: orders.id });
    if (cancelled) {
      await restockOrder(tx, orderId);
      await tx.insert(orderEvents).values({ orderId, kind: 'status', fromStatus: 'Pending', toStatus: 'Cancelled', actorId: userId });
    }
    const order = await getOrder(tx, userId, orderId);
    if (cancelled) return order;
    if (order.status !== 'Pending') throw new Conflict(M.onlyPending);
    throw new Conflict(M.cancelWindow);
  });
}

/**
 * Checkout and orders. Every figure is computed here from the database (domain/pricing.ts does
 * the arithmetic); prices and totals a client sends are never read. An order, its lines and its
 * confirmation are written together or not at all (one statement, or one transaction when it takes
 * pieces off shelves or carries a discount code); the unique index on the shopper's
 * Idempotency-Keys makes a double submit place one order, and a lock on the shopper's account row
 * keeps a first-order code from being used twice at once (decision record 013).
 * The confirmation goes to the account's own address once it is verified, never to an address
 * the request names, so the shop cannot be made to mail strangers.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { combineLines, isLineQuantity, itemCount, lineTotalMinor, MAX_LINE_QUANTITY, type OrderLine, type PricedLine } from '../../../domain/line.ts';
import { Conflict, DomainError, Forbidden, InvalidInput, NotFound, TooManyRequests, Unauthenticated } from '../../../domain/errors.ts';
import type { OrderStatus } from '../../../domain/order.ts';
import type { OrderEvent } from '../../../domain/order-timeline.ts';
import { orderTotals, type OrderTotals } from '../../../domain/pricing.ts';
import { fullName, type PublicUser } from '../../../domain/schemas/account.ts';
import { CHECKOUT_MESSAGES, type CheckoutQuoteInput, type PlaceOrderInput } from '../../../domain/schemas/checkout.ts';
import type { OrderLineInput } from '../../../domain/schemas/line.ts';
import { STOCK_MESSAGES } from '../../../domain/stock.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { idList, idListSql, namedStatement, namedStatements, runNamed } from '../../db/prepared.ts';
import { discountCodes, orderEvents, orderItems, orders, shippingMethods, users, type AddressSnapshot, type ContactSnapshot } from '../../db/schema/index.ts';
import { orderConfirmationMail } from './order-mail.ts';
import type { MailConfig, MailMessage } from '../mail/index.ts';
import { deliverClaimed, queueClaimedSql, type ClaimedMail } from '../mail/index.ts';
import { countedSql, refuseOverLimit, type CountedRow, type Counting } from '../rate-limits/index.ts';
import { piecesByVariant, piecesSql, priceLinesFrom, variantIdsToRead, type LinePricing, type LineStock, type PieceRow } from '../catalogue/index.ts';
import { checkStock, restockOrder, takeStock, type ShelfDemand } from '../catalogue/index.ts';

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
function chooseShippingMethod(methods: readonly ShippingMethod[], choice: { shippingMethodId?: number; shippingMethod?: string }): ShippingMethod {
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
 * What pricing reads, in one statement: the pieces of the lines (pieces.ts) and the shipping
 * methods on offer, in the order the checkout lists them. The variant ids are the first `count`
 * parameters (db/prepared.ts idList).
 */
const pricingFacts = (count: number) => `
  (SELECT COALESCE(json_agg(piece), '[]') FROM (${piecesSql(idListSql(count))}) piece) AS pieces,
  (SELECT COALESCE(json_agg(json_build_object('id', m.id, 'name', m.name, 'deliveryText', m.delivery_text, 'minDays', m.min_days,
      'maxDays', m.max_days, 'priceMinor', m.price_minor) ORDER BY m.position, m.id), '[]')
    FROM shipping_methods m WHERE m.active) AS methods`;

interface PricingFacts {
  pieces: PieceRow[];
  methods: ShippingMethod[];
}

const QUOTE_FACTS = namedStatements<PricingFacts>('quote-facts', (count) => `SELECT ${pricingFacts(count)}`);

/** A quote before its discount: each line priced, where its pieces come from, and the shipping chosen. */
interface PricedOrder {
  lines: StockedLine[];
  demands: ShelfDemand[];
  shippingMethod: ShippingMethod;
}

/**
 * Prices each line from what was read, refusing with a message naming any line that cannot be
 * sold or whose shelf holds too few, then the shipping method. The same piece sent twice is one
 * line (`lines` are combined): its quantities add up before the bounds are checked.
 */
function priceOrder(facts: PricingFacts, lines: OrderLineInput[], choice: CheckoutQuoteInput): PricedOrder {
  const stocked = priceLinesFrom(piecesByVariant(facts.pieces), lines).map((priced) => {
    if (!priced.ok) throw lineRefusal(priced);
    if (!isLineQuantity(priced.line.quantity)) throw new InvalidInput(M.quantityRange(priced.line.productName));
    return { line: priced.line, stock: priced.stock };
  });
  const demands = shelfDemands(stocked);
  checkStock(demands);
  return { lines: stocked, demands, shippingMethod: chooseShippingMethod(facts.methods, choice) };
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

function quoteOf(priced: PricedOrder, discount: Discount | null): Quote {
  const items = priced.lines.map((item) => item.line);
  const totals = orderTotals({ lines: items, shippingMinor: priced.shippingMethod.priceMinor, discountPercent: discount?.percentOff });
  return { items, shippingMethod: priced.shippingMethod, discount, ...totals };
}

/**
 * What these lines will cost with this method and code: the checkout summary shows exactly this.
 * A line asking for more ready-to-ship pieces than are left is refused (409), as the order would be.
 */
export async function quote(db: DbOrTx, input: CheckoutQuoteInput & { userId: number | null }): Promise<Quote> {
  const lines = combineLines(input.items);
  const ids = idList(variantIdsToRead(lines.map((line) => line.variantId)));
  const [facts] = await runNamed(db, QUOTE_FACTS(ids.count), ids.values);
  const priced = priceOrder(facts!, lines, input);
  const discount = input.discountCode ? await checkDiscount(db, { code: input.discountCode, userId: input.userId }) : null;
  return quoteOf(priced, discount);
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

/**
 * An order's facts also take its ids (the order's, its number, one per line) and its time, so that
 * its answer and its confirmation are known before it is written and all of it is written by one
 * statement. An id or number taken by an order that is then refused is skipped, as one taken by a
 * rolled-back insert always was. The parameter after the variant ids is the number of lines.
 *
 * The same statement counts the order against its rate limits (`countedSql`, the two parameters
 * after the number of lines): one round trip fewer than counting first. The order is refused
 * (429) as soon as the answer shows a limit passed, before anything is priced or written.
 */
const ORDER_FACTS = namedStatements<PricingFacts & { id: number; number: number; item_ids: number[]; at: string; counted: CountedRow[] }>(
  'order-facts',
  (count) => `WITH ${countedSql(count + 2)}
  SELECT ${pricingFacts(count)},
    nextval('orders_id_seq')::int AS id, nextval('order_number_seq')::int AS number,
    ARRAY(SELECT nextval('order_items_id_seq')::int FROM generate_series(1, $${count + 1}::int)) AS item_ids,
    now() AS at,
    (SELECT coalesce(json_agg(counted), '[]') FROM counted) AS counted`,
);

/**
 * Writes a new order whole, in one statement: the order, its lines, the emptied server-kept cart
 * and, when $22 names a recipient, its confirmation, queued already claimed so the request itself
 * delivers it. An Idempotency-Key this shopper used before (or is using at this moment, in a
 * transaction not yet committed: the insert waits for it) writes nothing and answers a null id.
 */
const WRITE_ORDER = namedStatement<{ order_id: number | null; mail_id: number | null }>(
  'write-order',
  `WITH placed AS (
    INSERT INTO orders (id, number, user_id, customer_name, contact, shipping_address, shipping_method_id, shipping_method_name, currency,
      subtotal_minor, gift_wrap_minor, shipping_minor, discount_minor, total_minor, discount_code, special_instructions, status,
      has_made_to_order, idempotency_key, request_digest, created_at, updated_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 'Pending', $17, $18, $19, $20, $20)
    ON CONFLICT (user_id, idempotency_key) DO NOTHING
    RETURNING id
  ), lines AS (
    INSERT INTO order_items (id, order_id, variant_id, product_id, product_name, gemstone, metal, size, personalisation, gift_wrap,
      quantity, unit_price_minor, gift_wrap_minor, image, made_to_order, stock_id)
    SELECT line.id, placed.id, line.variant_id, line.product_id, line.product_name, line.gemstone, line.metal, line.size, line.personalisation,
      line.gift_wrap, line.quantity, line.unit_price_minor, line.gift_wrap_minor, line.image, line.made_to_order, line.stock_id
    FROM placed, json_to_recordset($21::json) AS line(id int, variant_id int, product_id int, product_name text, gemstone text, metal text,
      size text, personalisation text, gift_wrap boolean, quantity int, unit_price_minor int, gift_wrap_minor int, image text,
      made_to_order boolean, stock_id int)
  ), emptied_cart AS (
    DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE user_id = $3) AND EXISTS (SELECT 1 FROM placed)
  ), confirmation AS (
    ${queueClaimedSql({ to: '$22::text', subject: '$23::text', text: '$24::text' }, 'placed WHERE $22::text IS NOT NULL')}
  )
  SELECT (SELECT id FROM placed) AS order_id, (SELECT id FROM confirmation) AS mail_id`,
);

/** A new order as it is written, and its confirmation when one was queued. */
interface NewOrder {
  order: OrderView;
  mail: ClaimedMail | null;
}

/** The order these facts and prices make, as `getOrder` will read it once written. */
function newOrderView(
  facts: { id: number; number: number; item_ids: number[]; at: string },
  input: { user: PublicUser; order: PlaceOrderInput; currency: string },
  priced: PricedOrder,
  discount: Discount | null,
): OrderView {
  const { user, order } = input;
  const quoted = quoteOf(priced, discount);
  const createdAt = new Date(facts.at);
  const row = { status: 'Pending' as const, createdAt, cancelledAt: null };
  const items = priced.lines.map(({ line: { variantId, ...line }, stock }, i) => ({
    ...line,
    variantId,
    id: facts.item_ids[i]!,
    madeToOrder: stock.madeToOrder,
  }));
  return {
    id: facts.id,
    number: facts.number,
    userId: user.id,
    customerName: fullName(user),
    contact: order.orderCustomer,
    shippingAddress: order.shippingAddress,
    ...row,
    heldFromStatus: null,
    updatedAt: createdAt,
    currency: input.currency,
    shippingMethod: {
      id: quoted.shippingMethod.id,
      name: quoted.shippingMethod.name,
      deliveryText: quoted.shippingMethod.deliveryText,
      priceMinor: quoted.shippingMinor,
    },
    discountCode: discount?.code ?? null,
    specialInstructions: order.specialInstructions,
    items,
    hasMadeToOrder: priced.lines.some((item) => item.stock.madeToOrder),
    carrier: null,
    trackingNumber: null,
    timeline: orderTimeline(row, []),
    subtotalMinor: quoted.subtotalMinor,
    giftWrapMinor: quoted.giftWrapMinor,
    shippingMinor: quoted.shippingMinor,
    discountMinor: quoted.discountMinor,
    totalMinor: quoted.totalMinor,
    itemCount: quoted.itemCount,
    canCancel: canCancel(row),
  };
}

/** The values of WRITE_ORDER for a new order; `at`: its time as the database wrote it (to the microsecond). */
function writeOrderValues(order: OrderView, at: string, priced: PricedOrder, key: { key: string; digest: string } | null, mail: MailMessage | null) {
  // An order's line is stored as it was priced (the unit price is the one charged), with the shelf it took from.
  const lines = order.items.map((item, i) => {
    const { stock } = priced.lines[i]!;
    return {
      id: item.id,
      variant_id: item.variantId,
      product_id: item.productId,
      product_name: item.productName,
      gemstone: item.gemstone,
      metal: item.metal,
      size: item.size,
      personalisation: item.personalisation,
      gift_wrap: item.giftWrap,
      quantity: item.quantity,
      unit_price_minor: item.priceMinor,
      gift_wrap_minor: item.giftWrapMinor,
      image: item.image,
      made_to_order: stock.madeToOrder,
      stock_id: stock.madeToOrder ? null : stock.shelfId,
    };
  });
  return [
    order.id,
    order.number,
    order.userId,
    order.customerName,
    JSON.stringify(order.contact),
    JSON.stringify(order.shippingAddress),
    order.shippingMethod.id,
    order.shippingMethod.name,
    order.currency,
    order.subtotalMinor,
    order.giftWrapMinor,
    order.shippingMinor,
    order.discountMinor,
    order.totalMinor,
    order.discountCode,
    order.specialInstructions,
    order.hasMadeToOrder,
    key?.key ?? null,
    key?.digest ?? null,
    at,
    JSON.stringify(lines),
    mail?.to ?? null,
    mail?.subject ?? null,
    mail?.text ?? null,
  ];
}

/** Thrown inside a transaction to roll it back: the order was placed before with this key. */
class KeyUsedBefore extends Error {}

/**
 * Prices and writes a new order; undefined when its Idempotency-Key was used before. Most orders
 * take two statements: what the order needs to know (pieces, shipping methods, ids), then the
 * write. An order that takes pieces off shelves, or carries a discount code, is written in a
 * transaction: its shelves are taken first (in id order) and the listing follows a shelf it
 * empties; a first-order code is checked under a lock on the shopper's account row, so two orders
 * of one shopper cannot both use it.
 */
async function placeNewOrder(
  db: Db,
  config: OrdersConfig,
  input: { user: PublicUser; order: PlaceOrderInput; key: { key: string; digest: string } | null; limits: Counting },
): Promise<NewOrder | undefined> {
  const { user, order } = input;
  const lines = combineLines(order.items);
  const ids = idList(variantIdsToRead(lines.map((line) => line.variantId)));
  const [facts] = await runNamed(db, ORDER_FACTS(ids.count), [...ids.values, lines.length, ...input.limits.values]);
  refuseOverLimit(input.limits, facts!.counted);
  const priced = priceOrder(facts!, lines, order);

  const write = async (on: DbOrTx, discount: Discount | null): Promise<NewOrder | undefined> => {
    const view = newOrderView(facts!, { user, order, currency: config.currency }, priced, discount);
    // The confirmation goes to the account's own address once it is verified.
    const mail = user.emailVerified ? orderConfirmationMail(config, view, user.email) : null;
    const [written] = await runNamed(on, WRITE_ORDER, writeOrderValues(view, facts!.at, priced, input.key, mail));
    if (!written || written.order_id === null) return undefined;
    return { order: view, mail: mail && written.mail_id !== null ? { ...mail, id: written.mail_id, attempts: 1 } : null };
  };

  if (priced.demands.length === 0 && !order.discountCode) return write(db, null);
  try {
    return await db.transaction(async (tx) => {
      let discount: Discount | null = null;
      if (order.discountCode) {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
        discount = await checkDiscount(tx, { code: order.discountCode, userId: user.id });
      }
      await takeStock(tx, priced.demands);
      const placed = await write(tx, discount);
      if (!placed) throw new KeyUsedBefore();
      return placed;
    });
  } catch (error) {
    if (error instanceof KeyUsedBefore) return undefined;
    throw error;
  }
}

/**
 * Places an order priced from the database. The same Idempotency-Key from the same shopper with
 * the same order answers the order it placed first (`created: false`); with a different order it
 * is refused. Ready-to-ship lines take their pieces off the shelves with the order: when any shelf
 * holds too few, the whole order is refused (409) and nothing is stored. The server-kept cart is
 * emptied only when the order is written. The confirmation goes to the account's address when it
 * is verified; an unverified account's order is placed all the same, without an e-mail. Every
 * attempt is counted against `limits` (anti-automation.ts `orderLimits`) in the order's first
 * statement; one over a limit is refused (429), a repeat of an order placed before included.
 */
export async function placeOrder(
  db: Db,
  config: OrdersConfig,
  input: { user: PublicUser; order: PlaceOrderInput; idempotencyKey?: string; limits: Counting },
): Promise<{ order: OrderView; created: boolean }> {
  const { user, order, idempotencyKey, limits } = input;
  const key = idempotencyKey === undefined ? null : { key: idempotencyKey, digest: orderRequestDigest(order) };
  let placed: NewOrder | undefined;
  try {
    placed = await placeNewOrder(db, config, { user, order, key, limits });
  } catch (error) {
    // Sent again, an order may no longer be placeable anew (its pieces sold out since, its
    // first-order code used by itself): its key still answers the order it placed.
    if (key && error instanceof DomainError && !(error instanceof TooManyRequests)) {
      const earlier = await orderByKey(db, user.id, key.key, key.digest);
      if (earlier) return { order: earlier, created: false };
    }
    throw error;
  }
  if (!placed) {
    const earlier = key && (await orderByKey(db, user.id, key.key, key.digest));
    if (!earlier) throw new Error('An order was refused for its Idempotency-Key, yet none was found with it');
    return { order: earlier, created: false };
  }
  // Delivered now; a failure stays in the outbox for the sender loop, and the order stands.
  if (placed.mail) await deliverClaimed(db, config, placed.mail);
  return { order: placed.order, created: true };
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

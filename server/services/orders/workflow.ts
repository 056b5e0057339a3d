/**
 * Orders in the back office: the list the shop works from, one order with everything about it,
 * and the moves of the workflow (domain/order.ts). A move locks the order's row, so two people
 * moving one order at once are served one after the other and the second is judged against the
 * first's result. Each move is written with its timeline event, its audit record and the e-mail
 * that tells the shopper, in one transaction: all of them happen, or none.
 *
 * The e-mail goes to the account's own address once it is verified or the order is paid or
 * authorised, as the order confirmation does (order-mail.ts orderMailRecipient), never to the
 * contact address typed at checkout (anyone can type anyone's address there). A shopper who is not
 * e-mailed sees every change on their order page, and the order's page in the back office says so.
 */
import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { Conflict, DomainError, InvalidInput, NotFound } from '../../../domain/errors.ts';
import { needsTracking, nextStatuses, ORDER_STATUS_MESSAGES, type OrderStatus } from '../../../domain/order.ts';
import { ADMIN_ORDER_MESSAGES, ADMIN_ORDERS_PAGE_SIZE, orderNumberOf, type AdminOrderQuery } from '../../../domain/schemas/admin-orders.ts';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import { readTogether, type Db, type DbOrTx } from '../../db/client.ts';
import { orderEvents, orderItems, orders, users } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { deliverMail, enqueueMail } from '../mail/index.ts';
import { orderMailRecipient, orderStatusMail, RETURNS_NEWS } from './order-mail.ts';
import { returnsMailLine } from '../shop/index.ts';
import type { OrdersConfig } from './place.ts';
import { getOrderForStaff, type OrderView } from './read.ts';
import { restockOrder } from '../catalogue/index.ts';
import { captureCardPayment } from './card-capture.ts';
import { assertSizesChosen } from './later-sizes.ts';
import { assertPaidToMove, paymentStatusIs, paymentStatusSql, returnTenders, settleCancelledPayment } from '../payments/index.ts';
import type { PaymentStatus } from '../../../domain/payment.ts';

export type Actor = Pick<PublicUser, 'id' | 'email'>;

export interface StatusChange {
  status: OrderStatus;
  /** Told to the shopper with the change (e-mail and order page). */
  note?: string;
  /** Read only for Shipped, which needs both. */
  carrier?: string;
  trackingNumber?: string;
}

/** An order as the shop sees it, with where it may go next and whether its shopper is e-mailed. */
export interface AdminOrderView extends OrderView {
  nextStatuses: OrderStatus[];
  /** `emailed`: the order's e-mails reach this address (order-mail.ts orderMailRecipient). */
  account: { email: string; emailVerified: boolean; emailed: boolean } | null;
}

export interface AdminOrderRow {
  id: number;
  number: number;
  createdAt: Date;
  customerName: string;
  email: string;
  status: OrderStatus;
  totalMinor: number;
  currency: string;
  itemCount: number;
  hasMadeToOrder: boolean;
  paymentStatus: PaymentStatus;
}

/** The fields of an order the audit log records for a status change. */
const audited = (order: { status: OrderStatus; carrier: string | null; trackingNumber: string | null }) => ({
  status: order.status,
  carrier: order.carrier,
  trackingNumber: order.trackingNumber,
});

/** The order's account: its address and whether it is confirmed. */
export async function accountOf(db: DbOrTx, userId: number): Promise<{ email: string; emailVerified: boolean } | null> {
  const [account] = await db.select({ email: users.email, verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  return account ? { email: account.email, emailVerified: account.verifiedAt !== null } : null;
}

function adminView(order: OrderView, account: { email: string; emailVerified: boolean } | null): AdminOrderView {
  return {
    ...order,
    nextStatuses: nextStatuses(order.status, order.heldFromStatus),
    account: account ? { ...account, emailed: orderMailRecipient(account, order.payment.figures) !== null } : null,
  };
}

/** One order with its whole timeline (internal notes and who did what included). */
export async function getAdminOrder(db: DbOrTx, orderId: number): Promise<AdminOrderView> {
  const order = await getOrderForStaff(db, orderId);
  return adminView(order, await accountOf(db, order.userId));
}

/**
 * Moves an order on. A move the workflow does not allow is refused (409) with the moves it does;
 * Shipped needs the carrier and the tracking number; On hold remembers where the order was, and
 * the order returns there; Cancelled puts its ready-to-ship pieces back on their shelves.
 */
export async function changeOrderStatus(db: Db, config: OrdersConfig, orderId: number, change: StatusChange, actor: Actor): Promise<AdminOrderView> {
  const note = change.note?.trim() ?? '';
  const { order, mailId } = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: orders.status,
        heldFromStatus: orders.heldFromStatus,
        carrier: orders.carrier,
        trackingNumber: orders.trackingNumber,
        userId: orders.userId,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!current) throw new NotFound(ADMIN_ORDER_MESSAGES.notFound);
    const allowed = nextStatuses(current.status, current.heldFromStatus);
    if (!allowed.includes(change.status)) throw new Conflict(ORDER_STATUS_MESSAGES.notAllowed(current.status, change.status, allowed));

    const shipping = needsTracking(change.status) ? { carrier: change.carrier?.trim() || null, trackingNumber: change.trackingNumber?.trim() || null } : null;
    if (shipping && (!shipping.carrier || !shipping.trackingNumber)) throw new InvalidInput(ORDER_STATUS_MESSAGES.trackingNeeded);
    // A ring still to be sized holds the order at Confirmed (decision record 057).
    await assertSizesChosen(tx, orderId, change.status);
    await assertPaidToMove(tx, orderId, change.status);
    const after = {
      status: change.status,
      carrier: shipping ? shipping.carrier : current.carrier,
      trackingNumber: shipping ? shipping.trackingNumber : current.trackingNumber,
    };

    await tx
      .update(orders)
      .set({
        status: change.status,
        heldFromStatus: change.status === 'On hold' ? current.status : null,
        carrier: after.carrier,
        trackingNumber: after.trackingNumber,
        ...(change.status === 'Cancelled' ? { cancelledAt: sql`now()` } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, orderId));
    if (change.status === 'Cancelled') {
      await restockOrder(tx, orderId);
      // The money as it stands is settled with it (payments' settleCancelledPayment): released, or card money refunded.
      await settleCancelledPayment(tx, config, orderId, actor.id);
      // Gift cards and store credit that paid part of it get it back (decision record 049).
      await returnTenders(tx, orderId, actor.id);
    }
    await tx.insert(orderEvents).values({
      orderId,
      kind: 'status',
      fromStatus: current.status,
      toStatus: change.status,
      note,
      carrier: shipping?.carrier ?? null,
      trackingNumber: shipping?.trackingNumber ?? null,
      actorId: actor.id,
      internal: false,
    });
    // The tracking number leads to the shopper's address at the carrier: sealed under their key (decision record 046).
    const entry = { action: 'order.status', entity: 'order', entityId: orderId, subject: current.userId };
    await recordAudit(tx, actor, { ...entry, before: audited(current), after: audited(after) });

    const order = adminView(await getOrderForStaff(tx, orderId), await accountOf(tx, current.userId));
    // The e-mail is queued with the change: both are committed, or neither.
    const returnsLine = RETURNS_NEWS.has(order.status) ? await returnsMailLine(tx) : '';
    const mailId = order.account?.emailed ? await enqueueMail(tx, orderStatusMail(config, order, order.account.email, note, returnsLine)) : undefined;
    return { order, mailId };
  });
  // Delivered now; a failure stays in the outbox for the sender loop, and the change stands.
  if (mailId !== undefined) await deliverMail(db, config, mailId);
  // Confirmed: the shop is committed, so the card's authorisation is captured (card-capture.ts).
  if (change.status === 'Confirmed' && order.payment.figures.amountAuthorizedMinor > 0) return captureOnConfirm(db, config, orderId, actor);
  return order;
}

/** The capture after a confirmation; the provider away, the capture job takes it up later. */
async function captureOnConfirm(db: Db, config: OrdersConfig, orderId: number, actor: Actor): Promise<AdminOrderView> {
  try {
    await captureCardPayment(db, config, orderId, actor, 'wait');
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
  }
  return getAdminOrder(db, orderId);
}

/** A note for the shop only, on the order's timeline (never shown to the shopper, never e-mailed). */
export async function addOrderNote(db: Db, orderId: number, note: string, actor: Actor): Promise<AdminOrderView> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id, userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
    if (!order) throw new NotFound(ADMIN_ORDER_MESSAGES.notFound);
    await tx.insert(orderEvents).values({ orderId, kind: 'note', note: note.trim(), actorId: actor.id, internal: true });
    // A note may say anything about the shopper: sealed under their key (decision record 046).
    await recordAudit(tx, actor, { action: 'order.note', entity: 'order', entityId: orderId, subject: order.userId, after: { note: note.trim() } });
    return getAdminOrder(tx, orderId);
  });
}

/**
 * Newest first. NULLS LAST as the indexes are built (orders_created_at_id_idx,
 * orders_status_created_at_idx): a plain DESC means NULLS FIRST, which no index answers, and every
 * request would sort the whole table.
 */
const newestFirst = [sql`${orders.createdAt} DESC NULLS LAST`, sql`${orders.id} DESC NULLS LAST`];

/**
 * Newest first, for a search whose text few orders match: the orders matching it are found
 * through the trigram index, then sorted. Sorted by an expression no index answers, the planner
 * cannot choose to walk the date index instead in the hope of meeting enough matches soon, which
 * for a rare name means reading every order (its estimate of a LIKE's matches is often far off).
 */
const byDateOfMatches = [sql`(${orders.createdAt} + interval '0 seconds') DESC`, sql`${orders.id} DESC`];

/**
 * From this many matches on, a search's text is common enough that walking the orders newest
 * first meets a page of them soon (and sorting every match would cost more).
 */
const COMMON_TEXT_MATCHES = 2000;

/** Whether at least COMMON_TEXT_MATCHES orders match the search's text (it stops counting there). */
async function isCommonText(db: DbOrTx, match: SQL): Promise<boolean> {
  const probe = db
    .select({ one: sql`1` })
    .from(orders)
    .where(match)
    .limit(COMMON_TEXT_MATCHES)
    .as('probe');
  const [row] = await db.select({ matches: sql<number>`count(*)::int` }).from(probe);
  return (row?.matches ?? 0) >= COMMON_TEXT_MATCHES;
}

/** `%text%` for LIKE, with LIKE's own wildcards in the text taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * A page of orders, newest first, filtered by status, the payment's status (worked out from the
 * ledger, payments/status-sql.ts), the days placed (UTC, `to` inclusive), made to order or not, and a search: an order number (exactly) or part of the customer's name or
 * e-mail address. The search's expression is the one the trigram index is built on
 * (orders_search_trgm_idx), so the index answers it.
 */
export async function listAdminOrders(db: DbOrTx, query: AdminOrderQuery): Promise<{ orders: AdminOrderRow[]; hasMore: boolean }> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(orders.status, query.status));
  if (query.from) filters.push(gte(orders.createdAt, sql`(${query.from}::date::timestamp AT TIME ZONE 'UTC')`));
  if (query.to) filters.push(lt(orders.createdAt, sql`((${query.to}::date + 1)::timestamp AT TIME ZONE 'UTC')`));
  if (query.madeToOrder !== undefined) filters.push(eq(orders.hasMadeToOrder, query.madeToOrder));
  if (query.payment) filters.push(paymentStatusIs(orders.id, orders.totalMinor, query.payment));
  let order = newestFirst;
  // One customer's few orders: found through (user_id, created_at), then sorted (see byDateOfMatches).
  if (query.customer !== undefined) {
    filters.push(eq(orders.userId, query.customer));
    order = byDateOfMatches;
  }
  if (query.q) {
    const number = orderNumberOf(query.q);
    const text = sql`lower(${orders.customerName} || ' ' || (${orders.contact}->>'email')) LIKE ${containing(query.q)}`;
    filters.push(number !== null ? eq(orders.number, number) : text);
    if (number === null && !(await isCommonText(db, text))) order = byDateOfMatches;
  }
  const columns = {
    id: orders.id,
    number: orders.number,
    createdAt: orders.createdAt,
    customerName: orders.customerName,
    email: sql<string>`${orders.contact}->>'email'`.as('email'),
    status: orders.status,
    totalMinor: orders.totalMinor,
    currency: orders.currency,
    hasMadeToOrder: orders.hasMadeToOrder,
  };
  const rows = await db
    .select(columns)
    .from(orders)
    .where(and(...filters))
    .orderBy(...order)
    .limit(ADMIN_ORDERS_PAGE_SIZE + 1)
    .offset((query.page - 1) * ADMIN_ORDERS_PAGE_SIZE);
  const page = rows.slice(0, ADMIN_ORDERS_PAGE_SIZE);
  const { pieces, paid } = await pageFigures(
    db,
    page.map((row) => row.id),
  );
  return {
    orders: page.map((row) => ({ ...row, itemCount: pieces.get(row.id) ?? 0, paymentStatus: paid.get(row.id) ?? 'awaiting_payment' })),
    hasMore: rows.length > ADMIN_ORDERS_PAGE_SIZE,
  };
}

/**
 * The pieces and the payment's status of a page's orders, worked out after paging: in the list's
 * own select they would be worked out for every skipped row too.
 */
async function pageFigures(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return { pieces: new Map<number, number>(), paid: new Map<number, PaymentStatus>() };
  const [counts, statuses] = await readTogether(db, [
    () =>
      db
        .select({ orderId: orderItems.orderId, pieces: sql<number>`sum(${orderItems.quantity})::int` })
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids))
        .groupBy(orderItems.orderId),
    () =>
      db
        .select({ orderId: orders.id, status: paymentStatusSql(orders.id, orders.totalMinor) })
        .from(orders)
        .where(inArray(orders.id, ids)),
  ] as const);
  return { pieces: new Map(counts.map((count) => [count.orderId, count.pieces])), paid: new Map(statuses.map((row) => [row.orderId, row.status])) };
}

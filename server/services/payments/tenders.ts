/**
 * An order's tenders (decision record 049): gift cards and store credit that paid part of it,
 * before its one card or bank payment. Spent at placement (placeTenders, in the placement's
 * transaction: the order and the 'spent' entries stand or fall together), given back when an
 * unpaid order is cancelled, and refunded in the reverse of the paying order by `refundOrder`:
 * the card or bank payment first (through the refund move, with its credit note), then the
 * tenders last-paid first, each with its ledger entry under a key of the refund's own.
 */
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { IdempotencyKeyReused, NotFound, Unprocessable } from '../../../domain/errors.ts';
import { formatMoney } from '../../../domain/money.ts';
import { ledgerTotals, PAYMENT_MESSAGES, refundableMinor } from '../../../domain/payment.ts';
import { STAFF_PAYMENT_MESSAGES as M } from '../../../domain/payment-actions.ts';
import { ADMIN_ORDER_MESSAGES } from '../../../domain/schemas/admin-orders.ts';
import { formatDay } from '../../../domain/dates.ts';
import type { TenderKind } from '../../../domain/payment.ts';
import {
  refundingOrder,
  splitRefund,
  splitTenders,
  MAX_GIFT_CARDS,
  TENDER_MESSAGES as T,
  type TenderAsked,
  type TendersInput,
  type TenderSplit,
} from '../../../domain/tenders.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { runNamed } from '../../db/prepared.ts';
import { giftCardEntries, giftCards, orders, orderTenders, storeCreditEntries } from '../../db/schema/index.ts';
import { voidRefundedCards } from './sold-cards.ts';
import { giftCardBalance, giftCardByCode, lockedStoreCreditBalance, lockGiftCard, storeCreditBalance, writeGiftCard, writeStoreCredit } from './balances.ts';
import { movesOf, type MoveRow } from './journal.ts';
import { moveKey } from './keys.ts';
import { ledgerOf, lockPayment, type LockedPayment } from './ledger.ts';
import { LOCK_ORDER } from './ledger-sql.ts';
import { refundUnder, type RefundWritten, type Within } from './moves.ts';
import { isInvoiced, issueCreditNote, issueTenderPaidInvoice } from './invoice-numbers.ts';
import { tenderRowsOf } from './read.ts';
import type { MoneyPart } from '../../../domain/paid-with.ts';
import type { PaymentsConfig } from './provider.ts';

/** A tender of an order as its refunds see it: what it paid, and what went back to it already. */
interface OrderTender {
  position: number;
  kind: TenderKind;
  giftCardId: number | null;
  amountMinor: number;
  refundedMinor: number;
  customerId: number;
  currency: string;
}

/** The sum of an order's entries of one kind on a tender's ledger (the card's, or the customer's store credit). */
const entriesSum = (table: typeof giftCardEntries | typeof storeCreditEntries, orderId: number, kind: 'refunded') =>
  sql<number>`coalesce(sum(${table.amountMinor}) FILTER (WHERE ${table.orderId} = ${orderId} AND ${table.kind} = ${kind}), 0)::int`;

/** An order's tenders in paying order, each with what was refunded to it from this order. */
async function tendersOf(tx: DbOrTx, orderId: number): Promise<OrderTender[]> {
  const rows = await tx
    .select({
      position: orderTenders.position,
      kind: orderTenders.kind,
      giftCardId: orderTenders.giftCardId,
      amountMinor: orderTenders.amountMinor,
      customerId: orders.userId,
      currency: orders.currency,
    })
    .from(orderTenders)
    .innerJoin(orders, eq(orders.id, orderTenders.orderId))
    .where(eq(orderTenders.orderId, orderId))
    .orderBy(asc(orderTenders.position));
  if (rows.length === 0) return [];
  const cardIds = rows.flatMap((row) => (row.giftCardId === null ? [] : [row.giftCardId]));
  const onCards = cardIds.length
    ? await tx
        .select({ giftCardId: giftCardEntries.giftCardId, refunded: entriesSum(giftCardEntries, orderId, 'refunded') })
        .from(giftCardEntries)
        .where(inArray(giftCardEntries.giftCardId, cardIds))
        .groupBy(giftCardEntries.giftCardId)
    : [];
  const [credit] = await tx
    .select({ refunded: entriesSum(storeCreditEntries, orderId, 'refunded') })
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.orderId, orderId));
  return rows.map((row) => ({
    ...row,
    refundedMinor: row.kind === 'store_credit' ? (credit?.refunded ?? 0) : (onCards.find((c) => c.giftCardId === row.giftCardId)?.refunded ?? 0),
  }));
}

/** A refund's entry key on a tender's ledger: the refund's own key and the tender's place. */
const tenderRefundKey = (refundKey: string, position: number) => `${refundKey}:tender-${position}`;

/** What this refund put back on tenders before (a repeat, or a retry after the provider was not answered in time), and why. */
async function tendersRefundedUnder(tx: DbOrTx, orderId: number, refundKey: string): Promise<{ amountMinor: number; notes: string[] }> {
  const prefix = `${refundKey}:tender-%`;
  const under = (table: typeof giftCardEntries | typeof storeCreditEntries) =>
    tx
      .select({ amountMinor: table.amountMinor, note: table.note })
      .from(table)
      .where(and(eq(table.orderId, orderId), like(table.idempotencyKey, prefix)));
  const entries = [...(await under(giftCardEntries)), ...(await under(storeCreditEntries))];
  return { amountMinor: entries.reduce((sum, e) => sum + e.amountMinor, 0), notes: entries.map((e) => e.note) };
}

type TenderPart = { position: number; amountMinor: number };

/**
 * Puts the refund's parts back on their tenders, each under its key. Judged again here, with the
 * order's payment locked (every refund of the order holds that lock): no tender gets back more
 * than it paid, whoever refunded the order meanwhile.
 */
async function refundTenders(tx: DbOrTx, orderId: number, refundKey: string, parts: readonly TenderPart[], request: { actorId: number; reason: string }) {
  const tenders = await tendersOf(tx, orderId);
  for (const part of parts) {
    const tender = tenders.find((t) => t.position === part.position)!;
    if (part.amountMinor > tender.amountMinor - tender.refundedMinor) {
      throw new Unprocessable(PAYMENT_MESSAGES.refundTooLarge(formatMoney(tender.amountMinor - tender.refundedMinor, tender.currency)));
    }
    const entry = {
      kind: 'refunded' as const,
      amountMinor: part.amountMinor,
      idempotencyKey: tenderRefundKey(refundKey, part.position),
      orderId,
      actorId: request.actorId,
      note: request.reason,
    };
    if (tender.giftCardId !== null) await writeGiftCard(tx, tender.giftCardId, entry);
    else await writeStoreCredit(tx, tender.customerId, tender.currency, entry);
  }
}

export interface OrderRefund {
  amountMinor: number;
  /** The refund's own key (staff's Idempotency-Key, a return's): the same key is the same refund. */
  idempotencyKey: string;
  actorId: number;
  reason: string;
  /** Written in the transaction that writes the refund (the audit entry, the shopper's e-mail); told the whole amount. */
  within?: Within<RefundWritten>;
}

/** The order's row, then its payment's, locked: the order every writer takes them in. */
async function lockOrderAndPayment(tx: DbOrTx, orderId: number): Promise<LockedPayment> {
  const [order] = await runNamed(tx, LOCK_ORDER, [orderId]);
  if (!order) throw new NotFound(ADMIN_ORDER_MESSAGES.notFound);
  return lockPayment(tx, orderId);
}

/**
 * The refund asked under this key before: 'done' when it was written (a double click, a retry),
 * the payment's move when it was asked and not answered (asked again), or null. The same key with
 * another amount or reason is another refund: 422 (an Idempotency-Key reused).
 */
async function earlierRefund(tx: DbOrTx, paymentId: number, orderId: number, refundKey: string, request: OrderRefund): Promise<'done' | MoveRow | null> {
  const move = (await movesOf(tx, paymentId)).find((row) => row.idempotencyKey === refundKey);
  const tenders = await tendersRefundedUnder(tx, orderId, refundKey);
  if (!move && tenders.notes.length === 0) return null;
  const same = [...(move ? [move.note] : []), ...tenders.notes].every((note) => note === request.reason);
  const written = tenders.notes.length > 0 || move?.state === 'done';
  const whole = (move?.amountMinor ?? 0) + tenders.amountMinor;
  if (!same || (written ? whole !== request.amountMinor : whole > request.amountMinor)) throw new IdempotencyKeyReused(M.keyReused);
  return written ? 'done' : move!;
}

/**
 * Refunds an order's money back the way it came, in reverse: the card or bank payment first (the
 * refund move: a card's through its provider; its credit note), then the store credit, then the
 * gift cards, last-paid first. Never more than was paid and not yet refunded, all tenders counted
 * (422 saying how much may be). A repeat of a refund (its key) writes nothing and answers false;
 * two refunds at once are judged one after the other.
 */
export async function refundOrder(db: Db, config: PaymentsConfig, orderId: number, request: OrderRefund): Promise<boolean> {
  const refundKey = moveKey(orderId, 'refund', `staff:${request.idempotencyKey}`);
  const whole = (done: RefundWritten & { payment: LockedPayment }) => ({ ...done, amountMinor: request.amountMinor });
  if (request.amountMinor <= 0) throw new Unprocessable(PAYMENT_MESSAGES.amountPositive);
  const plan = await db.transaction(async (tx) => {
    const payment = await lockOrderAndPayment(tx, orderId);
    const ledger = await ledgerOf(tx, payment.id);
    const earlier = await earlierRefund(tx, payment.id, orderId, refundKey, request);
    if (earlier === 'done') return 'repeat' as const;
    const tenders = await tendersOf(tx, orderId);
    const targets = [
      // A refund of the payment asked before and not answered yet is asked again for the same amount (refundUnder).
      { key: -1, refundableMinor: earlier ? earlier.amountMinor : refundableMinor(ledgerTotals(ledger)) },
      ...refundingOrder(tenders).map((t) => ({ key: t.position, refundableMinor: t.amountMinor - t.refundedMinor })),
    ];
    const parts = splitRefund(request.amountMinor, targets);
    if (!parts) {
      const room = targets.reduce((sum, t) => sum + Math.max(0, t.refundableMinor), 0);
      throw new Unprocessable(room > 0 ? PAYMENT_MESSAGES.refundTooLarge(formatMoney(room, payment.currency)) : PAYMENT_MESSAGES.nothingToRefund);
    }
    const paymentPart = parts.find((p) => p.key === -1)?.amountMinor ?? 0;
    const tenderParts = parts.filter((p) => p.key !== -1).map((p) => ({ position: p.key, amountMinor: p.amountMinor }));
    const alsoRefunded = await tenderPartsNamed(tx, orderId, tenderParts);
    if (paymentPart > 0) return { paymentPart, tenderParts, alsoRefunded };
    // All of it goes back to tenders: written here, under the locks just taken, with its credit note once the order is invoiced.
    await refundTenders(tx, orderId, refundKey, tenderParts, request);
    await voidRefundedCards(tx, orderId, request.actorId);
    if (await isInvoiced(tx, orderId)) {
      await issueCreditNote(tx, { orderId, currency: payment.currency }, { ledger, entry: null }, { refundedTo: alsoRefunded, reason: request.reason });
    }
    const done = { payment, card: false, amountMinor: 0, reason: request.reason, actorId: request.actorId, reference: null, refundedTo: alsoRefunded };
    await request.within?.(tx, whole(done));
    return 'written' as const;
  });
  if (plan === 'repeat') return false;
  if (plan === 'written') return true;
  const asked = { amountMinor: plan.paymentPart, reason: request.reason, actorId: request.actorId, alsoRefunded: plan.alsoRefunded };
  const refundedTo = [{ kind: 'payment' as const, codeLast4: null, amountMinor: plan.paymentPart }, ...plan.alsoRefunded];
  return refundUnder(db, config, orderId, refundKey, asked, async (tx, done) => {
    await refundTenders(tx, orderId, refundKey, plan.tenderParts, request);
    // The refund taken from the pieces first; beyond them, off the gift cards the order sold not yet mailed (decision record 050).
    await voidRefundedCards(tx, orderId, request.actorId);
    await request.within?.(tx, whole({ ...done, refundedTo }));
  });
}

/** A refund's tender parts as its credit note and e-mail name them: each gift card by its last four characters, or the store credit. */
async function tenderPartsNamed(tx: DbOrTx, orderId: number, parts: readonly TenderPart[]): Promise<MoneyPart[]> {
  // In paying order, so a tender's position is its place in the list (spendTenders numbers them so).
  const named = await tenderRowsOf(tx, [orderId]);
  return parts.map((part) => ({ kind: named[part.position]!.kind, codeLast4: named[part.position]!.codeLast4, amountMinor: part.amountMinor }));
}

/**
 * Gives a cancelled order's tenders back, in its cancellation's transaction: what each paid and
 * did not get back yet, under one key per tender (a cancellation retried writes once). The order's
 * row is locked by the cancellation, as by every refund, so the two are judged one after the other.
 */
export async function returnTenders(tx: DbOrTx, orderId: number, actorId: number | null): Promise<void> {
  const given: Array<MoneyPart & { position: number; currency: string }> = [];
  for (const tender of await tendersOf(tx, orderId)) {
    const left = tender.amountMinor - tender.refundedMinor;
    if (left <= 0) continue;
    given.push({ kind: tender.kind, codeLast4: null, amountMinor: left, position: tender.position, currency: tender.currency });
    const entry = {
      kind: 'refunded' as const,
      amountMinor: left,
      idempotencyKey: `order-${orderId}-cancel-tender-${tender.position}`,
      orderId,
      actorId,
      note: CANCELLED_NOTE,
    };
    if (tender.giftCardId !== null) await writeGiftCard(tx, tender.giftCardId, entry);
    else await writeStoreCredit(tx, tender.customerId, tender.currency, entry);
  }
  // An invoiced order (its tenders may have paid it all: invoiced when placed) has what they got back credited, on a note of
  // its own: the payment's money, if any, goes back by a move of its own, with its own note. Last-paid first, as refunds go.
  if (given.length === 0 || !(await isInvoiced(tx, orderId))) return;
  const named = await tenderRowsOf(tx, [orderId]);
  const refundedTo = refundingOrder(given).map((part) => ({
    kind: part.kind,
    codeLast4: named[part.position]?.codeLast4 ?? null,
    amountMinor: part.amountMinor,
  }));
  const ledger = await ledgerOf(tx, (await lockPayment(tx, orderId)).id);
  await issueCreditNote(tx, { orderId, currency: given[0]!.currency }, { ledger, entry: null }, { refundedTo, reason: CANCELLED_NOTE });
}

const CANCELLED_NOTE = 'The order was cancelled.';

// ---- spending at placement ----

/** The tenders an order or a quote asks for, read (and, in a placement's transaction, locked until it ends) with their balances. */
export interface TendersRead {
  asked: TenderAsked[];
  /** Each gift card's last four characters, by card id (what the shopper and the documents read). */
  last4: Map<number, string>;
}

/** A gift card refusal, naming the field (`giftCards.<n>`, `accountGiftCards.<n>`) the shopper chose it in. */
const cardRefused = (path: string, message: string) => new Unprocessable(message, [{ path, message }]);

type TenderRead = TendersInput & { customerId: number; currency: string; now: Date; lock: boolean };

/** The shopper's own card of this id, or none: another's card and no card read alike. */
async function accountCard(tx: DbOrTx, id: number, customerId: number) {
  const [card] = await tx
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.id, id), eq(giftCards.ownerId, customerId)));
  return card;
}

/**
 * Reads the tenders asked: first the cards chosen from the shopper's account by id (one not theirs
 * refused, 422, as not in the account), then each gift card by its code as typed — an unknown code,
 * one that cannot be a code, one of another currency, expired or used up refused (422) naming it;
 * an unknown code answers as any wrong code — and the customer's store credit when asked. With
 * `lock` (a placement), each balance is locked until the transaction ends, in the order asked, so
 * the split made from them is the one written.
 */
export async function readTenders(tx: DbOrTx, input: TenderRead): Promise<TendersRead> {
  const asked: TenderAsked[] = [];
  const last4 = new Map<number, string>();
  const chosen = [
    ...(input.accountGiftCards ?? []).map((id, n) => ({
      path: `accountGiftCards.${n}`,
      find: () => accountCard(tx, id, input.customerId),
      unknown: T.notInAccount,
    })),
    ...(input.giftCards ?? []).map((typed, n) => ({ path: `giftCards.${n}`, find: () => giftCardByCode(tx, typed), unknown: T.unknownCard })),
  ];
  if (chosen.length > MAX_GIFT_CARDS) throw cardRefused('giftCards', T.tooManyCards);
  for (const { path, find, unknown } of chosen) {
    const found = await find();
    if (!found) throw cardRefused(path, unknown);
    if (last4.has(found.id)) throw cardRefused(path, T.sameCardTwice);
    const card = input.lock ? await lockGiftCard(tx, found.id) : found;
    if (card.currency !== input.currency) throw cardRefused(path, T.otherCurrency);
    if (card.expiresAt && card.expiresAt.getTime() <= input.now.getTime()) throw cardRefused(path, T.expired(formatDay(card.expiresAt.toISOString())));
    const balanceMinor = await giftCardBalance(tx, card.id);
    if (balanceMinor <= 0) throw cardRefused(path, T.noBalance);
    asked.push({ kind: 'gift_card', giftCardId: card.id, balanceMinor });
    last4.set(card.id, card.codeLast4 ?? '');
  }
  if (input.useStoreCredit) {
    const balanceMinor = input.lock ? await lockedStoreCreditBalance(tx, input.customerId) : await storeCreditBalance(tx, input.customerId);
    if (balanceMinor <= 0) throw new Unprocessable(T.noStoreCredit, [{ path: 'useStoreCredit', message: T.noStoreCredit }]);
    asked.push({ kind: 'store_credit', giftCardId: null, balanceMinor });
  }
  return { asked, last4 };
}

/** The split of an order's total over the tenders read, with each gift card's last four characters (for the views). */
export function tenderSplitOf(totalMinor: number, read: TendersRead) {
  const split = splitTenders(totalMinor, read.asked);
  return {
    ...split,
    views: split.tenders.map((t) => ({
      kind: t.kind,
      codeLast4: t.giftCardId === null ? null : (read.last4.get(t.giftCardId) ?? ''),
      amountMinor: t.amountMinor,
    })),
  };
}

/**
 * Spends an order's tenders, in the placement's transaction, after the order is written: each
 * 'spent' entry under the key `order-<id>-tender-<n>` (judged again against its balance: never
 * below zero), and the order's tenders kept in paying order. The order and the entries stand or
 * fall together.
 */
export async function spendTenders(tx: DbOrTx, order: { id: number; customerId: number; currency: string }, split: TenderSplit): Promise<void> {
  for (const tender of split.tenders) {
    const entry = { kind: 'spent' as const, amountMinor: tender.amountMinor, idempotencyKey: `order-${order.id}-tender-${tender.position}`, orderId: order.id };
    if (tender.giftCardId !== null) await writeGiftCard(tx, tender.giftCardId, entry);
    else await writeStoreCredit(tx, order.customerId, order.currency, entry);
  }
  if (split.tenders.length === 0) return;
  await tx
    .insert(orderTenders)
    .values(split.tenders.map((t) => ({ orderId: order.id, position: t.position, kind: t.kind, giftCardId: t.giftCardId, amountMinor: t.amountMinor })));
  // Paid in full by its tenders: the order is paid now, and gets its invoice now, as any order does when paid (decision record 027).
  if (split.remainderMinor === 0) await issueTenderPaidInvoice(tx, order.id);
}

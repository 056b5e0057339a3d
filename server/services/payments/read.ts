/**
 * Payments as they are read beside their orders: the payment, its ledger (oldest first, with who
 * acted) and the figures derived from it (domain/payment.ts), and a bank transfer's instructions
 * while money is due.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { BANK_TRANSFER, isManualMethod, paymentFigures, type PaymentEventKind, type PaymentFigures, type PaymentMethod } from '../../../domain/payment.ts';
import { readTogether, type DbOrTx } from '../../db/client.ts';
import { giftCards, orderTenders, paymentEvents, payments, paymentSettings, users } from '../../db/schema/index.ts';
import type { TenderKind } from '../../../domain/payment.ts';
import { BANK_SETTINGS_JSON, NO_BANK_SETTINGS, type BankTransferSettings } from './settings.ts';

export interface LedgerEntryView {
  kind: PaymentEventKind;
  amountMinor: number;
  currency: string;
  providerReference: string | null;
  note: string;
  occurredAt: Date;
  recordedAt: Date;
  /** The staff member who acted; null for the shopper, the provider or the shop itself. */
  actor: { id: number; name: string; email: string } | null;
}

/** How to pay by bank transfer: the shop's account and the reference to quote. */
interface BankInstructions {
  accountHolder: string;
  bankName: string;
  accountNumber: string;
  /** The bank's BIC (SWIFT code) or routing number ('' when the owner gives none). */
  bankCode: string;
  /** The sample shop's account: a demonstration shop, where nobody should pay. */
  demonstration: boolean;
  /** The order number: what the shopper writes as the transfer's reference. */
  reference: string;
  payBy: Date;
}

/** A gift card or store credit that paid part of the order (decision record 049), in paying order. */
export interface TenderView {
  kind: TenderKind;
  /** A gift card's last four characters ("7KQ2"); null for store credit. */
  codeLast4: string | null;
  amountMinor: number;
}

export interface PaymentView {
  method: PaymentMethod;
  currency: string;
  /** What paid before the payment: its figures are of the order's total less these. */
  tenders: TenderView[];
  figures: PaymentFigures;
  /** The hosted payment page, while the shopper may still pay there. */
  redirectUrl: string | null;
  expiresAt: Date | null;
  /** What staff must look at (a mismatched amount, a failed capture). */
  problem: string | null;
  instructions: BankInstructions | null;
  ledger: LedgerEntryView[];
}

/** What an order tells its payment's reading. */
export interface PaidOrder {
  id: number;
  number: number;
  totalMinor: number;
  currency: string;
  createdAt: Date;
  cancelled: boolean;
}

type PaymentRow = Pick<typeof payments.$inferSelect, 'orderId' | 'method' | 'currency' | 'redirectUrl' | 'expiresAt' | 'problem'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A payment as read: its figures from its ledger, and how to pay while money is due. */
export function paymentView(row: PaymentRow, ledger: LedgerEntryView[], order: PaidOrder, bank: BankTransferSettings, tenders: TenderView[] = []): PaymentView {
  const tenderedMinor = tenders.reduce((sum, tender) => sum + tender.amountMinor, 0);
  const figures = paymentFigures(ledger, { totalMinor: order.totalMinor - tenderedMinor, cancelled: order.cancelled });
  const due = figures.amountDueMinor > 0;
  const instructions =
    isManualMethod(row.method) && due
      ? {
          accountHolder: bank.accountHolder,
          bankName: bank.bankName,
          accountNumber: bank.accountNumber,
          bankCode: bank.bankCode,
          // Sample bank details exist only in a sample shop (migration 0031): its shoppers are told not to pay.
          demonstration: bank.sampleDetails,
          reference: String(order.number),
          // The day set when the order was placed (the job cancels after it); a later change of the days to pay moves no order's day.
          payBy: row.expiresAt ?? new Date(order.createdAt.getTime() + bank.daysToPay * DAY_MS),
        }
      : null;
  const open = due && figures.status === 'awaiting_payment' && row.expiresAt !== null && row.expiresAt.getTime() > Date.now();
  return {
    method: row.method,
    currency: row.currency,
    tenders,
    figures,
    redirectUrl: open ? row.redirectUrl : null,
    expiresAt: row.expiresAt,
    problem: row.problem,
    instructions,
    ledger,
  };
}

/** The tenders of these orders, by order then in paying order, each gift card with its last four characters (the payment's view, an issued document's copy). */
export const tenderRowsOf = (db: DbOrTx, orderIds: number[]) =>
  db
    .select({ orderId: orderTenders.orderId, kind: orderTenders.kind, codeLast4: giftCards.codeLast4, amountMinor: orderTenders.amountMinor })
    .from(orderTenders)
    .leftJoin(giftCards, eq(giftCards.id, orderTenders.giftCardId))
    .where(inArray(orderTenders.orderId, orderIds))
    .orderBy(asc(orderTenders.orderId), asc(orderTenders.position));

/** The payments of these orders, by order id. An order without a payment row has none in the map. */
export async function paymentsOf(db: DbOrTx, orders: readonly PaidOrder[]): Promise<Map<number, PaymentView>> {
  if (orders.length === 0) return new Map();
  const orderIds = orders.map((order) => order.id);
  const [rows, entries, tenderRows] = await readTogether(db, [
    () =>
      db
        .select({
          // The shop's account, read with the payments rather than in a statement of its own.
          bank: sql<BankTransferSettings | null>`(SELECT ${BANK_SETTINGS_JSON} FROM ${paymentSettings} WHERE ${paymentSettings.id} = 1)`,
          id: payments.id,
          orderId: payments.orderId,
          method: payments.method,
          currency: payments.currency,
          redirectUrl: payments.redirectUrl,
          expiresAt: payments.expiresAt,
          problem: payments.problem,
        })
        .from(payments)
        .where(inArray(payments.orderId, orderIds)),
    () =>
      db
        .select({
          orderId: payments.orderId,
          kind: paymentEvents.kind,
          amountMinor: paymentEvents.amountMinor,
          currency: paymentEvents.currency,
          providerReference: paymentEvents.providerReference,
          note: paymentEvents.note,
          occurredAt: paymentEvents.occurredAt,
          recordedAt: paymentEvents.createdAt,
          actorId: users.id,
          actorFirstName: users.firstName,
          actorLastName: users.lastName,
          actorEmail: users.email,
        })
        .from(paymentEvents)
        .innerJoin(payments, eq(payments.id, paymentEvents.paymentId))
        .leftJoin(users, eq(users.id, paymentEvents.actorId))
        .where(inArray(payments.orderId, orderIds))
        .orderBy(asc(paymentEvents.id)),
    () => tenderRowsOf(db, orderIds),
  ] as const);
  const tenders = new Map<number, TenderView[]>();
  for (const { orderId, ...tender } of tenderRows) tenders.set(orderId, [...(tenders.get(orderId) ?? []), tender]);
  const bank = rows[0]?.bank ?? NO_BANK_SETTINGS;
  const ledgers = new Map<number, LedgerEntryView[]>();
  for (const { orderId, actorId, actorFirstName, actorLastName, actorEmail, ...entry } of entries) {
    const actor = actorId === null ? null : { id: actorId, name: `${actorFirstName ?? ''} ${actorLastName ?? ''}`.trim(), email: actorEmail ?? '' };
    ledgers.set(orderId, [...(ledgers.get(orderId) ?? []), { ...entry, actor }]);
  }
  const rowOf = new Map(rows.map((row) => [row.orderId, row]));
  // Every order has its payment (written with it); should one be missing, it awaits a bank transfer.
  const missing = (order: PaidOrder): PaymentRow => ({
    orderId: order.id,
    method: BANK_TRANSFER,
    currency: order.currency,
    redirectUrl: null,
    expiresAt: null,
    problem: null,
  });
  return new Map(
    orders.map((order) => [order.id, paymentView(rowOf.get(order.id) ?? missing(order), ledgers.get(order.id) ?? [], order, bank, tenders.get(order.id))]),
  );
}

/**
 * The copy an issued invoice or credit note keeps (decision record 035, domain/document-copy.ts):
 * the seller as the owner's shop settings say it, and the order as its papers print it, with the
 * payment's figures as the issuing entry of the ledger leaves them. It is taken in the transaction
 * that issues the document, under the payment's lock, so it is what the document said the moment
 * it was issued. The order's rows are read here rather than through the orders module, which
 * depends on this one; they are the rows an order is written with and never changes afterwards.
 */
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { documentCopy, type DocumentCopy, type PrintedOrder } from '../../../domain/document-copy.ts';
import type { MoneyPart } from '../../../domain/paid-with.ts';
import { lineTotalMinor } from '../../../domain/line.ts';
import { paymentFigures, type LedgerEntry } from '../../../domain/payment.ts';
import type { Seller } from '../../../domain/seller.ts';
import { storedTax } from '../../../domain/tax.ts';
import type { DbOrTx } from '../../db/client.ts';
import { creditNotes, invoices, orderDiscounts, orderItems, orders, paymentEvents, payments } from '../../db/schema/index.ts';
import { getShopSettings, sellerOf } from '../shop/index.ts';
import { tenderRowsOf } from './read.ts';

/** The order `orderId` as its papers print it, its payment's figures those of `ledger` (its entries up to the issuing one, oldest first). */
async function printedOrder(tx: DbOrTx, orderId: number, ledger: readonly LedgerEntry[]): Promise<PrintedOrder> {
  const [order] = await tx
    .select({
      number: orders.number,
      createdAt: orders.createdAt,
      currency: orders.currency,
      sizeSystem: orders.sizeSystem,
      contact: orders.contact,
      shippingAddress: orders.shippingAddress,
      shippingMethodName: orders.shippingMethodName,
      subtotalMinor: orders.subtotalMinor,
      giftWrapMinor: orders.giftWrapMinor,
      shippingMinor: orders.shippingMinor,
      discountMinor: orders.discountMinor,
      totalMinor: orders.totalMinor,
      taxLines: orders.taxLines,
      taxIncluded: orders.taxIncluded,
      status: orders.status,
      method: payments.method,
    })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} has no payment to issue a document for`);
  // One after the other: `tx` is a transaction, whose one connection runs one query at a time.
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  const discounts = await tx
    .select({ name: orderDiscounts.name, code: orderDiscounts.code, kind: orderDiscounts.kind, amountMinor: orderDiscounts.amountMinor })
    .from(orderDiscounts)
    .where(eq(orderDiscounts.orderId, orderId))
    .orderBy(asc(orderDiscounts.id));
  const tenders = (await tenderRowsOf(tx, [orderId])).map(({ kind, codeLast4, amountMinor }) => ({ kind, codeLast4, amountMinor }));
  // The payment is asked for what the tenders left (decision record 049): its figures are of that.
  const tenderedMinor = tenders.reduce((sum, tender) => sum + tender.amountMinor, 0);
  const { taxLines, taxIncluded, status, method, shippingMethodName, ...rest } = order;
  return {
    ...rest,
    shippingMethod: { name: shippingMethodName },
    items: items.map((item) => ({
      productName: item.productName,
      gemstone: item.gemstone,
      metal: item.metal,
      size: item.size,
      personalisation: item.personalisation,
      giftWrap: item.giftWrap,
      quantity: item.quantity,
      priceMinor: item.unitPriceMinor,
      giftWrapMinor: item.giftWrapMinor,
      lineTotalMinor: lineTotalMinor({ ...item, priceMinor: item.unitPriceMinor }),
      madeToOrder: item.madeToOrder,
      ...(item.giftCard ? { giftCard: item.giftCard } : {}),
    })),
    discounts,
    tax: storedTax(taxLines, taxIncluded),
    payment: { method, tenders, figures: paymentFigures(ledger, { totalMinor: order.totalMinor - tenderedMinor, cancelled: status === 'Cancelled' }) },
  };
}

/** What the order's credit notes issued before gave back. */
async function creditedBefore(tx: DbOrTx, orderId: number, beforeNoteId?: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${creditNotes.amountMinor}), 0)::int` })
    .from(creditNotes)
    .where(and(eq(creditNotes.orderId, orderId), beforeNoteId === undefined ? undefined : sql`${creditNotes.id} < ${beforeNoteId}`));
  return row?.sum ?? 0;
}

/**
 * The copy of the document being issued: the seller now, the order, its payment as the ledger
 * stands with the entry that issues it (`ledger` is the entries before it; none for a document no
 * payment entry issues: an order its tenders paid, a refund to tenders only), and for a credit note
 * (`refundedTo`: where its refund went) what the earlier notes gave back.
 */
export async function copyAtIssue(
  tx: DbOrTx,
  orderId: number,
  ledger: readonly LedgerEntry[],
  entry: LedgerEntry | null,
  refundedTo: readonly MoneyPart[] | null,
): Promise<DocumentCopy> {
  const seller = sellerOf(await getShopSettings(tx));
  const order = await printedOrder(tx, orderId, entry ? [...ledger, entry] : ledger);
  return refundedTo ? documentCopy(seller, order, await creditedBefore(tx, orderId), refundedTo) : documentCopy(seller, order);
}

/** The ledger of an order's payment up to and with entry `upTo` (or, with none, to the moment `at`). */
async function ledgerUpTo(tx: DbOrTx, orderId: number, upTo: number | null, at: Date): Promise<LedgerEntry[]> {
  return tx
    .select({ kind: paymentEvents.kind, amountMinor: paymentEvents.amountMinor })
    .from(paymentEvents)
    .innerJoin(payments, eq(payments.id, paymentEvents.paymentId))
    .where(and(eq(payments.orderId, orderId), upTo === null ? lte(paymentEvents.createdAt, at) : lte(paymentEvents.id, upTo)))
    .orderBy(asc(paymentEvents.id));
}

/**
 * Gives each invoice and credit note issued before copies were kept (migration 0031) its copy,
 * once: what it printed then — the seller the environment named (`seller`, the shop settings'
 * first defaults, with the tax number the document kept and no e-mail or phone, which those papers
 * did not print), the order, and the payment as the ledger stood when it was issued. Run at the
 * start, under its lock, before the owner can have saved other details; a document with its copy
 * is left alone (the append-only trigger lets a copy be written once, and nothing else).
 */
export async function copyEarlierDocuments(db: DbOrTx, seller: Pick<Seller, 'legalName' | 'address'>): Promise<number> {
  return db.transaction(async (tx) => {
    const bare = (taxNumber: string): Seller => ({ legalName: seller.legalName, address: [...seller.address], taxNumber, email: '', phone: '' });
    const invoiceRows = await tx
      .select({ orderId: invoices.orderId, eventId: invoices.paymentEventId, taxNumber: invoices.taxNumber, issuedAt: invoices.issuedAt })
      .from(invoices)
      .where(isNull(invoices.copy))
      .for('update');
    for (const row of invoiceRows) {
      const order = await printedOrder(tx, row.orderId, await ledgerUpTo(tx, row.orderId, row.eventId, row.issuedAt));
      await tx
        .update(invoices)
        .set({ copy: documentCopy(bare(row.taxNumber), order) })
        .where(and(eq(invoices.orderId, row.orderId), isNull(invoices.copy)));
    }
    const noteRows = await tx
      .select({
        id: creditNotes.id,
        orderId: creditNotes.orderId,
        eventId: creditNotes.paymentEventId,
        taxNumber: creditNotes.taxNumber,
        issuedAt: creditNotes.issuedAt,
      })
      .from(creditNotes)
      .where(isNull(creditNotes.copy))
      .orderBy(asc(creditNotes.id))
      .for('update');
    for (const row of noteRows) {
      const order = await printedOrder(tx, row.orderId, await ledgerUpTo(tx, row.orderId, row.eventId, row.issuedAt));
      await tx
        .update(creditNotes)
        .set({ copy: documentCopy(bare(row.taxNumber), order, await creditedBefore(tx, row.orderId, row.id)) })
        .where(and(eq(creditNotes.id, row.id), isNull(creditNotes.copy)));
    }
    return invoiceRows.length + noteRows.length;
  });
}

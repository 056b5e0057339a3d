/**
 * Orders as the API answers them and the pages receive them, made from the use cases' views in one
 * place: the shopper's order, the quote, and the back office's list row and order
 * (domain/contract/checkout.ts and admin-orders.ts). Amounts go from integer minor units to the
 * contract's major units, dates to ISO 8601. A line's, the totals' and a shipping method's answers
 * are pure and shared with the cart: they live beside their schemas in domain/contract.
 */
import type { AdminOrderAnswer, AdminOrderEventAnswer, AdminOrderRowAnswer } from '../../../domain/contract/admin-orders.ts';
import { presentShippingMethod, presentTotals, type OrderAnswer, type QuoteAnswer } from '../../../domain/contract/checkout.ts';
import { presentOrderLine, presentPricedLine } from '../../../domain/contract/lines.ts';
import { toMajor } from '../../../domain/money.ts';
import { shopperTimeline, type OrderEvent } from '../../../domain/order-timeline.ts';
import { trackingUrl } from '../../../domain/tracking.ts';
import type { OrderDocumentsAnswer } from '../../../domain/contract/order-documents.ts';
import { presentAdminPayment, presentPayment, presentTenders, type OrderDocuments } from '../payments/index.ts';
import type { CheckoutQuote } from './quote.ts';
import type { OrderView } from './read.ts';
import type { AdminOrderRow, AdminOrderView } from './workflow.ts';

/** The order's invoice number and credit notes, the same for the shopper and the shop. */
function presentDocuments(documents: OrderDocuments): OrderDocumentsAnswer {
  return {
    invoiceNumber: documents.invoice?.number ?? null,
    invoiced: documents.invoice?.issuedAt.toISOString() ?? null,
    creditNotes: documents.creditNotes.map((note) => ({
      number: note.number,
      amount: toMajor(note.amountMinor, note.currency),
      reason: note.reason,
      issued: note.issuedAt.toISOString(),
    })),
  };
}

/** The shopper's order. */
export function presentOrder(order: OrderView): OrderAnswer {
  const currency = order.currency;
  return {
    ...presentTotals(order, currency),
    id: order.id,
    number: order.number,
    customerId: order.userId,
    customerName: order.customerName,
    contact: order.contact,
    orderCustomer: order.contact,
    shippingAddress: order.shippingAddress,
    status: order.status,
    sizeSystem: order.sizeSystem,
    created: order.createdAt.toISOString(),
    date: order.createdAt.toISOString(),
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    shippingMethod: presentShippingMethod(order.shippingMethod, currency),
    discountCode: order.discountCode,
    specialInstructions: order.specialInstructions,
    canCancel: order.canCancel,
    items: order.items.map((item) => presentOrderLine(item, currency)),
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    trackingUrl: trackingUrl(order.carrier, order.trackingNumber),
    timeline: shopperTimeline(order.timeline, order.payment.ledger),
    payment: presentPayment(order.payment),
    documents: presentDocuments(order.documents),
  };
}

/** What the lines will cost: the checkout summary. */
export function presentQuote(quote: CheckoutQuote, currency: string): QuoteAnswer {
  return {
    ...presentTotals(quote, currency),
    items: quote.items.map((line) => presentPricedLine(line, currency)),
    shippingMethod: presentShippingMethod(quote.shippingMethod, currency),
    discountCode: quote.discountCode,
    tenders: presentTenders(quote.tenders, currency),
    toPay: toMajor(quote.toPayMinor, currency),
    storeCredit: toMajor(quote.storeCreditMinor, currency),
  };
}

/** A row of the back office's list. */
export function presentAdminOrderRow(row: AdminOrderRow): AdminOrderRowAnswer {
  return {
    id: row.id,
    number: row.number,
    created: row.createdAt.toISOString(),
    customerName: row.customerName,
    email: row.email,
    status: row.status,
    total: toMajor(row.totalMinor, row.currency),
    currency: row.currency,
    itemCount: row.itemCount,
    madeToOrder: row.hasMadeToOrder,
    paymentStatus: row.paymentStatus,
  };
}

const adminEvent = (event: OrderEvent): AdminOrderEventAnswer => ({
  kind: event.kind,
  at: event.at.toISOString(),
  from: event.fromStatus,
  to: event.toStatus,
  note: event.note,
  carrier: event.carrier,
  trackingNumber: event.trackingNumber,
  internal: event.internal,
  actor: event.actor,
});

/** One order as the shop sees it. */
export function presentAdminOrder(order: AdminOrderView): AdminOrderAnswer {
  return {
    ...presentTotals(order, order.currency),
    id: order.id,
    number: order.number,
    status: order.status,
    sizeSystem: order.sizeSystem,
    heldFromStatus: order.heldFromStatus,
    nextStatuses: order.nextStatuses,
    created: order.createdAt.toISOString(),
    updated: order.updatedAt.toISOString(),
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    customerId: order.userId,
    customerName: order.customerName,
    account: order.account,
    contact: order.contact,
    shippingAddress: order.shippingAddress,
    shippingMethod: presentShippingMethod(order.shippingMethod, order.currency),
    discountCode: order.discountCode,
    specialInstructions: order.specialInstructions,
    madeToOrder: order.hasMadeToOrder,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    trackingUrl: trackingUrl(order.carrier, order.trackingNumber),
    items: order.items.map((item) => ({ ...presentOrderLine(item, order.currency), madeToOrder: item.madeToOrder })),
    timeline: order.timeline.map(adminEvent),
    payment: presentAdminPayment(order.payment),
    documents: presentDocuments(order.documents),
  };
}

/**
 * Orders as the back office reads them (`/api/admin/orders` and the back office's order pages,
 * which show the same answer): a row of the list, and one order with its whole timeline, the moves
 * the workflow allows now and whether its shopper is e-mailed. Money in major units as everywhere
 * (money.ts), dates as ISO 8601.
 */
import { z } from 'zod';
import { ORDER_STATUSES } from '../order.ts';
import { PAYMENT_STATUSES } from '../payment.ts';
import { SIZE_SYSTEMS } from '../ring-sizes.ts';
import { AddressAnswer, ContactAnswer, ShippingMethodAnswer, TotalsAnswer } from './checkout.ts';
import { OrderLineAnswer } from './lines.ts';
import { OrderDocumentsAnswer } from './order-documents.ts';
import { AdminPaymentAnswer } from './admin-payments.ts';

const Status = z.enum(ORDER_STATUSES);

export const AdminOrderRowAnswer = z
  .object({
    id: z.number().int(),
    number: z.number().int(),
    created: z.string().meta({ description: 'ISO 8601' }),
    customerName: z.string(),
    email: z.string(),
    status: Status,
    total: z.number(),
    currency: z.string(),
    itemCount: z.number().int(),
    madeToOrder: z.boolean().meta({ description: 'Whether any line is made to order' }),
    paymentStatus: z.enum(PAYMENT_STATUSES).meta({ description: 'The payment’s status, derived from its ledger' }),
  })
  .meta({ id: 'AdminOrderRow' });
export type AdminOrderRowAnswer = z.infer<typeof AdminOrderRowAnswer>;

export const AdminOrderPageAnswer = z.object({ orders: z.array(AdminOrderRowAnswer), hasMore: z.boolean() }).meta({ id: 'AdminOrderPage' });
export type AdminOrderPageAnswer = z.infer<typeof AdminOrderPageAnswer>;

const Actor = z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable();

/** One moment of an order as the shop sees it: its placing, each move (with who made it), each internal note. */
export const AdminOrderEventAnswer = z
  .object({
    kind: z.enum(['placed', 'status', 'note']),
    at: z.string().meta({ description: 'ISO 8601' }),
    from: Status.nullable(),
    to: Status.nullable(),
    note: z.string(),
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    internal: z.boolean().meta({ description: 'A note for the shop only; the shopper never sees it' }),
    actor: Actor.meta({ description: 'Who did it; null: the shopper placing it, or the shop itself' }),
  })
  .meta({ id: 'AdminOrderEvent' });
export type AdminOrderEventAnswer = z.infer<typeof AdminOrderEventAnswer>;

const AdminOrderLineAnswer = OrderLineAnswer.extend({ madeToOrder: z.boolean() });
type AdminOrderLineAnswer = z.infer<typeof AdminOrderLineAnswer>;

export const AdminOrderAnswer = TotalsAnswer.extend({
  id: z.number().int(),
  number: z.number().int(),
  status: Status,
  heldFromStatus: Status.nullable().meta({ description: 'On hold: the status it returns to' }),
  nextStatuses: z.array(Status).meta({ description: 'The moves the workflow allows now' }),
  sizeSystem: z.enum(SIZE_SYSTEMS).meta({ description: 'The ring size system the shopper ordered in (ring sizes are shown in it beside the millimetres)' }),
  created: z.string(),
  updated: z.string(),
  cancelledAt: z.string().nullable(),
  customerId: z.number().int(),
  customerName: z.string(),
  account: z
    .object({
      email: z.string(),
      emailVerified: z.boolean(),
      emailed: z.boolean().meta({ description: 'The order’s e-mails go to this address: it is verified, or the order is paid or authorised' }),
    })
    .nullable()
    .meta({ description: 'The shopper’s account, where the order’s e-mails go' }),
  contact: ContactAnswer,
  shippingAddress: AddressAnswer,
  shippingMethod: ShippingMethodAnswer,
  discountCode: z.string().nullable(),
  specialInstructions: z.string(),
  madeToOrder: z.boolean(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  items: z.array(AdminOrderLineAnswer),
  timeline: z.array(AdminOrderEventAnswer),
  payment: AdminPaymentAnswer.meta({ description: 'How it is paid, what is paid, due and refunded, and the ledger with who did what' }),
  documents: OrderDocumentsAnswer,
}).meta({ id: 'AdminOrder' });
export type AdminOrderAnswer = z.infer<typeof AdminOrderAnswer>;

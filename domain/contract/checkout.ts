/** Checkout and orders: shipping methods, the quote, the discount check, and an order as read back; the shared figures' presenters beside their schemas. */
import { z } from 'zod';
import { toMajor } from '../money.ts';
import { ORDER_STATUSES } from '../order.ts';
import { PAYMENT_EVENT_KINDS } from '../payment.ts';
import { SIZE_SYSTEMS } from '../ring-sizes.ts';
import { DISCOUNT_KINDS, type DiscountLine } from '../discounts.ts';
import type { OrderTotals } from '../pricing.ts';
import type { OrderTax } from '../tax.ts';
import { DiscountLineAnswer, presentDiscountLine } from './discounts.ts';
import { OrderLineAnswer, PricedLineAnswer } from './lines.ts';
import { Amount } from './money.ts';
import { OrderDocumentsAnswer } from './order-documents.ts';
import { PaymentAnswer, TenderAnswer } from './payments.ts';
import { presentTaxLine, TaxLineAnswer } from './tax-lines.ts';

export const ShippingMethodAnswer = z
  .object({
    id: z.number().int(),
    name: z.string().meta({ example: 'Express' }),
    deliveryText: z.string().meta({ example: '1 to 2 days' }),
    price: Amount.meta({ example: 19.99 }),
    freeAbove: Amount.nullable()
      .optional()
      .meta({ description: 'Offered methods: shipping is free once the goods (after discounts, with gift wrap) reach this; null: never' }),
  })
  .meta({ id: 'ShippingMethod' });
export type ShippingMethodAnswer = z.infer<typeof ShippingMethodAnswer>;

/** A shipping method (or an order's, as it was charged: without `freeAbove`) as the API answers it. */
export const presentShippingMethod = (
  method: { id: number; name: string; deliveryText: string; priceMinor: number; freeAboveMinor?: number | null },
  currency: string,
): ShippingMethodAnswer => ({
  id: method.id,
  name: method.name,
  deliveryText: method.deliveryText,
  price: toMajor(method.priceMinor, currency),
  ...(method.freeAboveMinor === undefined ? {} : { freeAbove: method.freeAboveMinor === null ? null : toMajor(method.freeAboveMinor, currency) }),
});

/** Where checkout ships to, to list the methods of that place's zone (GET /api/shipping-methods). */
export const ShippingPlaceQuery = z.object({
  country: z.string().max(120).optional().meta({ description: 'The address’s country, its English name or ISO 3166-1 alpha-2 code', example: 'Canada' }),
  state: z.string().max(120).optional().meta({ example: 'Ontario' }),
});

/** The figures of a quote or an order. */
export const TotalsAnswer = z.object({
  itemCount: z.number().int(),
  subtotal: Amount,
  giftWrap: Amount,
  shipping: Amount,
  discount: Amount.meta({ description: 'The sum of `discounts`' }),
  discounts: z.array(DiscountLineAnswer).meta({ description: 'Each discount given, in the order taken off: the best automatic promotion, then the code' }),
  tax: Amount.meta({ description: 'The sum of `taxes`: inside the prices when `taxIncluded`, otherwise added to the total' }),
  taxIncluded: z.boolean().meta({ description: 'Whether the prices carry the tax (the shop’s setting)' }),
  taxes: z.array(TaxLineAnswer).meta({ description: 'One line per rate of the shipping address (country, then state); none where the shop charges no tax' }),
  total: Amount,
  currency: z.string(),
});
export type TotalsAnswer = z.infer<typeof TotalsAnswer>;

/** The figures of a quote or an order as the API answers them (`totalsOf` reads them back). */
export function presentTotals(
  totals: OrderTotals & { discounts: ReadonlyArray<Omit<DiscountLine, 'discountId'>>; tax: OrderTax },
  currency: string,
): TotalsAnswer {
  const major = (minor: number) => toMajor(minor, currency);
  return {
    itemCount: totals.itemCount,
    subtotal: major(totals.subtotalMinor),
    giftWrap: major(totals.giftWrapMinor),
    shipping: major(totals.shippingMinor),
    discount: major(totals.discountMinor),
    discounts: totals.discounts.map((line) => presentDiscountLine(line, currency)),
    tax: major(totals.tax.taxMinor),
    taxIncluded: totals.tax.included,
    taxes: totals.tax.lines.map((line) => presentTaxLine(line, currency)),
    total: major(totals.totalMinor),
    currency,
  };
}

export const QuoteAnswer = TotalsAnswer.extend({
  items: z.array(PricedLineAnswer),
  shippingMethod: ShippingMethodAnswer,
  discountCode: z.string().nullable(),
  tenders: z
    .array(TenderAnswer)
    .meta({ description: 'The gift cards and store credit asked for, in paying order, each with what it pays (decision record 049)' }),
  toPay: Amount.meta({ description: 'What is left for the card or bank transfer: the total less the tenders' }),
  storeCredit: Amount.meta({ description: 'The signed-in shopper’s store credit balance (0 for a guest): what “Use my store credit” can pay' }),
}).meta({ id: 'Quote' });
export type QuoteAnswer = z.infer<typeof QuoteAnswer>;

export const DiscountCheckAnswer = z
  .object({
    code: z.string(),
    name: z.string(),
    kind: z.enum(DISCOUNT_KINDS),
    percentOff: z.number().int().nullable().meta({ description: 'For a percentage; null for an amount off or free shipping' }),
    description: z.string(),
    valid: z.literal(true),
    message: z.string().meta({ example: 'WELCOME10 applied: 10% off your order.' }),
  })
  .meta({ id: 'DiscountCheck' });
export type DiscountCheckAnswer = z.infer<typeof DiscountCheckAnswer>;

export const ContactAnswer = z.object({ name: z.string(), email: z.string(), phone: z.string() });
export const AddressAnswer = z.object({
  name: z.string(),
  company: z.string().optional(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
});

/** One moment of the order the shopper is told about: its placing, each change of status, each move of its money. */
export const OrderTimelineEntryAnswer = z
  .object({
    kind: z.enum(['placed', 'status', 'payment']),
    status: z.enum(ORDER_STATUSES).meta({ description: 'The status the order moved to (placed: Pending; payment: the status it was in)' }),
    from: z.enum(ORDER_STATUSES).nullable(),
    at: z.string().meta({ description: 'ISO 8601' }),
    note: z.string().meta({ description: 'What the shop told the shopper with the change ("" for none)' }),
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    trackingUrl: z.string().nullable().meta({ description: 'The carrier’s tracking page, for the carriers the shop knows' }),
    payment: z
      .enum(PAYMENT_EVENT_KINDS)
      .nullable()
      .meta({ description: 'A payment entry: what happened to the money (its words in `note`); null for the others' }),
  })
  .meta({ id: 'OrderTimelineEntry' });
export type OrderTimelineEntryAnswer = z.infer<typeof OrderTimelineEntryAnswer>;

export const OrderAnswer = TotalsAnswer.extend({
  id: z.number().int(),
  number: z.number().int().meta({ example: 100001 }),
  customerId: z.number().int(),
  customerName: z.string().meta({ example: 'Ada Lovelace' }),
  contact: ContactAnswer,
  orderCustomer: ContactAnswer,
  shippingAddress: AddressAnswer,
  status: z.enum(ORDER_STATUSES),
  sizeSystem: z.enum(SIZE_SYSTEMS).meta({
    description: 'The ring size system the shopper ordered in: a line’s ring size ("54.4 mm", its inner circumference) is shown in it beside the millimetres',
  }),
  created: z.string().meta({ description: 'ISO 8601' }),
  date: z.string().meta({ description: 'Same as created' }),
  cancelledAt: z.string().nullable(),
  shippingMethod: ShippingMethodAnswer,
  discountCode: z.string().nullable(),
  specialInstructions: z.string(),
  canCancel: z.boolean().meta({ description: 'Pending and placed less than 24 hours ago' }),
  items: z.array(OrderLineAnswer),
  carrier: z.string().nullable().meta({ description: 'Once shipped' }),
  trackingNumber: z.string().nullable().meta({ description: 'Once shipped' }),
  trackingUrl: z.string().nullable().meta({ description: 'The carrier’s tracking page, for the carriers the shop knows' }),
  timeline: z.array(OrderTimelineEntryAnswer).meta({ description: 'Oldest first: placed, then each change of status and each move of the money' }),
  payment: PaymentAnswer,
  documents: OrderDocumentsAnswer,
}).meta({ id: 'Order' });
export type OrderAnswer = z.infer<typeof OrderAnswer>;

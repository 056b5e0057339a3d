/**
 * What an order's papers print (decision record 035): the seller, and the order as the paper shows
 * it — the pieces with their prices, the buyer, the shipping, the discounts, the tax, the totals
 * and the payment's figures. An issued invoice or credit note keeps a copy of all of it, taken in
 * the transaction that issues it, and is drawn from that copy alone ever after: a refund, a price
 * or tax rate changed, or the owner's new details change no issued document. The packing slip and
 * the pro forma invoice are drawn the same way from the order as it is now.
 */
import type { DiscountLine } from './discounts.ts';
import type { OrderLine } from './line.ts';
import type { PaymentFigures, PaymentMethod } from './payment.ts';
import type { MoneyPart } from './paid-with.ts';
import type { OrderTax } from './tax.ts';
import type { SizeSystem } from './ring-sizes.ts';

/** Who the customer buys from: the owner's shop settings (`/admin/settings/shop`). */
export interface Seller {
  legalName: string;
  /** One line a part. */
  address: string[];
  /** The VAT or tax registration number ('' when the shop has none). */
  taxNumber: string;
  email: string;
  /** '' when the shop gives none. */
  phone: string;
}

/** The buyer's contact and the parcel's address, as the order keeps them. */
interface PrintedContact {
  name: string;
  email: string;
  phone: string;
}
interface PrintedAddress {
  name: string;
  company?: string;
  address: string;
  city: string;
  country: string;
  state: string;
  zip: string;
  phone: string;
}

/** A piece as the papers list it: what it is, what was chosen, how many and what it cost. */
export type PrintedLine = Pick<
  OrderLine,
  'productName' | 'gemstone' | 'metal' | 'size' | 'personalisation' | 'giftWrap' | 'quantity' | 'priceMinor' | 'giftWrapMinor' | 'lineTotalMinor' | 'giftCard'
> & { madeToOrder: boolean };

/** An order as its papers print it. An order read back (orders/read.ts `OrderView`) is one. */
export interface PrintedOrder {
  number: number;
  createdAt: Date;
  currency: string;
  /** The ring size system the shopper ordered in (decision record 057); absent on a copy kept before sizes were a system. */
  sizeSystem?: SizeSystem;
  contact: PrintedContact;
  shippingAddress: PrintedAddress;
  shippingMethod: { name: string };
  items: PrintedLine[];
  discounts: Array<Pick<DiscountLine, 'name' | 'code' | 'kind' | 'amountMinor'>>;
  tax: OrderTax;
  subtotalMinor: number;
  giftWrapMinor: number;
  shippingMinor: number;
  discountMinor: number;
  totalMinor: number;
  /**
   * The payment, its figures of what is left for it once the tenders paid; the tenders (gift cards
   * and store credit, decision record 049) in paying order — none on a copy kept before them.
   */
  payment: {
    method: PaymentMethod;
    tenders?: ReadonlyArray<PrintedTender>;
    figures: Pick<PaymentFigures, 'amountPaidMinor' | 'amountAuthorizedMinor' | 'amountRefundedMinor' | 'amountDueMinor'>;
  };
}

/** A gift card or the store credit that paid part of an order, as the papers name it (domain/paid-with.ts). */
type PrintedTender = Omit<MoneyPart, 'kind'> & { kind: Exclude<MoneyPart['kind'], 'payment'> };

/**
 * The copy an issued document keeps: the seller and the order at the moment it was issued (the
 * payment's figures as that entry of the ledger left them), and for a credit note what the order's
 * earlier credit notes gave back (its tax is its share of the rest). Stored as JSON, so the order's
 * date is its ISO 8601 text.
 */
export interface DocumentCopy {
  seller: Seller;
  order: Omit<PrintedOrder, 'createdAt'> & { createdAt: string };
  creditedBeforeMinor: number;
  /** A credit note's: where its refund went, in refunding order (none on a note kept before tenders: all to the payment). */
  refundedTo?: MoneyPart[];
}

/** The copy of a document issued now: exactly what the papers print, nothing else of the order. */
export function documentCopy(seller: Seller, order: PrintedOrder, creditedBeforeMinor = 0, refundedTo: readonly MoneyPart[] = []): DocumentCopy {
  const { amountPaidMinor, amountAuthorizedMinor, amountRefundedMinor, amountDueMinor } = order.payment.figures;
  return {
    seller: { legalName: seller.legalName, address: [...seller.address], taxNumber: seller.taxNumber, email: seller.email, phone: seller.phone },
    order: {
      number: order.number,
      createdAt: order.createdAt.toISOString(),
      currency: order.currency,
      ...(order.sizeSystem ? { sizeSystem: order.sizeSystem } : {}),
      contact: order.contact,
      shippingAddress: order.shippingAddress,
      shippingMethod: { name: order.shippingMethod.name },
      items: order.items.map((item) => ({
        productName: item.productName,
        gemstone: item.gemstone,
        metal: item.metal,
        size: item.size,
        personalisation: item.personalisation,
        giftWrap: item.giftWrap,
        quantity: item.quantity,
        priceMinor: item.priceMinor,
        giftWrapMinor: item.giftWrapMinor,
        lineTotalMinor: item.lineTotalMinor,
        madeToOrder: item.madeToOrder,
        ...(item.giftCard ? { giftCard: item.giftCard } : {}),
      })),
      discounts: order.discounts.map((line) => ({ name: line.name, code: line.code, kind: line.kind, amountMinor: line.amountMinor })),
      tax: order.tax,
      subtotalMinor: order.subtotalMinor,
      giftWrapMinor: order.giftWrapMinor,
      shippingMinor: order.shippingMinor,
      discountMinor: order.discountMinor,
      totalMinor: order.totalMinor,
      payment: {
        method: order.payment.method,
        tenders: (order.payment.tenders ?? []).map((tender) => ({ kind: tender.kind, codeLast4: tender.codeLast4, amountMinor: tender.amountMinor })),
        figures: { amountPaidMinor, amountAuthorizedMinor, amountRefundedMinor, amountDueMinor },
      },
    },
    creditedBeforeMinor,
    ...(refundedTo.length > 0 ? { refundedTo: refundedTo.map((part) => ({ kind: part.kind, codeLast4: part.codeLast4, amountMinor: part.amountMinor })) } : {}),
  };
}

/** The order a copy prints. */
export const printedOrderOf = (copy: DocumentCopy): PrintedOrder => ({ ...copy.order, createdAt: new Date(copy.order.createdAt) });

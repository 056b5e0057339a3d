/**
 * What the checkout pages send: the lines to quote, and the order in the shape its first clients
 * sent plus what it lacked — each item's variantId, real productName, metal, size,
 * personalisation and gift wrap, the shipping method, a discount code and the special
 * instructions. The server prices everything itself; `price` and `total` are only kept for that shape.
 */
import { choiceOf, type CartLine } from '../../../domain/cart.ts';
import type { ShopApi } from '../../../domain/contract/api.ts';
import { fullName, type PublicUser } from '../../../domain/account.ts';
import type { ContactInfoInput, ShippingAddressInput } from '../../../domain/schemas/checkout.ts';

export function quoteRequest(
  lines: readonly CartLine[],
  shippingMethodId: number | null,
  discountCode: string | null,
): ShopApi['POST /api/checkout/quote']['body'] {
  return {
    items: lines.map((line) => ({ ...choiceOf(line), quantity: line.quantity })),
    ...(shippingMethodId === null ? {} : { shippingMethodId }),
    ...(discountCode ? { discountCode } : {}),
  };
}

export interface OrderDraft {
  user: Pick<PublicUser, 'id' | 'firstName' | 'lastName'>;
  contact: ContactInfoInput;
  address: ShippingAddressInput;
  lines: readonly CartLine[];
  shippingMethodId: number;
  discountCode: string | null;
  specialInstructions: string;
  /** The total the summary showed, in major units (the server computes its own). */
  shownTotal: number;
  now: Date;
}

export function orderRequest(draft: OrderDraft): ShopApi['POST /api/orders']['body'] {
  return {
    customerId: draft.user.id,
    customerName: fullName(draft.user),
    orderCustomer: draft.contact,
    shippingAddress: draft.address,
    date: draft.now.toISOString(),
    status: 'Pending',
    total: draft.shownTotal,
    items: draft.lines.map((line) => ({
      ...choiceOf(line),
      quantity: line.quantity,
      productId: String(line.productId),
      productName: line.title,
      price: line.price,
    })),
    shippingMethodId: draft.shippingMethodId,
    ...(draft.discountCode ? { discountCode: draft.discountCode } : {}),
    specialInstructions: draft.specialInstructions.trim(),
  };
}

/**
 * What the checkout pages send: the lines to quote, and the order in the shape its first clients
 * sent plus what it lacked — each item's variantId, real productName, metal, size,
 * personalisation and gift wrap, the shipping method, a discount code and the special
 * instructions. The server prices everything itself; `expectedTotal` is the total the shopper was
 * shown, which the server will not silently depart from (each `price` the unit price shown).
 */
import { choiceOf, type CartLine } from '../../../domain/cart.ts';
import type { ShopApi } from '../../../domain/contract/api.ts';
import { fullName, type PublicUser } from '../../../domain/account.ts';
import type { PaymentMethod } from '../../../domain/payment.ts';
import type { ContactInfoInput, ShippingAddressInput } from '../../../domain/schemas/checkout.ts';

/** The quote of these lines, shipped to `place` (its zone's methods; none: the home zone's). */
export function quoteRequest(
  lines: readonly CartLine[],
  shippingMethodId: number | null,
  discountCode: string | null,
  place: { country: string; state: string } | null = null,
): ShopApi['POST /api/checkout/quote']['body'] {
  return {
    items: lines.map((line) => ({ ...choiceOf(line), quantity: line.quantity })),
    ...(shippingMethodId === null ? {} : { shippingMethodId }),
    ...(discountCode ? { discountCode } : {}),
    ...(place ? { country: place.country, state: place.state } : {}),
  };
}

/** A piece in one metal: what a unit price is shown for. */
export const shownPriceKey = (variantId: number, metal: string) => `${variantId}|${metal}`;

export interface OrderDraft {
  user: Pick<PublicUser, 'id' | 'firstName' | 'lastName'>;
  contact: ContactInfoInput;
  address: ShippingAddressInput;
  lines: readonly CartLine[];
  shippingMethodId: number;
  /** How the shopper pays: one of the methods step 3 offered. */
  paymentMethod: PaymentMethod;
  discountCode: string | null;
  specialInstructions: string;
  /**
   * The total the summary showed, in major units: the server computes its own, and refuses the
   * order (409 price_changed) rather than charge a different one.
   */
  shownTotal: number;
  /** The unit price the summary showed for each piece (`shownPriceKey` → major units), to name what changed. */
  shownPrices: ReadonlyMap<string, number>;
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
    expectedTotal: draft.shownTotal,
    items: draft.lines.map((line) => ({
      ...choiceOf(line),
      quantity: line.quantity,
      productId: String(line.productId),
      productName: line.title,
      price: draft.shownPrices.get(shownPriceKey(line.id, line.metal)) ?? line.price,
    })),
    shippingMethodId: draft.shippingMethodId,
    paymentMethod: draft.paymentMethod,
    ...(draft.discountCode ? { discountCode: draft.discountCode } : {}),
    specialInstructions: draft.specialInstructions.trim(),
  };
}

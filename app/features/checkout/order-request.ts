/**
 * What the checkout pages send: the lines to quote, and the order in the shape its first clients
 * sent plus what it lacked — each item's variantId, real productName, metal, size,
 * personalisation and gift wrap, the shipping method, a discount code and the special
 * instructions. The server prices everything itself; `expectedTotal` is the total the shopper was
 * shown, which the server will not silently depart from (each `price` the unit price shown, and
 * `expectedShipping`, `expectedDiscounts` and `expectedTax` the rest of the summary).
 */
import { choiceOf, type CartLine } from '../../../domain/cart.ts';
import type { ShopApi } from '../../../domain/contract/api.ts';
import { fullName, type PublicUser } from '../../../domain/account.ts';
import type { PaymentMethod } from '../../../domain/payment.ts';
import type { ContactInfoInput, ShippingAddressForm } from '../../../domain/schemas/checkout.ts';
import type { PricedLine } from '../../../domain/line.ts';
import { toMajor } from '../../../domain/money.ts';
import type { SizeSystem } from '../../../domain/ring-sizes.ts';
import type { Quote } from './use-quote';

/** The gift cards applied (typed, and chosen from the account by id) and whether store credit pays (decision record 049). */
export interface Tenders {
  giftCards: readonly string[];
  /** The account's cards chosen by id; left out: none. */
  accountGiftCards?: readonly number[];
  useStoreCredit: boolean;
}
export const NO_TENDERS: Tenders = { giftCards: [], useStoreCredit: false };
const tenderFields = (tenders: Tenders) => ({
  ...(tenders.giftCards.length ? { giftCards: [...tenders.giftCards] } : {}),
  ...(tenders.accountGiftCards?.length ? { accountGiftCards: [...tenders.accountGiftCards] } : {}),
  ...(tenders.useStoreCredit ? { useStoreCredit: true } : {}),
});

/** The quote of these lines, shipped to `place` (its zone's methods; none: the home zone's). */
export function quoteRequest(
  lines: readonly CartLine[],
  shippingMethodId: number | null,
  discountCode: string | null,
  place: { country: string; state: string } | null = null,
  tenders: Tenders = NO_TENDERS,
): ShopApi['POST /api/checkout/quote']['body'] {
  return {
    items: lines.map((line) => ({ ...choiceOf(line), quantity: line.quantity })),
    ...(shippingMethodId === null ? {} : { shippingMethodId }),
    ...(discountCode ? { discountCode } : {}),
    ...tenderFields(tenders),
    ...(place ? { country: place.country, state: place.state } : {}),
  };
}

/** What the summary showed: its lines' unit prices, shipping, discounts, tax and total. */
type ShownQuote = Pick<Quote, 'shippingMinor' | 'discounts' | 'tax' | 'total' | 'currency'> & {
  items: ReadonlyArray<Pick<PricedLine, 'variantId' | 'metal' | 'priceMinor'>>;
};

/**
 * The figures the summary showed, as the order carries them (major units): the server prices the
 * order itself and refuses it (409 price_changed) rather than charge another total or depart
 * from these, naming each part that moved.
 */
function shownFigures(shown: ShownQuote) {
  const major = (minor: number) => toMajor(minor, shown.currency);
  return {
    total: shown.total,
    expectedTotal: shown.total,
    expectedShipping: major(shown.shippingMinor),
    expectedDiscounts: shown.discounts.map((line) => ({ name: line.name, code: line.code, amount: major(line.amountMinor) })),
    expectedTax: major(shown.tax.taxMinor),
  };
}

/** The unit price the summary showed for a piece in its metal; not shown, the cart's. */
function shownPrice(shown: ShownQuote, line: CartLine): number {
  const item = shown.items.find((priced) => priced.variantId === line.id && priced.metal === line.metal);
  return item ? toMajor(item.priceMinor, shown.currency) : line.price;
}

export interface OrderDraft {
  user: Pick<PublicUser, 'id' | 'firstName' | 'lastName'>;
  contact: ContactInfoInput;
  address: ShippingAddressForm;
  lines: readonly CartLine[];
  shippingMethodId: number;
  /** How the shopper pays: one of the methods step 3 offered. */
  paymentMethod: PaymentMethod;
  discountCode: string | null;
  /** Gift cards and store credit paying first; none when left out. */
  tenders?: Tenders;
  specialInstructions: string;
  /** The quote the summary showed. */
  shown: ShownQuote;
  now: Date;
  /** The ring size system the shopper saw sizes in (decision record 057). */
  sizeSystem?: SizeSystem;
}

export function orderRequest(draft: OrderDraft): ShopApi['POST /api/orders']['body'] {
  return {
    customerId: draft.user.id,
    customerName: fullName(draft.user),
    orderCustomer: draft.contact,
    // One phone: the contact's is the one the carrier calls.
    shippingAddress: { ...draft.address, phone: draft.contact.phone },
    date: draft.now.toISOString(),
    status: 'Pending',
    ...shownFigures(draft.shown),
    items: draft.lines.map((line) => ({
      ...choiceOf(line),
      quantity: line.quantity,
      productId: String(line.productId),
      productName: line.title,
      price: shownPrice(draft.shown, line),
    })),
    shippingMethodId: draft.shippingMethodId,
    paymentMethod: draft.paymentMethod,
    ...(draft.discountCode ? { discountCode: draft.discountCode } : {}),
    ...tenderFields(draft.tenders ?? NO_TENDERS),
    specialInstructions: draft.specialInstructions.trim(),
    ...(draft.sizeSystem ? { sizeSystem: draft.sizeSystem } : {}),
  };
}

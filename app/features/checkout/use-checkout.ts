/**
 * The state every checkout step shares: the cart's lines, the contact and address (remembered in
 * local storage, else the last order's, else the account's name and e-mail), the shipping methods
 * of the address's zone and the one chosen (the first, Express, unless another was chosen), the payment method (the first the shop offers,
 * unless another was chosen), the discount code and the server's quote.
 */
import { useMemo, useState, type RefObject } from 'react';
import type { PaymentMethod } from '../../../domain/payment.ts';
import { ContactInfoInput, ShippingAddressForm } from '../../../domain/schemas/checkout.ts';
import { useShop } from '../../lib/root-data';
import { useHydrated } from '../../lib/use-hydrated';
import { useCartLines } from '../cart/cart-store';
import type { CheckoutData } from './checkout-data';
import { accountCardsStore, addressStore, contactStore, giftCardsStore, paymentMethodStore, shippingMethodStore, storeCreditStore } from './checkout-store';
import type { SectionHandle } from './details-section';
import { useDiscount } from './use-discount';
import { shownQuote, useQuote, type Quote } from './use-quote';
import { useShippingOffer } from './use-shipping-offer';

function validOrNull<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, value: unknown): T | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function useCheckout(data: CheckoutData) {
  const hydrated = useHydrated();
  const lines = useCartLines();
  const storedContact = contactStore.use();
  const storedAddress = addressStore.use();
  const storedMethod = shippingMethodStore.use();
  const { currency } = useShop();
  const address = storedAddress ?? validOrNull<ShippingAddressForm>(ShippingAddressForm, data.prefill.address);
  // The methods of the address's zone: the one chosen in this tab while the zone offers it, else the first.
  const shipping = useShippingOffer(address, currency, hydrated);
  const methods = shipping.status === 'ready' ? shipping.methods : [];
  const method = methods.find((m) => m.id === storedMethod) ?? methods[0] ?? null;
  const storedPayment = paymentMethodStore.use();
  // The method chosen in this tab while the shop still takes it, else the first listed (the server
  // lists the manual method first, as POST /api/orders without one takes it): ORDER NOW places the
  // order there and then, the specification's flow; a card is one choice away.
  const payment = data.paymentMethods.find((m) => m.id === storedPayment) ?? data.paymentMethods[0] ?? null;
  const discount = useDiscount(hydrated);
  const giftCards = giftCardsStore.use();
  const useStoreCredit = storeCreditStore.use() === true;
  const accountGiftCards = accountCardsStore.use();
  const tenders = useMemo(
    () => ({ giftCards: giftCards ?? [], accountGiftCards: accountGiftCards ?? [], useStoreCredit }),
    [giftCards, accountGiftCards, useStoreCredit],
  );
  const [quoteRevision, setQuoteRevision] = useState(0);
  // The quote goes out with the methods' request, not after it: it names only a method the shopper
  // chose (dropped once the zone turns out not to offer it); without one the server takes the
  // zone's first, the one shown as chosen.
  const quotedMethod = shipping.status === 'ready' && !methods.some((m) => m.id === storedMethod) ? null : storedMethod;
  const notShipped = shipping.status === 'refused';
  const quote = useQuote(
    lines,
    // An address the shop does not ship to is priced as the home zone's, for the pieces the summary keeps showing.
    notShipped
      ? { shippingMethodId: null, discountCode: discount.applied, country: '', state: '' }
      : { shippingMethodId: quotedMethod, discountCode: discount.applied, country: address?.country ?? '', state: address?.state ?? '', tenders },
    hydrated && !discount.checking,
    quoteRevision,
  );

  return {
    hydrated,
    lines,
    user: data.user,
    contact: {
      value: storedContact ?? validOrNull<ContactInfoInput>(ContactInfoInput, data.prefill.contact),
      defaults: storedContact ?? data.prefill.contact,
      onSave: (value: ContactInfoInput) => contactStore.write(value),
    },
    address: {
      value: address,
      defaults: storedAddress ?? data.prefill.address ?? { name: data.prefill.contact.name },
      onSave: (value: ShippingAddressForm) => addressStore.write(value),
      countries: data.shipsTo,
    },
    /** The address's zone's methods, or why the shop does not ship there. */
    shipping,
    /** Why the address is not shipped to, once the shop said so. */
    shippingRefusal: shipping.status === 'refused' ? shipping.message : null,
    /** The shop does not ship to the address: the summary keeps the pieces, the steps go no further. */
    notShipped,
    /** What the goods come to by the last quote (lines and gift wrap, after the discount): free shipping is judged on it. */
    goodsMinor: goodsOf(shownQuote(quote)),
    methods,
    method,
    chooseMethod: (id: number) => shippingMethodStore.write(id),
    paymentMethods: data.paymentMethods,
    payment,
    choosePayment: (id: PaymentMethod) => paymentMethodStore.write(id),
    discount,
    /** Gift cards and store credit paying first, kept for this tab; the quote prices them. */
    tenders: {
      ...tenders,
      setGiftCards: (codes: string[]) => giftCardsStore.write(codes.length ? codes : null),
      setAccountGiftCards: (ids: number[]) => accountCardsStore.write(ids.length ? ids : null),
      setUseStoreCredit: (use: boolean) => storeCreditStore.write(use || null),
    },
    quote,
    /** Prices the order again (the server refused a total that changed since this quote). */
    refreshQuote: () => setQuoteRevision((revision) => revision + 1),
  };
}

const goodsOf = (quote: Quote | null) => (quote ? quote.subtotalMinor + quote.giftWrapMinor - quote.discountMinor : null);

/** Asks every section to confirm (so each shows its messages); true when all hold valid details. */
export async function confirmSections(sections: ReadonlyArray<RefObject<SectionHandle | null>>): Promise<boolean> {
  let ok = true;
  for (const section of sections) ok = (await section.current?.confirm()) === true && ok;
  return ok;
}

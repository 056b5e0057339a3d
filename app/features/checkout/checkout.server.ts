/**
 * What the checkout steps load: the shopper (checkout needs a login), the payment methods, the
 * countries the shop ships to (the address form's list), the shopper's address book, and the
 * contact of the shopper's last order and an address to start from (the book's default, else the
 * last order's), and the gift cards in the account that can still pay (step 3 offers them without
 * typing a code). The shipping methods depend on
 * the address, which the browser keeps: the steps ask for them (use-shipping-offer.ts).
 */
import type { AppLoadContext } from 'react-router';
import { checkoutAddressOf, defaultAddressOf } from '../../../domain/saved-addresses.ts';
import { fullName } from '../../../domain/schemas/account.ts';
import { listAddresses, presentAddressBook } from '../../../server/services/accounts/index.ts';
import { myGiftCards, presentGiftCard } from '../../../server/services/gift-cards/index.ts';
import { listOrders } from '../../../server/services/orders/index.ts';
import { offeredMethods, presentPaymentMethod } from '../../../server/services/payments/index.ts';
import { shippedCountries } from '../../../server/services/shipping/index.ts';
import { requireShopper } from '../account/session.server';
import type { CheckoutData } from './checkout-data';

export async function loadCheckout(context: AppLoadContext, request: Request): Promise<CheckoutData> {
  const user = await requireShopper(context, request);
  const [orders, payments, countries, book, cards] = await Promise.all([
    listOrders(context.db, user.id),
    offeredMethods(context.db, context.config),
    shippedCountries(context.db),
    listAddresses(context.db, user.id),
    myGiftCards(context.db, user.id),
  ]);
  const last = orders[0];
  const { addresses } = presentAddressBook(book);
  const chosen = defaultAddressOf(addresses);
  return {
    user,
    paymentMethods: payments.map(presentPaymentMethod),
    shipsTo: countries,
    savedAddresses: addresses,
    accountGiftCards: cards.map((card) => presentGiftCard(card)).filter((card) => card.state === 'active' && card.currency === context.config.currency),
    prefill: {
      contact: last?.contact ?? { name: fullName(user), email: user.email, phone: '' },
      address: chosen ? checkoutAddressOf(chosen) : (last?.shippingAddress ?? null),
    },
  };
}

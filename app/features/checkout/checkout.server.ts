/**
 * What the checkout steps load: the shopper (checkout needs a login), the payment methods, the
 * countries the shop ships to (the address form's list), and the contact and address of the
 * shopper's last order to start from. The shipping methods depend on
 * the address, which the browser keeps: the steps ask for them (use-shipping-offer.ts).
 */
import type { AppLoadContext } from 'react-router';
import { fullName } from '../../../domain/schemas/account.ts';
import { listOrders } from '../../../server/services/orders/index.ts';
import { offeredMethods, presentPaymentMethod } from '../../../server/services/payments/index.ts';
import { shippedCountries } from '../../../server/services/shipping/index.ts';
import { requireShopper } from '../account/session.server';
import type { CheckoutData } from './checkout-data';

export async function loadCheckout(context: AppLoadContext, request: Request): Promise<CheckoutData> {
  const user = await requireShopper(context, request);
  const [orders, payments, countries] = await Promise.all([
    listOrders(context.db, user.id),
    offeredMethods(context.db, context.config),
    shippedCountries(context.db),
  ]);
  const last = orders[0];
  return {
    user,
    paymentMethods: payments.map(presentPaymentMethod),
    shipsTo: countries,
    prefill: {
      contact: last?.contact ?? { name: fullName(user), email: user.email, phone: '' },
      address: last?.shippingAddress ?? null,
    },
  };
}

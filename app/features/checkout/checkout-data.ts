/** What the checkout layout's loader gives the three steps (checkout.server.ts). */
import { useRouteLoaderData } from 'react-router';
import type { SavedAddressAnswer } from '../../../domain/contract/account.ts';
import type { GiftCardAnswer } from '../../../domain/contract/gift-cards.ts';
import type { PaymentMethodAnswer } from '../../../domain/contract/payments.ts';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import type { ContactInfoInput, ShippingAddressInput } from '../../../domain/schemas/checkout.ts';

export interface ShippingChoice {
  id: number;
  name: string;
  deliveryText: string;
  priceMinor: number;
  /** Shipping is free once the goods reach this; null: never. */
  freeAboveMinor: number | null;
}

export interface CheckoutData {
  user: PublicUser;
  /** The payment methods the shop takes, in the order step 3 shows them (GET /api/payment-methods). */
  paymentMethods: PaymentMethodAnswer[];
  /** The countries the shop ships to, by ISO 3166-1 code in alphabetical order of their names: the address form's choice. */
  shipsTo: string[];
  /** The shopper's address book, the default first: the address step offers them. */
  savedAddresses: SavedAddressAnswer[];
  /** The gift cards in the shopper's account that can pay (active, the shop's currency): step 3 offers them by id (decision record 049). */
  accountGiftCards: GiftCardAnswer[];
  /** Where the forms start when nothing is remembered in this browser: the last order's contact; the default saved address, else the last order's. */
  prefill: {
    contact: ContactInfoInput;
    address: Partial<ShippingAddressInput> | null;
  };
}

/** The id of the layout route of the three steps (routes.ts). */
export const CHECKOUT_LAYOUT_ID = 'checkout-layout';

/** The checkout's data, loaded once by the layout for whichever step shows. */
export function useCheckoutData(): CheckoutData {
  const data = useRouteLoaderData<CheckoutData>(CHECKOUT_LAYOUT_ID);
  if (!data) throw new Error('A checkout step renders inside the checkout layout.');
  return data;
}

/** What a checkout step's loader gives its page (checkout.server.ts). */
import type { PublicUser } from '../../../domain/schemas/account.ts';
import type { ContactInfoInput, ShippingAddressInput } from '../../../domain/schemas/checkout.ts';

export interface ShippingChoice {
  id: number;
  name: string;
  deliveryText: string;
  priceMinor: number;
}

export interface CheckoutData {
  user: PublicUser;
  shippingMethods: ShippingChoice[];
  /** Where the forms start when nothing is remembered in this browser: the last order's details. */
  prefill: {
    contact: ContactInfoInput;
    address: Partial<ShippingAddressInput> | null;
  };
}

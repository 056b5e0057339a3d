/**
 * What the shopper types during checkout, kept in the browser: contact and address under the
 * old storefront's keys (local storage, so they are there next time), and this tab's shipping
 * method, payment method, discount code and order attempt (session storage). The special instructions from the
 * cart page are in instructions-store.ts.
 */
import { PAYMENT_METHOD_PATTERN, type PaymentMethod } from '../../../domain/payment.ts';
import { ContactInfoInput, ShippingAddressForm } from '../../../domain/schemas/checkout.ts';
import { randomKey } from '../../lib/random-key';
import { CHECKOUT_KEYS } from './storage-keys';
import { storedValue } from '../../lib/stored-value';
import { instructionsStore } from './instructions-store';

const valid =
  <T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }) =>
  (value: unknown): T | null => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : null;
  };
const text = (value: unknown) => (typeof value === 'string' ? value : null);
const id = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

/** Only a valid contact is stored: what reads back is always one checkout can use. */
export const contactStore = storedValue('local', CHECKOUT_KEYS.contact, valid<ContactInfoInput>(ContactInfoInput));
/** An address stored before the form chose countries from a list ("United Kingdom") reads back as its code. */
export const addressStore = storedValue('local', CHECKOUT_KEYS.address, valid<ShippingAddressForm>(ShippingAddressForm));
export const shippingMethodStore = storedValue('session', CHECKOUT_KEYS.shippingMethod, id);
export const paymentMethodStore = storedValue('session', CHECKOUT_KEYS.paymentMethod, (value: unknown) =>
  typeof value === 'string' && PAYMENT_METHOD_PATTERN.test(value) ? (value as PaymentMethod) : null,
);
export const discountCodeStore = storedValue('session', CHECKOUT_KEYS.discountCode, text);
const attemptStore = storedValue('session', CHECKOUT_KEYS.attempt, text);
/** The gift card codes applied (checked by the quote when applied); the store credit's box. */
export const giftCardsStore = storedValue('session', CHECKOUT_KEYS.giftCards, (value: unknown) =>
  Array.isArray(value) && value.every((code) => typeof code === 'string') ? (value as string[]) : null,
);
// Its key is not in CHECKOUT_KEYS: the shell reads those on every page, and this one only checkout needs.
export const accountCardsStore = storedValue('session', 'checkoutAccountGiftCards', (value: unknown) =>
  Array.isArray(value) && value.every((one) => id(one) !== null) ? (value as number[]) : null,
);
export const storeCreditStore = storedValue('session', CHECKOUT_KEYS.useStoreCredit, (value: unknown) => (value === true ? true : null));

/** The Idempotency-Key of this checkout attempt: the same for every retry until the order is placed. */
export function attemptKey(): string {
  const existing = attemptStore.read();
  if (existing) return existing;
  const key = randomKey();
  attemptStore.write(key);
  return key;
}

/** After an order: the next checkout is a new attempt, without the code or instructions of this one. */
export function finishAttempt() {
  attemptStore.write(null);
  discountCodeStore.write(null);
  giftCardsStore.write(null);
  accountCardsStore.write(null);
  storeCreditStore.write(null);
  instructionsStore.write(null);
}

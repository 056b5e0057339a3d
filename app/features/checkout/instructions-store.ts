/**
 * The special instructions for the seller, typed on the cart page and sent with the order: kept in
 * local storage under the old storefront's key. A module of its own, so the cart page does not
 * load the checkout schemas the other stores (checkout-store.ts) validate with.
 */
import { storedValue } from '../../lib/stored-value';
import { CHECKOUT_KEYS } from './storage-keys';

export const instructionsStore = storedValue('local', CHECKOUT_KEYS.specialInstructions, (value) => (typeof value === 'string' ? value : null));

/**
 * The cart, in local storage under `cartItems`, with the shared cart rules (domain/cart.ts). For a
 * logged-in shopper it is also kept on the server (features/account-sync).
 */
import { addLine, addRefusal, decrementLine, incrementLine, removeLine, type CartLine, type CartLineInput } from '../../../domain/cart.ts';
import { localList } from '../../lib/local-store';

const isCartLine = (value: unknown): value is CartLine =>
  typeof value === 'object' &&
  value !== null &&
  'id' in value &&
  typeof value.id === 'number' &&
  'priceMinor' in value &&
  typeof value.priceMinor === 'number' &&
  'quantity' in value &&
  typeof value.quantity === 'number';

export const cartStore = localList<CartLine>('cartItems', isCartLine);

export const cart = {
  add: (input: CartLineInput | undefined) => {
    const refusal = addRefusal(input);
    if (refusal || !input) {
      console.warn(refusal); // An add that names no variant is logged, and adds nothing.
      return cartStore.read();
    }
    return cartStore.update((lines) => addLine(lines, input));
  },
  increment: (index: number) => cartStore.update((lines) => incrementLine(lines, index)),
  decrement: (index: number) => cartStore.update((lines) => decrementLine(lines, index)),
  remove: (index: number) => cartStore.update((lines) => removeLine(lines, index)),
  clear: () => cartStore.write([]),
};

export const useCartLines = () => cartStore.useItems();

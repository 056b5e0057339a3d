/** The guest cart, in local storage under `cartItems` (spec 000 §9), with the shared cart rules. */
import { addLine, decrementLine, incrementLine, removeLine, type CartLine, type CartLineInput } from '../../../domain/cart.ts';
import { localList } from '../../lib/local-store';

const isCartLine = (value: unknown): value is CartLine =>
  typeof value === 'object' && value !== null &&
  typeof (value as CartLine).id === 'number' &&
  typeof (value as CartLine).priceMinor === 'number' &&
  typeof (value as CartLine).quantity === 'number';

export const cartStore = localList<CartLine>('cartItems', isCartLine);

export const cart = {
  add: (input: CartLineInput) => cartStore.update((lines) => addLine(lines, input)),
  increment: (index: number) => cartStore.update((lines) => incrementLine(lines, index)),
  decrement: (index: number) => cartStore.update((lines) => decrementLine(lines, index)),
  remove: (index: number) => cartStore.update((lines) => removeLine(lines, index)),
  clear: () => cartStore.write([]),
};

export const useCartLines = () => cartStore.useItems();

/**
 * The cart, in local storage under `cartItems` (spec 000 §9), with the shared cart rules. For a
 * logged-in shopper it is also kept on the server (account-sync.ts), started by `useAccountSync`
 * in the root layout, where the session (from the root loader) meets the cart.
 */
import { useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';
import { toast } from 'react-toastify';
import { addLine, addRefusal, decrementLine, incrementLine, removeLine, type CartLine, type CartLineInput } from '../../../domain/cart.ts';
import { localList } from '../../lib/local-store';
import { ACCOUNT_LOCAL_KEYS } from '../checkout/storage-keys';
import { wishlistStore } from '../wishlist/wishlist-store';
import { createAccountSync } from './account-sync';

const isCartLine = (value: unknown): value is CartLine =>
  typeof value === 'object' && value !== null &&
  typeof (value as CartLine).id === 'number' &&
  typeof (value as CartLine).priceMinor === 'number' &&
  typeof (value as CartLine).quantity === 'number';

export const cartStore = localList<CartLine>('cartItems', isCartLine);

export const cart = {
  add: (input: CartLineInput | undefined) => {
    const refusal = addRefusal(input);
    if (refusal) {
      console.warn(refusal); // spec 000 §5: logged, nothing added
      return cartStore.read();
    }
    return cartStore.update((lines) => addLine(lines, input!));
  },
  increment: (index: number) => cartStore.update((lines) => incrementLine(lines, index)),
  decrement: (index: number) => cartStore.update((lines) => decrementLine(lines, index)),
  remove: (index: number) => cartStore.update((lines) => removeLine(lines, index)),
  clear: () => cartStore.write([]),
};

const accountSync =
  typeof window === 'undefined'
    ? null
    : createAccountSync(
        { cart: cartStore, wishlist: wishlistStore, accountKeys: ACCOUNT_LOCAL_KEYS },
        { local: window.localStorage, session: window.sessionStorage, fetch: window.fetch.bind(window), notify: (message) => toast.info(message) },
      );
if (accountSync) window.addEventListener('pagehide', () => accountSync.flush());

/** The shopper the root loader saw: their id, null for a guest, undefined when unknown (the root loader failed). */
function useRootUserId(): number | null | undefined {
  const root = useRouteLoaderData('root') as { user?: { id?: number } | null } | undefined;
  if (root === undefined) return undefined;
  return typeof root.user?.id === 'number' ? root.user.id : null;
}

/** Keeps this browser's cart and wishlist in step with the logged-in shopper's, on every page. */
export function useAccountSync(): void {
  const userId = useRootUserId();
  useEffect(() => {
    if (userId !== undefined) accountSync?.setUser(userId);
  }, [userId]);
}

export const useCartLines = () => cartStore.useItems();

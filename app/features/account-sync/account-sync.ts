/**
 * Keeps a logged-in shopper's cart and wishlist on the server as well as in this browser
 * (decision record 003), so they follow the shopper to another browser:
 *
 * - at login, the guest's cart and wishlist are merged into the account's (once: the merge
 *   carries an Idempotency-Key), the merged lines replace the local ones and the shopper is
 *   told what changed;
 * - on each page load the account's cart is read from the server, unless this browser holds a
 *   change the server has not had yet, which is sent instead;
 * - every change is sent (PUT, shortly after, so a burst of clicks is one request);
 * - when the session ends, the account's cart, wishlist and details are forgotten here (they
 *   stay on the server), so the next person at this browser starts as a guest.
 *
 * `cartOwner` (local storage) names the account the local cart belongs to; `cartSynced` and
 * `wishlistSynced` hold the signature of what the server last confirmed.
 */
import { useEffect } from 'react';
import { toast } from '../../lib/toast';
import { cartLinesAddedSince, cartLinesFromServer, cartLinesInput, withCartLines, type CartLine } from '../../../domain/cart.ts';
import type { CartAnswer, WishlistAnswer } from '../../../domain/contract/cart.ts';
import { callApi } from '../../lib/api';
import type { LocalList } from '../../lib/local-store';
import { randomKey } from '../../lib/random-key';
import { useRootData } from '../../lib/root-data';
import { cartStore } from '../cart/cart-store';
import { ACCOUNT_LOCAL_KEYS } from '../checkout/storage-keys';
import { wishlistStore, type WishlistItem } from '../wishlist/wishlist-store';
import { cartSignature, wishlistFromServer, wishlistInput, wishlistSignature } from './sync-lines';

export const OWNER_KEY = 'cartOwner';
export const SYNCED_KEYS = { cart: 'cartSynced', wishlist: 'wishlistSynced' } as const;
/** Session storage: the Idempotency-Key of a merge not yet confirmed. */
export const MERGE_KEY = 'cartMergeKey';
/** Session storage: the cart and wishlist first sent with that key; a retry sends them again, not what the shopper holds now. */
const MERGE_SENT_KEY = 'cartMergeSent';
const PUSH_DELAY_MS = 300;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SyncStores {
  cart: LocalList<CartLine>;
  wishlist: LocalList<WishlistItem>;
  /** Other local storage keys that belong to the account (checkout details). */
  accountKeys: readonly string[];
}

export interface SyncEnvironment {
  local: KeyValueStorage;
  session: KeyValueStorage;
  /** Tells the shopper what changed ('The price of X changed from A to B.'). */
  notify: (message: string) => void;
  pushDelayMs?: number;
}

type Kind = 'cart' | 'wishlist';
const KINDS: Kind[] = ['cart', 'wishlist'];

export interface AccountSync {
  /** The logged-in shopper's id (null for a guest), from the root loader. */
  setUser(userId: number | null): void;
  /** Sends changes still waiting (the page is being left). */
  flush(): void;
}

/** What one sync shares between its parts: who is logged in, whether a write is its own, the pushes waiting. */
interface SyncState {
  userId: number | null | undefined;
  applying: boolean;
  timers: Partial<Record<Kind, ReturnType<typeof setTimeout>>>;
}

/** Reading and sending the account's cart and wishlist, and taking the server's answers into this browser. */
function serverLists(stores: SyncStores, env: SyncEnvironment, state: SyncState) {
  const isOwner = () => state.userId != null && env.local.getItem(OWNER_KEY) === String(state.userId);
  const signature = (kind: Kind) => (kind === 'cart' ? cartSignature(stores.cart.read()) : wishlistSignature(stores.wishlist.read()));

  /** Writes without treating the write as the shopper's change. */
  const quietly = (write: () => void) => {
    state.applying = true;
    try {
      write();
    } finally {
      state.applying = false;
    }
  };

  function applyCart(answer: CartAnswer) {
    const lines = cartLinesFromServer(answer);
    quietly(() => stores.cart.write(lines));
    env.local.setItem(SYNCED_KEYS.cart, cartSignature(lines));
    answer.changes.forEach(env.notify);
  }

  function applyWishlist(answer: WishlistAnswer) {
    const items = wishlistFromServer(answer);
    quietly(() => stores.wishlist.write(items));
    env.local.setItem(SYNCED_KEYS.wishlist, wishlistSignature(items));
    answer.changes.forEach(env.notify);
  }

  // A refusal (the session ended meanwhile) or an outage leaves the local copy as it is: it is sent later.

  /** Reads the account's list, unless a change made while the answer travelled is on its way to the server. */
  async function pull(kind: Kind) {
    const before = signature(kind);
    const current = () => isOwner() && signature(kind) === before;
    if (kind === 'cart') {
      const answer = await callApi('GET /api/cart', {});
      if (answer.ok && current()) applyCart(answer.data);
    } else {
      const answer = await callApi('GET /api/wishlist', {});
      if (answer.ok && current()) applyWishlist(answer.data);
    }
  }

  /** Sends the list; takes the server's answer unless the shopper changed it again meanwhile. */
  async function push(kind: Kind, keepalive = false) {
    clearTimeout(state.timers[kind]);
    state.timers[kind] = undefined;
    const sent = signature(kind);
    if (!isOwner() || sent === env.local.getItem(SYNCED_KEYS[kind])) return;
    const unchanged = () => signature(kind) === sent;
    if (kind === 'cart') {
      const answer = await callApi('PUT /api/cart', { body: cartLinesInput(stores.cart.read()), keepalive });
      if (!answer.ok || !isOwner()) return;
      if (unchanged()) applyCart(answer.data);
      else env.local.setItem(SYNCED_KEYS.cart, cartSignature(cartLinesFromServer(answer.data)));
    } else {
      const answer = await callApi('PUT /api/wishlist', { body: wishlistInput(stores.wishlist.read()), keepalive });
      if (!answer.ok || !isOwner()) return;
      if (unchanged()) applyWishlist(answer.data);
      else env.local.setItem(SYNCED_KEYS.wishlist, wishlistSignature(answer.data.items));
    }
  }

  const refresh = (kind: Kind) => (signature(kind) === env.local.getItem(SYNCED_KEYS[kind]) ? pull(kind) : push(kind));

  return { isOwner, quietly, applyCart, applyWishlist, push, refresh };
}

type ServerLists = ReturnType<typeof serverLists>;

/**
 * The merge this browser started and has not seen answered: its key and what it sent. A retry
 * (the page was left before the answer came) sends the same key with the same lines, so the
 * server, which applies a key once and then answers the account's cart as it is, loses nothing
 * the shopper added meanwhile: those lines are kept as added since, and sent as their change.
 */
function pendingMerge(stores: SyncStores, session: KeyValueStorage): { key: string; lines: CartLine[]; items: WishlistItem[] } {
  const key = session.getItem(MERGE_KEY);
  try {
    const sent = key ? (JSON.parse(session.getItem(MERGE_SENT_KEY) ?? 'null') as { lines: CartLine[]; items: WishlistItem[] } | null) : null;
    if (key && Array.isArray(sent?.lines) && Array.isArray(sent?.items)) return { key, lines: sent.lines, items: sent.items };
  } catch {
    // Unreadable: a new merge of what is held now.
  }
  const started = { key: randomKey(), lines: stores.cart.read(), items: stores.wishlist.read() };
  session.setItem(MERGE_KEY, started.key);
  session.setItem(MERGE_SENT_KEY, JSON.stringify({ lines: started.lines, items: started.items }));
  return started;
}

/**
 * The guest's cart and wishlist merged into the account's. Both merges are safe to repeat (the
 * cart's by its key, the wishlist's is a union): the account is taken only when both answered.
 */
async function merge(stores: SyncStores, env: SyncEnvironment, state: SyncState, lists: ServerLists, next: number) {
  const { key, lines: sentLines, items: sentItems } = pendingMerge(stores, env.session);
  const cart = await callApi('POST /api/cart/merge', { body: cartLinesInput(sentLines), headers: { 'Idempotency-Key': key } });
  const wishlist = cart.ok ? await callApi('POST /api/wishlist/merge', { body: wishlistInput(sentItems) }) : null;
  if (!cart.ok || !wishlist?.ok || state.userId !== next) return;
  // What the shopper added since the merge was first sent is kept, and sent as their change.
  const addedLines = cartLinesAddedSince(sentLines, stores.cart.read());
  const sentIds = new Set(sentItems.map((item) => item.id));
  const addedItems = stores.wishlist.read().filter((item) => !sentIds.has(item.id));
  env.local.setItem(OWNER_KEY, String(next));
  env.session.removeItem(MERGE_KEY);
  env.session.removeItem(MERGE_SENT_KEY);
  lists.applyCart(cart.data);
  lists.applyWishlist(wishlist.data);
  if (addedLines.length) stores.cart.update((lines) => withCartLines(lines, addedLines));
  if (addedItems.length) stores.wishlist.update((items) => [...items, ...addedItems.filter((item) => !items.some((held) => held.id === item.id))]);
}

export function createAccountSync(stores: SyncStores, env: SyncEnvironment): AccountSync {
  const state: SyncState = { userId: undefined, applying: false, timers: {} };
  const lists = serverLists(stores, env, state);

  function forget() {
    for (const kind of KINDS) clearTimeout(state.timers[kind]);
    lists.quietly(() => {
      stores.cart.write([]);
      stores.wishlist.write([]);
    });
    for (const key of [OWNER_KEY, SYNCED_KEYS.cart, SYNCED_KEYS.wishlist, ...stores.accountKeys]) env.local.removeItem(key);
  }

  function changed(kind: Kind) {
    if (state.applying || !lists.isOwner()) return;
    clearTimeout(state.timers[kind]);
    state.timers[kind] = setTimeout(() => void lists.push(kind), env.pushDelayMs ?? PUSH_DELAY_MS);
  }

  stores.cart.subscribe(() => changed('cart'));
  stores.wishlist.subscribe(() => changed('wishlist'));

  return {
    setUser(next) {
      if (next === state.userId) return;
      state.userId = next;
      const owner = env.local.getItem(OWNER_KEY);
      if (next === null) {
        if (owner !== null) forget();
        return;
      }
      if (owner === String(next)) {
        KINDS.forEach((kind) => void lists.refresh(kind));
        return;
      }
      // Another account's cart is not this shopper's to merge.
      if (owner !== null) forget();
      void merge(stores, env, state, lists, next);
    },
    flush() {
      for (const kind of KINDS) if (state.timers[kind] !== undefined) void lists.push(kind, true);
    },
  };
}

const accountSync =
  typeof window === 'undefined'
    ? null
    : createAccountSync(
        { cart: cartStore, wishlist: wishlistStore, accountKeys: ACCOUNT_LOCAL_KEYS },
        { local: window.localStorage, session: window.sessionStorage, notify: (message) => toast.info(message) },
      );
if (accountSync) window.addEventListener('pagehide', () => accountSync.flush());

/** The shopper the root loader saw: their id, null for a guest, undefined when unknown (the root loader failed). */
function useRootUserId(): number | null | undefined {
  const root = useRootData();
  return root === undefined ? undefined : (root.user?.id ?? null);
}

/** Keeps this browser's cart and wishlist in step with the logged-in shopper's, on every page (the root layout calls it). */
export function useAccountSync(): void {
  const userId = useRootUserId();
  useEffect(() => {
    if (userId !== undefined) accountSync?.setUser(userId);
  }, [userId]);
}

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
import type { CartLine } from '../../../domain/cart.ts';
import type { LocalList } from '../../lib/local-store';
import type { WishlistItem } from '../wishlist/wishlist-store';
import { randomKey } from './random-key';
import { cartLineFromServer, cartLinesInput, cartSignature, wishlistInput, wishlistItemFromServer, wishlistSignature } from './sync-lines';

export const OWNER_KEY = 'cartOwner';
export const SYNCED_KEYS = { cart: 'cartSynced', wishlist: 'wishlistSynced' } as const;
/** Session storage: the Idempotency-Key of a merge not yet confirmed. */
export const MERGE_KEY = 'cartMergeKey';
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
  fetch: typeof fetch;
  /** Tells the shopper what changed ('The price of X changed from A to B.'). */
  notify: (message: string) => void;
  pushDelayMs?: number;
}

interface CartAnswer {
  lines: CartLine[];
  changes: string[];
}

interface WishlistAnswer {
  items: WishlistItem[];
  changes: string[];
}

type Kind = 'cart' | 'wishlist';
const KINDS: Kind[] = ['cart', 'wishlist'];

export interface AccountSync {
  /** The logged-in shopper's id (null for a guest), from the root loader. */
  setUser(userId: number | null): void;
  /** Sends changes still waiting (the page is being left). */
  flush(): void;
}

export function createAccountSync(stores: SyncStores, env: SyncEnvironment): AccountSync {
  let userId: number | null | undefined;
  let applying = false;
  const timers: Partial<Record<Kind, ReturnType<typeof setTimeout>>> = {};

  const isOwner = () => userId != null && env.local.getItem(OWNER_KEY) === String(userId);
  const signature = (kind: Kind) => (kind === 'cart' ? cartSignature(stores.cart.read()) : wishlistSignature(stores.wishlist.read()));
  const payload = (kind: Kind) => (kind === 'cart' ? { lines: cartLinesInput(stores.cart.read()) } : { items: wishlistInput(stores.wishlist.read()) });

  /** Writes without treating the write as the shopper's change. */
  const quietly = (write: () => void) => {
    applying = true;
    try {
      write();
    } finally {
      applying = false;
    }
  };

  async function call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, keepalive = false): Promise<T | null> {
    try {
      const response = await env.fetch(path, {
        method,
        credentials: 'same-origin',
        keepalive,
        headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      // A refusal (the session ended meanwhile) or an outage: the local copy stays, and is sent later.
      return response.ok ? ((await response.json()) as T) : null;
    } catch {
      return null;
    }
  }

  function applyCart(answer: CartAnswer) {
    quietly(() => stores.cart.write(answer.lines.map(cartLineFromServer)));
    env.local.setItem(SYNCED_KEYS.cart, cartSignature(answer.lines));
    answer.changes.forEach(env.notify);
  }

  function applyWishlist(answer: WishlistAnswer) {
    quietly(() => stores.wishlist.write(answer.items.map(wishlistItemFromServer)));
    env.local.setItem(SYNCED_KEYS.wishlist, wishlistSignature(answer.items));
    answer.changes.forEach(env.notify);
  }

  const apply = (kind: Kind, answer: CartAnswer | WishlistAnswer) =>
    kind === 'cart' ? applyCart(answer as CartAnswer) : applyWishlist(answer as WishlistAnswer);

  async function pull(kind: Kind) {
    const before = signature(kind);
    const answer = await call<CartAnswer | WishlistAnswer>('GET', `/api/${kind}`);
    // A change made while the answer travelled wins: it is on its way to the server.
    if (answer && isOwner() && signature(kind) === before) apply(kind, answer);
  }

  async function push(kind: Kind, keepalive = false) {
    clearTimeout(timers[kind]);
    timers[kind] = undefined;
    const sent = signature(kind);
    if (!isOwner() || sent === env.local.getItem(SYNCED_KEYS[kind])) return;
    const answer = await call<CartAnswer | WishlistAnswer>('PUT', `/api/${kind}`, payload(kind), {}, keepalive);
    if (!answer || !isOwner()) return;
    if (signature(kind) === sent) apply(kind, answer);
    else env.local.setItem(SYNCED_KEYS[kind], kind === 'cart' ? cartSignature((answer as CartAnswer).lines) : wishlistSignature((answer as WishlistAnswer).items));
  }

  const refresh = (kind: Kind) => (signature(kind) === env.local.getItem(SYNCED_KEYS[kind]) ? pull(kind) : push(kind));

  /** Both merges are safe to repeat (the cart's by its key, the wishlist's is a union): the account is taken only when both answered. */
  async function merge(next: number) {
    const key = env.session.getItem(MERGE_KEY) ?? randomKey();
    env.session.setItem(MERGE_KEY, key);
    const cart = await call<CartAnswer>('POST', '/api/cart/merge', payload('cart'), { 'Idempotency-Key': key });
    const wishlist = cart ? await call<WishlistAnswer>('POST', '/api/wishlist/merge', payload('wishlist')) : null;
    if (!cart || !wishlist || userId !== next) return;
    env.local.setItem(OWNER_KEY, String(next));
    env.session.removeItem(MERGE_KEY);
    applyCart(cart);
    applyWishlist(wishlist);
  }

  function forget() {
    for (const kind of KINDS) clearTimeout(timers[kind]);
    quietly(() => {
      stores.cart.write([]);
      stores.wishlist.write([]);
    });
    for (const key of [OWNER_KEY, SYNCED_KEYS.cart, SYNCED_KEYS.wishlist, ...stores.accountKeys]) env.local.removeItem(key);
  }

  function changed(kind: Kind) {
    if (applying || !isOwner()) return;
    clearTimeout(timers[kind]);
    timers[kind] = setTimeout(() => void push(kind), env.pushDelayMs ?? PUSH_DELAY_MS);
  }

  stores.cart.subscribe(() => changed('cart'));
  stores.wishlist.subscribe(() => changed('wishlist'));

  return {
    setUser(next) {
      if (next === userId) return;
      userId = next;
      const owner = env.local.getItem(OWNER_KEY);
      if (next === null) {
        if (owner !== null) forget();
        return;
      }
      if (owner === String(next)) {
        KINDS.forEach((kind) => void refresh(kind));
        return;
      }
      // Another account's cart is not this shopper's to merge.
      if (owner !== null) forget();
      void merge(next);
    },
    flush() {
      for (const kind of KINDS) if (timers[kind] !== undefined) void push(kind, true);
    },
  };
}

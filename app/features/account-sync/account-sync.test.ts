import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '../../../domain/cart.ts';
import type { PricedLineAnswer } from '../../../domain/contract/lines.ts';
import type { LocalList } from '../../lib/local-store';
import type { WishlistItem } from '../wishlist/wishlist-store';
import { MERGE_KEY, OWNER_KEY, SYNCED_KEYS, createAccountSync } from './account-sync';
import { cartSignature } from './sync-lines';

function memoryList<T>(items: T[] = []): LocalList<T> {
  let current = items;
  const listeners = new Set<() => void>();
  const write = (next: T[]) => {
    current = next;
    listeners.forEach((listener) => listener());
  };
  return {
    read: () => current,
    write,
    update(change) {
      write(change(current));
      return current;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    useItems: () => current,
  };
}

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const line = (id: number, quantity = 1, priceMinor = 1000): CartLine => ({
  id,
  productId: id * 10,
  title: `Piece ${id}`,
  images: [],
  sizes: '',
  metal: 'Silver',
  metals: ['Silver'],
  price: priceMinor / 100,
  priceMinor,
  quantity,
  personalisation: '',
  giftWrap: false,
  gemstone: null,
});
const saved = (id: number): WishlistItem => ({ id, productId: id * 10, title: `Saved ${id}`, description: '', images: [], priceMinor: 500, price: 5 });

/** The server's answers, in the API's shapes. */
const pricedLine = (id: number, quantity = 1, priceMinor = 1000): PricedLineAnswer => ({
  variantId: id,
  productId: id * 10,
  productName: `Piece ${id}`,
  gemstone: null,
  image: null,
  metal: 'Silver',
  size: '',
  personalisation: '',
  giftWrap: false,
  quantity,
  price: priceMinor / 100,
  giftWrapPrice: 0,
  lineTotal: (quantity * priceMinor) / 100,
});
const cartAnswer = (lines: PricedLineAnswer[], changes: string[] = []) => ({ lines, changes, itemCount: 0, subtotal: 0, giftWrap: 0, currency: 'USD' });
const wishlistAnswer = (items: WishlistItem[], changes: string[] = []) => ({
  items: items.map(({ priceMinor, ...item }) => ({ ...item, gemstone: null, price: priceMinor / 100 })),
  changes,
  currency: 'USD',
});

afterEach(() => {
  vi.unstubAllGlobals();
});

interface Call {
  method: string;
  path: string;
  body: any;
  headers: Record<string, string>;
}

function setUp(
  options: { lines?: CartLine[]; wishlist?: WishlistItem[]; local?: Record<string, string>; answers?: Record<string, (call: Call) => unknown> } = {},
) {
  const calls: Call[] = [];
  const notes: string[] = [];
  const cart = memoryList(options.lines ?? []);
  const wishlist = memoryList(options.wishlist ?? []);
  const local = memoryStorage(options.local);
  const session = memoryStorage();
  const fetch = vi.fn(async (path: string, init: RequestInit) => {
    const call = { method: init.method ?? 'GET', path, body: init.body ? JSON.parse(String(init.body)) : undefined, headers: Object(init.headers) };
    calls.push(call);
    const answer = options.answers?.[`${call.method} ${path}`];
    if (!answer) return new Response('{}', { status: 500 });
    const body = await answer(call);
    return body instanceof Response ? body : Response.json(body);
  });
  vi.stubGlobal('fetch', fetch);
  const sync = createAccountSync({ cart, wishlist, accountKeys: ['userInfo'] }, { local, session, notify: (message) => notes.push(message), pushDelayMs: 0 });
  return { sync, cart, wishlist, local, session, calls, notes };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the account cart sync', () => {
  it('merges the guest cart and wishlist at login, takes the merged lines and tells what changed', async () => {
    const { sync, cart, wishlist, local, session, calls, notes } = setUp({
      lines: [line(1, 2)],
      wishlist: [saved(5)],
      answers: {
        'POST /api/cart/merge': () => cartAnswer([pricedLine(1, 3, 1200), pricedLine(2)], ['1 item from your earlier visit was added to your cart.']),
        'POST /api/wishlist/merge': () => wishlistAnswer([saved(5), saved(6)]),
      },
    });
    sync.setUser(7);
    await settle();
    expect(calls[0]!.body.lines).toEqual([expect.objectContaining({ variantId: 1, quantity: 2, metal: 'Silver', size: '' })]);
    expect(calls[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(calls[1]!.body).toEqual({ items: [{ id: 5, title: 'Saved 5' }] });
    expect(cart.read().map((l) => [l.id, l.quantity, l.priceMinor])).toEqual([
      [1, 3, 1200],
      [2, 1, 1000],
    ]);
    expect(wishlist.read().map((item) => item.id)).toEqual([5, 6]);
    expect(local.getItem(OWNER_KEY)).toBe('7');
    expect(session.getItem(MERGE_KEY)).toBeNull();
    expect(notes).toEqual(['1 item from your earlier visit was added to your cart.']);
    // Writing the merged lines is not a change of the shopper's: nothing is sent back.
    await settle();
    expect(calls).toHaveLength(2);
  });

  it('keeps what the shopper adds while the merge is on its way, and sends it', async () => {
    let answerMerge: (value: unknown) => void = () => {};
    const { sync, cart, wishlist, calls } = setUp({
      lines: [line(1, 2)],
      answers: {
        'POST /api/cart/merge': () => new Promise((resolve) => (answerMerge = resolve)).then(() => cartAnswer([pricedLine(1, 3), pricedLine(2)])),
        'POST /api/wishlist/merge': () => wishlistAnswer([saved(5)]),
        'PUT /api/cart': (call) => cartAnswer(call.body.lines.map((l: any) => pricedLine(l.variantId, l.quantity))),
        'PUT /api/wishlist': (call) => wishlistAnswer(call.body.items.map((item: any) => saved(item.id))),
      },
    });
    sync.setUser(7);
    await settle();
    // Added while the merge travels: a new piece, one more of a piece already sent, a saved piece.
    cart.update((lines) => [...lines.map((l) => ({ ...l, quantity: l.quantity + 1 })), line(3)]);
    wishlist.update((items) => [...items, saved(9)]);
    answerMerge(undefined);
    await settle();
    await settle();
    expect(cart.read().map((l) => [l.id, l.quantity])).toEqual([
      [1, 4],
      [2, 1],
      [3, 1],
    ]);
    expect(wishlist.read().map((item) => item.id)).toEqual([5, 9]);
    const put = calls.find((call) => call.method === 'PUT' && call.path === '/api/cart');
    expect(put?.body.lines.map((l: any) => [l.variantId, l.quantity])).toEqual([
      [1, 4],
      [2, 1],
      [3, 1],
    ]);
  });

  it('keeps the guest cart and retries with the same key when the merge gets no answer', async () => {
    const { sync, cart, local, session, calls } = setUp({ lines: [line(1)] });
    sync.setUser(7);
    await settle();
    expect(cart.read()).toHaveLength(1);
    expect(local.getItem(OWNER_KEY)).toBeNull();
    const key = session.getItem(MERGE_KEY);
    sync.setUser(null);
    sync.setUser(7);
    await settle();
    expect(calls.filter((call) => call.path === '/api/cart/merge').map((call) => call.headers['Idempotency-Key'])).toEqual([key, key]);
  });

  it('retries with the lines first sent and keeps what was added since: the server answers a repeated key with the cart as it is', async () => {
    let merges = 0;
    const { sync, cart, session, calls } = setUp({
      lines: [line(1)],
      answers: {
        // The first merge is applied, but its answer is lost (the page was left); the retry's key was seen before.
        'POST /api/cart/merge': () => (++merges === 1 ? new Response('{}', { status: 503 }) : cartAnswer([pricedLine(1)])),
        'POST /api/wishlist/merge': () => wishlistAnswer([]),
        'PUT /api/cart': (call) => cartAnswer(call.body.lines.map((l: PricedLineAnswer) => pricedLine(l.variantId, l.quantity))),
      },
    });
    sync.setUser(7);
    await settle();
    // On the next page the shopper adds a piece before the merge is retried.
    cart.update((lines) => [...lines, line(2)]);
    sync.setUser(null);
    sync.setUser(7);
    await settle();
    await settle();
    const sent = calls.filter((call) => call.path === '/api/cart/merge');
    expect(sent.map((call) => call.body.lines.map((l: PricedLineAnswer) => l.variantId))).toEqual([[1], [1]]);
    expect(cart.read().map((l) => [l.id, l.quantity])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(calls.find((call) => call.method === 'PUT' && call.path === '/api/cart')?.body.lines.map((l: PricedLineAnswer) => l.variantId)).toEqual([1, 2]);
    expect(session.getItem(MERGE_KEY)).toBeNull();
  });

  it('reads the account cart from the server on a later page, and sends every change', async () => {
    const { sync, cart, calls } = setUp({
      lines: [line(1)],
      local: { [OWNER_KEY]: '7', [SYNCED_KEYS.cart]: cartSignature([line(1)]), [SYNCED_KEYS.wishlist]: '[]' },
      answers: {
        'GET /api/cart': () => cartAnswer([pricedLine(1), pricedLine(4)]),
        'GET /api/wishlist': () => wishlistAnswer([]),
        'PUT /api/cart': (call) => cartAnswer(call.body.lines.map((l: PricedLineAnswer) => pricedLine(l.variantId, l.quantity))),
      },
    });
    sync.setUser(7);
    await settle();
    expect(cart.read().map((l) => l.id)).toEqual([1, 4]);
    cart.update((lines) => lines.slice(1));
    await settle();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body.lines.map((l: PricedLineAnswer) => l.variantId)).toEqual([4]);
  });

  it('sends a change the server has not had instead of reading an older cart over it', async () => {
    const { sync, calls } = setUp({
      lines: [line(1, 2)],
      local: { [OWNER_KEY]: '7', [SYNCED_KEYS.cart]: cartSignature([line(1, 1)]), [SYNCED_KEYS.wishlist]: '[]' },
      answers: {
        'PUT /api/cart': () => cartAnswer([pricedLine(1, 2)]),
        'GET /api/wishlist': () => wishlistAnswer([]),
      },
    });
    sync.setUser(7);
    await settle();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['PUT /api/cart', 'GET /api/wishlist']);
  });

  it('forgets the account cart, wishlist and details in this browser when the session ends', async () => {
    const { sync, cart, wishlist, local, calls } = setUp({
      lines: [line(1)],
      wishlist: [saved(2)],
      local: { [OWNER_KEY]: '7', userInfo: '{}', [SYNCED_KEYS.cart]: 'x' },
    });
    sync.setUser(null);
    await settle();
    expect(cart.read()).toEqual([]);
    expect(wishlist.read()).toEqual([]);
    expect(local.getItem(OWNER_KEY)).toBeNull();
    expect(local.getItem('userInfo')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('leaves a guest cart alone for a guest, and never merges another account’s cart', async () => {
    const guest = setUp({ lines: [line(1)] });
    guest.sync.setUser(null);
    expect(guest.cart.read()).toHaveLength(1);

    const other = setUp({
      lines: [line(1)],
      local: { [OWNER_KEY]: '3' },
      answers: {
        'POST /api/cart/merge': () => cartAnswer([]),
        'POST /api/wishlist/merge': () => wishlistAnswer([]),
      },
    });
    other.sync.setUser(7);
    await settle();
    expect(other.calls[0]!.body.lines).toEqual([]);
    expect(other.local.getItem(OWNER_KEY)).toBe('7');
  });
});

/**
 * Writes that race: many requests for one cart, one wishlist and one first-order code sent at
 * once, as a double click, a second tab or a script would. Each must leave the data as some
 * order of the same requests one after another would.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '../../domain/line.ts';
import { users } from '../../server/db/schema/index.ts';
import { findPieces, orderRequest, registerShopper, send, type SalePiece, type Shopper } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
let pieces: Awaited<ReturnType<typeof findPieces>>;
let forSale: SalePiece[];

beforeAll(async () => {
  pieces = await findPieces(shop);
  const { body } = await shop.request('/api/products?pageSize=48');
  forSale = body
    .flatMap((product: any) => product.ProductVariants)
    .filter((variant: any) => variant.sizes.length === 0 && variant.metal.length > 0)
    .slice(0, 8)
    .map((variant: any) => ({ variantId: variant.id, productId: variant.productId, title: variant.title, metals: variant.metal, pricesMinor: [], sizes: [] }));
  expect(forSale).toHaveLength(8);
});

const line = (piece: SalePiece, quantity = 1) => ({
  variantId: piece.variantId,
  metal: piece.metals[0],
  size: '',
  quantity,
  giftWrap: false,
  personalisation: '',
});

/** Sends every request at once and waits for all the answers. */
const together = <T>(count: number, request: (index: number) => Promise<T>) => Promise.all(Array.from({ length: count }, (_, index) => request(index)));

const cartOf = async (shopper: Shopper) => (await shop.request('/api/cart', { headers: shopper.auth })).body;
const wishlistOf = async (shopper: Shopper) => (await shop.request('/api/wishlist', { headers: shopper.auth })).body;

describe('one cart, many writers', () => {
  it('a new account’s first requests, all at once, share one cart', async () => {
    const shopper = await registerShopper(shop);
    const answers = await together(6, () => send(shop, 'POST', '/api/cart/merge', { lines: [line(pieces.oneSize)] }, shopper.auth));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect((await cartOf(shopper)).lines).toMatchObject([{ variantId: pieces.oneSize.variantId, quantity: 6 }]);
  });

  it('parallel adds of the same line sum up, capped at the per-line maximum', async () => {
    const shopper = await registerShopper(shop);
    const adds = MAX_LINE_QUANTITY + 5;
    const answers = await together(adds, () => send(shop, 'POST', '/api/cart/merge', { lines: [line(pieces.oneSize)] }, shopper.auth));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const cart = await cartOf(shopper);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0].quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('parallel adds of different lines keep every line', async () => {
    const shopper = await registerShopper(shop);
    await together(forSale.length, (i) => send(shop, 'POST', '/api/cart/merge', { lines: [line(forSale[i]!, i + 1)] }, shopper.auth));
    const cart = await cartOf(shopper);
    const stored = new Map<number, number>(cart.lines.map((l: any) => [l.variantId, l.quantity]));
    expect(stored).toEqual(new Map(forSale.map((piece, i) => [piece.variantId, i + 1])));
  });

  it('one Idempotency-Key sent many times at once merges once', async () => {
    const shopper = await registerShopper(shop);
    const headers = { ...shopper.auth, 'Idempotency-Key': `merge-${shopper.id}` };
    const answers = await together(8, () => send(shop, 'POST', '/api/cart/merge', { lines: [line(pieces.oneSize, 2)] }, headers));
    expect(answers.filter((a) => a.body.alreadyMerged === false)).toHaveLength(1);
    expect((await cartOf(shopper)).lines).toMatchObject([{ variantId: pieces.oneSize.variantId, quantity: 2 }]);
  });

  it('parallel replacements leave exactly one of them, never a mixture', async () => {
    const shopper = await registerShopper(shop);
    // Replacement i holds pieces i and i+1 (i+1 of each): any mixture of two shows as a third line or a wrong quantity.
    const carts = forSale.slice(0, 6).map((_, i) => [line(forSale[i]!, i + 1), line(forSale[i + 1]!, i + 1)]);
    const answers = await together(carts.length, (i) => send(shop, 'PUT', '/api/cart', { lines: carts[i] }, shopper.auth));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const stored = (await cartOf(shopper)).lines.map((l: any) => ({ variantId: l.variantId, quantity: l.quantity }));
    const candidates = carts.map((lines) => lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity })));
    expect(candidates).toContainEqual(stored);
  });
});

describe('one wishlist, many writers', () => {
  it('parallel replacements leave exactly one of them', async () => {
    const shopper = await registerShopper(shop);
    const lists = forSale.slice(0, 6).map((_, i) => [forSale[i]!, forSale[i + 1]!, forSale[i + 2]!].map((piece) => ({ id: piece.variantId })));
    for (let round = 0; round < 3; round++) {
      const answers = await together(lists.length, (i) => send(shop, 'PUT', '/api/wishlist', { items: lists[i] }, shopper.auth));
      expect(answers.every((a) => a.status === 200)).toBe(true);
      const stored = (await wishlistOf(shopper)).items.map((item: any) => ({ id: item.id }));
      expect(lists).toContainEqual(stored);
    }
  });

  it('parallel merges keep the union, and only the merge that added a piece says so', async () => {
    const shopper = await registerShopper(shop);
    const answers = await together(forSale.length, (i) => send(shop, 'POST', '/api/wishlist/merge', { items: [{ id: forSale[i]!.variantId }] }, shopper.auth));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set((await wishlistOf(shopper)).items.map((item: any) => item.id))).toEqual(new Set(forSale.map((piece) => piece.variantId)));

    const again = await together(6, () => send(shop, 'POST', '/api/wishlist/merge', { items: [{ id: pieces.sized.variantId }] }, shopper.auth));
    const told = again.filter((a) => a.body.changes.includes('1 saved piece from your earlier visit was added to your wishlist.'));
    expect(told).toHaveLength(1);
  });
});

describe('one first-order code, two orders at once', () => {
  const order = (shopper: Shopper, key: string) =>
    send(shop, 'POST', '/api/orders', orderRequest(shopper, [line(pieces.oneSize)], { discountCode: 'WELCOME10' }), {
      ...shopper.auth,
      'Idempotency-Key': key,
    });

  it('gives WELCOME10 to one of them only', async () => {
    for (let round = 0; round < 3; round++) {
      const shopper = await registerShopper(shop);
      // The code asks for a confirmed address; confirming it is the account tests' subject, not this one's.
      await shop.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, shopper.id));
      const answers = await together(3, (i) => order(shopper, `first-${shopper.id}-${i}`));
      const placed = answers.filter((a) => a.status === 201);
      expect(placed, answers.map((a) => `${a.status} ${a.body.discountCode ?? a.body.message}`).join('; ')).toHaveLength(1);
      expect(placed[0]!.body.discountCode).toBe('WELCOME10');
      for (const refused of answers.filter((a) => a.status !== 201)) {
        expect(refused).toMatchObject({ status: 409, body: { message: 'WELCOME10 is for your first order only.' } });
      }
      const { body: orders } = await shop.request('/api/orders', { headers: shopper.auth });
      expect(orders.filter((o: any) => o.discountCode === 'WELCOME10')).toHaveLength(1);
    }
  });
});

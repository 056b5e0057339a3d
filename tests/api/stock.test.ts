/**
 * Stock and made to order, from the order to the shelf: ready-to-ship lines take their pieces in
 * the order's transaction and never take a shelf below zero, however many shoppers race for it;
 * an order for more than is left is refused whole; a cancelled order puts its pieces back once; a
 * sold-out piece can be hidden from the listing; made-to-order pieces never touch a shelf; and
 * the back office lists the shelves at or under the owner's threshold.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOwner, joinStaff } from '../support/staff.ts';
import { lowStockThreshold, refreshListing, restockOrder } from '../../server/services/catalogue/index.ts';
import { orderRequest, registerShopper, send, uniqueEmail, type Shopper } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();

interface Piece {
  variantId: number;
  productId: number;
  title: string;
  metals: string[];
  sizes: string[];
  categories: string[];
  /** How many variants its product has. */
  siblings: number;
}

/** Pieces for sale, handed out once each so no two tests share a shelf. */
let unused: Piece[] = [];

function takePiece(wanted: (piece: Piece) => boolean): Piece {
  const piece = unused.find(wanted);
  if (!piece) throw new Error('the sample catalogue has no more pieces of this kind');
  unused = unused.filter((other) => other !== piece);
  return piece;
}
const oneSize = () => takePiece((p) => p.sizes.length === 0 && p.metals.length > 0);
const sized = () => takePiece((p) => p.sizes.length > 1 && p.metals.length > 1);

beforeAll(async () => {
  for (let page = 1; ; page++) {
    const { body, headers } = await shop.request(`/api/products?page=${page}&pageSize=60`);
    for (const product of body) {
      for (const v of product.ProductVariants) {
        unused.push({
          variantId: v.id,
          productId: v.productId,
          title: v.title,
          metals: v.metal,
          sizes: v.sizes,
          categories: v.categories,
          siblings: product.ProductVariants.length,
        });
      }
    }
    if (page >= Number(headers.get('X-Page-Count'))) break;
  }
});

const db = () => shop.database.db;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db().execute(query)).rows as T[];
}

/**
 * Makes a piece ready to ship with these shelves (or made to order, keeping them), the way the
 * back office's product write does: the variant, its shelves and its listing row in one transaction.
 */
async function stockUp(piece: Piece, shelves: Array<{ metal: string; size?: string; quantity: number }>, options: { madeToOrder?: boolean } = {}) {
  await db().transaction(async (tx) => {
    await tx.execute(sql`UPDATE product_variants SET made_to_order = ${options.madeToOrder ?? false} WHERE id = ${piece.variantId}`);
    await tx.execute(sql`DELETE FROM variant_stock WHERE variant_id = ${piece.variantId}`);
    for (const shelf of shelves) {
      await tx.execute(sql`
        INSERT INTO variant_stock (variant_id, metal_id, size_id, quantity)
        SELECT ${piece.variantId}, m.id, (SELECT s.id FROM sizes s WHERE s.label = ${shelf.size ?? ''} LIMIT 1), ${shelf.quantity}
        FROM metals m WHERE m.name = ${shelf.metal}`);
    }
    await refreshListing(tx, [piece.variantId]);
  });
}

/** What the shelf of a metal and size holds now. */
async function onShelf(piece: Piece, metal: string, size = ''): Promise<number> {
  const [shelf] = await rows<{ quantity: number }>(sql`
    SELECT st.quantity FROM variant_stock st JOIN metals m ON m.id = st.metal_id LEFT JOIN sizes s ON s.id = st.size_id
    WHERE st.variant_id = ${piece.variantId} AND m.name = ${metal} AND COALESCE(s.label, '') = ${size}`);
  if (!shelf) throw new Error('no such shelf');
  return shelf.quantity;
}

const soldOutFlag = async (piece: Piece) =>
  (await rows<{ sold_out: boolean }>(sql`SELECT sold_out FROM variant_listing WHERE variant_id = ${piece.variantId}`))[0]?.sold_out;
const catalogVersion = async () => Number((await rows<{ value: string }>(sql`SELECT value FROM installation_facts WHERE key = 'catalog_version'`))[0]?.value);

const line = (piece: Piece, quantity: number, choice: { metal?: string; size?: string; personalisation?: string; giftWrap?: boolean } = {}) => ({
  variantId: piece.variantId,
  metal: choice.metal ?? piece.metals[0],
  size: choice.size ?? '',
  quantity,
  personalisation: choice.personalisation ?? '',
  giftWrap: choice.giftWrap ?? false,
});

const placeOrder = (shopper: Shopper, items: unknown[]) => send(shop, 'POST', '/api/orders', orderRequest(shopper, items), shopper.auth);

/** Shoppers, each with an account of their own, registered a few at a time. */
async function shoppers(count: number): Promise<Shopper[]> {
  const made: Shopper[] = [];
  while (made.length < count) made.push(...(await Promise.all(Array.from({ length: Math.min(5, count - made.length) }, () => registerShopper(shop)))));
  return made;
}

describe('placing an order takes stock', () => {
  it('50 shoppers racing for the last 5 pieces: exactly 5 orders, the shelf at 0, the rest refused with the message', async () => {
    const piece = oneSize();
    const metal = piece.metals[0]!;
    await stockUp(piece, [{ metal, quantity: 5 }]);
    const racers = await shoppers(50);

    const answers = await Promise.all(racers.map((shopper) => placeOrder(shopper, [line(piece, 1)])));

    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(45);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(`${piece.title} (${metal}) is sold out`);
    }
    expect(await onShelf(piece, metal)).toBe(0);
    const [taken] = await rows<{ orders: number; pieces: number }>(sql`
      SELECT count(DISTINCT order_id)::int AS orders, sum(quantity)::int AS pieces FROM order_items WHERE variant_id = ${piece.variantId}`);
    expect(taken).toEqual({ orders: 5, pieces: 5 });
    expect(await soldOutFlag(piece)).toBe(true);
  });

  it('an order for more than is left is refused whole: 409 with the message, nothing stored, the cart kept', async () => {
    const piece = sized();
    const [metal, size] = [piece.metals[1]!, piece.sizes[0]!];
    const other = oneSize();
    await stockUp(piece, [{ metal, size, quantity: 2 }]);
    await stockUp(other, [{ metal: other.metals[0]!, quantity: 4 }]);
    const shopper = await registerShopper(shop);
    const wanted = [line(other, 1), line(piece, 3, { metal, size })];
    expect((await send(shop, 'PUT', '/api/cart', { lines: wanted }, shopper.auth)).status).toBe(200);

    const refused = await placeOrder(shopper, wanted);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Only 2 left of ${piece.title} (${metal}, ${size})`);
    // The summary refuses the same way, before the order.
    const quote = await send(shop, 'POST', '/api/checkout/quote', { items: wanted }, shopper.auth);
    expect(quote).toMatchObject({ status: 409, body: { message: `Only 2 left of ${piece.title} (${metal}, ${size})` } });

    expect((await shop.request('/api/orders', { headers: shopper.auth })).body).toEqual([]);
    expect((await shop.request('/api/cart', { headers: shopper.auth })).body.lines).toHaveLength(2);
    expect([await onShelf(piece, metal, size), await onShelf(other, other.metals[0]!)]).toEqual([2, 4]);
  });

  it('lines of one metal and size with different engravings share the shelf', async () => {
    const piece = oneSize();
    const metal = piece.metals[0]!;
    await stockUp(piece, [{ metal, quantity: 3 }]);
    const shopper = await registerShopper(shop);
    const refused = await placeOrder(shopper, [line(piece, 2, { personalisation: 'A' }), line(piece, 2, { giftWrap: true })]);
    expect(refused).toMatchObject({ status: 409, body: { message: `Only 3 left of ${piece.title} (${metal})` } });

    const placed = await placeOrder(shopper, [line(piece, 2, { personalisation: 'A' }), line(piece, 1, { giftWrap: true })]);
    expect(placed.status).toBe(201);
    expect(await onShelf(piece, metal)).toBe(0);
    const stored = await rows<{ made_to_order: boolean; stock_id: number | null }>(
      sql`SELECT made_to_order, stock_id FROM order_items WHERE order_id = ${placed.body.id} ORDER BY id`,
    );
    expect(stored).toHaveLength(2);
    expect(stored.every((item) => !item.made_to_order && item.stock_id !== null && item.stock_id === stored[0]!.stock_id)).toBe(true);
    const [order] = await rows<{ has_made_to_order: boolean }>(sql`SELECT has_made_to_order FROM orders WHERE id = ${placed.body.id}`);
    expect(order?.has_made_to_order).toBe(false);
  });

  it('a ready-to-ship choice never stocked is sold out', async () => {
    const piece = sized();
    await stockUp(piece, [{ metal: piece.metals[0]!, size: piece.sizes[0]!, quantity: 5 }]);
    const shopper = await registerShopper(shop);
    const [metal, size] = [piece.metals[0]!, piece.sizes[1]!];
    expect(await placeOrder(shopper, [line(piece, 1, { metal, size })])).toMatchObject({
      status: 409,
      body: { message: `${piece.title} (${metal}, ${size}) is sold out` },
    });
  });

  it('two orders emptying two shelves of one variant at once both stand, and the variant is sold out', async () => {
    const piece = sized();
    const metal = piece.metals[0]!;
    await stockUp(piece, [
      { metal, size: piece.sizes[0]!, quantity: 1 },
      { metal, size: piece.sizes[1]!, quantity: 1 },
    ]);
    const [first, second] = await shoppers(2);
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([
        placeOrder(first!, [line(piece, 1, { metal, size: piece.sizes[0]! })]),
        placeOrder(second!, [line(piece, 1, { metal, size: piece.sizes[1]! })]),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      expect(await soldOutFlag(piece)).toBe(true);
      // Both come back at once too: the variant is for sale again.
      await Promise.all([
        send(shop, 'POST', `/api/orders/${answers[0]!.body.id}/cancel`, undefined, first!.auth),
        send(shop, 'POST', `/api/orders/${answers[1]!.body.id}/cancel`, undefined, second!.auth),
      ]);
      expect(await soldOutFlag(piece)).toBe(false);
    }
  });

  it('made-to-order pieces never take stock', async () => {
    const piece = oneSize();
    const metal = piece.metals[0]!;
    await stockUp(piece, [{ metal, quantity: 1 }], { madeToOrder: true });
    const shopper = await registerShopper(shop);
    const placed = await placeOrder(shopper, [line(piece, 3)]);
    expect(placed.status).toBe(201);
    expect(await onShelf(piece, metal)).toBe(1);
    const [item] = await rows<{ made_to_order: boolean; stock_id: number | null }>(
      sql`SELECT made_to_order, stock_id FROM order_items WHERE order_id = ${placed.body.id}`,
    );
    expect(item).toEqual({ made_to_order: true, stock_id: null });
    const [order] = await rows<{ has_made_to_order: boolean }>(sql`SELECT has_made_to_order FROM orders WHERE id = ${placed.body.id}`);
    expect(order?.has_made_to_order).toBe(true);
  });
});

describe('cancelling an order', () => {
  it('puts its pieces back once, even when cancelled twice, and records who cancelled it', async () => {
    const piece = oneSize();
    const metal = piece.metals[0]!;
    await stockUp(piece, [{ metal, quantity: 2 }]);
    const shopper = await registerShopper(shop);
    const placed = await placeOrder(shopper, [line(piece, 2)]);
    expect(placed.status).toBe(201);
    expect(await onShelf(piece, metal)).toBe(0);
    expect(await soldOutFlag(piece)).toBe(true);

    const cancel = () => send(shop, 'POST', `/api/orders/${placed.body.id}/cancel`, undefined, shopper.auth);
    const [once, twice] = await Promise.all([cancel(), cancel()]);
    expect([once.status, twice.status].sort()).toEqual([200, 409]);
    expect((once.status === 409 ? once : twice).body.message).toBe('Only pending orders can be cancelled.');
    expect(await onShelf(piece, metal)).toBe(2);
    expect(await soldOutFlag(piece)).toBe(false);

    // The service itself restocks an order once, however often it is asked.
    await restockOrder(db(), placed.body.id);
    expect(await onShelf(piece, metal)).toBe(2);

    const events = await rows<{ kind: string; from_status: string; to_status: string; actor_id: number }>(
      sql`SELECT kind, from_status, to_status, actor_id FROM order_events WHERE order_id = ${placed.body.id}`,
    );
    expect(events).toEqual([{ kind: 'status', from_status: 'Pending', to_status: 'Cancelled', actor_id: shopper.id }]);
  });

  it('a refused cancellation changes nothing', async () => {
    const piece = oneSize();
    const metal = piece.metals[0]!;
    await stockUp(piece, [{ metal, quantity: 3 }]);
    const shopper = await registerShopper(shop);
    const placed = await placeOrder(shopper, [line(piece, 1)]);
    await db().execute(sql`UPDATE orders SET created_at = now() - interval '25 hours' WHERE id = ${placed.body.id}`);
    const refused = await send(shop, 'POST', `/api/orders/${placed.body.id}/cancel`, undefined, shopper.auth);
    expect(refused).toMatchObject({ status: 409, body: { message: 'Orders can be cancelled within 24 hours of ordering.' } });
    expect(await onShelf(piece, metal)).toBe(2);
    expect(await rows(sql`SELECT 1 FROM order_events WHERE order_id = ${placed.body.id}`)).toEqual([]);
  });
});

describe('the listing hides sold-out pieces on request', () => {
  it('a sold-out piece leaves the inStock=true listing and its facet counts, and the catalogue version moves', async () => {
    const piece = takePiece((p) => p.siblings === 1 && p.sizes.length === 0 && p.metals.length > 0 && p.categories.length > 0);
    const metal = piece.metals[0]!;
    const category = piece.categories[0]!;
    await stockUp(piece, [{ metal, quantity: 1 }]);
    const listed = async (query: string) => {
      const { status, body } = await shop.request(`/api/listing?category=${encodeURIComponent(category)}&pageSize=60&${query}`);
      expect(status).toBe(200);
      const ids: number[] = body.items.map((product: { id: number }) => product.id);
      const facet = body.facets.category.find((value: { name: string }) => value.name === category);
      expect(body.total).toBeLessThanOrEqual(60);
      return { total: body.total as number, has: ids.includes(piece.productId), count: facet.count as number };
    };
    const before = await listed('inStock=true');
    expect(before.has).toBe(true);
    const version = await catalogVersion();

    const shopper = await registerShopper(shop);
    expect((await placeOrder(shopper, [line(piece, 1)])).status).toBe(201);

    expect(await catalogVersion()).toBeGreaterThan(version);
    const after = await listed('inStock=true');
    expect(after).toEqual({ total: before.total - 1, has: false, count: before.count - 1 });
    // Without the option the piece is still listed (its page says it is sold out).
    expect(await listed('')).toMatchObject({ total: before.total, has: true });
    expect((await shop.request('/api/listing?inStock=maybe')).status).toBe(400);
  });

  it('only the order that empties a shelf refreshes the listing', async () => {
    const piece = oneSize();
    await stockUp(piece, [{ metal: piece.metals[0]!, quantity: 2 }]);
    const shopper = await registerShopper(shop);
    const version = await catalogVersion();
    expect((await placeOrder(shopper, [line(piece, 1)])).status).toBe(201);
    expect(await catalogVersion()).toBe(version);
    expect((await placeOrder(shopper, [line(piece, 1)])).status).toBe(201);
    expect(await catalogVersion()).toBe(version + 1);
  });
});

const OWNER_PASSWORD = 'garnet-and-gold-77';

async function logIn(email: string, password: string) {
  const answer = await send(shop, 'POST', '/api/authenticate', { email, password });
  if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  return { Authorization: `Bearer ${answer.body.jwtToken}` };
}

describe('low stock in the back office', () => {
  it('the products list follows every sale and cancellation: a shelf taken to the threshold makes its product low', async () => {
    const ownerEmail = uniqueEmail('owner');
    await createOwner(db(), { email: ownerEmail, password: OWNER_PASSWORD });
    const owner = await logIn(ownerEmail, OWNER_PASSWORD);
    const piece = oneSize();
    const metal = piece.metals[0]!;
    // Its product's other variants are made to order, so this shelf is the product's only one.
    await db().execute(sql`UPDATE product_variants SET made_to_order = TRUE WHERE product_id = ${piece.productId} AND id <> ${piece.variantId}`);
    const threshold = await lowStockThreshold(db());
    await stockUp(piece, [{ metal, quantity: threshold + 2 }]);
    const listed = async (state: string) => {
      const { status, body } = await shop.request(`/api/admin/products?q=${piece.productId}&stock=${state}`, { headers: owner });
      expect(status).toBe(200);
      return body.items.find((item: { id: number }) => item.id === piece.productId)?.stock;
    };
    expect(await listed('in_stock')).toEqual({ state: 'in_stock', pieces: threshold + 2 });
    expect(await listed('low')).toBeUndefined();

    // Not emptied, so the listing is not refreshed: the lowest shelf follows the sale by itself.
    const shopper = await registerShopper(shop);
    const placed = await placeOrder(shopper, [line(piece, 2)]);
    expect(placed.status).toBe(201);
    expect(await listed('low')).toEqual({ state: 'low', pieces: threshold });
    expect(await listed('in_stock')).toBeUndefined();

    expect((await send(shop, 'POST', `/api/orders/${placed.body.id}/cancel`, undefined, shopper.auth)).status).toBe(200);
    expect(await listed('in_stock')).toEqual({ state: 'in_stock', pieces: threshold + 2 });
  });

  it('lists the shelves at or under the threshold the owner sets, which is audited; staff may read but not set it', async () => {
    const ownerEmail = uniqueEmail('owner');
    await createOwner(db(), { email: ownerEmail, password: OWNER_PASSWORD });
    const owner = await logIn(ownerEmail, OWNER_PASSWORD);
    const staff = await joinStaff(shop, owner, { email: uniqueEmail('staff') });

    expect(await shop.request('/api/admin/settings/low-stock-threshold', { headers: staff })).toMatchObject({ status: 200, body: { threshold: 3 } });

    const piece = sized();
    const [metal, small, large] = [piece.metals[0]!, piece.sizes[0]!, piece.sizes[1]!];
    await stockUp(piece, [
      { metal, size: small, quantity: 4 },
      { metal, size: large, quantity: 6 },
    ]);
    const lowOf = async (headers: Record<string, string>) => {
      const { status, body } = await shop.request('/api/admin/stock/low?limit=500', { headers });
      expect(status).toBe(200);
      return { threshold: body.threshold, ours: body.items.filter((item: { variantId: number }) => item.variantId === piece.variantId), all: body.items };
    };
    expect((await lowOf(staff)).ours).toEqual([]);

    const refused = await send(shop, 'PUT', '/api/admin/settings/low-stock-threshold', { threshold: 5 }, staff);
    expect(refused).toMatchObject({ status: 403, body: { message: 'Only the shop owner can do this.' } });
    expect(await send(shop, 'PUT', '/api/admin/settings/low-stock-threshold', { threshold: -1 }, owner)).toMatchObject({
      status: 400,
      body: { message: 'The low-stock threshold is a whole number from 0 to 100000' },
    });
    expect(await send(shop, 'PUT', '/api/admin/settings/low-stock-threshold', { threshold: 5 }, owner)).toMatchObject({ status: 200, body: { threshold: 5 } });
    expect(await lowStockThreshold(db())).toBe(5);

    const low = await lowOf(staff);
    expect(low.threshold).toBe(5);
    expect(low.ours).toEqual([{ productId: piece.productId, variantId: piece.variantId, title: piece.title, metal, size: small, quantity: 4 }]);
    const quantities = low.all.map((item: { quantity: number }) => item.quantity);
    expect(quantities).toEqual([...quantities].sort((a, b) => a - b));
    expect(quantities.every((quantity: number) => quantity <= 5)).toBe(true);

    // Made to order, the same shelves are not low: nothing is sold from them.
    await stockUp(piece, [{ metal, size: small, quantity: 4 }], { madeToOrder: true });
    expect((await lowOf(staff)).ours).toEqual([]);

    const audit = await shop.request('/api/admin/audit?entity=setting&entityId=low_stock_threshold', { headers: owner });
    expect(audit.body.entries).toMatchObject([
      { action: 'setting.update', actorEmail: ownerEmail, before: { lowStockThreshold: 3 }, after: { lowStockThreshold: 5 } },
    ]);
    expect((await shop.request('/api/admin/stock/low?limit=0', { headers: staff })).status).toBe(400);
  });
});

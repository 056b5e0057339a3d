/**
 * What placing an order costs the database: a fixed number of statements however many lines the
 * order has, and how many lines or shelves it names. A statement per line (an insert, a price
 * lookup, a stock update) would make a large order slow and every order slower under load: these
 * tests count the statements node-postgres sends while one POST /api/orders is answered.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { refreshListing } from '../../server/services/catalogue/index.ts';
import { orderRequest, registerShopper, send, type Shopper } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();

interface Piece {
  variantId: number;
  metals: string[];
  sizes: string[];
}

let pieces: Piece[] = [];

beforeAll(async () => {
  const { body } = await shop.request('/api/products?pageSize=60');
  pieces = body.flatMap((product: any) => product.ProductVariants.map((v: any) => ({ variantId: v.id, metals: v.metal, sizes: v.sizes })));
});

/** Distinct pieces of one size, each handed out once. */
function oneSizePieces(count: number): Piece[] {
  const found = pieces.filter((piece) => piece.sizes.length === 0 && piece.metals.length > 0).slice(0, count);
  if (found.length < count) throw new Error('the sample catalogue has too few one-size pieces');
  pieces = pieces.filter((piece) => !found.includes(piece));
  return found;
}

const line = (piece: Piece, metal = piece.metals[0]) => ({ variantId: piece.variantId, metal, size: '', quantity: 1, personalisation: '', giftWrap: false });

/** Makes these pieces ready to ship, 10 on the shelf of each metal. */
async function readyToShip(list: Piece[]): Promise<void> {
  await shop.database.db.transaction(async (tx) => {
    for (const piece of list) {
      await tx.execute(sql`UPDATE product_variants SET made_to_order = false WHERE id = ${piece.variantId}`);
      await tx.execute(sql`
        INSERT INTO variant_stock (variant_id, metal_id, size_id, quantity)
        SELECT ${piece.variantId}, vp.metal_id, NULL, 10 FROM variant_prices vp WHERE vp.variant_id = ${piece.variantId}`);
    }
    await refreshListing(
      tx,
      list.map((piece) => piece.variantId),
    );
  });
}

const realQuery = pg.Client.prototype.query;
afterEach(() => {
  pg.Client.prototype.query = realQuery;
});

/** The statements sent while `work` runs (every pool connection of this test file's shop). */
async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const query = args[0] as string | { text?: string };
    sent.push((typeof query === 'string' ? query : (query.text ?? '')).trim().split(/\s+/).slice(0, 6).join(' '));
    return (realQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof realQuery;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = realQuery;
  }
  return sent;
}

async function placed(shopper: Shopper, items: unknown[]): Promise<string[]> {
  let status = 0;
  const statements = await statementsOf(async () => {
    ({ status } = await send(shop, 'POST', '/api/orders', orderRequest(shopper, items), {
      ...shopper.auth,
      'Idempotency-Key': `count-${items.length}-${Date.now()}`,
    }));
  });
  expect(status).toBe(201);
  return statements;
}

describe('placing an order', () => {
  it('takes four statements, one line or twelve: the session, what the order needs with its rate limits counted, the write, the e-mail sent', async () => {
    const shopper = await registerShopper(shop, {}, { verified: true });
    const [first] = oneSizePieces(1);
    const one = await placed(shopper, [line(first!)]);
    expect(one).toHaveLength(4);

    // Twelve lines: six pieces, each in two metals where it has them.
    const many = oneSizePieces(6).flatMap((piece) => piece.metals.slice(0, 2).map((metal) => line(piece, metal)));
    expect(many.length).toBeGreaterThan(6);
    expect(await placed(shopper, many)).toEqual(one);
  });

  it('taking pieces off shelves adds a transaction, the same for one shelf or several', async () => {
    const shopper = await registerShopper(shop, {}, { verified: true });
    const [alone, ...others] = oneSizePieces(4);
    await readyToShip([alone!, ...others]);
    const one = await placed(shopper, [line(alone!)]);
    // The four, and the write between begin, taking from the shelf, and commit (no shelf emptied: the listing stays as it is).
    expect(one).toHaveLength(7);

    const several = await placed(
      shopper,
      others.map((piece) => line(piece)),
    );
    // Several shelves are locked in id order first: one statement more, whatever their number.
    expect(several).toHaveLength(one.length + 1);
  });
});

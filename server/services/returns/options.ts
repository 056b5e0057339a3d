/**
 * What a shopper may return of their order, as the return form offers it: whether the order can
 * be returned at all (and if not, why, in the words the API's 422 uses), its deadline, and each
 * line with how many may still go back, whether only when faulty (and why), and the other sizes
 * and metals of the same piece it could be exchanged for (in stock, or made to order).
 */
import { and, eq, sql } from 'drizzle-orm';
import { DomainError } from '../../../domain/errors.ts';
import { lineReturnability } from '../../../domain/returns-policy.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { loadPieces, type Piece } from '../catalogue/index.ts';
import { getReturnPolicy } from '../shop/index.ts';
import { assertReturnable, heldQuantities } from './request.ts';

interface ExchangeChoice {
  variantId: number;
  metal: string;
  size: string;
  priceMinor: number;
}

interface ReturnableLine {
  orderItemId: number;
  productName: string;
  metal: string;
  size: string;
  image: string | null;
  ordered: number;
  /** How many may still be returned (delivered less what other returns hold). */
  left: number;
  /** Why the piece may go back only when faulty; null when for any reason. */
  faultyOnly: string | null;
  exchangeChoices: ExchangeChoice[];
}

interface ReturnOptions {
  /** Why the order cannot be returned now; null when it can. */
  refusal: string | null;
  deadline: Date | null;
  lines: ReturnableLine[];
}

/** The same piece's other metals and sizes, each in stock or made to order. */
function choicesOf(piece: Piece | undefined, item: { metal: string; size: string }): ExchangeChoice[] {
  if (!piece?.forSale) return [];
  const sizes = piece.sizes.length > 0 ? piece.sizes : [''];
  return piece.metals.flatMap((metal) =>
    sizes.flatMap((size) => {
      if (metal.name === item.metal && size.toLowerCase() === item.size.toLowerCase()) return [];
      const shelf = piece.shelves.find((candidate) => candidate.metalId === metal.id && candidate.size.toLowerCase() === size.toLowerCase());
      const available = piece.madeToOrder || (shelf?.quantity ?? 0) > 0;
      return available ? [{ variantId: piece.variantId, metal: metal.name, size, priceMinor: metal.priceMinor }] : [];
    }),
  );
}

/** The return form's options for the shopper's own order (another's is not found: the caller reads the order first). */
export async function returnOptions(db: DbOrTx, customerId: number, orderId: number): Promise<ReturnOptions> {
  const [order] = await db
    .select({ id: orders.id, status: orders.status, country: sql<string>`${orders.shippingAddress}->>'country'` })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, customerId)));
  if (!order) return { refusal: null, deadline: null, lines: [] };
  const policy = await getReturnPolicy(db);
  let deadline: Date | null = null;
  let refusal: string | null = null;
  try {
    deadline = await assertReturnable(db, order, policy);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    refusal = error.message;
  }
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
  const held = await heldQuantities(db, orderId);
  const pieces = await loadPieces(
    db,
    items.flatMap((item) => (item.variantId === null ? [] : [item.variantId])),
  );
  const lines = items.map((item): ReturnableLine => {
    const returnability = lineReturnability(policy, item);
    return {
      orderItemId: item.id,
      productName: item.productName,
      metal: item.metal,
      size: item.size,
      image: item.image,
      ordered: item.quantity,
      left: Math.max(0, item.quantity - (held.get(item.id) ?? 0)),
      faultyOnly: returnability.kind === 'faulty-only' ? returnability.why : null,
      exchangeChoices: choicesOf(item.variantId === null ? undefined : pieces.get(item.variantId), item),
    };
  });
  return { refusal, deadline, lines };
}

/**
 * The Idempotency-Key of an order: the same key from the same shopper with the same order answers
 * the order it placed first; with a different order it is refused. An order is recognised by a
 * digest of what decides it (decision record 013).
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { IdempotencyKeyReused } from '../../../domain/errors.ts';
import type { PlaceOrderInput } from '../../../domain/schemas/checkout.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { ORDER_MESSAGES as M } from './messages.ts';
import { getOrder, type OrderView } from './read.ts';

/**
 * A SHA-256 of what decides an order: contact, address, each line's choice and quantity, shipping
 * method, code and instructions, as parsed (so spacing and key order do not matter). What the
 * server ignores is left out: a retry of one checkout attempt carries a new `date`, for instance.
 */
export function orderRequestDigest(order: PlaceOrderInput): string {
  const canonical = {
    orderCustomer: order.orderCustomer,
    shippingAddress: order.shippingAddress,
    items: order.items.map(({ variantId, metal, size, quantity, personalisation, giftWrap }) => ({
      variantId,
      metal,
      size,
      quantity,
      personalisation,
      giftWrap,
    })),
    shippingMethodId: order.shippingMethodId ?? null,
    shippingMethod: order.shippingMethod ?? null,
    discountCode: order.discountCode ?? null,
    specialInstructions: order.specialInstructions,
  };
  return createHash('sha256').update(canonicalJson(canonical)).digest('hex');
}

/** JSON with every object's keys in sorted order, so equal values give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The order this shopper placed with this key; the key sent with a different order is refused (422). */
export async function orderByKey(db: DbOrTx, userId: number, idempotencyKey: string, digest: string): Promise<OrderView | undefined> {
  const [row] = await db
    .select({ id: orders.id, requestDigest: orders.requestDigest })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
  if (!row) return undefined;
  // An order placed before digests were kept has none: it is answered as before.
  if (row.requestDigest !== null && row.requestDigest !== digest) throw new IdempotencyKeyReused(M.idempotencyKeyReused);
  return getOrder(db, userId, row.id);
}

/**
 * Returns in a test (issue 34): a ready-to-ship piece with shelves, and a shopper's order of it
 * paid and moved to Delivered by staff, as the shop's own API does it.
 */
import { sql } from 'drizzle-orm';
import { refreshListing } from '../../server/services/catalogue/index.ts';
import { payInFull } from './payments.ts';
import { orderRequest, send, type SalePiece, type Shopper } from './shopper.ts';
import type { ServedShop } from './test-shop.ts';

/** Makes a piece ready to ship with these shelves, as the back office's product write does (the listing row follows). */
export async function stockUp(shop: ServedShop, variantId: number, shelves: Array<{ metal: string; size?: string; quantity: number }>): Promise<void> {
  await shop.database.db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE product_variants SET made_to_order = false WHERE id = ${variantId}`);
    await tx.execute(sql`DELETE FROM variant_stock WHERE variant_id = ${variantId}`);
    for (const shelf of shelves)
      await tx.execute(sql`
        INSERT INTO variant_stock (variant_id, metal_id, size_id, quantity)
        SELECT ${variantId}, m.id, (SELECT s.id FROM sizes s WHERE s.label = ${shelf.size ?? ''} LIMIT 1), ${shelf.quantity}
        FROM metals m WHERE m.name = ${shelf.metal}`);
    await refreshListing(tx, [variantId]);
  });
}

/** What the shelf of a metal and size holds now. */
export async function onShelf(shop: ServedShop, variantId: number, metal: string, size = ''): Promise<number> {
  const { rows } = await shop.database.db.execute<{ quantity: number }>(sql`
    SELECT st.quantity FROM variant_stock st JOIN metals m ON m.id = st.metal_id LEFT JOIN sizes s ON s.id = st.size_id
    WHERE st.variant_id = ${variantId} AND m.name = ${metal} AND COALESCE(s.label, '') = ${size}`);
  if (!rows[0]) throw new Error('no such shelf');
  return rows[0].quantity;
}

export interface DeliveredLine {
  piece: Pick<SalePiece, 'variantId'>;
  metal: string;
  size?: string;
  quantity: number;
  personalisation?: string;
}

/** A shopper's order of these lines (bank transfer), paid in full and moved by staff to Delivered; its id and lines. */
export async function deliveredOrder(
  shop: ServedShop,
  shopper: Shopper,
  staff: Record<string, string>,
  lines: DeliveredLine[],
  /** More of the order's request: its tenders, say. */
  more: Record<string, unknown> = {},
) {
  const items = lines.map((line) => ({
    variantId: line.piece.variantId,
    metal: line.metal,
    size: line.size ?? '',
    quantity: line.quantity,
    personalisation: line.personalisation ?? '',
    giftWrap: false,
  }));
  const placed = await send(shop, 'POST', '/api/orders', orderRequest(shopper, items, { paymentMethod: 'bank_transfer', ...more }), shopper.auth);
  if (placed.status !== 201) throw new Error(`placing failed: ${JSON.stringify(placed.body)}`);
  const id: number = placed.body.id;
  await payInFull(shop, id, staff);
  const moves = [
    { status: 'Confirmed' },
    { status: 'Ready to ship' },
    { status: 'Shipped', carrier: 'Royal Mail', trackingNumber: 'AB123456789GB' },
    { status: 'Delivered' },
  ];
  for (const move of moves) {
    const moved = await send(shop, 'POST', `/api/admin/orders/${id}/status`, move, staff);
    if (moved.status !== 200) throw new Error(`moving to ${move.status} failed: ${JSON.stringify(moved.body)}`);
  }
  const order = await send(shop, 'GET', `/api/orders/${id}`, undefined, shopper.auth);
  return { id, total: order.body.total as number, items: order.body.items as Array<{ id: number; price: number; quantity: number }> };
}

/** Dates the order's move to Delivered `days` ago. */
export const deliveredDaysAgo = (shop: ServedShop, orderId: number, days: number) =>
  shop.database.db.execute(
    sql`UPDATE order_events SET created_at = now() - make_interval(days => ${days}) WHERE order_id = ${orderId} AND to_status = 'Delivered'`,
  );

/** A real photo for a return: a small PNG (or JPEG) drawn by sharp, with EXIF that must not survive the upload. */
export async function piecePhoto(format: 'png' | 'jpeg' = 'png', name = `broken-clasp.${format === 'png' ? 'png' : 'jpg'}`): Promise<File> {
  const { default: sharp } = await import('sharp');
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 170, b: 90 } } }).withExif({
    IFD0: { Copyright: 'Home of Ada, 12 Secret Lane' },
  });
  const bytes = format === 'png' ? await image.png().toBuffer() : await image.jpeg().toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: `image/${format}` });
}

/** POST /api/returns as multipart/form-data: the request as JSON text in `request`, each photo a `photos` part. */
export function askWithPhotos(shop: ServedShop, auth: Record<string, string>, request: unknown, photos: Blob[], headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('request', typeof request === 'string' ? request : JSON.stringify(request));
  for (const photo of photos) form.append('photos', photo);
  return shop.request('/api/returns', { method: 'POST', body: form, headers: { ...auth, ...headers } });
}

/**
 * Orders to invoice in a test, made cheaply: a copy of an order placed through the API (its
 * lines and an unpaid bank transfer payment), so a test can pay many orders without using up stock.
 */
import type { ServedShop } from './test-shop.ts';

/** A copy of order `templateId`, Pending and unpaid. */
export async function copyOrder(shop: ServedShop, templateId: number): Promise<{ id: number; number: number; totalMinor: number }> {
  const { rows } = await shop.database.pool.query(
    `INSERT INTO orders (user_id, customer_name, contact, shipping_address, shipping_method_id, shipping_method_name, currency,
       subtotal_minor, gift_wrap_minor, shipping_minor, discount_minor, total_minor, status, has_made_to_order)
     SELECT user_id, customer_name, contact, shipping_address, shipping_method_id, shipping_method_name, currency,
       subtotal_minor, gift_wrap_minor, shipping_minor, discount_minor, total_minor, 'Pending', has_made_to_order
     FROM orders WHERE id = $1 RETURNING id, number, total_minor`,
    [templateId],
  );
  const order = rows[0] as { id: number; number: number; total_minor: number };
  await shop.database.pool.query(
    `INSERT INTO order_items (order_id, variant_id, product_id, product_name, gemstone, metal, size, personalisation, gift_wrap, quantity, unit_price_minor, gift_wrap_minor, image, made_to_order)
     SELECT $2, variant_id, product_id, product_name, gemstone, metal, size, personalisation, gift_wrap, quantity, unit_price_minor, gift_wrap_minor, image, made_to_order
     FROM order_items WHERE order_id = $1`,
    [templateId, order.id],
  );
  await shop.database.pool.query(
    `INSERT INTO payments (order_id, method, currency, amount_minor) SELECT $2, 'bank_transfer', currency, amount_minor FROM payments WHERE order_id = $1`,
    [templateId, order.id],
  );
  return { id: order.id, number: order.number, totalMinor: order.total_minor };
}

/** This year's invoices or credit notes (the shop's year is UTC's), by sequence. */
export async function issued(shop: ServedShop, table: 'invoices' | 'credit_notes'): Promise<Array<{ sequence: number; number: string }>> {
  const { rows } = await shop.database.pool.query(`SELECT sequence, number FROM ${table} WHERE year = $1 ORDER BY sequence`, [new Date().getUTCFullYear()]);
  return rows;
}

/**
 * Migration 0058 (decision record 057): the sizes that were US ring sizes by their label become ring
 * sizes kept as their circumference, and every order line that named one names it the same way, so an
 * old order still says what was ordered — "US 7 · 54.4 mm" — while free labels ("M") stay as they were.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { describe, expect, it } from 'vitest';
import { linePiece } from '../../domain/line-words.ts';
import { applyMigrations, migrationsFolder } from '../../server/db/migrate.ts';
import { getOrder } from '../../server/services/orders/index.ts';
import { useTestShop } from '../support/test-shop.ts';
import { EMBEDDED_RUNTIME_ROLE } from '../../server/db/roles.ts';

const shop = useTestShop({}, { sampleCatalog: false });

/** The migrations before 0058, as a folder of their own. */
function migrationsBefore0058(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((entry) => entry.idx < 58);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe('migration 0058', () => {
  it('keeps ring sizes as circumferences, and old orders read as they were ordered', async () => {
    const pool = shop.owner;
    await pool.query('DROP SCHEMA public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public');
    const client = await pool.connect();
    try {
      await migrate(drizzle(client), { migrationsFolder: migrationsBefore0058() });
    } finally {
      client.release();
    }
    await pool.query(`INSERT INTO sizes (label, position) VALUES ('5', 0), ('7', 1), ('7.5', 2), ('M', 3), ('16"', 4)`);
    const { rows: users } = await pool.query<{ id: number }>(
      `INSERT INTO users (first_name, last_name, email, password_hash) VALUES ('Ada', 'Lovelace', 'ada@example.com', 'x') RETURNING id`,
    );
    const userId = users[0]!.id;
    const { rows: methods } = await pool.query<{ id: number }>(
      `INSERT INTO shipping_methods (name, delivery_text, min_days, max_days, price_minor) VALUES ('Regular', '3-5 days', 3, 5, 500) RETURNING id`,
    );
    const { rows: orders } = await pool.query<{ id: number }>(
      `INSERT INTO orders (user_id, customer_name, contact, shipping_address, shipping_method_id, shipping_method_name, currency,
         subtotal_minor, shipping_minor, total_minor)
       VALUES ($1, 'Ada Lovelace', '{"name":"Ada Lovelace","email":"ada@example.com","phone":""}',
         '{"name":"Ada Lovelace","address":"1 Pearl St","city":"Portland","country":"United States","state":"Oregon","zip":"97201","phone":""}',
         $2, 'Regular', 'USD', 20000, 500, 20500) RETURNING id`,
      [userId, methods[0]!.id],
    );
    const orderId = orders[0]!.id;
    await pool.query(
      `INSERT INTO order_items (order_id, product_id, product_name, metal, size, quantity, unit_price_minor)
       VALUES ($1, 1, 'Halo Ring', '14K Gold', '7', 1, 10000), ($1, 2, 'Tennis Bracelet', '14K Gold', 'M', 1, 10000), ($1, 3, 'Studs', '14K Gold', '', 1, 0)`,
      [orderId],
    );

    await applyMigrations(pool, EMBEDDED_RUNTIME_ROLE);

    const { rows: sizes } = await pool.query('SELECT label, circumference_tenths FROM sizes ORDER BY position');
    expect(sizes).toEqual([
      { label: '49.3 mm', circumference_tenths: 493 },
      { label: '54.4 mm', circumference_tenths: 544 },
      { label: '55.7 mm', circumference_tenths: 557 },
      { label: 'M', circumference_tenths: null },
      { label: '16"', circumference_tenths: null },
    ]);
    const order = await getOrder(shop.database.db, userId, orderId);
    expect(order.sizeSystem).toBe('US');
    expect(order.items.map((item) => linePiece(item, { sizeSystem: order.sizeSystem }))).toEqual([
      '14K Gold · size US 7, 54.4 mm',
      '14K Gold · size M',
      '14K Gold · one size',
    ]);
  });
});

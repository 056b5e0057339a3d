/**
 * Migration 0035 (decision record 043) moves what the audit log held of anyone's attempts to sign
 * in — refused sign-ins, reset requests, shoppers' sign-ins and resets — into the security events,
 * and deletes it from the log; staff's entries stay, and the log is append-only again afterwards.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { describe, expect, it } from 'vitest';
import { applyMigrations, migrationsFolder } from '../../server/db/migrate.ts';
import { useTestShop } from '../support/test-shop.ts';
import { EMBEDDED_RUNTIME_ROLE } from '../../server/db/roles.ts';

const shop = useTestShop({}, { sampleCatalog: false });

/** The migrations before 0035, as a folder of their own. */
function migrationsBefore0035(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((entry) => entry.idx < 35);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe('migration 0035', () => {
  it('moves visitors’ and shoppers’ sign-in entries out of the audit log into the security events', async () => {
    const pool = shop.owner;
    await pool.query('DROP SCHEMA public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public');
    const client = await pool.connect();
    try {
      await migrate(drizzle(client), { migrationsFolder: migrationsBefore0035() });
    } finally {
      client.release();
    }
    const { rows: people } = await pool.query<{ id: number }>(`
      INSERT INTO users (first_name, last_name, email, password_hash, role) VALUES
        ('Ada', 'Shopper', 'ada@example.com', 'x', 'customer'), ('Sam', 'Staff', 'sam@example.com', 'x', 'staff')
      RETURNING id`);
    const [shopper, staff] = people.map((row) => row.id);
    await pool.query(
      `INSERT INTO audit_events (actor_id, actor_email, action, entity, entity_id, after) VALUES
        (NULL, NULL, 'account.sign_in_refused', 'user', 'unknown', '{"email":"stranger@example.com","reason":"unknown_address","ip":"203.0.113.9"}'),
        (NULL, NULL, 'account.password_reset_requested', 'user', $1::text, '{"email":"ada@example.com","ip":null}'),
        ($1::int, 'ada@example.com', 'account.sign_in', 'user', $1::text, '{"ip":null}'),
        ($2::int, 'sam@example.com', 'account.sign_in', 'user', $2::text, '{"ip":null}'),
        ($2::int, 'sam@example.com', 'staff.update', 'user', $1::text, '{"role":"staff"}')`,
      [String(shopper), String(staff)],
    );

    await applyMigrations(pool, EMBEDDED_RUNTIME_ROLE);

    const { rows: log } = await pool.query('SELECT action, actor_email FROM audit_events ORDER BY id');
    expect(log).toEqual([
      { action: 'account.sign_in', actor_email: 'sam@example.com' },
      { action: 'staff.update', actor_email: 'sam@example.com' },
    ]);
    const { rows: events } = await pool.query('SELECT kind, user_id, email, ip, detail FROM security_events ORDER BY kind');
    expect(events).toEqual([
      { kind: 'password_reset_requested', user_id: shopper, email: 'ada@example.com', ip: null, detail: null },
      { kind: 'sign_in', user_id: shopper, email: 'ada@example.com', ip: null, detail: null },
      { kind: 'sign_in_refused', user_id: null, email: 'stranger@example.com', ip: '203.0.113.9', detail: { reason: 'unknown_address' } },
    ]);
    // Append-only again.
    await expect(pool.query('DELETE FROM audit_events')).rejects.toThrow(/append-only/);
  });
});

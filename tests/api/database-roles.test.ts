/**
 * The shop serves with a role of its own (issue 37, decision record 058): not a superuser, owner of
 * nothing, so the two ways past the append-only triggers, `SET session_replication_role = replica`
 * and `ALTER TABLE … DISABLE TRIGGER`, are refused to its connection, while it keeps every right
 * the owner's migrations give it, and only those.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, withDatabase } from '../../server/db/database.ts';
import { EMBEDDED_RUNTIME_ROLE, grantToRuntime, runtimeRoleRisks } from '../../server/db/roles.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();

const risksOf = async (pool: pg.Pool) => {
  const client = await pool.connect();
  try {
    return await runtimeRoleRisks(client);
  } finally {
    client.release();
  }
};

/** Each table's data rights for `role`, as PostgreSQL decides them. */
const rightsOf = async (role: string) =>
  (
    await shop.owner.query<{ table: string; rights: string }>(
      `SELECT c.relname AS table,
              concat_ws(',', CASE WHEN has_table_privilege($1, c.oid, 'SELECT') THEN 'SELECT' END, CASE WHEN has_table_privilege($1, c.oid, 'INSERT') THEN 'INSERT' END,
                        CASE WHEN has_table_privilege($1, c.oid, 'UPDATE') THEN 'UPDATE'
                             WHEN has_any_column_privilege($1, c.oid, 'UPDATE') THEN 'UPDATE(' || (SELECT string_agg(a.attname, ',' ORDER BY a.attnum) FROM pg_attribute a
                               WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND has_column_privilege($1, c.oid, a.attnum, 'UPDATE')) || ')' END,
                        CASE WHEN has_table_privilege($1, c.oid, 'DELETE') THEN 'DELETE' END,
                        CASE WHEN has_table_privilege($1, c.oid, 'TRUNCATE') THEN 'TRUNCATE' END, CASE WHEN has_table_privilege($1, c.oid, 'TRIGGER') THEN 'TRIGGER' END) AS rights
         FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' ORDER BY 1`,
      [role],
    )
  ).rows;

/** The statements a client is sent, for telling a start that changes nothing. */
function recording(client: pg.PoolClient): { client: pg.PoolClient; sent: string[] } {
  const sent: string[] = [];
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  return { client: Object.assign(Object.create(client), { query: (...args: unknown[]) => (sent.push(String(args[0])), query(...args)) }), sent };
}

describe("the shop's own connection", () => {
  it('may not switch the triggers off, nor change or remove an audit entry; the owner could switch them off', async () => {
    const { pool } = shop.database;
    await expect(pool.query('SET session_replication_role = replica')).rejects.toMatchObject({ code: '42501' });
    await expect(pool.query('ALTER TABLE audit_events DISABLE TRIGGER USER')).rejects.toThrow(/must be owner of table audit_events/);
    await expect(pool.query('ALTER TABLE payment_events DISABLE TRIGGER ALL')).rejects.toThrow(/must be owner/);
    await expect(pool.query(`UPDATE audit_events SET action = 'forged'`)).rejects.toThrow(/permission denied for table audit_events/);
    await expect(pool.query('DELETE FROM audit_events')).rejects.toThrow(/permission denied for table audit_events/);
    expect((await pool.query('SELECT current_user AS role')).rows[0].role).toBe(EMBEDDED_RUNTIME_ROLE);
    expect(await risksOf(pool)).toEqual([]);

    // What the role's limits keep out: the owner, a superuser here, gets past the trigger this way.
    const owner = await shop.owner.connect();
    try {
      await owner.query('BEGIN');
      await owner.query('SET LOCAL session_replication_role = replica');
      await expect(owner.query(`UPDATE audit_events SET action = 'forged'`)).resolves.toBeTruthy();
      await owner.query('ROLLBACK');
    } finally {
      owner.release();
    }
    expect(await risksOf(shop.owner)).toEqual([expect.stringMatching(/is a superuser$/), expect.stringMatching(/owns .* audit_events/)]);
  });

  it("holds the owner's rights on every table and no more: none to change the ledgers' amounts, none to truncate or add triggers", async () => {
    const rights = new Map((await rightsOf(EMBEDDED_RUNTIME_ROLE)).map((row) => [row.table, row.rights]));
    expect(rights.get('orders')).toBe('SELECT,INSERT,UPDATE,DELETE');
    expect(rights.get('audit_events')).toBe('SELECT,INSERT');
    // The books' period may take an order away from its entries (that column alone), and a payment's entries with it.
    expect(rights.get('store_credit_entries')).toBe('SELECT,INSERT,UPDATE(order_id)');
    expect(rights.get('payment_events')).toBe('SELECT,INSERT,UPDATE(id),DELETE');
    await expect(shop.database.pool.query('UPDATE store_credit_entries SET amount_minor = 1')).rejects.toThrow(/permission denied/);
    expect([...rights.values()].filter((granted) => /TRUNCATE|TRIGGER/.test(granted))).toEqual([]);
    expect([...rights.entries()].filter(([, granted]) => !granted.includes('SELECT'))).toEqual([]);
  });

  it('a table that others refer to lets its owner check their keys (FOR KEY SHARE needs UPDATE on a column), superuser or not', async () => {
    // An owner that is not a superuser checks every foreign key as itself: a table whose owner gave up
    // every UPDATE could be referred to by nothing (migration 0060).
    const { rows } = await shop.owner.query<{ referred: string }>(
      `SELECT DISTINCT c.relname AS referred FROM pg_constraint k JOIN pg_class c ON c.oid = k.confrelid
        WHERE k.contype = 'f' AND c.relnamespace = 'public'::regnamespace
          AND NOT EXISTS (SELECT 1 FROM aclexplode(coalesce(c.relacl, acldefault('r', c.relowner))) a WHERE a.grantee = c.relowner AND a.privilege_type = 'UPDATE')
          AND NOT EXISTS (SELECT 1 FROM pg_attribute att CROSS JOIN LATERAL aclexplode(att.attacl) a
                           WHERE att.attrelid = c.oid AND att.attacl IS NOT NULL AND a.grantee = c.relowner AND a.privilege_type = 'UPDATE')
        ORDER BY 1`,
    );
    expect(rows).toEqual([]);
  });

  it('follows the migrations: a new table is granted, a right the owner gives up is taken back, and a start with nothing new changes nothing', async () => {
    await shop.owner.query('CREATE TABLE later_table (id serial PRIMARY KEY, note text)');
    await expect(shop.database.pool.query(`INSERT INTO later_table (note) VALUES ('a')`)).rejects.toThrow(/permission denied/);
    const client = await shop.owner.connect();
    try {
      await grantToRuntime(client, EMBEDDED_RUNTIME_ROLE);
      await shop.database.pool.query(`INSERT INTO later_table (note) VALUES ('a')`);
      await shop.owner.query('REVOKE UPDATE, DELETE ON later_table FROM CURRENT_USER');
      await grantToRuntime(client, EMBEDDED_RUNTIME_ROLE);
      await expect(shop.database.pool.query('DELETE FROM later_table')).rejects.toThrow(/permission denied/);
      const again = recording(client);
      await grantToRuntime(again.client, EMBEDDED_RUNTIME_ROLE);
      expect(again.sent.filter((text) => /^\s*(GRANT|REVOKE|BEGIN)/.test(text))).toEqual([]);
    } finally {
      await shop.owner.query('DROP TABLE later_table');
      client.release();
    }
  });
});

describe('a shop on an external server with two roles (the README’s recipe)', () => {
  const admin = inject('serverUrl');
  const suffix = randomBytes(3).toString('hex');
  const [ownerRole, shopRole, database] = [`shop_owner_${suffix}`, `shop_${suffix}`, `shop_roles_${suffix}`];
  const as = (role: string) => withDatabase(Object.assign(new URL(admin), { username: role, password: 'secret' }).toString(), database);
  const sql = async (statements: string[]) => {
    const client = new pg.Client(admin);
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  };
  afterAll(() => sql([`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`, `DROP ROLE IF EXISTS ${shopRole}`, `DROP ROLE IF EXISTS ${ownerRole}`]));

  it('migrates as the owner and serves as the other role; one role alone is warned about at the start', async () => {
    await sql([
      `CREATE ROLE ${ownerRole} LOGIN PASSWORD 'secret'`,
      `CREATE ROLE ${shopRole} LOGIN PASSWORD 'secret'`,
      `CREATE DATABASE ${database} OWNER ${ownerRole}`,
    ]);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-roles-'));
    const lines: string[] = [];
    const opened = await openDatabase({ databaseUrl: as(shopRole), databaseOwnerUrl: as(ownerRole), dataDir, log: (line) => lines.push(line) });
    try {
      expect((await opened.pool.query('SELECT current_user AS role')).rows[0].role).toBe(shopRole);
      expect((await opened.pool.query(`SELECT pg_get_userbyid(relowner) AS owner FROM pg_class WHERE oid = 'audit_events'::regclass`)).rows[0].owner).toBe(
        ownerRole,
      );
      await expect(opened.pool.query('ALTER TABLE audit_events DISABLE TRIGGER USER')).rejects.toThrow(/must be owner/);
      expect((await opened.pool.query('SELECT count(*)::int AS n FROM products')).rows[0].n).toBe(0);
      expect(lines.filter((line) => line.includes('WARNING'))).toEqual([]);
    } finally {
      await opened.shutdown();
    }

    const alone = await openDatabase({ databaseUrl: as(ownerRole), dataDir, log: (line) => lines.push(line) });
    await alone.shutdown();
    expect(lines.filter((line) => line.includes('WARNING'))).toEqual([
      expect.stringContaining(`the role ${ownerRole} owns (or acts as the owner of) audit_events, payment_events`),
    ]);
  }, 60_000);
});

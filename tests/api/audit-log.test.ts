/**
 * The audit log is append-only (decision record 023): through the shop's own connection (its
 * runtime role, which owns nothing: decision record 058) and through the owner's (a superuser here,
 * which only the trigger stops) an entry can be added but never changed or removed.
 */
import { describe, expect, it } from 'vitest';
import { recordAudit } from '../../server/services/audit/index.ts';
import { useTestShop } from '../support/test-shop.ts';
import { expectRefusedToAll } from '../support/append-only.ts';

const shop = useTestShop();

const APPEND_ONLY = /audit_events is append-only: an entry cannot be changed or deleted/;

async function entry(): Promise<number> {
  await recordAudit(shop.database.db, null, { action: 'setting.update', entity: 'setting', entityId: 'append-only-test', after: { kept: true } });
  const { rows } = await shop.database.pool.query(`SELECT max(id) AS id FROM audit_events WHERE entity_id = 'append-only-test'`);
  return rows[0].id as number;
}

describe('the audit log is append-only', () => {
  it('refuses an UPDATE through the app’s connection and the owner’s, and the entry stays as written', async () => {
    const id = await entry();
    await expectRefusedToAll(shop, `UPDATE audit_events SET after = '{"kept": false}' WHERE id = $1`, [id], APPEND_ONLY);
    await expectRefusedToAll(shop, `UPDATE audit_events SET actor_email = 'someone@example.com'`, [], APPEND_ONLY);
    const { rows } = await shop.database.pool.query('SELECT after, actor_email FROM audit_events WHERE id = $1', [id]);
    expect(rows[0]).toEqual({ after: { kept: true }, actor_email: null });
  });

  it('refuses a DELETE and a TRUNCATE, and every entry is still there', async () => {
    const id = await entry();
    const count = async () => Number((await shop.database.pool.query('SELECT count(*) AS n FROM audit_events')).rows[0].n);
    const before = await count();
    await expectRefusedToAll(shop, 'DELETE FROM audit_events WHERE id = $1', [id], APPEND_ONLY);
    await expectRefusedToAll(shop, 'DELETE FROM audit_events', [], APPEND_ONLY);
    await expectRefusedToAll(shop, 'TRUNCATE audit_events', [], APPEND_ONLY);
    expect(await count()).toBe(before);
  });

  it('refuses deleting an account that has entries, so no entry loses its actor', async () => {
    const { rows } = await shop.database.pool.query(
      `INSERT INTO users (first_name, last_name, email, password_hash) VALUES ('Ada', 'Lovelace', 'append-only@example.com', 'x') RETURNING id, email`,
    );
    await recordAudit(shop.database.db, rows[0], { action: 'order.note', entity: 'order', entityId: 1, after: { note: 'kept' } });
    await expect(shop.database.pool.query('DELETE FROM users WHERE id = $1', [rows[0].id])).rejects.toThrow(/audit_events_actor_id_users_id_fk/);
  });
});

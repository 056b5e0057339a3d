/**
 * ADMIN_EMAIL/ADMIN_PASSWORD at each start (ownerFromEnvironment, as server/main.ts runs it): the
 * first owner only; a restart never undoes what the owners did since; ADMIN_RESET acts once per
 * value; everything done is audited as the environment; the setup link's token is never logged.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { announceOwnerSetup, ownerFromEnvironment, ownerFromEnvironmentLine } from '../../server/services/accounts/index.ts';
import { linkToken, registerShopper, send, uniqueEmail } from '../support/shopper.ts';
import { createOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const ENV = { email: uniqueEmail('env-owner'), password: 'garnet-and-gold-77' };
const start = (extra: { reset?: string } = {}) => ownerFromEnvironment(shop.database.db, { ...ENV, ...extra });
const logIn = (email: string, password: string) => send(shop, 'POST', '/api/authenticate', { email, password });

async function changePasswordByMail(email: string, password: string) {
  await send(shop, 'POST', '/api/forgot-password', { email });
  const reset = await send(shop, 'POST', '/api/reset-password', {
    token: await linkToken(shop, email, '/reset-password'),
    password,
    confirmPassword: password,
  });
  expect(reset.status).toBe(200);
}

const environmentEntries = async (email: string) =>
  (
    await shop.database.pool.query(
      `SELECT action, actor_id, actor_email, before, after FROM audit_events
        WHERE entity = 'user' AND entity_id = (SELECT id::text FROM users WHERE lower(email) = lower($1)) AND actor_email = 'environment' ORDER BY id`,
      [email],
    )
  ).rows;

// The tests run in order on one shop: its first start, then restarts.
describe('ADMIN_EMAIL and ADMIN_PASSWORD at each start', () => {
  it('make the first owner when the shop has none, audited as the environment', async () => {
    expect(await start()).toBe('created');
    expect((await logIn(ENV.email, ENV.password)).status).toBe(200);
    expect(await environmentEntries(ENV.email)).toEqual([
      { action: 'owner.from-environment', actor_id: null, actor_email: 'environment', before: null, after: { email: ENV.email, role: 'owner' } },
    ]);
  });

  it('keep the password the owner changed since', async () => {
    await changePasswordByMail(ENV.email, 'changed-by-owner-88');
    expect(await start()).toBe('kept');
    expect((await logIn(ENV.email, 'changed-by-owner-88')).status).toBe(200);
    expect((await logIn(ENV.email, ENV.password)).status).toBe(401);
    expect(await environmentEntries(ENV.email)).toHaveLength(1);
  });

  it('leave an owner another owner disabled disabled', async () => {
    const otherEmail = uniqueEmail('other-owner');
    await createOwner(shop.database.db, { email: otherEmail, password: 'other-owner-pass-9' });
    const other = { Authorization: `Bearer ${(await logIn(otherEmail, 'other-owner-pass-9')).body.jwtToken}` };
    const { rows } = await shop.database.pool.query('SELECT id FROM users WHERE lower(email) = lower($1)', [ENV.email]);
    expect((await send(shop, 'PATCH', `/api/admin/staff/${rows[0].id}`, { disabled: true }, other)).status).toBe(200);
    expect(await start()).toBe('kept');
    expect((await logIn(ENV.email, 'changed-by-owner-88')).status).toBe(401);
    expect((await shop.database.pool.query('SELECT disabled_at IS NOT NULL AS disabled FROM users WHERE id = $1', [rows[0].id])).rows[0].disabled).toBe(true);
  });

  it('never promote another account, nor make a second owner', async () => {
    const shopper = await registerShopper(shop);
    expect(await ownerFromEnvironment(shop.database.db, { email: shopper.email, password: ENV.password })).toBe('ignored');
    expect((await shop.request('/api/admin/session', { headers: shopper.auth })).status).toBe(403);
    expect(await ownerFromEnvironment(shop.database.db, { email: uniqueEmail('second'), password: ENV.password })).toBe('ignored');
    expect((await shop.database.pool.query(`SELECT count(*)::int AS n FROM users WHERE role = 'owner'`)).rows[0].n).toBe(2);
  });

  it('ADMIN_RESET resets the owner once per value, audited with before and after', async () => {
    const stale = await logIn(ENV.email, 'changed-by-owner-88');
    expect(stale.status).toBe(401);
    expect(await start({ reset: 'locked-out-2026-11-27' })).toBe('reset');
    const login = await logIn(ENV.email, ENV.password);
    expect(login.status).toBe(200);
    expect((await shop.request('/api/admin/session', { headers: { Authorization: `Bearer ${login.body.jwtToken}` } })).body.role).toBe('owner');
    expect((await environmentEntries(ENV.email)).at(-1)).toMatchObject({
      action: 'owner.reset-from-environment',
      actor_id: null,
      actor_email: 'environment',
      before: { role: 'owner', disabled: true },
      after: { role: 'owner', disabled: false, password: 'reset', sessions: 'ended' },
    });

    // The same value left in the environment does nothing at the next start.
    await changePasswordByMail(ENV.email, 'changed-again-99');
    expect(await start({ reset: 'locked-out-2026-11-27' })).toBe('reset-spent');
    expect((await logIn(ENV.email, 'changed-again-99')).status).toBe(200);
    expect(await environmentEntries(ENV.email)).toHaveLength(2);
  });

  it('refuse a weak ADMIN_PASSWORD whatever the shop holds', async () => {
    await expect(ownerFromEnvironment(shop.database.db, { email: ENV.email, password: 'short' })).rejects.toThrow(/ADMIN_PASSWORD/);
    await expect(ownerFromEnvironment(shop.database.db, { email: ENV.email, password: 'Password1' })).rejects.toThrow(/ADMIN_PASSWORD: .*common/);
  });
});

describe('the start-up log', () => {
  it('names the setup token’s file, never the token', () => {
    const line = announceOwnerSetup(shop.config.dataDir, 'https://shop.example');
    const file = path.join(shop.config.dataDir, 'admin-setup-token');
    const token = readFileSync(file, 'utf8').trim();
    expect(token.length).toBeGreaterThan(30);
    expect(line).not.toContain(token);
    expect(line).toContain(file);
    expect(line).toContain('https://shop.example/admin/setup?token=');
    for (const outcome of ['created', 'kept', 'ignored', 'reset', 'reset-spent'] as const) {
      expect(ownerFromEnvironmentLine(ENV.email, outcome)).not.toContain(ENV.password);
    }
  });
});

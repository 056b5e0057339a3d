/**
 * Retention (issue 33, decision record 043): the owner's periods (audited, 400 naming the field,
 * owner only) and the job that enforces them — security events, contact messages and
 * custom-design requests with their photo files, unconfirmed accounts without orders — tested with
 * rows dated in the past: the old go, the young stay; two instances running it at once delete each
 * row once and both succeed; an instance passes over rows another holds instead of waiting.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../server/db/client.ts';
import { applyRetention } from '../../server/services/retention/index.ts';
import { findPieces, orderRequest, registerShopper, send, uniqueEmail } from '../support/shopper.ts';
import { joinStaff, signedInOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'retention-uploads-'));
const shop = useTestShop({ uploadsDir });

let owner: { Authorization: string };

beforeAll(async () => {
  owner = (await signedInOwner(shop)).auth;
});

const DEFAULTS = { securityEventDays: 90, messageDays: 730, unconfirmedAccountDays: 30 };

// Each test leaves the periods as it found them.
afterEach(async () => {
  await shop.database.pool.query('UPDATE retention_settings SET security_event_days = 90, message_days = 730, unconfirmed_account_days = 30');
});

const query = async <T extends pg.QueryResultRow = Record<string, any>>(text: string, values: unknown[] = []) =>
  (await shop.database.pool.query<T>(text, values)).rows;

/** A security event `days` old; answers its id. */
async function securityEvent(days: number): Promise<number> {
  const [row] = await query<{ id: number }>(
    `INSERT INTO security_events (kind, email, created_at) VALUES ('sign_in_refused', $1, now() - make_interval(days => $2)) RETURNING id`,
    [uniqueEmail('typed'), days],
  );
  return row!.id;
}

/** A message of `box` `days` old with a photo file in the uploads folder; answers its id and photo. */
async function message(box: 'contact_messages' | 'custom_design_requests', days: number): Promise<{ id: number; photo: string }> {
  const photo = `${box === 'contact_messages' ? 'contact' : 'design'}-${randomBytes(8).toString('hex')}.png`;
  writeFileSync(path.join(uploadsDir, photo), 'a photo');
  const columns = box === 'contact_messages' ? `name, email, subject, message` : `name, email, description`;
  const values = box === 'contact_messages' ? `'Ada', $1, 'Sizing', 'Resize my ring please'` : `'Ada', $1, 'A ring with my stone'`;
  const [row] = await query<{ id: number }>(
    `INSERT INTO ${box} (${columns}, photo, photo_bytes, created_at) VALUES (${values}, $2, 7, now() - make_interval(days => $3)) RETURNING id`,
    [uniqueEmail('sender'), photo, days],
  );
  return { id: row!.id, photo };
}

/** Makes an account `days` old and its address unconfirmed. */
const ageAccount = (id: number, days: number, confirmed = false) =>
  query(`UPDATE users SET created_at = now() - make_interval(days => $2), email_verified_at = ${confirmed ? 'now()' : 'NULL'} WHERE id = $1`, [id, days]);

const exists = async (table: string, id: number) => (await query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length === 1;

describe('the owner’s periods', () => {
  it('start at 90 days, 2 years and 30 days, and change only by the owner, audited', async () => {
    const read = await send(shop, 'GET', '/api/admin/settings/retention', undefined, owner);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ ...DEFAULTS, words: { securityEvents: '90 days', messages: '2 years', unconfirmedAccounts: '30 days' } });

    const staff = await joinStaff(shop, owner, { email: uniqueEmail('staff') });
    expect((await send(shop, 'PUT', '/api/admin/settings/retention', { ...DEFAULTS, messageDays: 365 }, staff)).status).toBe(403);

    const saved = await send(shop, 'PUT', '/api/admin/settings/retention', { ...DEFAULTS, messageDays: 365 }, owner);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ messageDays: 365, words: { messages: '1 year' } });
    const [entry] = await query(`SELECT before, after FROM audit_events WHERE action = 'retention.settings' ORDER BY id DESC LIMIT 1`);
    // The bookkeeping period (decision record 044), left out of the request, stays as it was.
    expect(entry).toEqual({ before: { ...DEFAULTS, bookkeepingDays: 3650 }, after: { ...DEFAULTS, messageDays: 365, bookkeepingDays: 3650 } });
  });

  it('refuses a period that is no whole number of days in bounds, naming the field, and changes nothing', async () => {
    for (const messageDays of [0, 3651, 2.5, 'soon']) {
      const answer = await send(shop, 'PUT', '/api/admin/settings/retention', { ...DEFAULTS, messageDays }, owner);
      expect(answer.status, String(messageDays)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain('Messages and design requests: a whole number of days from 1 to 3650');
    }
    expect((await send(shop, 'GET', '/api/admin/settings/retention', undefined, owner)).body).toMatchObject(DEFAULTS);
  });
});

describe('the retention job', () => {
  it('deletes what outlived its period, photos too, and keeps the young', async () => {
    const events = { old: await securityEvent(91), young: await securityEvent(89) };
    const contact = { old: await message('contact_messages', 731), young: await message('contact_messages', 729) };
    const design = { old: await message('custom_design_requests', 731), young: await message('custom_design_requests', 729) };

    const { oneSize } = await findPieces(shop);
    const buyer = await registerShopper(shop, {}, { verified: true });
    const item = { variantId: oneSize.variantId, metal: oneSize.metals[0], size: '', quantity: 1 };
    expect((await send(shop, 'POST', '/api/orders', orderRequest(buyer, [item]), buyer.auth)).status).toBe(201);
    const [stale, young, confirmed] = [await registerShopper(shop), await registerShopper(shop), await registerShopper(shop)];
    await ageAccount(stale.id, 31);
    await ageAccount(young.id, 29);
    await ageAccount(confirmed.id, 31, true);
    await ageAccount(buyer.id, 31);

    await applyRetention(shop.database.db, uploadsDir);

    expect([await exists('security_events', events.old), await exists('security_events', events.young)]).toEqual([false, true]);
    for (const [table, rows] of [
      ['contact_messages', contact],
      ['custom_design_requests', design],
    ] as const) {
      expect([await exists(table, rows.old.id), await exists(table, rows.young.id)], table).toEqual([false, true]);
      expect([existsSync(path.join(uploadsDir, rows.old.photo)), existsSync(path.join(uploadsDir, rows.young.photo))], table).toEqual([false, true]);
    }
    expect(await exists('users', stale.id)).toBe(false);
    // Its sign-in events went with it; the others' stay, as do their accounts.
    expect(await query('SELECT 1 FROM security_events WHERE user_id = $1', [stale.id])).toEqual([]);
    expect([await exists('users', young.id), await exists('users', confirmed.id), await exists('users', buyer.id)]).toEqual([true, true, true]);
    // The deleted account no longer signs in.
    expect((await send(shop, 'POST', '/api/authenticate', { email: stale.email, password: stale.password })).status).toBe(401);
  });

  it('follows the owner’s periods', async () => {
    const event = await securityEvent(10);
    const note = await message('contact_messages', 10);
    await applyRetention(shop.database.db, uploadsDir);
    expect([await exists('security_events', event), await exists('contact_messages', note.id)]).toEqual([true, true]);
    expect((await send(shop, 'PUT', '/api/admin/settings/retention', { ...DEFAULTS, securityEventDays: 7, messageDays: 7 }, owner)).status).toBe(200);
    await applyRetention(shop.database.db, uploadsDir);
    expect([await exists('security_events', event), await exists('contact_messages', note.id)]).toEqual([false, false]);
  });

  it('run by two instances at the same moment, deletes each row once and fails nothing', async () => {
    const before = await query<{ n: number }>('SELECT count(*)::int AS n FROM security_events WHERE created_at < now() - interval $$90 days$$');
    await query(
      `INSERT INTO security_events (kind, email, created_at) SELECT 'sign_in_refused', 'typed-' || i || '@example.com', now() - interval '100 days' FROM generate_series(1, 2500) i`,
    );
    const messages = await Promise.all(Array.from({ length: 30 }, () => message('contact_messages', 800)));
    const accounts = await Promise.all(Array.from({ length: 6 }, () => registerShopper(shop)));
    for (const account of accounts) await ageAccount(account.id, 40);

    const other = connect(shop.database.pool.options.connectionString!, { max: 4 });
    try {
      const counts = await Promise.all([applyRetention(shop.database.db, uploadsDir), applyRetention(other.db, uploadsDir)]);
      expect(counts[0] + counts[1]).toBe(before[0]!.n + 2500 + messages.length + accounts.length);
    } finally {
      await other.close();
    }
    expect(await query('SELECT 1 FROM security_events WHERE created_at < now() - interval $$90 days$$')).toEqual([]);
    expect(messages.filter((sent) => existsSync(path.join(uploadsDir, sent.photo)))).toEqual([]);
  });

  it('passes over rows another instance is deleting, instead of waiting for them', async () => {
    const held = await securityEvent(200);
    const free = await securityEvent(200);
    const holder = new pg.Client(shop.database.pool.options.connectionString);
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM security_events WHERE id = $1 FOR UPDATE', [held]);
      const started = Date.now();
      await applyRetention(shop.database.db, uploadsDir);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect([await exists('security_events', held), await exists('security_events', free)]).toEqual([true, false]);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
  });
});

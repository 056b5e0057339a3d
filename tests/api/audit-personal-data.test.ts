/**
 * Personal data in the audit log (issue 33, decision record 046): an entry about a customer keeps
 * their personal fields sealed under the customer's own key, so the table holds no e-mail, phone or
 * note in the clear; the owner reads them while the key exists; once erasure destroyed the key
 * (`forgetPerson`) they read "erased", and not one audit row was changed or removed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { forgetPerson, recordAudit, setAuditSecret } from '../../server/services/audit/index.ts';
import { payInFull } from '../support/payments.ts';
import { findPieces, orderRequest, registerShopper, send, type Shopper } from '../support/shopper.ts';
import { signedInOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const PHONE = '+44 20 7946 0111';
let owner: { email: string; auth: Record<string, string> };
let pieces: Awaited<ReturnType<typeof findPieces>>;

beforeAll(async () => {
  owner = await signedInOwner(shop);
  pieces = await findPieces(shop);
});

/** An entry the owner records about a person (`subject`), with its fields. */
async function recordAbout(person: number, action: string, fields: Pick<Parameters<typeof recordAudit>[2], 'before' | 'after'>) {
  const [actor] = (await shop.database.pool.query('SELECT id, email FROM users WHERE email = $1', [owner.email])).rows;
  await recordAudit(shop.database.db, actor, { action, entity: 'user', entityId: person, subject: person, ...fields });
}

/** A customer with an order, a staff note on it naming them, and an entry about their details as the customers' and erasure's modules write one. */
async function customerWithEntries(lastName: string) {
  const shopper = await registerShopper(shop, { lastName });
  const item = { variantId: pieces.oneSize.variantId, metal: pieces.oneSize.metals[0], size: '', quantity: 1 };
  const placed = await send(shop, 'POST', '/api/orders', orderRequest(shopper, [item]), shopper.auth);
  expect(placed.status).toBe(201);
  const order = placed.body as { id: number };
  const noted = await send(shop, 'POST', `/api/admin/orders/${order.id}/notes`, { note: `Ring ${shopper.email} before sending` }, owner.auth);
  expect(noted.status).toBe(201);
  await recordAbout(shopper.id, 'customer.update', {
    before: { email: shopper.email, phone: null, orders: 2 },
    after: { email: shopper.email, phone: PHONE, newsletter: true },
  });
  return { shopper, orderId: order.id };
}

const entriesAbout = async (query: string) => {
  const answer = await shop.request(`/api/admin/audit?${query}`, { headers: owner.auth });
  expect(answer.status).toBe(200);
  return answer.body.entries as Array<{ id: number; action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>;
};

/** Every audit row as the database holds it, by id (a change to any would show). */
async function rawRows(): Promise<Map<number, string>> {
  const { rows } = await shop.database.pool.query('SELECT id, t::text AS row FROM audit_events t ORDER BY id');
  return new Map(rows.map((row: { id: number; row: string }) => [row.id, row.row]));
}

const tableText = async (table: string) =>
  (await shop.database.pool.query(`SELECT coalesce(string_agg(t::text, ' '), '') AS text FROM ${table} t`)).rows[0].text as string;

describe('an entry about a customer', () => {
  let shopper: Shopper;
  let orderId: number;
  beforeAll(async () => ({ shopper, orderId } = await customerWithEntries('Sealed')));

  it('is sealed in the table: no e-mail, phone or note in the clear, in the entries or beside the keys', async () => {
    const audit = await tableText('audit_events');
    expect(audit).not.toContain(shopper.email);
    expect(audit).not.toContain(PHONE);
    expect(audit).not.toContain('before sending');
    expect(audit).toContain('$sealed');
    // What is not personal stays as written: the owner can still filter and read it without the key.
    const { rows } = await shop.database.pool.query(`SELECT after FROM audit_events WHERE action = 'customer.update' AND entity_id = $1`, [String(shopper.id)]);
    expect(rows[0].after).toMatchObject({ newsletter: true, email: { person: shopper.id }, phone: { person: shopper.id } });
    const keys = await tableText('person_keys');
    expect(keys).not.toContain(shopper.email);
  });

  it('reads in the clear on the audit log and the order’s history while the key exists', async () => {
    const [note] = await entriesAbout(`entity=order&entityId=${orderId}`);
    expect(note).toMatchObject({ action: 'order.note', after: { note: `Ring ${shopper.email} before sending` } });
    const [details] = await entriesAbout(`entity=user&entityId=${shopper.id}`);
    expect(details).toMatchObject({
      before: { email: shopper.email, phone: null, orders: 2 },
      after: { email: shopper.email, phone: PHONE, newsletter: true },
    });
  });

  it('opens nothing with the database alone: under another shop secret the fields are unreadable', async () => {
    setAuditSecret('not-the-shop-secret');
    try {
      const [details] = await entriesAbout(`entity=user&entityId=${shopper.id}`);
      expect(details!.after).toEqual({ email: { withheld: 'unreadable' }, phone: { withheld: 'unreadable' }, newsletter: true });
    } finally {
      setAuditSecret(shop.config.jwtSecret);
    }
  });

  it('reads "erased" once the person is forgotten, and not one audit row changed or went', async () => {
    const before = await rawRows();
    const other = await customerWithEntries('Kept');
    await shop.database.db.transaction((tx) => forgetPerson(tx, shopper.id));

    const [note] = await entriesAbout(`entity=order&entityId=${orderId}`);
    expect(note!.after).toEqual({ note: { withheld: 'erased' } });
    const [details] = await entriesAbout(`entity=user&entityId=${shopper.id}`);
    expect(details!.before).toEqual({ email: { withheld: 'erased' }, phone: null, orders: 2 });
    expect(details!.after).toEqual({ email: { withheld: 'erased' }, phone: { withheld: 'erased' }, newsletter: true });
    // Another customer's entries are untouched by it.
    const [kept] = await entriesAbout(`entity=user&entityId=${other.shopper.id}`);
    expect(kept!.after).toMatchObject({ email: other.shopper.email, phone: PHONE });

    const after = await rawRows();
    for (const [id, row] of before) expect(after.get(id), `audit entry ${id}`).toBe(row);
    expect([...after.keys()].filter((id) => !before.has(id))).toHaveLength(2);
    const { rows } = await shop.database.pool.query('SELECT wrapped_key, forgotten_at FROM person_keys WHERE user_id = $1', [shopper.id]);
    expect(rows).toEqual([{ wrapped_key: null, forgotten_at: expect.any(Date) }]);
  });

  it('keeps nothing personal of an entry written about the person after erasure', async () => {
    await recordAbout(shopper.id, 'customer.erase', { after: { email: shopper.email, erased: true } });
    expect(await tableText('audit_events')).not.toContain(shopper.email);
    const [erase] = await entriesAbout(`entity=user&entityId=${shopper.id}`);
    expect(erase).toMatchObject({ action: 'customer.erase', after: { email: { withheld: 'erased' }, erased: true } });
    // The key was not made again.
    const { rows } = await shop.database.pool.query('SELECT wrapped_key FROM person_keys WHERE user_id = $1', [shopper.id]);
    expect(rows).toEqual([{ wrapped_key: null }]);
  });
});

describe('an order shipped to a customer', () => {
  it('keeps the parcel’s tracking number sealed (the carrier shows where it went), the status in the clear', async () => {
    const { shopper, orderId } = await customerWithEntries('Shipped');
    const move = (change: Record<string, unknown>) => send(shop, 'POST', `/api/admin/orders/${orderId}/status`, change, owner.auth);
    expect((await move({ status: 'Confirmed' })).status).toBe(200);
    await payInFull(shop, orderId, owner.auth);
    expect((await move({ status: 'Ready to ship' })).status).toBe(200);
    expect((await move({ status: 'Shipped', carrier: 'Pigeon Post', trackingNumber: 'PP-SEALED-42' })).status).toBe(200);
    expect(await tableText('audit_events')).not.toContain('PP-SEALED-42');
    const shipped = (await entriesAbout(`entity=order&entityId=${orderId}`)).find((entry) => entry.after?.status === 'Shipped');
    expect(shipped!.after).toEqual({ status: 'Shipped', carrier: 'Pigeon Post', trackingNumber: 'PP-SEALED-42' });
    await shop.database.db.transaction((tx) => forgetPerson(tx, shopper.id));
    const after = (await entriesAbout(`entity=order&entityId=${orderId}`)).find((entry) => entry.after?.status === 'Shipped');
    expect(after!.after).toEqual({ status: 'Shipped', carrier: 'Pigeon Post', trackingNumber: { withheld: 'erased' } });
  });
});

describe('the per-person keys', () => {
  it('are made only for an entry that holds personal data, once per person however many write at once', async () => {
    const shopper = await registerShopper(shop, { lastName: 'Keyed' });
    const keysOf = async () => (await shop.database.pool.query('SELECT wrapped_key FROM person_keys WHERE user_id = $1', [shopper.id])).rows;
    await recordAudit(shop.database.db, null, { action: 'customer.tag', entity: 'user', entityId: shopper.id, subject: shopper.id, after: { count: 1 } });
    expect(await keysOf()).toEqual([]);
    await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        shop.database.db.transaction((tx) =>
          recordAudit(tx, null, { action: 'customer.note', entity: 'user', entityId: shopper.id, subject: shopper.id, after: { body: `note ${i}` } }),
        ),
      ),
    );
    expect(await keysOf()).toHaveLength(1);
    const notes = (await entriesAbout(`entity=user&entityId=${shopper.id}`)).filter((entry) => entry.action === 'customer.note');
    expect(notes.map((entry) => entry.after!.body).sort()).toEqual(['note 0', 'note 1', 'note 2', 'note 3']);
  });

  it('an entry about a customer is about them without saying so', async () => {
    const shopper = await registerShopper(shop, { lastName: 'Tagged' });
    await recordAudit(shop.database.db, null, {
      action: 'customer.tags',
      entity: 'customer',
      entityId: shopper.id,
      before: { tags: [] },
      after: { tags: ['trade-buyer-xq'] },
    });
    expect(await tableText('audit_events')).not.toContain('trade-buyer-xq');
    const [tags] = await entriesAbout(`entity=customer&entityId=${shopper.id}`);
    expect(tags).toMatchObject({ before: { tags: [] }, after: { tags: ['trade-buyer-xq'] } });
  });

  it('an entry with no subject is written as it was', async () => {
    await recordAudit(shop.database.db, null, { action: 'setting.update', entity: 'setting', entityId: 'plain', after: { email: 'shop@example.com' } });
    const { rows } = await shop.database.pool.query(`SELECT after FROM audit_events WHERE entity_id = 'plain'`);
    expect(rows[0].after).toEqual({ email: 'shop@example.com' });
  });
});

/**
 * What the audit log records beyond back-office writes (decision records 023 and 043): a staff
 * member's sign-ins and password resets, and each download of an order's packing slip or invoice,
 * by whom. The owner reads each in words. What anyone's attempt to sign in leaves is a security
 * event instead (tests/api/security-events.test.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntities, recordAudit } from '../../server/services/audit/index.ts';
import { createOwner, joinStaff } from '../support/staff.ts';
import { findPieces, linkToken, orderRequest, registerShopper, send, uniqueEmail } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();

const OWNER_PASSWORD = 'garnet-and-gold-77';
let owner: Record<string, string>;
let ownerEmail: string;

beforeAll(async () => {
  ownerEmail = uniqueEmail('owner');
  await createOwner(shop.database.db, { email: ownerEmail, password: OWNER_PASSWORD });
  owner = { Authorization: `Bearer ${(await send(shop, 'POST', '/api/authenticate', { email: ownerEmail, password: OWNER_PASSWORD })).body.jwtToken}` };
});

interface Entry {
  actorEmail: string | null;
  action: string;
  label: string;
  entity: string;
  entityId: string;
  after: Record<string, unknown> | null;
}

/** The owner's audit log (its API), newest first, for one entity. */
async function auditOf(entity: string, entityId: string | number): Promise<Entry[]> {
  const answer = await send(shop, 'GET', `/api/admin/audit?entity=${entity}&entityId=${entityId}`, undefined, owner);
  expect(answer.status).toBe(200);
  return answer.body.entries;
}

const login = (email: string, password: string) => send(shop, 'POST', '/api/authenticate', { email, password });

// Shoppers' sign-ins, anyone's refused ones and reset requests are security events, not audit
// entries: tests/api/security-events.test.ts.

describe('a staff member signing in and resetting their password', () => {
  it('records the sign-in with who and from where, and a reset from an e-mailed link', async () => {
    const staffEmail = uniqueEmail('staff');
    await joinStaff(shop, owner, { email: staffEmail, password: 'jade-and-silver-42' });
    expect((await login(staffEmail, 'jade-and-silver-42')).status).toBe(200);
    const { rows } = await shop.database.pool.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [staffEmail]);
    const staffId = rows[0]!.id;
    const [entry] = await auditOf('user', staffId);
    expect(entry).toMatchObject({ action: 'account.sign_in', label: 'Signed in', actorEmail: staffEmail, after: { ip: null } });

    expect((await send(shop, 'POST', '/api/forgot-password', { email: staffEmail })).status).toBe(200);
    const token = await linkToken(shop, staffEmail, '/reset-password');
    const reset = await send(shop, 'POST', '/api/reset-password', { token, password: 'a-new-secret-77', confirmPassword: 'a-new-secret-77' });
    expect(reset.status).toBe(200);
    const [done] = await auditOf('user', staffId);
    expect(done).toMatchObject({ action: 'account.password_reset', label: 'Password reset from an e-mailed link', actorEmail: staffEmail });
  });
});

describe('downloading an order’s documents', () => {
  it('records each download, which document and by whom', async () => {
    const { oneSize } = await findPieces(shop);
    const shopper = await registerShopper(shop, {}, { verified: true });
    const item = { variantId: oneSize.variantId, metal: oneSize.metals[0], size: '', quantity: 1 };
    const placed = await send(shop, 'POST', '/api/orders', orderRequest(shopper, [item]), shopper.auth);
    expect(placed.status).toBe(201);
    const order = placed.body as { id: number; number: number };

    for (const document of ['packing-slip', 'invoice'] as const) {
      const answer = await shop.api.request(`/admin/orders/${order.id}/${document}`, { headers: owner });
      expect(answer.status).toBe(200);
      const [entry] = await auditOf('order', order.id);
      expect(entry).toMatchObject({
        action: 'order.document_download',
        label: 'Document downloaded',
        actorEmail: ownerEmail,
        after: { document, number: order.number },
      });
    }
    // A shopper cannot download it, and a refused download records nothing.
    expect((await shop.api.request(`/admin/orders/${order.id}/invoice`, { headers: shopper.auth })).status).toBe(403);
    expect((await auditOf('order', order.id)).filter((entry) => entry.action === 'order.document_download')).toHaveLength(2);
  });
});

describe('the views of the log', () => {
  const page = async (query: string) => {
    const answer = await send(shop, 'GET', `/api/admin/audit${query}`, undefined, owner);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.entries as Entry[];
  };

  it('holds what staff do, nothing of a shopper’s sign-ins, and everything about one entity', async () => {
    const shopper = await registerShopper(shop);
    await login(shopper.email, 'not-the-password-1');
    await login(ownerEmail, OWNER_PASSWORD);

    const byShopper = (entries: Entry[]) =>
      entries.filter((entry) => entry.actorEmail === shopper.email || JSON.stringify(entry.after ?? {}).includes(shopper.email));
    const log = await page('');
    expect(byShopper(log)).toEqual([]);
    expect(byShopper(await page(`?entity=user&entityId=${shopper.id}`))).toEqual([]);
    // The owner's own sign-in is a staff action.
    expect(log.some((entry) => entry.action === 'account.sign_in' && entry.actorEmail === ownerEmail)).toBe(true);
    expect(await send(shop, 'GET', '/api/admin/audit?from=yesterday', undefined, owner)).toMatchObject({ status: 400 });
  });

  it('offers as entities those the log has entries about, each once, in order', async () => {
    await recordAudit(shop.database.db, null, { action: 'setting.update', entity: 'setting', entityId: 'views-test', after: { kept: true } });
    const entities = await auditEntities(shop.database.db);
    const { rows } = await shop.database.pool.query('SELECT DISTINCT entity FROM audit_events ORDER BY entity');
    expect(entities).toEqual(rows.map((row) => row.entity));
    expect(entities).toEqual(expect.arrayContaining(['setting', 'user']));
  });
});

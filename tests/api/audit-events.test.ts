/**
 * What the audit log records beyond back-office writes (decision record 023): sign-ins, refused
 * sign-ins (an unknown address and a wrong password alike to the client, told apart for the
 * owner, the password tried never kept), password resets asked for and done, and each download of
 * an order's packing slip or invoice, by whom. The owner reads each in words.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntities, recordAudit } from '../../server/services/audit/index.ts';
import { createOwner } from '../support/staff.ts';
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

describe('signing in', () => {
  it('records a sign-in with who and from where', async () => {
    const shopper = await registerShopper(shop);
    const [entry] = await auditOf('user', shopper.id);
    expect(entry).toMatchObject({ action: 'account.sign_in', label: 'Signed in', actorEmail: shopper.email, after: { ip: null } });
  });

  it('records a refused sign-in, unknown address and wrong password alike to the client, never the password tried', async () => {
    const shopper = await registerShopper(shop);
    const stranger = uniqueEmail('nobody');
    const wrong = await login(shopper.email, 'not-the-password-123');
    const unknown = await login(stranger, 'not-the-password-456');
    expect(wrong.status).toBe(401);
    expect(unknown).toEqual({ ...wrong, headers: unknown.headers });

    const [known] = await auditOf('user', shopper.id);
    expect(known).toMatchObject({
      action: 'account.sign_in_refused',
      label: 'Sign-in refused',
      actorEmail: null,
      after: { email: shopper.email, reason: 'wrong_password' },
    });
    const nobody = (await auditOf('user', 'unknown')).find((entry) => entry.after?.email === stranger);
    expect(nobody).toMatchObject({ action: 'account.sign_in_refused', after: { email: stranger, reason: 'unknown_address' } });
    const { rows } = await shop.database.pool.query(`SELECT count(*)::int AS n FROM audit_events WHERE after::text LIKE '%not-the-password%'`);
    expect(rows[0].n).toBe(0);
  });
});

describe('resetting a password', () => {
  it('records the link asked for (with or without an account) and the password set from it', async () => {
    const shopper = await registerShopper(shop);
    const stranger = uniqueEmail('nobody');
    expect((await send(shop, 'POST', '/api/forgot-password', { email: shopper.email })).status).toBe(200);
    expect((await send(shop, 'POST', '/api/forgot-password', { email: stranger })).status).toBe(200);
    const [asked] = await auditOf('user', shopper.id);
    expect(asked).toMatchObject({ action: 'account.password_reset_requested', label: 'Password reset link asked for', after: { email: shopper.email } });
    expect((await auditOf('user', 'unknown')).some((entry) => entry.action === 'account.password_reset_requested' && entry.after?.email === stranger)).toBe(
      true,
    );

    const token = await linkToken(shop, shopper.email, '/reset-password');
    const reset = await send(shop, 'POST', '/api/reset-password', { token, password: 'a-new-secret-77', confirmPassword: 'a-new-secret-77' });
    expect(reset.status).toBe(200);
    const [done] = await auditOf('user', shopper.id);
    expect(done).toMatchObject({ action: 'account.password_reset', label: 'Password reset from an e-mailed link', actorEmail: shopper.email });
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

  it('shows staff actions by default, shoppers’ sign-ins on asking, and everything about one entity', async () => {
    const shopper = await registerShopper(shop);
    await login(shopper.email, 'not-the-password-1');
    await login(ownerEmail, OWNER_PASSWORD);

    const byShopper = (entries: Entry[]) => entries.filter((entry) => entry.actorEmail === shopper.email || entry.after?.email === shopper.email);
    const staffView = await page('');
    expect(byShopper(staffView)).toEqual([]);
    // The owner's own sign-in is a staff action.
    expect(staffView.some((entry) => entry.action === 'account.sign_in' && entry.actorEmail === ownerEmail)).toBe(true);

    const shoppers = await page('?show=shoppers');
    expect(byShopper(shoppers).map((entry) => entry.action)).toEqual(expect.arrayContaining(['account.sign_in', 'account.sign_in_refused']));
    expect(shoppers.every((entry) => entry.action.startsWith('account.') && entry.actorEmail !== ownerEmail)).toBe(true);

    expect(byShopper(await page('?show=all')).length).toBeGreaterThanOrEqual(2);
    expect(byShopper(await page(`?entity=user&entityId=${shopper.id}`)).length).toBeGreaterThanOrEqual(1);
    expect(await send(shop, 'GET', '/api/admin/audit?show=robots', undefined, owner)).toMatchObject({ status: 400 });
  });

  it('offers as entities those the log has entries about, each once, in order', async () => {
    await recordAudit(shop.database.db, null, { action: 'setting.update', entity: 'setting', entityId: 'views-test', after: { kept: true } });
    const entities = await auditEntities(shop.database.db);
    const { rows } = await shop.database.pool.query('SELECT DISTINCT entity FROM audit_events ORDER BY entity');
    expect(entities).toEqual(rows.map((row) => row.entity));
    expect(entities).toEqual(expect.arrayContaining(['setting', 'user']));
  });
});

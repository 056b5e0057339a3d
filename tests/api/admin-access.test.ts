import { statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureOwner, isSetupTokenValid, ownerSetupToken, setUpFirstOwner, acceptInvitation, invitedMember } from '../../server/services/accounts/index.ts';
import { linkToken, outboxMessages, registerShopper, send, uniqueEmail } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();

const OWNER_PASSWORD = 'garnet-and-gold-77';

async function logIn(email: string, password: string, rememberMe = false) {
  const answer = await send(shop, 'POST', '/api/authenticate', { email, password, rememberMe });
  if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  return { Authorization: `Bearer ${answer.body.jwtToken}` };
}

/** A path of the OpenAPI document with its parameters filled in. */
const concrete = (template: string) => template.replace(/\{[^}]+\}/g, '1');

describe('the first owner', () => {
  it('is created once from the setup link the first start prints (token in DATA_DIR, mode 0600)', async () => {
    const token = ownerSetupToken(shop.config.dataDir);
    const file = path.join(shop.config.dataDir, 'admin-setup-token');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(ownerSetupToken(shop.config.dataDir)).toBe(token);
    expect(await isSetupTokenValid(shop.database.db, shop.config.dataDir, 'wrong')).toBe(false);
    expect(await isSetupTokenValid(shop.database.db, shop.config.dataDir, token)).toBe(true);

    const details = {
      firstName: 'Olive',
      lastName: 'Owner',
      email: uniqueEmail('owner'),
      password: OWNER_PASSWORD,
      confirmPassword: OWNER_PASSWORD,
      acceptTerms: true,
    };
    await expect(setUpFirstOwner(shop.database.db, shop.config.dataDir, 'wrong', details)).rejects.toThrow(
      'This setup link is invalid or has already been used.',
    );
    const owner = await setUpFirstOwner(shop.database.db, shop.config.dataDir, token, details);
    expect(owner).toMatchObject({ role: 'owner', emailVerified: true, email: details.email });
    // The link is spent: the file is gone, and a second owner cannot be made with it.
    expect(() => statSync(file)).toThrow();
    expect(await isSetupTokenValid(shop.database.db, shop.config.dataDir, token)).toBe(false);
    const session = await logIn(details.email, OWNER_PASSWORD);
    expect((await shop.request('/api/admin/session', { headers: session })).body).toMatchObject({ role: 'owner', email: details.email });
  });

  it('ADMIN_EMAIL and ADMIN_PASSWORD create the owner, or promote and reset an existing account', async () => {
    const email = uniqueEmail('admin');
    expect(await ensureOwner(shop.database.db, { email, password: OWNER_PASSWORD })).toBe('created');
    await logIn(email, OWNER_PASSWORD);
    const shopper = await registerShopper(shop);
    expect(await ensureOwner(shop.database.db, { email: shopper.email, password: 'new-owner-pass-5' })).toBe('updated');
    expect((await shop.request('/api/me', { headers: shopper.auth })).status).toBe(401);
    expect((await shop.request('/api/admin/session', { headers: await logIn(shopper.email, 'new-owner-pass-5') })).body.role).toBe('owner');
    await expect(ensureOwner(shop.database.db, { email, password: 'Password1' })).rejects.toThrow(/common/);
    await expect(ensureOwner(shop.database.db, { email, password: 'short' })).rejects.toThrow(/ADMIN_PASSWORD/);
  });
});

describe('every /api/admin operation', () => {
  it('answers 401 without a session and 403 to a customer', async () => {
    const { body: document } = await shop.request('/api/openapi.json');
    const operations = Object.entries(document.paths as Record<string, Record<string, unknown>>)
      .filter(([template]) => template.startsWith('/admin'))
      .flatMap(([template, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: `/api${concrete(template)}` })));
    expect(operations.length).toBeGreaterThanOrEqual(4);
    const customer = await registerShopper(shop);
    for (const { method, path: url } of operations) {
      const body = method === 'GET' ? undefined : {};
      const anonymous = await send(shop, method, url, body);
      expect(anonymous.status, `${method} ${url} without a session`).toBe(401);
      expect(anonymous.body.message).toBe('Log in with a staff account to use the back office.');
      const refused = await send(shop, method, url, body, customer.auth);
      expect(refused.status, `${method} ${url} as a customer`).toBe(403);
      expect(refused.body.message).toBe('The back office is for the shop’s staff.');
    }
  });

  it('also guards paths the document does not list', async () => {
    expect((await shop.request('/api/admin/not-yet-written')).status).toBe(401);
  });
});

describe('staff', () => {
  it('the owner invites a person; the link sets their password; staff cannot manage staff', async () => {
    const ownerEmail = uniqueEmail('boss');
    await ensureOwner(shop.database.db, { email: ownerEmail, password: OWNER_PASSWORD });
    const owner = await logIn(ownerEmail, OWNER_PASSWORD);
    const email = uniqueEmail('maker');
    const invited = await send(shop, 'POST', '/api/admin/staff', { email, firstName: 'Mira', lastName: 'Maker' }, owner);
    expect(invited).toMatchObject({ status: 201, body: { email, role: 'staff', disabled: false, emailVerified: false } });
    expect((await send(shop, 'POST', '/api/admin/staff', { email, firstName: 'Mira', lastName: 'Maker' }, owner)).status).toBe(409);

    const [mail] = await outboxMessages(shop, email);
    expect(mail).toContain('Subject: You are invited to run Test Jewellers');
    const token = await linkToken(shop, email, '/admin/invite');
    expect(await invitedMember(shop.database.db, token)).toMatchObject({ email, role: 'staff' });
    await acceptInvitation(shop.database.db, { token, password: 'jade-and-silver-42' });
    expect(await invitedMember(shop.database.db, token)).toBeNull();
    await expect(acceptInvitation(shop.database.db, { token, password: 'jade-and-silver-43' })).rejects.toThrow(/invitation is invalid/);

    const member = await logIn(email, 'jade-and-silver-42', true);
    expect((await shop.request('/api/admin/session', { headers: member })).body).toMatchObject({ role: 'staff', emailVerified: true });
    expect(await shop.request('/api/admin/staff', { headers: member })).toMatchObject({ status: 403, body: { message: 'Only the shop owner can do this.' } });
    // A staff session ends after 8 idle hours even with remember-me.
    const { rows } = await shop.database.pool.query(
      'SELECT extract(epoch from s.expires_at - now()) AS left FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1',
      [email],
    );
    expect(Number(rows[0].left)).toBeLessThanOrEqual(8 * 3600);
    expect(Number(rows[0].left)).toBeGreaterThan(8 * 3600 - 60);

    const list = await shop.request('/api/admin/staff', { headers: owner });
    expect(list.body.map((m: { email: string }) => m.email)).toEqual(expect.arrayContaining([ownerEmail, email]));
  });

  it('disabling ends the sessions at once and refuses the login; the last owner stays an owner', async () => {
    const ownerEmail = uniqueEmail('solo');
    await ensureOwner(shop.database.db, { email: ownerEmail, password: OWNER_PASSWORD });
    const owner = await logIn(ownerEmail, OWNER_PASSWORD);
    const shopper = await registerShopper(shop);
    const invited = await send(shop, 'POST', '/api/admin/staff', { email: shopper.email, firstName: 'Ada', lastName: 'Lovelace' }, owner);
    expect(invited.body.role).toBe('staff');
    const member = await logIn(shopper.email, shopper.password);
    expect((await shop.request('/api/admin/session', { headers: member })).status).toBe(200);

    expect((await send(shop, 'PATCH', `/api/admin/staff/${invited.body.id}`, { disabled: true }, owner)).body.disabled).toBe(true);
    expect((await shop.request('/api/admin/session', { headers: member })).status).toBe(401);
    expect((await send(shop, 'POST', '/api/authenticate', { email: shopper.email, password: shopper.password })).status).toBe(401);

    expect((await send(shop, 'PATCH', `/api/admin/staff/${invited.body.id}`, { disabled: false, role: 'owner' }, owner)).body).toMatchObject({
      role: 'owner',
      disabled: false,
    });
    const { rows } = await shop.database.pool.query("SELECT id FROM users WHERE role = 'owner' AND disabled_at IS NULL");
    // Demote every other owner, then the last one cannot go.
    const me = (await shop.request('/api/admin/session', { headers: owner })).body.id;
    for (const { id } of rows) if (id !== me) expect((await send(shop, 'PATCH', `/api/admin/staff/${id}`, { role: 'staff' }, owner)).status).toBe(200);
    expect(await send(shop, 'PATCH', `/api/admin/staff/${me}`, { role: 'staff' }, owner)).toMatchObject({
      status: 409,
      body: { message: 'The shop needs an owner: make someone else the owner first.' },
    });
    expect((await send(shop, 'PATCH', `/api/admin/staff/999999`, { role: 'staff' }, owner)).status).toBe(404);
    expect((await send(shop, 'PATCH', `/api/admin/staff/${me}`, {}, owner)).status).toBe(400);
  });
});

describe('the audit log', () => {
  it('records who changed what, with the fields before and after; only the owner reads it', async () => {
    const ownerEmail = uniqueEmail('auditor');
    await ensureOwner(shop.database.db, { email: ownerEmail, password: OWNER_PASSWORD });
    const owner = await logIn(ownerEmail, OWNER_PASSWORD);
    const email = uniqueEmail('audited');
    const invited = await send(shop, 'POST', '/api/admin/staff', { email, firstName: 'Ivy', lastName: 'Audited' }, owner);
    await send(shop, 'PATCH', `/api/admin/staff/${invited.body.id}`, { role: 'owner' }, owner);

    const history = await shop.request(`/api/admin/audit?entity=user&entityId=${invited.body.id}`, { headers: owner });
    expect(history.status).toBe(200);
    expect(history.headers.get('cache-control')).toBe('private, no-store');
    expect(history.body.entries).toEqual([
      expect.objectContaining({
        action: 'staff.update',
        actorEmail: ownerEmail,
        before: { role: 'staff', disabled: false },
        after: { role: 'owner', disabled: false },
      }),
      expect.objectContaining({ action: 'staff.invite', actorEmail: ownerEmail, before: null, after: expect.objectContaining({ email, role: 'staff' }) }),
    ]);
    const me = (await shop.request('/api/admin/session', { headers: owner })).body.id;
    const byPerson = await shop.request(`/api/admin/audit?actorId=${me}`, { headers: owner });
    expect(byPerson.body.entries.every((entry: { actorId: number }) => entry.actorId === me)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await shop.request(`/api/admin/audit?from=${today}&to=${today}&entity=user`, { headers: owner })).body.entries.length).toBeGreaterThanOrEqual(2);
    expect((await shop.request('/api/admin/audit?from=2000-01-01&to=2000-01-02', { headers: owner })).body).toEqual({ entries: [], hasMore: false });
    expect((await shop.request('/api/admin/audit?from=yesterday', { headers: owner })).status).toBe(400);
    // The shop itself (ADMIN_EMAIL at start) is recorded without a person.
    const owners = await shop.request(`/api/admin/audit?entity=user`, { headers: owner });
    expect(
      owners.body.entries.some((entry: { action: string; actorId: number | null }) => entry.action === 'owner.from-environment' && entry.actorId === null),
    ).toBe(true);

    const staffMember = await registerShopper(shop);
    await send(shop, 'POST', '/api/admin/staff', { email: staffMember.email, firstName: 'S', lastName: 'M' }, owner);
    const asStaff = await logIn(staffMember.email, staffMember.password);
    expect(await shop.request('/api/admin/audit', { headers: asStaff })).toMatchObject({ status: 403, body: { message: 'Only the shop owner can do this.' } });
  });
});

import { statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { invitationByToken, isSetupTokenValid, ownerSetupToken, setUpFirstOwner } from '../../server/services/accounts/index.ts';
import { linkToken, outboxMessages, registerShopper, send, uniqueEmail } from '../support/shopper.ts';
import { createOwner, joinStaff } from '../support/staff.ts';
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
    await createOwner(shop.database.db, { email: ownerEmail, password: OWNER_PASSWORD });
    const owner = await logIn(ownerEmail, OWNER_PASSWORD);
    const email = uniqueEmail('maker');
    const invited = await send(shop, 'POST', '/api/admin/staff/invitations', { email, firstName: 'Mira', lastName: 'Maker' }, owner);
    expect(invited).toMatchObject({ status: 201, body: { email, role: 'staff', expired: false } });
    expect(await send(shop, 'POST', '/api/admin/staff/invitations', { email, firstName: 'Mira', lastName: 'Maker' }, owner)).toMatchObject({
      status: 409,
      body: { message: 'This address already has an invitation waiting: resend it or withdraw it first.' },
    });

    const [mail] = await outboxMessages(shop, email);
    expect(mail).toContain('Subject: You are invited to run Test Jewellers');
    const token = await linkToken(shop, email, '/admin/invite');
    expect(await invitationByToken(shop.database.db, token)).toMatchObject({ email, role: 'staff' });
    expect((await send(shop, 'POST', '/api/invitations/accept', { token, password: 'jade-and-silver-42' })).status).toBe(200);
    expect(await invitationByToken(shop.database.db, token)).toBeNull();
    expect(await send(shop, 'POST', '/api/invitations/accept', { token, password: 'jade-and-silver-43' })).toMatchObject({
      status: 400,
      body: { message: 'This invitation is invalid, used or has expired. Ask the shop owner for a new one.' },
    });
    expect(await send(shop, 'POST', '/api/admin/staff/invitations', { email, firstName: 'Mira', lastName: 'Maker' }, owner)).toMatchObject({
      status: 409,
      body: { message: 'This person is already on the staff.' },
    });

    const member = await logIn(email, 'jade-and-silver-42', true);
    expect((await shop.request('/api/admin/session', { headers: member })).body).toMatchObject({ role: 'staff', emailVerified: true });
    expect(await shop.request('/api/admin/staff', { headers: member })).toMatchObject({ status: 403, body: { message: 'Only the shop owner can do this.' } });
    // A staff session ends after 8 idle hours even with remember-me.
    const { rows } = await shop.database.pool.query(
      'SELECT extract(epoch from s.expires_at - now()) AS left FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1 AND s.remember',
      [email],
    );
    expect(Number(rows[0].left)).toBeLessThanOrEqual(8 * 3600);
    expect(Number(rows[0].left)).toBeGreaterThan(8 * 3600 - 60);

    const list = await shop.request('/api/admin/staff', { headers: owner });
    expect(list.body.map((m: { email: string }) => m.email)).toEqual(expect.arrayContaining([ownerEmail, email]));
  });

  it('disabling ends the sessions at once and refuses the login; the last owner stays an owner', async () => {
    const ownerEmail = uniqueEmail('solo');
    await createOwner(shop.database.db, { email: ownerEmail, password: OWNER_PASSWORD });
    const owner = await logIn(ownerEmail, OWNER_PASSWORD);
    const shopper = { email: uniqueEmail('ada'), password: 'jade-and-silver-42' };
    const member = await joinStaff(shop, owner, { ...shopper, firstName: 'Ada', lastName: 'Lovelace' });
    const invited = await shop.request('/api/admin/session', { headers: member });
    expect(invited.body.role).toBe('staff');

    expect((await send(shop, 'PATCH', `/api/admin/staff/${invited.body.id}`, { disabled: true }, owner)).body.disabled).toBe(true);
    expect((await shop.request('/api/admin/session', { headers: member })).status).toBe(401);
    expect((await send(shop, 'POST', '/api/authenticate', { email: shopper.email, password: shopper.password })).status).toBe(401);

    expect((await send(shop, 'PATCH', `/api/admin/staff/${invited.body.id}`, { disabled: false, role: 'owner' }, owner)).body).toMatchObject({
      role: 'owner',
      disabled: false,
    });
    // Another owner now remains, yet nobody disables their own account (the staff page does not offer it).
    const me = (await shop.request('/api/admin/session', { headers: owner })).body.id;
    expect(await send(shop, 'PATCH', `/api/admin/staff/${me}`, { disabled: true }, owner)).toMatchObject({
      status: 409,
      body: { message: 'You cannot disable your own account: another owner can.' },
    });
    const { rows } = await shop.database.pool.query("SELECT id FROM users WHERE role = 'owner' AND disabled_at IS NULL");
    // Demote every other owner, then the last one can neither go nor be disabled.

    for (const { id } of rows) if (id !== me) expect((await send(shop, 'PATCH', `/api/admin/staff/${id}`, { role: 'staff' }, owner)).status).toBe(200);
    expect(await send(shop, 'PATCH', `/api/admin/staff/${me}`, { role: 'staff' }, owner)).toMatchObject({
      status: 409,
      body: { message: 'The shop needs an owner: make someone else the owner first.' },
    });
    expect((await send(shop, 'PATCH', `/api/admin/staff/${me}`, { disabled: true }, owner)).status).toBe(409);
    expect((await send(shop, 'PATCH', `/api/admin/staff/999999`, { role: 'staff' }, owner)).status).toBe(404);
    expect((await send(shop, 'PATCH', `/api/admin/staff/${me}`, {}, owner)).status).toBe(400);
  });
});

describe('the audit log', () => {
  it('records who changed what, with the fields before and after; only the owner reads it', async () => {
    const ownerEmail = uniqueEmail('auditor');
    await createOwner(shop.database.db, { email: ownerEmail, password: OWNER_PASSWORD });
    const owner = await logIn(ownerEmail, OWNER_PASSWORD);
    const email = uniqueEmail('audited');
    const invitation = await send(shop, 'POST', '/api/admin/staff/invitations', { email, firstName: 'Ivy', lastName: 'Audited' }, owner);
    const joined = await send(shop, 'POST', '/api/invitations/accept', {
      token: await linkToken(shop, email, '/admin/invite'),
      password: 'jade-and-silver-42',
    });
    const memberId = (await shop.request('/api/admin/session', { headers: { Authorization: `Bearer ${joined.body.jwtToken}` } })).body.id;
    await send(shop, 'PATCH', `/api/admin/staff/${memberId}`, { role: 'owner' }, owner);

    const history = await shop.request(`/api/admin/audit?entity=user&entityId=${memberId}`, { headers: owner });
    expect(history.status).toBe(200);
    expect(history.headers.get('cache-control')).toBe('private, no-store');
    expect(history.body.entries).toEqual([
      expect.objectContaining({
        action: 'staff.update',
        actorEmail: ownerEmail,
        before: { role: 'staff', disabled: false },
        after: { role: 'owner', disabled: false },
      }),
      expect.objectContaining({ action: 'staff.join', actorEmail: email, before: null, after: expect.objectContaining({ role: 'staff', password: 'set' }) }),
    ]);
    const sent = await shop.request(`/api/admin/audit?entity=staff-invitation&entityId=${invitation.body.id}`, { headers: owner });
    expect(sent.body.entries).toEqual([
      expect.objectContaining({ action: 'staff.invite', actorEmail: ownerEmail, before: null, after: expect.objectContaining({ email, role: 'staff' }) }),
    ]);
    const me = (await shop.request('/api/admin/session', { headers: owner })).body.id;
    const byPerson = await shop.request(`/api/admin/audit?actorId=${me}`, { headers: owner });
    expect(byPerson.body.entries.every((entry: { actorId: number }) => entry.actorId === me)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await shop.request(`/api/admin/audit?from=${today}&to=${today}&entity=user`, { headers: owner })).body.entries.length).toBeGreaterThanOrEqual(2);
    expect((await shop.request('/api/admin/audit?from=2000-01-01&to=2000-01-02', { headers: owner })).body).toEqual({ entries: [], hasMore: false });
    expect((await shop.request('/api/admin/audit?from=yesterday', { headers: owner })).status).toBe(400);

    const asStaff = await joinStaff(shop, owner, { email: uniqueEmail('staff') });
    expect(await shop.request('/api/admin/audit', { headers: asStaff })).toMatchObject({ status: 403, body: { message: 'Only the shop owner can do this.' } });
  });
});

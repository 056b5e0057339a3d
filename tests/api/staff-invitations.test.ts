/**
 * Invitations to the back office, attacked: an address registered before the invitation gets
 * nothing from it; only the mailbox's holder, at the link, makes the account staff (and shuts the
 * earlier holder out); dead links are refused; bad tokens cost no password hashing and are limited;
 * an account that already has two-factor is not signed in by the link, only by its code.
 */
import * as OTPAuth from 'otpauth';
import { describe, expect, it, vi } from 'vitest';
import { passwordHasher } from '../../server/services/accounts/index.ts';
import { requestFrom } from '../support/client-address.ts';
import { linkToken, registerShopper, send, uniqueEmail } from '../support/shopper.ts';
import { createOwner, joinStaff } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const INVALID = 'This invitation is invalid, used or has expired. Ask the shop owner for a new one.';
const NEW_PASSWORD = 'jade-and-silver-42';

async function logIn(email: string, password: string) {
  return send(shop, 'POST', '/api/authenticate', { email, password });
}

async function anOwner() {
  const email = uniqueEmail('owner');
  await createOwner(shop.database.db, { email, password: 'garnet-and-gold-77' });
  const login = await logIn(email, 'garnet-and-gold-77');
  return { email, headers: { Authorization: `Bearer ${login.body.jwtToken}` } };
}

const accept = (token: string, password = NEW_PASSWORD) => send(shop, 'POST', '/api/invitations/accept', { token, password });
const roleOf = async (email: string) =>
  (await shop.database.pool.query('SELECT role FROM users WHERE lower(email) = lower($1)', [email])).rows[0]?.role as string | undefined;

describe('an address registered before its invitation', () => {
  for (const role of ['staff', 'owner'] as const) {
    it(`gets no ${role} role until the mailbox's holder accepts; then the earlier holder's sessions and password are gone`, async () => {
      const owner = await anOwner();
      // The attacker registers the future hire's address first, with their own password, and stays signed in.
      const attacker = await registerShopper(shop);
      const invited = await send(
        shop,
        'POST',
        '/api/admin/staff/invitations',
        { email: attacker.email, firstName: 'Hana', lastName: 'Hire', role },
        owner.headers,
      );
      expect(invited).toMatchObject({ status: 201, body: { email: attacker.email, role } });

      // Nothing changed on the account: the attacker's session and password open no back office.
      expect(await roleOf(attacker.email)).toBe('customer');
      expect((await shop.request('/api/admin/session', { headers: attacker.auth })).status).toBe(403);
      const again = await logIn(attacker.email, attacker.password);
      expect((await shop.request('/api/admin/session', { headers: { Authorization: `Bearer ${again.body.jwtToken}` } })).status).toBe(403);
      expect((await shop.request('/api/admin/staff', { headers: attacker.auth })).status).toBe(403);

      // The real hire opens the e-mailed link and chooses a password.
      const joined = await accept(await linkToken(shop, attacker.email, '/admin/invite'));
      expect(joined.status).toBe(200);
      const hire = { Authorization: `Bearer ${joined.body.jwtToken}` };
      expect((await shop.request('/api/admin/session', { headers: hire })).body).toMatchObject({ role, emailVerified: true, firstName: 'Hana' });

      // The attacker's sessions ended and the old password no longer opens the account.
      expect((await shop.request('/api/me', { headers: attacker.auth })).status).toBe(401);
      expect((await shop.request('/api/me', { headers: { Authorization: `Bearer ${again.body.jwtToken}` } })).status).toBe(401);
      expect((await logIn(attacker.email, attacker.password)).status).toBe(401);
      expect((await logIn(attacker.email, NEW_PASSWORD)).status).toBe(200);

      const { rows } = await shop.database.pool.query(
        "SELECT before, after FROM audit_events WHERE action = 'staff.join' AND entity_id = (SELECT id::text FROM users WHERE lower(email) = lower($1))",
        [attacker.email],
      );
      expect(rows).toEqual([
        { before: { role: 'customer', disabled: false, emailVerified: false }, after: expect.objectContaining({ role, password: 'set', emailVerified: true }) },
      ]);
    });
  }
});

describe('a dead link', () => {
  it('is refused when used, expired or withdrawn; a resend replaces the link; each is audited', async () => {
    const owner = await anOwner();
    const email = uniqueEmail('dead');
    const invited = await send(shop, 'POST', '/api/admin/staff/invitations', { email, firstName: 'Dee', lastName: 'Dead' }, owner.headers);
    const first = await linkToken(shop, email, '/admin/invite');

    // Expired: the owner sees it so, and a resend makes a new link (the old one stays dead).
    await shop.database.pool.query("UPDATE staff_invitations SET expires_at = now() - interval '1 second' WHERE id = $1", [invited.body.id]);
    expect(await accept(first)).toMatchObject({ status: 400, body: { message: INVALID } });
    const listed = await shop.request('/api/admin/staff/invitations', { headers: owner.headers });
    expect(listed.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: invited.body.id, email, expired: true })]));
    expect((await send(shop, 'POST', `/api/admin/staff/invitations/${invited.body.id}/resend`, undefined, owner.headers)).body).toMatchObject({
      expired: false,
    });
    const second = await linkToken(shop, email, '/admin/invite');
    expect(second).not.toBe(first);
    await shop.database.pool.query("UPDATE staff_invitations SET expires_at = now() + interval '1 day' WHERE id = $1", [invited.body.id]);
    expect(await accept(first)).toMatchObject({ status: 400, body: { message: INVALID } });

    // Withdrawn: the link dies, and the invitation leaves the list.
    expect((await send(shop, 'DELETE', `/api/admin/staff/invitations/${invited.body.id}`, undefined, owner.headers)).status).toBe(200);
    expect(await accept(second)).toMatchObject({ status: 400, body: { message: INVALID } });
    expect(await roleOf(email)).toBeUndefined();
    expect((await shop.request('/api/admin/staff/invitations', { headers: owner.headers })).body).not.toContainEqual(
      expect.objectContaining({ id: invited.body.id }),
    );
    expect((await send(shop, 'DELETE', `/api/admin/staff/invitations/${invited.body.id}`, undefined, owner.headers)).status).toBe(404);

    // Used: a new invitation works once.
    await send(shop, 'POST', '/api/admin/staff/invitations', { email, firstName: 'Dee', lastName: 'Dead' }, owner.headers);
    const third = await linkToken(shop, email, '/admin/invite');
    expect((await accept(third)).status).toBe(200);
    expect(await accept(third, 'another-pass-43')).toMatchObject({ status: 400, body: { message: INVALID } });

    const audit = await shop.request(`/api/admin/audit?entity=staff-invitation&entityId=${invited.body.id}`, { headers: owner.headers });
    expect(audit.body.entries.map((entry: { action: string }) => entry.action)).toEqual(['staff.invite-revoke', 'staff.invite-resend', 'staff.invite']);
  });
});

describe('accepting at the link', () => {
  it('checks the token before any password hashing, and limits each client (429 with Retry-After)', async () => {
    const owner = await anOwner();
    const email = uniqueEmail('limited');
    await send(shop, 'POST', '/api/admin/staff/invitations', { email, firstName: 'Lim', lastName: 'Ited' }, owner.headers);
    const good = await linkToken(shop, email, '/admin/invite');
    const post = (token: string) =>
      requestFrom(shop, '203.0.113.77', '/api/invitations/accept', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token, password: NEW_PASSWORD }),
      });

    // The hasher, watched: the same function, counted (a spy on the service's own hasher, not a
    // module mock, so it counts whichever test file of the worker loaded the service first).
    const hash = vi.spyOn(passwordHasher, 'hash');
    try {
      for (let attempt = 1; attempt <= 10; attempt++) expect((await post(`bad-token-${attempt}`)).status).toBe(400);
      expect(hash).not.toHaveBeenCalled();
      const limited = await post(good);
      expect(limited).toMatchObject({ status: 429, body: { message: 'Too many attempts. Please try again later.' } });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(hash).not.toHaveBeenCalled();

      // Another client with the good link: hashed once, and in.
      expect((await accept(good)).status).toBe(200);
      expect(hash).toHaveBeenCalledTimes(1);
    } finally {
      hash.mockRestore();
    }
  });
});

describe('an account that already has two-factor', () => {
  const codeAt = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();

  it('gets no session from the link: it is sent to sign in with the new password and its code', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // 5 seconds into a time step; the sign-in's code is a step later than the set-up's, never a replay.
      vi.setSystemTime(Math.floor(Date.now() / 30_000) * 30_000 + 35_000);
      const owner = await anOwner();
      const email = uniqueEmail('former');
      const member = await joinStaff(shop, owner.headers, { email });
      const started = await send(shop, 'POST', '/api/admin/two-factor/enrolment', undefined, member);
      expect((await send(shop, 'POST', '/api/admin/two-factor/enrolment/confirm', { code: codeAt(started.body.secret) }, member)).status).toBe(200);
      // The member leaves the staff (the shop has no form for it: an operator's change) and is invited again, later.
      vi.setSystemTime(Date.now() + 30_000);
      await shop.database.pool.query("UPDATE users SET role = 'customer' WHERE lower(email) = lower($1)", [email]);
      expect((await send(shop, 'POST', '/api/admin/staff/invitations', { email, firstName: 'Fay', lastName: 'Former' }, owner.headers)).status).toBe(201);

      const joined = await accept(await linkToken(shop, email, '/admin/invite'));
      expect(joined).toMatchObject({
        status: 200,
        body: { message: 'Your invitation is accepted. Sign in with your new password and your authenticator code.' },
      });
      expect(joined.body.jwtToken).toBeUndefined();
      expect(joined.headers.get('set-cookie')).toBeNull();
      expect(await roleOf(email)).toBe('staff');

      // The new password alone is the first step only; the code opens the back office.
      const first = await logIn(email, NEW_PASSWORD);
      expect(first.status).toBe(202);
      const signedIn = await send(shop, 'POST', '/api/authenticate/two-factor', { loginToken: first.body.loginToken, code: codeAt(started.body.secret) });
      expect(signedIn.status).toBe(200);
      expect((await shop.request('/api/admin/session', { headers: { Authorization: `Bearer ${signedIn.body.jwtToken}` } })).body).toMatchObject({
        role: 'staff',
      });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("an invitation and its inviter's right to give it (issue 37)", () => {
  const WITHDRAWN = 'This invitation is withdrawn: whoever sent it can no longer give this role. Ask the shop owner for a new one.';
  const idOf = async (email: string) => (await shop.database.pool.query('SELECT id FROM users WHERE lower(email) = lower($1)', [email])).rows[0].id as number;
  const invite = async (from: { headers: Record<string, string> }, role: 'staff' | 'owner') => {
    const email = uniqueEmail('hire');
    const invited = await send(shop, 'POST', '/api/admin/staff/invitations', { email, firstName: 'Ines', lastName: 'Vited', role }, from.headers);
    expect(invited.status).toBe(201);
    return { email, id: invited.body.id as number, token: await linkToken(shop, email, '/admin/invite') };
  };

  for (const [change, why] of [
    [{ role: 'staff' }, 'inviter no longer owner'],
    [{ disabled: true }, 'inviter disabled'],
  ] as const) {
    it(`is withdrawn when its inviter is ${why.replace('inviter ', '')}, and audited so`, async () => {
      const [first, second] = [await anOwner(), await anOwner()];
      const asOwner = await invite(first, 'owner');
      const asStaff = await invite(first, 'staff');
      const fromOther = await invite(second, 'staff');

      const changed = await send(shop, 'PATCH', `/api/admin/staff/${await idOf(first.email)}`, change, second.headers);
      expect(changed.status).toBe(200);
      for (const withdrawn of [asOwner, asStaff]) {
        expect(await accept(withdrawn.token)).toMatchObject({ status: 400, body: { message: INVALID } });
        expect(await roleOf(withdrawn.email)).toBeUndefined();
      }
      const { rows } = await shop.database.pool.query(
        "SELECT after FROM audit_events WHERE action = 'staff.invite-revoke' AND entity_id = ANY($1::text[]) ORDER BY entity_id",
        [[String(asOwner.id), String(asStaff.id)]],
      );
      expect(rows).toEqual([{ after: { state: 'revoked', why } }, { after: { state: 'revoked', why } }]);
      // Another owner's invitation stands.
      expect((await accept(fromOther.token)).status).toBe(200);
      expect(await roleOf(fromOther.email)).toBe('staff');
    });
  }

  it('is checked again when accepted: an inviter no longer owner by any path grants nothing', async () => {
    const inviter = await anOwner();
    const hire = await invite(inviter, 'owner');
    // The role changed without the staff page (a restore, a script): the acceptance itself checks.
    await shop.database.pool.query(`UPDATE users SET role = 'staff' WHERE id = $1`, [await idOf(inviter.email)]);
    expect(await accept(hire.token)).toMatchObject({ status: 400, body: { message: WITHDRAWN } });
    expect(await roleOf(hire.email)).toBeUndefined();
    await shop.database.pool.query(`UPDATE users SET role = 'owner' WHERE id = $1`, [await idOf(inviter.email)]);
    expect((await accept(hire.token)).status).toBe(200);
    expect(await roleOf(hire.email)).toBe('owner');
  });
});

/**
 * Security events (issue 33, decision record 043): a refused sign-in, a reset link asked for, a
 * shopper's sign-in, password reset, password change and e-mail change are recorded apart from the append-only audit log — the
 * address anyone typed never reaches the log — and the owner reads them, by kind and address.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sendFrom } from '../support/client-address.ts';
import { FORM_LIMITS } from '../../server/services/rate-limits/index.ts';
import { joinStaff, signedInOwner } from '../support/staff.ts';
import { linkToken, registerShopper, send, uniqueEmail } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();

let owner: { Authorization: string };

beforeAll(async () => {
  owner = (await signedInOwner(shop)).auth;
});

const login = (email: string, password: string) => send(shop, 'POST', '/api/authenticate', { email, password });

/** The audit entries that mention the address anywhere (who, before, after). */
async function auditMentioning(email: string): Promise<number> {
  const { rows } = await shop.database.pool.query(
    `SELECT count(*)::int AS n FROM audit_events WHERE actor_email = $1 OR before::text LIKE '%' || $1 || '%' OR after::text LIKE '%' || $1 || '%'`,
    [email],
  );
  return rows[0].n;
}

interface Event {
  kind: string;
  label: string;
  userId: number | null;
  email: string | null;
  detail: Record<string, unknown> | null;
}

async function eventsOf(email: string, kind = ''): Promise<Event[]> {
  const answer = await send(shop, 'GET', `/api/admin/security-events?email=${encodeURIComponent(email)}&kind=${kind}`, undefined, owner);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.events;
}

describe('a refused sign-in', () => {
  it('is a security event with the address typed and why, and never reaches the audit log', async () => {
    const shopper = await registerShopper(shop);
    const stranger = uniqueEmail('nobody');
    expect((await login(shopper.email, 'not-the-password-123')).status).toBe(401);
    expect((await login(stranger.toUpperCase(), 'not-the-password-456')).status).toBe(401);

    expect(await eventsOf(shopper.email, 'sign_in_refused')).toEqual([
      expect.objectContaining({
        kind: 'sign_in_refused',
        label: 'Sign-in refused',
        userId: shopper.id,
        email: shopper.email,
        detail: { reason: 'wrong_password' },
      }),
    ]);
    expect(await eventsOf(stranger)).toEqual([
      expect.objectContaining({ kind: 'sign_in_refused', userId: null, email: stranger, detail: { reason: 'unknown_address' } }),
    ]);
    expect(await auditMentioning(shopper.email)).toBe(0);
    expect(await auditMentioning(stranger)).toBe(0);
    // The password tried is kept nowhere.
    const { rows } = await shop.database.pool.query(`SELECT count(*)::int AS n FROM security_events WHERE detail::text LIKE '%not-the-password%'`);
    expect(rows[0].n).toBe(0);
  });
});

describe('a password reset', () => {
  it('asked for, with or without an account, and done by a shopper: security events, not audit entries', async () => {
    const shopper = await registerShopper(shop);
    const stranger = uniqueEmail('nobody');
    expect((await send(shop, 'POST', '/api/forgot-password', { email: shopper.email })).status).toBe(200);
    expect((await send(shop, 'POST', '/api/forgot-password', { email: stranger })).status).toBe(200);
    const token = await linkToken(shop, shopper.email, '/reset-password');
    const reset = await send(shop, 'POST', '/api/reset-password', { token, password: 'a-new-secret-77', confirmPassword: 'a-new-secret-77' });
    expect(reset.status).toBe(200);

    const kinds = (await eventsOf(shopper.email)).map((event) => event.kind);
    expect(kinds).toEqual(['password_reset', 'password_reset_requested', 'sign_in']);
    expect((await eventsOf(stranger)).map((event) => event.kind)).toEqual(['password_reset_requested']);
    expect(await auditMentioning(shopper.email)).toBe(0);
    expect(await auditMentioning(stranger)).toBe(0);
  });
});

describe('a sign-in', () => {
  it('is a security event for a shopper and an audit entry for staff', async () => {
    const shopper = await registerShopper(shop);
    expect(await eventsOf(shopper.email, 'sign_in')).toEqual([expect.objectContaining({ kind: 'sign_in', userId: shopper.id, email: shopper.email })]);
    expect(await auditMentioning(shopper.email)).toBe(0);

    const staffEmail = uniqueEmail('staff');
    await joinStaff(shop, owner, { email: staffEmail, password: 'jade-and-silver-42' });
    expect((await login(staffEmail, 'jade-and-silver-42')).status).toBe(200);
    expect(await eventsOf(staffEmail, 'sign_in')).toEqual([]);
    const { rows } = await shop.database.pool.query(`SELECT count(*)::int AS n FROM audit_events WHERE action = 'account.sign_in' AND actor_email = $1`, [
      staffEmail,
    ]);
    expect(rows[0].n).toBe(1);
  });
});

describe('a change of the password or the e-mail address', () => {
  it('is a security event for a shopper — asked, then confirmed, under the account — and never an audit entry', async () => {
    const shopper = await registerShopper(shop);
    const newPassword = 'a-new-secret-88';
    const changed = await send(
      shop,
      'POST',
      '/api/me/password',
      { currentPassword: shopper.password, password: newPassword, confirmPassword: newPassword },
      shopper.auth,
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const newEmail = uniqueEmail('moved');
    expect((await send(shop, 'POST', '/api/me/email', { email: newEmail, password: newPassword }, shopper.auth)).status).toBe(202);
    expect((await send(shop, 'POST', '/api/confirm-email', { token: await linkToken(shop, newEmail, '/confirm-email') })).status).toBe(200);

    const events = await eventsOf(newEmail);
    expect(events.map((event) => event.kind)).toEqual(['email_changed', 'email_change_requested', 'password_changed', 'sign_in']);
    expect(events.slice(0, 3)).toEqual([
      expect.objectContaining({ label: 'E-mail address changed', userId: shopper.id, email: newEmail }),
      expect.objectContaining({ label: 'E-mail change asked for', userId: shopper.id, email: shopper.email }),
      expect.objectContaining({ label: 'Password changed', userId: shopper.id, email: shopper.email }),
    ]);
    expect(await eventsOf(newEmail, 'password_changed')).toHaveLength(1);
    expect(await auditMentioning(shopper.email)).toBe(0);
    expect(await auditMentioning(newEmail)).toBe(0);
  });

  it('is an audit entry for staff, and no security event', async () => {
    const staffEmail = uniqueEmail('staff');
    const staff = await joinStaff(shop, owner, { email: staffEmail, password: 'jade-and-silver-42' });
    const changed = await send(
      shop,
      'POST',
      '/api/me/password',
      { currentPassword: 'jade-and-silver-42', password: 'onyx-and-pearl-43', confirmPassword: 'onyx-and-pearl-43' },
      staff,
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await eventsOf(staffEmail, 'password_changed')).toEqual([]);
    const { rows } = await shop.database.pool.query(`SELECT action FROM audit_events WHERE actor_email = $1 AND action LIKE 'account.password%'`, [staffEmail]);
    expect(rows).toEqual([{ action: 'account.password_changed' }]);
  });
});

describe('a flood of a public form', () => {
  /** The flood events recorded from one client address. */
  async function floods(kind: string, ip: string): Promise<Array<Event & { ip: string | null }>> {
    const answer = await send(shop, 'GET', `/api/admin/security-events?kind=${kind}`, undefined, owner);
    expect(answer.status).toBe(200);
    return (answer.body.events as Array<Event & { ip: string | null }>).filter((event) => event.ip === ip);
  }

  it('is one security event where the refusals begin, with the client address and no address typed', async () => {
    const { limit } = FORM_LIMITS.newsletterPerClient;
    const ip = '203.0.113.140';
    const answers = await Promise.all(
      Array.from({ length: limit * 3 }, (_, i) => sendFrom(shop, ip, 'POST', '/api/newsletter', { email: uniqueEmail(`flood-${i}`) })),
    );
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(limit * 2);
    const [event, ...more] = await floods('newsletter_burst', ip);
    expect(more).toEqual([]);
    expect(event).toMatchObject({ kind: 'newsletter_burst', label: 'Newsletter sign-up flood refused', email: null, userId: null });
    expect(await auditMentioning(ip)).toBe(0);
  });

  it('of the contact form too, once a window', async () => {
    const { limit } = FORM_LIMITS.contactPerClient;
    const ip = '203.0.113.141';
    const message = {
      name: 'Flo Flood',
      email: uniqueEmail('contact-flood'),
      subject: 'Ring size',
      message: 'Is the garnet ring made in size 7?',
      mobile: '5035550199',
    };
    const statuses: number[] = [];
    for (let i = 0; i < limit + 3; i++) statuses.push((await sendFrom(shop, ip, 'POST', '/api/contact', message)).status);
    expect(statuses).toEqual([...Array<number>(limit).fill(201), 429, 429, 429]);
    expect(await floods('contact_burst', ip)).toHaveLength(1);
    expect(await floods('contact_burst', '203.0.113.142')).toHaveLength(0);
  });
});

describe('the owner’s list', () => {
  it('is the owner’s alone, pages newest first, says how long events are kept and names a bad filter', async () => {
    const shopper = await registerShopper(shop);
    const staff = await joinStaff(shop, owner, { email: uniqueEmail('staff') });
    expect((await send(shop, 'GET', '/api/admin/security-events', undefined, staff)).status).toBe(403);
    expect((await send(shop, 'GET', '/api/admin/security-events', undefined, shopper.auth)).status).toBe(403);
    expect((await send(shop, 'GET', '/api/admin/security-events')).status).toBe(401);

    const page = await send(shop, 'GET', '/api/admin/security-events', undefined, owner);
    expect(page.status).toBe(200);
    expect(page.body.keptDays).toBe(90);
    const times = (page.body.events as Array<{ at: string }>).map((event) => event.at);
    expect(times).toEqual([...times].sort().reverse());

    const bad = await send(shop, 'GET', '/api/admin/security-events?kind=robots', undefined, owner);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('kind must be one of');
  });
});

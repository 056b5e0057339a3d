/**
 * A shopper's copy of their data and the end of their account (issue 33, decision record 044):
 * the export holds every section with the shopper's own data and never a token; a wrong password
 * erases nothing (403); an order under way is refused (409); erasure ends every session and
 * remember-me, keeps the orders for the books as an erased customer's, removes the photos, and
 * deletes an account no order names.
 */
import { existsSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERASED_CUSTOMER, PRIVACY_MESSAGES as M } from '../../domain/privacy.ts';
import { HISTORY, livedShopper, type LivedShopper } from '../support/privacy.ts';
import { signedInOwner } from '../support/staff.ts';
import { findPieces, orderRequest, registerShopper, send } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'erasure-uploads-'));
const shop = useTestShop({ uploadsDir });
let owner: Record<string, string>;
let lived: LivedShopper;

beforeAll(async () => {
  owner = (await signedInOwner(shop)).auth;
  lived = await livedShopper(shop, owner);
}, 60_000);

const erase = (auth: Record<string, string>, password: unknown) => send(shop, 'DELETE', '/api/me', { password }, auth);
const count = async (query: string, values: unknown[]) => Number((await shop.database.pool.query(query, values)).rows[0].count);

describe('the export', () => {
  it('is a JSON download of every section, with the shopper’s data and never a token or a hash', async () => {
    const answer = await shop.request('/api/me/export', { headers: lived.auth });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="my-data-${lived.id}-\\d{4}-\\d{2}-\\d{2}\\.json"$`));
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const data = answer.body;
    expect(data.profile).toMatchObject({
      id: lived.id,
      email: lived.email,
      firstName: HISTORY.firstName,
      phone: HISTORY.phone,
      emailVerifiedAt: expect.any(String),
    });
    expect(data.addresses).toEqual([expect.objectContaining({ address: '7 Quennell Mews', isDefault: true })]);
    expect(data.orders).toEqual([expect.objectContaining({ number: lived.orderNumber, status: 'Delivered', items: [expect.any(Object)] })]);
    expect(data.orders[0].payment).toMatchObject({ amountRefunded: 1 });
    expect(data.consents).toEqual([
      expect.objectContaining({ topic: 'newsletter', given: true, words: { version: expect.any(Number), text: expect.any(String) } }),
    ]);
    expect(data.newsletter).toEqual({ subscribed: true, since: expect.any(String) });
    expect(data.messages.map((m: { kind: string; hasPhoto: boolean }) => [m.kind, m.hasPhoto])).toEqual([
      ['contact', true],
      ['custom-design', true],
    ]);
    expect(data.wishlist).toHaveLength(1);
    expect(data.cart).toEqual([expect.objectContaining({ quantity: 1, personalisation: 'For Philippa' })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.securityEvents.map((e: { kind: string }) => e.kind)).toEqual(expect.arrayContaining(['sign_in', 'sign_in_refused']));
    const text = JSON.stringify(data);
    expect(text).not.toContain(lived.token);
    expect(text).not.toMatch(/\$argon2|tokenHash|token_hash|password/i);
  });

  it('shows what staff noted and the tags, and is the signed-in shopper’s alone', async () => {
    await shop.database.pool.query(`INSERT INTO customer_notes (customer_id, body) VALUES ($1, 'Prefers rose gold')`, [lived.id]);
    await shop.database.pool.query(`INSERT INTO customer_tags (customer_id, tag) VALUES ($1, 'vip')`, [lived.id]);
    const { body } = await shop.request('/api/me/export', { headers: lived.auth });
    expect(body.staffNotes).toEqual([{ body: 'Prefers rose gold', at: expect.any(String) }]);
    expect(body.tags).toEqual(['vip']);
    expect((await shop.request('/api/me/export')).status).toBe(401);
  });

  it('is limited to a few an hour (429 with Retry-After)', async () => {
    const shopper = await registerShopper(shop);
    for (let i = 0; i < 5; i++) expect((await shop.request('/api/me/export', { headers: shopper.auth })).status).toBe(200);
    const refused = await shop.request('/api/me/export', { headers: shopper.auth });
    expect(refused).toMatchObject({ status: 429, body: { message: M.tooManyExports } });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('deleting the account', () => {
  it('wants the password: without it 400 naming it, wrong 403, and nothing is removed', async () => {
    const shopper = await registerShopper(shop);
    expect(await send(shop, 'DELETE', '/api/me', {}, shopper.auth)).toMatchObject({ status: 400, body: { error: { issues: [{ path: 'password' }] } } });
    expect(await erase(shopper.auth, 'not-my-password-1')).toMatchObject({ status: 403, body: { message: M.wrongPassword } });
    expect((await shop.request('/api/me', { headers: shopper.auth })).body).toMatchObject({ email: shopper.email });
    expect(await count('SELECT count(*) FROM sessions WHERE user_id = $1', [shopper.id])).toBeGreaterThan(0);
    expect((await erase({}, shopper.password)).status).toBe(401);
  });

  it('is limited to a few attempts an hour', async () => {
    const shopper = await registerShopper(shop);
    for (let i = 0; i < 5; i++) expect((await erase(shopper.auth, 'not-my-password-1')).status).toBe(403);
    expect(await erase(shopper.auth, shopper.password)).toMatchObject({ status: 429, body: { message: M.tooManyErasures } });
    expect((await shop.request('/api/me', { headers: shopper.auth })).status).toBe(200);
  });

  it('waits while an order is under way (409 naming it)', async () => {
    const shopper = await registerShopper(shop, {}, { verified: true });
    const { oneSize } = await findPieces(shop);
    const item = { variantId: oneSize.variantId, metal: oneSize.metals[0], size: '', quantity: 1 };
    const placed = await send(shop, 'POST', '/api/orders', orderRequest(shopper, [item], { paymentMethod: 'bank_transfer' }), shopper.auth);
    expect(placed.status).toBe(201);
    expect(await erase(shopper.auth, shopper.password)).toMatchObject({ status: 409, body: { message: M.ordersUnderWay([placed.body.number]) } });
    expect((await shop.request('/api/me', { headers: shopper.auth })).status).toBe(200);
  });

  it('deletes an account no order names, sessions and all', async () => {
    const shopper = await registerShopper(shop);
    const answer = await erase(shopper.auth, shopper.password);
    expect(answer).toMatchObject({ status: 200, body: { message: M.erased, ordersKept: 0, keptUntil: null } });
    expect(answer.headers.get('set-cookie')).toMatch(/Max-Age=0/i);
    expect(await count('SELECT count(*) FROM users WHERE id = $1', [shopper.id])).toBe(0);
    expect((await shop.request('/api/me', { headers: shopper.auth })).status).toBe(401);
  });

  it('gives up the store credit left with one entry of the ledger, which stays for the books (decision record 047)', async () => {
    const shopper = await registerShopper(shop);
    const give = (amount: number, key: string) =>
      send(shop, 'POST', `/api/admin/customers/${shopper.id}/store-credit`, { amount, reason: 'Goodwill' }, { ...owner, 'Idempotency-Key': key });
    expect((await give(25, `erasure-credit-${shopper.id}`)).status).toBe(201);
    expect((await erase(shopper.auth, shopper.password)).status).toBe(200);
    const { rows } = await shop.database.pool.query('SELECT kind, amount_minor, note FROM store_credit_entries WHERE customer_id = $1 ORDER BY id', [
      shopper.id,
    ]);
    expect(rows).toEqual([
      { kind: 'issued', amount_minor: 2500, note: 'Goodwill' },
      { kind: 'voided', amount_minor: 2500, note: M.storeCreditErasedNote },
    ]);
  });

  it('ends every session and remember-me, keeps the orders as an erased customer’s, and removes the photos', async () => {
    const remembered = await send(shop, 'POST', '/api/authenticate', { email: lived.email, password: lived.password, rememberMe: true });
    const cookie = remembered.headers.get('set-cookie')!.split(';')[0]!;
    expect((await shop.request('/api/me', { headers: { Cookie: cookie } })).status).toBe(200);
    for (const photo of lived.photos) expect(existsSync(path.join(uploadsDir, photo))).toBe(true);
    // A gift card line's recipient and message are personal data (decision record 050): its amount and day stay for the books.
    const card = { amountMinor: 5000, recipientName: 'Ana', recipientEmail: 'ana@example.com', message: 'For you', sendOn: '2026-12-24' };
    await shop.database.pool.query('UPDATE order_items SET gift_card = $2 WHERE order_id = $1', [lived.orderId, JSON.stringify(card)]);

    const answer = await erase(lived.auth, lived.password);
    expect(answer).toMatchObject({ status: 200, body: { ordersKept: 1, keptUntil: expect.any(String) } });
    expect(new Date(answer.body.keptUntil).getUTCFullYear()).toBe(new Date().getUTCFullYear() + 10);

    expect((await shop.request('/api/me', { headers: lived.auth })).status).toBe(401);
    expect((await shop.request('/api/me', { headers: { Cookie: cookie } })).status).toBe(401);
    expect((await send(shop, 'POST', '/api/authenticate', { email: lived.email, password: lived.password })).status).toBe(401);
    // The account row stays for the orders, disabled; its sessions and the rest keyed to it are gone, not merely refused.
    for (const table of ['sessions', 'customer_addresses', 'carts', 'wishlist_items', 'security_events', 'account_links'])
      expect(await count(`SELECT count(*) FROM ${table} WHERE user_id = $1`, [lived.id]), table).toBe(0);
    for (const photo of lived.photos) expect(existsSync(path.join(uploadsDir, photo))).toBe(false);

    const order = await shop.request(`/api/admin/orders/${lived.orderId}`, { headers: owner });
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({ customerName: ERASED_CUSTOMER, contact: { name: ERASED_CUSTOMER, email: '', phone: '' }, specialInstructions: '' });
    expect(order.body.shippingAddress).toMatchObject({
      name: ERASED_CUSTOMER,
      address: '',
      city: '',
      zip: '',
      phone: '',
      country: 'United Kingdom',
      state: 'London',
    });
    expect(order.body.payment).toMatchObject({ amountRefunded: 1 });
    const blanked = { ...card, recipientName: '', recipientEmail: '', message: '' };
    expect(
      await count('SELECT count(*) FROM order_items WHERE order_id = $1 AND gift_card = $2::jsonb', [lived.orderId, JSON.stringify(blanked)]),
    ).toBeGreaterThan(0);
    expect(order.body.items[0]).toMatchObject({ giftCard: blanked });
    expect(await count('SELECT count(*) FROM invoices WHERE order_id = $1', [lived.orderId])).toBe(1);
    expect(await count('SELECT count(*) FROM users WHERE id = $1 AND erased_at IS NOT NULL AND first_name = $2', [lived.id, ''])).toBe(1);
    expect(await count('SELECT count(*) FROM person_keys WHERE user_id = $1 AND wrapped_key IS NULL AND forgotten_at IS NOT NULL', [lived.id])).toBe(1);
    expect(await erase(lived.auth, lived.password)).toMatchObject({ status: 401 });
  });
});

/**
 * Store credit (issue 34, decision record 047): the shopper reads their balance and history; staff
 * and the owner issue or withdraw credit with a reason, audited; a double click (five requests with
 * one Idempotency-Key at once) writes one entry; credit never goes below zero; bad input is a 400
 * naming the field; an id that is no customer's is a 404.
 */
import { describe, expect, it } from 'vitest';
import { STORE_CREDIT_MESSAGES } from '../../domain/contract/store-credit.ts';
import { issueGiftCardByHand, writeStoreCredit } from '../../server/services/payments/index.ts';
import { findPieces, orderRequest, registerShopper, send, uniqueEmail } from '../support/shopper.ts';
import { joinStaff, signedInOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const adminPath = (id: number) => `/api/admin/customers/${id}/store-credit`;
const keyed = (auth: Record<string, string>, key: string) => ({ ...auth, 'Idempotency-Key': key });

async function staffAndShopper() {
  const owner = await signedInOwner(shop);
  const staff = await joinStaff(shop, owner.auth, { email: uniqueEmail('staff') });
  const shopper = await registerShopper(shop);
  return { owner, staff, shopper };
}

describe('store credit', () => {
  it('starts at nothing; the shopper’s own, behind a sign-in; in the OpenAPI document', async () => {
    const shopper = await registerShopper(shop);
    expect((await shop.request('/api/me/store-credit')).status).toBe(401);
    expect(await send(shop, 'GET', '/api/me/store-credit', undefined, shopper.auth)).toMatchObject({
      status: 200,
      body: { currency: 'USD', balance: 0, entries: [] },
    });
    const api = await shop.request('/api/openapi.json');
    expect(Object.keys(api.body.paths['/me/store-credit'])).toEqual(['get']);
    expect(Object.keys(api.body.paths['/admin/customers/{id}/store-credit'])).toEqual(expect.arrayContaining(['get', 'post']));
  });

  it('is issued by staff with a reason the shopper reads, audited, and withdrawn at most to zero', async () => {
    const { staff, owner, shopper } = await staffAndShopper();
    const issued = await send(shop, 'POST', adminPath(shopper.id), { amount: 25, reason: 'Sorry for the late parcel' }, keyed(staff, 'issue-1'));
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(issued.body).toMatchObject({ balance: 25, entries: [{ kind: 'issued', what: 'Issued: Sorry for the late parcel', amount: 25, balanceAfter: 25 }] });

    const tooMuch = await send(shop, 'POST', adminPath(shopper.id), { kind: 'voided', amount: 30, reason: 'Given twice' }, keyed(owner.auth, 'void-1'));
    expect(tooMuch).toMatchObject({ status: 422, body: { error: { message: 'Only $25.00 is left.' } } });
    const voided = await send(shop, 'POST', adminPath(shopper.id), { kind: 'voided', amount: 10, reason: 'Given twice' }, keyed(owner.auth, 'void-2'));
    expect(voided.status).toBe(201);

    const mine = await send(shop, 'GET', '/api/me/store-credit', undefined, shopper.auth);
    expect(mine.body.balance).toBe(15);
    expect(mine.body.entries.map((e: { what: string; amount: number; balanceAfter: number }) => [e.what, e.amount, e.balanceAfter])).toEqual([
      ['Withdrawn: Given twice', -10, 15],
      ['Issued: Sorry for the late parcel', 25, 25],
    ]);
    const { rows } = await shop.database.pool.query(
      `SELECT action, actor_email FROM audit_events WHERE entity = 'customer' AND entity_id = $1 AND action LIKE 'store_credit.%' ORDER BY id`,
      [String(shopper.id)],
    );
    expect(rows.map((row) => row.action)).toEqual(['store_credit.issued', 'store_credit.voided']);
  });

  it('writes one entry for five requests with one Idempotency-Key at once (a double click)', async () => {
    const { staff, shopper } = await staffAndShopper();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(shop, 'POST', adminPath(shopper.id), { amount: 40, reason: 'Goodwill' }, keyed(staff, 'double-click'))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const { body } = await send(shop, 'GET', adminPath(shopper.id), undefined, staff);
    expect(body.balance).toBe(40);
    expect(body.entries).toHaveLength(1);
  });

  it('says what spent it: “Spent on order …”', async () => {
    const { staff } = await staffAndShopper();
    const shopper = await registerShopper(shop, {}, { verified: true });
    const { oneSize } = await findPieces(shop);
    const item = { variantId: oneSize.variantId, metal: oneSize.metals[0], size: '', quantity: 1 };
    const placed = await send(shop, 'POST', '/api/orders', orderRequest(shopper, [item], { paymentMethod: 'bank_transfer' }), shopper.auth);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    await send(shop, 'POST', adminPath(shopper.id), { amount: 50, reason: 'Welcome back' }, keyed(staff, 'welcome'));
    await shop.database.db.transaction((tx) =>
      writeStoreCredit(tx, shopper.id, 'USD', { kind: 'spent', amountMinor: 2000, idempotencyKey: 'spend-test', orderId: placed.body.id }),
    );
    const { body } = await send(shop, 'GET', '/api/me/store-credit', undefined, shopper.auth);
    expect(body.entries[0]).toMatchObject({ kind: 'spent', what: `Spent on order ${placed.body.number}`, amount: -20, balanceAfter: 30 });
  });

  it('refuses bad input with a 400 naming the field, a customer 403, and an id that is no customer’s 404', async () => {
    const { owner, staff, shopper } = await staffAndShopper();
    const refused = async (body: unknown) => {
      const answer = await send(shop, 'POST', adminPath(shopper.id), body, keyed(staff, `bad-${Math.random()}`));
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      return JSON.stringify(answer.body.error);
    };
    expect(await refused({ amount: 0, reason: 'x' })).toContain(STORE_CREDIT_MESSAGES.amount);
    expect(await refused({ amount: 'ten', reason: 'x' })).toContain(STORE_CREDIT_MESSAGES.amount);
    expect(await refused({ amount: 10, reason: '  ' })).toContain(STORE_CREDIT_MESSAGES.reason);
    expect(await refused({ amount: 10 })).toContain(STORE_CREDIT_MESSAGES.reason);
    expect(await refused({ amount: 10, reason: 'x', kind: 'spent' })).toContain(STORE_CREDIT_MESSAGES.kind);
    expect((await send(shop, 'POST', adminPath(shopper.id), { amount: 5, reason: 'Mine' }, keyed(shopper.auth, 'self'))).status).toBe(403);
    expect((await send(shop, 'GET', adminPath(999_999), undefined, staff)).status).toBe(404);
    const [ownerRow] = (await shop.database.pool.query('SELECT id FROM users WHERE email = $1', [owner.email])).rows;
    expect((await send(shop, 'POST', adminPath(ownerRow.id), { amount: 5, reason: 'x' }, keyed(owner.auth, 'owner'))).status).toBe(404);
    expect((await send(shop, 'GET', adminPath(shopper.id), undefined, staff)).body.entries).toEqual([]);
  });

  it('is in “Download my data”, with the gift cards the person holds (the code’s last four only)', async () => {
    const { staff, owner } = await staffAndShopper();
    const shopper = await registerShopper(shop);
    const none = await send(shop, 'GET', '/api/me/export', undefined, shopper.auth);
    expect(none.body).toMatchObject({ storeCredit: { currency: '', balance: 0, entries: [] }, giftCards: [] });

    await send(shop, 'POST', adminPath(shopper.id), { amount: 12.5, reason: 'Scratched box' }, keyed(staff, 'export-credit'));
    const [ownerRow] = (await shop.database.pool.query('SELECT id FROM users WHERE email = $1', [owner.email])).rows;
    const { code } = await shop.database.db.transaction((tx) =>
      issueGiftCardByHand(tx, {
        currency: 'USD',
        amountMinor: 3000,
        reason: 'Prize',
        actorId: ownerRow.id,
        ownerId: shopper.id,
        key: `export-card-${shopper.id}`,
      }),
    );
    const answer = await send(shop, 'GET', '/api/me/export', undefined, shopper.auth);
    expect(answer.status).toBe(200);
    expect(answer.body.storeCredit).toMatchObject({
      currency: 'USD',
      balance: 12.5,
      entries: [{ kind: 'issued', what: 'Issued: Scratched box', amount: 12.5 }],
    });
    expect(answer.body.giftCards).toEqual([
      expect.objectContaining({
        last4: code.slice(-4),
        currency: 'USD',
        initial: 30,
        balance: 30,
        held: true,
        bought: false,
        entries: [expect.objectContaining({ kind: 'issued', amount: 30 })],
      }),
    ]);
    expect(JSON.stringify(answer.body)).not.toContain(code);
  });
});

/**
 * The gift card amounts, an owner setting (issue 34, decision record 050, "The owner's amounts"):
 * the defaults until saved; the owner's alone; bad input a 400 naming the field; each change
 * audited and followed by every instance at once; the quote, the order and the cart sell only the
 * amounts offered, a card already in a cart at an amount no longer offered leaving it with a note.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { GIFT_CARD_AMOUNTS_MESSAGES as M } from '../../domain/contract/admin-gift-card-amounts.ts';
import { DEFAULT_GIFT_CARD_AMOUNTS } from '../../domain/gift-cards.ts';
import { connect, type Database } from '../../server/db/client.ts';
import { catalogueVersion } from '../../server/services/catalogue/index.ts';
import { getGiftCardAmounts } from '../../server/services/shop/index.ts';
import { orderRequest, registerShopper, send, uniqueEmail } from '../support/shopper.ts';
import { answersToOthers, OWNER_ONLY, signedInOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const SETTINGS = '/api/admin/settings/gift-cards';
const AMOUNTS = { amountsMinor: [3000, 7500, 15000], customAllowed: false, customMinMinor: 2000, customMaxMinor: 50000 };
const REFUSED = 'This gift card amount is not offered. Choose $30.00, $75.00 or $150.00.';

let other: Database | undefined;
afterAll(async () => other?.close());
// Each test starts from the defaults.
afterEach(async () => {
  await shop.database.pool.query('DELETE FROM gift_card_settings');
  await shop.database.pool.query(`UPDATE installation_facts SET value = (value::bigint + 1)::text WHERE key = 'catalog_version'`);
});

const audited = async () => (await shop.database.pool.query(`SELECT before, after FROM audit_events WHERE action = 'gift_cards.settings' ORDER BY id`)).rows;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const cardLine = (amountMinor: number) => ({
  giftCard: { amountMinor, recipientName: 'Grace Hopper', recipientEmail: uniqueEmail('grace'), message: '', sendOn: inDays(2) },
  quantity: 1,
});

describe('the gift card amounts', () => {
  it('start as the defaults and are in the OpenAPI document', async () => {
    const owner = await signedInOwner(shop);
    const { status, body } = await send(shop, 'GET', SETTINGS, undefined, owner.auth);
    expect(status).toBe(200);
    expect(body).toEqual({ ...DEFAULT_GIFT_CARD_AMOUNTS, changedAt: null });
    const api = await shop.request('/api/openapi.json');
    expect(Object.keys(api.body.paths['/admin/settings/gift-cards'])).toEqual(expect.arrayContaining(['get', 'put']));
  });

  it('are the owner’s alone: 401 without a session, 403 for staff and customers', async () => {
    const owner = await signedInOwner(shop);
    expect(await answersToOthers(shop, SETTINGS, AMOUNTS, owner.auth)).toEqual(OWNER_ONLY);
    expect(await audited()).toEqual([]);
  });

  it('refuse bad input with a 400 naming the field, never a 500', async () => {
    const owner = await signedInOwner(shop);
    const refused = async (change: Record<string, unknown>) => {
      const answer = await send(shop, 'PUT', SETTINGS, { ...AMOUNTS, ...change }, owner.auth);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      return JSON.stringify(answer.body.error);
    };
    for (const amountsMinor of [[], [50], [1_000_001], [2500, 2500], [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => n * 1000), [25.5], '2500', null])
      expect(await refused({ amountsMinor }), JSON.stringify(amountsMinor)).toContain(M.amounts);
    expect(await refused({ customMinMinor: 99 })).toContain(M.customMin);
    expect(await refused({ customMaxMinor: 'lots' })).toContain(M.customMax);
    expect(await refused({ customMinMinor: 5000, customMaxMinor: 4000 })).toContain(M.customRange);
    expect(await refused({ customAllowed: 'yes' })).toContain(M.customAllowed);
    expect(await audited()).toEqual([]);
  });

  it('are saved, audited once, and every instance follows at once', async () => {
    other ??= connect(new URL(shop.database.pool.options.connectionString!).toString(), { max: 1 });
    expect((await getGiftCardAmounts(other.db)).amountsMinor).toEqual(DEFAULT_GIFT_CARD_AMOUNTS.amountsMinor);
    const versionBefore = await catalogueVersion(shop.database.db);
    const owner = await signedInOwner(shop);
    const saved = await send(shop, 'PUT', SETTINGS, AMOUNTS, owner.auth);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ ...AMOUNTS, changedAt: expect.any(String) });
    // Another instance (its own connection and its own kept setting) reads the new amounts at its next request.
    expect(await getGiftCardAmounts(other.db)).toMatchObject(AMOUNTS);
    expect(await catalogueVersion(shop.database.db)).not.toBe(versionBefore);
    expect(await audited()).toEqual([{ before: DEFAULT_GIFT_CARD_AMOUNTS, after: AMOUNTS }]);
    // The same amounts again change nothing and record nothing.
    expect((await send(shop, 'PUT', SETTINGS, AMOUNTS, owner.auth)).status).toBe(200);
    expect(await audited()).toHaveLength(1);
  });
});

describe('a card line judged by the owner’s amounts', () => {
  it('is quoted and ordered at an amount offered, and refused naming the offer at any other', async () => {
    const owner = await signedInOwner(shop);
    const quote = (amountMinor: number) => send(shop, 'POST', '/api/checkout/quote', { items: [cardLine(amountMinor)] });
    // The defaults: a fixed amount and an own amount in the range.
    expect((await quote(2500)).status).toBe(200);
    expect((await quote(4321)).status).toBe(200);
    expect(JSON.stringify((await quote(999)).body)).toContain('or any amount from $10.00 to $1,000.00');

    expect((await send(shop, 'PUT', SETTINGS, AMOUNTS, owner.auth)).status).toBe(200);
    expect((await quote(7500)).body).toMatchObject({ subtotal: 75, total: 75 });
    for (const amountMinor of [2500, 4321]) {
      const refused = await quote(amountMinor);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(REFUSED);
    }
    const buyer = await registerShopper(shop, {}, { verified: true });
    const placed = await send(shop, 'POST', '/api/orders', orderRequest(buyer, [cardLine(2500)], { paymentMethod: 'bank_transfer' }), buyer.auth);
    expect(placed.status).toBe(400);
    expect(JSON.stringify(placed.body)).toContain(REFUSED);
    const bought = await send(shop, 'POST', '/api/orders', orderRequest(buyer, [cardLine(15000)], { paymentMethod: 'bank_transfer' }), buyer.auth);
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    expect(bought.body.total).toBe(150);
  });

  it('leaves the cart with a note when the owner no longer offers its amount, and is not added at one never offered', async () => {
    const owner = await signedInOwner(shop);
    const buyer = await registerShopper(shop, {}, { verified: true });
    const kept = cardLine(4321);
    expect((await send(shop, 'PUT', '/api/cart', { lines: [kept] }, buyer.auth)).body.lines).toHaveLength(1);
    expect((await send(shop, 'PUT', SETTINGS, AMOUNTS, owner.auth)).status).toBe(200);
    const read = await send(shop, 'GET', '/api/cart', undefined, buyer.auth);
    expect(read.body.lines).toEqual([]);
    expect(read.body.changes).toEqual(['A gift card of $43.21 is no longer offered and was removed.']);
    const put = await send(shop, 'PUT', '/api/cart', { lines: [cardLine(2500), cardLine(3000)] }, buyer.auth);
    expect(put.status).toBe(200);
    expect(put.body.lines.map((line: { price: number }) => line.price)).toEqual([30]);
    expect(put.body.changes).toEqual(['A gift card of $25.00 is no longer offered and was removed.']);
  });
});

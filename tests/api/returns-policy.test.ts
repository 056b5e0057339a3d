/**
 * The returns policy, an owner setting (issue 34, decision record 047): the defaults until saved;
 * the owner's alone; bad input a 400 naming the field; each change audited; a change reaches every
 * instance at once (the kept policy follows the catalogue version, which the page cache keys on).
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { RETURN_ADDRESS_REQUIRED } from '../../domain/contract/returns-policy.ts';
import { DEFAULT_RETURN_POLICY } from '../../domain/returns-policy.ts';
import { connect, type Database } from '../../server/db/client.ts';
import { catalogueVersion } from '../../server/services/catalogue/index.ts';
import { getReturnPolicy } from '../../server/services/shop/index.ts';
import { findPieces, orderRequest, outboxMessages, registerShopper, send } from '../support/shopper.ts';
import { answersToOthers, OWNER_ONLY, signedInOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const SETTINGS = '/api/admin/settings/returns';
const POLICY = {
  windowDays: 60,
  statutoryDays: 14,
  faultyOnlyPersonalised: true,
  faultyOnlyMadeToOrder: false,
  returnMethod: 'address',
  returnAddress: 'Returns desk\n1 Gold Lane, London',
  restockingFeePercent: 5,
};

let other: Database | undefined;
afterAll(async () => other?.close());
// Each test starts from the defaults.
afterEach(async () => {
  await shop.database.pool.query('DELETE FROM return_settings');
  await shop.database.pool.query(`UPDATE installation_facts SET value = (value::bigint + 1)::text WHERE key = 'catalog_version'`);
});

const audited = async () => (await shop.database.pool.query(`SELECT before, after FROM audit_events WHERE action = 'returns.settings' ORDER BY id`)).rows;

describe('the returns policy', () => {
  it('starts as the defaults, with their words, and is in the OpenAPI document', async () => {
    const owner = await signedInOwner(shop);
    const { status, body } = await send(shop, 'GET', SETTINGS, undefined, owner.auth);
    expect(status).toBe(200);
    expect(body).toMatchObject({ ...DEFAULT_RETURN_POLICY, changedAt: null, words: { headline: '30-Day Returns', badge: 'Easy 30-day returns' } });
    const api = await shop.request('/api/openapi.json');
    expect(Object.keys(api.body.paths['/admin/settings/returns'])).toEqual(expect.arrayContaining(['get', 'put']));
  });

  it('is the owner’s alone: 401 without a session, 403 for staff and customers', async () => {
    const owner = await signedInOwner(shop);
    expect(await answersToOthers(shop, SETTINGS, POLICY, owner.auth)).toEqual(OWNER_ONLY);
    expect(await audited()).toEqual([]);
  });

  it('refuses bad input with a 400 naming the field, never a 500', async () => {
    const owner = await signedInOwner(shop);
    const refused = async (change: Record<string, unknown>) => {
      const answer = await send(shop, 'PUT', SETTINGS, { ...POLICY, ...change }, owner.auth);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      return JSON.stringify(answer.body.error);
    };
    expect(await refused({ windowDays: 0 })).toContain('Return window: a whole number of days from 1 to 365');
    expect(await refused({ windowDays: 366 })).toContain('Return window: a whole number of days from 1 to 365');
    expect(await refused({ windowDays: 'soon' })).toContain('Return window');
    expect(await refused({ statutoryDays: 13 })).toContain('Statutory minimum (EU and UK): a whole number of days, at least 14');
    expect(await refused({ restockingFeePercent: 51 })).toContain('Restocking fee: a whole percentage from 0 to 50');
    expect(await refused({ restockingFeePercent: -1 })).toContain('Restocking fee');
    expect(await refused({ returnMethod: 'pigeon' })).toContain('Return method: address or label');
    expect(await refused({ returnAddress: '  ' })).toContain(RETURN_ADDRESS_REQUIRED);
    expect(await refused({ faultyOnlyPersonalised: 'yes' })).toContain('Engraved pieces');
    // With a label, no address is needed.
    expect((await send(shop, 'PUT', SETTINGS, { ...POLICY, returnMethod: 'label', returnAddress: '' }, owner.auth)).status).toBe(200);
  });

  it('saves the owner’s policy, audited once, and every instance follows at once', async () => {
    other ??= connect(new URL(shop.database.pool.options.connectionString!).toString(), { max: 1 });
    expect((await getReturnPolicy(other.db)).windowDays).toBe(30);
    const versionBefore = await catalogueVersion(shop.database.db);
    const earlier = (await audited()).length;
    const owner = await signedInOwner(shop);
    const saved = await send(shop, 'PUT', SETTINGS, POLICY, owner.auth);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...POLICY, returnAddress: 'Returns desk\n1 Gold Lane, London', words: { headline: '60-Day Returns' } });
    expect(saved.body.words.sentence).toContain('A restocking fee of 5%');
    expect(saved.body.changedAt).toEqual(expect.any(String));
    // Another instance (its own connection and its own kept policy) reads the new one at its next request.
    expect(await getReturnPolicy(other.db)).toMatchObject({ windowDays: 60, restockingFeePercent: 5 });
    expect(await catalogueVersion(shop.database.db)).not.toBe(versionBefore);
    expect((await audited()).slice(earlier)).toEqual([{ before: DEFAULT_RETURN_POLICY, after: POLICY }]);
    // The same policy again changes nothing and records nothing.
    expect((await send(shop, 'PUT', SETTINGS, POLICY, owner.auth)).status).toBe(200);
    expect(await audited()).toHaveLength(earlier + 1);
  });

  it('is printed in the order confirmation, as saved when the order is placed', async () => {
    const owner = await signedInOwner(shop);
    const shopper = await registerShopper(shop, {}, { verified: true });
    const { oneSize } = await findPieces(shop);
    const item = { variantId: oneSize.variantId, metal: oneSize.metals[0], size: '', quantity: 1 };
    const confirmation = async () => {
      const placed = await send(shop, 'POST', '/api/orders', orderRequest(shopper, [item], { paymentMethod: 'bank_transfer' }), shopper.auth);
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      return (await outboxMessages(shop, shopper.email)).find((mail) => mail.includes(`order ${placed.body.number}`))!;
    };
    expect(await confirmation()).toContain(
      'Returns: within 30 days of delivery. Engraved or personalised pieces and made-to-order pieces can be returned only when faulty. Start a return from My orders in your account.',
    );
    expect((await send(shop, 'PUT', SETTINGS, POLICY, owner.auth)).status).toBe(200);
    expect(await confirmation()).toContain(
      'Returns: within 60 days of delivery. Engraved or personalised pieces can be returned only when faulty. Start a return from My orders in your account.',
    );
  });
});

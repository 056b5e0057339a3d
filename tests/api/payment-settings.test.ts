/**
 * The shop's payment settings and the methods a shopper may choose (decision record 025): the
 * owner alone reads and changes bank transfer's details, after confirming who they are within 10
 * minutes, and every change is audited; the methods list follows the settings and the environment,
 * cards first; an order that names no method with no manual method on is refused (422).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANK_TRANSFER_MESSAGES, PAYMENT_MESSAGES } from '../../domain/payment.ts';
import { createCatalogCaches } from '../../server/services/catalogue/index.ts';
import { currentBankTransferSettings, type PaymentProvider } from '../../server/services/payments/index.ts';
import { findPieces, registerShopper, send, uniqueEmail, orderRequest } from '../support/shopper.ts';
import { joinStaff, signedInOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const PASSWORD = 'garnet-and-gold-77';
const SETTINGS = '/api/admin/settings/payments';
const OWN_ACCOUNT = { enabled: true, accountHolder: 'Lumen & Loom Ltd', bankName: 'Northern Bank', accountNumber: 'GB33BUKB20201555555555', daysToPay: 5 };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  delete shop.config.paymentProviders;
});

const newOwner = () => signedInOwner(shop, PASSWORD);

const methodIds = async () => ((await shop.request('/api/payment-methods')).body as Array<{ id: string }>).map((method) => method.id);

describe('GET /api/payment-methods', () => {
  it('lists bank transfer in a fresh shop, with its name, kind and what the shopper should know', async () => {
    const { status, body } = await shop.request('/api/payment-methods');
    expect(status).toBe(200);
    expect(body).toEqual([{ id: 'bank_transfer', name: 'Bank transfer', kind: 'manual', description: expect.stringContaining('order number as reference') }]);
  });

  it('is in the OpenAPI document, with the payment settings’ operations', async () => {
    const { body } = await shop.request('/api/openapi.json');
    expect(body.paths['/payment-methods']).toHaveProperty('get');
    expect(Object.keys(body.paths['/admin/settings/payments'])).toEqual(expect.arrayContaining(['get', 'put']));
  });

  it('lists bank transfer first (the default), then a card method the environment configured, and follows the owner turning bank transfer off', async () => {
    shop.config.paymentProviders = { stripe: {} as PaymentProvider };
    expect(await methodIds()).toEqual(['bank_transfer', 'stripe']);
    const owner = await newOwner();
    expect((await send(shop, 'PUT', SETTINGS, { ...OWN_ACCOUNT, enabled: false }, owner.auth)).status).toBe(200);
    expect(await methodIds()).toEqual(['stripe']);
    expect((await send(shop, 'PUT', SETTINGS, OWN_ACCOUNT, owner.auth)).status).toBe(200);
  });
});

describe('placing an order with no manual method on', () => {
  it('is refused (422) naming the methods that exist when none is named, and a method the shop does not take is refused too', async () => {
    const owner = await newOwner();
    const shopper = await registerShopper(shop);
    const { oneSize } = await findPieces(shop);
    const item = {
      productName: oneSize.title,
      productId: String(oneSize.productId),
      variantId: oneSize.variantId,
      metal: oneSize.metals[0],
      size: '',
      quantity: 1,
      price: 0.01,
    };
    const order = (extra: Record<string, unknown> = {}) => send(shop, 'POST', '/api/orders', orderRequest(shopper, [item], extra), shopper.auth);
    expect((await send(shop, 'PUT', SETTINGS, { ...OWN_ACCOUNT, enabled: false }, owner.auth)).status).toBe(200);
    try {
      expect(await order()).toMatchObject({ status: 422, body: { error: { message: PAYMENT_MESSAGES.noManualMethod([]) } } });
      expect(await order({ paymentMethod: 'stripe' })).toMatchObject({
        status: 422,
        body: { error: { message: PAYMENT_MESSAGES.methodUnavailable('Card (Stripe)', []) } },
      });
      shop.config.paymentProviders = { stripe: {} as PaymentProvider };
      expect(await order()).toMatchObject({ status: 422, body: { error: { message: PAYMENT_MESSAGES.noManualMethod(['Card (Stripe)']) } } });
      const { rows } = await shop.database.pool.query('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [shopper.id]);
      expect(rows[0].n).toBe(0);
    } finally {
      expect((await send(shop, 'PUT', SETTINGS, OWN_ACCOUNT, owner.auth)).status).toBe(200);
    }
  });
});

describe('the payment settings (owner only)', () => {
  it('answers 401 without a session and 403 to a customer and to staff who are not the owner, for reading and for changing', async () => {
    const owner = await newOwner();
    const customer = await registerShopper(shop);
    const staff = await joinStaff(shop, owner.auth, { email: uniqueEmail('staff') });
    expect((await shop.request(SETTINGS)).status).toBe(401);
    for (const auth of [customer.auth, staff]) {
      expect((await shop.request(SETTINGS, { headers: auth })).status).toBe(403);
      expect((await send(shop, 'PUT', SETTINGS, OWN_ACCOUNT, auth)).status).toBe(403);
    }
    const { rows } = await shop.database.pool.query("SELECT count(*)::int AS n FROM audit_events WHERE action = 'payments.settings'");
    const before = rows[0].n;
    expect((await send(shop, 'PUT', SETTINGS, { ...OWN_ACCOUNT, accountHolder: 'Mallory' }, staff)).status).toBe(403);
    const after = await shop.database.pool.query("SELECT count(*)::int AS n FROM audit_events WHERE action = 'payments.settings'");
    expect(after.rows[0].n).toBe(before);
  });

  it('shows the owner the sample details and the card methods off, without a secret; saving replaces them and is audited with before and after', async () => {
    const owner = await newOwner();
    await shop.database.pool.query('UPDATE payment_settings SET sample_details = true');
    const read = await shop.request(SETTINGS, { headers: owner.auth });
    expect(read).toMatchObject({ status: 200, body: { bankTransfer: { enabled: true, sampleDetails: true }, cards: [{ method: 'stripe', enabled: false }] } });

    shop.config.paymentProviders = { stripe: { secret: 'sk_test_never_answered' } as unknown as PaymentProvider };
    const saved = await send(shop, 'PUT', SETTINGS, OWN_ACCOUNT, owner.auth);
    expect(saved).toMatchObject({
      status: 200,
      body: { bankTransfer: { ...OWN_ACCOUNT, sampleDetails: false }, cards: [{ method: 'stripe', name: 'Card (Stripe)', enabled: true }] },
    });
    expect(JSON.stringify(saved.body)).not.toContain('sk_test');

    const { rows } = await shop.database.pool.query(
      "SELECT actor_email, before, after FROM audit_events WHERE action = 'payments.settings' ORDER BY id DESC LIMIT 1",
    );
    expect(rows).toEqual([
      { actor_email: owner.email, before: expect.objectContaining({ sampleDetails: true }), after: { ...OWN_ACCOUNT, bankCode: '', sampleDetails: false } },
    ]);
  });

  it('is read by every page once per catalogue version, and a save shows on the next page (issue 38)', async () => {
    const caches = createCatalogCaches();
    const owner = await newOwner();
    const before = await currentBankTransferSettings(shop.database.db, caches);
    // A change behind the shop's back (no version move) is not read again: the pages keep what they read.
    await shop.database.pool.query('UPDATE payment_settings SET days_to_pay = 59');
    expect((await currentBankTransferSettings(shop.database.db, caches)).daysToPay).toBe(before.daysToPay);
    // The owner's save moves the version: the next page reads the new details.
    expect((await send(shop, 'PUT', SETTINGS, { ...OWN_ACCOUNT, daysToPay: 9 }, owner.auth)).status).toBe(200);
    expect(await currentBankTransferSettings(shop.database.db, caches)).toMatchObject({ daysToPay: 9, accountHolder: OWN_ACCOUNT.accountHolder });
  });

  it('wants the holder, bank and account while bank transfer is on, and a whole number of days from 1 to 60', async () => {
    const owner = await newOwner();
    const refused = await send(shop, 'PUT', SETTINGS, { ...OWN_ACCOUNT, accountHolder: ' ', bankName: '', accountNumber: '', daysToPay: 0 }, owner.auth);
    expect(refused.status).toBe(400);
    const messages = JSON.stringify(refused.body);
    for (const message of [BANK_TRANSFER_MESSAGES.holderRequired, BANK_TRANSFER_MESSAGES.bankRequired, BANK_TRANSFER_MESSAGES.accountRequired]) {
      expect(messages).toContain(message);
    }
    expect(messages).toContain('Give shoppers at least one day to pay.');
    expect((await send(shop, 'PUT', SETTINGS, { ...OWN_ACCOUNT, daysToPay: 2.5 }, owner.auth)).status).toBe(400);
    // Off, the details may stay empty.
    const off = { enabled: false, accountHolder: '', bankName: '', accountNumber: '', daysToPay: 7 };
    expect((await send(shop, 'PUT', SETTINGS, off, owner.auth)).status).toBe(200);
    expect((await send(shop, 'PUT', SETTINGS, OWN_ACCOUNT, owner.auth)).status).toBe(200);
  });

  it('asks the owner to confirm who they are after 10 minutes (403 reauthentication_required); reading still works', async () => {
    const owner = await newOwner();
    vi.setSystemTime(Date.now() + 11 * 60_000);
    expect(await send(shop, 'PUT', SETTINGS, OWN_ACCOUNT, owner.auth)).toMatchObject({ status: 403, body: { error: { code: 'reauthentication_required' } } });
    expect((await shop.request(SETTINGS, { headers: owner.auth })).status).toBe(200);
    expect((await send(shop, 'POST', '/api/admin/reauthenticate', { password: PASSWORD }, owner.auth)).status).toBe(200);
    expect((await send(shop, 'PUT', SETTINGS, OWN_ACCOUNT, owner.auth)).status).toBe(200);
  });
});

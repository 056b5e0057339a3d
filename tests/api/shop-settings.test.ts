/**
 * The seller's identity, an owner setting (issue 31, decision record 035): the environment's
 * values are only its first defaults, flagged as sample details until the owner saves; the owner
 * alone reads and changes it, after confirming who they are within 10 minutes, each change
 * audited; bad input is a 400 naming the field; the packing slip, the pro forma invoice and every
 * e-mail print what the owner saved; the tax page no longer holds the tax number.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SELLER_MESSAGES } from '../../domain/seller.ts';
import { TEXT_MESSAGES } from '../../domain/schemas/text.ts';
import { catalogueVersion } from '../../server/services/catalogue/index.ts';
import { applySellerDefaults } from '../../server/services/shop/index.ts';
import { pdfShownText } from '../support/pdf.ts';
import { findPieces, orderRequest, outboxMessages, registerShopper, send, uniqueEmail } from '../support/shopper.ts';
import { joinStaff, signedInOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const SETTINGS = '/api/admin/settings/shop';
const ATELIER = {
  legalName: 'Atelier Lune SARL',
  address: ['12 rue des Orfèvres', '75001 Paris', 'France'],
  taxNumber: 'FR40303265045',
  email: 'bonjour@atelier-lune.example',
  phone: '+33 1 42 60 00 00',
};
const ENVIRONMENT = {
  legalName: 'Test Jewellers',
  address: ['1120 NW Couch Street, Suite 410', 'Portland, OR 97209', 'United States'],
  taxNumber: '',
  email: 'care@lumenandloom.com',
  phone: '+1 (503) 555-0142',
  timeZone: 'UTC',
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const audited = async () =>
  (await shop.database.pool.query(`SELECT actor_email, before, after FROM audit_events WHERE action = 'shop.settings' ORDER BY id`)).rows;

describe('the shop settings', () => {
  it('start as the environment’s values, flagged as sample details, and are in the OpenAPI document', async () => {
    const owner = await signedInOwner(shop);
    const { status, body } = await send(shop, 'GET', SETTINGS, undefined, owner.auth);
    expect(status).toBe(200);
    expect(body).toEqual({ ...ENVIRONMENT, sampleDetails: true });
    const api = await shop.request('/api/openapi.json');
    expect(Object.keys(api.body.paths['/admin/settings/shop'])).toEqual(expect.arrayContaining(['get', 'put']));
  });

  it('are the owner’s alone: 401 without a session, 403 for staff and customers, 403 reauthentication_required after 10 minutes', async () => {
    const owner = await signedInOwner(shop);
    const staff = await joinStaff(shop, owner.auth, { email: uniqueEmail('staff') });
    const customer = await registerShopper(shop);
    expect((await shop.request(SETTINGS)).status).toBe(401);
    for (const who of [staff, customer.auth]) {
      expect((await send(shop, 'GET', SETTINGS, undefined, who)).status).toBe(403);
      expect((await send(shop, 'PUT', SETTINGS, ATELIER, who)).status).toBe(403);
    }
    vi.setSystemTime(Date.now() + 11 * 60_000);
    const late = await send(shop, 'PUT', SETTINGS, ATELIER, owner.auth);
    expect(late).toMatchObject({ status: 403, body: { error: { code: 'reauthentication_required' } } });
    expect((await send(shop, 'GET', SETTINGS, undefined, owner.auth)).body.sampleDetails).toBe(true);
  });

  it('refuse bad input with a 400 naming the field, never a 500', async () => {
    const owner = await signedInOwner(shop);
    const refused = async (body: unknown) => {
      const answer = await send(shop, 'PUT', SETTINGS, body, owner.auth);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      return answer.body.error;
    };
    expect(JSON.stringify(await refused({ ...ATELIER, legalName: '  ' }))).toContain(SELLER_MESSAGES.legalNameRequired);
    expect(JSON.stringify(await refused({ ...ATELIER, email: 'not an address' }))).toContain(SELLER_MESSAGES.emailInvalid);
    expect(JSON.stringify(await refused({ ...ATELIER, address: [] }))).toContain(SELLER_MESSAGES.addressRequired);
    expect(JSON.stringify(await refused({ ...ATELIER, address: ['1', '2', '3', '4', '5', '6', '7'] }))).toContain(SELLER_MESSAGES.addressLines);
    expect(JSON.stringify(await refused({ ...ATELIER, address: 'one line' }))).toContain(SELLER_MESSAGES.addressRequired);
    expect(JSON.stringify(await refused({ ...ATELIER, taxNumber: 'x'.repeat(41) }))).toContain(SELLER_MESSAGES.taxNumberTooLong);
    expect(JSON.stringify(await refused({ ...ATELIER, legalName: 'Atelier\r\nBcc: someone@example.com' }))).toContain(TEXT_MESSAGES.singleLine('Legal name'));
    expect((await send(shop, 'PUT', SETTINGS, '{"legalName":', owner.auth)).status).toBe(400);
    expect((await send(shop, 'GET', SETTINGS, undefined, owner.auth)).body.sampleDetails).toBe(true);
  });

  it('are saved by the owner, audited with before and after, and a later start leaves them as saved', async () => {
    const owner = await signedInOwner(shop);
    const versionBefore = await catalogueVersion(shop.database.db);
    const saved = await send(shop, 'PUT', SETTINGS, { ...ATELIER, legalName: ` ${ATELIER.legalName} ` }, owner.auth);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ ...ATELIER, timeZone: 'UTC', sampleDetails: false });
    expect((await audited()).at(-1)).toMatchObject({
      actor_email: owner.email,
      before: { ...ENVIRONMENT, sampleDetails: true },
      after: { ...ATELIER, timeZone: 'UTC', sampleDetails: false },
    });
    // The home page names the seller: its kept copies are rendered again.
    expect(await catalogueVersion(shop.database.db)).not.toBe(versionBefore);
    // A start writes the environment's values only while the owner has not saved.
    await applySellerDefaults(shop.database.db, { legalName: 'Somebody Else', address: ['Elsewhere'], email: 'else@example.com', phone: '' });
    expect((await send(shop, 'GET', SETTINGS, undefined, owner.auth)).body).toEqual({ ...ATELIER, timeZone: 'UTC', sampleDetails: false });
  });

  it('hold the shop’s time zone: an IANA name, kept when a client leaves it out, and nothing else', async () => {
    const owner = await signedInOwner(shop);
    const zone = await send(shop, 'PUT', SETTINGS, { ...ATELIER, timeZone: 'America/Los_Angeles' }, owner.auth);
    expect(zone.status, JSON.stringify(zone.body)).toBe(200);
    expect(zone.body.timeZone).toBe('America/Los_Angeles');
    // A client written before the setting saves the rest and leaves the zone as it was.
    expect((await send(shop, 'PUT', SETTINGS, ATELIER, owner.auth)).body.timeZone).toBe('America/Los_Angeles');
    const refused = await send(shop, 'PUT', SETTINGS, { ...ATELIER, timeZone: 'Mars/Olympus_Mons' }, owner.auth);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.error)).toContain(SELLER_MESSAGES.timeZoneUnknown('Mars/Olympus_Mons'));
    expect(JSON.stringify(refused.body.error)).toContain('timeZone');
    expect((await send(shop, 'GET', SETTINGS, undefined, owner.auth)).body.timeZone).toBe('America/Los_Angeles');
    // A start writes the environment's zone only while the owner has not saved.
    await applySellerDefaults(shop.database.db, { ...ENVIRONMENT, timeZone: 'Europe/Berlin' });
    expect((await send(shop, 'GET', SETTINGS, undefined, owner.auth)).body.timeZone).toBe('America/Los_Angeles');
  });
});

describe('what prints them', () => {
  it('every e-mail ends with the seller’s details; the packing slip and the pro forma invoice print them', async () => {
    const owner = await signedInOwner(shop);
    expect((await send(shop, 'PUT', SETTINGS, ATELIER, owner.auth)).status).toBe(200);
    const shopper = await registerShopper(shop, {}, { verified: true });
    const { oneSize } = await findPieces(shop);
    const item = { variantId: oneSize.variantId, metal: oneSize.metals[0], size: '', quantity: 1 };
    const placed = await send(shop, 'POST', '/api/orders', orderRequest(shopper, [item], { paymentMethod: 'bank_transfer' }), shopper.auth);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);

    const confirmation = (await outboxMessages(shop, shopper.email)).find((mail) => mail.includes(`order ${placed.body.number}`))!;
    const footer = ['-- ', ATELIER.legalName, ATELIER.address.join(', '), `${ATELIER.email} · ${ATELIER.phone}`, `Tax number: ${ATELIER.taxNumber}`];
    expect(confirmation.replace(/\r\n/g, '\n').trimEnd().endsWith(footer.join('\n'))).toBe(true);

    const download = async (path: string) => {
      const response = await shop.api.request(path, { headers: owner.auth });
      expect(response.status).toBe(200);
      return pdfShownText(Buffer.from(await response.arrayBuffer()));
    };
    const slip = await download(`/admin/orders/${placed.body.id}/packing-slip`);
    const proForma = await download(`/admin/orders/${placed.body.id}/invoice`);
    for (const paper of [slip, proForma]) {
      for (const line of [ATELIER.legalName, ...ATELIER.address, `${ATELIER.email} · ${ATELIER.phone}`]) expect(paper).toContain(line);
      expect(paper).not.toContain(ENVIRONMENT.legalName);
    }
    expect(proForma).toContain(`Tax number: ${ATELIER.taxNumber}`);
  });
});

/**
 * An owner exports or erases a customer (issue 33, decision record 044): owner only, with a recent
 * password, audited without the person's data; the erasure is the shopper's own (their sessions
 * end, their orders stay as an erased customer's); staff accounts and unknown ids are refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_MESSAGES as M } from '../../domain/privacy.ts';
import { joinStaff, signedInOwner } from '../support/staff.ts';
import { registerShopper, send, uniqueEmail } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
let owner: { email: string; auth: Record<string, string> };
let staff: Record<string, string>;

beforeAll(async () => {
  owner = await signedInOwner(shop);
  staff = await joinStaff(shop, owner.auth, { email: uniqueEmail('staff') });
});

const auditOf = async (action: string, id: number) =>
  (await shop.database.pool.query(`SELECT actor_email, before, after FROM audit_events WHERE action = $1 AND entity_id = $2`, [action, String(id)])).rows;

describe('the owner’s export of a customer', () => {
  it('is the customer’s data as a download, audited; staff are refused', async () => {
    const customer = await registerShopper(shop, { lastName: 'Exported' });
    expect((await shop.request(`/api/admin/customers/${customer.id}/export`, { headers: staff })).status).toBe(403);
    const answer = await shop.request(`/api/admin/customers/${customer.id}/export`, { headers: owner.auth });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="my-data-${customer.id}-`));
    expect(answer.body.profile).toMatchObject({ id: customer.id, email: customer.email, lastName: 'Exported' });
    expect(await auditOf('customer.exported', customer.id)).toEqual([{ actor_email: owner.email, before: null, after: null }]);
  });

  it('answers 404 for an unknown customer and 400 for an id that is no number', async () => {
    expect((await shop.request('/api/admin/customers/999999/export', { headers: owner.auth })).status).toBe(404);
    expect((await shop.request('/api/admin/customers/ada/export', { headers: owner.auth })).status).toBe(400);
  });
});

describe('the owner’s erasure of a customer', () => {
  it('erases the customer as their own deletion does, audited without their data', async () => {
    const customer = await registerShopper(shop, { lastName: 'Erasable' });
    expect((await send(shop, 'DELETE', `/api/admin/customers/${customer.id}`, undefined, staff)).status).toBe(403);
    const answer = await send(shop, 'DELETE', `/api/admin/customers/${customer.id}`, undefined, owner.auth);
    expect(answer).toMatchObject({ status: 200, body: { message: M.customerErased, ordersKept: 0 } });
    expect((await shop.request('/api/me', { headers: customer.auth })).status).toBe(401);
    const [entry] = await auditOf('customer.erased', customer.id);
    expect(entry).toMatchObject({ actor_email: owner.email, after: { ordersKept: 0 } });
    expect(JSON.stringify(entry)).not.toContain(customer.email);
    expect(JSON.stringify(entry)).not.toContain('Erasable');
    expect((await send(shop, 'DELETE', `/api/admin/customers/${customer.id}`, undefined, owner.auth)).status).toBe(404);
  });

  it('refuses a staff account (409) and an unknown one (404)', async () => {
    const { rows } = await shop.database.pool.query(`SELECT id FROM users WHERE lower(email) = lower($1)`, [owner.email]);
    expect(await send(shop, 'DELETE', `/api/admin/customers/${rows[0].id}`, undefined, owner.auth)).toMatchObject({
      status: 409,
      body: { message: M.staffAccount },
    });
    expect((await send(shop, 'DELETE', '/api/admin/customers/999999', undefined, owner.auth)).status).toBe(404);
  });

  it('wants a recent password, like every owner action', async () => {
    const customer = await registerShopper(shop);
    await shop.database.pool.query(`UPDATE sessions SET reauthenticated_at = now() - interval '1 hour'`);
    const refused = await send(shop, 'DELETE', `/api/admin/customers/${customer.id}`, undefined, owner.auth);
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'reauthentication_required' } } });
    expect((await shop.request('/api/me', { headers: customer.auth })).status).toBe(200);
  });
});

describe('the API document', () => {
  it('describes the export and the erasure, the shopper’s and the owner’s, with their schemas', async () => {
    const { body } = await shop.request('/api/openapi.json');
    expect(body.paths['/me/export'].get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/DataExport' });
    expect(body.paths['/me'].delete.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/DeleteAccountInput' });
    expect(Object.keys(body.paths['/me'].delete.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '409', '429']));
    expect(body.paths['/admin/customers/{id}/export'].get).toBeDefined();
    expect(body.paths['/admin/customers/{id}'].delete.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Erasure' });
    expect(body.components.schemas.RetentionSettings.properties).toHaveProperty('bookkeepingDays');
  });
});

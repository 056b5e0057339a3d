/**
 * Returns, the shopper's side and the staff's steps (issue 34, decision record 048), against real
 * PostgreSQL through the app's own handler: a request for a delivered order inside its window,
 * each refusal with its reason (another's order 404; not delivered, past the deadline, too many,
 * faulty-only 422), the steps in order with a mail and an audit entry each, a step out of order
 * 409, and receiving restocking the shelf the pieces came from. Resolutions: returns-resolve.test.ts.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAULTY_ONLY_PERSONALISED } from '../../domain/returns-policy.ts';
import { RETURN_MESSAGES } from '../../domain/returns.ts';
import { askWithPhotos, deliveredDaysAgo, deliveredOrder, onShelf, piecePhoto, stockUp } from '../support/returns.ts';
import { findPieces, orderRequest, registerShopper, send, type SalePiece, type Shopper } from '../support/shopper.ts';
import { signedInOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
let owner: Record<string, string>;
let shopper: Shopper;
let ring: SalePiece;
let metal: string;

beforeAll(async () => {
  owner = (await signedInOwner(shop)).auth;
  shopper = await registerShopper(shop, {}, { verified: true });
  ring = (await findPieces(shop)).oneSize;
  metal = ring.metals[0]!;
  await stockUp(shop, ring.variantId, [{ metal, quantity: 20 }]);
});

const ask = (body: unknown, who: Shopper = shopper, key?: string) =>
  send(shop, 'POST', '/api/returns', body, { ...who.auth, ...(key ? { 'Idempotency-Key': key } : {}) });
const step = (id: number, name: string, body?: unknown) => send(shop, 'POST', `/api/admin/returns/${id}/${name}`, body, owner);
const mailsTo = async (to: string) =>
  (await shop.database.pool.query('SELECT subject, text FROM mail_outbox WHERE "to" = $1 ORDER BY id', [to])).rows as Array<{ subject: string; text: string }>;
const request = (orderId: number, orderItemId: number, quantity = 1, extra: Record<string, unknown> = {}) => ({
  orderId,
  lines: [{ orderItemId, quantity }],
  reason: 'changed-mind',
  reasonText: 'Not quite my style.',
  wanted: 'refund',
  ...extra,
});

describe('a shopper asking for a return', () => {
  it('a delivered order inside its window: the return is requested, numbered, mailed with what to send where', async () => {
    const order = await deliveredOrder(shop, shopper, owner, [{ piece: ring, metal, quantity: 2 }]);
    const asked = await ask(request(order.id, order.items[0]!.id), shopper, 'return-one');
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body).toMatchObject({ orderId: order.id, state: 'requested', wanted: 'refund', paid: order.items[0]!.price, steps: ['approve', 'refuse'] });
    expect(asked.body.number).toMatch(/^R-\d{4,}$/);
    const again = await ask(request(order.id, order.items[0]!.id), shopper, 'return-one');
    expect(again).toMatchObject({ status: 200, body: { id: asked.body.id } });
    const mails = await mailsTo(shopper.email);
    expect(mails.filter((mail) => mail.subject.startsWith(`We received your return request ${asked.body.number}`))).toHaveLength(1);
    expect((await send(shop, 'GET', `/api/returns/${asked.body.id}`, undefined, shopper.auth)).body).toMatchObject({ id: asked.body.id });
    expect((await send(shop, 'GET', '/api/returns', undefined, shopper.auth)).body.returns.map((r: { id: number }) => r.id)).toContain(asked.body.id);
  });

  it('another shopper’s order or return is not found (404)', async () => {
    const order = await deliveredOrder(shop, shopper, owner, [{ piece: ring, metal, quantity: 1 }]);
    const stranger = await registerShopper(shop);
    expect(await ask(request(order.id, order.items[0]!.id), stranger)).toMatchObject({
      status: 404,
      body: { error: { message: RETURN_MESSAGES.orderNotFound } },
    });
    const mine = await ask(request(order.id, order.items[0]!.id));
    expect((await send(shop, 'GET', `/api/returns/${mine.body.id}`, undefined, stranger.auth)).status).toBe(404);
  });

  it('more than was delivered less what other returns hold: 422 saying how many are left; a withdrawn return gives them back', async () => {
    const order = await deliveredOrder(shop, shopper, owner, [{ piece: ring, metal, quantity: 2 }]);
    const item = order.items[0]!.id;
    expect(await ask(request(order.id, item, 3))).toMatchObject({ status: 422, body: { error: { message: RETURN_MESSAGES.tooMany(ring.title, 2) } } });
    const first = await ask(request(order.id, item, 2));
    expect(first.status).toBe(201);
    expect(await ask(request(order.id, item, 1))).toMatchObject({ status: 422, body: { error: { message: RETURN_MESSAGES.tooMany(ring.title, 0) } } });
    expect((await send(shop, 'POST', `/api/returns/${first.body.id}/withdraw`, undefined, shopper.auth)).body.state).toBe('cancelled');
    expect((await ask(request(order.id, item, 2))).status).toBe(201);
  });

  it('an order not delivered, or past its deadline: 422 saying so', async () => {
    const placed = await send(
      shop,
      'POST',
      '/api/orders',
      orderRequest(shopper, [{ variantId: ring.variantId, metal, size: '', quantity: 1, personalisation: '', giftWrap: false }], {
        paymentMethod: 'bank_transfer',
      }),
      shopper.auth,
    );
    const pending = await send(shop, 'GET', `/api/orders/${placed.body.id}`, undefined, shopper.auth);
    expect(await ask(request(placed.body.id, pending.body.items[0].id))).toMatchObject({
      status: 422,
      body: { error: { message: RETURN_MESSAGES.notDelivered } },
    });

    const order = await deliveredOrder(shop, shopper, owner, [{ piece: ring, metal, quantity: 1 }]);
    await deliveredDaysAgo(shop, order.id, 31);
    const late = await ask(request(order.id, order.items[0]!.id));
    expect(late.status).toBe(422);
    expect(late.body.error.message).toMatch(/^The time to return this order ended on /);
  });

  it('an engraved piece only when faulty: another reason is refused with why; "faulty or damaged" is taken', async () => {
    const order = await deliveredOrder(shop, shopper, owner, [{ piece: ring, metal, quantity: 1, personalisation: 'A & G' }]);
    const item = order.items[0]!.id;
    expect(await ask(request(order.id, item))).toMatchObject({
      status: 422,
      body: { error: { message: RETURN_MESSAGES.faultyOnly(ring.title, FAULTY_ONLY_PERSONALISED) } },
    });
    expect((await askWithPhotos(shop, shopper.auth, request(order.id, item, 1, { reason: 'faulty' }), [await piecePhoto()])).status).toBe(201);
  });
});

describe('staff stepping a return', () => {
  it('approve → receive (restocks its shelf) → inspect, each mailed and audited; a step out of order is 409, a repeat does nothing', async () => {
    const order = await deliveredOrder(shop, shopper, owner, [{ piece: ring, metal, quantity: 2 }]);
    const asked = await ask(request(order.id, order.items[0]!.id, 2));
    const id: number = asked.body.id;
    expect(await step(id, 'receive')).toMatchObject({ status: 409, body: { error: { message: RETURN_MESSAGES.notAllowed('requested', 'receive') } } });
    expect(await step(id, 'approve')).toMatchObject({ status: 200, body: { state: 'approved', steps: ['receive'] } });
    expect(await step(id, 'approve')).toMatchObject({ status: 200, body: { state: 'approved' } });
    const before = await onShelf(shop, ring.variantId, metal);
    expect(await step(id, 'receive')).toMatchObject({ status: 200, body: { state: 'received', lines: [{ restocked: true }] } });
    expect(await step(id, 'receive')).toMatchObject({ status: 200, body: { state: 'received' } });
    expect(await onShelf(shop, ring.variantId, metal)).toBe(before + 2);
    expect((await step(id, 'inspect', { condition: 'worn' })).status).toBe(400);
    const inspected = await step(id, 'inspect', { condition: 'as-new', certificatePresent: true, packagingPresent: false, notes: 'Fine.' });
    expect(inspected).toMatchObject({
      status: 200,
      body: { state: 'inspected', inspection: { condition: 'as-new', certificatePresent: true, packagingPresent: false } },
    });

    const subjects = (await mailsTo(shopper.email)).map((mail) => mail.subject).filter((subject) => subject.includes(asked.body.number));
    expect(subjects.map((s) => s.replace(/ \(.*\)$/, ''))).toEqual([
      `We received your return request ${asked.body.number}`,
      `Your return ${asked.body.number} is approved`,
      `We received your return ${asked.body.number}`,
    ]);
    const audit = await shop.database.db.execute<{ action: string }>(
      sql`SELECT action FROM audit_events WHERE entity = 'return' AND entity_id = ${String(id)} ORDER BY id`,
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['return.approve', 'return.receive', 'return.inspect']);
  });

  it('refusing needs a reason, which the shopper is mailed; a refused return’s pieces may be asked for again', async () => {
    const order = await deliveredOrder(shop, shopper, owner, [{ piece: ring, metal, quantity: 1 }]);
    const asked = await ask(request(order.id, order.items[0]!.id));
    expect((await step(asked.body.id, 'refuse', { reason: '' })).status).toBe(400);
    const refused = await step(asked.body.id, 'refuse', { reason: 'The piece was worn for months.' });
    expect(refused).toMatchObject({ status: 200, body: { state: 'refused', refusalReason: 'The piece was worn for months.', steps: [] } });
    expect(await step(asked.body.id, 'approve')).toMatchObject({ status: 409 });
    const mail = (await mailsTo(shopper.email)).find((m) => m.subject.startsWith(`Your return ${asked.body.number} was refused`));
    expect(mail?.text).toContain('We cannot accept this return: The piece was worn for months.');
    expect((await ask(request(order.id, order.items[0]!.id))).status).toBe(201);
  });

  it('the queue lists returns by state with the counts of each', async () => {
    const order = await deliveredOrder(shop, shopper, owner, [{ piece: ring, metal, quantity: 1 }]);
    const asked = await ask(request(order.id, order.items[0]!.id));
    const queue = await send(shop, 'GET', '/api/admin/returns?state=requested', undefined, owner);
    expect(queue.status).toBe(200);
    expect(queue.body.returns.every((row: { state: string }) => row.state === 'requested')).toBe(true);
    expect(queue.body.returns[0]).toMatchObject({ id: asked.body.id, orderId: order.id, pieces: 1 });
    expect(queue.body.counts.requested).toBe(queue.body.returns.length);
    expect((await send(shop, 'GET', '/api/admin/returns?state=lost', undefined, owner)).status).toBe(400);
    expect((await send(shop, 'GET', '/api/admin/returns', undefined, shopper.auth)).status).toBe(403);
  });
});

describe('a return and the shopper’s data', () => {
  it('is in their copy of their data; erasing them keeps it for the books without their words', async () => {
    const leaving = await registerShopper(shop, {}, { verified: true });
    const order = await deliveredOrder(shop, leaving, owner, [{ piece: ring, metal, quantity: 1 }]);
    const asked = await ask(request(order.id, order.items[0]!.id), leaving);
    const copy = await shop.request('/api/me/export', { headers: leaving.auth });
    expect(copy.body.returns).toEqual([expect.objectContaining({ id: asked.body.id, reasonText: 'Not quite my style.' })]);
    const resolved = await step(asked.body.id, 'refuse', { reason: 'Worn.' });
    expect(resolved.status).toBe(200);
    expect((await send(shop, 'DELETE', '/api/me', { password: leaving.password }, leaving.auth)).status).toBe(200);
    const kept = await shop.database.db.execute<{ state: string; reason_text: string; refusal_reason: string }>(
      sql`SELECT state, reason_text, refusal_reason FROM returns WHERE id = ${asked.body.id}`,
    );
    expect(kept.rows).toEqual([{ state: 'refused', reason_text: '', refusal_reason: '' }]);
  });
});

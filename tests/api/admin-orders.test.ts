import { beforeAll, describe, expect, it } from 'vitest';
import { OrderAnswer } from '../../domain/contract/checkout.ts';
import { linePiece } from '../../domain/line-words.ts';
import { nextStatuses, ORDER_STATUSES, ORDER_STATUS_MESSAGES, type OrderStatus } from '../../domain/order.ts';
import { changeOrderStatus } from '../../server/services/orders/index.ts';
import { getOrder } from '../../server/services/orders/index.ts';
import { payInFull } from '../support/payments.ts';
import { pdfShownText } from '../support/pdf.ts';
import { createOwner, joinStaff } from '../support/staff.ts';
import { findPieces, orderRequest, outboxMessages, registerShopper, send, uniqueEmail, type SalePiece, type Shopper } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();

const OWNER_PASSWORD = 'garnet-and-gold-77';
let owner: Record<string, string>;
let ownerEmail: string;
let staff: Record<string, string>;
let staffEmail: string;
let pieces: Awaited<ReturnType<typeof findPieces>>;

async function logIn(email: string, password: string) {
  const answer = await send(shop, 'POST', '/api/authenticate', { email, password });
  if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  return { Authorization: `Bearer ${answer.body.jwtToken}` };
}

beforeAll(async () => {
  ownerEmail = uniqueEmail('owner');
  await createOwner(shop.database.db, { email: ownerEmail, password: OWNER_PASSWORD });
  owner = await logIn(ownerEmail, OWNER_PASSWORD);
  // A staff member (not the owner) runs orders too.
  staffEmail = uniqueEmail('staff');
  staff = await joinStaff(shop, owner, { email: staffEmail, firstName: 'Stella', lastName: 'Staff' });
  pieces = await findPieces(shop);
});

const item = (piece: SalePiece, extra: Record<string, unknown> = {}) => ({
  variantId: piece.variantId,
  metal: piece.metals[0],
  size: piece.sizes[0] ?? '',
  quantity: 1,
  ...extra,
});

/** An order placed through the shop's API by a (verified, unless told) shopper. */
async function placeOrder(shopper: Shopper, items = [item(pieces.oneSize)], extra: Record<string, unknown> = {}) {
  const placed = await send(shop, 'POST', '/api/orders', orderRequest(shopper, items, extra), shopper.auth);
  if (placed.status !== 201) throw new Error(`order failed: ${JSON.stringify(placed.body)}`);
  return placed.body as { id: number; number: number };
}

/**
 * Another order like `template`, written straight into the database in `status` (for the moves'
 * matrix), with its payment: paid in full by a bank transfer unless told (an order past Confirmed
 * is paid).
 */
async function orderLike(templateId: number, status: OrderStatus, heldFrom: OrderStatus | null = null, createdAt?: Date, paid = true) {
  const { rows } = await shop.database.pool.query(
    `INSERT INTO orders (user_id, customer_name, contact, shipping_address, shipping_method_id, shipping_method_name, currency,
       subtotal_minor, gift_wrap_minor, shipping_minor, discount_minor, total_minor, status, held_from_status, has_made_to_order, created_at)
     SELECT user_id, customer_name, contact, shipping_address, shipping_method_id, shipping_method_name, currency,
       subtotal_minor, gift_wrap_minor, shipping_minor, discount_minor, total_minor, $2, $3, has_made_to_order, coalesce($4, now())
     FROM orders WHERE id = $1 RETURNING id, number`,
    [templateId, status, heldFrom, createdAt ?? null],
  );
  await shop.database.pool.query(
    `INSERT INTO order_items (order_id, variant_id, product_id, product_name, gemstone, metal, size, personalisation, gift_wrap, quantity, unit_price_minor, gift_wrap_minor, image, made_to_order)
     SELECT $2, variant_id, product_id, product_name, gemstone, metal, size, personalisation, gift_wrap, quantity, unit_price_minor, gift_wrap_minor, image, made_to_order
     FROM order_items WHERE order_id = $1`,
    [templateId, rows[0].id],
  );
  const { rows: payment } = await shop.database.pool.query(
    `INSERT INTO payments (order_id, method, currency, amount_minor) SELECT $2, method, currency, amount_minor FROM payments WHERE order_id = $1 RETURNING id, amount_minor, currency`,
    [templateId, rows[0].id],
  );
  if (paid) {
    await shop.database.pool.query(`INSERT INTO payment_events (payment_id, kind, amount_minor, currency) VALUES ($1, 'manual_payment', $2, $3)`, [
      payment[0].id,
      payment[0].amount_minor,
      payment[0].currency,
    ]);
  }
  return rows[0] as { id: number; number: number };
}

const move = (id: number, change: Record<string, unknown>, who = owner) => send(shop, 'POST', `/api/admin/orders/${id}/status`, change, who);

/** The messages in the outbox table for this address (delivered or not). */
const queuedMails = async (to: string) =>
  (await shop.database.pool.query('SELECT subject, text FROM mail_outbox WHERE "to" = $1 ORDER BY id', [to])).rows as Array<{ subject: string; text: string }>;

async function pdf(path: string, who = owner) {
  const response = await shop.api.request(path.replace(/^\/api/, ''), { headers: who });
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('moving an order through its workflow', () => {
  it('takes an order from Pending to Delivered; each move is on the timeline, audited, and e-mailed to the shopper once', async () => {
    const shopper = await registerShopper(shop, { lastName: 'Walker' }, { verified: true });
    const order = await placeOrder(shopper);
    await payInFull(shop, order.id, staff);
    const mailsBefore = (await queuedMails(shopper.email)).length;

    const path: Array<Record<string, unknown>> = [
      { status: 'Confirmed', note: 'Thank you, we are on it.' },
      { status: 'In production' },
      { status: 'Ready to ship' },
      { status: 'Shipped', carrier: 'Royal Mail', trackingNumber: 'AB123456789GB' },
      { status: 'Delivered' },
    ];
    let from: OrderStatus = 'Pending';
    for (const [index, change] of path.entries()) {
      const moved = await move(order.id, change, index % 2 ? staff : owner);
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body).toMatchObject({ status: change.status, nextStatuses: nextStatuses(change.status as OrderStatus) });
      const mails = await queuedMails(shopper.email);
      expect(mails).toHaveLength(mailsBefore + index + 1);
      expect(mails.at(-1)!.subject).toBe(`Your Test Jewellers order ${order.number} is ${change.status}`);
      // Shipped and Delivered mails say the returns policy and where a return starts (decision record 047).
      expect(mails.at(-1)!.text.includes('Returns: within 30 days of delivery.'), String(change.status)).toBe(
        ['Shipped', 'Delivered'].includes(change.status as string),
      );
      const history = await shop.request(`/api/admin/audit?entity=order&entityId=${order.id}`, { headers: owner });
      expect(history.body.entries[0]).toMatchObject({
        action: 'order.status',
        actorEmail: index % 2 ? staffEmail : ownerEmail,
        before: { status: from },
        after: { status: change.status },
      });
      from = change.status as OrderStatus;
    }

    const mails = await queuedMails(shopper.email);
    expect(mails.at(-5)!.text).toContain('A note from us:\nThank you, we are on it.');
    const shipped = mails.at(-2)!.text;
    expect(shipped).toContain('Carrier: Royal Mail');
    expect(shipped).toContain('Tracking number: AB123456789GB');
    expect(shipped).toContain('Track your parcel: https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB');
    expect(shipped).toContain(`http://localhost:3000/orders/${order.id}`);
    // Delivered now, too: the outbox folder has the file.
    expect((await outboxMessages(shop, shopper.email)).some((message) => message.includes(`order ${order.number} is Delivered`))).toBe(true);

    const history = await shop.request(`/api/admin/audit?entity=order&entityId=${order.id}`, { headers: owner });
    // The five moves, and the money received before them.
    expect(history.body.entries).toHaveLength(6);
    expect(history.body.entries.at(-1)).toMatchObject({ action: 'order.payment_received', actorEmail: staffEmail });
    expect(history.body.entries[1]).toMatchObject({
      before: { status: 'Ready to ship', carrier: null, trackingNumber: null },
      after: { status: 'Shipped', carrier: 'Royal Mail', trackingNumber: 'AB123456789GB' },
    });

    const seen = await shop.request(`/api/admin/orders/${order.id}`, { headers: staff });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      status: 'Delivered',
      nextStatuses: [],
      carrier: 'Royal Mail',
      trackingNumber: 'AB123456789GB',
      trackingUrl: 'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB',
      account: { email: shopper.email, emailVerified: true },
    });
    expect(seen.body.timeline.map((event: { kind: string; to: string }) => [event.kind, event.to])).toEqual([
      ['placed', 'Pending'],
      ['status', 'Confirmed'],
      ['status', 'In production'],
      ['status', 'Ready to ship'],
      ['status', 'Shipped'],
      ['status', 'Delivered'],
    ]);
    expect(seen.body.timeline[1]).toMatchObject({ from: 'Pending', note: 'Thank you, we are on it.', actor: { email: ownerEmail, name: 'Shop Owner' } });
    expect(seen.body.timeline[2].actor).toMatchObject({ email: staffEmail, name: 'Stella Staff' });
  });

  it('allows exactly the moves of the workflow from every status, and refuses the others with 409 saying which are allowed', async () => {
    const shopper = await registerShopper(shop, { lastName: 'Matrix' }, { verified: true });
    const template = await placeOrder(shopper);
    const starts: Array<[OrderStatus, OrderStatus | null]> = [
      ...ORDER_STATUSES.filter((status) => status !== 'On hold').map((status): [OrderStatus, null] => [status, null]),
      ['On hold', 'Pending'],
      ['On hold', 'Confirmed'],
      ['On hold', 'In production'],
      ['On hold', 'Ready to ship'],
    ];
    const shipping = { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' };
    let allowedMoves = 0;
    for (const [from, heldFrom] of starts) {
      const allowed = nextStatuses(from, heldFrom);
      for (const to of ORDER_STATUSES) {
        const order = await orderLike(template.id, from, heldFrom);
        const answer = await move(order.id, { status: to, ...shipping });
        if (allowed.includes(to)) {
          allowedMoves++;
          expect(answer.status, `${from} (held from ${heldFrom}) → ${to}`).toBe(200);
          expect(answer.body.status).toBe(to);
          // On hold remembers where the order was; leaving it forgets.
          expect(answer.body.heldFromStatus).toBe(to === 'On hold' ? from : null);
        } else {
          expect(answer, `${from} (held from ${heldFrom}) → ${to}`).toMatchObject({
            status: 409,
            body: { message: ORDER_STATUS_MESSAGES.notAllowed(from, to, allowed) },
          });
          const { rows } = await shop.database.pool.query('SELECT status FROM orders WHERE id = $1', [order.id]);
          expect(rows[0].status).toBe(from);
        }
      }
    }
    expect(allowedMoves).toBe(21);
    expect((await move(template.id, { status: 'Delivered' })).body.message).toBe(
      'An order that is Pending cannot be moved to Delivered. It can move to: Confirmed, On hold, Cancelled.',
    );
    expect((await move(template.id, { status: 'Confirmed' })).status).toBe(200);
    expect((await move(template.id, { status: 'Confirmed' })).status).toBe(409);
  });

  it('serves two people moving one order at once one after the other: one move, one e-mail', async () => {
    const shopper = await registerShopper(shop, { lastName: 'Racer' }, { verified: true });
    const order = await placeOrder(shopper);
    const mails = (await queuedMails(shopper.email)).length;
    const answers = await Promise.all([owner, staff, owner, staff].map((who) => move(order.id, { status: 'Confirmed' }, who)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await queuedMails(shopper.email)).toHaveLength(mails + 1);
    const { rows } = await shop.database.pool.query("SELECT count(*)::int AS n FROM order_events WHERE order_id = $1 AND kind = 'status'", [order.id]);
    expect(rows[0].n).toBe(1);
  });

  it('puts an order On hold and back where it was', async () => {
    const shopper = await registerShopper(shop, { lastName: 'Holder' }, { verified: true });
    const order = await placeOrder(shopper);
    await move(order.id, { status: 'Confirmed' });
    const held = await move(order.id, { status: 'On hold', note: 'Waiting for the stone.' });
    expect(held.body).toMatchObject({ status: 'On hold', heldFromStatus: 'Confirmed', nextStatuses: ['Confirmed', 'Cancelled'] });
    expect((await move(order.id, { status: 'In production' })).status).toBe(409);
    const back = await move(order.id, { status: 'Confirmed' });
    expect(back.body).toMatchObject({ status: 'Confirmed', heldFromStatus: null });
    expect((await queuedMails(shopper.email)).map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([`Your Test Jewellers order ${order.number} is On hold`]),
    );
  });

  it('refuses Shipped without the carrier or the tracking number (400 naming the field), and nothing changes', async () => {
    const shopper = await registerShopper(shop, { lastName: 'Shipless' }, { verified: true });
    const template = await placeOrder(shopper);
    const order = await orderLike(template.id, 'Ready to ship');
    const mails = (await queuedMails(shopper.email)).length;
    for (const [change, field] of [
      [{ status: 'Shipped' }, 'carrier'],
      [{ status: 'Shipped', carrier: 'DHL' }, 'trackingNumber'],
      [{ status: 'Shipped', carrier: '  ', trackingNumber: 'JD0146' }, 'carrier'],
      [{ status: 'Shipped', trackingNumber: 'JD0146' }, 'carrier'],
    ] as const) {
      const refused = await move(order.id, change);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(ORDER_STATUS_MESSAGES.trackingNeeded);
      expect(refused.body.error.issues.map((issue: { path: string }) => issue.path)).toContain(field);
    }
    const badNumber = await move(order.id, { status: 'Shipped', carrier: 'DHL', trackingNumber: 'JD<script>' });
    expect(badNumber).toMatchObject({ status: 400, body: { error: { issues: [{ path: 'trackingNumber' }] } } });
    expect((await move(order.id, { status: 'Sent' })).body).toMatchObject({ error: { issues: [{ path: 'status' }] } });
    const { rows } = await shop.database.pool.query('SELECT status, carrier FROM orders WHERE id = $1', [order.id]);
    expect(rows[0]).toEqual({ status: 'Ready to ship', carrier: null });
    expect(await queuedMails(shopper.email)).toHaveLength(mails);
    expect((await shop.database.pool.query('SELECT count(*)::int AS n FROM order_events WHERE order_id = $1', [order.id])).rows[0].n).toBe(0);

    // The service refuses it too, whoever calls it.
    await expect(
      changeOrderStatus(
        shop.database.db,
        shop.config,
        order.id,
        { status: 'Shipped', carrier: 'DHL', trackingNumber: ' ' },
        { id: shopper.id, email: shopper.email },
      ),
    ).rejects.toThrow(ORDER_STATUS_MESSAGES.trackingNeeded);

    const unknown = await move(2_000_000_000, { status: 'Confirmed' });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Order not found' } });
  });

  it('Cancelled puts ready-to-ship pieces back on the shelf (once) and records the date', async () => {
    const piece = pieces.other;
    const { rows: metal } = await shop.database.pool.query('SELECT id FROM metals WHERE name = $1', [piece.metals[0]]);
    const { rows: size } = await shop.database.pool.query('SELECT id FROM sizes WHERE label = $1', [piece.sizes[0] ?? '']);
    await shop.database.pool.query('UPDATE product_variants SET made_to_order = false WHERE id = $1', [piece.variantId]);
    const { rows: shelf } = await shop.database.pool.query(
      'INSERT INTO variant_stock (variant_id, metal_id, size_id, quantity) VALUES ($1, $2, $3, 5) RETURNING id',
      [piece.variantId, metal[0].id, size[0]?.id ?? null],
    );
    await shop.database.pool.query('SELECT refresh_variant_listing($1::int[])', [[piece.variantId]]);
    const onShelf = async () => (await shop.database.pool.query('SELECT quantity FROM variant_stock WHERE id = $1', [shelf[0].id])).rows[0].quantity;

    const shopper = await registerShopper(shop, { lastName: 'Canceller' }, { verified: true });
    const order = await placeOrder(shopper, [item(piece, { quantity: 2 })]);
    expect(await onShelf()).toBe(3);
    expect((await move(order.id, { status: 'Confirmed' })).status).toBe(200);
    expect((await move(order.id, { status: 'On hold' })).status).toBe(200);
    const cancelled = await move(order.id, { status: 'Cancelled', note: 'As you asked on the phone.' });
    expect(cancelled.body).toMatchObject({ status: 'Cancelled', nextStatuses: [] });
    expect(new Date(cancelled.body.cancelledAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await onShelf()).toBe(5);
    expect((await move(order.id, { status: 'Cancelled' })).status).toBe(409);
    expect(await onShelf()).toBe(5);
    expect((await queuedMails(shopper.email)).at(-1)!.subject).toBe(`Your Test Jewellers order ${order.number} is Cancelled`);
  });

  it('does not e-mail a shopper whose address is not verified, and says so', async () => {
    const shopper = await registerShopper(shop, { lastName: 'Unverified' });
    const order = await placeOrder(shopper);
    const moved = await move(order.id, { status: 'Confirmed' });
    expect(moved.body).toMatchObject({ status: 'Confirmed', account: { email: shopper.email, emailVerified: false } });
    expect((await queuedMails(shopper.email)).filter((mail) => mail.subject.includes(String(order.number)))).toEqual([]);
  });
});

describe('internal notes and the shopper’s view', () => {
  it('keeps internal notes for the shop; the shopper sees the status changes with dates, the note told to them and the tracking', async () => {
    const shopper = await registerShopper(shop, { lastName: 'Viewer' }, { verified: true });
    const order = await placeOrder(shopper);
    const mails = (await queuedMails(shopper.email)).length;
    const noted = await send(shop, 'POST', `/api/admin/orders/${order.id}/notes`, { note: 'Customer is a regular: add a polishing cloth.' }, staff);
    expect(noted.status).toBe(201);
    expect(noted.body.timeline.at(-1)).toMatchObject({
      kind: 'note',
      internal: true,
      note: 'Customer is a regular: add a polishing cloth.',
      actor: { email: staffEmail },
    });
    expect(await queuedMails(shopper.email)).toHaveLength(mails);
    expect((await send(shop, 'POST', `/api/admin/orders/${order.id}/notes`, { note: '   ' }, staff)).status).toBe(400);
    expect((await send(shop, 'POST', `/api/admin/orders/2000000000/notes`, { note: 'Hello' }, staff)).status).toBe(404);

    await move(order.id, { status: 'Confirmed', note: 'Your ring is next on the bench.' });
    await payInFull(shop, order.id, staff);
    await move(order.id, { status: 'Ready to ship' });
    await move(order.id, { status: 'Shipped', carrier: 'Pigeon Post', trackingNumber: 'PP-42' });

    const seen = await shop.request(`/api/orders/${order.id}`, { headers: shopper.auth });
    expect(seen.status).toBe(200);
    expect(OrderAnswer.safeParse(seen.body).error).toBeUndefined();
    expect(JSON.stringify(seen.body)).not.toContain('polishing cloth');
    expect(JSON.stringify(seen.body)).not.toContain(staffEmail);
    expect(seen.body).toMatchObject({ status: 'Shipped', carrier: 'Pigeon Post', trackingNumber: 'PP-42', trackingUrl: null });
    // The money's moves are in the history too, in words (issue 32); the workflow's entries in their order.
    expect(seen.body.timeline.filter((entry: { kind: string }) => entry.kind === 'payment')).not.toEqual([]);
    expect(seen.body.timeline.filter((entry: { kind: string }) => entry.kind !== 'payment')).toEqual([
      expect.objectContaining({ kind: 'placed', status: 'Pending', from: null }),
      expect.objectContaining({ kind: 'status', status: 'Confirmed', from: 'Pending', note: 'Your ring is next on the bench.' }),
      expect.objectContaining({ kind: 'status', status: 'Ready to ship', note: '' }),
      expect.objectContaining({ kind: 'status', status: 'Shipped', carrier: 'Pigeon Post', trackingNumber: 'PP-42', trackingUrl: null }),
    ]);
    // The shopper's view of the order never reads the internal notes.
    const view = await getOrder(shop.database.db, shopper.id, order.id);
    expect(view.timeline.filter((event) => event.kind === 'note')).toEqual([]);
    const dates = seen.body.timeline.map((entry: { at: string }) => Date.parse(entry.at));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    // MY ORDERS carries the same.
    const list = await shop.request('/api/orders', { headers: shopper.auth });
    expect(list.body.find((entry: { id: number }) => entry.id === order.id)).toMatchObject({ status: 'Shipped', timeline: seen.body.timeline });

    const history = await shop.request(`/api/admin/audit?entity=order&entityId=${order.id}`, { headers: owner });
    expect(history.body.entries.findLast((entry: { action: string }) => entry.action === 'order.note')).toMatchObject({
      action: 'order.note',
      actorEmail: staffEmail,
      after: { note: 'Customer is a regular: add a polishing cloth.' },
    });
  });

  it('shows a shopper’s own cancellation on their timeline', async () => {
    const shopper = await registerShopper(shop, { lastName: 'Selfcancel' });
    const order = await placeOrder(shopper);
    expect((await send(shop, 'POST', `/api/orders/${order.id}/cancel`, undefined, shopper.auth)).status).toBe(200);
    const seen = await shop.request(`/api/orders/${order.id}`, { headers: shopper.auth });
    expect(seen.body.timeline.map((entry: { status: string }) => entry.status)).toEqual(['Pending', 'Cancelled']);
  });

  it('answers another order’s details to staff only', async () => {
    const shopper = await registerShopper(shop, { lastName: 'Private' });
    const order = await placeOrder(shopper);
    expect((await shop.request(`/api/admin/orders/${order.id}`, { headers: shopper.auth })).status).toBe(403);
    expect((await shop.request(`/api/admin/orders/${order.id}`)).status).toBe(401);
    expect((await shop.request('/api/admin/orders/2000000000', { headers: staff })).status).toBe(404);
    expect((await shop.request('/api/admin/orders/abc', { headers: staff })).status).toBe(400);
  });
});

describe('the order list', () => {
  it('filters by status, dates and made to order, searches by number, name and e-mail, pages on the server, newest first', async () => {
    const tag = `Zephyrine${Math.random().toString(36).slice(2, 7)}`;
    const shopper = await registerShopper(shop, { firstName: 'Quilla', lastName: tag }, { verified: true });
    const first = await placeOrder(shopper);
    const list = (query: string, who = staff) => shop.request(`/api/admin/orders?${query}`, { headers: who });

    // 26 more of this shopper's orders, a day apart going back, a few of them confirmed.
    const made: Array<{ id: number; number: number }> = [first];
    for (let day = 1; day <= 26; day++)
      made.push(await orderLike(first.id, day % 5 === 0 ? 'Confirmed' : 'Pending', null, new Date(Date.now() - day * 86_400_000)));

    const byName = await list(`q=${tag.toLowerCase()}`);
    expect(byName.status).toBe(200);
    expect(byName.body.orders).toHaveLength(25);
    expect(byName.body.hasMore).toBe(true);
    expect(byName.body.orders.map((row: { id: number }) => row.id)).toEqual(made.slice(0, 25).map((order) => order.id));
    expect(byName.body.orders[0]).toMatchObject({ number: first.number, customerName: `Quilla ${tag}`, email: shopper.email, status: 'Pending', itemCount: 1 });
    const second = await list(`q=${tag}&page=2`);
    expect(second.body).toMatchObject({ hasMore: false });
    expect(second.body.orders.map((row: { id: number }) => row.id)).toEqual(made.slice(25).map((order) => order.id));

    expect((await list(`q=${encodeURIComponent(shopper.email.slice(0, 14).toUpperCase())}`)).body.orders).toHaveLength(25);
    expect((await list(`q=${made[3]!.number}`)).body.orders.map((row: { id: number }) => row.id)).toEqual([made[3]!.id]);
    expect((await list(`q=%23${made[3]!.number}`)).body.orders.map((row: { id: number }) => row.id)).toEqual([made[3]!.id]);
    // LIKE's wildcards are taken literally.
    expect((await list(`q=${encodeURIComponent('%_%')}`)).body.orders).toEqual([]);

    const confirmed = await list(`q=${tag}&status=Confirmed`);
    expect(confirmed.body.orders.map((row: { id: number }) => row.id)).toEqual([made[5]!.id, made[10]!.id, made[15]!.id, made[20]!.id, made[25]!.id]);

    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const lastWeek = await list(`q=${tag}&from=${day(6)}&to=${day(2)}`);
    expect(lastWeek.body.orders.map((row: { id: number }) => row.id)).toEqual(made.slice(2, 7).map((order) => order.id));
    expect((await list(`q=${tag}&from=2000-01-01&to=2000-01-02`)).body.orders).toEqual([]);

    const madeToOrder = (await list(`q=${tag}&madeToOrder=true`)).body.orders.length;
    const readyToShip = (await list(`q=${tag}&madeToOrder=false`)).body.orders.length;
    expect(madeToOrder).toBe(25);
    expect(readyToShip).toBe(0);

    // Every refusal names the field.
    for (const [query, field] of [
      ['status=Sent', 'status'],
      ['from=yesterday', 'from'],
      [`from=${day(1)}&to=${day(3)}`, 'to'],
      ['madeToOrder=maybe', 'madeToOrder'],
      ['page=0', 'page'],
      ['q=ab', 'q'],
    ]) {
      const refused = await list(query!);
      expect(refused.status, query).toBe(400);
      expect(refused.body.error.issues[0].path).toBe(field);
    }
  });
});

describe('packing slip and invoice', () => {
  it('are PDFs with the shop’s name and address, the lines with their choices; the invoice with the totals, the slip without prices', async () => {
    const shopper = await registerShopper(shop, { lastName: 'Papers' }, { verified: true });
    const { sized, oneSize } = pieces;
    const order = await placeOrder(
      shopper,
      [item(sized, { size: sized.sizes[1], quantity: 2, personalisation: 'A & J forever', giftWrap: true }), item(oneSize)],
      { specialInstructions: 'Leave it with the concierge.' },
    );
    const seen = (await shop.request(`/api/admin/orders/${order.id}`, { headers: staff })).body;

    const slip = await pdf(`/api/admin/orders/${order.id}/packing-slip`, staff);
    expect(slip).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(slip.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const slipText = pdfShownText(slip.bytes);
    for (const text of ['Test Jewellers', '1120 NW Couch Street, Suite 410', 'PACKING SLIP', String(order.number), sized.title, oneSize.title]) {
      expect(slipText).toContain(text);
    }
    // A London order names its sizes in UK sizes (decision record 057).
    expect(slipText).toContain(linePiece({ metal: sized.metals[0]!, size: sized.sizes[1]!, gemstone: null }, { sizeSystem: 'UK' }));
    expect(slipText).toContain('Personalisation: "A & J forever"');
    expect(slipText).toContain('Gift wrap');
    expect(slipText).toContain('Leave it with the concierge.');
    expect(slipText).toContain('12 St James Square');
    expect(slipText).not.toContain('$');

    const invoice = await pdf(`/api/admin/orders/${order.id}/invoice`);
    expect(invoice).toMatchObject({ status: 200, type: 'application/pdf' });
    const invoiceText = pdfShownText(invoice.bytes);
    const usd = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
    for (const text of [
      'Test Jewellers',
      'PRO FORMA INVOICE',
      'This is not a tax invoice.',
      'Subtotal',
      usd(seen.subtotal),
      'Gift wrap',
      usd(seen.giftWrap),
      usd(seen.shipping),
      'Total',
      usd(seen.total),
    ]) {
      expect(invoiceText).toContain(text);
    }
    expect(invoiceText).toContain('Personalisation: "A & J forever"');
    // How it is paid: nothing yet, the whole total due.
    expect(invoiceText).toMatch(/Payment method\nBank transfer\nPaid\n\$0\.00\nRefunded\n\$0\.00\nAmount due\n/);
    expect(invoiceText.split('Amount due\n')[1]!.split('\n')[0]).toBe(usd(seen.total));
    // Part paid, part of that refunded: the invoice says what the order page says.
    const receivedOn = new Date().toISOString().slice(0, 10);
    expect((await send(shop, 'POST', `/api/admin/orders/${order.id}/payments`, { amount: 10, receivedOn }, staff)).status).toBe(201);
    const refunded = await send(shop, 'POST', `/api/admin/orders/${order.id}/refunds`, { amount: 4, reason: 'Goodwill' }, staff);
    const paidText = pdfShownText((await pdf(`/api/admin/orders/${order.id}/invoice`)).bytes);
    expect(paidText).toContain(`Paid\n$10.00\nRefunded\n-$4.00\nAmount due\n${usd(refunded.body.payment.amountDue)}`);

    expect((await pdf('/api/admin/orders/2000000000/invoice')).status).toBe(404);
    expect((await pdf(`/api/admin/orders/${order.id}/invoice`, shopper.auth)).status).toBe(403);
  });
});

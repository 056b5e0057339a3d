import { beforeAll, describe, expect, it } from 'vitest';
import { OrderAnswer } from '../../domain/contract/checkout.ts';
import { GIFT_WRAP_FEE_MINOR, MAX_LINE_QUANTITY } from '../../domain/line.ts';

/** An amount as the API writes it, from minor units. */
const major = (minor: number) => minor / 100;
import { FORM_LIMITS } from '../../server/services/rate-limits/index.ts';
import { retryAfter, sendFrom } from '../support/client-address.ts';
import { findPieces, outboxMessages, registerShopper, send, type SalePiece, type Shopper } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
let pieces: Awaited<ReturnType<typeof findPieces>>;

beforeAll(async () => {
  pieces = await findPieces(shop);
});

const contact = { name: 'Ada Lovelace', email: 'ada.orders@example.com', phone: '+44 20 7946 0958' };
const address = {
  name: 'Ada Lovelace',
  company: 'Analytical Engines Ltd',
  address: '12 St James Square',
  city: 'London',
  country: 'United Kingdom',
  state: 'London',
  zip: 'SW1Y 4JH',
  phone: '020 7946 0958',
};

/** An item as the spec's client sends it (productName = the cart item's id, its own price), plus what it lacked. */
const sentItem = (piece: SalePiece, overrides: Record<string, unknown> = {}) => ({
  productName: String(piece.variantId),
  quantity: 1,
  price: 0.01,
  metal: piece.metals[0],
  productId: String(piece.productId),
  size: piece.sizes[0] ?? '',
  variantId: piece.variantId,
  ...overrides,
});

/** An order as the spec's client sends it; without its `total` (the total it showed, checked: price-changed.test.ts) unless `overrides` gives one. */
const sentOrder = (shopper: Shopper, items: unknown[], overrides: Record<string, unknown> = {}) => ({
  customerId: shopper.id,
  customerName: `${shopper.firstName}${shopper.lastName}`,
  orderCustomer: contact,
  shippingAddress: address,
  date: new Date().toISOString(),
  status: 'Delivered',
  items,
  ...overrides,
});

const place = (shopper: Shopper, body: unknown, headers: Record<string, string> = {}) =>
  send(shop, 'POST', '/api/orders', body, { ...shopper.auth, ...headers });

const orderCount = async (userId: number) =>
  (await shop.database.pool.query('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [userId])).rows[0].n as number;

describe('POST /api/orders', () => {
  it('needs a logged-in shopper', async () => {
    const { oneSize } = pieces;
    const anonymous = await send(shop, 'POST', '/api/orders', { orderCustomer: contact, shippingAddress: address, items: [sentItem(oneSize)] });
    expect(anonymous).toMatchObject({ status: 401, body: { message: 'Login first' } });
  });

  it('prices the order from the database, ignoring the prices sent; the total sent is the one it charges', async () => {
    const shopper = await registerShopper(shop, {}, { verified: true });
    const { sized, oneSize } = pieces;
    await send(shop, 'PUT', '/api/cart', { lines: [{ variantId: oneSize.variantId, metal: oneSize.metals[0], quantity: 1 }] }, shopper.auth);
    const subtotal = 2 * sized.pricesMinor[1]! + oneSize.pricesMinor[0]!;
    const total = subtotal + 2 * GIFT_WRAP_FEE_MINOR + 999;

    const { status, body } = await place(
      shopper,
      sentOrder(
        shopper,
        [sentItem(sized, { metal: sized.metals[1], size: sized.sizes[1], quantity: 2, personalisation: 'A & J', giftWrap: true }), sentItem(oneSize)],
        { shippingMethod: 'Regular', specialInstructions: 'Please leave it with the concierge.', total: (total / 100).toFixed(2) },
      ),
    );

    expect(status).toBe(201);
    expect(body).toMatchObject({
      id: expect.any(Number),
      number: expect.any(Number),
      customerId: shopper.id,
      customerName: 'Ada Lovelace',
      status: 'Pending',
      contact,
      shippingAddress: address,
      shippingMethod: { name: 'Regular', deliveryText: '3 to 5 days', price: 9.99 },
      subtotal: major(subtotal),
      giftWrap: major(2 * GIFT_WRAP_FEE_MINOR),
      shipping: 9.99,
      discount: 0,
      total: major(total),
      itemCount: 3,
      specialInstructions: 'Please leave it with the concierge.',
      canCancel: true,
      cancelledAt: null,
    });
    expect(body.number).toBeGreaterThanOrEqual(100001);
    expect(new Date(body.created).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(body.items).toMatchObject([
      {
        productName: sized.title,
        productId: sized.productId,
        variantId: sized.variantId,
        metal: sized.metals[1],
        size: sized.sizes[1],
        quantity: 2,
        price: major(sized.pricesMinor[1]!),
        personalisation: 'A & J',
        giftWrap: true,
      },
      {
        productName: oneSize.title,
        productId: oneSize.productId,
        variantId: oneSize.variantId,
        metal: oneSize.metals[0],
        size: '',
        quantity: 1,
        price: major(oneSize.pricesMinor[0]!),
        giftWrap: false,
      },
    ]);
    expect(OrderAnswer.safeParse(body).error).toBeUndefined();

    const { rows } = await shop.database.pool.query('SELECT total_minor, customer_name FROM orders WHERE id = $1', [body.id]);
    expect(rows[0]).toEqual({ total_minor: total, customer_name: 'Ada Lovelace' });
    expect((await shop.request('/api/cart', { headers: shopper.auth })).body.lines).toEqual([]);

    const [mail] = (await outboxMessages(shop, shopper.email)).filter((message) => message.includes(`order ${body.number}`));
    expect(mail).toContain(`Subject: Your Test Jewellers order ${body.number}`);
    expect(mail).toContain(`2 × ${sized.title}`);
    expect(mail).toContain(`Total: ${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(total / 100)}`);
  });

  it('takes WELCOME10 off the subtotal of a first order, and refuses it on the second', async () => {
    const shopper = await registerShopper(shop, {}, { verified: true });
    const { oneSize } = pieces;
    const items = [sentItem(oneSize, { quantity: 3, giftWrap: true })];
    const first = await place(shopper, sentOrder(shopper, items, { discountCode: 'WELCOME10' }));
    const subtotal = 3 * oneSize.pricesMinor[0]!;
    const discount = Math.round(subtotal / 10);
    expect(first).toMatchObject({
      status: 201,
      body: { discountCode: 'WELCOME10', discount: major(discount), total: major(subtotal + 3 * GIFT_WRAP_FEE_MINOR + 1999 - discount) },
    });
    const second = await place(shopper, sentOrder(shopper, items, { discountCode: 'WELCOME10' }));
    expect(second).toMatchObject({ status: 409, body: { message: 'WELCOME10 is for your first order only.' } });
    expect(await orderCount(shopper.id)).toBe(1);
  });

  it('refuses what cannot be sold with a 400 naming the problem, and stores nothing', async () => {
    const shopper = await registerShopper(shop);
    const { sized, oneSize } = pieces;
    await send(shop, 'PUT', '/api/cart', { lines: [{ variantId: oneSize.variantId, metal: oneSize.metals[0], quantity: 1 }] }, shopper.auth);
    const cases: Array<[unknown[], string]> = [
      [[], 'Your cart is empty. Please add items to your cart before checking out.'],
      [[sentItem(oneSize, { variantId: 2_000_000_000 })], 'There is no piece with variant id 2000000000 for sale.'],
      [[sentItem(sized, { metal: 'Unobtainium' })], `${sized.title} is not made in Unobtainium.`],
      [[sentItem(sized, { size: '99' })], `${sized.title} does not come in size 99.`],
      [[sentItem(sized, { size: '' })], `Please choose a size for ${sized.title}.`],
      [[sentItem(oneSize, { size: '7' })], `${oneSize.title} comes in one size only.`],
      [[sentItem(oneSize, { quantity: 0 })], `The quantity of ${oneSize.title} must be between 1 and ${MAX_LINE_QUANTITY}.`],
      [[sentItem(oneSize, { quantity: 1000 })], `The quantity of ${oneSize.title} must be between 1 and ${MAX_LINE_QUANTITY}.`],
      [
        [sentItem(oneSize, { quantity: 15 }), sentItem(oneSize, { quantity: 15 })],
        `The quantity of ${oneSize.title} must be between 1 and ${MAX_LINE_QUANTITY}.`,
      ],
      [[sentItem(oneSize, { quantity: 1.5 })], 'Quantity must be a whole number.'],
      [[{ ...sentItem(oneSize), variantId: undefined }], 'Each item needs its variantId.'],
    ];
    for (const [items, message] of cases) {
      const refused = await place(shopper, sentOrder(shopper, items));
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 400, message });
    }
    expect(await place(shopper, sentOrder(shopper, [sentItem(oneSize)], { shippingMethodId: 999_999 }))).toMatchObject({
      status: 400,
      body: { message: 'This shipping method is not available.' },
    });
    expect(await place(shopper, sentOrder(shopper, [sentItem(oneSize)], { discountCode: 'NOPE' }))).toMatchObject({
      status: 400,
      body: { message: 'This discount code is not valid.' },
    });
    expect(await orderCount(shopper.id)).toBe(0);
    expect((await shop.request('/api/cart', { headers: shopper.auth })).body.lines).toHaveLength(1);
  });

  it('checks contact and address with clear messages', async () => {
    const shopper = await registerShopper(shop);
    const items = [sentItem(pieces.oneSize)];
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ orderCustomer: { ...contact, name: '' } }, 'Name is required'],
      [{ orderCustomer: { ...contact, email: '' } }, 'Email is required'],
      [{ orderCustomer: { ...contact, email: 'ada@' } }, 'Invalid email address'],
      [{ orderCustomer: { ...contact, phone: '' } }, 'Phone is required'],
      [{ orderCustomer: { ...contact, phone: '12' } }, 'Invalid phone number'],
      [{ shippingAddress: { ...address, address: '' } }, 'Address is required'],
      [{ shippingAddress: { ...address, city: '' } }, 'City is required'],
      [{ shippingAddress: { ...address, country: '' } }, 'Country is required'],
      [{ shippingAddress: undefined }, 'Shipping address is required'],
    ];
    for (const [overrides, message] of cases) {
      const refused = await place(shopper, sentOrder(shopper, items, overrides));
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 400, message });
    }
    expect((await place(shopper, '{"items": [')).status).toBe(400);
    // The state and the postal code depend on the country: tests/api/addresses.test.ts.
  });

  it('places one order for two concurrent submits with the same Idempotency-Key', async () => {
    const shopper = await registerShopper(shop, {}, { verified: true });
    const order = sentOrder(shopper, [sentItem(pieces.oneSize)]);
    const key = { 'Idempotency-Key': 'checkout-attempt-1' };
    const [a, b] = await Promise.all([place(shopper, order, key), place(shopper, order, key)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect(await orderCount(shopper.id)).toBe(1);

    const retry = await place(shopper, order, key);
    expect(retry).toMatchObject({ status: 200, body: { id: a.body.id } });
    expect((await place(shopper, order, { 'Idempotency-Key': 'checkout-attempt-2' })).status).toBe(201);
    expect(await orderCount(shopper.id)).toBe(2);
    expect(await outboxMessages(shop, shopper.email).then((mails) => mails.filter((m) => m.includes(`order ${a.body.number}`)))).toHaveLength(1);
  });

  it('keeps one shopper’s key apart from another’s', async () => {
    const [first, second] = [await registerShopper(shop), await registerShopper(shop)];
    const key = { 'Idempotency-Key': 'same-key' };
    const a = await place(first, sentOrder(first, [sentItem(pieces.oneSize)]), key);
    const b = await place(second, sentOrder(second, [sentItem(pieces.oneSize)]), key);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).not.toBe(b.body.id);
  });
});

describe('idempotency', () => {
  const REUSED = 'This Idempotency-Key was already used for a different order. Send a new key to place a new order.';

  it('refuses the same key with a different order (422), and answers the same order again whatever the ignored fields', async () => {
    const shopper = await registerShopper(shop);
    const key = { 'Idempotency-Key': 'attempt-digest' };
    const order = sentOrder(shopper, [sentItem(pieces.oneSize)]);
    const first = await place(shopper, order, key);
    expect(first.status).toBe(201);

    const changes: Array<Record<string, unknown>> = [
      { items: [sentItem(pieces.oneSize, { quantity: 2 })] },
      { items: [sentItem(pieces.other)] },
      { items: [sentItem(pieces.oneSize), sentItem(pieces.other)] },
      { items: [sentItem(pieces.oneSize, { giftWrap: true })] },
      { shippingAddress: { ...address, address: '1 Other Street' } },
      { orderCustomer: { ...contact, phone: '+44 20 7946 0000' } },
      { shippingMethod: 'Regular' },
      { specialInstructions: 'Ring twice.' },
    ];
    for (const change of changes) {
      const reused = await place(shopper, { ...order, ...change }, key);
      expect({ change, status: reused.status, body: reused.body }).toMatchObject({
        change,
        status: 422,
        body: { message: REUSED, error: { code: 'idempotency_key_reused', message: REUSED } },
      });
    }
    expect(await orderCount(shopper.id)).toBe(1);

    // A retry of the same checkout attempt: a new date and total, spacing and key order do not make it another order.
    const { items, orderCustomer, ...rest } = order;
    const retry = {
      items,
      ...rest,
      date: new Date(Date.now() + 5000).toISOString(),
      total: 99,
      orderCustomer: { ...orderCustomer, name: ` ${orderCustomer.name} ` },
    };
    expect(await place(shopper, retry, key)).toMatchObject({ status: 200, body: { id: first.body.id } });
  });

  it('refuses a different order under one key even when both are sent at once', async () => {
    const shopper = await registerShopper(shop);
    const key = { 'Idempotency-Key': 'attempt-race' };
    const [a, b] = await Promise.all([
      place(shopper, sentOrder(shopper, [sentItem(pieces.oneSize)]), key),
      place(shopper, sentOrder(shopper, [sentItem(pieces.other)]), key),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 422]);
    expect(await orderCount(shopper.id)).toBe(1);
  });
});

describe('the confirmation e-mail', () => {
  it('goes to the account’s confirmed address, never to the contact address sent', async () => {
    const shopper = await registerShopper(shop, {}, { verified: true });
    const victim = 'victim.relay@example.org';
    const placed = await place(shopper, sentOrder(shopper, [sentItem(pieces.oneSize)], { orderCustomer: { ...contact, email: victim } }));
    expect(placed).toMatchObject({ status: 201, body: { contact: { email: victim } } });
    expect(await outboxMessages(shop, victim)).toEqual([]);
    const mails = (await outboxMessages(shop, shopper.email)).filter((mail) => mail.includes(`order ${placed.body.number}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`Subject: Your Test Jewellers order ${placed.body.number}`);
    // Queued with the order, to the account only.
    const queued = await shop.database.pool.query('SELECT "to" FROM mail_outbox WHERE subject LIKE $1', [`%order ${placed.body.number}`]);
    expect(queued.rows).toEqual([{ to: shopper.email }]);
  });

  it('is not sent while the account’s address is unconfirmed; the order is placed all the same', async () => {
    const shopper = await registerShopper(shop);
    const placed = await place(shopper, sentOrder(shopper, [sentItem(pieces.oneSize)], { orderCustomer: { ...contact, email: shopper.email } }));
    expect(placed.status).toBe(201);
    expect((await outboxMessages(shop, shopper.email)).filter((mail) => mail.includes(`order ${placed.body.number}`))).toEqual([]);
    expect(await orderCount(shopper.id)).toBe(1);
  });

  it('cannot carry extra lines or headers: single-line fields refuse control characters', async () => {
    const shopper = await registerShopper(shop, {}, { verified: true });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ orderCustomer: { ...contact, name: 'Ada\r\nBcc: victim@example.org' } }, 'Name must be on one line, without tabs or other control characters'],
      [{ shippingAddress: { ...address, city: 'London\nPay at http://evil.example' } }, 'City must be on one line, without tabs or other control characters'],
      [{ items: [sentItem(pieces.oneSize, { personalisation: 'A\u0007J' })] }, 'Personalisation must be on one line, without tabs or other control characters'],
      [{ specialInstructions: 'Leave it\u001b[8m hidden' }, 'Special instructions must not contain control characters other than line breaks'],
    ];
    for (const [change, message] of cases) {
      const refused = await place(shopper, sentOrder(shopper, [sentItem(pieces.oneSize)], change));
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 400, message });
    }
    expect(await orderCount(shopper.id)).toBe(0);
    const instructions = 'Ring the bell.\r\nThen knock.';
    expect(await place(shopper, sentOrder(shopper, [sentItem(pieces.oneSize)], { specialInstructions: instructions }))).toMatchObject({
      status: 201,
      body: { specialInstructions: instructions },
    });
  });
});

describe('anti-automation', () => {
  const perAccount = FORM_LIMITS.ordersPerAccount;
  const perClient = FORM_LIMITS.ordersPerClient;
  const LIMITED = 'You have placed several orders in a short time. Please wait up to an hour before placing another, or contact us.';
  const placeFrom = (address: string, shopper: Shopper) =>
    sendFrom(shop, address, 'POST', '/api/orders', sentOrder(shopper, [sentItem(pieces.oneSize)]), shopper.auth);

  it(`takes ${perAccount.limit} orders an hour from one account, from any address`, async () => {
    const shopper = await registerShopper(shop);
    const first = sentOrder(shopper, [sentItem(pieces.oneSize)]);
    const key = { 'Idempotency-Key': 'first-of-the-hour' };
    expect((await sendFrom(shop, '198.51.100.1', 'POST', '/api/orders', first, { ...shopper.auth, ...key })).status).toBe(201);
    for (let i = 1; i < perAccount.limit; i++) expect((await placeFrom(`198.51.100.${i + 1}`, shopper)).status).toBe(201);
    const refused = await placeFrom('198.51.100.250', shopper);
    expect(refused).toMatchObject({ status: 429, body: { message: LIMITED, error: { code: 'too_many_requests' } } });
    retryAfter(refused.headers, perAccount.windowSeconds);
    // Past the limit, a repeat of an order placed before is refused like any attempt.
    expect((await sendFrom(shop, '198.51.100.251', 'POST', '/api/orders', first, { ...shopper.auth, ...key })).status).toBe(429);
    expect(await orderCount(shopper.id)).toBe(perAccount.limit);
  });

  it(`takes ${perClient.limit} orders an hour from one client address, across accounts`, async () => {
    const accounts = await Promise.all(Array.from({ length: Math.ceil(perClient.limit / perAccount.limit) + 1 }, () => registerShopper(shop)));
    let placed = 0;
    for (const shopper of accounts) {
      while (placed < perClient.limit && (await orderCount(shopper.id)) < perAccount.limit) {
        expect((await placeFrom('203.0.113.50', shopper)).status).toBe(201);
        placed++;
      }
    }
    const fresh = accounts.at(-1)!;
    expect(await orderCount(fresh.id)).toBe(0);
    expect(await placeFrom('203.0.113.50', fresh)).toMatchObject({ status: 429, body: { message: LIMITED } });
    expect((await placeFrom('203.0.113.51', fresh)).status).toBe(201);
  });
});

describe('reading orders', () => {
  it('needs a token: “User token not found”', async () => {
    expect(await shop.request('/api/orders')).toMatchObject({ status: 401, body: { message: 'User token not found' } });
  });

  it('lists only the caller’s orders, newest first, in the spec’s shape', async () => {
    const [mine, theirs] = [await registerShopper(shop), await registerShopper(shop, { firstName: 'Grace', lastName: 'Hopper' })];
    const first = await place(mine, sentOrder(mine, [sentItem(pieces.oneSize)]));
    const second = await place(mine, sentOrder(mine, [sentItem(pieces.other, { quantity: 2 })]));
    await place(theirs, sentOrder(theirs, [sentItem(pieces.oneSize)]));

    const { status, body } = await shop.request('/api/orders', { headers: mine.auth });
    expect(status).toBe(200);
    expect(body.map((order: any) => order.id)).toEqual([second.body.id, first.body.id]);
    expect(body[0]).toMatchObject({
      id: second.body.id,
      number: second.body.number,
      total: second.body.total,
      created: second.body.created,
      status: 'Pending',
      items: [
        { id: expect.any(Number), productId: pieces.other.productId, productName: pieces.other.title, price: pieces.other.pricesMinor[0]! / 100, quantity: 2 },
      ],
    });
  });

  it('reads one of the caller’s orders, and answers 404 for another shopper’s', async () => {
    const [mine, theirs] = [await registerShopper(shop), await registerShopper(shop)];
    const placed = await place(mine, sentOrder(mine, [sentItem(pieces.oneSize)]));
    expect(await shop.request(`/api/orders/${placed.body.id}`, { headers: mine.auth })).toMatchObject({ status: 200, body: { id: placed.body.id } });
    expect(await shop.request(`/api/orders/${placed.body.id}`, { headers: theirs.auth })).toMatchObject({ status: 404, body: { message: 'Order not found' } });
    expect(await shop.request('/api/orders/2000000000', { headers: mine.auth })).toMatchObject({ status: 404 });
    expect((await shop.request('/api/orders/abc', { headers: mine.auth })).status).toBe(400);
  });
});

describe('POST /api/orders/{id}/cancel', () => {
  const cancel = (shopper: Shopper, id: number) => send(shop, 'POST', `/api/orders/${id}/cancel`, undefined, shopper.auth);

  it('cancels the caller’s pending order once', async () => {
    const shopper = await registerShopper(shop);
    const placed = await place(shopper, sentOrder(shopper, [sentItem(pieces.oneSize)]));
    const cancelled = await cancel(shopper, placed.body.id);
    expect(cancelled).toMatchObject({ status: 200, body: { id: placed.body.id, status: 'Cancelled', canCancel: false } });
    expect(cancelled.body.cancelledAt).toEqual(expect.any(String));
    expect(await cancel(shopper, placed.body.id)).toMatchObject({ status: 409, body: { message: 'Only pending orders can be cancelled.' } });
  });

  it('refuses an order older than 24 hours', async () => {
    const shopper = await registerShopper(shop);
    const placed = await place(shopper, sentOrder(shopper, [sentItem(pieces.oneSize)]));
    await shop.database.pool.query("UPDATE orders SET created_at = now() - interval '25 hours' WHERE id = $1", [placed.body.id]);
    expect((await shop.request(`/api/orders/${placed.body.id}`, { headers: shopper.auth })).body.canCancel).toBe(false);
    expect(await cancel(shopper, placed.body.id)).toMatchObject({ status: 409, body: { message: 'Orders can be cancelled within 24 hours of ordering.' } });
  });

  it('answers 404 for another shopper’s order and leaves it alone', async () => {
    const [mine, theirs] = [await registerShopper(shop), await registerShopper(shop)];
    const placed = await place(mine, sentOrder(mine, [sentItem(pieces.oneSize)]));
    expect(await cancel(theirs, placed.body.id)).toMatchObject({ status: 404, body: { message: 'Order not found' } });
    expect((await shop.request(`/api/orders/${placed.body.id}`, { headers: mine.auth })).body.status).toBe('Pending');
  });

  it('needs a logged-in shopper', async () => {
    expect(await send(shop, 'POST', '/api/orders/1/cancel')).toMatchObject({ status: 401, body: { message: 'Login first' } });
  });
});

describe('the API document', () => {
  it('describes the order endpoints', async () => {
    const { body } = await shop.request('/api/openapi.json');
    for (const path of ['/orders', '/orders/{id}', '/orders/{id}/cancel']) expect(body.paths[path]).toBeDefined();
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { QuoteAnswer } from '../../domain/contract/checkout.ts';
import { GIFT_WRAP_FEE_MINOR } from '../../domain/line.ts';

/** An amount as the API writes it, from minor units. */
const major = (minor: number) => minor / 100;
import { FORM_LIMITS } from '../../server/services/rate-limits/index.ts';
import { retryAfter, sendFrom } from '../support/client-address.ts';
import { confirmEmail, findPieces, registerShopper, send } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
let pieces: Awaited<ReturnType<typeof findPieces>>;

beforeAll(async () => {
  pieces = await findPieces(shop);
});

const contact = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0958' };
const address = {
  name: 'Ada Lovelace',
  address: '12 St James Square',
  city: 'London',
  country: 'United Kingdom',
  state: 'London',
  zip: 'SW1Y 4JH',
  phone: '020 7946 0958',
};

describe('GET /api/shipping-methods', () => {
  it('lists Express first, then Regular, with delivery text and prices', async () => {
    const { status, body } = await shop.request('/api/shipping-methods');
    expect(status).toBe(200);
    expect(body).toEqual([
      { id: expect.any(Number), name: 'Express', deliveryText: '1 to 2 days', price: 19.99, freeAbove: null },
      { id: expect.any(Number), name: 'Regular', deliveryText: '3 to 5 days', price: 9.99, freeAbove: null },
    ]);
  });
});

describe('POST /api/checkout/quote', () => {
  const quote = (body: unknown, headers: Record<string, string> = {}) => send(shop, 'POST', '/api/checkout/quote', body, headers);

  it('prices items, gift wrap and shipping from the database (Express by default)', async () => {
    const { sized, oneSize } = pieces;
    const { status, body } = await quote({
      items: [
        { variantId: sized.variantId, metal: sized.metals[1], size: sized.sizes[0], quantity: 2, giftWrap: true },
        { variantId: oneSize.variantId, metal: oneSize.metals[0], quantity: 1 },
      ],
    });
    expect(status).toBe(200);
    const subtotal = 2 * sized.pricesMinor[1]! + oneSize.pricesMinor[0]!;
    expect(body).toMatchObject({
      itemCount: 3,
      subtotal: major(subtotal),
      giftWrap: major(2 * GIFT_WRAP_FEE_MINOR),
      shipping: 19.99,
      discount: 0,
      total: major(subtotal + 2 * GIFT_WRAP_FEE_MINOR + 1999),
      shippingMethod: { name: 'Express' },
      discountCode: null,
    });
    expect(body.items[0]).toMatchObject({ productName: sized.title, metal: sized.metals[1], size: sized.sizes[0], price: major(sized.pricesMinor[1]!) });
    expect(QuoteAnswer.safeParse(body).error).toBeUndefined();
  });

  it('uses the chosen method, by id or by name', async () => {
    const methods = (await shop.request('/api/shipping-methods')).body;
    const items = [{ variantId: pieces.oneSize.variantId, metal: pieces.oneSize.metals[0], quantity: 1 }];
    expect((await quote({ items, shippingMethodId: methods[1].id })).body.shipping).toBe(9.99);
    expect((await quote({ items, shippingMethod: 'regular' })).body.shipping).toBe(9.99);
    expect(await quote({ items, shippingMethodId: 999_999 })).toMatchObject({ status: 400, body: { message: 'This shipping method is not available.' } });
  });

  it('takes WELCOME10 off the subtotal of a logged-in shopper’s first order', async () => {
    const shopper = await registerShopper(shop, {}, { verified: true });
    const { oneSize } = pieces;
    const items = [{ variantId: oneSize.variantId, metal: oneSize.metals[0], quantity: 3, giftWrap: true }];
    const { body } = await quote({ items, discountCode: 'welcome10' }, shopper.auth);
    const subtotal = 3 * oneSize.pricesMinor[0]!;
    expect(body.discount).toBe(major(Math.round(subtotal / 10)));
    expect(body.total).toBe(major(subtotal + 3 * GIFT_WRAP_FEE_MINOR + 1999 - Math.round(subtotal / 10)));
    expect(body.discountCode).toBe('WELCOME10');
    expect(await quote({ items, discountCode: 'WELCOME10' })).toMatchObject({ status: 401, body: { message: 'Log in to use this discount code.' } });
  });

  it('refuses what cannot be sold, naming it', async () => {
    const { sized } = pieces;
    expect(await quote({ items: [] })).toMatchObject({
      status: 400,
      body: { message: 'Your cart is empty. Please add items to your cart before checking out.' },
    });
    expect(await quote({ items: [{ variantId: sized.variantId, metal: 'Tin', size: sized.sizes[0], quantity: 1 }] })).toMatchObject({
      status: 400,
      body: { message: `${sized.title} is not made in Tin.` },
    });
  });
});

describe('POST /api/discounts/check', () => {
  const check = (code: unknown, headers: Record<string, string> = {}) => send(shop, 'POST', '/api/discounts/check', { code }, headers);

  it('needs a logged-in shopper', async () => {
    expect(await check('WELCOME10')).toMatchObject({ status: 401, body: { message: 'Login first' } });
  });

  it('gives WELCOME10 to a first order only; a cancelled order does not use it up', async () => {
    const shopper = await registerShopper(shop, {}, { verified: true });
    expect(await check(' welcome10 ', shopper.auth)).toMatchObject({
      status: 200,
      body: { valid: true, code: 'WELCOME10', percentOff: 10, message: 'WELCOME10 applied: 10% off your order.' },
    });

    const { oneSize } = pieces;
    const order = await send(
      shop,
      'POST',
      '/api/orders',
      {
        orderCustomer: contact,
        shippingAddress: address,
        items: [{ variantId: oneSize.variantId, metal: oneSize.metals[0], quantity: 1 }],
      },
      shopper.auth,
    );
    expect(order.status).toBe(201);
    expect(await check('WELCOME10', shopper.auth)).toMatchObject({ status: 409, body: { message: 'WELCOME10 is for your first order only.' } });

    expect((await send(shop, 'POST', `/api/orders/${order.body.id}/cancel`, undefined, shopper.auth)).status).toBe(200);
    expect((await check('WELCOME10', shopper.auth)).status).toBe(200);
  });

  it('refuses a code that does not exist', async () => {
    const shopper = await registerShopper(shop);
    expect(await check('FREESTUFF', shopper.auth)).toMatchObject({ status: 400, body: { message: 'This discount code is not valid.' } });
    expect(await check('', shopper.auth)).toMatchObject({ status: 400, body: { message: 'Please enter a discount code.' } });
  });
});

describe('first-order codes need a confirmed e-mail address', () => {
  const NEEDS_CONFIRMED =
    'WELCOME10 needs a confirmed e-mail address: open the confirmation link we e-mailed you (or get a new one at /verify-email), then try the code again.';

  it('refuses WELCOME10 to an unconfirmed account in the check, the quote and the order, and grants it once confirmed', async () => {
    const shopper = await registerShopper(shop);
    const { oneSize } = pieces;
    const items = [{ variantId: oneSize.variantId, metal: oneSize.metals[0], quantity: 1 }];
    const refusal = { status: 403, body: { message: NEEDS_CONFIRMED, error: { code: 'forbidden', message: NEEDS_CONFIRMED } } };
    expect(await send(shop, 'POST', '/api/discounts/check', { code: 'WELCOME10' }, shopper.auth)).toMatchObject(refusal);
    expect(await send(shop, 'POST', '/api/checkout/quote', { items, discountCode: 'WELCOME10' }, shopper.auth)).toMatchObject(refusal);
    const order = { orderCustomer: contact, shippingAddress: address, items, discountCode: 'WELCOME10' };
    expect(await send(shop, 'POST', '/api/orders', order, shopper.auth)).toMatchObject(refusal);
    const { rows } = await shop.database.pool.query('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [shopper.id]);
    expect(rows[0].n).toBe(0);

    // Unconfirmed, the shopper still orders (without the code).
    const { discountCode: _code, ...withoutCode } = order;
    expect((await send(shop, 'POST', '/api/orders', withoutCode, shopper.auth)).status).toBe(201);

    const other = await registerShopper(shop);
    await confirmEmail(shop, other.email);
    expect(await send(shop, 'POST', '/api/discounts/check', { code: 'WELCOME10' }, other.auth)).toMatchObject({ status: 200, body: { code: 'WELCOME10' } });
    expect(await send(shop, 'POST', '/api/orders', { ...order, orderCustomer: { ...contact, email: other.email } }, other.auth)).toMatchObject({
      status: 201,
      body: { discountCode: 'WELCOME10' },
    });
  });
});

describe('anti-automation of code checks', () => {
  const perClient = FORM_LIMITS.discountCheckPerClient;
  const perAccount = FORM_LIMITS.discountCheckPerAccount;
  const LIMITED = 'Too many discount codes have been tried in a short time. Please wait a few minutes and try again.';
  const guess = (address: string, auth: Record<string, string>, code: string) => sendFrom(shop, address, 'POST', '/api/discounts/check', { code }, auth);

  it(`takes ${perAccount.limit} checks from one account in ${perAccount.windowSeconds / 60} minutes, from any address`, async () => {
    const shopper = await registerShopper(shop);
    for (let i = 0; i < perAccount.limit; i++) expect((await guess(`198.51.100.${i + 1}`, shopper.auth, `GUESS${i}`)).status).toBe(400);
    const refused = await guess('198.51.100.200', shopper.auth, 'WELCOME10');
    expect(refused).toMatchObject({ status: 429, body: { message: LIMITED, error: { code: 'too_many_requests' } } });
    retryAfter(refused.headers, perAccount.windowSeconds);
  });

  it(`takes ${perClient.limit} checks from one client address, across accounts and quotes that carry a code`, async () => {
    const [first, second] = [await registerShopper(shop), await registerShopper(shop)];
    const items = [{ variantId: pieces.oneSize.variantId, metal: pieces.oneSize.metals[0], quantity: 1 }];
    const half = perClient.limit / 2;
    for (let i = 0; i < half; i++) expect((await guess('203.0.113.40', first.auth, `GUESS${i}`)).status).toBe(400);
    // A quote with a code answers whether the code exists, even without an account: it counts.
    for (let i = 0; i < half; i++) {
      expect((await sendFrom(shop, '203.0.113.40', 'POST', '/api/checkout/quote', { items, discountCode: `GUESS${i}` })).status).toBe(400);
    }
    expect(await guess('203.0.113.40', second.auth, 'WELCOME10')).toMatchObject({ status: 429, body: { message: LIMITED } });
    expect(await sendFrom(shop, '203.0.113.40', 'POST', '/api/checkout/quote', { items, discountCode: 'WELCOME10' })).toMatchObject({ status: 429 });
    // A quote without a code guesses nothing, and another client is not held back.
    expect((await sendFrom(shop, '203.0.113.40', 'POST', '/api/checkout/quote', { items })).status).toBe(200);
    expect((await guess('203.0.113.41', second.auth, 'NOPE')).status).toBe(400);
  });
});

describe('the API document', () => {
  it('describes the checkout endpoints', async () => {
    const { body } = await shop.request('/api/openapi.json');
    for (const path of ['/shipping-methods', '/checkout/quote', '/discounts/check']) expect(body.paths[path]).toBeDefined();
  });
});

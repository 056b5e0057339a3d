/**
 * Anything that prices an order and changed between the shopper's quote and the order — a tax
 * rate, a shipping method's price, a promotion — refuses the order (409 price_changed) with the
 * new total and a message and a `changes` list naming the part that moved; nothing is ordered, and
 * ordering again with the new quote's figures places the order (issue 24).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { findPieces, orderRequest, PORTLAND, quotedFigures, registerShopper, send, type SalePiece, type Shopper } from '../support/shopper.ts';
import { signedInOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
let owner: Record<string, string>;
let piece: SalePiece;

const items = () => [{ variantId: piece.variantId, metal: piece.metals[0], size: '', quantity: 1, giftWrap: false, personalisation: '' }];
const money = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function quote(extra: Record<string, unknown> = {}) {
  const answer = await send(shop, 'POST', '/api/checkout/quote', { items: items(), country: PORTLAND.country, state: PORTLAND.state, ...extra });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The order as the checkout sends it: to Portland, with the figures its quote showed. */
const order = (shopper: Shopper, shown: any, extra: Record<string, unknown> = {}) =>
  send(shop, 'POST', '/api/orders', orderRequest(shopper, items(), { shippingAddress: PORTLAND, ...quotedFigures(shown), ...extra }), {
    ...shopper.auth,
    'Idempotency-Key': `key-${shopper.id}`,
  });

const ordersOf = async (shopper: Shopper) => (await shop.database.pool.query('SELECT id FROM orders WHERE user_id = $1', [shopper.id])).rows;

/** The order is refused with the new total and only the changes expected, nothing is written; ordering with the new quote places it. */
async function expectRefusedThenPlaced(shopper: Shopper, shown: any, changes: unknown[], extra: Record<string, unknown> = {}) {
  const refused = await order(shopper, shown, extra);
  expect(refused.status, JSON.stringify(refused.body)).toBe(409);
  const now = await quote(extra);
  expect(refused.body.error).toMatchObject({ code: 'price_changed', total: now.total, changes });
  expect(refused.body.message).toContain(`Your order total is now ${money(now.total)} (it was ${money(shown.total)}).`);
  expect(await ordersOf(shopper)).toEqual([]);
  const placed = await order(shopper, now, extra);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  expect(placed.body.total).toBe(now.total);
  return refused.body.message as string;
}

beforeAll(async () => {
  owner = (await signedInOwner(shop)).auth;
  ({ oneSize: piece } = await findPieces(shop));
  await shop.database.pool.query('UPDATE variant_stock SET quantity = 10000 WHERE variant_id = $1', [piece.variantId]);
});

describe('an order whose price moved since its quote, part by part', () => {
  it('a tax rate added for the address: 409 naming the tax that now applies', async () => {
    const shopper = await registerShopper(shop);
    const shown = await quote();
    expect(shown.tax).toBe(0);
    const rate = await send(shop, 'POST', '/api/admin/settings/taxes/rates', { country: 'US', state: 'Oregon', name: 'Oregon sales tax', rate: 7.25 }, owner);
    expect(rate.status).toBe(201);
    try {
      const tax = Math.round(piece.pricesMinor[0]! * 0.0725) / 100;
      const message = await expectRefusedThenPlaced(shopper, shown, [{ part: 'tax', name: 'Oregon sales tax', was: 0, now: tax }]);
      expect(message).toMatch(new RegExp(`^Oregon sales tax now applies: \\${money(tax)}\\. Your order total`));
    } finally {
      await send(shop, 'DELETE', `/api/admin/settings/taxes/rates/${rate.body.id}`, undefined, owner);
    }
  });

  it('a shipping method repriced, then made free above an amount: 409 naming the shipping each time', async () => {
    const shopper = await registerShopper(shop);
    const zones = await send(shop, 'GET', '/api/admin/settings/shipping', undefined, owner);
    const regular = zones.body.zones[0].methods.find((method: { name: string }) => method.name === 'Regular');
    const method = { name: regular.name, price: regular.price, freeAbove: regular.freeAbove, minDays: regular.minDays, maxDays: regular.maxDays };
    const change = (to: Record<string, unknown>) => send(shop, 'PUT', `/api/admin/settings/shipping/methods/${regular.id}`, { ...method, ...to }, owner);
    const choice = { shippingMethodId: regular.id };
    try {
      const shown = await quote(choice);
      expect((await change({ price: 14.99 })).status).toBe(200);
      const message = await expectRefusedThenPlaced(shopper, shown, [{ part: 'shipping', name: 'Regular', was: 9.99, now: 14.99 }], choice);
      expect(message).toContain('Shipping (Regular) changed from $9.99 to $14.99.');

      const again = await registerShopper(shop);
      const before = await quote(choice);
      expect((await change({ freeAbove: 1 })).status).toBe(200);
      const free = await expectRefusedThenPlaced(again, before, [{ part: 'shipping', name: 'Regular', was: 14.99, now: 0 }], choice);
      expect(free).toContain('Shipping (Regular) changed from $14.99 to free.');
    } finally {
      await change({});
    }
  });

  it('a promotion ended: 409 naming the discount that no longer applies', async () => {
    const shopper = await registerShopper(shop);
    const sale = await send(shop, 'POST', '/api/admin/discounts', { name: 'Spring sale', code: null, kind: 'percent', value: 15 }, owner);
    expect(sale.status).toBe(201);
    try {
      const shown = await quote();
      const off = Math.round(piece.pricesMinor[0]! * 0.15) / 100;
      expect(shown.discounts).toEqual([{ name: 'Spring sale', code: null, kind: 'percent', amount: off }]);
      expect((await send(shop, 'PUT', `/api/admin/discounts/${sale.body.id}/active`, { active: false }, owner)).status).toBe(200);
      const message = await expectRefusedThenPlaced(shopper, shown, [{ part: 'discount', name: 'Spring sale', was: off, now: null }]);
      expect(message).toMatch(/^Spring sale no longer applies\. Your order total/);
    } finally {
      await send(shop, 'PUT', `/api/admin/discounts/${sale.body.id}/active`, { active: false }, owner);
    }
  });

  it('a rate inside prices that include tax changed: the total holds, yet the tax the invoice shows moved, so the shopper confirms it', async () => {
    const shopper = await registerShopper(shop);
    const taxes = '/api/admin/settings/taxes';
    expect((await send(shop, 'PUT', taxes, { pricesIncludeTax: true, taxNumber: '' }, owner)).status).toBe(200);
    // A tax of the home country shown inside its prices (decision record 036): a change moves the tax, not the price.
    const rate = await send(shop, 'POST', `${taxes}/rates`, { country: 'US', name: 'Sales tax', rate: 5, included: true }, owner);
    try {
      const shown = await quote();
      const changed = { country: 'US', name: 'Sales tax', rate: 8, included: true };
      expect((await send(shop, 'PUT', `${taxes}/rates/${rate.body.id}`, changed, owner)).status).toBe(200);
      const now = await quote();
      expect(now.total).toBe(shown.total);
      const refused = await order(shopper, shown);
      expect(refused.body.error).toMatchObject({ code: 'price_changed', total: shown.total, changes: [{ part: 'tax', was: shown.tax, now: now.tax }] });
      expect(refused.body.message).toBe(
        `Tax changed from ${money(shown.tax)} to ${money(now.tax)}. Your order total is still ${money(now.total)}. Please check it and confirm to place your order.`,
      );
      expect(await ordersOf(shopper)).toEqual([]);
      expect((await order(shopper, now)).status).toBe(201);
    } finally {
      await send(shop, 'DELETE', `${taxes}/rates/${rate.body.id}`, undefined, owner);
      await send(shop, 'PUT', taxes, { pricesIncludeTax: false, taxNumber: '' }, owner);
    }
  });
});

/**
 * An order as a client written against the specification's call table sends it (its customer,
 * date and status, each item's name as its id and the price it showed, plus the variant it lacked):
 * no `expected…` figures, only its own `total`, the total it showed its shopper (issue 31).
 */
const specShaped = (shopper: Shopper, total: unknown, price: unknown) => ({
  customerId: String(shopper.id),
  customerName: `${shopper.firstName}${shopper.lastName}`,
  orderCustomer: { name: 'Ada Lovelace', email: shopper.email, phone: '503 555 0100' },
  shippingAddress: PORTLAND,
  date: new Date().toISOString(),
  status: 'Pending',
  total,
  items: [
    {
      productName: String(piece.variantId),
      quantity: 1,
      price,
      metal: piece.metals[0],
      productId: String(piece.productId),
      size: '',
      variantId: piece.variantId,
    },
  ],
});
const placeSpecShaped = (shopper: Shopper, total: unknown, price: unknown) =>
  send(shop, 'POST', '/api/orders', specShaped(shopper, total, price), shopper.auth);

/** The owner sets the piece's price in its first metal (minor units). */
const setPrice = (minor: number) =>
  shop.database.pool.query('UPDATE variant_prices SET price_minor = $3 WHERE variant_id = $1 AND metal_id = (SELECT id FROM metals WHERE name = $2)', [
    piece.variantId,
    piece.metals[0],
    minor,
  ]);

describe('a client of the specification’s shape: its `total` is the total its shopper was shown', () => {
  it('a price raised since: 409 price_changed with the new total and the piece whose price moved; nothing ordered', async () => {
    const shopper = await registerShopper(shop);
    const shown = await quote();
    const price = piece.pricesMinor[0]!;
    await setPrice(price + 15_000);
    try {
      const refused = await placeSpecShaped(shopper, shown.total, shown.items[0].price);
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      const now = await quote();
      expect(now.total).toBeCloseTo(shown.total + 150, 2);
      expect(refused.body.error).toMatchObject({
        code: 'price_changed',
        total: now.total,
        changes: [{ part: 'line', name: piece.title, was: price / 100, now: (price + 15_000) / 100 }],
      });
      expect(refused.body.message).toBe(
        `The price of ${piece.title} changed from ${money(price / 100)} to ${money((price + 15_000) / 100)}. ` +
          `Your order total is now ${money(now.total)} (it was ${money(shown.total)}). Please check it and confirm the new total to place your order.`,
      );
      expect(await ordersOf(shopper)).toEqual([]);
      // The new total, as such a client may show it ("$1,234.56"), places the order at that total.
      const placed = await placeSpecShaped(shopper, money(now.total), money(now.items[0].price));
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect(placed.body.total).toBe(now.total);
    } finally {
      await setPrice(price);
    }
  });

  it('a tax rate added for the address: 409 price_changed with the new total; nothing ordered', async () => {
    const shopper = await registerShopper(shop);
    const shown = await quote();
    expect(shown.tax).toBe(0);
    const rate = await send(shop, 'POST', '/api/admin/settings/taxes/rates', { country: 'US', state: 'Oregon', name: 'Oregon sales tax', rate: 7.25 }, owner);
    expect(rate.status).toBe(201);
    try {
      const refused = await placeSpecShaped(shopper, shown.total.toFixed(2), shown.items[0].price);
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      const now = await quote();
      expect(now.total).toBeGreaterThan(shown.total);
      // The client showed no tax to compare: the refusal names the totals.
      expect(refused.body.error).toMatchObject({ code: 'price_changed', total: now.total, changes: [] });
      expect(refused.body.message).toBe(
        `Prices changed since your order was totalled. Your order total is now ${money(now.total)} (it was ${money(shown.total)}). ` +
          'Please check it and confirm the new total to place your order.',
      );
      expect(await ordersOf(shopper)).toEqual([]);
      const placed = await placeSpecShaped(shopper, now.total.toFixed(2), now.items[0].price);
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect(placed.body).toMatchObject({ total: now.total, tax: now.tax });
    } finally {
      await send(shop, 'DELETE', `/api/admin/settings/taxes/rates/${rate.body.id}`, undefined, owner);
    }
  });

  it('the total it showed, as a number or as text: 201; a cent more in the same form: 409', async () => {
    const shopper = await registerShopper(shop);
    const shown = await quote();
    const forms: Array<[string, (amount: number) => unknown]> = [
      ['a number', (amount) => amount],
      ['two decimals', (amount) => amount.toFixed(2)],
      ['formatted', money],
    ];
    for (const [form, write] of forms) {
      const off = await placeSpecShaped(shopper, write(Math.round(shown.total * 100 + 1) / 100), shown.items[0].price);
      expect({ form, status: off.status, error: off.body.error }).toMatchObject({
        form,
        status: 409,
        error: { code: 'price_changed', total: shown.total, changes: [] },
      });
      const placed = await placeSpecShaped(shopper, write(shown.total), shown.items[0].price);
      expect({ form, status: placed.status, total: placed.body.total }).toEqual({ form, status: 201, total: shown.total });
    }
    expect(await ordersOf(shopper)).toHaveLength(forms.length);
  });

  it('a total that is not an amount is not read: the order is placed at the server’s total, as before', async () => {
    const shopper = await registerShopper(shop);
    const shown = await quote();
    for (const total of ['n/a', '']) {
      const placed = await placeSpecShaped(shopper, total, 'free');
      expect({ total, status: placed.status, charged: placed.body.total }).toEqual({ total, status: 201, charged: shown.total });
    }
  });
});

describe('the quote’s figures an order carries', () => {
  it('are refused with 400 and their message when they are not amounts', async () => {
    const shopper = await registerShopper(shop);
    const shown = await quote();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ expectedShipping: -1 }, 'expectedShipping must be the amount you were shown, a number of at least 0.'],
      [{ expectedTax: 'some' }, 'expectedTax must be the amount you were shown, a number of at least 0.'],
      [{ expectedDiscounts: 'lots' }, 'expectedDiscounts must be the discounts you were shown: each a name and an amount of at least 0.'],
      [
        { expectedDiscounts: [{ name: 'Sale', amount: -5 }] },
        'expectedDiscounts must be the discounts you were shown: each a name and an amount of at least 0.',
      ],
    ];
    for (const [extra, message] of cases) {
      const refused = await send(
        shop,
        'POST',
        '/api/orders',
        orderRequest(shopper, items(), { shippingAddress: PORTLAND, ...quotedFigures(shown), ...extra }),
        shopper.auth,
      );
      expect(refused, JSON.stringify(extra)).toMatchObject({ status: 400, body: { message } });
    }
    expect(await ordersOf(shopper)).toEqual([]);
  });
});

describe('the API document', () => {
  it('describes the quote’s figures an order carries and the changes a 409 lists', async () => {
    const { body } = await shop.request('/api/openapi.json');
    const request = body.paths['/orders'].post.requestBody.content['application/json'].schema;
    const properties = (request.$ref ? body.components.schemas[request.$ref.split('/').pop()] : request).properties;
    expect(Object.keys(properties)).toEqual(expect.arrayContaining(['expectedTotal', 'expectedShipping', 'expectedDiscounts', 'expectedTax']));
    // The order's own `total` is the shown total when `expectedTotal` is absent, and says so.
    expect(properties.total.description).toMatch(/^The total the shopper was shown, in major units.*Read as `expectedTotal` when that is absent/);
    expect(properties.expectedTotal.description).toMatch(/Absent: `total` is read in its place\.$/);
    expect(body.components.schemas.Error.properties.error.properties.changes.items).toEqual({ $ref: '#/components/schemas/PriceChange' });
    expect(body.components.schemas.PriceChange.properties.part.enum).toEqual(['line', 'shipping', 'discount', 'tax']);
  });
});

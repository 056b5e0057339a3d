/**
 * Discounts (decision record 028): the back office's codes and automatic promotions, audited; the
 * quote and the order get the same discount lines; each refusal says why; and a limited code is
 * never used more than its limit, however many shoppers race for it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DISCOUNT_INPUT_MESSAGES } from '../../domain/contract/discounts.ts';
import { DISCOUNT_MESSAGES } from '../../domain/discounts.ts';
import { registerShopper, send, uniqueEmail, orderRequest, type Shopper } from '../support/shopper.ts';
import { joinStaff, signedInOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const PASSWORD = 'garnet-and-gold-77';
let owner: Record<string, string>;
let staff: Record<string, string>;
let ringsId: number;
interface Piece {
  variantId: number;
  metal: string;
  size: string;
  priceMinor: number;
}
/** A ring and a piece that is not one, in their first metal and size, made to order or with plenty on the shelf. */
let ring: Piece;
let other: Piece;

const query = async (text: string, values: unknown[] = []) => (await shop.database.pool.query(text, values)).rows;

async function pieceWhere(condition: string): Promise<Piece> {
  const [row] = await query(`
    SELECT v.id, m.name AS metal, vp.price_minor, coalesce((SELECT s.label FROM variant_sizes vs JOIN sizes s ON s.id = vs.size_id
      WHERE vs.variant_id = v.id ORDER BY s.position, s.id LIMIT 1), '') AS size
    FROM product_variants v
    JOIN products p ON p.id = v.product_id AND p.status = 'published'
    JOIN variant_prices vp ON vp.variant_id = v.id AND vp.position = (SELECT min(position) FROM variant_prices WHERE variant_id = v.id)
    JOIN metals m ON m.id = vp.metal_id
    WHERE ${condition}
    ORDER BY v.id LIMIT 1`);
  await query('UPDATE variant_stock SET quantity = 10000 WHERE variant_id = $1', [row.id]);
  return { variantId: row.id, metal: row.metal, size: row.size, priceMinor: row.price_minor };
}

beforeAll(async () => {
  owner = (await signedInOwner(shop, PASSWORD)).auth;
  staff = await joinStaff(shop, owner, { email: uniqueEmail('staff') });
  [{ id: ringsId }] = await query(`SELECT id FROM categories WHERE slug = 'rings'`);
  const inRings = `EXISTS (SELECT 1 FROM variant_categories vc WHERE vc.variant_id = v.id AND vc.tag_id = ${ringsId})`;
  ring = await pieceWhere(inRings);
  other = await pieceWhere(`NOT ${inRings}`);
});

const line = (piece: Piece, quantity = 1) => ({
  variantId: piece.variantId,
  metal: piece.metal,
  size: piece.size,
  quantity,
  giftWrap: false,
  personalisation: '',
});
const discount = (input: Record<string, unknown>, as = staff) => send(shop, 'POST', '/api/admin/discounts', { kind: 'percent', value: 10, ...input }, as);
const quote = (shopper: Shopper | null, items: unknown[], discountCode?: string) =>
  send(shop, 'POST', '/api/checkout/quote', { items, ...(discountCode ? { discountCode } : {}) }, shopper?.auth ?? {});
const order = (shopper: Shopper, items: unknown[], extra: Record<string, unknown> = {}) =>
  send(shop, 'POST', '/api/orders', orderRequest(shopper, items, extra), shopper.auth);
const code = (name: string) => `${name}${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('the back office’s discounts', () => {
  it('lets staff create, change and switch off a code, each change audited, the uses shown', async () => {
    const name = code('TEN');
    const created = await discount({ name: 'Ten off', code: name.toLowerCase(), usageLimit: 5 });
    expect(created).toMatchObject({ status: 201, body: { code: name, name: 'Ten off', kind: 'percent', value: 10, usageLimit: 5, used: 0, active: true } });
    const id = created.body.id;
    const changed = await send(shop, 'PUT', `/api/admin/discounts/${id}`, { name: 'Fifteen off', code: name, kind: 'percent', value: 15 }, staff);
    expect(changed).toMatchObject({ status: 200, body: { name: 'Fifteen off', value: 15, usageLimit: null } });
    const off = await send(shop, 'PUT', `/api/admin/discounts/${id}/active`, { active: false }, owner);
    expect(off).toMatchObject({ status: 200, body: { active: false } });
    const listed = await shop.request('/api/admin/discounts', { headers: staff });
    expect(listed.body.find((d: any) => d.id === id)).toMatchObject({ used: 0, active: false });

    const audit = await query(`SELECT action, before, after FROM audit_events WHERE entity = 'discount' AND entity_id = $1 ORDER BY id`, [String(id)]);
    expect(audit.map((entry) => entry.action)).toEqual(['discount.create', 'discount.update', 'discount.update']);
    expect(audit[1]).toMatchObject({ before: { value: 10 }, after: { value: 15, name: 'Fifteen off' } });
    expect(audit[2]).toMatchObject({ before: { active: true }, after: { active: false } });
  });

  it('refuses bad input with 400 and its message, a code taken with 409, a shopper with 403', async () => {
    const bad = await discount({ name: 'Bad', code: 'X!', value: 150, startsAt: later(2), endsAt: later(1) });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(DISCOUNT_INPUT_MESSAGES.code);
    const twice = code('TWICE');
    expect((await discount({ name: 'Once', code: twice })).status).toBe(201);
    expect(await discount({ name: 'Twice', code: twice })).toMatchObject({ status: 409, body: { message: `Another discount already has the code ${twice}.` } });
    const shopper = await registerShopper(shop);
    expect((await discount({ name: 'Mine', code: code('MINE') }, shopper.auth)).status).toBe(403);
    expect((await send(shop, 'PUT', '/api/admin/discounts/2147483647/active', { active: false }, staff)).status).toBe(404);
  });
});

describe('a discount for pieces the catalogue does not have', () => {
  it('is refused with a message naming the ids, created or changed, and nothing is saved', async () => {
    const before = await query('SELECT count(*)::int AS count FROM discount_codes');
    const categories = await discount({ name: 'Ghost rings', code: null, categoryIds: [ringsId, 999_999] });
    expect(categories).toMatchObject({ status: 400, body: { message: 'No category has the id 999999.' } });
    const products = await discount({ name: 'Ghost pieces', code: null, productIds: [999_998, 99_999_999_999] });
    expect(products).toMatchObject({ status: 400, body: { message: 'No product has the ids 999998, 99999999999.' } });
    expect(await query('SELECT count(*)::int AS count FROM discount_codes')).toEqual(before);

    const name = code('REAL');
    const created = await discount({ name, code: name, categoryIds: [ringsId] });
    expect(created.status).toBe(201);
    const changed = await send(
      shop,
      'PUT',
      `/api/admin/discounts/${created.body.id}`,
      { name, code: name, kind: 'percent', value: 10, categoryIds: [424_242] },
      staff,
    );
    expect(changed).toMatchObject({ status: 400, body: { message: 'No category has the id 424242.' } });
    expect((await shop.request(`/api/admin/discounts/${created.body.id}`, { headers: staff })).body.categoryIds).toEqual([ringsId]);
  });
});

describe('a discount’s status', () => {
  it('reads Used up, Scheduled, Ended or Off where a shopper would not get it', async () => {
    const used = code('ONEUSE');
    const created = await discount({ name: used, code: used, usageLimit: 1 });
    expect(created.body.status).toBe('On');
    expect((await order(await registerShopper(shop), [line(ring)], { discountCode: used })).status).toBe(201);
    const listed = async (id: number) => (await shop.request('/api/admin/discounts', { headers: staff })).body.find((d: { id: number }) => d.id === id);
    expect(await listed(created.body.id)).toMatchObject({ used: 1, usageLimit: 1, active: true, status: 'Used up' });
    const soon = await discount({ name: code('SOON'), code: null, startsAt: later(2) });
    expect(soon.body.status).toBe('Scheduled');
    const over = await discount({ name: code('OVER'), code: null, startsAt: later(-3), endsAt: later(-1) });
    expect(over.body.status).toBe('Ended');
    const off = await discount({ name: code('OFF'), code: null, active: false });
    expect(off.body.status).toBe('Off');
  });
});

describe('a code the shopper asks for', () => {
  it('is refused with a message saying why', async () => {
    const shopper = await registerShopper(shop);
    const cases: Array<[Record<string, unknown>, number, (code: string) => string, unknown[]?]> = [
      [{ endsAt: later(-1), startsAt: later(-3) }, 422, DISCOUNT_MESSAGES.expired],
      [{ startsAt: later(3) }, 422, (c) => DISCOUNT_MESSAGES.notStarted(c, later(3).slice(0, 10))],
      [{ categoryIds: [ringsId] }, 422, DISCOUNT_MESSAGES.notTheseItems, [line(other)]],
      [{ minSubtotal: 1_000_000 }, 422, (c) => DISCOUNT_MESSAGES.minimum(c, '$1,000,000.00')],
      [{ usageLimit: 1 }, 409, DISCOUNT_MESSAGES.ranOut],
    ];
    const used = code('USED');
    await discount({ name: 'Used', code: used, usageLimit: 1 });
    expect((await order(await registerShopper(shop), [line(ring)], { discountCode: used })).status).toBe(201);
    for (const [input, status, message, items] of cases) {
      const name = input.usageLimit ? used : code('NO');
      if (!input.usageLimit) await discount({ name, code: name, ...input });
      const answer = await quote(shopper, items ?? [line(ring)], name);
      expect(answer, JSON.stringify(input)).toMatchObject({ status, body: { message: message(name) } });
      expect(await order(shopper, items ?? [line(ring)], { discountCode: name })).toMatchObject({ status, body: { message: message(name) } });
    }
    expect(await quote(shopper, [line(ring)], 'NO-SUCH-CODE')).toMatchObject({ status: 400, body: { message: DISCOUNT_MESSAGES.unknown } });
    const off = code('OFF');
    const created = await discount({ name: off, code: off });
    await send(shop, 'PUT', `/api/admin/discounts/${created.body.id}/active`, { active: false }, staff);
    expect(await quote(shopper, [line(ring)], off)).toMatchObject({ status: 400, body: { message: DISCOUNT_MESSAGES.unknown } });
  });

  it('holds a per-customer limit, and a cancelled order gives its use back', async () => {
    const name = code('ONCE');
    await discount({ name, code: name, kind: 'fixed', value: 5, perCustomerLimit: 1 });
    const shopper = await registerShopper(shop);
    const first = await order(shopper, [line(ring)], { discountCode: name });
    expect(first).toMatchObject({ status: 201, body: { discount: 5, discounts: [{ name, code: name, kind: 'fixed', amount: 5 }] } });
    expect(await order(shopper, [line(ring)], { discountCode: name })).toMatchObject({ status: 409, body: { message: DISCOUNT_MESSAGES.customerLimit(name) } });
    expect((await send(shop, 'POST', `/api/orders/${first.body.id}/cancel`, {}, shopper.auth)).status).toBe(200);
    expect((await order(shopper, [line(ring)], { discountCode: name })).status).toBe(201);
  });
});

describe('an automatic promotion: 20% weekend sale on rings', () => {
  it('is a named line of the quote and the order, on rings only, and the order stores exactly the quote', async () => {
    const sale = await discount(
      { name: 'Weekend sale on rings', code: null, value: 20, categoryIds: [ringsId], startsAt: later(-1), endsAt: later(1), usageLimit: 1000 },
      owner,
    );
    try {
      const shopper = await registerShopper(shop);
      const items = [line(ring, 2), line(other)];
      const quoted = await quote(shopper, items);
      const off = Math.round((ring.priceMinor * 2 * 20) / 100) / 100;
      expect(quoted).toMatchObject({
        status: 200,
        body: { discount: off, discounts: [{ name: 'Weekend sale on rings', code: null, kind: 'percent', amount: off }] },
      });
      expect(quoted.body.total).toBeCloseTo(quoted.body.subtotal + quoted.body.giftWrap + quoted.body.shipping - off, 2);
      const anonymous = await quote(null, items);
      expect(anonymous.body.discounts).toEqual(quoted.body.discounts);

      const placed = await order(shopper, items, { expectedTotal: quoted.body.total });
      expect(placed.status).toBe(201);
      for (const field of ['subtotal', 'giftWrap', 'shipping', 'discount', 'discounts', 'total']) expect(placed.body[field]).toEqual(quoted.body[field]);
      const [payment] = await query('SELECT amount_minor FROM payments WHERE order_id = $1', [placed.body.id]);
      expect(payment.amount_minor).toBe(Math.round(quoted.body.total * 100));
      expect((await shop.request(`/api/orders/${placed.body.id}`, { headers: shopper.auth })).body.discounts).toEqual(quoted.body.discounts);
      expect((await shop.request(`/api/admin/discounts/${sale.body.id}`, { headers: staff })).body.used).toBe(1);
    } finally {
      await send(shop, 'PUT', `/api/admin/discounts/${sale.body.id}/active`, { active: false }, owner);
    }
    expect((await quote(null, [line(ring)])).body.discounts).toEqual([]);
  });
});

describe('a limited code under concurrency', () => {
  it('50 shoppers racing for a code with 10 uses left: exactly 10 orders get it, 40 are refused as run out', async () => {
    const name = code('RACE');
    const created = await discount({ name, code: name, usageLimit: 12 });
    for (let i = 0; i < 2; i++) expect((await order(await registerShopper(shop), [line(other)], { discountCode: name })).status).toBe(201);
    // Registered a few at a time (argon2 and a small pool); then the 50 orders go all at once.
    const shoppers: Shopper[] = [];
    while (shoppers.length < 50) shoppers.push(...(await Promise.all(Array.from({ length: 5 }, () => registerShopper(shop)))));
    const answers = await Promise.all(shoppers.map((shopper) => order(shopper, [line(other)], { discountCode: name })));
    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed, answers.map((a) => `${a.status} ${a.body.message ?? ''}`).join('; ')).toHaveLength(10);
    for (const answer of placed) expect(answer.body.discountCode).toBe(name);
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect(refused).toMatchObject({ status: 409, body: { message: DISCOUNT_MESSAGES.ranOut(name) } });
    }
    const [{ n }] = await query(
      `SELECT count(*)::int AS n FROM order_discounts od JOIN orders o ON o.id = od.order_id WHERE od.discount_id = $1 AND o.status <> 'Cancelled'`,
      [created.body.id],
    );
    expect(n).toBe(12);
    expect((await shop.request(`/api/admin/discounts/${created.body.id}`, { headers: staff })).body.used).toBe(12);
  });
});

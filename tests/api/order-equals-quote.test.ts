/**
 * One price, everywhere (issue 24): the quote, the order, the amount its payment asks for and so
 * the invoice come from the same pricing function. For random carts (1 to 4 pieces of the sample
 * catalogue, 1 to 3 of each, gift wrapped or not), random taxes (0 to 2 rates for the address's
 * country and state, inside prices or added, on shipping or not), random promotions (an automatic
 * percentage, a code) and shipping (either method, "free above" an amount or not), an order placed
 * with its quote's figures stores exactly the quote, and the figures add up:
 * total = subtotal + gift wrap + shipping − discount + (tax when added), never below zero, and the
 * tax lines add up to the tax. The file has its own database: the shop-wide settings it changes are
 * put back after each run.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderRequest, PORTLAND, quotedFigures, registerShopper, send } from '../support/shopper.ts';
import { signedInOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const TAXES = '/api/admin/settings/taxes';
const SHIPPING = '/api/admin/settings/shipping';
const FIGURES = ['subtotal', 'giftWrap', 'shipping', 'discount', 'discounts', 'tax', 'taxIncluded', 'taxes', 'total', 'currency', 'itemCount'] as const;

interface Piece {
  variantId: number;
  metal: string;
  size: string;
}
interface Method {
  id: number;
  name: string;
  price: number;
  freeAbove: number | null;
  minDays: number;
  maxDays: number;
}

let owner: Record<string, string>;
let pieces: Piece[];
let methods: Method[];

beforeAll(async () => {
  owner = (await signedInOwner(shop)).auth;
  const { rows } = await shop.database.pool.query(`
    SELECT v.id, m.name AS metal, coalesce((SELECT s.label FROM variant_sizes vs JOIN sizes s ON s.id = vs.size_id
      WHERE vs.variant_id = v.id ORDER BY s.position, s.id LIMIT 1), '') AS size
    FROM product_variants v
    JOIN products p ON p.id = v.product_id AND p.status = 'published'
    JOIN variant_prices vp ON vp.variant_id = v.id AND vp.position = (SELECT min(position) FROM variant_prices WHERE variant_id = v.id)
    JOIN metals m ON m.id = vp.metal_id
    ORDER BY v.id LIMIT 8`);
  pieces = rows.map((row) => ({ variantId: row.id, metal: row.metal, size: row.size }));
  // Plenty on every shelf, so no order is refused for stock.
  await shop.database.pool.query('UPDATE variant_stock SET quantity = 100000 WHERE variant_id = ANY($1)', [pieces.map((piece) => piece.variantId)]);
  methods = (await send(shop, 'GET', SHIPPING, undefined, owner)).body.zones[0].methods;
});

const percentWithTwoDecimals = fc.integer({ min: 0, max: 2500 }).map((basisPoints) => basisPoints / 100);
const scenario = fc.record({
  lines: fc.uniqueArray(fc.record({ piece: fc.nat(7), quantity: fc.integer({ min: 1, max: 3 }), giftWrap: fc.boolean() }), {
    minLength: 1,
    maxLength: 4,
    selector: (line) => line.piece,
  }),
  rates: fc.array(fc.record({ onState: fc.boolean(), rate: percentWithTwoDecimals, taxShipping: fc.boolean() }), { maxLength: 2 }),
  pricesIncludeTax: fc.boolean(),
  promotion: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
  code: fc.option(
    fc.oneof(
      fc.record({ kind: fc.constant('percent'), value: fc.integer({ min: 1, max: 100 }) }),
      fc.record({ kind: fc.constant('fixed'), value: fc.integer({ min: 1, max: 300_000 }).map((minor) => minor / 100) }),
      fc.record({ kind: fc.constant('free_shipping'), value: fc.constant(0) }),
    ),
    { nil: null },
  ),
  method: fc.nat(1),
  freeAbove: fc.option(
    fc.integer({ min: 1_000, max: 500_000 }).map((minor) => minor / 100),
    { nil: null },
  ),
});
type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

/** Run first, whatever the random ones draw: state and country rates added on shipping, a promotion and a code; VAT-style inside prices, free shipping above. */
const EXAMPLES: Scenario[] = [
  {
    lines: [
      { piece: 0, quantity: 2, giftWrap: true },
      { piece: 3, quantity: 1, giftWrap: false },
    ],
    rates: [
      { onState: false, rate: 2.5, taxShipping: true },
      { onState: true, rate: 7.25, taxShipping: false },
    ],
    pricesIncludeTax: false,
    promotion: 15,
    code: { kind: 'fixed', value: 12.5 },
    method: 1,
    freeAbove: null,
  },
  {
    lines: [{ piece: 5, quantity: 3, giftWrap: true }],
    rates: [{ onState: true, rate: 19, taxShipping: true }],
    pricesIncludeTax: true,
    promotion: null,
    code: { kind: 'percent', value: 10 },
    method: 0,
    freeAbove: 10,
  },
];

/** Sets the shop up as the scenario says; answers what puts it back. */
async function arrange(run: Scenario, tag: string): Promise<{ code: string | null; undo: () => Promise<void> }> {
  const ok = (answer: { status: number; body: unknown }) => {
    if (answer.status >= 300) throw new Error(JSON.stringify(answer.body));
    return answer.body as { id: number };
  };
  const undo: Array<() => Promise<unknown>> = [];
  ok(await send(shop, 'PUT', TAXES, { pricesIncludeTax: run.pricesIncludeTax, taxNumber: '' }, owner));
  for (const [i, rate] of run.rates.entries()) {
    const place = rate.onState ? { country: 'US', state: 'Oregon' } : { country: 'US' };
    const { id } = ok(
      await send(
        shop,
        'POST',
        `${TAXES}/rates`,
        { ...place, name: `Tax ${i + 1}`, rate: rate.rate, taxShipping: rate.taxShipping, included: run.pricesIncludeTax },
        owner,
      ),
    );
    undo.push(() => send(shop, 'DELETE', `${TAXES}/rates/${id}`, undefined, owner));
  }
  const discount = async (input: Record<string, unknown>) => {
    const { id } = ok(await send(shop, 'POST', '/api/admin/discounts', input, owner));
    undo.push(() => send(shop, 'PUT', `/api/admin/discounts/${id}/active`, { active: false }, owner));
  };
  if (run.promotion !== null) await discount({ name: `Promotion ${tag}`, code: null, kind: 'percent', value: run.promotion });
  const code = run.code === null ? null : `CODE${tag}`;
  if (run.code !== null) await discount({ name: `Code ${tag}`, code, ...run.code });
  const { id, ...method } = methods[run.method]!;
  ok(await send(shop, 'PUT', `${SHIPPING}/methods/${id}`, { ...method, freeAbove: run.freeAbove }, owner));
  undo.push(() => send(shop, 'PUT', `${SHIPPING}/methods/${id}`, method, owner));
  return { code, undo: async () => void (await Promise.all(undo.map((step) => step()))) };
}

const minor = (amount: number) => Math.round(amount * 100);
const pick = (body: Record<string, unknown>) => Object.fromEntries(FIGURES.map((name) => [name, body[name]]));

describe('an order placed with its quote’s figures', () => {
  it('stores exactly the quote, its payment asks for its total, and the figures add up (random carts, taxes, promotions, shipping)', async () => {
    let runs = 0;
    const seen = { tax: false, included: false, discounts: false, freeShipping: false };
    await fc.assert(
      fc.asyncProperty(scenario, async (run) => {
        const tag = `${Date.now().toString(36)}${(runs++).toString(36)}`.toUpperCase();
        const { code, undo } = await arrange(run, tag);
        try {
          const items = run.lines.map(({ piece, quantity, giftWrap }) => ({ ...pieces[piece]!, quantity, giftWrap, personalisation: '' }));
          const choice = { shippingMethodId: methods[run.method]!.id, ...(code ? { discountCode: code } : {}) };
          const quoted = await send(shop, 'POST', '/api/checkout/quote', { items, country: PORTLAND.country, state: PORTLAND.state, ...choice });
          expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
          const q = quoted.body;
          expect(minor(q.total)).toBe(minor(q.subtotal) + minor(q.giftWrap) + minor(q.shipping) - minor(q.discount) + (q.taxIncluded ? 0 : minor(q.tax)));
          expect(q.total).toBeGreaterThanOrEqual(0);
          expect(q.taxes.reduce((sum: number, line: { amount: number }) => sum + minor(line.amount), 0)).toBe(minor(q.tax));
          expect(q.discounts.reduce((sum: number, line: { amount: number }) => sum + minor(line.amount), 0)).toBe(minor(q.discount));

          // A shopper places at most 20 orders an hour: a new one each run.
          const shopper = await registerShopper(shop);
          const body = orderRequest(shopper, items, { shippingAddress: PORTLAND, ...choice, ...quotedFigures(q) });
          const placed = await send(shop, 'POST', '/api/orders', body, shopper.auth);
          expect(placed.status, JSON.stringify(placed.body)).toBe(201);
          const stored = (await send(shop, 'GET', `/api/orders/${placed.body.id}`, undefined, shopper.auth)).body;
          expect(pick(stored)).toEqual(pick(q));
          // The payment asks for the total: in the order's answer, read back, and in its row (what a card is charged).
          expect([placed.body.payment.amountDue, stored.payment.amountDue]).toEqual([q.total, q.total]);
          const [payment] = (await shop.database.pool.query('SELECT amount_minor FROM payments WHERE order_id = $1', [placed.body.id])).rows;
          expect(payment.amount_minor).toBe(minor(q.total));
          seen.tax ||= q.tax > 0 && !q.taxIncluded;
          seen.included ||= q.tax > 0 && q.taxIncluded;
          seen.discounts ||= q.discounts.length === 2;
          seen.freeShipping ||= q.shipping === 0;
        } finally {
          await undo();
        }
      }),
      { numRuns: 25, examples: EXAMPLES.map((example) => [example]) },
    );
    // The property held where it matters: tax added and included, a promotion and a code together, free shipping.
    expect(seen).toEqual({ tax: true, included: true, discounts: true, freeShipping: true });
  }, 120_000);
});

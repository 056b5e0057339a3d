/**
 * Metal-rate pricing (issue 36, decision record 055): the owner changes the 18K gold rate and every
 * 18K piece on metal pricing is repriced in one confirmed step — previewed first (every price that
 * moves, before and after), confirmed when a move passes the threshold, applied in one audited
 * transaction that moves the catalogue version. Bad rates are refused with a message; a stale
 * preview is refused; two applies at once run one after the other; a quote made before answers
 * 409 at checkout, and an order placed before keeps its prices.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PRICING_MESSAGES as M } from '../../domain/contract/admin-pricing.ts';
import { metalPrice, type RoundingRule } from '../../domain/metal-pricing.ts';
import { catalogueVersion } from '../../server/services/catalogue/index.ts';
import { orderRequest, registerShopper, send } from '../support/shopper.ts';
import { joinStaff, signedInOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
let owner: Record<string, string>;
let gold18: number;

interface PricedRow {
  variantId: number;
  priceMinor: number;
  metalWeightMg: number;
  makingMinor: number;
  stonesMinor: number;
  marginBp: number | null;
}

/** Every 18K piece on metal pricing, as the database holds it now. */
async function pricedPieces(metalId = gold18): Promise<PricedRow[]> {
  const { rows } = await shop.database.pool.query(
    `SELECT variant_id AS "variantId", price_minor AS "priceMinor", metal_weight_mg AS "metalWeightMg",
       COALESCE(making_minor, 0) AS "makingMinor", COALESCE(stones_minor, 0) AS "stonesMinor", margin_bp AS "marginBp"
     FROM variant_prices WHERE metal_id = $1 AND metal_weight_mg IS NOT NULL ORDER BY variant_id`,
    [metalId],
  );
  return rows;
}

const pricing = async () => (await send(shop, 'GET', '/api/admin/pricing/rates', undefined, owner)).body;
const rateOf = async (metalId = gold18): Promise<number> =>
  (await pricing()).rates.find((rate: { metalId: number }) => rate.metalId === metalId).rateMinorPerGram;
const preview = (body: unknown, auth = owner) => send(shop, 'POST', '/api/admin/pricing/preview', body, auth);
const apply = (body: unknown, auth = owner) => send(shop, 'POST', '/api/admin/pricing/apply', body, auth);
const expected = (row: PricedRow, rate: number, rounding: RoundingRule = 'cent') => metalPrice(row, rate, rounding, 100);

beforeAll(async () => {
  owner = (await signedInOwner(shop)).auth;
  gold18 = (await shop.database.pool.query(`SELECT id FROM metals WHERE name = '18K Gold'`)).rows[0].id;
});

describe('the rates', () => {
  it('list each metal with its rate and pieces on metal pricing; the routes are in the OpenAPI document', async () => {
    const answer = await send(shop, 'GET', '/api/admin/pricing/rates', undefined, owner);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ currency: 'USD', rounding: 'cent', thresholdBp: 1000 });
    const gold = answer.body.rates.find((rate: { metal: string }) => rate.metal === '18K Gold');
    expect(gold).toMatchObject({ rateMinorPerGram: 7215, pieces: (await pricedPieces()).length });
    expect(gold.pieces).toBeGreaterThan(0);
    // The sample's inputs give its typed prices at the sample's rates.
    for (const row of await pricedPieces()) expect(row.priceMinor).toBe(expected(row, 7215));
    const paths = Object.keys((await shop.request('/api/openapi.json')).body.paths);
    for (const path of ['rates', 'history', 'preview', 'apply', 'settings']) expect(paths).toContain(`/admin/pricing/${path}`);
  });

  it('are the owner’s alone: 401 without a session, 403 for staff and customers', async () => {
    const staff = await joinStaff(shop, owner, { email: `staff-${Date.now()}@example.com` });
    const customer = (await registerShopper(shop)).auth;
    const change = { rates: [{ metalId: gold18, rateMinorPerGram: 8000 }] };
    for (const [auth, status] of [
      [{}, 401],
      [staff, 403],
      [customer, 403],
    ] as const) {
      expect((await send(shop, 'GET', '/api/admin/pricing/rates', undefined, auth)).status).toBe(status);
      expect((await preview(change, auth)).status).toBe(status);
      expect((await apply({ ...change, ratesVersion: 0, confirm: true }, auth)).status).toBe(status);
    }
    expect(await rateOf()).toBe(7215);
  });

  it('refuse a rate of zero, a negative or fractional one, an unknown metal: 400 with a message, nothing changed', async () => {
    const before = await pricedPieces();
    for (const rateMinorPerGram of [0, -100, 72.5, 'lots', 10_000_001]) {
      for (const answer of [
        await preview({ rates: [{ metalId: gold18, rateMinorPerGram }] }),
        await apply({ rates: [{ metalId: gold18, rateMinorPerGram }], ratesVersion: 0, confirm: true }),
      ]) {
        expect(answer.status, JSON.stringify(rateMinorPerGram)).toBe(400);
        expect(JSON.stringify(answer.body.error)).toContain(M.rate);
      }
    }
    const twice = await preview({
      rates: [
        { metalId: gold18, rateMinorPerGram: 100 },
        { metalId: gold18, rateMinorPerGram: 200 },
      ],
    });
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body.error)).toContain(M.rates);
    const unknown = await preview({ rates: [{ metalId: 999_999, rateMinorPerGram: 100 }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(M.unknownMetal(999_999));
    expect(await pricedPieces()).toEqual(before);
  });
});

describe('changing the 18K gold rate', () => {
  it('previews every 18K piece on metal pricing, needs a confirmation beyond 10%, then reprices them all in one step', async () => {
    const { ratesVersion } = await pricing();
    const before = await pricedPieces();
    const typed = (await shop.database.pool.query(`SELECT variant_id, metal_id, price_minor FROM variant_prices WHERE metal_weight_mg IS NULL ORDER BY 1, 2`))
      .rows;
    const versionBefore = await catalogueVersion(shop.database.db);
    const change = { rates: [{ metalId: gold18, rateMinorPerGram: 9000 }] };

    const seen = await preview(change);
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    const moved = before.filter((row) => expected(row, 9000) !== row.priceMinor);
    expect(seen.body).toMatchObject({ ratesVersion, count: moved.length, needsConfirmation: true, thresholdBp: 1000 });
    expect(seen.body.changes.map((c: { variantId: number; beforeMinor: number; afterMinor: number }) => [c.variantId, c.beforeMinor, c.afterMinor])).toEqual(
      expect.arrayContaining(moved.map((row) => [row.variantId, row.priceMinor, expected(row, 9000)])),
    );
    expect(seen.body.largest.length).toBe(Math.min(10, moved.length));
    expect(await pricedPieces()).toEqual(before); // a preview changes nothing

    const unconfirmed = await apply({ ...change, ratesVersion });
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.body.error.message).toBe(M.needsConfirmation('10%'));
    expect(await pricedPieces()).toEqual(before);

    const applied = await apply({ ...change, ratesVersion, confirm: true });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body).toMatchObject({ repriced: moved.length, ratesVersion: ratesVersion + 1 });
    for (const row of await pricedPieces()) expect(row.priceMinor).toBe(expected(row, 9000));
    // Typed prices stay as typed.
    expect(
      (await shop.database.pool.query(`SELECT variant_id, metal_id, price_minor FROM variant_prices WHERE metal_weight_mg IS NULL ORDER BY 1, 2`)).rows,
    ).toEqual(typed);
    expect(await rateOf()).toBe(9000);
    expect(await catalogueVersion(shop.database.db)).not.toBe(versionBefore);

    // The storefront's product answer and the listing's lowest price follow.
    const first = before[0]!;
    const product = (await shop.database.pool.query('SELECT product_id FROM product_variants WHERE id = $1', [first.variantId])).rows[0].product_id;
    const shown = (await shop.request(`/api/products/${product}`)).body.ProductVariants.find((v: { id: number }) => v.id === first.variantId);
    expect(shown.price[shown.metal.indexOf('18K Gold')]).toBe(expected(first, 9000) / 100);
    const listed = (await shop.database.pool.query('SELECT min_price_minor FROM product_summaries WHERE product_id = $1', [product])).rows[0];
    const lowest = (
      await shop.database.pool.query('SELECT min(price_minor) AS m FROM variant_prices JOIN product_variants v ON v.id = variant_id WHERE v.product_id = $1', [
        product,
      ])
    ).rows[0].m;
    expect(listed.min_price_minor).toBe(lowest);

    // One audit entry, and the history says who, when, before and after.
    const audited = (await shop.database.pool.query(`SELECT before, after FROM audit_events WHERE action = 'pricing.rates'`)).rows;
    expect(audited).toHaveLength(1);
    expect(audited[0].before.rates['18K Gold']).toBe(7215);
    expect(audited[0].after).toMatchObject({ rounding: 'cent', repriced: moved.length });
    const history = await send(shop, 'GET', '/api/admin/pricing/history', undefined, owner);
    expect(history.body.entries[0]).toMatchObject({ metal: '18K Gold', beforeMinor: 7215, afterMinor: 9000, by: expect.stringContaining('owner-') });
  });

  it('refuses a preview made stale by another apply: 409, nothing applied', async () => {
    const { ratesVersion } = await pricing();
    const stale = { rates: [{ metalId: gold18, rateMinorPerGram: 9100 }], ratesVersion, confirm: true };
    expect((await apply({ rates: [{ metalId: gold18, rateMinorPerGram: 9200 }], ratesVersion, confirm: true })).status).toBe(200);
    const refused = await apply(stale);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(M.stale);
    expect(await rateOf()).toBe(9200);
  });

  it('two owners applying at once: one after the other, the prices all of one rate, never a mix', async () => {
    const other = (await signedInOwner(shop)).auth;
    const { ratesVersion } = await pricing();
    const answers = await Promise.all([
      apply({ rates: [{ metalId: gold18, rateMinorPerGram: 6000 }], ratesVersion, confirm: true }),
      apply({ rates: [{ metalId: gold18, rateMinorPerGram: 12000 }], ratesVersion, confirm: true }, other),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const rate = await rateOf();
    expect([6000, 12000]).toContain(rate);
    for (const row of await pricedPieces()) expect(row.priceMinor).toBe(expected(row, rate));
    expect((await pricing()).ratesVersion).toBe(ratesVersion + 1);
  });

  it('applies the rounding rule the owner chooses, to every piece on metal pricing', async () => {
    const { ratesVersion } = await pricing();
    const rate = await rateOf();
    const answer = await apply({ rates: [], rounding: 'ninety-nine', ratesVersion, confirm: true });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    for (const row of await pricedPieces()) expect(row.priceMinor % 100).toBe(99);
    for (const row of await pricedPieces()) expect(row.priceMinor).toBe(expected(row, rate, 'ninety-nine'));
    const again = await apply({ rates: [], rounding: 'ninety-nine', ratesVersion: ratesVersion + 1, confirm: true });
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe(M.nothing);
  });

  it('a higher threshold lets a smaller move through without a confirmation; the threshold is audited', async () => {
    expect((await send(shop, 'PUT', '/api/admin/pricing/settings', { thresholdBp: -1 }, owner)).status).toBe(400);
    const saved = await send(shop, 'PUT', '/api/admin/pricing/settings', { thresholdBp: 5000 }, owner);
    expect(saved.status).toBe(200);
    expect(saved.body.thresholdBp).toBe(5000);
    const { ratesVersion } = await pricing();
    const rate = await rateOf();
    const answer = await apply({ rates: [{ metalId: gold18, rateMinorPerGram: Math.round(rate * 1.2) }], ratesVersion });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await shop.database.pool.query(`SELECT after FROM audit_events WHERE action = 'pricing.settings'`)).rows).toEqual([
      { after: { thresholdBp: 5000 } },
    ]);
    await send(shop, 'PUT', '/api/admin/pricing/settings', { thresholdBp: 1000 }, owner);
  });
});

describe('quotes and orders around a rate change', () => {
  it('a shopper whose quote moved gets 409 price_changed; an order placed before keeps its prices', async () => {
    const [piece] = await pricedPieces();
    const line = { variantId: piece!.variantId, metal: '18K Gold', size: '', quantity: 1, giftWrap: false, personalisation: '' };
    const sizes = (
      await shop.database.pool.query('SELECT s.label FROM variant_sizes vs JOIN sizes s ON s.id = vs.size_id WHERE vs.variant_id = $1 LIMIT 1', [
        piece!.variantId,
      ])
    ).rows;
    if (sizes[0]) line.size = sizes[0].label;
    await shop.database.pool.query('UPDATE variant_stock SET quantity = 1000 WHERE variant_id = $1', [piece!.variantId]);
    const shopper = await registerShopper(shop);
    const quote = async () => (await send(shop, 'POST', '/api/checkout/quote', { items: [line] }, shopper.auth)).body;
    const order = (shown: { total: number }, key: string) =>
      send(shop, 'POST', '/api/orders', orderRequest(shopper, [line], { expectedTotal: shown.total }), { ...shopper.auth, 'Idempotency-Key': key });

    const placed = await order(await quote(), 'rate-before');
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const linesBefore = (await shop.database.pool.query('SELECT unit_price_minor FROM order_items WHERE order_id = $1', [placed.body.id])).rows;
    const totalBefore = (await shop.database.pool.query('SELECT total_minor FROM orders WHERE id = $1', [placed.body.id])).rows;

    const shown = await quote();
    const { ratesVersion } = await pricing();
    const applied = await apply({ rates: [{ metalId: gold18, rateMinorPerGram: (await rateOf()) + 500 }], ratesVersion, confirm: true });
    expect(applied.status).toBe(200);

    const refused = await order(shown, 'rate-after');
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('price_changed');
    expect((await shop.database.pool.query('SELECT unit_price_minor FROM order_items WHERE order_id = $1', [placed.body.id])).rows).toEqual(linesBefore);
    expect((await shop.database.pool.query('SELECT total_minor FROM orders WHERE id = $1', [placed.body.id])).rows).toEqual(totalBefore);
  });
});

describe('the product API carries the pricing inputs', () => {
  it('answers them, keeps them when a save names none, writes them, and refuses a negative weight with a message', async () => {
    const [piece] = await pricedPieces();
    const productId = (await shop.database.pool.query('SELECT product_id FROM product_variants WHERE id = $1', [piece!.variantId])).rows[0].product_id;
    const path = `/api/admin/products/${productId}`;
    const read = await send(shop, 'GET', path, undefined, owner);
    expect(read.body.pricing).toContainEqual({
      variantId: piece!.variantId,
      metal: '18K Gold',
      weightGrams: piece!.metalWeightMg / 1000,
      making: piece!.makingMinor / 100,
      stones: piece!.stonesMinor / 100,
      marginPercent: null,
    });

    // Sent back as it was read (no variant names `pricing`): every input is kept.
    const same = await send(shop, 'PUT', path, read.body, owner);
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body.pricing).toEqual(read.body.pricing);

    const variants = read.body.ProductVariants as Array<{ id: number; metal: string[] }>;
    const withPricing = (inputs: (metal: string) => unknown) => ({
      ...read.body,
      ProductVariants: variants.map((variant) => (variant.id === piece!.variantId ? { ...variant, pricing: variant.metal.map(inputs) } : variant)),
    });
    for (const bad of [{ weightGrams: -1 }, { weightGrams: 'heavy' }, { weightGrams: 1001 }]) {
      const refused = await send(
        shop,
        'PUT',
        path,
        withPricing((metal) => (metal === '18K Gold' ? bad : null)),
        owner,
      );
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(JSON.stringify(refused.body.error)).toContain(M.weight);
    }
    const negative = await send(
      shop,
      'PUT',
      path,
      withPricing((metal) => (metal === '18K Gold' ? { weightGrams: 2, making: -5 } : null)),
      owner,
    );
    expect(negative.status).toBe(400);
    expect(JSON.stringify(negative.body.error)).toContain(M.making);

    const inputs = { weightGrams: 4.25, making: 100, stones: 0, marginPercent: 10 };
    const written = await send(
      shop,
      'PUT',
      path,
      withPricing((metal) => (metal === '18K Gold' ? inputs : null)),
      owner,
    );
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    expect(written.body.pricing.filter((entry: { variantId: number }) => entry.variantId === piece!.variantId)).toEqual([
      { variantId: piece!.variantId, metal: '18K Gold', ...inputs },
    ]);
    const row = (await pricedPieces()).find((entry) => entry.variantId === piece!.variantId)!;
    expect(row).toMatchObject({ metalWeightMg: 4250, makingMinor: 10_000, stonesMinor: 0, marginBp: 1000 });

    // The next preview prices it by the formula.
    const { rounding } = await pricing();
    const seen = await preview({ rates: [] });
    const move = seen.body.changes.find((change: { variantId: number; metalId: number }) => change.variantId === piece!.variantId && change.metalId === gold18);
    expect(move.afterMinor).toBe(expected(row, await rateOf(), rounding));
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseDiscounts, cartRefusalOf, discountStatus, refusalMessage, refusalOf, shareOut, type DiscountFacts, type DiscountRule } from './discounts.ts';
import { orderTotals } from './pricing.ts';

const RINGS = 1;
const rule = (over: Partial<DiscountRule> = {}): DiscountRule => ({
  id: 1,
  name: 'Weekend sale on rings',
  code: null,
  kind: 'percent',
  value: 20,
  productIds: [],
  categoryIds: [],
  active: true,
  minSubtotalMinor: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  firstOrderOnly: false,
  ...over,
});
const facts = (over: Partial<DiscountFacts> = {}): DiscountFacts => ({
  now: new Date('2026-11-28T12:00:00Z'),
  usedTotal: 0,
  usedByCustomer: 0,
  hasOrdered: false,
  ...over,
});
const ring = { productId: 10, categoryIds: [RINGS], priceMinor: 10000, quantity: 1, giftWrap: false };
const necklace = { productId: 20, categoryIds: [2], priceMinor: 5000, quantity: 2, giftWrap: true };

describe('discountStatus', () => {
  const now = new Date('2026-12-06T12:00:00Z');
  it('reads "Used up", "Scheduled" and "Ended" where a shopper would be refused, never "On"', () => {
    expect(discountStatus(rule({ usageLimit: 3 }), 2, now)).toBe('On');
    expect(discountStatus(rule({ usageLimit: 3 }), 3, now)).toBe('Used up');
    expect(discountStatus(rule({ startsAt: new Date('2026-12-07T00:00:00Z') }), 0, now)).toBe('Scheduled');
    expect(discountStatus(rule({ endsAt: now }), 0, now)).toBe('Ended');
    expect(discountStatus(rule({ startsAt: new Date('2026-12-01T00:00:00Z'), endsAt: new Date('2026-12-31T00:00:00Z') }), 0, now)).toBe('On');
    expect(discountStatus(rule({ active: false, usageLimit: 1 }), 1, now)).toBe('Off');
  });

  const around = (days: number) => new Date(now.getTime() + days * 86_400_000);
  const stateArb = fc
    .record({
      active: fc.boolean(),
      startsAt: fc.option(fc.integer({ min: -5, max: 5 }).map(around), { nil: null }),
      endsAt: fc.option(fc.integer({ min: -5, max: 5 }).map(around), { nil: null }),
      usageLimit: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
      perCustomerLimit: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
      firstOrderOnly: fc.boolean(),
    })
    .map((state) => rule(state));

  it('says "On" exactly when a shopper with no orders would get it', () => {
    fc.assert(
      fc.property(stateArb, fc.nat(20), (generated, used) => {
        const applies = refusalOf(generated, facts({ now, usedTotal: used, usedByCustomer: 0, hasOrdered: false })) === null;
        expect(discountStatus(generated, used, now) === 'On').toBe(applies);
      }),
    );
  });
});

describe('refusalOf', () => {
  it('says which rule refuses, in the order a shopper can act on', () => {
    expect(refusalOf(rule({ active: false }), facts())).toEqual({ reason: 'unknown' });
    expect(refusalOf(rule({ startsAt: new Date('2026-11-29T00:00:00Z') }), facts())?.reason).toBe('not-started');
    expect(refusalOf(rule({ endsAt: new Date('2026-11-28T12:00:00Z') }), facts())?.reason).toBe('expired');
    expect(refusalOf(rule({ usageLimit: 10 }), facts({ usedTotal: 10 }))?.reason).toBe('ran-out');
    expect(refusalOf(rule({ usageLimit: 10 }), facts({ usedTotal: 9 }))).toBeNull();
    expect(refusalOf(rule({ perCustomerLimit: 1 }), facts({ usedByCustomer: 1 }))?.reason).toBe('customer-limit');
    expect(refusalOf(rule({ firstOrderOnly: true }), facts({ hasOrdered: true }))?.reason).toBe('first-order');
  });

  it('refuses a cart without the pieces, or with too few of them, naming the amount', () => {
    const rings = rule({ categoryIds: [RINGS], minSubtotalMinor: 20000, code: 'RINGS20' });
    expect(cartRefusalOf(rings, [necklace])).toEqual({ reason: 'not-these-items' });
    const short = cartRefusalOf(rings, [ring, necklace]);
    expect(short).toEqual({ reason: 'minimum', minSubtotalMinor: 20000 });
    expect(refusalMessage('RINGS20', short!, 'USD')).toBe('RINGS20 needs $200.00 or more of eligible pieces in your order.');
    expect(cartRefusalOf(rings, [{ ...ring, quantity: 2 }])).toBeNull();
  });
});

describe('discounts in the totals', () => {
  it('takes a category sale off those lines only, not off wrap or shipping', () => {
    const totals = orderTotals({ lines: [ring, necklace], shippingMinor: 1999, discounts: [rule({ categoryIds: [RINGS] })] });
    expect(totals.discounts).toEqual([{ discountId: 1, name: 'Weekend sale on rings', code: null, kind: 'percent', amountMinor: 2000 }]);
    expect(totals.totalMinor).toBe(20000 + 500 * 2 + 1999 - 2000);
  });

  it('makes shipping 0 with free shipping and caps a fixed amount at the pieces', () => {
    const free = orderTotals({ lines: [ring], shippingMinor: 1999, discounts: [rule({ kind: 'free_shipping', value: 0 })] });
    expect(free).toMatchObject({ shippingMinor: 0, discountMinor: 0, totalMinor: 10000 });
    const fixed = orderTotals({ lines: [ring], shippingMinor: 999, discounts: [rule({ kind: 'fixed', value: 50000 })] });
    expect(fixed).toMatchObject({ discountMinor: 10000, totalMinor: 999 });
  });

  it('combines the best automatic promotion with one code, the code on what is left', () => {
    const small = rule({ id: 2, name: 'Small', value: 5 });
    const sale = rule({ id: 3, categoryIds: [RINGS] });
    const welcome = rule({ id: 4, name: 'WELCOME10', code: 'WELCOME10', value: 10 });
    const offers = chooseDiscounts({ lines: [ring], shippingMinor: 999, automatic: [small, sale], code: welcome });
    expect(offers.map((offer) => offer.id)).toEqual([3, 4]);
    expect(orderTotals({ lines: [ring], shippingMinor: 999, discounts: offers }).discounts.map((d) => d.amountMinor)).toEqual([2000, 800]);
  });

  it('leaves out a promotion that does not fit the cart', () => {
    expect(chooseDiscounts({ lines: [necklace], shippingMinor: 999, automatic: [rule({ categoryIds: [RINGS] })], code: null })).toEqual([]);
  });
});

describe('shareOut', () => {
  it('shares a whole amount in proportion, the shares adding up to it', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(0, [5, 5])).toEqual([0, 0]);
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.array(fc.nat(100_000), { minLength: 1, maxLength: 8 }), (total, weights) => {
        const shares = shareOut(total, weights);
        const sum = weights.reduce((a, b) => a + b, 0);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : total);
        shares.forEach((share, i) => expect(share === 0 || weights[i]! > 0).toBe(true));
      }),
    );
  });
});

const lineArb = fc.record({
  productId: fc.integer({ min: 1, max: 4 }),
  categoryIds: fc.subarray([1, 2, 3]),
  priceMinor: fc.integer({ min: 0, max: 500_000 }),
  quantity: fc.integer({ min: 1, max: 20 }),
  giftWrap: fc.boolean(),
});
const ruleArb = fc
  .record({
    id: fc.integer({ min: 1, max: 50 }),
    kind: fc.constantFrom('percent' as const, 'fixed' as const, 'free_shipping' as const),
    value: fc.integer({ min: 0, max: 1_000_000 }),
    productIds: fc.subarray([1, 2, 3, 4]),
    categoryIds: fc.subarray([1, 2, 3]),
    minSubtotalMinor: fc.integer({ min: 0, max: 100_000 }),
  })
  .map((r) => rule({ ...r, value: r.kind === 'percent' ? (r.value % 100) + 1 : r.value }));

describe('orderTotals with random carts and promotions (property)', () => {
  it('total = lines + gift wrap + shipping - discounts, never below zero, each discount within its lines', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 6 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.array(ruleArb, { maxLength: 4 }),
        fc.option(
          ruleArb.map((r) => ({ ...r, code: 'CODE' })),
          { nil: null },
        ),
        (lines, shippingMinor, automatic, code) => {
          const offers = chooseDiscounts({ lines, shippingMinor, automatic, code });
          const totals = orderTotals({ lines, shippingMinor, discounts: offers });
          const goods = lines.reduce((sum, line) => sum + line.priceMinor * line.quantity, 0);
          const wrap = lines.reduce((sum, line) => sum + (line.giftWrap ? 500 * line.quantity : 0), 0);
          const discounts = totals.discounts.reduce((sum, line) => sum + line.amountMinor, 0);
          expect(offers.filter((offer) => offer.code === null).length).toBeLessThanOrEqual(1);
          expect(totals.subtotalMinor).toBe(goods);
          expect(totals.discountMinor).toBe(discounts);
          expect(totals.totalMinor).toBe(goods + wrap + totals.shippingMinor - discounts);
          expect(discounts).toBeLessThanOrEqual(goods);
          expect(totals.totalMinor).toBeGreaterThanOrEqual(0);
          for (const line of totals.discounts) expect(Number.isInteger(line.amountMinor) && line.amountMinor >= 0).toBe(true);
          expect(totals.shippingMinor).toBe(offers.some((offer) => offer.kind === 'free_shipping') ? 0 : shippingMinor);
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refundingOrder, splitRefund, splitTenders, tenderLabel, TendersInput, type TenderAsked } from './tenders.ts';

const card = (giftCardId: number, balanceMinor: number): TenderAsked => ({ kind: 'gift_card', giftCardId, balanceMinor });
const credit = (balanceMinor: number): TenderAsked => ({ kind: 'store_credit', giftCardId: null, balanceMinor });

describe('tenders', () => {
  it('pays with the gift cards as typed, then the store credit, and leaves the rest for the card or bank', () => {
    expect(splitTenders(10_000, [credit(2_000), card(7, 3_000), card(9, 1_000)])).toEqual({
      tenders: [
        { position: 0, kind: 'gift_card', giftCardId: 7, amountMinor: 3_000 },
        { position: 1, kind: 'gift_card', giftCardId: 9, amountMinor: 1_000 },
        { position: 2, kind: 'store_credit', giftCardId: null, amountMinor: 2_000 },
      ],
      remainderMinor: 4_000,
    });
  });

  it('takes from a tender only what the order still needs, and leaves out the ones not needed or empty', () => {
    expect(splitTenders(2_500, [card(1, 0), card(2, 2_000), card(3, 5_000), credit(900)])).toEqual({
      tenders: [
        { position: 0, kind: 'gift_card', giftCardId: 2, amountMinor: 2_000 },
        { position: 1, kind: 'gift_card', giftCardId: 3, amountMinor: 500 },
      ],
      remainderMinor: 0,
    });
  });

  it('refunds the payment first, then the tenders last-paid first, never more than each took', () => {
    const paid = [
      { position: 0, key: 'card 7' },
      { position: 1, key: 'credit' },
    ];
    expect(refundingOrder(paid).map((t) => t.key)).toEqual(['credit', 'card 7']);
    const targets = [
      { key: 'payment', refundableMinor: 4_000 },
      { key: 'credit', refundableMinor: 2_000 },
      { key: 'card 7', refundableMinor: 3_000 },
    ];
    expect(splitRefund(5_000, targets)).toEqual([
      { key: 'payment', amountMinor: 4_000 },
      { key: 'credit', amountMinor: 1_000 },
    ]);
    expect(splitRefund(9_000, targets)?.map((p) => p.amountMinor)).toEqual([4_000, 2_000, 3_000]);
    expect(splitRefund(9_001, targets)).toBeNull();
  });

  it('reads what a quote asks for, and names each tender', () => {
    expect(TendersInput.parse({})).toEqual({});
    expect(TendersInput.safeParse({ giftCards: ['a', 'b', 'c', 'd', 'e', 'f'] }).error?.issues[0]?.message).toBe('At most 5 gift cards can pay one order.');
    expect(tenderLabel({ kind: 'gift_card', codeLast4: '7KQ2' })).toBe('Gift card ••••7KQ2');
    expect(tenderLabel({ kind: 'store_credit' })).toBe('Store credit');
  });

  const asked = fc.array(
    fc.oneof(
      fc.record({ kind: fc.constant('gift_card' as const), giftCardId: fc.nat(), balanceMinor: fc.nat(50_000) }),
      fc.record({ kind: fc.constant('store_credit' as const), giftCardId: fc.constant(null), balanceMinor: fc.nat(50_000) }),
    ),
    { maxLength: 6 },
  );

  it('keeps the sum: the tenders and the remainder pay the total, none more than it holds, nothing negative', () => {
    fc.assert(
      fc.property(fc.nat(200_000), asked, (total, tenders) => {
        const split = splitTenders(total, tenders);
        const paid = split.tenders.reduce((sum, t) => sum + t.amountMinor, 0);
        expect(paid + split.remainderMinor).toBe(total);
        expect(split.remainderMinor).toBeGreaterThanOrEqual(0);
        for (const t of split.tenders) {
          expect(t.amountMinor).toBeGreaterThan(0);
          const own = tenders.filter((a) => a.kind === t.kind && a.giftCardId === t.giftCardId);
          expect(own.some((a) => a.balanceMinor >= t.amountMinor)).toBe(true);
        }
        // The remainder is left only when every tender asked gave all it held.
        if (split.remainderMinor > 0) expect(paid).toBe(tenders.reduce((sum, t) => sum + t.balanceMinor, 0));
      }),
    );
  });

  it('places a refund whole, each part within what its target may take back, or refuses it whole', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(30_000), { maxLength: 5 }), fc.nat(100_000), (refundable, amount) => {
        const targets = refundable.map((refundableMinor, key) => ({ key, refundableMinor }));
        const parts = splitRefund(amount, targets);
        const room = refundable.reduce((a, b) => a + b, 0);
        if (amount > room) {
          expect(parts).toBeNull();
          return;
        }
        expect(parts!.reduce((sum, p) => sum + p.amountMinor, 0)).toBe(amount);
        for (const p of parts!) expect(p.amountMinor).toBeGreaterThan(0);
        for (const p of parts!) expect(p.amountMinor).toBeLessThanOrEqual(refundable[p.key]!);
      }),
    );
  });

  /**
   * The money over a run of orders, refunds and exchanges (an exchange: a refund, then a new order
   * paid with what came back): each order spends its tenders first and takes the rest by card; each
   * refund goes to the card, then the tenders last-paid first. No money is made or lost — what the
   * tenders held at first plus what cards paid is what they hold now plus what the shop kept — and
   * no balance, and nothing an order kept, goes below zero.
   */
  it('makes and loses no money over random splits, partial refunds and exchanges, every balance ≥ 0', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('order' as const), totalMinor: fc.integer({ min: 1, max: 40_000 }), uses: fc.array(fc.nat(3), { maxLength: 4 }) }),
      fc.record({ kind: fc.constant('refund' as const), order: fc.nat(), share: fc.double({ min: 0.01, max: 1, noNaN: true }) }),
      fc.record({ kind: fc.constant('exchange' as const), order: fc.nat(), share: fc.double({ min: 0.01, max: 1, noNaN: true }) }),
    );
    fc.assert(
      fc.property(fc.array(fc.nat(20_000), { minLength: 1, maxLength: 4 }), fc.array(step, { maxLength: 25 }), (initial, steps) => {
        const balances = [...initial];
        let cardPaid = 0;
        type Order = { cardKept: number; tenders: Array<{ position: number; index: number; kept: number }> };
        const orders: Order[] = [];
        const place = (totalMinor: number, uses: readonly number[]) => {
          const indexes = [...new Set(uses.map((u) => u % balances.length))];
          const asked = indexes.map((index) => ({ kind: 'gift_card' as const, giftCardId: index, balanceMinor: balances[index]! }));
          const split = splitTenders(totalMinor, asked);
          for (const t of split.tenders) balances[t.giftCardId!]! -= t.amountMinor;
          cardPaid += split.remainderMinor;
          orders.push({
            cardKept: split.remainderMinor,
            tenders: split.tenders.map((t) => ({ position: t.position, index: t.giftCardId!, kept: t.amountMinor })),
          });
        };
        const refund = (order: Order, share: number): number => {
          const room = order.cardKept + order.tenders.reduce((sum, t) => sum + t.kept, 0);
          const amount = Math.floor(room * share);
          if (amount <= 0) return 0;
          const targets = [
            { key: -1, refundableMinor: order.cardKept },
            ...refundingOrder(order.tenders).map((t) => ({ key: t.position, refundableMinor: t.kept })),
          ];
          for (const part of splitRefund(amount, targets)!) {
            if (part.key === -1) {
              order.cardKept -= part.amountMinor;
              cardPaid -= part.amountMinor;
              continue;
            }
            const tender = order.tenders.find((t) => t.position === part.key)!;
            tender.kept -= part.amountMinor;
            balances[tender.index]! += part.amountMinor;
          }
          return amount;
        };
        for (const s of steps) {
          if (s.kind === 'order') place(s.totalMinor, s.uses);
          else if (orders.length > 0) {
            const order = orders[s.order % orders.length]!;
            const back = refund(order, s.share);
            // The exchange: another size at the same price, paid with the tenders first.
            if (s.kind === 'exchange' && back > 0) place(back, [0, 1, 2, 3]);
          }
          for (const b of balances) expect(b).toBeGreaterThanOrEqual(0);
          for (const o of orders) {
            expect(o.cardKept).toBeGreaterThanOrEqual(0);
            for (const t of o.tenders) expect(t.kept).toBeGreaterThanOrEqual(0);
          }
          const kept = orders.reduce((sum, o) => sum + o.cardKept + o.tenders.reduce((n, t) => n + t.kept, 0), 0);
          const held = balances.reduce((a, b) => a + b, 0);
          expect(held + kept).toBe(initial.reduce((a, b) => a + b, 0) + cardPaid);
        }
      }),
    );
  });
});

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
    expect(tenderLabel({ kind: 'gift_card', codeLast4: '7KQ2' })).toBe('Gift card …7KQ2');
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
});

import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';
import { howPaid, paidWithSentence, refundedSentence, refundedTo, type MoneyPart } from './paid-with.ts';

const money = (minor: number) => formatMoney(minor, 'USD');
const card = { kind: 'gift_card' as const, codeLast4: 'ABCD', amountMinor: 2_000 };
const credit = { kind: 'store_credit' as const, codeLast4: null, amountMinor: 500 };

describe('how an order was paid, in words', () => {
  it('lists the tenders in paying order, then the payment’s share of the rest; the lines add up to the total', () => {
    const lines = howPaid({ totalMinor: 5_500, payment: { method: 'stripe', tenders: [card, credit] } });
    expect(lines).toEqual([
      { label: 'Gift card ••••ABCD', amountMinor: 2_000 },
      { label: 'Store credit', amountMinor: 500 },
      { label: 'Card', amountMinor: 3_000 },
    ]);
    expect(lines.reduce((sum, line) => sum + line.amountMinor, 0)).toBe(5_500);
    expect(paidWithSentence(lines, money)).toBe('Paid with gift card ••••ABCD: $20.00, store credit: $5.00, card: $30.00');
  });

  it('names a manual method by its name, and leaves the payment out when the tenders paid it all', () => {
    expect(paidWithSentence(howPaid({ totalMinor: 2_500, payment: { method: 'bank_transfer', tenders: [card] } }), money)).toBe(
      'Paid with gift card ••••ABCD: $20.00, bank transfer: $5.00',
    );
    expect(howPaid({ totalMinor: 2_000, payment: { method: 'stripe', tenders: [card] } })).toEqual([{ label: 'Gift card ••••ABCD', amountMinor: 2_000 }]);
    // A copy kept before tenders existed has none: all of it was the payment's.
    expect(howPaid({ totalMinor: 900, payment: { method: 'testpay' } })).toEqual([{ label: 'Card', amountMinor: 900 }]);
  });
});

describe('where a refund went, in words', () => {
  const parts: MoneyPart[] = [{ kind: 'payment', codeLast4: null, amountMinor: 3_000 }, { ...card }, { ...credit }];

  it('says each part and where it went, the payment first', () => {
    expect(refundedSentence(parts, 'stripe', money)).toBe('Refunded: $30.00 to your card, $20.00 to gift card ••••ABCD, $5.00 to your store credit');
    expect(refundedSentence(parts.slice(0, 1), 'bank_transfer', money)).toBe('Refunded: $30.00 to your bank account');
  });

  it('gives the credit note the same lines as the invoice names them', () => {
    expect(refundedTo(parts, 'bank_transfer').map((line) => line.label)).toEqual(['Bank transfer', 'Gift card ••••ABCD', 'Store credit']);
  });
});

import { describe, expect, it } from 'vitest';
import { BANK_TRANSFER } from './payment.ts';
import { CANCELLED_MONEY, moneyAfterCancel, moneyOnCancel } from './cancelled-money.ts';

const money = (amount: number) => `$${amount.toFixed(2)}`;
const card = { method: 'stripe', amountPaid: 0, amountRefunded: 0 };
const bank = { method: BANK_TRANSFER, amountPaid: 0, amountRefunded: 0 };

describe('what a shopper is told about their money when they cancel', () => {
  it('before: a hold is released, card money refunded, a transfer sent back, or nothing was paid', () => {
    expect(moneyOnCancel({ ...card, status: 'authorized' }, money)).toBe(CANCELLED_MONEY.willRelease);
    expect(moneyOnCancel({ ...card, status: 'paid', amountPaid: 125 }, money)).toBe(
      'We refund $125.00 to your card at once. Your bank may take 5 to 10 business days to show it.',
    );
    expect(moneyOnCancel({ ...bank, status: 'partially_refunded', amountPaid: 125, amountRefunded: 25 }, money)).toBe(
      'We send the $100.00 you paid back to the account it came from, and e-mail you when it is on its way.',
    );
    expect(moneyOnCancel({ ...bank, status: 'awaiting_payment' }, money)).toBe(CANCELLED_MONEY.nothingPaid);
  });

  it('after: released, refunded, a refund on its way (the provider did not answer yet), money owed back by bank', () => {
    expect(moneyAfterCancel({ ...card, status: 'voided' }, money)).toBe(CANCELLED_MONEY.released);
    expect(moneyAfterCancel({ ...card, status: 'refunded', amountPaid: 125, amountRefunded: 125 }, money)).toBe(
      '$125.00 was refunded to your card. Your bank may take 5 to 10 business days to show it.',
    );
    expect(moneyAfterCancel({ ...card, status: 'paid', amountPaid: 125 }, money)).toBe(CANCELLED_MONEY.refundingCard('$125.00'));
    expect(moneyAfterCancel({ ...bank, status: 'paid', amountPaid: 125 }, money)).toBe(CANCELLED_MONEY.sendingBack('$125.00'));
    expect(moneyAfterCancel({ ...bank, status: 'refunded', amountPaid: 125, amountRefunded: 125 }, money)).toBe(
      '$125.00 was sent back to the account you paid from.',
    );
    expect(moneyAfterCancel({ ...bank, status: 'awaiting_payment' }, money)).toBe(CANCELLED_MONEY.nothingCharged);
  });
});

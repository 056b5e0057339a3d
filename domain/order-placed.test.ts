import { describe, expect, it } from 'vitest';
import { BANK_TRANSFER } from './payment.ts';
import { nextSteps, placedAndPaidFor } from './order-placed.ts';

const payment = { amountDue: 0, amountPaid: 0, amountRefunded: 0, tenders: [] };
const money = (amount: number) => `$${amount.toFixed(2)}`;
const day = (iso: string) => iso.slice(0, 10);

describe('the confirmation of a placed order', () => {
  it('is said at once for a bank transfer, and for a card once the provider holds the money', () => {
    expect(placedAndPaidFor({ payment: { ...payment, method: BANK_TRANSFER, status: 'awaiting_payment' } })).toBe(true);
    expect(placedAndPaidFor({ payment: { ...payment, method: 'stripe', status: 'authorized' } })).toBe(true);
    expect(placedAndPaidFor({ payment: { ...payment, method: 'stripe', status: 'awaiting_payment' } })).toBe(false);
  });

  it('says what happens next: the transfer to make, or the card held until the order is confirmed', () => {
    const instructions = { payBy: '2026-12-13T00:00:00.000Z', reference: 'ORDER-100042' } as never;
    const bank = nextSteps({ payment: { ...payment, amountDue: 125, method: BANK_TRANSFER, status: 'awaiting_payment', instructions } }, money, day);
    expect(bank[0]).toBe('Transfer $125.00 by 2026-12-13 with ORDER-100042 as the reference (the account is below). We start on your order once it arrives.');
    const card = nextSteps({ payment: { ...payment, method: 'stripe', status: 'authorized' } }, money, day);
    expect(card[0]).toBe('Your card is authorised: the money is held, and taken when we confirm your order.');
    expect(card.at(-1)).toMatch(/cancel on this page within 24 hours/);
  });
});

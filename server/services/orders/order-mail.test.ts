/** Who an order's e-mails go to: the account's address once confirmed, or once the order is paid or authorised; otherwise no one. */
import { describe, expect, it } from 'vitest';
import { orderMailRecipient } from './order-mail.ts';

const unpaid = { amountPaidMinor: 0, amountAuthorizedMinor: 0 };
const account = (emailVerified: boolean) => ({ email: 'ada@example.com', emailVerified });

describe('orderMailRecipient', () => {
  it('is the confirmed account’s address, paid or not', () => {
    expect(orderMailRecipient(account(true), unpaid)).toBe('ada@example.com');
    expect(orderMailRecipient(account(true), { amountPaidMinor: 100, amountAuthorizedMinor: 0 })).toBe('ada@example.com');
  });

  it('is the unconfirmed account’s address once money was paid or authorised: paying proves who the shopper is', () => {
    expect(orderMailRecipient(account(false), { amountPaidMinor: 12_999, amountAuthorizedMinor: 0 })).toBe('ada@example.com');
    expect(orderMailRecipient(account(false), { amountPaidMinor: 0, amountAuthorizedMinor: 12_999 })).toBe('ada@example.com');
  });

  it('is no one for an unconfirmed account that paid nothing (a free order included), and no one without an account', () => {
    expect(orderMailRecipient(account(false), unpaid)).toBeNull();
    expect(orderMailRecipient(null, { amountPaidMinor: 100, amountAuthorizedMinor: 0 })).toBeNull();
    expect(orderMailRecipient(undefined, unpaid)).toBeNull();
  });
});

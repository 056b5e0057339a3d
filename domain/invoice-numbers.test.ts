import { describe, expect, it } from 'vitest';
import { CREDIT_NOTE_NUMBER, documentIssued, documentNumber } from './invoice-numbers.ts';

describe('document numbers', () => {
  it('are the year and a sequence of six digits or more, credit notes with CN-', () => {
    expect(documentNumber('invoice', 2026, 1)).toBe('2026-000001');
    expect(documentNumber('credit_note', 2026, 42)).toBe('CN-2026-000042');
    expect(documentNumber('invoice', 2027, 1_234_567)).toBe('2027-1234567');
    expect(CREDIT_NOTE_NUMBER.test(documentNumber('credit_note', 2026, 1_234_567))).toBe(true);
    expect(CREDIT_NOTE_NUMBER.test('2026-000001')).toBe(false);
  });
});

describe('documentIssued', () => {
  const total = 10_000;
  it('issues the invoice with the money that first brings what was paid to the total, received by hand or captured', () => {
    expect(documentIssued([], { kind: 'manual_payment', amountMinor: 4_000 }, total, false)).toBeNull();
    expect(documentIssued([{ kind: 'manual_payment', amountMinor: 4_000 }], { kind: 'manual_payment', amountMinor: 6_000 }, total, false)).toBe('invoice');
    expect(documentIssued([{ kind: 'authorized', amountMinor: total }], { kind: 'captured', amountMinor: total }, total, false)).toBe('invoice');
    // An authorisation is no payment; an invoiced order is never invoiced again.
    expect(documentIssued([], { kind: 'authorized', amountMinor: total }, total, false)).toBeNull();
    expect(documentIssued([], { kind: 'captured', amountMinor: total }, total, true)).toBeNull();
  });

  it('issues a credit note for a refund of an invoiced order only', () => {
    expect(documentIssued([{ kind: 'manual_payment', amountMinor: total }], { kind: 'refunded', amountMinor: 500 }, total, true)).toBe('credit_note');
    expect(documentIssued([{ kind: 'manual_payment', amountMinor: 500 }], { kind: 'refunded', amountMinor: 500 }, total, false)).toBeNull();
    expect(documentIssued([{ kind: 'captured', amountMinor: total }], { kind: 'voided', amountMinor: 1 }, total, true)).toBeNull();
  });
});

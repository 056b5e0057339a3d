import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerRefusal, ledgerTotals, paymentFigures, PAYMENT_EVENT_KINDS, type LedgerEntry } from './payment.ts';

const money = (minor: number) => (minor / 100).toFixed(2);
const entry = fc.record({ kind: fc.constantFrom(...PAYMENT_EVENT_KINDS), amountMinor: fc.integer({ min: 0, max: 60_000 }) });

/** The entries of this sequence the ledger accepts, in order: what the payments module would have written. */
function accepted(tries: LedgerEntry[], totalMinor: number): LedgerEntry[] {
  const ledger: LedgerEntry[] = [];
  for (const next of tries) if (ledgerRefusal(ledger, next, totalMinor, money) === null) ledger.push(next);
  return ledger;
}

describe('the payment ledger', () => {
  it('for any sequence of events: captured ≤ authorised, refunded ≤ captured, voided ≤ authorised − captured, figures never negative', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), fc.integer({ min: 0, max: 50_000 }), fc.boolean(), (tries, totalMinor, cancelled) => {
        const ledger = accepted(tries, totalMinor);
        const totals = ledgerTotals(ledger);
        expect(totals.capturedMinor).toBeLessThanOrEqual(totals.authorizedMinor);
        expect(totals.refundedMinor).toBeLessThanOrEqual(totals.capturedMinor);
        expect(totals.voidedMinor + totals.capturedMinor).toBeLessThanOrEqual(totals.authorizedMinor);
        const figures = paymentFigures(ledger, { totalMinor, cancelled });
        for (const value of [figures.amountDueMinor, figures.amountPaidMinor, figures.amountRefundedMinor, figures.amountAuthorizedMinor]) {
          expect(value).toBeGreaterThanOrEqual(0);
        }
        if (figures.status === 'paid') expect(figures.amountDueMinor).toBe(0);
        if (cancelled) expect(figures.amountDueMinor).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('money received by hand never passes what is due: partial payments add up to the total and no further', () => {
    const ledger = accepted(
      [
        { kind: 'manual_payment', amountMinor: 6_000 },
        { kind: 'manual_payment', amountMinor: 5_000 },
        { kind: 'manual_payment', amountMinor: 4_000 },
      ],
      10_000,
    );
    expect(ledger.map((e) => e.amountMinor)).toEqual([6_000, 4_000]);
    expect(paymentFigures(ledger, { totalMinor: 10_000, cancelled: false })).toMatchObject({ status: 'paid', amountDueMinor: 0, amountPaidMinor: 10_000 });
  });

  it('derives each status', () => {
    const status = (entries: LedgerEntry[]) => paymentFigures(entries, { totalMinor: 10_000, cancelled: false }).status;
    expect(status([])).toBe('awaiting_payment');
    expect(status([{ kind: 'manual_payment', amountMinor: 4_000 }])).toBe('awaiting_payment');
    expect(status([{ kind: 'authorized', amountMinor: 10_000 }])).toBe('authorized');
    expect(
      status([
        { kind: 'authorized', amountMinor: 10_000 },
        { kind: 'captured', amountMinor: 10_000 },
      ]),
    ).toBe('paid');
    expect(
      status([
        { kind: 'authorized', amountMinor: 10_000 },
        { kind: 'voided', amountMinor: 10_000 },
      ]),
    ).toBe('voided');
    expect(status([{ kind: 'failed', amountMinor: 0 }])).toBe('failed');
    const paid: LedgerEntry[] = [{ kind: 'manual_payment', amountMinor: 10_000 }];
    expect(status([...paid, { kind: 'refunded', amountMinor: 2_500 }])).toBe('partially_refunded');
    expect(status([...paid, { kind: 'refunded', amountMinor: 10_000 }])).toBe('refunded');
  });

  it('refuses a refund above what is left, naming what is left', () => {
    const ledger: LedgerEntry[] = [
      { kind: 'manual_payment', amountMinor: 10_000 },
      { kind: 'refunded', amountMinor: 7_000 },
    ];
    expect(ledgerRefusal(ledger, { kind: 'refunded', amountMinor: 3_001 }, 10_000, money)).toBe(
      'At most 30.00 can be refunded: that is what was paid and not yet refunded.',
    );
    expect(ledgerRefusal(ledger, { kind: 'refunded', amountMinor: 3_000 }, 10_000, money)).toBeNull();
  });
});

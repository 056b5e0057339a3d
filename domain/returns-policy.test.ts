import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETURN_POLICY,
  FAULTY_ONLY_MADE_TO_ORDER,
  FAULTY_ONLY_PERSONALISED,
  lineReturnability,
  returnDeadline,
  returnPolicyWords,
} from './returns-policy';

const delivered = new Date('2026-03-01T10:00:00Z');
const days = (d: Date) => Math.round((d.getTime() - delivered.getTime()) / 86_400_000);

describe('returnDeadline', () => {
  const short = { ...DEFAULT_RETURN_POLICY, windowDays: 7 };
  it('gives EU and UK addresses at least the statutory days', () => {
    expect(days(returnDeadline(short, delivered, 'DE'))).toBe(14);
    expect(days(returnDeadline(short, delivered, 'GB'))).toBe(14);
    expect(days(returnDeadline(short, delivered, 'fr'))).toBe(14);
  });
  it('gives a US address the window, however short', () => {
    expect(days(returnDeadline(short, delivered, 'US'))).toBe(7);
  });
  it('keeps a window longer than the statutory minimum everywhere', () => {
    expect(days(returnDeadline(DEFAULT_RETURN_POLICY, delivered, 'DE'))).toBe(30);
    expect(days(returnDeadline(DEFAULT_RETURN_POLICY, delivered, 'US'))).toBe(30);
  });
  it('does not count Switzerland or Norway (outside the EU) as statutory', () => {
    expect(days(returnDeadline(short, delivered, 'CH'))).toBe(7);
    expect(days(returnDeadline(short, delivered, 'NO'))).toBe(7);
  });
});

describe('lineReturnability', () => {
  const plain = { personalisation: '', madeToOrder: false };
  const engraved = { personalisation: 'A & B', madeToOrder: false };
  const madeToOrder = { personalisation: '', madeToOrder: true };
  it('lets a plain line be returned for any reason', () => {
    expect(lineReturnability(DEFAULT_RETURN_POLICY, plain)).toEqual({ kind: 'any' });
  });
  it('makes engraved and made-to-order lines faulty-only by default, saying why', () => {
    expect(lineReturnability(DEFAULT_RETURN_POLICY, engraved)).toEqual({ kind: 'faulty-only', why: FAULTY_ONLY_PERSONALISED });
    expect(lineReturnability(DEFAULT_RETURN_POLICY, madeToOrder)).toEqual({ kind: 'faulty-only', why: FAULTY_ONLY_MADE_TO_ORDER });
  });
  it('lifts each rule with its own switch', () => {
    expect(lineReturnability({ ...DEFAULT_RETURN_POLICY, faultyOnlyPersonalised: false }, engraved)).toEqual({ kind: 'any' });
    expect(lineReturnability({ ...DEFAULT_RETURN_POLICY, faultyOnlyPersonalised: false }, madeToOrder).kind).toBe('faulty-only');
    expect(lineReturnability({ ...DEFAULT_RETURN_POLICY, faultyOnlyMadeToOrder: false }, madeToOrder)).toEqual({ kind: 'any' });
    expect(lineReturnability({ ...DEFAULT_RETURN_POLICY, faultyOnlyMadeToOrder: false }, engraved).kind).toBe('faulty-only');
  });
});

describe('returnPolicyWords', () => {
  const sentence = (...parts: string[]) => parts.join(' ');
  const cases = [
    {
      name: 'the default policy, with an address to post to',
      policy: { ...DEFAULT_RETURN_POLICY, returnAddress: 'Aurelia Returns\n1 Gold Lane, London' },
      headline: '30-Day Returns',
      sentence: sentence(
        'You may return a piece within 30 days of its delivery for a refund, store credit or another size.',
        'This includes the 14 days the law gives an address in the EU or the UK.',
        'Engraved or personalised pieces and made-to-order pieces can be returned only when faulty.',
        'Post it to Aurelia Returns, 1 Gold Lane, London.',
      ),
    },
    {
      name: 'a statutory minimum longer than the window, the label, the fee, and only the faulty-only pieces still set',
      policy: { ...DEFAULT_RETURN_POLICY, windowDays: 7, faultyOnlyPersonalised: false, returnMethod: 'label' as const, restockingFeePercent: 10 },
      headline: '7-Day Returns',
      sentence: sentence(
        'You may return a piece within 7 days of its delivery for a refund, store credit or another size.',
        'With an address in the EU or the UK you have 14 days, as the law gives you.',
        'Made-to-order pieces can be returned only when faulty. We send you a prepaid return label.',
        'A restocking fee of 10% is kept from a refund for a piece not faulty.',
      ),
    },
  ];
  it.each(cases)('says $name', ({ policy, headline, sentence: said }) => {
    const words = returnPolicyWords(policy);
    expect(words.headline).toBe(headline);
    expect(words.sentence).toBe(said);
  });
  it('makes the badge, the home page’s line and the e-mails’ line from the same figures', () => {
    const words = returnPolicyWords(DEFAULT_RETURN_POLICY);
    expect(words.badge).toBe('Easy 30-day returns');
    expect(words.summary).toBe('Return a piece within 30 days of its delivery for a refund, store credit or another size.');
    expect(words.emailLine).toBe(
      'Returns: within 30 days of delivery. Engraved or personalised pieces and made-to-order pieces can be returned only when faulty. Start a return from My orders in your account.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  exchangeDifference,
  photosProblem,
  refundDue,
  returnInstructions,
  returnNumberOf,
  returnNumberText,
  RETURN_PHOTOS_MAX,
  RETURN_STATES,
  RETURN_STEPS,
  stepDone,
  stepsFrom,
  stepTarget,
} from './returns.ts';

describe('a return’s states', () => {
  it('each step goes from one state to the next; the final states allow none', () => {
    expect(stepsFrom('requested')).toEqual(['approve', 'refuse']);
    expect(stepsFrom('approved')).toEqual(['receive']);
    expect(stepsFrom('received')).toEqual(['inspect']);
    expect(stepsFrom('inspected')).toEqual(['resolve']);
    for (const state of ['refused', 'resolved', 'cancelled'] as const) expect(stepsFrom(state)).toEqual([]);
    expect(stepTarget('requested', 'receive')).toBeNull();
    expect(stepTarget('inspected', 'resolve')).toBe('resolved');
  });

  it('a step is done in exactly the state it leads to, so a repeat of it changes nothing', () => {
    for (const step of RETURN_STEPS) {
      const from = RETURN_STATES.find((state) => stepTarget(state, step) !== null)!;
      expect(RETURN_STATES.filter((state) => stepDone(state, step))).toEqual([stepTarget(from, step)]);
    }
  });
});

describe('money of a return', () => {
  it('a refund keeps the restocking fee, rounded to the cent, unless the piece is faulty', () => {
    expect(refundDue(12_345, 'changed-mind', 10)).toEqual({ feeMinor: 1235, dueMinor: 11_110 });
    expect(refundDue(12_345, 'faulty', 10)).toEqual({ feeMinor: 0, dueMinor: 12_345 });
    expect(refundDue(12_345, 'wrong-size', 0)).toEqual({ feeMinor: 0, dueMinor: 12_345 });
  });

  it('an exchange’s difference goes one way only', () => {
    expect(exchangeDifference(10_000, 12_500)).toEqual({ dueFromShopperMinor: 2500, refundMinor: 0 });
    expect(exchangeDifference(10_000, 8000)).toEqual({ dueFromShopperMinor: 0, refundMinor: 2000 });
    expect(exchangeDifference(10_000, 10_000)).toEqual({ dueFromShopperMinor: 0, refundMinor: 0 });
  });
});

describe('a return’s number and instructions', () => {
  it('reads back as typed', () => {
    expect(returnNumberText(1001)).toBe('R-1001');
    for (const typed of ['R-1001', 'r1001', ' 1001 ']) expect(returnNumberOf(typed)).toBe(1001);
    expect(returnNumberOf('R-')).toBeNull();
  });

  it('says what to send where, from the policy', () => {
    expect(returnInstructions({ returnMethod: 'address', returnAddress: '1 Hatton Garden\nLondon' }, 1001)).toBe(
      'Once the return is approved, post the pieces with a note of R-1001 to 1 Hatton Garden, London.',
    );
    expect(returnInstructions({ returnMethod: 'label', returnAddress: '' }, 1001)).toMatch(/^A prepaid return label will be mailed to you/);
  });
});

describe('a return’s photos', () => {
  it('asks 1 to 5 photos for "faulty or damaged", and none for any other reason', () => {
    expect(photosProblem('faulty', 0)).toBe('Add 1 to 5 photos showing the fault or damage.');
    expect(photosProblem('faulty', 1)).toBeNull();
    expect(photosProblem('faulty', RETURN_PHOTOS_MAX)).toBeNull();
    expect(photosProblem('faulty', RETURN_PHOTOS_MAX + 1)).toBe('Send at most 5 photos.');
    expect(photosProblem('wrong-size', 0)).toBeNull();
    expect(photosProblem('wrong-size', 1)).toBe('Photos can be sent only with the reason "Faulty or damaged".');
  });
});

import { describe, expect, it } from 'vitest';
import { periodWords } from './retention.ts';

describe('periodWords', () => {
  it('says whole years as years, anything else in days', () => {
    expect(periodWords(730)).toBe('2 years');
    expect(periodWords(365)).toBe('1 year');
    expect(periodWords(90)).toBe('90 days');
    expect(periodWords(400)).toBe('400 days');
    expect(periodWords(1)).toBe('1 day');
  });
});

import { describe, expect, it } from 'vitest';
import { pageLinks } from './pagination.ts';

describe('pageLinks', () => {
  it('shows every page up to 5', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('near the start: 1, 2, 3, …, last', () => {
    expect(pageLinks(1, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
    expect(pageLinks(3, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
  });
  it('near the end: 1, …, last-2, last-1, last', () => {
    expect(pageLinks(10, 10)).toEqual([1, 'ellipsis', 8, 9, 10]);
    expect(pageLinks(8, 10)).toEqual([1, 'ellipsis', 8, 9, 10]);
  });
  it('otherwise: 1, …, current-1, current, current+1, …, last', () => {
    expect(pageLinks(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(pageLinks(4, 6)).toEqual([1, 'ellipsis', 4, 5, 6]);
  });
});

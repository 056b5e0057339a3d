import { describe, expect, it } from 'vitest';
import { moveActive, moveForKey } from './listbox';

describe('moveActive', () => {
  it('starts at the first entry going down and at the last going up', () => {
    expect(moveActive(-1, 'next', 5)).toBe(0);
    expect(moveActive(-1, 'previous', 5)).toBe(4);
  });

  it('wraps around at both ends', () => {
    expect(moveActive(4, 'next', 5)).toBe(0);
    expect(moveActive(0, 'previous', 5)).toBe(4);
    expect(moveActive(2, 'next', 5)).toBe(3);
    expect(moveActive(2, 'previous', 5)).toBe(1);
  });

  it('jumps to the ends and stays valid when the list shrank', () => {
    expect(moveActive(2, 'first', 5)).toBe(0);
    expect(moveActive(2, 'last', 5)).toBe(4);
    expect(moveActive(7, 'next', 3)).toBe(0);
    expect(moveActive(7, 'previous', 3)).toBe(2);
  });

  it('has nothing to activate in an empty list', () => {
    expect(moveActive(0, 'next', 0)).toBe(-1);
  });
});

describe('moveForKey', () => {
  it('maps the arrows always and Home/End only while browsing', () => {
    expect(moveForKey('ArrowDown', false)).toBe('next');
    expect(moveForKey('ArrowUp', false)).toBe('previous');
    expect(moveForKey('Home', false)).toBeUndefined();
    expect(moveForKey('End', true)).toBe('last');
    expect(moveForKey('a', true)).toBeUndefined();
  });
});

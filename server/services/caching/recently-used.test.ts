import { describe, expect, it } from 'vitest';
import { RecentlyUsed } from './recently-used.ts';

describe('RecentlyUsed', () => {
  it('keeps at most its limit, the least recently used going first', () => {
    const kept = new RecentlyUsed<string, number>(2);
    kept.set('a', 1);
    kept.set('b', 2);
    expect(kept.get('a')).toBe(1); // a use: 'b' is now the oldest
    kept.set('c', 3);
    expect([kept.size, kept.get('a'), kept.get('b'), kept.get('c')]).toEqual([2, 1, undefined, 3]);
  });

  it('makes a missing entry once, and deletes an entry only when it still holds the value given', () => {
    const kept = new RecentlyUsed<string, object>(4);
    let made = 0;
    const make = () => ({ made: ++made });
    const first = kept.getOrMake('k', make);
    expect(kept.getOrMake('k', make)).toBe(first);
    expect(made).toBe(1);
    kept.delete('k', { made: 1 });
    expect(kept.get('k')).toBe(first);
    kept.delete('k', first);
    expect(kept.get('k')).toBeUndefined();
  });
});

/** Keyboard movement through a list of suggestions: arrows wrap around, -1 means none is active. */
export type ListMove = 'next' | 'previous' | 'first' | 'last';

export function moveActive(current: number, move: ListMove, count: number): number {
  if (count <= 0) return -1;
  switch (move) {
    case 'first':
      return 0;
    case 'last':
      return count - 1;
    case 'next':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'previous':
      return current <= 0 || current >= count ? count - 1 : current - 1;
  }
}

const KEY_MOVES: Partial<Record<string, ListMove>> = { ArrowDown: 'next', ArrowUp: 'previous', Home: 'first', End: 'last' };

/** The move a key asks for; Home and End only while the list is being browsed (not while typing). */
export function moveForKey(key: string, browsing: boolean): ListMove | undefined {
  const move = KEY_MOVES[key];
  if ((move === 'first' || move === 'last') && !browsing) return undefined;
  return move;
}

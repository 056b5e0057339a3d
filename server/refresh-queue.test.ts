import { describe, expect, it } from 'vitest';
import { RefreshQueue } from './refresh-queue.ts';

describe('RefreshQueue', () => {
  it('runs one task at a time, in order, and holds at most its limit waiting', async () => {
    const queue = new RefreshQueue(3);
    const ran: string[] = [];
    let running = 0;
    let mostAtOnce = 0;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const task = (name: string) => async () => {
      mostAtOnce = Math.max(mostAtOnce, ++running);
      await gate;
      ran.push(name);
      running--;
    };
    expect(['a', 'b', 'a', 'c', 'd'].map((name) => queue.add(name, task(name)))).toEqual([true, true, false, true, false]);
    expect(queue.size).toBe(3);
    open();
    await expect.poll(() => queue.size).toBe(0);
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(mostAtOnce).toBe(1);
    expect(queue.add('d', task('d'))).toBe(true);
    await expect.poll(() => ran).toContain('d');
  });

  it('goes on after a task that fails', async () => {
    const queue = new RefreshQueue(2);
    let ran = false;
    queue.add('fails', () => Promise.reject(new Error('render failed')));
    queue.add('next', async () => void (ran = true));
    await expect.poll(() => ran).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { inBatches } from './batched-calls.ts';

/** A run that holds until released, recording what each run was given. */
function recorded() {
  const runs: number[][] = [];
  const releases: Array<(error?: Error) => void> = [];
  const run = (items: number[]) =>
    new Promise<void>((resolve, reject) => {
      runs.push(items);
      releases.push((error) => (error ? reject(error) : resolve()));
    });
  return { runs, releases, add: inBatches(run) };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('inBatches', () => {
  it('runs a lone call at once', async () => {
    const { runs, releases, add } = recorded();
    const done = add([1]);
    expect(runs).toEqual([[1]]);
    releases[0]!();
    await done;
  });

  it('gathers the calls made while a run is under way into one next run, after it', async () => {
    const { runs, releases, add } = recorded();
    const first = add([1]);
    const later = [add([2]), add([3, 4]), add([5])];
    await settled();
    expect(runs).toEqual([[1]]);
    releases[0]!();
    await first;
    await settled();
    expect(runs).toEqual([[1], [2, 3, 4, 5]]);
    const calledDuringSecond = add([6]);
    releases[1]!();
    await Promise.all(later);
    await settled();
    expect(runs).toEqual([[1], [2, 3, 4, 5], [6]]);
    releases[2]!();
    await calledDuringSecond;
  });

  it('gives each caller the outcome of the run that took its items', async () => {
    const sum = inBatches(async (items: number[]) => items.reduce((total, item) => total + item, 0));
    const answers = await Promise.all([sum([1]), sum([2]), sum([3, 4])]);
    expect(answers).toEqual([1, 9, 9]);
  });

  it('settles each caller with the run that took its items; a failed run does not stop the next', async () => {
    const { runs, releases, add } = recorded();
    const first = add([1]);
    const second = add([2]);
    releases[0]!(new Error('the database went away'));
    await expect(first).rejects.toThrow('the database went away');
    await settled();
    expect(runs).toEqual([[1], [2]]);
    releases[1]!();
    await expect(second).resolves.toBeUndefined();
  });
});

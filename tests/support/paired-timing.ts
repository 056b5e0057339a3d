/**
 * Whether two kinds of request take the same time (an address with an account or subscription,
 * and one without: otherwise a stopwatch tells them apart, ASVS V6.3.7). They are asked for in
 * alternation, so a burst of load on the shared machine falls on both alike, and each pair is
 * compared as a ratio; the median of those ratios must lie within 0.8–1.25. Other test files run
 * beside on the same two cores, so one round can land in a burst of their writes: up to three
 * rounds are taken, and the last one is answered (the first within bounds ends them).
 */
const PAIRS = 20;
const WARM_UP = 3;
const ROUNDS = 3;

export const TIMING_BOUNDS = { above: 0.8, below: 1.25 } as const;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** One side of the comparison: its name in the summary, and one timed try (its milliseconds). */
interface Side {
  name: string;
  time: () => Promise<number>;
}

/** The median ratio of the last round (known's time over other's), each round's summary, and how many tries each side made. */
export async function pairedTiming(known: Side, other: Side): Promise<{ ratio: number; rounds: string[]; triesEach: number }> {
  const round = async () => {
    const ratios: number[] = [];
    const knownMs: number[] = [];
    const otherMs: number[] = [];
    for (let pair = 0; pair < WARM_UP + PAIRS; pair++) {
      // Alternate which goes first, so a slow moment does not always fall on the same side.
      const knownFirst = pair % 2 === 0;
      const a = await (knownFirst ? known : other).time();
      const b = await (knownFirst ? other : known).time();
      if (pair < WARM_UP) continue;
      const [k, o] = knownFirst ? [a, b] : [b, a];
      knownMs.push(k);
      otherMs.push(o);
      ratios.push(k / o);
    }
    const ratio = median(ratios);
    const summary = `${known.name} median ${median(knownMs).toFixed(2)} ms, ${other.name} median ${median(otherMs).toFixed(2)} ms, median ratio ${ratio.toFixed(2)}`;
    return { ratio, summary };
  };
  const within = (ratio: number) => ratio > TIMING_BOUNDS.above && ratio < TIMING_BOUNDS.below;
  const rounds: string[] = [];
  let last = await round();
  rounds.push(last.summary);
  while (!within(last.ratio) && rounds.length < ROUNDS) {
    last = await round();
    rounds.push(last.summary);
  }
  return { ratio: last.ratio, rounds, triesEach: rounds.length * (WARM_UP + PAIRS) };
}

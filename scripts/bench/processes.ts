/**
 * What the instances bench (instances.ts) reads from outside the processes it measures: a
 * process's processor time and resident memory from Linux's /proc, the PostgreSQL server's
 * processes (the postmaster and its children, the backends), and a shop's /metrics.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { get } from './shared.ts';

/** Clock ticks a second in /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const TICKS = 100;

/** The fields of /proc/<pid>/stat after the command's name (the 3rd field onwards). */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined; // gone meanwhile
  }
}

/** Processor seconds (user + system, all its threads) a process has used so far. */
export function cpuSeconds(pid: number): number {
  const fields = statFields(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) / TICKS : 0;
}

/** A process's resident memory in MiB, to one decimal. */
export function rssMiB(pid: number): number {
  const kB = Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
  return Math.round((kB / 1024) * 10) / 10;
}

/** The PostgreSQL server of `clusterDir`: its postmaster and the processes it started (backends, workers). */
export function databaseProcesses(clusterDir: string): number[] {
  const postmaster = Number(readFileSync(path.join(realpathSync(clusterDir), 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => Number(statFields(pid)?.[1]) === postmaster);
  return [postmaster, ...children];
}

/**
 * Processor seconds the whole PostgreSQL server of `clusterDir` has used so far: the postmaster's
 * own, its live children's, and those of the children that have exited (a closed connection's
 * backend), which the postmaster's cutime/cstime hold once it has reaped them.
 */
export function databaseCpuSeconds(clusterDir: string): number {
  const [postmaster, ...children] = databaseProcesses(clusterDir);
  const fields = statFields(postmaster!) ?? [];
  const reaped = (Number(fields[13]) + Number(fields[14])) / TICKS;
  return reaped + cpuSeconds(postmaster!) + children.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
}

/** The samples of a shop's /metrics (Prometheus text), by name with its labels: `nodejs_heap_size_used_bytes`, `x_count{outcome="built"}`. */
export async function metricsOf(base: string, token: string): Promise<Map<string, number>> {
  const answer = await get(`${base}/metrics`, { Authorization: `Bearer ${token}` });
  if (answer.status !== 200) throw new Error(`/metrics answered ${answer.status}`);
  const samples = new Map<string, number>();
  for (const line of answer.body.toString('utf8').split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    samples.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return samples;
}

/** Processor seconds the whole machine has been busy so far, every core (/proc/stat: user, nice, system, irq, softirq). */
export function machineBusySeconds(): number {
  const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return (user! + nice! + system! + irq! + softirq!) / TICKS;
}

/** Processor seconds spent between a meter's start and its reading, by whom. */
export interface ProcessorTime {
  /** The shop's Node process (every thread). */
  shop: number;
  /** Its PostgreSQL server, every process. */
  database: number;
  /** The Stripe test server's process, when there is one. */
  stripe: number;
  /** This process: the bench's clients. */
  bench: number;
  /** The bench's other shops (their Node, PostgreSQL and Stripe test server), idle meanwhile. */
  besides: number;
  /** Everything else the machine ran meanwhile: other work sharing the cores. */
  others: number;
}

/** A shop under measurement: its Node process, its PostgreSQL cluster's folder, its Stripe test server's process if any. */
export interface ShopProcesses {
  shop: number;
  clusterDir: string;
  stripe?: number;
}

const shopSeconds = (of: ShopProcesses) => ({
  shop: cpuSeconds(of.shop),
  database: databaseCpuSeconds(of.clusterDir),
  stripe: of.stripe ? cpuSeconds(of.stripe) : 0,
});

/** Starts counting; the function answers the processor time spent since, by whom (`besides`: the bench's other shops, not counted as others' work). */
export function processorMeter(of: ShopProcesses, besides: ShopProcesses[] = []): () => ProcessorTime {
  const read = () => {
    const other = besides.map(shopSeconds).reduce((sum, spent) => sum + spent.shop + spent.database + spent.stripe, 0);
    return { ...shopSeconds(of), besides: other, machine: machineBusySeconds() };
  };
  const start = read();
  const bench = process.cpuUsage();
  return () => {
    const end = read();
    const own = process.cpuUsage(bench);
    const spent = {
      shop: end.shop - start.shop,
      database: end.database - start.database,
      stripe: end.stripe - start.stripe,
      bench: (own.user + own.system) / 1e6,
      besides: end.besides - start.besides,
    };
    const others = end.machine - start.machine - spent.shop - spent.database - spent.stripe - spent.bench - spent.besides;
    return { ...spent, others: Math.max(0, others) };
  };
}

/** BENCH_QUIET_WAIT: how many seconds a load may wait for other work on the machine to settle (0: it never waits). */
const QUIET_WAIT_S = Number(process.env.BENCH_QUIET_WAIT ?? 20);
/** Other work below this share of one core, over a second, is quiet enough to start a load. */
const QUIET_SHARE = 0.15;

/**
 * Milliseconds this process takes to hash 64 MiB (SHA-256), the median of three: a fixed piece of
 * work on one core, taken right before a load. It grows when the cores are slower for a while
 * (the virtual machine's host lending them less, which no counter inside the machine shows).
 */
export function probeMs(): number {
  const block = Buffer.alloc(1 << 20, 7);
  const times = Array.from({ length: 3 }, () => {
    const started = performance.now();
    for (let i = 0; i < 64; i++) createHash('sha256').update(block).digest();
    return performance.now() - started;
  }).sort((a, b) => a - b);
  return Math.round(times[1]!);
}

/** What the machine was like as a load began: seconds waited for quiet, the others' share of a core then, the probe's time. */
export interface Quiet {
  waited: number;
  share: number;
  probeMs: number;
}

/**
 * Waits, at most BENCH_QUIET_WAIT seconds, until the work outside the bench (`of`'s processes and
 * this one) used less than 15 % of a core over a second, so a load does not start in the middle of
 * another session's build or test run; then takes the probe (`probeMs`).
 */
export async function quietMachine(of: ShopProcesses, besides: ShopProcesses[] = []): Promise<Quiet> {
  const started = performance.now();
  for (;;) {
    const meter = processorMeter(of, besides);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const share = meter().others;
    const waited = (performance.now() - started) / 1000;
    if (share < QUIET_SHARE || waited >= QUIET_WAIT_S) {
      if (waited > 1.5) console.log(`waited ${waited.toFixed(0)} s for other work on the machine to settle (now ${Math.round(share * 100)} % of a core)`);
      return { waited, share, probeMs: probeMs() };
    }
  }
}

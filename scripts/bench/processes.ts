/**
 * What the instances bench (instances.ts) reads from outside the processes it measures: a
 * process's processor time and resident memory from Linux's /proc, the PostgreSQL server's
 * processes (the postmaster and its children, the backends), and a shop's /metrics.
 */
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

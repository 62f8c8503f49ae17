/**
 * CPU time of every Chromium thread, read from Linux's /proc (`utime` + `stime` of each
 * task), to say where an ingest's CPU went on a machine whose two cores it saturates: the
 * page's main thread, the analyzer and ingest workers, the compositor, V8's helper threads,
 * the browser process that reads the uploaded files. Workers are threads of the renderer
 * process, named `DedicatedWorker` by Chromium; a sample of their JS profile cannot say
 * how much CPU they were given, this can.
 *
 * On a system without /proc the snapshot is empty and nothing is printed.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on Linux

interface ThreadTicks {
  key: string;
  ticks: number;
}

export type CpuSnapshot = Map<string, ThreadTicks>;

function readOr(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

function isChromium(pid: string): boolean {
  try {
    return readlinkSync(`/proc/${pid}/exe`).includes('chromium');
  } catch {
    return false;
  }
}

/** `--type=renderer` and so on; the browser process has no type. */
function processType(pid: string): string {
  // Chromium rewrites its child processes' titles: their arguments end up joined by spaces.
  const args = readOr(`/proc/${pid}/cmdline`).split(/[\0 ]/);
  const type = args.find((arg) => arg.startsWith('--type='));
  if (!type) return 'browser';
  if (type === '--type=utility') {
    const sub = args.find((arg) => arg.startsWith('--utility-sub-type='));
    return `utility ${sub?.split('.').at(-1) ?? ''}`.trim();
  }
  return type.slice('--type='.length);
}

/** Ticks per thread of every Chromium process, keyed by pid and thread id. */
export function snapshotChromiumCpu(): CpuSnapshot {
  const snapshot: CpuSnapshot = new Map();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return snapshot;
  }
  for (const pid of pids) {
    if (!isChromium(pid)) continue;
    const type = processType(pid);
    let tids: string[];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      const stat = readOr(`/proc/${pid}/task/${tid}/stat`);
      if (!stat) continue;
      // The name sits in parentheses and may hold spaces: the fields follow the last ')'.
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime are fields 14 and 15 of stat(5); fields[0] here is field 3.
      const ticks = Number(fields[11]) + Number(fields[12]);
      // Workers are told apart (the analyzer from each ingest worker); pools of helper
      // threads are summed by name.
      const key = name === 'DedicatedWorker' ? `${type}: worker ${tid}` : `${type}: ${name}`;
      snapshot.set(`${pid}/${tid}`, { key, ticks });
    }
  }
  return snapshot;
}

export interface CpuUse {
  /** Seconds of CPU per process type and thread name, busiest first. */
  threads: { key: string; seconds: number }[];
  totalSeconds: number;
}

/** CPU used between two snapshots, summed over threads of the same kind and name. */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): CpuUse {
  const byKey = new Map<string, number>();
  for (const [id, thread] of after) {
    const used = thread.ticks - (before.get(id)?.ticks ?? 0);
    if (used > 0) byKey.set(thread.key, (byKey.get(thread.key) ?? 0) + used);
  }
  const threads = [...byKey]
    .map(([key, ticks]) => ({ key, seconds: ticks / TICKS_PER_SECOND }))
    .sort((a, b) => b.seconds - a.seconds);
  return { threads, totalSeconds: threads.reduce((sum, thread) => sum + thread.seconds, 0) };
}

/** One line: the total, then each kind of thread that used at least 0.1 s. */
export function formatCpuUse(use: CpuUse): string {
  const shown = use.threads
    .filter((thread) => thread.seconds >= 0.1)
    .map((thread) => `${thread.key} ${thread.seconds.toFixed(1)}`);
  return `CPU ${use.totalSeconds.toFixed(1)} s: ${shown.join(', ')}`;
}

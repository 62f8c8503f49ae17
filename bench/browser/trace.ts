/**
 * What the page's main thread spent its time on, for finding a long task: a Chromium trace
 * (`BENCH_TRACE=1`: each main-thread task over 50 ms with the child events that took most of
 * it) and a CPU profile (`BENCH_PROFILE=1`: the busiest functions).
 */
import type { Page } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  /** The thread's CPU time in the event, where the trace has it. */
  tdur?: number;
  tid: number;
  args?: {
    data?: Record<string, unknown>;
    beginData?: { dirtyObjects?: number; totalObjects?: number };
  };
}

export async function startTrace(page: Page): Promise<() => Promise<TraceEvent[]>> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (message) =>
    events.push(...(message.value as unknown as TraceEvent[])),
  );
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  return async () => {
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await done;
    return events;
  };
}

/** Each renderer-main-thread task over 50 ms, with the child events that took most of it. */
export function printLongTasks(events: TraceEvent[]): void {
  // The page's main thread: of the renderers' main threads in the trace (the context's other
  // pages have theirs, and thread ids repeat across processes), the busiest.
  const mains = events.filter(
    (event) =>
      event.name === 'thread_name' &&
      event.args?.data === undefined &&
      JSON.stringify(event.args).includes('CrRendererMain'),
  );
  const busyUs = (main: TraceEvent) =>
    events
      .filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const main = mains
    .map((candidate) => ({ candidate, us: busyUs(candidate) }))
    .sort((a, b) => b.us - a.us)[0]?.candidate;
  const onMain = events.filter(
    (event) =>
      event.pid === main?.pid &&
      event.tid === main?.tid &&
      event.ph === 'X' &&
      event.dur !== undefined,
  );
  // BENCH_TRACE_MS=N lists the tasks over N ms instead (to see what the near-long ones are).
  const overUs = Number(process.env.BENCH_TRACE_MS ?? 50) * 1000;
  const firstTs = Math.min(...onMain.map((event) => event.ts));
  for (const task of onMain.filter((event) => event.name === 'RunTask' && event.dur! > overUs)) {
    const end = task.ts + task.dur!;
    const children = onMain
      .filter(
        (event) =>
          event !== task &&
          event.ts >= task.ts &&
          event.ts + event.dur! <= end &&
          event.dur! > 3_000,
      )
      .sort((a, b) => b.dur! - a.dur!)
      .slice(0, 8)
      .map(
        (event) =>
          `${event.name}${event.args?.data?.type ? `(${String(event.args.data.type)})` : ''}${
            event.name === 'FunctionCall' && event.args?.data?.functionName !== undefined
              ? `(${String(event.args.data.functionName) || 'anonymous'} ${String(
                  event.args.data.url ?? '',
                )
                  .split('/')
                  .pop()}:${String(event.args.data.lineNumber ?? '')})`
              : ''
          }${
            event.args?.beginData?.totalObjects
              ? `(${event.args.beginData.dirtyObjects}/${event.args.beginData.totalObjects} objects)`
              : ''
          } ${(event.dur! / 1000).toFixed(0)}ms`,
      );
    console.log(
      `  task at ${((task.ts - firstTs) / 1000).toFixed(0)} ms, ${(task.dur! / 1000).toFixed(0)} ms${task.tdur !== undefined ? ` (${(task.tdur / 1000).toFixed(0)} ms of CPU)` : ''}: ${children.join(', ')}`,
    );
  }
  printMainThreadTotals(onMain);
}

/**
 * The main thread's time over the whole ingest by kind of work: each top-level event's
 * direct children summed by name (script, style, layout, paint…), with their counts.
 */
function printMainThreadTotals(onMain: TraceEvent[]): void {
  const tasks = onMain.filter((event) => event.name === 'RunTask');
  const totals = new Map<string, { ms: number; count: number }>();
  let taskMs = 0;
  let childIndex = 0;
  const children = onMain.filter((event) => event.name !== 'RunTask').sort((a, b) => a.ts - b.ts);
  for (const task of tasks.sort((a, b) => a.ts - b.ts)) {
    taskMs += task.dur! / 1000;
    const end = task.ts + task.dur!;
    let coveredUntil = task.ts;
    while (childIndex < children.length && children[childIndex].ts < task.ts) childIndex++;
    for (let k = childIndex; k < children.length && children[k].ts < end; k++) {
      const child = children[k];
      // Direct children only: skip events nested in one already counted.
      if (child.ts < coveredUntil) continue;
      coveredUntil = child.ts + child.dur!;
      const total = totals.get(child.name) ?? { ms: 0, count: 0 };
      total.ms += child.dur! / 1000;
      total.count++;
      totals.set(child.name, total);
    }
  }
  const top = [...totals].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12);
  console.log(
    `  main thread: ${tasks.length} tasks, ${taskMs.toFixed(0)} ms; by kind: ${top
      .map(([name, { ms, count }]) => `${name} ${ms.toFixed(0)} ms ×${count}`)
      .join(', ')}`,
  );
}

export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    hitCount?: number;
    children?: number[];
  }[];
  samples?: number[];
  timeDeltas?: number[];
}

export function printHotFunctions(whole: CpuProfile): void {
  const profile = firstMilliseconds(whole, Number(process.env.BENCH_PROFILE_UNTIL_MS ?? Infinity));
  const selfMs = new Map<number, number>();
  profile.samples?.forEach((id, i) =>
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000),
  );
  const byName = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const name = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber}`;
    byName.set(name, (byName.get(name) ?? 0) + (selfMs.get(node.id) ?? 0));
  }
  let sampledMs = 0;
  for (const ms of selfMs.values()) sampledMs += ms;
  const idleMs = [...byName].find(([name]) => name.startsWith('(idle)'))?.[1] ?? 0;
  console.log(`  ${sampledMs.toFixed(0)} ms sampled, ${idleMs.toFixed(0)} ms of it idle`);
  if (process.env.BENCH_PROFILE_IDLE) printIdleStretches(profile);
  if (process.env.BENCH_PROFILE_INCLUSIVE) printInclusive(profile);
  const top = [...byName]
    .filter(([name]) => !name.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.BENCH_PROFILE_TOP ?? 15));
  for (const [name, ms] of top) console.log(`  ${ms.toFixed(0).padStart(7)} ms  ${name}`);
}

/**
 * A CPU profile of every dedicated worker the page starts (`BENCH_PROFILE_WORKER=1`), nested
 * ones included: attaches through the page's DevTools session (non-flattened, so each worker's
 * profiler is reached with `Target.sendMessageToTarget`). Returns the function that stops the
 * profilers and prints each worker's busiest functions.
 */
export async function startWorkerProfiles(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  type Reply = { id: number; result?: { profile?: CpuProfile } };
  const workers: { sessionId: string; url: string; parent?: string }[] = [];
  const pending = new Map<number, (reply: Reply) => void>();
  let nextId = 1;
  // Messages to a nested worker go through its parent's session, wrapped once per level.
  const send = (target: { sessionId: string; parent?: string }, method: string, params = {}) => {
    const id = nextId++;
    let message = JSON.stringify({ id, method, params });
    let sessionId = target.sessionId;
    let parent = target.parent;
    while (parent !== undefined) {
      message = JSON.stringify({
        id: nextId++,
        method: 'Target.sendMessageToTarget',
        params: { sessionId, message },
      });
      sessionId = parent;
      parent = workers.find((worker) => worker.sessionId === parent)?.parent;
    }
    void cdp.send('Target.sendMessageToTarget', { sessionId, message });
    return new Promise<Reply>((resolve) => pending.set(id, resolve));
  };
  const onMessage = (sessionId: string, text: string) => {
    const message = JSON.parse(text) as {
      id?: number;
      method?: string;
      params?: Record<string, unknown>;
    };
    if (message.id !== undefined) pending.get(message.id)?.((message as Reply) ?? {});
    if (message.method === 'Target.attachedToTarget') attached(message.params!, sessionId);
    if (message.method === 'Target.receivedMessageFromTarget')
      onMessage(String(message.params!.sessionId), String(message.params!.message));
  };
  const attached = (params: Record<string, unknown>, parent?: string) => {
    const info = params.targetInfo as { type: string; url: string };
    if (info.type !== 'worker') return;
    const worker = { sessionId: String(params.sessionId), url: info.url, parent };
    workers.push(worker);
    void send(worker, 'Profiler.enable').then(() => send(worker, 'Profiler.start'));
    void send(worker, 'Target.setAutoAttach', {
      autoAttach: true,
      waitForDebuggerOnStart: false,
      flatten: false,
    });
  };
  cdp.on('Target.attachedToTarget', (params) => attached(params as Record<string, unknown>));
  cdp.on('Target.receivedMessageFromTarget', (params) =>
    onMessage(params.sessionId, params.message),
  );
  await cdp.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: false,
    flatten: false,
  });
  return async () => {
    for (const worker of workers) {
      const reply = await send(worker, 'Profiler.stop');
      console.log(`worker ${worker.url.split('/').pop()}${worker.parent ? ' (nested)' : ''}:`);
      if (reply.result?.profile) printHotFunctions(reply.result.profile);
    }
  };
}

/** The longest stretches the profiled thread sat idle (`BENCH_PROFILE_IDLE=1`), from its start. */
function printIdleStretches(profile: CpuProfile): void {
  const idle = new Set(
    profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((n) => n.id),
  );
  const stretches: { at: number; ms: number }[] = [];
  let time = 0;
  let open: { at: number; ms: number } | undefined;
  profile.samples?.forEach((id, i) => {
    const delta = (profile.timeDeltas?.[i] ?? 0) / 1000;
    time += delta;
    if (idle.has(id)) {
      open ??= { at: time, ms: 0 };
      open.ms += delta;
    } else if (open) {
      stretches.push(open);
      open = undefined;
    }
  });
  if (open) stretches.push(open);
  const longest = stretches.sort((a, b) => b.ms - a.ms).slice(0, 12);
  console.log(
    `  longest idle stretches (at ms + ms): ${longest.map((s) => `${s.at.toFixed(0)}+${s.ms.toFixed(0)}`).join(' ')}`,
  );
  console.log(
    `  idle stretches: ${stretches.length}, ≥ 5 ms: ${stretches.filter((s) => s.ms >= 5).length}`,
  );
}

/**
 * Time with each named function on the stack (`BENCH_PROFILE_INCLUSIVE=1`): shows which
 * component or handler a render's time belongs to, where self time is spread thin
 * (BENCH_PROFILE_INCLUSIVE_TOP=N: the first N, default 40).
 */
function printInclusive(profile: CpuProfile): void {
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const inclusive = new Map<string, number>();
  profile.samples?.forEach((id, i) => {
    const ms = (profile.timeDeltas?.[i] ?? 0) / 1000;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const frame = byId.get(at)!.callFrame;
      if (!frame.functionName || frame.functionName.startsWith('(')) continue;
      const name = `${frame.functionName} ${frame.url.split('/').pop()}:${frame.lineNumber}`;
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    }
  });
  const top = [...inclusive]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.BENCH_PROFILE_INCLUSIVE_TOP ?? 40));
  console.log('  inclusive:');
  for (const [name, ms] of top) console.log(`  ${ms.toFixed(0).padStart(7)} ms  ${name}`);
}

/** The profile's samples in its first `ms` (BENCH_PROFILE_UNTIL_MS: e.g. an upload's first second). */
function firstMilliseconds(profile: CpuProfile, ms: number): CpuProfile {
  if (!Number.isFinite(ms) || !profile.samples || !profile.timeDeltas) return profile;
  let time = 0;
  let count = 0;
  while (count < profile.timeDeltas.length && (time += profile.timeDeltas[count]) <= ms * 1000)
    count++;
  return {
    ...profile,
    samples: profile.samples.slice(0, count),
    timeDeltas: profile.timeDeltas.slice(0, count),
  };
}

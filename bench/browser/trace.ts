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
  tid: number;
  args?: { data?: Record<string, unknown> };
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
  const main = events.find(
    (event) =>
      event.name === 'thread_name' &&
      event.args?.data === undefined &&
      JSON.stringify(event.args).includes('CrRendererMain'),
  );
  const tid = main?.tid;
  const onMain = events.filter(
    (event) => event.tid === tid && event.ph === 'X' && event.dur !== undefined,
  );
  for (const task of onMain.filter((event) => event.name === 'RunTask' && event.dur! > 50_000)) {
    const end = task.ts + task.dur!;
    const children = onMain
      .filter(
        (event) =>
          event !== task &&
          event.ts >= task.ts &&
          event.ts + event.dur! <= end &&
          event.dur! > 5_000,
      )
      .sort((a, b) => b.dur! - a.dur!)
      .slice(0, 6)
      .map(
        (event) =>
          `${event.name}${event.args?.data?.type ? `(${String(event.args.data.type)})` : ''} ${(event.dur! / 1000).toFixed(0)}ms`,
      );
    console.log(`  task ${(task.dur! / 1000).toFixed(0)} ms: ${children.join(', ')}`);
  }
}

export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    hitCount?: number;
  }[];
  samples?: number[];
  timeDeltas?: number[];
}

export function printHotFunctions(profile: CpuProfile): void {
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
  const top = [...byName]
    .filter(([name]) => !name.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15);
  for (const [name, ms] of top) console.log(`  ${ms.toFixed(0).padStart(7)} ms  ${name}`);
}

/**
 * One ingest of the benchmark set in a fresh page: uploads the files, scrolls the URL table
 * every half second while they are read, and records the page's long tasks (`longtask`), the
 * time until every file in the list is settled, and the workers' peak memory meanwhile.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { printHotFunctions, printLongTasks, startTrace, startWorkerProfiles } from './trace';
import { watchWorkerMemory, type WorkerMemory } from '../../test/e2e/worker-memory';
import { cpuBetween, formatCpuUse, snapshotChromiumCpu } from './thread-cpu';

/** Installed before the app loads: long tasks, input timing, and the end of an ingest. */
export const PAGE_PROBES = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  window.__watchIngest = function (count) {
    window.__ingestDoneAt = 0;
    var list = document.querySelector('.file-list');
    var check = function () {
      var settled = list.querySelectorAll('li.phase-read, li.phase-failed, li.phase-cancelled').length;
      var busy = list.querySelectorAll('li.phase-queued, li.phase-reading').length;
      if (settled >= count && busy === 0 && window.__ingestDoneAt === 0) {
        window.__ingestDoneAt = performance.now();
        observer.disconnect();
      }
    };
    var observer = new MutationObserver(check);
    observer.observe(list, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  };
  window.__armTiming = function (targetSelector, watchedSelector) {
    var state = { start: 0, end: 0 };
    window.__timing = state;
    var element = document.querySelector(targetSelector);
    var start = function (event) { if (state.start === 0) state.start = event.timeStamp; };
    element.addEventListener('keydown', start, { capture: true });
    element.addEventListener('click', start, { capture: true });
    var before = document.querySelector(watchedSelector).textContent;
    var observer = new MutationObserver(function () {
      var current = document.querySelector(watchedSelector);
      var text = current ? current.textContent : '';
      if (state.start > 0 && text !== before && text.indexOf('Loading') < 0) {
        state.end = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.querySelector('.urls-view'), { subtree: true, childList: true, characterData: true });
  };
`;

export interface IngestFigures {
  label: string;
  ms: number;
  longestTaskMs: number;
  longTasks: number;
  /** Each long task as `offset-from-upload ms + duration`. */
  taskList: string;
  scrolls: number;
  scrollsAnswered: number;
  /** Chromium's CPU seconds during the ingest, by thread (Linux only; empty elsewhere). */
  cpu: string;
  /** Heap + buffers of the page's workers: before the upload, the peak while reading, after a GC. */
  workerBeforeBytes: number | undefined;
  workerPeakBytes: number | undefined;
  workerAfterGcBytes: number | undefined;
}

export interface IngestRun {
  page: Page;
  figures: IngestFigures;
}

/** Opens `appUrl` in a new page with the URLs tab showing and ingests `paths`. */
export async function runIngest(
  context: BrowserContext,
  appUrl: string,
  paths: readonly string[],
  label: string,
): Promise<IngestRun> {
  const page = await context.newPage();
  await page.addInitScript(PAGE_PROBES);
  const memory = await watchWorkerMemory(page);
  await page.goto(appUrl);
  await page.getByRole('region', { name: 'Demo' }).getByRole('button', { name: 'Clear' }).click();
  await page.getByText('No files yet.').waitFor();
  await page.getByRole('tab', { name: 'URLs' }).click();
  // BENCH_TAB=tree ingests with another tab open (to tell the table's cost from the rest).
  if (process.env.BENCH_TAB) await page.getByRole('tab', { name: process.env.BENCH_TAB }).click();
  const figures = await measureIngest(page, paths, memory, label);
  await page.getByRole('tab', { name: 'URLs' }).click();
  return { page, figures };
}

async function measureIngest(
  page: Page,
  paths: readonly string[],
  memory: WorkerMemory,
  label: string,
): Promise<IngestFigures> {
  const profiler = process.env.BENCH_PROFILE ? await page.context().newCDPSession(page) : undefined;
  if (profiler) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.start');
  }
  const tracer = process.env.BENCH_TRACE ? await startTrace(page) : undefined;
  const workerProfiles = process.env.BENCH_PROFILE_WORKER
    ? await startWorkerProfiles(page)
    : undefined;
  const workerBeforeBytes = await memory.readAfterGc();
  await page.evaluate(`window.__watchIngest(${paths.length})`);
  const startedAt = await page.evaluate(() => performance.now());
  const cpuBefore = snapshotChromiumCpu();
  const benchCpuBefore = process.cpuUsage();
  await page.getByLabel('Upload files').setInputFiles([...paths]);
  let scrolls = 0;
  let scrollsAnswered = 0;
  let workerPeakBytes = workerBeforeBytes;
  const isDone = () => page.evaluate('window.__ingestDoneAt > 0') as Promise<boolean>;
  while (!(await isDone())) {
    const used = await memory.read();
    if (used !== undefined) workerPeakBytes = Math.max(workerPeakBytes ?? 0, used);
    if (process.env.BENCH_NO_SCROLL) {
      await page.waitForTimeout(500);
      continue;
    }
    scrolls++;
    // A scroll is answered when the browser paints the next frame within 100 ms.
    const answered = await page.evaluate(async () => {
      const table = document.querySelector('.url-table');
      if (!table) return false;
      const before = performance.now();
      table.scrollTop += 3000;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return performance.now() - before < 100;
    });
    if (answered) scrollsAnswered++;
    await page.waitForTimeout(500);
  }
  const endedAt = (await page.evaluate('window.__ingestDoneAt')) as number;
  const benchCpu = process.cpuUsage(benchCpuBefore);
  // The bench's own polling (scrolls, memory reads) shares the machine: say what it cost.
  const cpu = `${formatCpuUse(cpuBetween(cpuBefore, snapshotChromiumCpu()))}; this bench ${((benchCpu.user + benchCpu.system) / 1e6).toFixed(1)} s`;
  if (profiler) printHotFunctions((await profiler.send('Profiler.stop')).profile);
  if (tracer) printLongTasks(await tracer());
  if (workerProfiles) await workerProfiles();
  const tasks = await longTasksBetween(page, startedAt, endedAt);
  return {
    label,
    ms: endedAt - startedAt,
    longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)),
    longTasks: tasks.length,
    taskList: tasks
      .map((task) => `${(task.start - startedAt).toFixed(0)}ms+${task.duration.toFixed(0)}`)
      .join(' '),
    scrolls,
    scrollsAnswered,
    cpu,
    workerBeforeBytes,
    workerPeakBytes,
    workerAfterGcBytes: await memory.readAfterGc(),
  };
}

export async function longTasksBetween(
  page: Page,
  from: number,
  to: number,
): Promise<{ start: number; duration: number }[]> {
  return page.evaluate(
    ([start, end]) =>
      (
        window as unknown as { __longTasks: { start: number; duration: number }[] }
      ).__longTasks.filter((task) => task.start >= start && task.start <= end),
    [from, to],
  );
}

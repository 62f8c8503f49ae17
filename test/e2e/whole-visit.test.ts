/**
 * The whole visit in Chromium: hostile files dropped beside a good one (each explained in
 * the file list, the good one whole, the page answering clicks, the worker's memory
 * bounded), every request of a full visit kept on the app's origin, and axe-core on every
 * tab with the demo loaded.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { expect, test } from 'vitest';
import type { Page, Worker } from 'playwright-core';
import {
  appUrl,
  expectClean,
  fileItem,
  openAppPerTest,
  openShareDialog,
  origin,
  page,
  upload,
  TAB_NAMES,
} from './app-page';
import { GOOD_URLS, hostileUploads } from './hostile-uploads';

const SHARE_DIALOG = 'Share dialog';
const TABS = TAB_NAMES;
/**
 * The page's click-to-frame time while the worker reads: 100 ms is the aim (RAIL's response
 * budget). The assertion allows more, because this shared machine runs other suites
 * beside the browser (load 12–15 on 2 cores, 2026-11-30); the worst figure is printed.
 */
const CLICK_BOUND_MS = 1000;
/** Nine clicks in ten within this (the aim is 100 ms; medians seen 8–11 ms). */
const CLICK_P90_BOUND_MS = 250;
/**
 * The worker's JS heap and the ArrayBuffers it holds: the store of a few thousand URLs, the
 * readers' buffers and garbage not yet collected. Below the 300 MiB the gzip bomb inflates
 * to, so a bomb held whole would fail it (peaks seen: 117 and 135 MiB, 2026-11-30, under load).
 */
const WORKER_HEAP_BOUND_BYTES = 256 * 1024 * 1024;

/** The largest JS heap alone (without ArrayBuffers) the worker reported. */
let jsPeak = 0;

openAppPerTest({ start: 'blank' });

/** Records, for every click on the page, the time from the input event to the next frame. */
async function recordClickLatency(target: Page): Promise<void> {
  await target.evaluate(() => {
    const latencies: number[] = [];
    Object.assign(window, { clickLatencies: latencies });
    document.addEventListener(
      'click',
      (event) => {
        requestAnimationFrame(() => latencies.push(performance.now() - event.timeStamp));
      },
      { capture: true },
    );
  });
}

const clickLatencies = (target: Page) =>
  target.evaluate(() => (window as unknown as { clickLatencies: number[] }).clickLatencies);

/**
 * The worker's used JS heap, through the DevTools protocol: Playwright attaches to
 * dedicated workers itself, so `Runtime.getHeapUsage` is sent through a page session in the
 * target-message form (Chromium 156: `performance.measureUserAgentSpecificMemory` needs
 * cross-origin isolation, which a static host does not give, and `performance.memory` is
 * the page's own heap, not the worker's).
 */
async function workerHeapReader(target: Page): Promise<() => Promise<number | undefined>> {
  const cdp = await target.context().newCDPSession(target);
  const sessions: { sessionId: string; url: string }[] = [];
  const waiting = new Map<number, (value: number | undefined) => void>();
  let nextId = 1;
  cdp.on('Target.attachedToTarget', (event) => {
    if (event.targetInfo.type === 'worker')
      sessions.push({ sessionId: event.sessionId, url: event.targetInfo.url });
  });
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const reply = JSON.parse(event.message) as {
      id?: number;
      result?: { usedSize?: number; backingStorageSize?: number };
    };
    const result = reply.result;
    // The JS heap plus the ArrayBuffers it holds (Chromium 156 reports both).
    if (result?.usedSize !== undefined) jsPeak = Math.max(jsPeak, result.usedSize);
    const used =
      result?.usedSize === undefined
        ? undefined
        : result.usedSize + (result.backingStorageSize ?? 0);
    if (reply.id !== undefined) waiting.get(reply.id)?.(used);
  });
  await cdp.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: false,
    flatten: false,
  });
  return async () => {
    const sessionId = sessions.find((worker) => worker.url.includes('worker'))?.sessionId;
    if (sessionId === undefined) return undefined;
    const id = nextId++;
    const answer = new Promise<number | undefined>((resolve) => {
      waiting.set(id, resolve);
      setTimeout(() => resolve(undefined), 5000);
    });
    await cdp
      .send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id, method: 'Runtime.getHeapUsage' }),
      })
      .catch(() => waiting.get(id)?.(undefined));
    return answer;
  };
}

test('hostile files beside a good one: each explained, the good one whole, the page responsive, the worker bounded', async () => {
  const workers: Worker[] = [];
  page.on('worker', (worker) => workers.push(worker));
  const readHeap = await workerHeapReader(page);
  await page.goto(appUrl);
  await recordClickLatency(page);
  const uploads = hostileUploads();
  await upload(uploads);

  // Click a harmless control (the selected tab) again and again while the worker reads.
  const harmless = page.getByRole('tab', { selected: true });
  const heap: number[] = [];
  const isDone = async () =>
    (await fileItem('good.xml').textContent())?.includes(`${GOOD_URLS} URLs`) === true &&
    (await page.getByRole('progressbar').count()) === 0;
  const started = Date.now();
  while (!(await isDone()) && Date.now() - started < 120_000) {
    await harmless.click();
    const used = await readHeap();
    if (used !== undefined) heap.push(used);
    await page.waitForTimeout(100);
  }
  await harmless.click();
  const used = await readHeap();
  if (used !== undefined) heap.push(used);

  // Each hostile file says what happened to it, in the file list itself.
  const messages: Record<string, string> = {
    'inflate-limit': 'Decompression stopped at',
    'zip-entries-overlap': 'share their data with another entry',
    'xml-malformed': 'character U+0000 is not allowed',
    'entity-declaration': 'they were not expanded and nothing was fetched',
    truncated: 'The file ends early',
  };
  for (const hostile of uploads) {
    if (hostile.code === undefined) continue;
    await expect
      .poll(() => fileItem(hostile.name).textContent(), { timeout: 60_000 })
      .toContain(messages[hostile.code]);
  }
  // The good file's URLs are all there.
  await expect.poll(() => fileItem('good.xml').textContent()).toContain(`${GOOD_URLS} URLs`);
  await page.getByRole('tab', { name: 'URLs' }).click();
  await page.getByLabel('Filter URLs').fill('good.example.com');
  await expect
    .poll(() => page.locator('.url-count').textContent())
    .toMatch(new RegExp(`^${GOOD_URLS} of [\\d,]+ URLs$`));

  const latencies = await clickLatencies(page);
  const worst = Math.max(...latencies);
  const sorted = [...latencies].sort((a, b) => a - b);
  const median = sorted[sorted.length >> 1];
  const p90 = sorted[Math.floor(sorted.length * 0.9)];
  const peak = heap.length > 0 ? Math.max(...heap) : undefined;
  console.log(
    `whole visit: ${latencies.length} clicks during the ingest, click-to-frame median ${median.toFixed(1)} ms, 90th percentile ${p90.toFixed(1)} ms, worst ${worst.toFixed(1)} ms; ` +
      `worker heap + buffers peak ${peak === undefined ? 'not readable' : `${(peak / 1048576).toFixed(1)} MiB`} (JS heap alone ${(jsPeak / 1048576).toFixed(1)} MiB) over ${heap.length} samples, ${workers.length} worker(s)`,
  );
  expect(latencies.length).toBeGreaterThan(3);
  expect(p90).toBeLessThan(CLICK_P90_BOUND_MS);
  expect(worst).toBeLessThan(CLICK_BOUND_MS);
  expect(peak, 'the worker heap could be read').toBeDefined();
  expect(peak!).toBeLessThan(WORKER_HEAP_BOUND_BYTES);
  expectClean();
}, 240_000);

test('a whole visit makes no request outside the app origin', async () => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(appUrl);
  // The demo.
  await expect
    .poll(() => fileItem('sitemap-products.xml.gz').textContent(), { timeout: 30_000 })
    .toContain('gzip');
  // Uploads (the good file and a cut gzip).
  const uploads = hostileUploads().filter((u) => u.name === 'good.xml' || u.name === 'cut.xml.gz');
  await upload(uploads);
  await expect.poll(() => fileItem('good.xml').textContent()).toContain(`${GOOD_URLS} URLs`);
  await page.getByRole('button', { name: 'Load demo' }).click();
  await expect
    .poll(() => fileItem('sitemap-products.xml.gz').textContent(), { timeout: 30_000 })
    .toContain('gzip');
  // The Lastmod tab.
  await page.getByRole('tab', { name: 'Lastmod' }).click();
  await expect
    .poll(async () => (await page.getByRole('tabpanel', { name: 'Lastmod' }).innerText()).length)
    .toBeGreaterThan(20);
  // The robots.txt workbench, typed into.
  await page.getByRole('tab', { name: 'robots.txt' }).click();
  await page.getByLabel('robots.txt to use').selectOption({ label: 'Typed here (from scratch)' });
  await page.getByRole('textbox', { name: 'robots.txt', exact: true }).click();
  await page.keyboard.type(
    'User-agent: *\nDisallow: /cart/\nSitemap: https://evil.example/s.xml\n',
    {
      delay: 5,
    },
  );
  await page.getByLabel('URLs to test').fill('/cart/x\n/blog/\nhttps://evil.example/a\n');
  await page.getByRole('table', { name: 'Verdict per URL and crawler' }).waitFor();
  // The share link: the header's Share, the dialog's textbox and Copy; Escape closes it.
  await page.getByRole('tab', { name: 'URLs' }).click();
  await page.getByLabel('Filter URLs').fill('/blog/');
  const box = (await openShareDialog()).getByRole('textbox', { name: 'Share link' });
  await expect.poll(() => box.inputValue()).toContain('#s=');
  await page.getByRole('button', { name: 'Copy share link' }).click();
  await page.getByText(/Copied|did not allow copying/).waitFor();
  await page.keyboard.press('Escape');
  // Problems.
  await page.getByRole('tab', { name: 'Problems' }).click();
  await expect
    .poll(async () => (await page.getByRole('tabpanel', { name: 'Problems' }).innerText()).length)
    .toBeGreaterThan(20);

  const offOrigin = requests.filter((url) => {
    if (url.startsWith('data:') || url.startsWith('blob:')) return false;
    return new URL(url).origin !== origin;
  });
  console.log(`whole visit: ${requests.length} requests, ${offOrigin.length} off the origin`);
  expect(requests.length).toBeGreaterThan(3);
  expect(offOrigin, 'requests outside the app origin').toEqual([]);
  expectClean();
}, 180_000);

test('axe-core finds no serious or critical violation on any tab, with the demo loaded', async () => {
  // The page's CSP (`script-src 'self'`) refuses an injected <script>, so axe's source is
  // evaluated through the DevTools protocol, which the CSP does not govern.
  const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
  const axeSource = await readFile(axePath, 'utf8');
  await page.goto(appUrl);
  await expect
    .poll(() => fileItem('sitemap-products.xml.gz').textContent(), { timeout: 30_000 })
    .toContain('gzip');
  await page.evaluate(axeSource);
  const found: string[] = [];
  // Every tab, then the page with the Share dialog open over it.
  for (const name of [...TABS, SHARE_DIALOG]) {
    if (name === SHARE_DIALOG) {
      await openShareDialog();
      await page.waitForTimeout(300);
    } else {
      await page.getByRole('tab', { name, exact: true }).click();
      const panel = page.getByRole('tabpanel', { name, exact: true });
      await expect.poll(async () => (await panel.innerText()).trim().length).toBeGreaterThan(20);
    }
    // The robots.txt editor must hold the demo's file (long enough to scroll) before axe looks.
    if (name === 'robots.txt')
      await expect
        .poll(() => page.getByRole('textbox', { name: 'robots.txt', exact: true }).innerText())
        .toContain('User-agent');
    await page.waitForTimeout(300);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(): Promise<AxeResults> } }).axe;
      const results = await axe.run();
      if (results.passes.length === 0) return ['axe checked nothing'];
      return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id} (${v.impact}): ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 5)
              .join(' | ')}`,
        );
    });
    found.push(...violations.map((v) => `${name}: ${v}`));
  }
  console.log(`axe: ${found.length} serious or critical violation(s)\n${found.join('\n')}`);
  expect(found).toEqual([]);
}, 180_000);

interface AxeResults {
  passes: unknown[];
  violations: { id: string; impact?: string | null; nodes: { target: string[] }[] }[];
}

/**
 * The ingest pool in Chromium: the same uploads read with `?workers=1` and `?workers=3` (and
 * `?workers=0`, no pool; with three, a zip is read in parts) end with the URL count and every file's problem count that the
 * direct read of the same files finds (the worker's session, run here in Node), and the
 * nested ingest workers load under the page's CSP.
 */
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Page, Worker } from 'playwright-core';
import { appUrl, expectClean, fileItem, origin } from './app-page';
import { launchChromium, type LaunchedChromium } from './chromium';
import { clearOriginStorage } from './origin-storage';
import { watchPage } from './page-watch';
import { poolFiles, twoPartZip } from '../ingest/pool-inputs';
import { InspectorSession } from '../../src/worker/session/inspector-session';
import type { OpenFileInput } from '../../src/worker/protocol/files';

// One test opens three pages (one per pool size) in turn, so it starts its pages itself
// rather than through openAppPerTest's page per test.

let chromium: LaunchedChromium;

beforeAll(async () => {
  chromium = await launchChromium(inject('chromiumPath'));
});
afterAll(async () => {
  await chromium?.close();
});

type Upload = { name: string; mimeType: string; buffer: Buffer };

/** A zip large enough that two or more workers read it in two parts. */
const twoParts: Upload = {
  name: 'two-parts.zip',
  mimeType: 'application/zip',
  buffer: Buffer.from(twoPartZip()),
};

/** Every upload but the damaged gzip (where the native engine stops varies by engine). */
const files: Upload[] = [
  ...poolFiles({ isDamagedGzipKept: false }).map((file) => ({
    name: file.isPasted ? `${file.name}.txt` : file.name,
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(file.bytes),
  })),
  twoParts,
];

const fileList = (page: Page) => page.getByRole('list', { name: 'Files' });

/**
 * What the direct read (no pool, in Node, the session the worker runs) finds in the same
 * files: the URL count and each file's problem count as the file list words them.
 */
async function directRead(uploads: Upload[]) {
  const session = new InspectorSession({ nowMs: () => Date.now(), monotonicMs: () => 0 });
  const inputs: OpenFileInput[] = uploads.map((file, i) => ({
    inputId: `f${i}`,
    name: file.name,
    source: { kind: 'blob', blob: new Blob([new Uint8Array(file.buffer)]) },
  }));
  await session.open(inputs, {
    requestId: 1,
    emit: () => undefined,
    isCancelled: () => false,
    yieldToEvents: () => Promise.resolve(),
  });
  const byFile = session.problemsByFile();
  const problems = Object.fromEntries(
    inputs.map((input) => [input.name, problemWords(byFile[input.inputId] ?? 0)]),
  );
  return { urls: `${session.store.size.toLocaleString('en-US')} URLs`, problems };
}

const problemWords = (count: number) =>
  count === 1 ? '1 problem' : `${count.toLocaleString('en-US')} problems`;

/** Each file's problem count as its entry in the file list says it. */
async function problemsOnPage(page: Page, uploads: Upload[]): Promise<Record<string, string>> {
  const counts: Record<string, string> = {};
  for (const file of uploads) {
    const text = (await fileItem(file.name, page).textContent()) ?? '';
    counts[file.name] = text.match(/[\d,]+ problems?/g)?.at(-1) ?? '(none)';
  }
  return counts;
}

/**
 * Uploads every file with `?workers=N` and waits for the page to show what the direct read
 * found: the file list's counts follow the worker's problems answer for the latest data
 * version, which may still be on its way when the last file is read.
 */
async function readWith(
  workers: number,
  direct: Awaited<ReturnType<typeof directRead>>,
  uploads = files,
  { isCountingFromIdle = false } = {},
) {
  await clearOriginStorage(chromium.context, appUrl);
  const page = await chromium.context.newPage();
  const watch = watchPage(page, origin);
  const workerUrls: string[] = [];
  const liveIngestWorkers = new Set<Worker>();
  page.on('worker', (worker) => {
    workerUrls.push(worker.url());
    if (!isIngestWorker(worker.url())) return;
    liveIngestWorkers.add(worker);
    worker.on('close', () => liveIngestWorkers.delete(worker));
  });
  await page.goto(`${appUrl}?workers=${workers}`);
  await page.getByRole('region', { name: 'Demo' }).getByRole('button', { name: 'Clear' }).click();
  await page.getByText('No files yet.').waitFor();
  if (isCountingFromIdle) {
    // The demo's workers close when idle (IDLE_WORKER_MS): from then on, each job of the
    // upload that finds no worker starts one.
    await expect.poll(() => liveIngestWorkers.size, { timeout: 30_000 }).toBe(0);
    workerUrls.length = 0;
  }
  await page.getByLabel('Upload files').setInputFiles(uploads);
  const items = fileList(page).getByRole('listitem');
  const cancels = fileList(page).getByRole('button', { name: /^Cancel/ });
  await expect.poll(() => items.count(), { timeout: 60_000 }).toBe(uploads.length);
  await expect.poll(() => cancels.count(), { timeout: 60_000 }).toBe(0);
  await expect
    .poll(() => problemsOnPage(page, uploads), { timeout: 30_000 })
    .toEqual(direct.problems);
  // Until the answer for the latest data arrives the list says it is still counting; then
  // that line empties and stays empty.
  const counting = page.getByRole('status').filter({ hasText: 'Counting problems' });
  await expect.poll(() => counting.count()).toBe(0);
  await page.getByRole('tab', { name: 'URLs' }).click();
  await expect.poll(() => page.locator('.url-count').textContent()).toBe(direct.urls);
  expectClean(watch);
  await page.close();
  return workerUrls;
}

test('3 ingest workers, 1 and none read the same uploads into what the direct read finds', async () => {
  const direct = await directRead(files);
  expect(direct.urls).toMatch(/^\d{2},\d{3} URLs$/);
  // The nested ingest workers were bundled, allowed by the CSP and started as asked.
  expect(ingestWorkers(await readWith(1, direct))).toHaveLength(1);
  expect(ingestWorkers(await readWith(3, direct))).toHaveLength(3);
  expect(ingestWorkers(await readWith(0, direct))).toHaveLength(0);
});

const isIngestWorker = (url: string) => /ingest\.worker/.test(url);
const ingestWorkers = (urls: string[]) => urls.filter(isIngestWorker);

test('a zip read by a pool is shared out in parts, and reads as it does whole', async () => {
  const direct = await directRead([twoParts]);
  expect(direct.urls).toBe('45,500 URLs');
  // One job per part, each starting a worker of its own; read whole, the zip would be one
  // job, on one worker.
  const started = await readWith(3, direct, [twoParts], { isCountingFromIdle: true });
  expect(ingestWorkers(started)).toHaveLength(2);
});

/**
 * The **Crawlers** tab in the built app: a sample access log uploaded with a sitemap and a
 * robots.txt through Upload files (the log told from them by its bytes, under a name that
 * says nothing) shows the per-crawler requests and the sitemap join `inspect --logs --json`
 * prints for the same files; **Show these URLs** opens the URL table on the URLs Googlebot
 * never fetched; and no log content reaches the share link or the report.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { decodeShareFragment } from '../../src/core/share/share-codec';
import { runInspect } from '../cli-run';
import {
  expectClean,
  openAppPerTest,
  openShareDialog,
  page,
  scratchFolderPerFile,
  upload,
} from './app-page';

openAppPerTest({ start: 'empty' });
const scratch = scratchFolderPerFile('inspector-crawlers-');

const logsDir = join(import.meta.dirname, '../logs');
const logPath = join(logsDir, 'samples/combined.log');
const sitePaths = [join(logsDir, 'robots.txt'), join(logsDir, 'sitemap.xml')];
const logText = readFileSync(logPath, 'utf8');
/** Every client address of the sample: none may leave the Crawlers tab. */
const addresses = [...new Set(logText.split('\n').flatMap((line) => line.split(' ', 1)))].filter(
  (address) => address !== '',
);

interface CliLogs {
  crawlers: Record<string, { requests: number }>;
  sitemap: {
    agent: string;
    listed: number;
    fetched: number;
    listedNeverFetched: { urls: string[] };
  };
}

function cliLogs(): CliLogs {
  const run = runInspect('--json', '--logs', logPath, ...sitePaths);
  expect(run.stderr).toBe('');
  return (JSON.parse(run.stdout) as { logs: CliLogs }).logs;
}

test('the Crawlers tab shows the command line’s figures, and keeps the log to itself', async () => {
  const cli = cliLogs();
  await upload([
    { name: 'sitemap.xml', text: readFileSync(sitePaths[1]!, 'utf8') },
    { name: 'robots.txt', text: readFileSync(sitePaths[0]!, 'utf8') },
    // Named like nothing: only its bytes say it is a log.
    { name: 'export-1', text: logText },
  ]);
  const tab = page.getByRole('tab', { name: 'Crawlers', exact: true });
  await expect.poll(() => tab.getAttribute('aria-selected'), { timeout: 20_000 }).toBe('true');
  const panel = page.getByRole('tabpanel', { name: 'Crawlers', exact: true });
  const table = panel.getByRole('table', { name: 'Requests per crawler' });
  for (const [key, crawler] of Object.entries(cli.crawlers))
    await expect
      .poll(() => table.locator(`tr[data-crawler="${key}"] [data-figure="requests"]`).innerText(), {
        timeout: 20_000,
      })
      .toBe(crawler.requests.toLocaleString('en-US'));
  await expect
    .poll(() => panel.locator('[data-figure="fetched"]').innerText(), { timeout: 20_000 })
    .toBe(`${cli.sitemap.fetched} of ${cli.sitemap.listed} sitemap URLs fetched`);
  await expect(
    panel.getByRole('img', { name: /^Googlebot: \d+ requests? over/ }).count(),
  ).resolves.toBe(1);
  // The file list holds the sitemap and robots.txt only: the log went to the Crawlers tab.
  expect(await page.getByText('export-1', { exact: true }).count()).toBe(0);

  // Share: the link carries the tab, never the log.
  const box = (await openShareDialog()).getByRole('textbox', { name: 'Share link' });
  await expect.poll(() => box.inputValue()).toContain('#s=');
  const decoded = decodeShareFragment(new URL(await box.inputValue()).hash);
  const linked = JSON.stringify(decoded);
  for (const address of addresses) expect(linked).not.toContain(address);
  expect(linked).not.toContain('export-1');
  await page.keyboard.press('Escape');

  // The report: per-crawler figures may go in, addresses never.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download report' }).click(),
  ]);
  const path = join(scratch(), 'report.html');
  await download.saveAs(path);
  const html = await readFile(path, 'utf8');
  for (const address of addresses) expect(html).not.toContain(address);

  // Show these URLs: the URL table on the listed URLs Googlebot never fetched.
  await panel
    .locator('[data-figure="never-fetched"]')
    .getByRole('button', { name: 'Show these URLs' })
    .click();
  const urlsTab = page.getByRole('tab', { name: 'URLs', exact: true });
  await expect.poll(() => urlsTab.getAttribute('aria-selected')).toBe('true');
  const grid = page.getByRole('grid');
  for (const url of cli.sitemap.listedNeverFetched.urls)
    await expect
      .poll(() => grid.innerText(), { timeout: 20_000 })
      .toContain(url.replace(/^https:\/\//, ''));
  expectClean();
});

test('with a robots.txt history imported, each request is judged under the version of its day, as --robots-history does', async () => {
  // GPTBot fetched /blog/post-1 on 1 December at 09:00: the Disallow was saved at noon that day.
  const history = {
    format: 'robots-txt-history',
    version: 1,
    sites: {
      'https://www.example.com': [
        {
          savedAtMs: Date.parse('2026-12-01T12:00:00Z'),
          note: '',
          text: 'User-agent: GPTBot\nDisallow: /blog/\n',
        },
        {
          savedAtMs: Date.parse('2026-11-01T00:00:00Z'),
          note: '',
          text: 'User-agent: GPTBot\nAllow: /\n',
        },
      ],
    },
  };
  const historyPath = join(scratch(), 'robots-txt-history.json');
  writeFileSync(historyPath, JSON.stringify(history));
  const run = runInspect(
    '--json',
    '--logs',
    logPath,
    '--robots-history',
    historyPath,
    ...sitePaths,
  );
  const cli = (
    JSON.parse(run.stdout) as {
      logs: { robots: { disallowed: Record<string, { requests: number; uncertain?: number }> } };
    }
  ).logs.robots;

  await upload([
    { name: 'sitemap.xml', text: readFileSync(sitePaths[1]!, 'utf8') },
    { name: 'robots.txt', text: readFileSync(sitePaths[0]!, 'utf8') },
    { name: 'access.log', text: logText },
  ]);
  const panel = page.getByRole('tabpanel', { name: 'Crawlers', exact: true });
  const ai = panel.getByRole('region', { name: 'AI crawlers refused by robots.txt' });
  await expect
    .poll(() => ai.innerText(), { timeout: 20_000 })
    .toContain('Judged under the robots.txt loaded now (robots.txt)');

  await page.getByRole('tab', { name: 'robots.txt', exact: true }).click();
  await page
    .getByRole('region', { name: 'robots.txt history' })
    .getByLabel('Import history')
    .setInputFiles(historyPath);
  await page.getByRole('tab', { name: 'Crawlers', exact: true }).click();
  await expect
    .poll(() => ai.innerText(), { timeout: 20_000 })
    .toContain('2 versions kept in this browser, 2026-11-01 to 2026-12-01');
  const gptbot = ai.locator('li[data-crawler="GPTBot"]');
  const judged = cli.disallowed.GPTBot!;
  // Both of GPTBot's /blog/ requests fell within a day of the change: uncertain, none counted.
  expect(judged).toMatchObject({ requests: 0, uncertain: 2 });
  await expect
    .poll(() => gptbot.innerText())
    .toContain(`GPTBot: ${judged.requests} disallowed requests to 0 paths`);
  await expect(gptbot.innerText()).resolves.toContain(
    `${judged.uncertain} requests made within a day of a change the versions disagree on`,
  );
  expectClean();
});

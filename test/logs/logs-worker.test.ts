/**
 * The page's path to the logs figures against the command line's: the sample logs, range
 * files, robots.txt and sitemap handed to the worker's handlers as the page hands them
 * (`logsOpen` with Blobs under their file names) give the `logs` object `inspect --logs --json`
 * prints, figure for figure (the names of the files read aside, and the problems' words,
 * which only the command line adds). Then the analysis: its problems join the Problems
 * answer, **Show these URLs** keeps the join's rows, and removing the logs forgets them.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createRequestHandlers } from '../../src/worker/request-handlers';
import type { AnalyzerEvent } from '../../src/worker/protocol/request-map';
import { InspectorSession } from '../../src/worker/session/inspector-session';
import { asBlob, clock, contextFor } from '../views/planted-session';
import { runInspect } from '../cli-run';
import { rangesDir, samplesDir } from './read-log';

interface Cases {
  formats: string[];
  rangeFiles: string[];
}
const here = import.meta.dirname;
const cases = JSON.parse(readFileSync(join(here, 'cli-cases.json'), 'utf8')) as Cases;
const site = [join(here, 'robots.txt'), join(here, 'sitemap.xml')];
const rangePaths = cases.rangeFiles.map((file) => join(rangesDir, file));

const fileBlob = (path: string) => ({
  name: basename(path),
  blob: new Blob([readFileSync(path)]),
});

/** The figures both sides make, without the names of the files read or the problems' words. */
function figures(logs: unknown): unknown {
  return JSON.parse(
    JSON.stringify(logs, (key, value: unknown) =>
      key === 'name' || key === 'file' || key === 'message' || key === 'params' ? undefined : value,
    ),
  );
}

/** The planted robots.txt and sitemap, as the page hands them to `open`. */
const siteInputs = () =>
  site.map((path, index) => ({
    inputId: `f${index}`,
    name: basename(path),
    source: asBlob(new Uint8Array(readFileSync(path))),
  }));

async function pageSession(logPath: string) {
  const session = new InspectorSession(clock);
  const events: AnalyzerEvent[] = [];
  const context = contextFor(events);
  const handlers = createRequestHandlers(session, { resize: () => undefined });
  await session.open(siteInputs(), context);
  const opened = await handlers.logsOpen(
    { logFiles: [logPath, ...rangePaths].map(fileBlob) },
    context,
  );
  if (opened === 'cancelled') throw new Error('cancelled');
  return { session, handlers, context, events, opened };
}

describe.each(cases.formats)('%s', (format) => {
  const logPath = join(samplesDir, format);

  test('the worker answers the command line’s `logs`', async () => {
    const run = runInspect(
      '--json',
      '--logs',
      logPath,
      ...rangePaths.flatMap((path) => ['--ranges', path]),
      ...site,
    );
    expect(run.stderr).toBe('');
    const cli = (JSON.parse(run.stdout) as { logs: unknown }).logs;
    const { opened, handlers, context, events } = await pageSession(logPath);
    expect(figures(opened.logs)).toEqual(figures(cli));
    const asked = await handlers.logs({}, context);
    expect(asked).toEqual(opened);
    expect(events.some((event) => event.type === 'logsProgress')).toBe(true);
  });
});

describe('the logs analysis', () => {
  const logPath = join(samplesDir, 'combined.log');

  test('its problems join the Problems answer; the join’s figures filter the URL table', async () => {
    const { session, opened } = await pageSession(logPath);
    const sitemap = opened.logs!.sitemap!;
    const codes = session.problems().map((group) => group.code);
    for (const problem of opened.logs!.problems) expect(codes).toContain(problem.code);
    const never = session.rows({ problemCodes: ['log-sitemap-url-never-fetched'] }, 0, 100);
    expect(never.matching).toBe(sitemap.listedNeverFetched.count);
    expect(never.rows.map((row) => row.loc).sort()).toEqual(
      [...sitemap.listedNeverFetched.urls].sort(),
    );
    const stale = session.rows({ problemCodes: ['log-lastmod-after-last-fetch'] }, 0, 100);
    expect(stale.rows.map((row) => row.loc)).toEqual(
      sitemap.lastmodAfterLastFetch.urls.map((url) => url.url),
    );
  });

  test('another crawler’s join is asked by its token', async () => {
    const { session, handlers, context } = await pageSession(logPath);
    const bing = await handlers.logs({ agent: 'bingbot' }, context);
    if (bing === 'cancelled') throw new Error('cancelled');
    const rows = session.rows({ problemCodes: ['log-sitemap-url-never-fetched@bingbot'] }, 0, 100);
    expect(rows.matching).toBe(bing.logs!.sitemap!.listedNeverFetched.count);
  });

  test('removing the logs forgets them', async () => {
    const { session, handlers, context } = await pageSession(logPath);
    const before = session.dataVersion;
    await handlers.logsRemove({}, context);
    expect(session.dataVersion).toBeGreaterThan(before);
    expect(await handlers.logs({}, context)).toEqual({ logs: null });
    expect(session.problems().some((group) => group.code.startsWith('log-'))).toBe(false);
    const fresh = new InspectorSession(clock);
    await fresh.open(siteInputs(), context);
    expect(session.problems()).toEqual(fresh.problems());
  });

  test('a robots.txt history sent by the page judges as --robots-history does; another site’s does not', async () => {
    const { session, handlers, context } = await pageSession(logPath);
    const refused = {
      savedAtMs: Date.parse('2026-11-01T00:00:00Z'),
      note: '',
      text: 'User-agent: GPTBot\nDisallow: /blog/\n',
    };
    const historyPath = join(here, '../.generated/logs-worker-history.json');
    mkdirSync(dirname(historyPath), { recursive: true });
    const history = { 'https://www.example.com': [refused] };
    writeFileSync(
      historyPath,
      JSON.stringify({ format: 'robots-txt-history', version: 1, sites: history }),
    );
    const run = runInspect(
      '--json',
      '--logs',
      logPath,
      ...rangePaths.flatMap((path) => ['--ranges', path]),
      '--robots-history',
      historyPath,
      ...site,
    );
    const cli = (JSON.parse(run.stdout) as { logs: { robots: unknown } }).logs.robots;

    const before = session.dataVersion;
    await handlers.logsRobotsHistory({ history }, context);
    expect(session.dataVersion).toBeGreaterThan(before);
    const judged = await handlers.logs({}, context);
    if (judged === 'cancelled') throw new Error('cancelled');
    expect(judged.logs!.robots!.version).toBe('history');
    expect(figures(judged.logs!.robots)).toEqual(figures(cli));

    await handlers.logsRobotsHistory(
      { history: { 'https://shop.example.org': [refused] } },
      context,
    );
    const other = await handlers.logs({}, context);
    if (other === 'cancelled') throw new Error('cancelled');
    expect(other.logs!.robots!.version).toBe('current');
  });

  test('a cancelled read leaves what was loaded', async () => {
    const { session, opened } = await pageSession(logPath);
    const cancelled = await session.logs.open(
      { logFiles: [fileBlob(join(samplesDir, 'w3c-iis.log'))] },
      contextFor([], () => true),
    );
    expect(cancelled).toBe('cancelled');
    expect(session.logs.answer()).toEqual(opened);
  });
});

/**
 * The page check as a session analysis, through the worker's handlers: a planted site's
 * check saved as `--save` saves it and handed over as the page hands it (`pageCheckOpen`)
 * answers the command line's verdicts (`pageCheck`), its problems join the Problems answer
 * (a sampled URL's on the sitemap line that lists it, under the crawl coverage's code), a
 * pages.json that does not read leaves the loaded check alone, the page's removal
 * (`pageCheckRemove`) forgets it even while it is read, and the report carries it.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import type { PageCheck } from '../../src/core/page-check/check-pages';
import { createRequestHandlers } from '../../src/worker/request-handlers';
import type { PageCheckOpenAsk } from '../../src/worker/protocol/page-check';
import type { AnalyzerEvent } from '../../src/worker/protocol/request-map';
import { InspectorSession } from '../../src/worker/session/inspector-session';
import { savePages } from '../../scripts/inspect-pages';
import { createTranslator } from '../../src/i18n/i18n';
import { reportHtml } from '../../src/report/report-html';
import { overviewItems } from '../../src/report/report-sections';
import { reportSheets } from '../../src/report/report-sheets';
import { DEFAULT_ROBOTS_CHECK } from '../../src/worker/protocol/robots';
import { reportAnswer } from '../../src/worker/session/report-answer';
import { readSavedPageCheck } from '../../src/worker/session/page-check-open';
import { AnalysisRegistry } from '../../src/worker/session/analysis-registry';
import type { SessionAnalysis } from '../../src/worker/session/session-analysis';
import { asDocumentId } from '../../src/core/ids';
import { asBlob, clock, contextFor } from '../views/planted-session';
import { plantedSites } from './page-check-cases';
import { checkPlanted, MEMORY_ORIGIN, memorySitemap } from './memory-page-site';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));

/** What the page hands over for a saved folder: pages.json and every body under pages/. */
async function savedAsk(check: PageCheck): Promise<PageCheckOpenAsk> {
  const dir = await mkdtemp(join(tmpdir(), 'page-check-session-'));
  folders.push(dir);
  await savePages(dir, check);
  const bodiesDir = join(dir, 'pages');
  const names = (await readdir(bodiesDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(bodiesDir, join(entry.parentPath, entry.name)).split(sep).join('/'));
  return {
    pagesJson: new Blob([await readFile(join(dir, 'pages.json'))]),
    bodies: await Promise.all(
      names.map(async (savedAs) => ({
        savedAs,
        blob: new Blob([await readFile(join(bodiesDir, ...savedAs.split('/')))]),
      })),
    ),
  };
}

async function sessionWith(siteIndex: number) {
  const site = plantedSites[siteIndex]!;
  const session = new InspectorSession(clock);
  const events: AnalyzerEvent[] = [];
  const context = contextFor(events);
  const handlers = createRequestHandlers(session, { resize: () => undefined });
  const check = await checkPlanted(site);
  // In the page's order: the check is handed over as the folder's files are added.
  const opened = await handlers.pageCheckOpen(await savedAsk(check), context);
  const sitemap = new TextEncoder().encode(memorySitemap(site));
  await session.open(
    [{ inputId: 'f0', name: `${MEMORY_ORIGIN}/sitemap.xml`, source: asBlob(sitemap) }],
    context,
  );
  return { site, session, handlers, context, check, opened };
}

test.each(plantedSites.map((site, i) => [site.name, i] as const))(
  '%s: the page gets the command line’s verdicts',
  async (_name, i) => {
    const { site, handlers, context, check, opened } = await sessionWith(i);
    expect(opened).toEqual({ isRead: true });
    const answer = await handlers.pageCheck({}, context);
    if (answer === 'cancelled') throw new Error('cancelled');
    expect(answer.check?.site.verdict).toBe(site.siteVerdict);
    expect(answer.check?.site.counts).toEqual(check.site.counts);
    expect(answer.check?.pages.map((page) => [page.url, page.verdict])).toEqual(
      check.pages.map((page) => [page.url, page.verdict]),
    );
  },
);

test('a generation-time site’s problem, worded by the catalog', async () => {
  const { session } = await sessionWith(1);
  const group = session.problems().find((g) => g.code === 'lastmod-generation-time-by-pages');
  expect(group).toMatchObject({ severity: 'warning', count: 1 });
  expect(group!.occurrences[0]).toMatchObject({
    file: 'pages.json',
    params: { contradicted: 6, comparable: 6, share: 100, newer: 6, older: 0 },
  });
});

test('a sampled URL’s 404 and redirect under the crawl codes, on the sitemap line that lists it', async () => {
  const { session } = await sessionWith(3);
  const groups = session.problems();
  const notFound = groups.find((g) => g.code === 'crawl-sitemap-client-error')!;
  expect(notFound.occurrences).toEqual([
    expect.objectContaining({
      url: `${MEMORY_ORIGIN}/gone`,
      file: `${MEMORY_ORIGIN}/sitemap.xml`,
      line: 6,
      params: { hasStatus: 'yes', status: 404 },
    }),
  ]);
  const redirect = groups.find((g) => g.code === 'crawl-sitemap-redirect')!;
  expect(redirect.occurrences[0]!.params).toMatchObject({ target: `${MEMORY_ORIGIN}/u/1` });
  expect(session.problemOccurrences('crawl-sitemap-redirect', 0, 10).count).toBe(1);
});

test('the sitemaps leaving keep the check: only the page removes it', async () => {
  const session = new InspectorSession(clock);
  const context = contextFor([]);
  const handlers = createRequestHandlers(session, { resize: () => undefined });
  const demo = new TextEncoder().encode(memorySitemap(plantedSites[0]!));
  await session.open([{ inputId: 'demo', name: 'demo.xml', source: asBlob(demo) }], context);
  await handlers.pageCheckOpen(await savedAsk(await checkPlanted(plantedSites[2]!)), context);
  session.remove(['demo']);
  expect(session.pageCheck.answer()?.site.verdict).toBe('contradicted');
});

test('a pages.json that does not read leaves the loaded check; the removal forgets it', async () => {
  const { session, handlers, context } = await sessionWith(2);
  const before = session.dataVersion;
  const hostile = { pagesJson: new Blob(['{"pages":[{"url":"file:///etc/passwd"}]}']), bodies: [] };
  expect(await handlers.pageCheckOpen(hostile, context)).toEqual({ isRead: false });
  expect(session.dataVersion).toBe(before);
  expect(session.pageCheck.answer()?.site.verdict).toBe('contradicted');
  expect(await handlers.pageCheckRemove({}, context)).toBeNull();
  expect(session.pageCheck.answer()).toBeNull();
  expect(session.dataVersion).not.toBe(before);
  expect(session.problems().map((group) => group.code)).not.toContain(
    'lastmod-contradicted-by-pages',
  );
});

test('a removal while the check is read: the reading loads nothing', async () => {
  const session = new InspectorSession(clock);
  const context = contextFor([]);
  const handlers = createRequestHandlers(session, { resize: () => undefined });
  const reading = handlers.pageCheckOpen(
    await savedAsk(await checkPlanted(plantedSites[2]!)),
    context,
  );
  await handlers.pageCheckRemove({}, context);
  expect(await reading).toEqual({ isRead: true });
  expect(session.pageCheck.answer()).toBeNull();
});

test('the report: a section and a sheet with the site verdict and the sampled pages', async () => {
  const { session, context } = await sessionWith(1);
  const answer = await reportAnswer(session, { robotsCheck: DEFAULT_ROBOTS_CHECK }, context);
  if (answer === 'cancelled') throw new Error('cancelled');
  expect(answer.pageCheck).toEqual(session.pageCheck.answer());
  const en = createTranslator('en');
  expect(overviewItems(answer, en).join('\n')).toMatch(
    /^lastmod: \w+; checked against 6 pages: 0 agree$/m,
  );
  const html = reportHtml(answer, en);
  expect(html).toContain('<section id="page-check"><h2>lastmod checked against the pages</h2>');
  expect(html).toContain('Site verdict: lastmod contradicted by the pages');
  expect(html).toContain(`<th scope="row">${MEMORY_ORIGIN}/news/one</th>`);
  const sheet = reportSheets(answer, en).find((s) => s.name === 'Checked against the pages');
  expect(sheet?.rows).toContainEqual([
    `${MEMORY_ORIGIN}/news/one`,
    '2026-12-01T06:00:00Z',
    '2025-01-10T09:00:00Z',
    'json-ld',
    'lastmod later than the page',
  ]);
});

test('bodies past the bytes read in all are judged as pages past the byte cap: not fetched', async () => {
  const check = await checkPlanted(plantedSites[2]!);
  const ask = await savedAsk(check);
  const oneBody = ask.bodies[0]!.blob.size;
  const judged = await readSavedPageCheck(ask, contextFor([]), oneBody);
  if (judged === undefined || judged === 'cancelled') throw new Error('not read');
  expect(judged.pages.filter((page) => page.body).length).toBe(1);
  expect(judged.pages.filter((page) => page.verdict === 'not-fetched').length).toBe(
    check.pages.length - 1,
  );
});

test('one group per code when the crawl coverage and the page check find the same fact', () => {
  const registry = new AnalysisRegistry();
  const occurrence = (url: string) => ({
    documentId: asDocumentId(0),
    file: 'sitemap.xml',
    line: 1,
    column: 1,
    url,
  });
  const owner = (urls: string[]): SessionAnalysis => ({
    version: 0,
    problemGroups: () => [
      {
        code: 'crawl-sitemap-client-error',
        severity: 'error',
        count: urls.length,
        urlCount: 0,
        occurrences: urls.map(occurrence),
      },
    ],
    ownsCode: (code) => code === 'crawl-sitemap-client-error',
    occurrences: (_code, offset, limit) => ({
      count: urls.length,
      occurrences: urls.slice(offset, offset + limit).map(occurrence),
    }),
  });
  registry.register(owner(['https://a/1', 'https://a/2']));
  registry.register(owner(['https://a/3']));
  const groups = registry.problemGroups([]);
  expect(groups.map((group) => [group.code, group.count])).toEqual([
    ['crawl-sitemap-client-error', 3],
  ]);
  expect(groups[0]!.occurrences.map((o) => o.url)).toEqual([
    'https://a/1',
    'https://a/2',
    'https://a/3',
  ]);
  const page = registry.occurrences('crawl-sitemap-client-error', 1, 5)!;
  expect(page.count).toBe(3);
  expect(page.occurrences.map((o) => o.url)).toEqual(['https://a/2', 'https://a/3']);
});

test('the sampled URLs’ problems count in their sitemap’s problems', async () => {
  const { session } = await sessionWith(3);
  // The 404 and the redirect, both on the one sitemap's lines.
  expect([...session.pageCheck.problemCounts().values()]).toEqual([2]);
});

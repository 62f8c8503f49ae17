import { describe, expect, test } from 'vitest';
import type { AnalyzerEvent } from '../protocol/request-map';
import type { SessionDocumentReport } from '../protocol/files';
import { InspectorSession, type RequestContext } from './inspector-session';
import { robotsOriginOf } from './session-scope';

const clock = { nowMs: () => Date.UTC(2025, 0, 1), monotonicMs: () => performance.now() };
const context = (events: AnalyzerEvent[]): RequestContext => ({
  requestId: 1,
  emit: (event) => events.push(event),
  isCancelled: () => false,
  yieldToEvents: () => Promise.resolve(),
});
const bytes = (text: string) => ({
  kind: 'bytes' as const,
  bytes: new TextEncoder().encode(text).buffer,
});
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const index = (locs: string[]) =>
  `<sitemapindex xmlns="${NS}">${locs.map((l) => `<sitemap><loc>${l}</loc></sitemap>`).join('')}</sitemapindex>`;
const urlset = (locs: string[]) =>
  `<urlset xmlns="${NS}">${locs.map((l) => `<url><loc>${l}</loc></url>`).join('')}</urlset>`;

async function load(files: { name: string; text: string }[]) {
  const session = new InspectorSession(clock);
  const inputs = files.map((file, i) => ({
    inputId: `f${i}`,
    name: file.name,
    source: bytes(file.text),
  }));
  await session.open(inputs, context([]));
  return session;
}
const scopeProblems = (reports: SessionDocumentReport[]) =>
  reports.flatMap((report) =>
    report.problems
      .filter((problem) => problem.code === 'loc-out-of-scope')
      .map((problem) => ({ name: report.name, params: problem.params })),
  );

describe('robotsOriginOf: a robots.txt read from a file names its host in its name', () => {
  test.each([
    ['robots.txt (www.example.com)', 'https://www.example.com'],
    ['www.example.com/robots.txt', 'https://www.example.com'],
    ['robots.txt (bücher.example)', 'https://xn--bcher-kva.example'],
    // Fetched from that URL (a `--save` folder, `open`, the bookmarklet): its own scheme.
    ['http://127.0.0.1:8080/robots.txt', 'http://127.0.0.1:8080'],
    ['https://WWW.Example.com:443/robots.txt', 'https://www.example.com'],
    ['robots.txt', undefined],
    ['pasted text 1', undefined],
  ])('%s → %s', (name, origin) => expect(robotsOriginOf(name)).toBe(origin));
});

describe('the cross-file scope check', () => {
  const listed = 'https://listings.example/sitemap-1.xml';
  const urls = Array.from({ length: 30 }, (_, i) => `https://www.example/p/${i}`);

  test('URLs outside the location the index gives are one problem per file', async () => {
    const session = await load([
      { name: 'index.xml', text: index([listed]) },
      { name: 'sitemap-1.xml', text: urlset(urls) },
    ]);
    expect(scopeProblems(session.reports())).toEqual([
      {
        name: 'sitemap-1.xml',
        params: { count: 30, total: 30, base: 'https://listings.example/', loc: urls[0] },
      },
    ]);
  });

  test("accepted when that host's robots.txt is loaded and lists the sitemap", async () => {
    const session = await load([
      { name: 'index.xml', text: index([listed]) },
      { name: 'sitemap-1.xml', text: urlset(urls) },
      { name: 'robots.txt (www.example)', text: `User-agent: *\nAllow: /\nSitemap: ${listed}\n` },
    ]);
    expect(scopeProblems(session.reports())).toEqual([]);
  });

  test('kept per file, and checked again when the location or the robots.txt files change', async () => {
    const session = new InspectorSession(clock);
    const add = (inputId: string, name: string, text: string) =>
      session.open([{ inputId, name, source: bytes(text) }], context([]));
    const outOfScope = () => scopeProblems(session.reports()).map((found) => found.name);
    // The sitemap alone: its location is unknown, so nothing is checked.
    await add('s', 'sitemap-1.xml', urlset(urls));
    expect(outOfScope()).toEqual([]);
    // The index gives the location: checked now, and the answer is kept as files come.
    await add('i', 'index.xml', index([listed]));
    expect(outOfScope()).toEqual(['sitemap-1.xml']);
    await add('o', 'other.xml', urlset(['https://listings.example/a']));
    expect(outOfScope()).toEqual(['sitemap-1.xml']);
    // The other host's robots.txt cross-submits the sitemap: checked again, accepted.
    await add('r', 'robots.txt (www.example)', `User-agent: *\nSitemap: ${listed}\n`);
    expect(outOfScope()).toEqual([]);
    // Without that robots.txt, the problem is back.
    session.remove(['r']);
    expect(outOfScope()).toEqual(['sitemap-1.xml']);
    // Without the index, the location is unknown again.
    session.remove(['i']);
    expect(outOfScope()).toEqual([]);
  });
});

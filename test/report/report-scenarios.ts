/**
 * Client-shaped inputs for the report and workbook tests, each read into a session as the page
 * reads them: the demo site with a hostile file, a site beside its crawl export (make-crawl.ts's
 * `doneWhenScenario`: 300 sitemap URLs and a Screaming Frog export, with a robots.txt that
 * blocks a section and a sitemap that lists URLs twice), and a site beside its earlier
 * snapshot.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InspectorSession } from '../../src/worker/session/inspector-session';
import type { OpenFileInput } from '../../src/worker/protocol/files';
import { doneWhenScenario, listedUrl, sfCsv, sitemapXml } from '../crawl/make-crawl';
import { SITE as SHOP, twoSnapshots } from '../snapshot/two-snapshots';

export const SAMPLES = join(import.meta.dirname, '..', '..', 'public', 'samples');
export const DEMO_FILES = [
  'robots.txt',
  'sitemap_index.xml',
  'sitemap-pages.xml',
  'sitemap-blog.xml',
];
export const HOSTILE_NAME = '<script>alert(1)</script>.xml';
export const HOSTILE_URL = 'https://www.example.com/"><img src=x onerror=alert(1)>';

const clock = { nowMs: () => Date.UTC(2026, 11, 4), monotonicMs: () => performance.now() };
export const context = {
  requestId: 1,
  emit: () => {},
  isCancelled: () => false,
  yieldToEvents: () => Promise.resolve(),
};

/** A copy of its own: a Buffer read from disk is a view into Node's shared pool. */
const bytes = (text: string | Uint8Array): ArrayBuffer =>
  (typeof text === 'string' ? new TextEncoder().encode(text) : new Uint8Array(text))
    .buffer as ArrayBuffer;

function input(name: string, content: string | Uint8Array, index: number): OpenFileInput {
  return { inputId: `f${index}`, name, source: { kind: 'bytes', bytes: bytes(content) } };
}

async function opened(inputs: OpenFileInput[]): Promise<InspectorSession> {
  const session = new InspectorSession(clock);
  await session.open(inputs, context);
  return session;
}

/** The demo's files and one whose name and URL are markup. */
export async function demoSession(): Promise<InspectorSession> {
  const hostile = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${HOSTILE_URL.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')}</loc></url><url><loc>not a url</loc></url></urlset>`;
  return opened([
    ...DEMO_FILES.map((name, i) => input(name, readFileSync(join(SAMPLES, name)), i)),
    input(HOSTILE_NAME, hostile, DEMO_FILES.length),
  ]);
}

/**
 * 300 sitemap URLs against a Screaming Frog export: 20 not crawled, 40 indexable pages in no
 * sitemap, 50 not indexable. A second sitemap lists five of the URLs not crawled again: the
 * coverage counts them once. The robots.txt blocks `/blog/` for every crawler.
 */
export const CRAWL_FIGURES = { notCrawled: 20, notInSitemaps: 40, notIndexable: 50 } as const;

export async function crawlSession(): Promise<InspectorSession> {
  const { sitemapUrls, crawl } = doneWhenScenario();
  const again = [290, 291, 292, 293, 294].map(listedUrl);
  const session = await opened([
    input('robots.txt', 'User-agent: *\nDisallow: /blog/\n', 0),
    input('sitemap.xml', sitemapXml(sitemapUrls), 1),
    input('sitemap-again.xml', sitemapXml(again), 2),
  ]);
  await session.crawl.open({ name: 'internal_all.csv', source: bytes(sfCsv(crawl)) }, context);
  return session;
}

/**
 * A shop between two snapshots: 70 URLs added, 50 removed, 350 re-dated (two-snapshots.ts).
 * A second sitemap lists five added and five re-dated URLs again: the comparison counts each
 * URL once.
 */
export async function snapshotSession(): Promise<InspectorSession> {
  const { before, after } = twoSnapshots();
  const again = [0, 1, 2, 3, 4].flatMap((i) => [
    `${SHOP}/b/item-${200 + i}`,
    `${SHOP}/c/item-${i}`,
  ]);
  const session = await opened([
    input('after.zip', after, 0),
    input('sitemap-again.xml', sitemapXml(again), 1),
  ]);
  await session.earlier.open([input('before.zip', before, 0)], context);
  return session;
}

export const SCENARIOS: readonly [string, () => Promise<InspectorSession>][] = [
  ['the demo site', demoSession],
  ['a site and its crawl export', crawlSession],
  ['a site and its earlier snapshot', snapshotSession],
];

/** The session's side of the workbench: a loaded robots.txt re-read, the site from the sitemaps. */
import { asDocumentId } from '../../core/ids';
import { gzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import type { AnalyzerEvent, FileReportEvent } from '../protocol/request-map';
import type { FileSource } from '../protocol/files';
import { writeZip } from '../../../test/fixtures/archive-writers';
import { InspectorSession, type RequestContext } from './inspector-session';

const clock = { nowMs: () => Date.UTC(2025, 0, 1), monotonicMs: () => performance.now() };
const context = (events: AnalyzerEvent[]): RequestContext => ({
  requestId: 1,
  emit: (event) => events.push(event),
  isCancelled: () => false,
  yieldToEvents: () => Promise.resolve(),
});
const bytes = (data: Uint8Array): FileSource => ({ kind: 'bytes', bytes: data.slice().buffer });
const blob = (text: string): FileSource => ({ kind: 'blob', blob: new Blob([text]) });

const ROBOTS = '\uFEFFUser-agent: *\nDisallow: /café/\n';
const SITEMAP =
  '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
  '<url><loc>https://shop.example.com/a</loc></url></urlset>';

async function load(files: { name: string; source: FileSource }[]) {
  const session = new InspectorSession(clock);
  const events: AnalyzerEvent[] = [];
  await session.open(
    files.map((file, index) => ({ inputId: `f${index}`, ...file })),
    context(events),
  );
  const documents = events
    .filter((event): event is FileReportEvent => event.type === 'fileReport')
    .flatMap((event) => event.file.documents ?? []);
  return { session, documents };
}

test('a loaded robots.txt is read again as text (BOM dropped), from a Blob or a buffer', async () => {
  const { session, documents } = await load([
    { name: 'robots.txt', source: blob(ROBOTS) },
    { name: 'pasted', source: bytes(new TextEncoder().encode(ROBOTS)) },
  ]);
  const robots = documents.filter((doc) => doc.kind === 'robots');
  expect(robots).toHaveLength(2);
  for (const doc of robots) {
    await expect(session.rereads.robotsText(doc.documentId)).resolves.toEqual({
      text: ROBOTS.slice(1),
      isTruncated: false,
      isAvailable: true,
    });
  }
});

test('a robots.txt in a gzip file or a zip is read again through the pipeline', async () => {
  const { session, documents } = await load([
    { name: 'robots.txt.gz', source: bytes(gzipSync(ROBOTS)) },
    {
      name: 'site.zip',
      source: bytes(
        writeZip([
          { path: 'sitemap.xml', data: new TextEncoder().encode(SITEMAP) },
          { path: 'robots.txt', data: new TextEncoder().encode(ROBOTS) },
        ]),
      ),
    },
  ]);
  const robots = documents.filter((doc) => doc.kind === 'robots');
  expect(robots.map((doc) => doc.name)).toEqual(['robots.txt.gz', 'site.zip/robots.txt']);
  for (const doc of robots) {
    await expect(session.rereads.robotsText(doc.documentId)).resolves.toEqual({
      text: ROBOTS.slice(1),
      isTruncated: false,
      isAvailable: true,
    });
  }
});

test('an unknown document, or one that is not a robots.txt, cannot be opened as one', async () => {
  const { session, documents } = await load([{ name: 'sitemap.xml', source: blob(SITEMAP) }]);
  for (const id of [documents[0].documentId, asDocumentId(999)]) {
    await expect(session.rereads.robotsText(id)).resolves.toMatchObject({
      isAvailable: false,
      text: '',
    });
  }
});

test('without Sitemap: lines, the site comes from the loaded sitemaps', async () => {
  const { session } = await load([{ name: 'sitemap.xml', source: blob(SITEMAP) }]);
  const answer = session.workbench.robotsWorkbench({
    robotsText: 'User-agent: *\nDisallow: /a\n',
    siteText: '',
    testLinesText: '/a\nhttps://www.example.com/a',
    agents: ['Googlebot'],
    expectationsText: '',
  });
  expect(answer.site).toEqual({ origin: 'https://shop.example.com', source: 'sitemap-urls' });
  expect([...answer.columns[0].verdicts]).toEqual([1, 2]);
});

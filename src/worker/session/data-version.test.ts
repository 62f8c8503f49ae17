import { expect, test } from 'vitest';
import type { AnalyzerEvent } from '../protocol/request-map';
import type { FileSource } from '../protocol/files';
import { InspectorSession, type RequestContext } from './inspector-session';

const clock = { nowMs: () => Date.UTC(2025, 0, 1), monotonicMs: () => performance.now() };
const context: RequestContext = {
  requestId: 1,
  emit: (_event: AnalyzerEvent) => undefined,
  isCancelled: () => false,
  yieldToEvents: () => Promise.resolve(),
};
const text = (value: string): FileSource => ({
  kind: 'bytes',
  bytes: new TextEncoder().encode(value).buffer,
});
const URLSET =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://a.test/</loc></url></urlset>';

/** The views refresh on this one number, so every change must move it and no query may. */
test.each<[string, (session: InspectorSession) => unknown, boolean]>([
  [
    'a robots.txt read (no URL rows)',
    (s) => s.open([{ inputId: 'r', name: 'robots.txt', source: text('User-agent: *\n') }], context),
    true,
  ],
  [
    'a sitemap read',
    (s) => s.open([{ inputId: 's', name: 'sitemap.xml', source: text(URLSET) }], context),
    true,
  ],
  ['an input removed', (s) => s.remove(['base']), true],
  ['a rows query', (s) => s.rows({}, 0, 10), false],
  ['the problems and the tree', (s) => [s.problems(), s.tree()], false],
])('%s changes the data version: %s', async (_name, change, changes) => {
  const session = new InspectorSession(clock);
  await session.open([{ inputId: 'base', name: 'base.xml', source: text(URLSET) }], context);
  const before = session.dataVersion;
  await change(session);
  if (changes) expect(session.dataVersion).toBeGreaterThan(before);
  else expect(session.dataVersion).toBe(before);
});

test('the hreflang links read after the files move it again: the views ask once more', async () => {
  const session = new InspectorSession(clock);
  // The version the page holds once the file's report came: the links are read after it.
  let atReport = -1;
  const alternates = Array.from(
    { length: 50 },
    (_, i) =>
      `<url><loc>https://a.test/en/${i}</loc><xhtml:link rel="alternate" hreflang="ja" href="https://a.test/ja/${i}"/></url>`,
  ).join('');
  const urlset = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${alternates}</urlset>`;
  await session.open([{ inputId: 'h', name: 'hreflang.xml', source: text(urlset) }], {
    ...context,
    emit: (event) => {
      if (event.type === 'fileReport') atReport = session.dataVersion;
    },
  });
  expect(session.hreflang.analysis().table.linkCount).toBe(50);
  expect(session.dataVersion).toBeGreaterThan(atReport);
});

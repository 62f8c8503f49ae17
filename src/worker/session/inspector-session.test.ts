import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { BLOG_URLS, PAGE_COUNT, SITE, plantedZip } from '../../../test/views/planted-sitemaps';
import type { AnalyzerEvent } from '../protocol/request-map';
import type { ViewQuery } from '../protocol/rows';
import { InspectorSession } from './inspector-session';
import {
  asBlob,
  asBytes,
  clock,
  contextFor,
  loadPlanted,
  reportsOf,
} from '../../../test/views/planted-session';

/** A urlset of 40,000 URLs: more than one read slice, so a cancel can land part-way. */
const bigUrlset = () =>
  new TextEncoder().encode(
    `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${Array.from(
      { length: 40_000 },
      (_, i) => `<url><loc>${SITE}/big/${i}</loc></url>`,
    ).join('')}</urlset>`,
  );

/** A request context that asks to stop once the first progress event (a slice) was sent. */
function cancelAfterFirstSlice(events: AnalyzerEvent[]) {
  let slices = 0;
  return {
    ...contextFor(events, () => slices >= 1),
    emit: (event: AnalyzerEvent) => {
      if (event.type === 'progress') slices++;
      events.push(event);
    },
  };
}

const all: ViewQuery = {};

describe('open: files are really read into the store', () => {
  test('every planted file gets a report, and the URLs are all in the table', async () => {
    const { session, events, opened } = await loadPlanted();
    expect(
      opened.map((file) => [file.name, file.format, reportsOf(file).map((r) => r.kind)]),
    ).toEqual([
      ['robots.txt', 'text', ['robots']],
      ['sitemap_index.xml', 'xml', ['sitemapindex']],
      ['pages.xml.gz', 'gzip', ['urlset']],
      ['blog.xml', 'xml', ['urlset']],
    ]);
    expect(session.rows(all, 0, 0)).toMatchObject({
      matching: PAGE_COUNT + BLOG_URLS,
      total: PAGE_COUNT + BLOG_URLS,
    });
    // Progress names bytes read, bytes inflated and URLs found for the gzip file.
    const gzProgress = events
      .filter((event) => event.type === 'progress' && event.inputId === 'f2')
      .at(-1);
    expect(gzProgress).toMatchObject({ format: 'gzip', urls: PAGE_COUNT });
    expect(gzProgress?.type === 'progress' && gzProgress.inflatedBytes).toBeGreaterThan(
      gzProgress?.type === 'progress' ? gzProgress.bytesRead : 0,
    );
  });

  test('a zip bundle gives one report per member, then the archive', async () => {
    const session = new InspectorSession(clock);
    const events: AnalyzerEvent[] = [];
    await session.open(
      [{ inputId: 'z', name: 'bundle.zip', source: asBytes(plantedZip()) }],
      contextFor(events),
    );
    const file = events.find((event) => event.type === 'fileReport');
    expect(
      file?.type === 'fileReport' && reportsOf(file.file).map((r) => [r.name, r.kind]),
    ).toEqual([
      ['bundle.zip/export/sitemap_index.xml', 'sitemapindex'],
      ['bundle.zip/export/pages.xml', 'urlset'],
      ['bundle.zip/export/blog.xml', 'urlset'],
      ['bundle.zip', 'archive'],
    ]);
    expect(session.rows(all, 0, 0).total).toBe(PAGE_COUNT + BLOG_URLS);
  });

  test('cancel part-way leaves nothing of that file, and the others intact', async () => {
    const { session } = await loadPlanted();
    const events: AnalyzerEvent[] = [];
    const big = bigUrlset();
    const context = cancelAfterFirstSlice(events);
    await expect(
      session.open([{ inputId: 'big', name: 'big.xml', source: asBlob(big) }], context),
    ).resolves.toBe('cancelled');
    expect(events.some((event) => event.type === 'fileReport')).toBe(false);
    expect(session.rows(all, 0, 0).total).toBe(PAGE_COUNT + BLOG_URLS);
  });

  // Moved from the former open-files.test.ts: what a file is comes from its bytes, not its name.
  const urlsetXml = new TextEncoder().encode(
    `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${SITE}/x</loc></url></urlset>`,
  );
  test.each([
    { name: 'sitemap.xml.gz', data: new Uint8Array(gzipSync(urlsetXml)), format: 'gzip' },
    { name: 'looks-like.gz', data: urlsetXml, format: 'xml' },
    {
      name: 'robots.txt',
      data: new TextEncoder().encode('User-agent: *\nDisallow: /\n'),
      format: 'text',
    },
    {
      name: 'photo.xml',
      data: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1, 2, 3]),
      format: 'unknown',
    },
    { name: 'empty.xml', data: new Uint8Array(0), format: 'unknown' },
  ])('$name is read as $format, whatever its name says', async ({ name, data, format }) => {
    for (const source of [asBytes(data), asBlob(data)]) {
      const events: AnalyzerEvent[] = [];
      await new InspectorSession(clock).open([{ inputId: 'f', name, source }], contextFor(events));
      const report = events.find((event) => event.type === 'fileReport');
      expect(report?.type === 'fileReport' && report.file).toMatchObject({
        inputId: 'f',
        name,
        sizeBytes: data.length,
        format,
      });
    }
  });

  test('cancel between slices: the files after it are not read either', async () => {
    const session = new InspectorSession(clock);
    const events: AnalyzerEvent[] = [];
    const big = bigUrlset();
    const context = cancelAfterFirstSlice(events);
    await expect(
      session.open(
        [
          { inputId: 'big', name: 'big.xml', source: asBlob(big) },
          { inputId: 'next', name: 'next.xml', source: asBlob(urlsetXml) },
        ],
        context,
      ),
    ).resolves.toBe('cancelled');
    expect(events.some((event) => event.type === 'fileReport')).toBe(false);
    expect(events.some((event) => event.type === 'progress' && event.inputId === 'next')).toBe(
      false,
    );
    expect(session.rows(all, 0, 0).total).toBe(0);
  });

  test('a file that cannot be read fails on its own; the next file is still read', async () => {
    const session = new InspectorSession(clock);
    const events: AnalyzerEvent[] = [];
    // A file the browser can no longer read (moved or deleted after it was chosen).
    const broken = Object.assign(new Blob([new Uint8Array(10)]), {
      slice: () =>
        Object.assign(new Blob(), {
          arrayBuffer: () => Promise.reject(new Error('NotReadableError')),
        }),
    });
    await expect(
      session.open(
        [
          { inputId: 'bad', name: 'bad.xml', source: { kind: 'blob', blob: broken } },
          { inputId: 'good', name: 'good.xml', source: asBytes(urlsetXml) },
        ],
        contextFor(events),
      ),
    ).resolves.toBe('done');
    const reports = events.flatMap((event) => (event.type === 'fileReport' ? [event.file] : []));
    expect(reports.map((file) => file.inputId)).toEqual(['bad', 'good']);
    const [bad, good] = reports.map(reportsOf);
    expect(bad).toMatchObject([{ name: 'bad.xml', unreadable: true, urls: 0 }]);
    expect(bad[0].problems[0]).toMatchObject({ code: 'unreadable' });
    expect(bad[0].problems[0].params?.detail).toContain('NotReadableError');
    expect(good).toMatchObject([{ name: 'good.xml', kind: 'urlset', urls: 1 }]);
    expect(session.rows(all, 0, 0).total).toBe(1);
  });

  test('removing a file removes its URLs everywhere', async () => {
    const { session } = await loadPlanted();
    session.remove(['f3']);
    expect(session.rows(all, 0, 0).total).toBe(PAGE_COUNT);
    expect(session.problems().map((group) => group.code)).not.toContain('priority-invalid');
  });
});

describe('open: the store grows for every input queued, once', () => {
  test('files read one after another: room reserved ahead, no trim and regrowth between them', async () => {
    const session = new InspectorSession(clock);
    const urlset = (file: number) =>
      new TextEncoder().encode(
        `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${Array.from(
          { length: 70_000 },
          (_, i) => `<url><loc>${SITE}/f${file}/${i}</loc></url>`,
        ).join('')}</urlset>`,
      );
    const files = [0, 1, 2, 3].map((i) => ({
      inputId: `f${i}`,
      name: `part-${i}.xml`,
      source: asBlob(urlset(i)),
    }));
    let trims = 0;
    const trim = session.store.trim.bind(session.store);
    session.store.trim = () => {
      trims++;
      trim();
    };
    // The columns in use when the second file is read: the first file taught the rate, and
    // room for the other three was reserved before the second began.
    let columnsAfterSecond: Float64Array | undefined;
    const events: AnalyzerEvent[] = [];
    const context = {
      ...contextFor(events),
      emit: (event: AnalyzerEvent) => {
        if (event.type === 'fileReport' && event.file.inputId === 'f1')
          columnsAfterSecond = session.store.lastmodMs;
        events.push(event);
      },
    };
    await expect(session.open(files, context)).resolves.toBe('done');
    expect(session.store.size).toBe(280_000);
    expect(session.store.lastmodMs).toBe(columnsAfterSecond);
    expect(trims).toBe(1);
  });
});

describe('rows: sorting and filtering run on the store', () => {
  test.each<{ name: string; query: ViewQuery; matching: number; first: string }>([
    { name: 'reading order', query: {}, matching: 36, first: `${SITE}/pages/page-00` },
    // 'j' sorts after 'h': the javascript: row (kept as text) leads a descending sort.
    {
      name: 'loc descending',
      query: { sort: { column: 'loc', descending: true } },
      matching: 36,
      first: 'javascript:alert(document.domain)',
    },
    {
      name: 'lastmod descending',
      query: { sort: { column: 'lastmod', descending: true } },
      matching: 36,
      first: `${SITE}/blog/quote-"here"`,
    },
    { name: 'substring', query: { text: 'page-1' }, matching: 10, first: `${SITE}/pages/page-10` },
    {
      name: 'regex',
      query: { text: '/page-2[5-9]$/' },
      matching: 5,
      first: `${SITE}/pages/page-25`,
    },
    {
      name: 'section',
      query: { sections: ['www.example.com/blog'] },
      matching: 5,
      first: `${SITE}/blog/first-post`,
    },
    {
      name: 'file',
      query: { inputIds: ['f3'] },
      matching: BLOG_URLS,
      first: `${SITE}/blog/first-post`,
    },
    {
      name: 'problem code',
      query: { problemCodes: ['priority-invalid'] },
      matching: 1,
      first: `${SITE}/blog/second-post`,
    },
    {
      name: 'lastmod range',
      query: { lastmodFromMs: Date.UTC(2024, 0, 10), lastmodToMs: Date.UTC(2024, 0, 12) },
      matching: 3,
      first: `${SITE}/pages/page-09`,
    },
  ])('$name', async ({ query, matching, first }) => {
    const { session } = await loadPlanted();
    const answer = session.rows(query, 0, 50);
    expect(answer.matching).toBe(matching);
    expect(answer.total).toBe(36);
    expect(answer.rows[0].loc).toBe(first);
  });

  test.each([
    ['/(unclosed/', 'regex-invalid'],
    ['/(a*)\\1/', 'regex-unsupported'],
  ])('a bad regex %s is refused with %s before any URL is tested', async (text, code) => {
    const { session } = await loadPlanted();
    const answer = session.rows({ text }, 0, 10);
    expect(answer.queryError?.code).toBe(code);
    expect(answer.matching).toBe(0);
    expect(answer.rows).toEqual([]);
  });

  test('rows carry their file, line and problem codes', async () => {
    const { session } = await loadPlanted();
    const [row] = session.rows({ text: 'first-post', inputIds: ['f3'] }, 0, 1).rows;
    expect(row).toMatchObject({ file: 'blog.xml', line: 3, inputId: 'f3' });
    expect(row.problemCodes).toContain('lastmod-invalid');
  });
});

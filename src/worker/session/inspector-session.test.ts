import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { asDocumentId } from '../../core/ids';
import { lastmodProblemCodes } from '../../core/lastmod/lastmod-codes';
import {
  BLOG_LINES,
  BLOG_URLS,
  INDEX_XML,
  PAGE_COUNT,
  PLANTED_CODES,
  SITE,
  plantedFiles,
  plantedZip,
} from '../../../test/views/planted-sitemaps';
import type { AnalyzerEvent } from '../protocol/request-map';
import type { FileSource, OpenedFile } from '../protocol/files';
import type { ViewQuery } from '../protocol/rows';
import { InspectorSession, type RequestContext } from './inspector-session';

const clock = { nowMs: () => Date.UTC(2025, 0, 1), monotonicMs: () => performance.now() };

function contextFor(events: AnalyzerEvent[], isCancelled = () => false): RequestContext {
  return {
    requestId: 1,
    emit: (event) => events.push(event),
    isCancelled,
    yieldToEvents: () => Promise.resolve(),
  };
}

const asBlob = (bytes: Uint8Array): FileSource => ({
  kind: 'blob',
  blob: new Blob([bytes.slice()]),
});
const asBytes = (bytes: Uint8Array): FileSource => ({ kind: 'bytes', bytes: bytes.slice().buffer });

async function loadPlanted(session = new InspectorSession(clock)) {
  const events: AnalyzerEvent[] = [];
  const files = plantedFiles().map((file, i) => ({
    fileId: `f${i}`,
    name: file.name,
    source: asBlob(file.bytes),
  }));
  await expect(session.open(files, contextFor(events))).resolves.toBe('done');
  const opened = events.flatMap((event) => (event.type === 'fileReport' ? [event.file] : []));
  return { session, events, opened };
}

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

const reportsOf = (file: OpenedFile) => file.documents ?? [];
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
      .filter((event) => event.type === 'progress' && event.fileId === 'f2')
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
      [{ fileId: 'z', name: 'bundle.zip', source: asBytes(plantedZip()) }],
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
      session.open([{ fileId: 'big', name: 'big.xml', source: asBlob(big) }], context),
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
      await new InspectorSession(clock).open([{ fileId: 'f', name, source }], contextFor(events));
      const report = events.find((event) => event.type === 'fileReport');
      expect(report?.type === 'fileReport' && report.file).toMatchObject({
        fileId: 'f',
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
          { fileId: 'big', name: 'big.xml', source: asBlob(big) },
          { fileId: 'next', name: 'next.xml', source: asBlob(urlsetXml) },
        ],
        context,
      ),
    ).resolves.toBe('cancelled');
    expect(events.some((event) => event.type === 'fileReport')).toBe(false);
    expect(events.some((event) => event.type === 'progress' && event.fileId === 'next')).toBe(
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
          { fileId: 'bad', name: 'bad.xml', source: { kind: 'blob', blob: broken } },
          { fileId: 'good', name: 'good.xml', source: asBytes(urlsetXml) },
        ],
        contextFor(events),
      ),
    ).resolves.toBe('done');
    const reports = events.flatMap((event) => (event.type === 'fileReport' ? [event.file] : []));
    expect(reports.map((file) => file.fileId)).toEqual(['bad', 'good']);
    const [bad, good] = reports.map(reportsOf);
    expect(bad).toMatchObject([{ name: 'bad.xml', unreadable: true, urls: 0 }]);
    expect(bad[0].problems[0]).toMatchObject({ code: 'unreadable' });
    expect(bad[0].problems[0].message).toContain('NotReadableError');
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
      fileId: `f${i}`,
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
        if (event.type === 'fileReport' && event.file.fileId === 'f1')
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
      query: { fileIds: ['f3'] },
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
    const [row] = session.rows({ text: 'first-post', fileIds: ['f3'] }, 0, 1).rows;
    expect(row).toMatchObject({ file: 'blog.xml', line: 3, fileId: 'f3' });
    expect(row.problemCodes).toContain('lastmod-invalid');
  });
});

describe('tree, problems, sections, export, source lines', () => {
  test('the tree has robots.txt → index → children, one of them missing', async () => {
    const { session } = await loadPlanted();
    const { roots, unlisted } = session.tree();
    expect(roots).toHaveLength(1);
    const [robots] = roots;
    expect(robots.kind).toBe('robots');
    const [index] = robots.children;
    expect(index.name).toBe('sitemap_index.xml');
    expect(index.children.map((child) => [child.name, child.state, child.urls])).toEqual([
      ['pages.xml.gz', 'supplied', PAGE_COUNT],
      ['blog.xml', 'supplied', BLOG_URLS],
      ['missing-products.xml', 'missing', 0],
    ]);
    expect(index.urls).toBe(PAGE_COUNT + BLOG_URLS);
    expect(unlisted).toEqual([]);
    // Selecting a node filters the table to the documents under it.
    const ids = (node: typeof index) => node.children.map((child) => child.documentId);
    expect(index.documentIds).toEqual([index.documentId, ...ids(index).slice(0, 2)]);
    expect(robots.documentIds).toEqual([robots.documentId, ...index.documentIds]);
    expect(session.rows({ documentIds: index.children[1].documentIds }, 0, 0).matching).toBe(
      BLOG_URLS,
    );
  });

  test('problems are grouped by code with file and line', async () => {
    const { session } = await loadPlanted();
    const groups = session.problems();
    for (const code of PLANTED_CODES) expect(groups.map((group) => group.code)).toContain(code);
    const invalid = groups.find((group) => group.code === 'lastmod-invalid')!;
    expect(invalid.occurrences[0]).toMatchObject({ file: 'blog.xml', line: 3 });
    expect(invalid.urlCount).toBe(1);
  });

  test("the tree's problems reach the Problems tab, at the listing index's line", async () => {
    const { session } = await loadPlanted();
    const missingLine =
      INDEX_XML.split('\n').findIndex((line) => line.includes('missing-products.xml')) + 1;
    const missing = session.problems().find((group) => group.code === 'index-child-missing');
    expect(missing).toMatchObject({ severity: 'info', count: 1, urlCount: 0 });
    expect(missing?.occurrences).toEqual([
      expect.objectContaining({
        file: 'sitemap_index.xml',
        line: missingLine,
        url: `${SITE}/missing-products.xml`,
        params: expect.objectContaining({ expected: 'missing-products.xml' }),
      }),
    ]);
    // The index's own count in the tree includes it (the tree counts each file's own problems
    // and its own; the lastmod verdict's whole-file problems are judged from the tree).
    const [index] = session.tree().roots[0].children;
    const indexReport = session
      .problems()
      .filter((group) => !(group.code in lastmodProblemCodes))
      .flatMap((group) => group.occurrences)
      .filter((occurrence) => occurrence.file === 'sitemap_index.xml');
    expect(index.problems).toBe(indexReport.length);
    expect(index.problems).toBeGreaterThan(0);
  });

  test("the file list's counts include the tree's problems: the index counts its missing child", async () => {
    const { session, opened } = await loadPlanted();
    const index = opened.find((file) => file.name === 'sitemap_index.xml')!;
    const lastmodProblemsOf = (file: OpenedFile) => {
      const ids = new Set(reportsOf(file).map((report) => report.documentId));
      return session
        .lastmod()
        .documents.filter((doc) => ids.has(asDocumentId(doc.documentId)))
        .reduce((sum, doc) => sum + doc.problems.length, 0);
    };
    const ownProblems = (file: OpenedFile) =>
      reportsOf(file).reduce((sum, r) => sum + r.problems.length, 0) + lastmodProblemsOf(file);
    const counts = session.problemsByFile();
    expect(counts[index.fileId]).toBe(ownProblems(index) + 1);
    for (const file of opened.filter((f) => f !== index))
      expect(counts[file.fileId] ?? 0).toBe(ownProblems(file));
  });

  test('the tree and its problems are worked out again as files come and go', async () => {
    const { session } = await loadPlanted();
    const codesAt = () =>
      session
        .problems()
        .filter((group) => group.code === 'index-child-missing')
        .flatMap((group) => group.occurrences.map((occurrence) => occurrence.params?.expected));
    expect(codesAt()).toEqual(['missing-products.xml']);
    const products = new TextEncoder().encode(
      `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${SITE}/products/1</loc></url></urlset>`,
    );
    await session.open(
      [{ fileId: 'p', name: 'Missing-Products.xml', source: asBlob(products) }],
      contextFor([]),
    );
    expect(codesAt()).toEqual([]);
    const [index] = session.tree().roots[0].children;
    expect(index.children.map((child) => [child.name, child.state])).toEqual([
      ['pages.xml.gz', 'supplied'],
      ['blog.xml', 'supplied'],
      ['Missing-Products.xml', 'supplied'],
    ]);
    expect(index.urls).toBe(PAGE_COUNT + BLOG_URLS + 1);
    session.remove(['f2']); // pages.xml.gz
    expect(codesAt()).toEqual(['pages.xml.gz']);
    expect(session.tree().roots[0].children[0].children[0]).toMatchObject({
      name: 'pages.xml.gz',
      state: 'missing',
      documentIds: [],
    });
  });

  test('sections count hosts and first directories', async () => {
    const { session } = await loadPlanted();
    const { hosts, sections } = session.sections({});
    expect(hosts[0]).toEqual({ host: 'www.example.com', count: 35 });
    expect(sections.slice(0, 2).map((s) => [s.key, s.count])).toEqual([
      ['www.example.com/pages', 30],
      ['www.example.com/blog', 5],
    ]);
  });

  test('export streams the filtered rows', async () => {
    const { session } = await loadPlanted();
    const events: AnalyzerEvent[] = [];
    await session.export(
      { text: 'page-2', sort: { column: 'loc', descending: false } },
      'urls',
      contextFor(events),
    );
    const text = events
      .map((event) => (event.type === 'exportChunk' && 'text' in event ? event.text : ''))
      .join('');
    expect(text.split('\n').filter(Boolean)).toEqual(
      Array.from({ length: 10 }, (_, i) => `${SITE}/pages/page-2${i}`),
    );
  });

  test('source lines of a plain document are read again from its bytes', async () => {
    const { session, opened } = await loadPlanted();
    const blog = reportsOf(opened[3])[0];
    await expect(session.sourceLines(blog.documentId, 4, 1)).resolves.toEqual({
      firstLine: 3,
      lines: BLOG_LINES.slice(2, 5),
    });
    const pages = reportsOf(opened[2])[0];
    await expect(session.sourceLines(pages.documentId, 3, 1)).resolves.toMatchObject({ lines: [] });
  });
});

test("removing one of two files that list the same URLs clears the other one's duplicate problems", async () => {
  const session = new InspectorSession(clock);
  const blog = plantedFiles().find((file) => file.name === 'blog.xml')!;
  const files = ['a', 'b'].map((fileId) => ({
    fileId,
    name: `${fileId}-blog.xml`,
    source: asBlob(blog.bytes),
  }));
  await session.open(files, contextFor([]));
  const duplicates = () =>
    session.problems().find((group) => group.code === 'duplicate-url')?.count;
  // blog.xml lists first-post twice; the second copy repeats all 6 URLs.
  expect(duplicates()).toBe(1 + 6);
  session.remove(['a']);
  expect(duplicates()).toBe(1);
  expect(session.rows({}, 0, 0).total).toBe(BLOG_URLS);
});

test('reopen reads pasted text again as robots.txt when the guess was wrong, and back', async () => {
  const session = new InspectorSession(clock);
  const text = new TextEncoder().encode(`# our rules\n${SITE}/a\n`);
  const kinds = (events: AnalyzerEvent[]) =>
    events.flatMap((event) =>
      event.type === 'fileReport' ? reportsOf(event.file).map((r) => r.kind) : [],
    );
  const first: AnalyzerEvent[] = [];
  await session.open(
    [{ fileId: 'p', name: 'pasted text 1', source: asBytes(text) }],
    contextFor(first),
  );
  expect(kinds(first)).toEqual(['text']);
  expect(session.rows({}, 0, 0).total).toBe(1);
  const second: AnalyzerEvent[] = [];
  await expect(session.reopen('p', 'robots', contextFor(second))).resolves.toBe('done');
  expect(kinds(second)).toEqual(['robots']);
  expect(session.rows({}, 0, 0).total).toBe(0);
  const third: AnalyzerEvent[] = [];
  await session.reopen('p', 'detect', contextFor(third));
  expect(kinds(third)).toEqual(['text']);
  expect(session.rows({}, 0, 0).total).toBe(1);
});

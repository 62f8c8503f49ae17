// InspectorSession's answers to the views over the planted sitemaps (inspector-session.test.ts
// covers reading them in).
import { describe, expect, test } from 'vitest';
import { asDocumentId } from '../../core/ids';
import {
  BLOG_LINES,
  BLOG_URLS,
  INDEX_XML,
  PAGE_COUNT,
  PAGES_XML,
  PLANTED_CODES,
  SITE,
  plantedFiles,
} from '../../../test/views/planted-sitemaps';
import type { AnalyzerEvent } from '../protocol/request-map';
import type { OpenedFile } from '../protocol/files';
import { InspectorSession } from './inspector-session';
import {
  asBlob,
  asBytes,
  clock,
  contextFor,
  loadPlanted,
  reportsOf,
} from '../../../test/views/planted-session';

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
    // The index's own count in the tree includes it, and every other problem of the file, as
    // the file list and the Problems tab count them (the lastmod verdicts' too: the tree once
    // said 1 where the file's card said 2).
    const [index] = session.tree().roots[0].children;
    const indexReport = session
      .problems()
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
    expect(counts[index.inputId]).toBe(ownProblems(index) + 1);
    for (const file of opened.filter((f) => f !== index))
      expect(counts[file.inputId] ?? 0).toBe(ownProblems(file));
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
      [{ inputId: 'p', name: 'Missing-Products.xml', source: asBlob(products) }],
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

  test('source lines are read again from the bytes: a plain document, and a gzip one inflated', async () => {
    const { session, opened } = await loadPlanted();
    const blog = reportsOf(opened[3])[0];
    await expect(session.rereads.sourceLines(blog.documentId, 4, 1)).resolves.toEqual({
      firstLine: 3,
      lines: BLOG_LINES.slice(2, 5),
    });
    const pages = reportsOf(opened[2])[0];
    await expect(session.rereads.sourceLines(pages.documentId, 3, 1)).resolves.toEqual({
      firstLine: 2,
      lines: PAGES_XML.split('\n').slice(1, 4),
    });
    await expect(session.rereads.sourceLines(asDocumentId(999), 3, 1)).resolves.toMatchObject({
      lines: [],
    });
  });
});

test("removing one of two files that list the same URLs clears the other one's duplicate problems", async () => {
  const session = new InspectorSession(clock);
  const blog = plantedFiles().find((file) => file.name === 'blog.xml')!;
  const files = ['a', 'b'].map((inputId) => ({
    inputId,
    name: `${inputId}-blog.xml`,
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
    [{ inputId: 'p', name: 'pasted text 1', source: asBytes(text) }],
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

test("every document's node in the index tree counts its problems as the file list does", async () => {
  const { session } = await loadPlanted();
  const byDocument = new Map<number, number>();
  for (const report of session.reports()) byDocument.set(report.documentId, report.problems.length);
  const nodes: { documentId?: number; problems: number }[] = [];
  const walk = (node: (typeof nodes)[number] & { children: readonly unknown[] }) => {
    nodes.push(node);
    node.children.forEach((child) => walk(child as typeof node));
  };
  const tree = session.tree();
  [...tree.roots, ...tree.unlisted].forEach(walk);
  const counted = nodes.filter((node) => node.documentId !== undefined);
  expect(counted.length).toBeGreaterThan(2);
  for (const node of counted) expect(node.problems).toBe(byDocument.get(node.documentId!));
  // The lastmod verdicts' whole-file problems are among them (blog.xml has one).
  expect(session.problems().some((group) => group.code.startsWith('lastmod-'))).toBe(true);
});

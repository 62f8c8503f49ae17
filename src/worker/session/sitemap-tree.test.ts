import { describe, expect, test } from 'vitest';
import type { DocumentKind, SitemapRef } from '../../core/sitemap/sitemap-entry';
import type { DocumentReport } from '../protocol';
import type { DocumentRecord } from './session-documents';
import { buildSitemapTree, expectedFileName } from './sitemap-tree';

test.each([
  ['https://a.com/sitemaps/part-01.xml', 'part-01.xml'],
  ['https://a.com/part%2001.xml.gz?v=2#x', 'part 01.xml.gz'],
  ['https://a.com/', ''],
  ['https://a.com/bad%E0%A4%A.xml', 'bad%E0%A4%A.xml'],
])('expectedFileName(%s) = %s', (loc, name) => {
  expect(expectedFileName(loc)).toBe(name);
});

let nextId = 0;
function doc(
  name: string,
  kind: DocumentKind,
  lists: string[] = [],
  extra: Partial<DocumentReport> = {},
): DocumentRecord {
  const documentId = nextId++;
  const refs: SitemapRef[] = lists.map((loc, i) => ({
    loc,
    line: i + 2,
    column: 1,
    lastmodMs: NaN,
    lastmodPrecision: 0,
  }));
  const report: DocumentReport = {
    name,
    format: 'xml',
    kind,
    bytes: 1,
    inflatedBytes: 1,
    urls: kind === 'urlset' ? 10 : 0,
    sitemaps: lists.length,
    lastmod: { present: 0, distinct: 0 },
    problems: [],
    documentId,
    fileId: `f${documentId}`,
    ...extra,
  };
  return { documentId, fileId: report.fileId, name, sitemapRefs: refs, report };
}

const shape = (
  nodes: readonly { name: string; state: string; children: readonly unknown[] }[],
): unknown => nodes.map((node) => [node.name, node.state, shape(node.children as typeof nodes)]);

describe('buildSitemapTree', () => {
  test('matches listed locs to supplied files by name, with or without .gz', () => {
    const tree = buildSitemapTree([
      doc('index.xml', 'sitemapindex', [
        'https://a.com/one.xml.gz',
        'https://a.com/two.xml',
        'https://a.com/three.xml',
      ]),
      doc('one.xml', 'urlset'),
      doc('bundle.zip/two.xml.gz', 'urlset'),
      doc('orphan.xml', 'urlset'),
    ]);
    expect(shape(tree.roots)).toEqual([
      [
        'index.xml',
        'supplied',
        [
          ['one.xml', 'supplied', []],
          ['bundle.zip/two.xml.gz', 'supplied', []],
          ['three.xml', 'missing', []],
        ],
      ],
    ]);
    expect(tree.roots[0].urls).toBe(20);
    expect(shape(tree.unlisted)).toEqual([['orphan.xml', 'supplied', []]]);
  });

  test('an index listing itself is marked as a cycle, not followed', () => {
    const tree = buildSitemapTree([
      doc('loop.xml', 'sitemapindex', ['https://a.com/loop.xml', 'https://a.com/child.xml']),
      doc('child.xml', 'sitemapindex', ['https://a.com/loop.xml']),
    ]);
    // Neither index is listed by anyone outside the loop: the first one read becomes the root.
    expect(tree.roots.map((root) => root.name)).toEqual(['loop.xml']);
    const [root] = tree.roots;
    expect(root.children[0]).toMatchObject({ name: 'loop.xml', isCycle: true, children: [] });
    expect(root.children[1].children[0]).toMatchObject({
      name: 'loop.xml',
      isCycle: true,
      children: [],
    });
    expect(tree.unlisted).toEqual([]);
  });

  test('robots.txt Sitemap: lines are roots; an unreadable file is failed', () => {
    const tree = buildSitemapTree([
      doc('robots.txt', 'robots', ['https://a.com/broken.xml']),
      doc('broken.xml', 'unknown', [], { unreadable: true }),
    ]);
    expect(shape(tree.roots)).toEqual([['robots.txt', 'supplied', [['broken.xml', 'failed', []]]]]);
  });
});

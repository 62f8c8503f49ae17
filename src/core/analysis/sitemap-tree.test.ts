import { describe, expect, test } from 'vitest';
import { treeCases } from '../../../test/analysis/sitemap-tree-cases';
import { problemMessage } from '../../messages/problem-texts';
import { buildSitemapTree, filesUnder, type IndexTreeNode, type TreeFile } from './sitemap-tree';
import { distinctPaths, expectedFileName, FileMatcher, isOutOfScope } from './tree-match';

function draw(nodes: IndexTreeNode[], depth = 0): string[] {
  return nodes.flatMap((node) => {
    const parts: string[] = [node.state];
    if (node.kind) parts.push(node.kind);
    if (node.file) parts.push(node.file);
    const baseName = node.file?.split('/').pop();
    if (node.displayPath && node.displayPath !== baseName) parts.push(`as ${node.displayPath}`);
    if (node.loc) parts.push(`← ${node.loc}`);
    if (node.expectedName) parts.push(`(${node.expectedName})`);
    if (node.listedAt?.line) parts.push(`@${node.listedAt.line}`);
    if (node.lastmodText) parts.push(`lastmod ${node.lastmodText}`);
    parts.push(
      `urls ${node.urls}/${node.totalUrls}`,
      `problems ${node.problems}/${node.totalProblems}`,
    );
    if (node.repeatOf !== undefined) parts.push('[repeat]');
    if (node.isTruncated) parts.push('[truncated]');
    if (node.isAmbiguous) parts.push('[ambiguous]');
    if (node.isAssigned) parts.push('[assigned]');
    return [`${'  '.repeat(depth)}${parts.join(' ')}`, ...draw(node.children, depth + 1)];
  });
}

describe('buildSitemapTree', () => {
  test.each(treeCases)('$name', ({ files, robotsRoots, assignments, tree, problems }) => {
    const built = buildSitemapTree(files, robotsRoots, undefined, new Map(assignments));
    const lines = draw(built.roots);
    if (built.unlisted.length > 0) lines.push('--- unlisted', ...draw(built.unlisted));
    expect(lines.join('\n')).toBe(tree.trim());
    expect(
      built.problems.map((p) => [p.file, p.code, p.url, p.params?.path].filter(Boolean).join(' ')),
    ).toEqual(problems);
  });

  test('index-child-missing says which file is expected, with the position from the ref', () => {
    const built = buildSitemapTree(treeCases[0].files);
    expect(built.problems[0]).toMatchObject({
      severity: 'info',
      params: { expected: 'sitemap-3.xml' },
    });
    expect(problemMessage(built.problems[0], 'en')).toContain('sitemap-3.xml');
  });

  test('filesUnder lists the files a selected node stands for', () => {
    const built = buildSitemapTree(treeCases[1].files);
    expect(filesUnder(built.roots[0])).toEqual([
      'robots.txt',
      'index.xml',
      'en/s.xml',
      's-root.xml',
      'x.xml',
      'other.xml',
    ]);
    expect(filesUnder(built.roots[0].children[0])).toEqual([
      'index.xml',
      'en/s.xml',
      's-root.xml',
      'x.xml',
    ]);
  });

  test('nodes and problems name their file by position too, since names may repeat', () => {
    const files: TreeFile[] = [
      { name: 'sitemap.xml', kind: 'sitemapindex', urls: 0, problems: [], sitemapLocs: [] },
      {
        name: 'sitemap.xml',
        kind: 'sitemapindex',
        urls: 0,
        problems: [],
        sitemapLocs: ['https://a.com/gone.xml'],
      },
    ];
    const built = buildSitemapTree(files);
    expect(built.roots.map((node) => [node.fileIndex, node.problems])).toEqual([
      [0, 0],
      [1, 1],
    ]);
    expect(built.problems.map((problem) => [problem.fileIndex, problem.code])).toEqual([
      [1, 'index-child-missing'],
    ]);
  });

  test('a deep chain of indexes stops at the depth limit', () => {
    const files: TreeFile[] = Array.from({ length: 30 }, (_, i) => ({
      name: `i${i}.xml`,
      kind: 'sitemapindex',
      urls: 0,
      problems: [],
      sitemapLocs: [`https://a.com/i${i + 1}.xml`],
    }));
    const built = buildSitemapTree(files, [], { maxDepth: 5, maxNodes: 1000 });
    let node = built.roots[0];
    let depth = 0;
    while (node.children.length > 0) {
      node = node.children[0];
      depth++;
    }
    expect(depth).toBe(5);
    expect(node.isTruncated).toBe(true);
  });

  test('a huge fan-out is cut at the node limit', () => {
    const locs = Array.from({ length: 5000 }, (_, i) => `https://a.com/s${i}.xml`);
    const built = buildSitemapTree(
      [{ name: 'i.xml', kind: 'sitemapindex', urls: 0, problems: [], sitemapLocs: locs }],
      [],
      {
        maxDepth: 8,
        maxNodes: 100,
      },
    );
    expect(built.roots[0].children.length).toBe(99);
    expect(built.roots[0].isTruncated).toBe(true);
  });
});

describe('tree matching helpers', () => {
  test.each([
    [
      'https://a.com/sitemaps/products-1.xml',
      ['x/products-1.xml', 'export.zip/sitemaps/products-1.xml'],
      1,
    ],
    ['https://a.com/s.xml', ['s.xml.gz'], 0],
    ['https://a.com/s.xml.gz', ['s.xml'], 0],
    ['https://a.com/s.xml.gz', ['s.xml', 's.xml.gz'], 1],
    ['https://a.com/caf%C3%A9.xml', ['café.xml'], 0],
    ['https://a.com/dir/', ['dir'], -1],
    ['https://a.com/s.xml?page=2', ['s.xml'], 0],
    ['https://a.com/other.xml', ['s.xml'], -1],
    // Names are compared without case (saved downloads lose it); matching case wins a tie.
    ['https://a.com/Part-01.XML', ['part-01.xml'], 0],
    ['https://a.com/Part-01.xml.gz', ['part-01.xml', 'Part-01.xml'], 1],
    ['https://a.com/EN/s.xml', ['x.zip/fr/s.xml', 'x.zip/en/s.xml'], 1],
    ['https://a.com/part%2001.xml.gz?v=2#x', ['part 01.xml'], 0],
    ['https://a.com/bad%E0%A4%A.xml', ['bad%E0%A4%A.xml'], 0],
    // Files fetched from a site are named by the URL asked for, in the URL parser's form.
    ['https://a.com/s.xml?page=2', ['https://a.com/s.xml?page=1', 'https://a.com/s.xml?page=2'], 1],
    ['https://a.com/a b.xml', ['https://a.com/a%20b.xml'], 0],
    ['https://a.com/日本.xml', ['https://a.com/%E6%97%A5%E6%9C%AC.xml'], 0],
    ['https://a.com/~user.xml', ['https://a.com/%7Euser.xml'], 0],
    ['https://a.com/%7Euser.xml', ['https://a.com/~user.xml'], 0],
    // Compared by the bytes asked for: escapes that are not UTF-8 beside characters that the
    // URL parser escapes; an escaped delimiter is not the delimiter.
    ['https://a.com/a b%FF.xml', ['https://a.com/a%20b%FF.xml'], 0],
    ['https://a.com/caf%e9.xml', ['https://a.com/caf%E8.xml', 'https://a.com/caf%E9.xml'], 1],
    ['https://a.com/p.xml%3Fp=1', ['https://a.com/p.xml?p=1', 'https://a.com/p.xml%3Fp=1'], 1],
    ['https://a.com/p.xml?p=1', ['https://a.com/p.xml%3Fp=1', 'https://a.com/p.xml?p=1'], 1],
    // A listing byte that is not UTF-8 (0xE9 in café) reads as U+FFFD; the site reader
    // asked for it escaped: the file is that child, unless several fit so.
    ['https://a.com/caf\uFFFD.xml', ['https://a.com/caf%E9.xml'], 0],
    ['https://a.com/caf\uFFFD\uFFFD.xml', ['https://a.com/caf%E9%E8.xml'], 0],
    ['https://a.com/s.xml?q=\uFFFD', ['https://a.com/s.xml?q=%FF'], 0],
    ['https://a.com/caf\uFFFD.xml', ['https://a.com/caf%E8.xml', 'https://a.com/caf%E9.xml'], -1],
  ])('%s among %j → %i', (loc, names, expected) => {
    expect(new FileMatcher(names).match(loc)).toBe(expected);
  });

  test.each([
    ['https://a.com/maps/index.xml', 'https://a.com/maps/a.xml', false],
    ['https://a.com/maps/index.xml', 'https://a.com/maps/sub/a.xml', false],
    ['https://a.com/maps/index.xml', 'https://a.com/a.xml', true],
    ['https://a.com/maps/index.xml', 'https://b.com/maps/a.xml', true],
    ['https://a.com/maps/index.xml', 'http://a.com/maps/a.xml', true],
    ['https://A.com/index.xml', 'https://a.COM/a.xml', false],
  ])('isOutOfScope(%s, %s) = %s', (parent, child, expected) => {
    expect(isOutOfScope(parent, child)).toBe(expected);
  });

  test.each([
    ['https://a.com/s/sitemap-3.xml', 'sitemap-3.xml'],
    ['https://a.com/', 'a.com'],
    ['relative/x.xml', 'x.xml'],
    ['https://a.com/part%2001.xml.gz?v=2#x', 'part 01.xml.gz'],
    ['https://a.com/bad%E0%A4%A.xml', 'bad%E0%A4%A.xml'],
  ])('expectedFileName(%s) = %s', (loc, name) => {
    expect(expectedFileName(loc)).toBe(name);
  });

  test.each([
    [
      ['public/sitemap.xml', 'public/en/sitemap.xml', 'public/zh/sitemap.xml'],
      ['public/sitemap.xml', 'en/sitemap.xml', 'zh/sitemap.xml'],
    ],
    [
      ['a.zip/x/s.xml', 'b.zip/x/s.xml', 'other.xml'],
      ['a.zip/x/s.xml', 'b.zip/x/s.xml', 'other.xml'],
    ],
    [
      ['sitemap.xml', 'sitemap.xml'],
      ['sitemap.xml', 'sitemap.xml'],
    ],
    [
      ['EN/s.xml', 'en/s.xml.gz'],
      ['s.xml', 's.xml.gz'],
    ],
  ])('distinctPaths(%j) = %j', (names, expected) => {
    expect(distinctPaths(names)).toEqual(expected);
  });
});

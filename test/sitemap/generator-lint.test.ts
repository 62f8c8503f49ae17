/**
 * The generator lint: author archives listed, and numbered sibling sitemaps that repeat each
 * other's URLs, found by the session as the page and the command line ask for problems.
 */
import { describe, expect, test } from 'vitest';
import {
  isAuthorArchive,
  isAuthorArchiveUrl,
  numberedStem,
} from '../../src/core/sitemap/generator-lint';
import { InspectorSession } from '../../src/worker/session/inspector-session';

test.each([
  ['post-sitemap2.xml', 'post-sitemap.xml'],
  ['sitemaps/post-sitemap12.xml.gz', 'sitemaps/post-sitemap.xml.gz'],
  ['wp-sitemap-users-1.xml', 'wp-sitemap-users-.xml'],
  ['sitemap.xml', undefined],
  ['2024.xml', undefined],
  ['page-sitemap.txt', undefined],
])('numberedStem(%s) is %s', (name, stem) => {
  expect(numberedStem(name)).toBe(stem);
});

test.each([
  ['https://example.com/author/jane/', true],
  ['https://example.com/blog/AUTHOR/jane', true],
  ['https://author.example.com/post/', false],
  ['https://example.com/authors-guide/', false],
  ['https://example.com/', false],
  ['https://example.com/été/Author/jane', true],
  ['https://example.com/author', false],
  ['https://example.com/x/author/', true],
  ['example.com/author/jane', true],
  ['https://example.com', false],
  ['https://example.com/aUtHoR/', true],
])('isAuthorArchive(%s) is %s', (loc, expected) => {
  expect(isAuthorArchive(loc)).toBe(expected);
  // The same URL as stored: UTF-8 bytes between others.
  const bytes = new TextEncoder().encode(`xx${loc}/author/`);
  expect(isAuthorArchiveUrl(bytes, 2, bytes.length - '/author/'.length)).toBe(expected);
});

const context = {
  requestId: 1,
  emit: () => {},
  isCancelled: () => false,
  yieldToEvents: () => Promise.resolve(),
};
const urlset = (paths: readonly string[]) =>
  `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths
    .map((path) => `<url><loc>https://example.com${path}</loc></url>`)
    .join('')}</urlset>`;
const input = (inputId: string, name: string, paths: readonly string[]) => ({
  inputId,
  name,
  source: { kind: 'bytes' as const, bytes: new TextEncoder().encode(urlset(paths)).buffer },
});

describe('in the session', () => {
  test('numbered siblings that overlap, author archives; a removal takes them away', async () => {
    const session = new InspectorSession({ nowMs: () => 0, monotonicMs: () => 0 });
    await session.open(
      [
        input('a', 'post-sitemap1.xml', ['/p/1', '/p/2', '/p/3', '/p/4']),
        input('b', 'post-sitemap2.xml', ['/p/3', '/p/4', '/p/5']),
        input('c', 'page-sitemap.xml', ['/p/5', '/about']),
        input('d', 'wp-sitemap-users-1.xml', ['/author/jane/', '/author/joe/']),
      ],
      context,
    );
    const group = (code: string) => session.problems().find((g) => g.code === code);
    expect(group('numbered-siblings-overlap')).toMatchObject({
      severity: 'warning',
      count: 1,
      occurrences: [
        { file: 'post-sitemap2.xml', params: { count: 2, sibling: 'post-sitemap1.xml' } },
      ],
    });
    // /p/5 in page-sitemap.xml repeats post-sitemap2.xml: a duplicate, but not of a sibling.
    expect(group('duplicate-url')?.count).toBe(3);
    expect(group('author-archives-listed')).toMatchObject({
      severity: 'info',
      occurrences: [{ file: 'wp-sitemap-users-1.xml', params: { count: 2 } }],
    });
    session.remove(['a']);
    expect(group('numbered-siblings-overlap')).toBeUndefined();
    session.remove(['d']);
    expect(group('author-archives-listed')).toBeUndefined();
  });
});

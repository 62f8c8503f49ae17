/**
 * An HTML page given as a file (`inspect --json PAGE.html`, a saved page or one a user
 * downloaded) is a document of kind `page` whose `page` object says what the page reader
 * found: the same dates and sources as the reader's own table (test/page/pages.json), for
 * every sample page whose expectations do not depend on response headers a file lacks.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { runInspect } from '../cli-run';

interface Expected {
  file: string;
  headers?: unknown;
  modified?: { text: string; source: string } | null;
  published?: { text: string; source: string } | null;
}

const pagesDir = join(__dirname, '..', 'page', 'pages');
const expectations = (
  JSON.parse(readFileSync(join(__dirname, '..', 'page', 'pages.json'), 'utf8')) as {
    pages: Expected[];
  }
).pages.filter((page) => page.file.endsWith('.html') && page.headers === undefined);

interface FileJson {
  name: string;
  kind: string;
  page?: {
    modified: { text: string; source: string } | null;
    published: { text: string; source: string } | null;
  };
}

const run = runInspect('--json', ...expectations.map((page) => join(pagesDir, page.file)));
const files = (JSON.parse(run.stdout) as { files: FileJson[] }).files;

test('the sample pages are read', () => {
  expect(expectations.length).toBeGreaterThan(10);
  expect(files).toHaveLength(expectations.length);
});

test.each(expectations.map((page, i) => [page.file, i] as const))(
  '%s is a page with the dates the reader finds',
  (_file, i) => {
    const expected = expectations[i]!;
    const file = files[i]!;
    expect(file.kind).toBe('page');
    const pick = (fact: { text: string; source: string } | null | undefined) =>
      fact ? { text: fact.text, source: fact.source } : fact;
    if (expected.modified !== undefined)
      expect(file.page!.modified).toEqual(pick(expected.modified));
    if (expected.published !== undefined)
      expect(file.page!.published).toEqual(pick(expected.published));
  },
);

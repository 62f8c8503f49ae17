import { describe, expect, test } from 'vitest';
import { createProblem } from '../../core/problems/problem';
import type { ProblemCode } from '../../core/problems/registry';
import { asDocumentId } from '../../core/ids';
import { createTranslator } from '../../i18n/i18n';
import { fileStatusLines, formatLabelKey } from './file-status';
import type { SessionDocumentReport } from '../../worker/protocol/files';
import { inputFilesReducer, type InputFile, type InputFilesAction } from './input-files';

const translator = createTranslator('en');
const base = { inputId: 'f', name: 'x', origin: 'upload' as const, bytesRead: 0 };

/** An input with no bytes read into one document whose one problem says why (a site's hand-over). */
const siteFileWith = (problem: ReturnType<typeof createProblem>): InputFile => ({
  ...base,
  sizeBytes: 0,
  phase: 'read',
  opened: {
    inputId: 'f',
    name: 'x',
    sizeBytes: 0,
    format: 'text',
    documents: [
      {
        name: 'x',
        format: 'text',
        kind: 'unknown',
        bytes: 0,
        inflatedBytes: 0,
        urls: 0,
        sitemaps: 0,
        lastmod: { present: 0, distinct: 0 },
        documentId: asDocumentId(1),
        inputId: 'f',
        problems: [problem],
        unreadable: true,
      },
    ],
  },
});

describe('every kind of input gets a status line saying what it is and what happens next', () => {
  test.each<{ case: string; file: InputFile; lines: string[]; label: string }>([
    {
      case: 'gzip',
      file: { ...base, sizeBytes: 1386, phase: 'read', format: 'gzip' },
      lines: ['gzip-compressed: decompressed, then the sitemap inside is read.'],
      label: 'format.gzip',
    },
    {
      case: 'unknown type',
      file: { ...base, sizeBytes: 10, phase: 'read', format: 'unknown' },
      lines: [
        'Unknown format: not gzip, zip, tar, XML or text. It stays in the list but will not be read.',
      ],
      label: 'format.unknown',
    },
    {
      case: 'empty file',
      file: { ...base, sizeBytes: 0, phase: 'read', format: 'unknown' },
      lines: ['Empty file (0 bytes): there is nothing to read, so it is skipped.'],
      label: 'format.empty',
    },
    {
      case: '200 MB file while reading',
      file: {
        ...base,
        sizeBytes: 209_715_200,
        bytesRead: 1_048_576,
        phase: 'reading',
        format: 'xml',
      },
      lines: [
        'Large file (210 MB): read in the background, one slice at a time; the page stays usable and you can cancel.',
        'XML: read as a sitemap, a sitemap index or a feed.',
        'Reading: 1 MB of 210 MB.',
      ],
      label: 'format.xml',
    },
    {
      case: 'a sitemap the site answered 404 for',
      file: siteFileWith(
        createProblem('fetch-failed', 0, 0, {
          failure: 'http_status',
          status: 404,
          landed: '—',
          bytes: 0,
          errorCode: '—',
        }),
      ),
      lines: ['Could not be fetched: the server answered HTTP 404'],
      label: 'format.unfetched',
    },
    {
      case: "a child the saved run's --skip left out",
      file: siteFileWith(
        createProblem('index-child-left-out', 0, 0, { option: 'skip', patterns: '*tags*' }),
      ),
      lines: ['Left out by --skip *tags*'],
      label: 'format.leftOut',
    },
    {
      case: 'queued',
      file: { ...base, sizeBytes: 5, phase: 'queued' },
      lines: ['Waiting to be read…'],
      label: 'format.pending',
    },
    {
      case: 'unreadable',
      file: {
        ...base,
        sizeBytes: 5,
        phase: 'failed',
        error: { code: 'read-failed', message: 'NotReadableError' },
      },
      lines: [
        'Could not be read: the browser could not read the file (NotReadableError). Other files are not affected.',
      ],
      label: 'format.pending',
    },
  ])('$case', ({ file, lines, label }) => {
    expect(fileStatusLines(file, translator).map((line) => line.text)).toEqual(lines);
    expect(formatLabelKey(file)).toBe(label);
  });
});

test('a failed or cancelled file leaves the others intact, and late progress is ignored', () => {
  const actions: InputFilesAction[] = [
    {
      type: 'added',
      files: [
        { inputId: 'a', name: 'a.xml', sizeBytes: 10, origin: 'upload' },
        { inputId: 'b', name: 'b.gz', sizeBytes: 20, origin: 'upload' },
      ],
    },
    { type: 'progress', inputId: 'a', bytesRead: 5, format: 'xml' },
    { type: 'failed', inputId: 'a', code: 'cancelled', message: 'Cancelled' },
    { type: 'progress', inputId: 'a', bytesRead: 10 },
    { type: 'opened', file: { inputId: 'b', name: 'b.gz', sizeBytes: 20, format: 'gzip' } },
  ];
  const files = actions.reduce(inputFilesReducer, []);
  expect(files.map((file) => [file.inputId, file.phase, file.bytesRead, file.format])).toEqual([
    ['a', 'cancelled', 5, 'xml'],
    ['b', 'read', 20, 'gzip'],
  ]);
  expect(
    inputFilesReducer(files, { type: 'removed', inputId: 'a' }).map((file) => file.inputId),
  ).toEqual(['b']);
});

describe("the worker's problem count replaces the reports' sum once it has answered", () => {
  const read: InputFile = {
    ...base,
    name: 'sitemap_index.xml',
    sizeBytes: 509,
    phase: 'read',
    format: 'xml',
    opened: {
      inputId: 'f',
      name: 'sitemap_index.xml',
      sizeBytes: 509,
      format: 'xml',
      documents: [
        {
          documentId: asDocumentId(0),
          inputId: 'f',
          name: 'sitemap_index.xml',
          format: 'xml',
          kind: 'sitemapindex',
          bytes: 509,
          inflatedBytes: 509,
          urls: 0,
          sitemaps: 3,
          lastmod: { present: 0, distinct: 0 },
          problems: [],
        },
      ],
    },
  };
  test.each([
    [undefined, 'Sitemap index: 3 sitemaps listed, 0 problems'],
    [1, 'Sitemap index: 3 sitemaps listed, 1 problem'],
  ])('count %s', (count, line) => {
    expect(fileStatusLines(read, translator, count).map((l) => l.text)).toContain(line);
  });
});

test('a file refused or cut short says why in the list: the first problem of each such code', () => {
  const problem = (code: ProblemCode, bytes: number) => createProblem(code, 0, 0, { bytes });
  const file: InputFile = {
    ...base,
    sizeBytes: 300,
    phase: 'read',
    format: 'gzip',
    opened: {
      inputId: 'f',
      name: 'bomb.xml.gz',
      sizeBytes: 300,
      format: 'gzip',
      documents: [
        {
          documentId: asDocumentId(0),
          inputId: 'f',
          name: 'bomb.xml.gz',
          format: 'gzip',
          kind: 'urlset',
          bytes: 300,
          inflatedBytes: 268_435_456,
          urls: 1,
          sitemaps: 0,
          lastmod: { present: 0, distinct: 0 },
          problems: [
            problem('too-large', 52_428_801),
            problem('inflate-limit', 268_435_456),
            problem('inflate-limit', 1),
          ],
        },
      ],
    },
  };
  expect(fileStatusLines(file, translator).map((line) => line.text)).toEqual([
    'gzip-compressed: decompressed, then the sitemap inside is read.',
    'Sitemap: 1 URL, 3 problems',
    'Decompression stopped at 268,435,456 bytes (safety limit); the rest was not read',
  ]);
});

const read = (fields: Partial<InputFile>, documents: SessionDocumentReport[]): InputFile => ({
  ...base,
  sizeBytes: 1_000_000,
  bytesRead: 1_000_000,
  phase: 'read',
  ...fields,
  opened: {
    inputId: 'f',
    name: 'x',
    sizeBytes: 1_000_000,
    format: fields.format ?? 'xml',
    documents,
  },
});

const report = (fields: Partial<SessionDocumentReport>): SessionDocumentReport => ({
  name: 'x',
  format: 'xml',
  kind: 'urlset',
  bytes: 100,
  inflatedBytes: 100,
  urls: 0,
  sitemaps: 0,
  lastmod: { present: 0, distinct: 0 },
  problems: [],
  documentId: asDocumentId(1),
  inputId: 'f',
  ...fields,
});

const problem = (
  severity: 'info' | 'warning' | 'error',
): SessionDocumentReport['problems'][number] => ({
  code: 'no-groups',
  severity,
  line: 1,
  column: 1,
});

describe('labels that tell the truth', () => {
  test('a tar.gz of three files says so, not "the sitemap inside"', () => {
    const file = read({ format: 'gzip' }, [
      report({ name: 'x.tar.gz/a.xml', urls: 3 }),
      report({ name: 'x.tar.gz/b.xml', urls: 4 }),
      report({ name: 'x.tar.gz/robots.txt', kind: 'robots', format: 'text' }),
      report({ name: 'x.tar.gz', kind: 'archive', format: 'gzip' }),
    ]);
    expect(fileStatusLines(file, translator).map((line) => line.text)).toEqual([
      'tar.gz archive of 3 files: each file inside is read on its own.',
      'archive of 3 files: 7 URLs, 0 problems',
    ]);
    expect(formatLabelKey(file)).toBe('format.tarGz');
  });

  test.each<[string, Partial<InputFile>, string]>([
    [
      'plain XML: no inflation',
      { format: 'xml', inflatedBytes: 0, urls: 12 },
      '1 MB read, 12 URLs found',
    ],
    [
      'gzip: inflated',
      { format: 'gzip', inflatedBytes: 9_000_000, urls: 1 },
      '1 MB read, 9 MB inflated, 1 URL found',
    ],
  ])('while reading, %s', (_, fields, line) => {
    const file: InputFile = {
      ...base,
      sizeBytes: 2_000_000,
      bytesRead: 1_000_000,
      phase: 'reading',
      ...fields,
    };
    expect(fileStatusLines(file, translator).map((l) => l.text)).toContain(line);
  });

  test.each<[string, SessionDocumentReport['problems'], string]>([
    ['only Info problems: not red, not yellow', [problem('info'), problem('info')], 'info'],
    ['a warning among Info', [problem('info'), problem('warning')], 'warning'],
    ['an error', [problem('warning'), problem('error')], 'error'],
  ])('robots.txt says what it has, coloured by the worst severity: %s', (_, problems, tone) => {
    const file = read({ format: 'text' }, [
      report({
        kind: 'robots',
        format: 'text',
        sitemaps: 1,
        robots: { groups: 3, rules: 14 },
        problems,
      }),
    ]);
    const [, result] = fileStatusLines(file, translator);
    expect(result).toEqual({
      text: `robots.txt: 3 groups, 14 rules, 1 sitemap, ${problems.length} problems`,
      tone,
    });
  });
});

test("a reading problem under the file is in the reader's language, detail included", () => {
  const malformed = createProblem('xml-malformed', 3, 40, {
    reason: 'raw-ampersand',
    detail: 'unescaped & (write &amp;)',
  });
  const file = read({ format: 'xml' }, [report({ urls: 53, problems: [malformed] })]);
  expect(fileStatusLines(file, translator).map((line) => line.text)).toContain(
    'Malformed XML: unescaped & (write &amp;)',
  );
  expect(fileStatusLines(file, createTranslator('ja')).map((line) => line.text)).toContain(
    'XML の形式が正しくありません: エスケープされていない &（&amp; と書いてください）',
  );
});

test("a reading problem of an archive's member names the member, in each language", () => {
  const malformed = createProblem('xml-malformed', 3, 40, {
    reason: 'raw-ampersand',
    detail: 'unescaped & (write &amp;)',
  });
  const file = read({ format: 'zip' }, [
    report({ name: 'site.zip/blog/good.xml', urls: 5, parentDocumentId: asDocumentId(0) }),
    report({
      name: 'site.zip/blog/bad.xml',
      urls: 2,
      problems: [malformed],
      parentDocumentId: asDocumentId(0),
    }),
    report({ name: 'site.zip', kind: 'archive', format: 'zip', documentId: asDocumentId(0) }),
  ]);
  expect(fileStatusLines(file, translator).map((line) => line.text)).toContain(
    'blog/bad.xml: Malformed XML: unescaped & (write &amp;)',
  );
  const zh = fileStatusLines(file, createTranslator('zh')).map((line) => line.text);
  expect(zh.some((text) => text.startsWith('blog/bad.xml：'))).toBe(true);
});

test('an HTML page read as a sitemap: the card says so once', () => {
  const file = read({ format: 'xml' }, [
    report({
      kind: 'unknown',
      problems: [createProblem('html-page', 1, 1, { title: '404 Not Found' })],
    }),
  ]);
  const lines = fileStatusLines(file, translator).map((line) => line.text);
  expect(lines.slice(1)).toEqual([
    'Not a sitemap: 0 URLs, 1 problem',
    'This is an HTML page (title: 404 Not Found), not a sitemap',
  ]);
});

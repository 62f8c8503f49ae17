/**
 * Crawl exports that are odd rather than hostile, each with its message: broken quoting (one
 * cell with text after its closing quote used to swallow the rest of the file without a
 * word), an encoding other than UTF-8, an empty file, and a table past its byte cap. Each
 * is read whole and cut into small chunks, so the encoding guess and the quote recovery are
 * also tested across chunk edges.
 */
import { describe, expect, test } from 'vitest';
import { readCrawlBytes } from '../../src/core/crawl/crawl-file';
import { DEFAULT_CRAWL_LIMITS, MAX_BAD_QUOTE_ROWS } from '../../src/core/crawl/crawl-reader';
import { CRAWL_BYTES_PER_ROW } from '../../src/core/crawl/crawl-table';
import { problemMessage } from '../../src/messages/problem-texts';

const HEADER = 'Address,Status Code,Title 1';
const row = (i: number, title = `Page ${i}`) => `https://e.com/p${i},200,${title}`;
const rows = (count: number, odd: Record<number, string> = {}) =>
  [HEADER, ...Array.from({ length: count }, (_, i) => odd[i] ?? row(i))].join('\n') + '\n';
const utf8 = (text: string) => new TextEncoder().encode(text);
/** Latin-1 bytes, one per character (every character here is below U+0100). */
const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

interface OddCase {
  name: string;
  bytes: Uint8Array;
  maxTableBytes?: number;
  /** Data rows read and URLs kept. */
  rows: number;
  urls: number;
  problems: [code: string, line: number][];
  /** Words the English message must have. */
  message?: RegExp;
}

const cases: OddCase[] = [
  {
    name: 'text after a closing quote (no other quote in the file)',
    bytes: utf8(rows(1001, { 0: row(0, '"Sale" - 50% off') })),
    rows: 1001,
    urls: 1001,
    problems: [['crawl-bad-quotes', 2]],
    message: /^Broken quoting at line 2 /,
  },
  {
    name: 'a quote never closed, in the last row',
    bytes: utf8(rows(5) + 'https://e.com/last,200,"unclosed\n'),
    rows: 6,
    urls: 6,
    problems: [['crawl-bad-quotes', 7]],
  },
  {
    name: 'two broken rows, the URL cell quoted whole',
    bytes: utf8(rows(20, { 3: '"https://e.com/p3",200,"a" b', 9: row(9, '"x"y') })),
    rows: 20,
    urls: 20,
    problems: [
      ['crawl-bad-quotes', 5],
      ['crawl-bad-quotes', 11],
    ],
  },
  {
    name: 'broken quoting on every row: reading stops, saying where and how much was read',
    bytes: utf8(
      rows(
        MAX_BAD_QUOTE_ROWS + 20,
        Object.fromEntries(
          Array.from({ length: MAX_BAD_QUOTE_ROWS + 20 }, (_, i) => [i, row(i, '"a"b')]),
        ),
      ),
    ),
    rows: MAX_BAD_QUOTE_ROWS,
    urls: MAX_BAD_QUOTE_ROWS,
    problems: [
      ...Array.from(
        { length: MAX_BAD_QUOTE_ROWS },
        (_, i) => ['crawl-bad-quotes', i + 2] as [string, number],
      ),
      ['crawl-malformed', MAX_BAD_QUOTE_ROWS + 2],
    ],
  },
  {
    name: 'Latin-1 (windows-1252) from the start',
    bytes: latin1(`${HEADER}\nhttps://e.com/caf\u00e9,200,Caf\u00e9\nhttps://e.com/b,200,B\n`),
    rows: 2,
    urls: 2,
    problems: [['crawl-not-utf8', 2]],
    message: /read as windows-1252/,
  },
  {
    name: 'UTF-8, with one byte that is not, past the first 64 KiB',
    bytes: (() => {
      const head = utf8(rows(3000));
      const tail = latin1('https://e.com/caf\u00e9,200,x\n');
      const bytes = new Uint8Array(head.length + tail.length);
      bytes.set(head);
      bytes.set(tail, head.length);
      return bytes;
    })(),
    rows: 3001,
    urls: 3001,
    problems: [['crawl-not-utf8', 3002]],
    message: /not UTF-8 at line 3002: they were read as \uFFFD/,
  },
  { name: 'empty', bytes: new Uint8Array(0), rows: 0, urls: 0, problems: [['crawl-empty', 1]] },
  {
    name: 'blank lines only',
    bytes: utf8('\n\n\n'),
    rows: 0,
    urls: 0,
    problems: [['crawl-empty', 1]],
  },
  {
    name: 'a table past its byte cap',
    bytes: utf8(rows(50)),
    // Room for ten rows of "https://e.com/pN" (16-17 characters).
    maxTableBytes: 10 * (16 + CRAWL_BYTES_PER_ROW),
    rows: 50,
    urls: 10,
    problems: [['crawl-table-full', 12]],
    message:
      /^Memory budget for the crawl reached at this line: 40 rows from here on were not kept/,
  },
];

describe.each([
  ['whole', 1 << 20],
  ['in 7-byte chunks', 7],
])('odd crawl exports, read %s', (_how, chunkBytes) => {
  test.each(cases.map((c) => [c.name, c] as const))('%s', (_name, odd) => {
    const limits = { ...DEFAULT_CRAWL_LIMITS, maxTableBytes: odd.maxTableBytes ?? 1 << 30 };
    const file = readCrawlBytes(odd.bytes, undefined, limits, chunkBytes);
    expect(file.problems.map((p) => [p.code, p.line])).toEqual(odd.problems);
    expect([file.rows, file.table.size]).toEqual([odd.rows, odd.urls]);
    const messages = file.problems.map((p) => problemMessage(p, 'en'));
    for (const message of messages) expect(message).not.toMatch(/\{\w+\}/);
    if (odd.message) expect(messages[0]).toMatch(odd.message);
  });
});

test('a Latin-1 export joins by its real characters', () => {
  const file = readCrawlBytes(latin1(`${HEADER}\nhttps://e.com/caf\u00e9,200,x\n`));
  expect(file.table.urls).toEqual(['https://e.com/caf%C3%A9']);
});

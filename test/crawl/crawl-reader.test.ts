/**
 * Reading crawl exports: delimiters, BOM, quoted newlines, line numbers, and hostile files
 * (a very long line, binary, a quote left open), table-driven.
 */
import { describe, expect, it } from 'vitest';
import { CrawlFile, readCrawlBytes } from '../../src/core/crawl/crawl-file';
import { CrawlReader } from '../../src/core/crawl/crawl-reader';
import { problemMessage } from '../../src/messages/problem-texts';
import type { Locale } from '../../src/messages/locale';

const encoder = new TextEncoder();

function rowsOf(text: string, chunkBytes = 7, maxRecordChars = 1 << 20) {
  const rows: { cells: string[]; line: number }[] = [];
  const reader = new CrawlReader(
    { onRow: (cells, line) => rows.push({ cells, line }) },
    { maxRecordChars, maxRows: 1000 },
  );
  const bytes = encoder.encode(text);
  for (let at = 0; at < bytes.length; at += chunkBytes)
    reader.push(bytes.subarray(at, at + chunkBytes));
  reader.end();
  return {
    rows,
    problems: reader.problems.map((p) => [p.code, p.line]),
    messages: (['en', 'ja', 'zh'] as Locale[]).flatMap((locale) =>
      reader.problems.map((p) => problemMessage(p, locale)),
    ),
    delimiter: reader.delimiter,
  };
}

describe('CrawlReader', () => {
  it.each([
    ['comma', 'Address,Status Code\nhttps://e.com/a,200\n', ','],
    ['tab', 'Address\tStatus Code\nhttps://e.com/a\t200\n', '\t'],
    ['semicolon', 'Address;Status Code\nhttps://e.com/a;200\n', ';'],
    ['CRLF', 'Address,Status Code\r\nhttps://e.com/a,200\r\n', ','],
    ['BOM', '\uFEFFAddress,Status Code\nhttps://e.com/a,200', ','],
    ['quoted', '"Address","Status Code"\n"https://e.com/a","200"\n', ','],
  ])('reads %s', (_name, text, delimiter) => {
    const read = rowsOf(text);
    expect(read.delimiter).toBe(delimiter);
    expect(read.rows.map((row) => row.cells)).toEqual([
      ['Address', 'Status Code'],
      ['https://e.com/a', '200'],
    ]);
    expect(read.problems).toEqual([]);
  });

  it.each([
    ['utf-16le with its BOM', true, '\uFEFF'],
    ['utf-16be with its BOM', false, '\uFEFF'],
    // Without one, the zero byte beside each ASCII character tells UTF-16 from a binary.
    ['utf-16le without a BOM', true, ''],
    ['utf-16be without a BOM', false, ''],
  ])('reads Excel\'s "Unicode text" (%s)', (_encoding, isLittleEndian, bom) => {
    const text = `${bom}Address\tStatus Code\r\nhttps://e.com/é\t200\r\n`;
    const bytes = new Uint8Array(text.length * 2);
    const view = new DataView(bytes.buffer);
    for (let i = 0; i < text.length; i++) view.setUint16(i * 2, text.charCodeAt(i), isLittleEndian);
    const rows: string[][] = [];
    const reader = new CrawlReader({ onRow: (cells) => rows.push(cells) });
    for (let at = 0; at < bytes.length; at += 5) reader.push(bytes.subarray(at, at + 5));
    reader.end();
    expect(reader.problems).toEqual([]);
    expect(rows).toEqual([
      ['Address', 'Status Code'],
      ['https://e.com/é', '200'],
    ]);
  });

  it('keeps newlines and quotes inside quoted cells, and the lines rows start on', () => {
    const read = rowsOf(
      'Address,Title 1\nhttps://e.com/a,"two\nlines, ""quoted"""\nhttps://e.com/b,x\n',
      3,
    );
    expect(read.rows).toEqual([
      { cells: ['Address', 'Title 1'], line: 1 },
      { cells: ['https://e.com/a', 'two\nlines, "quoted"'], line: 2 },
      { cells: ['https://e.com/b', 'x'], line: 4 },
    ]);
  });

  it.each([
    [
      'a line longer than the cap',
      `Address\nhttps://e.com/${'a'.repeat(5000)}\nhttps://e.com/b\n`,
      [['crawl-record-too-long', 2]],
    ],
    [
      'a quote left open',
      `Address\n"https://e.com/${'a'.repeat(5000)}\nhttps://e.com/b\n`,
      [
        ['crawl-bad-quotes', 2],
        ['crawl-record-too-long', 2],
      ],
    ],
    ['NUL bytes', 'Address\nhttps://e.com/a\u0000\u0000\n', [['crawl-binary', 1]]],
    [
      'mostly control characters',
      '\u0001\u0002\u0003\u0004\u0005PK\u0003\u0004',
      [['crawl-binary', 1]],
    ],
  ])('survives %s', (_name, text, problems) => {
    const read = rowsOf(text, 512, 1000);
    expect(read.problems).toEqual(problems);
    expect(read.rows.length).toBeLessThanOrEqual(2);
    // Every argument of the messages filled (a template's `{line}` is a param, not the position).
    for (const message of read.messages) expect(message).not.toMatch(/\{\w+\}/);
  });

  it('never holds a long line whole: 64 MiB of one line keeps at most the cap', () => {
    const reader = new CrawlReader({ onRow: () => {} }, { maxRecordChars: 1 << 20, maxRows: 10 });
    reader.push(encoder.encode('Address\nhttps://e.com/'));
    const chunk = encoder.encode('a'.repeat(1 << 20));
    for (let i = 0; i < 64; i++) reader.push(chunk);
    reader.push(encoder.encode('\nhttps://e.com/b\n'));
    reader.end();
    expect(reader.problems.map((p) => p.code)).toEqual(['crawl-record-too-long']);
    expect(reader.rows).toBe(2 + 0);
  });

  // The cap counts data rows, as the message says ("Only the first {max} rows"): a file read
  // to it has exactly that many, the header aside. A small cap stands for the 5,000,000.
  it.each([
    [4, 4, []],
    [5, 5, []],
    [6, 5, [['crawl-too-many-rows', 7]]],
    [20, 5, [['crawl-too-many-rows', 7]]],
  ])('%i data rows under a cap of 5: %i read', (dataRows, read, problems) => {
    const text =
      'Address,Status Code\n' +
      Array.from({ length: dataRows }, (_, i) => `https://e.com/${i},200`).join('\n');
    const file = readCrawlBytes(encoder.encode(text), undefined, {
      maxRecordChars: 1000,
      maxRows: 5,
      maxTableBytes: 1 << 20,
    });
    expect(file.rows).toBe(read);
    expect(file.table.size).toBe(read);
    expect(file.problems.map((p) => [p.code, p.line])).toEqual(problems);
  });
});

describe('CrawlFile: shapes and the mapping of an unknown header', () => {
  it('asks for a mapping and stops when the header is unknown', () => {
    const file = readCrawlBytes(encoder.encode('Page link,HTTP,Robots\nhttps://e.com/a,200,\n'));
    expect(file.table.needsMapping).toBe(true);
    expect(file.table.header).toEqual(['Page link', 'HTTP', 'Robots']);
    expect(file.problems.map((p) => [p.code, p.params])).toEqual([
      ['crawl-unknown-columns', { columns: 'Page link, HTTP, Robots' }],
    ]);
  });

  it('reads it with the mapping the user picked', () => {
    const file = new CrawlFile({ url: 'Page link', status: 'HTTP', indexability: 'Indexable?' });
    file.push(
      encoder.encode(
        'Page link,HTTP,Indexable?\nhttps://e.com/a,200,yes\nhttps://e.com/b,404,no\nnot a url,200,yes\n',
      ),
    );
    file.end();
    expect(file.table.shape).toBe('mapped');
    expect([file.table.verdictOf(0), file.table.verdictOf(1)]).toEqual([
      'indexable',
      'client-error',
    ]);
    expect(file.problems.map((p) => [p.code, p.line])).toEqual([['crawl-bad-url', 4]]);
  });

  it.each([
    ['screaming-frog', 'Address,Content Type,Status Code,Indexability,Indexability Status'],
    ['sitebulb', 'URL,HTTP Status Code,Indexable,Indexable Status,Canonical URL'],
    ['sitebulb', '"URL","Noindex","Nofollow","Canonical URL",'],
    ['search-console', 'URL,Last crawled'],
    ['search-console', 'URL,Reason,Last crawled'],
  ])('recognises %s: %s', (shape, header) => {
    expect(readCrawlBytes(encoder.encode(`${header}\n`)).table.shape).toBe(shape);
  });
});

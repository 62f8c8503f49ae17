import { describe, expect, test } from 'vitest';
import { entry, storeOf } from '../../../test/analysis/store-fixture';
import { LastmodPrecision } from '../sitemap/sitemap-entry';
import { csvField, exportRows, guardFormula, tsvField } from './export-rows';
import { query } from './url-query';
import { columnCells } from '../analyses/row-column';
import { robotsRowColumn } from '../robots/analyses/robots-row-column';

describe('cells', () => {
  test.each([
    ['https://a.com/x', 'https://a.com/x', 'https://a.com/x'],
    ['a,b', '"a,b"', 'a,b'],
    ['say "hi"', '"say ""hi"""', 'say "hi"'],
    ['line\nbreak', '"line\nbreak"', 'line break'],
    ['tab\there', 'tab\there', 'tab here'],
    ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"', '\'=HYPERLINK("http://evil")'],
    ['+1', "'+1", "'+1"],
    ['-1', "'-1", "'-1"],
    ['@SUM(A1)', "'@SUM(A1)", "'@SUM(A1)"],
    ['', '', ''],
  ])('%j → csv %j, tsv %j', (cell, csv, tsv) => {
    expect(csvField(cell)).toBe(csv);
    expect(tsvField(cell)).toBe(tsv);
  });

  test('only a leading character triggers the guard', () => {
    expect(guardFormula('a=b')).toBe('a=b');
  });
});

describe('exportRows', () => {
  const store = storeOf({
    'a.xml': [
      entry('https://a.com/b', {
        line: 4,
        lastmodMs: Date.UTC(2024, 4, 1),
        lastmodPrecision: LastmodPrecision.day,
        changefreq: 'daily',
        priority: 0.8,
        images: 2,
      }),
      entry('https://a.com/a,"quoted"', { line: 9 }),
      entry('=cmd|calc', { line: 12 }),
    ],
    'b.xml': ['https://a.com/b'],
  });
  const view = query(store, { sort: { column: 'loc' }, filter: {} });

  test('CSV: header, RFC 4180 quoting, CRLF, formula guard, all columns', () => {
    const csv = [...exportRows(store, view, 'csv')].join('');
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFurl,lastmod,changefreq,priority,file,line,images,videos,alternates,occurrences,problems',
      "'=cmd|calc,,,,a.xml,12,0,0,0,1,", // "=" sorts before "h"
      '"https://a.com/a,""quoted""",,,,a.xml,9,0,0,0,1,',
      'https://a.com/b,2024-05-01,daily,0.8,a.xml,4,2,0,0,2,',
      'https://a.com/b,,,,b.xml,1,0,0,0,2,duplicate-url',
      '',
    ]);
  });

  test('a robots column follows the others when the view is checked against a robots.txt', () => {
    const verdicts = ['allowed', 'blocked', 'not-covered'];
    const csv = [
      ...exportRows(store, view, 'csv', 10, {
        columns: [
          columnCells(robotsRowColumn, (row) => ({
            verdict: verdicts[row % 3],
            line: 0,
            byStatus: false,
          })),
        ],
      }),
    ].join('');
    const lines = csv.split('\r\n');
    expect(lines[0].endsWith(',problems,robots')).toBe(true);
    for (const line of lines.slice(1, -1)) expect(line).toMatch(/,(allowed|blocked|not-covered)$/);
  });

  test('TSV: tabs, LF', () => {
    const tsv = [...exportRows(store, view, 'tsv')].join('');
    expect(tsv.split('\n')[3]).toBe(
      'https://a.com/b\t2024-05-01\tdaily\t0.8\ta.xml\t4\t2\t0\t0\t2\t',
    );
  });

  test('URL list: one URL a line, no guard, line breaks encoded', () => {
    const withBreak = storeOf({ 'a.xml': ['https://a.com/x\ny', '=x'] });
    const urls = [...exportRows(withBreak, query(withBreak, { filter: {} }), 'urls')].join('');
    expect(urls).toBe('https://a.com/x%0Ay\n=x\n');
  });

  test('exports only the filtered rows, in chunks of the given size', () => {
    const filtered = query(store, {
      sort: { column: 'loc', descending: true },
      filter: { text: 'a.com/b' },
    });
    const chunks = [...exportRows(store, filtered, 'urls', 1)];
    // The URL list names a URL listed twice once.
    expect(chunks).toEqual(['https://a.com/b\n']);
    const csvChunks = [...exportRows(store, view, 'csv', 2)];
    expect(csvChunks.length).toBe(3); // header + 1 row, 2 rows, 1 row
  });
});

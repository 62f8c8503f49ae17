import { describe, expect, test } from 'vitest';
import type { DocumentId, RowId } from '../../core/ids';
import type { UrlRowView } from '../../worker/protocol/rows';
import { isSameRow } from './same-row';

const row: UrlRowView = {
  loc: 'https://www.example.com/a',
  lastmodMs: 1_700_000_000_000,
  lastmodText: '2023-11-14',
  priority: NaN,
  inputId: 'input-1',
  images: 0,
  alternates: 2,
  problems: 1,
  row: 7 as RowId,
  documentId: 3 as DocumentId,
  file: 'sitemap.xml',
  line: 12,
  column: 5,
  problemCodes: ['lastmod-in-future'],
  robotsVerdict: 'allowed',
  robotsLine: 0,
  crawl: { status: 200, verdict: 'indexable' },
  change: 'unchanged',
  earlierLastmodText: '2023-11-14',
};

describe('isSameRow', () => {
  test('a new answer with equal values (lists and crawl facts built anew) is the same row', () => {
    const again: UrlRowView = {
      ...row,
      problemCodes: [...row.problemCodes],
      crawl: { status: 200, verdict: 'indexable' },
    };
    expect(isSameRow(row, again)).toBe(true);
  });

  // Each field the table shows, changed alone: the row must render again. `crawl`, `change`,
  // `earlierLastmodText` and `robotsByStatus` were once missed by a hand-kept field list.
  test.each<[string, Partial<UrlRowView>]>([
    ['loc', { loc: 'https://www.example.com/b' }],
    ['lastmodText', { lastmodText: '2023-11-15' }],
    ['changefreq added', { changefreq: 'daily' }],
    ['priority', { priority: 0.5 }],
    ['file', { file: 'other.xml' }],
    ['line (the file cell title)', { line: 13 }],
    ['images', { images: 1 }],
    ['alternates', { alternates: 3 }],
    ['problems', { problems: 2 }],
    ['problemCodes (the problems cell title)', { problemCodes: ['loc-not-absolute'] }],
    ['robotsVerdict', { robotsVerdict: 'blocked' }],
    ['robotsLine', { robotsLine: 4 }],
    ['robotsByStatus', { robotsByStatus: true }],
    ['crawl status', { crawl: { status: 404, verdict: 'indexable' } }],
    ['crawl verdict', { crawl: { status: 200, verdict: 'noindex' } }],
    ['crawl target', { crawl: { status: 200, verdict: 'indexable', target: 'https://x/' } }],
    ['change', { change: 'lastmod-changed' }],
    ['earlierLastmodText', { earlierLastmodText: '2023-01-01' }],
  ])('%s differs: not the same row', (_name, changed) => {
    expect(isSameRow(row, { ...row, ...changed })).toBe(false);
    expect(isSameRow({ ...row, ...changed }, row)).toBe(false);
  });

  test.each<[string, keyof UrlRowView]>([
    ['crawl', 'crawl'],
    ['change', 'change'],
    ['earlierLastmodText', 'earlierLastmodText'],
    ['robotsVerdict', 'robotsVerdict'],
  ])('%s gone (its input removed): not the same row', (_name, field) => {
    const without: Partial<UrlRowView> = { ...row };
    delete without[field];
    expect(isSameRow(row, without as UrlRowView)).toBe(false);
  });

  test('NaN equals NaN (a row without priority stays the same row)', () => {
    expect(isSameRow(row, { ...row })).toBe(true);
  });
});

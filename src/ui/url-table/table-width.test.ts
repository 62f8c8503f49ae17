import { describe, expect, test } from 'vitest';
import { tableMinWidth, URL_MIN_SHARE } from './table-width';

const url = (widthPx: number) => ({ isUrl: true, widthPx });
const other = (widthPx: number) => ({ isUrl: false, widthPx });

describe('tableMinWidth', () => {
  test.each([
    ['few columns: the sum of their widths', [url(240), other(120), other(100)], 460],
    // 1,200 px of other columns (snapshot, crawl): the URL keeps 40 % of 2,000 px.
    [
      'many columns: wide enough for the URL to keep its share',
      [url(240), other(600), other(600)],
      2000,
    ],
    ['no URL column: the sum', [other(600), other(600)], 1200],
  ])('%s', (_name, columns, width) => {
    expect(tableMinWidth(columns)).toBe(width);
    const others = columns.filter((column) => !column.isUrl).reduce((sum, c) => sum + c.widthPx, 0);
    if (columns.some((column) => column.isUrl))
      expect((width - others) / width).toBeGreaterThanOrEqual(URL_MIN_SHARE);
  });
});

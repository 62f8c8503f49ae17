import { describe, expect, test } from 'vitest';
import { tableMinWidth } from './table-width';

const url = (widthPx: number) => ({ isUrl: true, widthPx });
const other = (widthPx: number) => ({ isUrl: false, widthPx });

describe('tableMinWidth', () => {
  test.each([
    ['few columns at 1440: the sum of their widths', [url(240), other(120), other(100)], 1400, 460],
    // 1,200 px of other columns (snapshot, crawl): the URL keeps 40 % of 2,000 px.
    [
      'many columns at 1440: wide enough for the URL to keep 40 %',
      [url(240), other(600), other(600)],
      1400,
      2000,
    ],
    // On a phone the URL column is widened to at most 60 % of the box: 222 px < its own 240.
    [
      'many columns at 390: the URL keeps its own width',
      [url(240), other(600), other(600)],
      370,
      1440,
    ],
    ['a column the user widened stays as wide', [url(900), other(600), other(600)], 1400, 2100],
    ['no URL column: the sum', [other(600), other(600)], 1400, 1200],
  ])('%s', (_name, columns, boxPx, width) => {
    expect(tableMinWidth(columns, boxPx)).toBe(width);
  });
});

/**
 * How wide the URL table is at least. The URL column takes the room the other columns leave
 * (`1fr`), so with the snapshot's and the crawl's columns shown it shrank to its 240 px
 * minimum at 1440 px and every URL read the same. The table is made at least wide enough for
 * the URL column to keep `URL_MIN_SHARE` of it; past the window it scrolls sideways, and the
 * other columns keep their widths, their values whole.
 */

/** The URL column's least share of the table's width. */
export const URL_MIN_SHARE = 0.4;

/** The table's minimum width in px, from each shown column's width (`isUrl`: the URL column). */
export function tableMinWidth(columns: readonly { isUrl: boolean; widthPx: number }[]): number {
  let total = 0;
  let others = 0;
  let hasUrl = false;
  for (const { isUrl, widthPx } of columns) {
    total += widthPx;
    if (isUrl) hasUrl = true;
    else others += widthPx;
  }
  return hasUrl ? Math.max(total, Math.ceil(others / (1 - URL_MIN_SHARE))) : total;
}

/**
 * How wide the URL table is at least. The URL column takes the room the other columns leave
 * (`1fr`), so with the snapshot's and the crawl's columns shown it shrank to its 240 px
 * minimum at 1440 px and every URL read the same. The table is made at least wide enough for
 * the URL column to keep `URL_MIN_SHARE` of it; past the window it scrolls sideways, and the
 * other columns keep their widths, their values whole. What the URL column is given so is at
 * most `URL_MAX_WINDOW_SHARE` of the box the table scrolls in: on a phone a URL column wider
 * than the screen would push every other column out of sight, so there it keeps its own width
 * and its URLs are cut in the middle.
 */

/** The URL column's least share of the table's width. */
export const URL_MIN_SHARE = 0.4;

/** The most of the visible box the URL column is widened to for its share. */
export const URL_MAX_WINDOW_SHARE = 0.6;

/**
 * The table's minimum width in px, from each shown column's width (`isUrl`: the URL column)
 * and the width of the box it scrolls in.
 */
export function tableMinWidth(
  columns: readonly { isUrl: boolean; widthPx: number }[],
  boxPx: number,
): number {
  let total = 0;
  let others = 0;
  let urlPx: number | undefined;
  for (const { isUrl, widthPx } of columns) {
    total += widthPx;
    if (isUrl) urlPx = widthPx;
    else others += widthPx;
  }
  if (urlPx === undefined) return total;
  const forShare = Math.ceil((others * URL_MIN_SHARE) / (1 - URL_MIN_SHARE));
  const url = Math.max(urlPx, Math.min(forShare, Math.floor(boxPx * URL_MAX_WINDOW_SHARE)));
  return others + url;
}

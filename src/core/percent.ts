/**
 * The one percent every figure is shown in, with at most one decimal: the page, the report,
 * the workbook, the problem messages and the command line round alike, so a share reads the
 * same wherever it is read ("33.3 %" here is "33.3 %" there, never "33 %").
 */

/** `part / whole` in percent, at most one decimal; 0 when `whole` is 0. */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

/** A share (0 to 1) in percent, at most one decimal. */
export function sharePercent(share: number): number {
  return Math.round(share * 1000) / 10;
}

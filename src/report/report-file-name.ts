/**
 * The name a report or workbook is saved under: the site's host and the day it was made
 * (`www.example.com-2026-12-07-report.html`), so a consultant's downloads sort by client,
 * then by date, and never two clients' reports land under one sitemap's name. Only letters,
 * digits, `.`, `_` and `-` are kept: a host comes from an untrusted file (a port's `:` is
 * refused in a file name on Windows).
 */

/** `site`: the answer's host, or (with no URL to take one from) the first file's base name. */
export function reportFileName(site: string, takenMs: number, format: 'html' | 'xlsx'): string {
  const safe = site
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
  // The day in UTC, as the report's "Made" line dates it.
  const day = new Date(takenMs).toISOString().slice(0, 10);
  return `${safe || 'sitemaps'}-${day}-report.${format}`;
}

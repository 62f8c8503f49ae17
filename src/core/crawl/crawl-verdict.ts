/**
 * What one crawl row says of its URL: indexable, or why not. Screaming Frog writes the
 * reason in `Indexability Status` ("Client Error", "Redirected", "noindex", "Canonicalised",
 * "Blocked by Robots.txt"); Search Console names it as the issue of the export ("Not found
 * (404)", "Page with redirect", "Excluded by ‘noindex’ tag", "Alternate page with proper
 * canonical tag", "Blocked by robots.txt"), in a reason column when the file has one; its
 * `Table.csv` lists URLs without saying why, and the reason is then the issue its
 * `Metadata.csv` names for them all (`fileReason`, search-console-export.ts), or, without it,
 * `not-indexable` (the export of the indexed pages has the same two columns); Sitebulb
 * answers `Noindex` with Yes or No; other files have only a status code, robots directives
 * and a canonical, from which the same verdict is worked out.
 */
import type { CrawlColumns } from './crawl-columns';
import { normaliseUrl } from './crawl-url';

/** Not indexable, by reason; `not-indexable` is any other (a timeout, "Crawled – not indexed"). */
export const NON_INDEXABLE_REASONS = [
  'client-error',
  'server-error',
  'redirect',
  'noindex',
  'canonicalised',
  'robots-blocked',
  'not-indexable',
] as const;
export type NonIndexableReason = (typeof NON_INDEXABLE_REASONS)[number];
export type CrawlVerdict = 'indexable' | NonIndexableReason;

export interface CrawlRowFacts {
  /** The normalised URL. */
  url: string;
  /** The HTTP status, 0 when the file has none for the row. */
  status: number;
  /** The file says the row is an HTML page (true when the file has no content type). */
  isHtml: boolean;
  verdict: CrawlVerdict;
  /** The normalised redirect target or canonical, for `redirect` and `canonicalised`. */
  target?: string;
}

const NOINDEX = /(^|[\s,])(noindex|none)($|[\s,])/i;

/** Search Console's issues of indexed pages ("Indexed, though blocked by robots.txt", "Page indexed without content"). */
const INDEXED_ISSUE = /^(page )?indexed\b/i;

/** The row's facts, or undefined when its URL cell holds no absolute URL. */
export function crawlRowFacts(
  cells: readonly string[],
  columns: CrawlColumns,
  isSearchConsole: boolean,
  fileReason = '',
): CrawlRowFacts | undefined {
  const cell = (index: number | undefined) =>
    index === undefined ? '' : (cells[index] ?? '').trim();
  const url = normaliseUrl(cell(columns.url));
  if (url === undefined) return undefined;
  const statusText = cell(columns.status);
  const status = /^[0-9]{3}$/.test(statusText) ? Number(statusText) : 0;
  const contentType = columns.contentType === undefined ? undefined : cell(columns.contentType);
  const isHtml =
    contentType === undefined || (contentType === '' && status >= 300) || /html/i.test(contentType);
  const reason = columns.reason === undefined ? fileReason : cell(columns.reason);
  const said = `${cell(columns.indexabilityStatus)} ${reason} ${status === 0 ? statusText : ''}`;
  const facts = (verdict: CrawlVerdict, target?: string): CrawlRowFacts => ({
    url,
    status,
    isHtml,
    verdict,
    ...(target ? { target } : {}),
  });
  if (isSearchConsole && INDEXED_ISSUE.test(reason)) return facts('indexable');
  if (/robots\.txt/i.test(said)) return facts('robots-blocked');
  if ((status >= 300 && status < 400) || /redirect/i.test(said))
    return facts('redirect', normaliseUrl(cell(columns.redirect)));
  if ((status >= 400 && status < 500) || /client error|not found|\b4[0-9]{2}\b/i.test(said))
    return facts('client-error');
  if (status >= 500 || /server error|\b5xx\b|\b5[0-9]{2}\b/i.test(said))
    return facts('server-error');
  if (
    NOINDEX.test(cell(columns.metaRobots)) ||
    NOINDEX.test(cell(columns.xRobotsTag)) ||
    /^(yes|true)$/i.test(cell(columns.noindex)) ||
    /noindex/i.test(said)
  )
    return facts('noindex');
  const canonical = normaliseUrl(cell(columns.canonical));
  if (canonical !== undefined && canonical !== url) return facts('canonicalised', canonical);
  if (/canonical/i.test(said)) return facts('canonicalised');
  if (isSearchConsole) return facts('not-indexable');
  if (/^(non|no$|false$)/i.test(cell(columns.indexability))) return facts('not-indexable');
  if (columns.status !== undefined && status !== 200) return facts('not-indexable');
  return facts('indexable');
}

/**
 * Which column of a crawl export holds what, recognised from its header row: Screaming
 * Frog's `internal_all.csv` and its other tab exports, Sitebulb's URL exports, and Search
 * Console's page indexing drill-down (`Table.csv`). Any other header needs a
 * `CrawlColumnMapping` chosen by the user: the URL column, and optionally the status,
 * indexability and canonical ones.
 *
 * The header names as the vendors write them (read 2026-12-04; test/crawl/samples/ holds a
 * small sample of each with the same sources):
 * - Screaming Frog: `Address`, `Content Type`, `Status Code`, `Status`, `Indexability`,
 *   `Indexability Status`, `Redirect URL` are the SEO Spider user guide's own column lists
 *   (https://www.screamingfrog.co.uk/guides/response-codes/ and /guides/uri/, which name the
 *   type column "Content" where the exports write "Content Type"); `Canonical Link Element 1`,
 *   `Meta Robots 1`, `X-Robots-Tag 1` and the quoting of every cell are from exports
 *   published in public repositories' fixtures (secondary).
 * - Sitebulb: no column list is published by the vendor. `URL` and `HTTP Status Code` (the
 *   `<host>_internal.csv` export) and `URL`, `Noindex`, `Nofollow` (Yes / No), `Canonical
 *   URL` (the `<host>_indexability.csv` export), every cell quoted and every line ending in a
 *   comma, are from fixtures cut from a real export in MLawler-IQ/lvl3-portal
 *   (fixtures/ingest/sitebulb-mini/, secondary). `Indexable` and `Indexable Status` are kept
 *   from the first version of this file and are not confirmed by any source.
 * - Search Console: the Export of a page indexing issue's examples (or of the indexed
 *   pages) is a zip or sheet of `Chart.csv` (`Date`, then counts), `Table.csv` (`URL`,
 *   `Last crawled`: no reason column) and `Metadata.csv` (`Property`, `Value`; its `Issue`
 *   row names the reason), as read in public repositories that parse these exports
 *   (secondary; Search Console Help, "Page indexing report", describes the export but not
 *   its columns). A file with a reason column beside `URL` is still read as Search Console
 *   (a user's merge of several drill-downs).
 */

/**
 * The roles a column can have. `reason` is Search Console's "why not indexed"; `noindex` is a
 * Yes / No column (Sitebulb's); `lastCrawled` is Search Console's date, read for the mapping
 * only (it decides nothing).
 */
export type CrawlRole =
  | 'url'
  | 'status'
  | 'contentType'
  | 'indexability'
  | 'indexabilityStatus'
  | 'canonical'
  | 'metaRobots'
  | 'xRobotsTag'
  | 'redirect'
  | 'reason'
  | 'noindex'
  | 'lastCrawled';

export type CrawlShape = 'screaming-frog' | 'sitebulb' | 'search-console' | 'mapped';

/** Column indexes by role (absent roles are not in the file). */
export type CrawlColumns = Partial<Record<CrawlRole, number>>;

/** What the user picked for an unknown header: header names, as the file spells them. */
export interface CrawlColumnMapping {
  url: string;
  status?: string;
  indexability?: string;
  canonical?: string;
}

/** Header names per role, lower-cased, most specific first. */
const NAMES: Readonly<Record<CrawlRole, readonly string[]>> = {
  url: ['address', 'url', 'page', 'top pages'],
  status: ['status code', 'http status code', 'status_code'],
  contentType: ['content type', 'content-type'],
  indexability: ['indexability', 'indexable'],
  indexabilityStatus: ['indexability status', 'indexable status', 'indexability reason'],
  canonical: ['canonical link element 1', 'canonical url', 'canonical'],
  metaRobots: ['meta robots 1', 'meta robots', 'robots meta'],
  xRobotsTag: ['x-robots-tag 1', 'x-robots-tag', 'x robots tag'],
  redirect: ['redirect url', 'redirects to', 'redirect target', 'final url'],
  reason: ['reason', 'issue', 'why pages aren’t indexed', "why pages aren't indexed", 'coverage'],
  noindex: ['noindex'],
  lastCrawled: ['last crawled'],
};

/** The lower-cased, trimmed header name (a BOM on the first one stripped). */
export function headerName(cell: string): string {
  return cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();
}

/** A header row's shape key: the same file shape gets the same mapping next time. */
export function headerKey(header: readonly string[]): string {
  return header.map(headerName).join('\u001f');
}

function findColumns(names: readonly string[]): CrawlColumns {
  const columns: CrawlColumns = {};
  for (const role of Object.keys(NAMES) as CrawlRole[])
    for (const candidate of NAMES[role]) {
      const index = names.indexOf(candidate);
      if (index >= 0) {
        columns[role] = index;
        break;
      }
    }
  return columns;
}

/** The header's shape and columns when it is a known export, else undefined. */
export function recogniseHeader(
  header: readonly string[],
): { shape: Exclude<CrawlShape, 'mapped'>; columns: CrawlColumns } | undefined {
  const names = header.map(headerName);
  const columns = findColumns(names);
  if (
    names.includes('address') &&
    (columns.status !== undefined || columns.indexability !== undefined)
  )
    return { shape: 'screaming-frog', columns };
  if (!names.includes('url')) return undefined;
  if (
    names.includes('http status code') ||
    (names.includes('noindex') && names.includes('canonical url')) ||
    names.includes('indexable') ||
    names.includes('indexable status')
  )
    return { shape: 'sitebulb', columns };
  if (columns.reason !== undefined || isSearchConsoleTable(names))
    return { shape: 'search-console', columns: pick(columns, ['url', 'reason', 'lastCrawled']) };
  return undefined;
}

/** `Table.csv` of a page indexing export: `URL`, `Last crawled` and nothing else. */
function isSearchConsoleTable(names: readonly string[]): boolean {
  const cells = names.filter((name) => name !== '');
  return cells.length === 2 && cells.includes('url') && cells.includes('last crawled');
}

function pick(columns: CrawlColumns, roles: readonly CrawlRole[]): CrawlColumns {
  const picked: CrawlColumns = {};
  for (const role of roles) if (columns[role] !== undefined) picked[role] = columns[role];
  return picked;
}

/** The columns `mapping` names in `header`; undefined when its URL column is not there. */
export function mappedColumns(
  header: readonly string[],
  mapping: CrawlColumnMapping,
): CrawlColumns | undefined {
  const trimmed = header.map((cell) => cell.replace(/^\uFEFF/, '').trim());
  const at = (name: string | undefined) => {
    if (name === undefined) return undefined;
    const index = trimmed.indexOf(name.trim());
    return index >= 0 ? index : undefined;
  };
  const url = at(mapping.url);
  if (url === undefined) return undefined;
  const columns: CrawlColumns = { url };
  const status = at(mapping.status);
  const indexability = at(mapping.indexability);
  const canonical = at(mapping.canonical);
  if (status !== undefined) columns.status = status;
  if (indexability !== undefined) columns.indexability = indexability;
  if (canonical !== undefined) columns.canonical = canonical;
  return columns;
}

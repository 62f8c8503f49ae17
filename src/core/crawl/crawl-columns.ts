/**
 * Which column of a crawl export holds what, recognised from its header row: Screaming
 * Frog's `internal_all.csv` and Internal › HTML exports, Sitebulb's URL exports and Search
 * Console's page indexing export (the URL and the reason it is not indexed). Any other
 * header needs a `CrawlColumnMapping` chosen by the user: the URL column, and optionally the
 * status, indexability and canonical ones.
 *
 * Sources: Screaming Frog SEO Spider user guide, "Exports" and "Indexability"; Sitebulb
 * "URL Explorer" exports; Search Console Help, "Page indexing report".
 */

/** The roles a column can have. `reason` is Search Console's "why not indexed". */
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
  | 'reason';

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
  if (
    names.includes('url') &&
    (names.includes('http status code') ||
      names.includes('indexable') ||
      names.includes('indexable status'))
  )
    return { shape: 'sitebulb', columns };
  if (names.includes('url') && columns.reason !== undefined)
    return { shape: 'search-console', columns: { url: columns.url, reason: columns.reason } };
  return undefined;
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

/**
 * Whether the first bytes of an input are a crawl export (CSV or TSV with a header row)
 * rather than a sitemap, a URL list or a robots.txt: the page sends such a file to the crawl
 * reader when it is uploaded beside sitemaps. Decided from the text, never the name: a known
 * export's header (crawl-columns.ts), or a header row of at least two cells none of which is
 * a URL, followed by a row with a cell that is one. A text sitemap's first line is a URL; a
 * robots.txt line has no delimiter between `key: value`; XML starts with `<`.
 *
 * Search Console's page indexing export comes as three files: `Table.csv` is the crawl
 * export; `Chart.csv` holds no URL; `Metadata.csv` (`Property`, `Value`) may hold one, the
 * sitemap the report was filtered by, and is not a list of pages (crawl-columns.ts).
 */
import Papa from 'papaparse';
import { recogniseHeader } from './crawl-columns';
import { isSearchConsoleChart, isSearchConsoleMetadata } from './search-console-export';
import { normaliseUrl } from './crawl-url';

/** Enough for a header and a few rows of any export, and little to read for each of a folder of files. */
export const CRAWL_SNIFF_BYTES = 8 * 1024;

/**
 * What the first bytes of a text upload are to the crawl reader: an export, one of the
 * other files of a Search Console export, or anything else.
 */
export function crawlProbeKindOf(
  text: string,
): 'crawl' | 'search-console-metadata' | 'search-console-chart' | 'other' {
  if (looksLikeCrawlExport(text)) return 'crawl';
  const firstLine =
    text
      .replace(/^\uFEFF/, '')
      .trimStart()
      .split(/\r?\n/, 1)[0] ?? '';
  const header = Papa.parse<string[]>(firstLine).data[0] ?? [];
  if (isSearchConsoleMetadata(header)) return 'search-console-metadata';
  if (isSearchConsoleChart(header)) return 'search-console-chart';
  return 'other';
}

export function looksLikeCrawlExport(text: string): boolean {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start === '' || start.startsWith('<') || start.startsWith('\u0000')) return false;
  const lastBreak = start.lastIndexOf('\n');
  const sample = lastBreak > 0 ? start.slice(0, lastBreak + 1) : start;
  const parsed = Papa.parse<string[]>(sample, {
    preview: 20,
    skipEmptyLines: true,
    delimitersToGuess: [',', '\t', ';'],
  });
  const [header, ...rows] = parsed.data;
  if (!header || header.length < 2) return false;
  if (recogniseHeader(header)) return true;
  if (isSearchConsoleMetadata(header) || isSearchConsoleChart(header)) return false;
  if (header.some((cell) => normaliseUrl(cell) !== undefined)) return false;
  return rows.some(
    (row) => row.length >= 2 && row.some((cell) => normaliseUrl(cell) !== undefined),
  );
}

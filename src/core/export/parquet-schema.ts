/**
 * The Parquet file of URL rows: one row per URL entry, the columns of the CSV export as
 * typed columns (Apache Parquet format, LogicalTypes.md), so DuckDB, BigQuery or Spark read
 * timestamps as timestamps and the problem codes as a list. docs/parquet.md mirrors this.
 */
import type { SchemaElement } from 'hyparquet-writer';
import { LastmodPrecision } from '../sitemap/sitemap-entry';

/** One leaf column: its name, what it holds (for the docs) and its schema element. */
interface ParquetColumn {
  name: string;
  description: string;
  elements: SchemaElement[];
}

/** A UTF-8 text column. */
export const utf8Element = (name: string, repetition: 'REQUIRED' | 'OPTIONAL'): SchemaElement => ({
  name,
  type: 'BYTE_ARRAY',
  converted_type: 'UTF8',
  repetition_type: repetition,
});

const int32 = (name: string): SchemaElement => ({
  name,
  type: 'INT32',
  repetition_type: 'REQUIRED',
});

/**
 * LogicalTypes.md: TIMESTAMP_MILLIS is the converted type of an instant adjusted to UTC in
 * milliseconds; both are written so that old and new readers see a UTC instant.
 */
export const timestampElement = (name: string): SchemaElement => ({
  name,
  type: 'INT64',
  converted_type: 'TIMESTAMP_MILLIS',
  logical_type: { type: 'TIMESTAMP', isAdjustedToUTC: true, unit: 'MILLIS' },
  repetition_type: 'OPTIONAL',
});

/** The columns, in file order. `robots` is written only when a robots.txt check is given. */
export const PARQUET_COLUMNS: readonly ParquetColumn[] = [
  { name: 'url', description: 'the `loc` as listed', elements: [utf8Element('url', 'REQUIRED')] },
  {
    name: 'file',
    description: 'the file or archive member (`ARCHIVE/PATH`) that lists it',
    elements: [utf8Element('file', 'REQUIRED')],
  },
  { name: 'line', description: 'line of the `<loc>` in that file', elements: [int32('line')] },
  {
    name: 'lastmod',
    description: 'instant in UTC (ms); null when absent or invalid',
    elements: [timestampElement('lastmod')],
  },
  {
    name: 'lastmod_precision',
    description: 'how much of the date was written: year, month, day, minute, second, fraction',
    elements: [utf8Element('lastmod_precision', 'OPTIONAL')],
  },
  {
    name: 'changefreq',
    description: 'one of the protocol’s words, `invalid` for others; null when absent',
    elements: [utf8Element('changefreq', 'OPTIONAL')],
  },
  {
    name: 'priority',
    description: '0.0–1.0 as written (3 decimals); null when absent or invalid',
    elements: [{ name: 'priority', type: 'DOUBLE', repetition_type: 'OPTIONAL' }],
  },
  { name: 'images', description: '`image:image` entries', elements: [int32('images')] },
  { name: 'videos', description: '`video:video` entries', elements: [int32('videos')] },
  {
    name: 'alternates',
    description: '`xhtml:link rel="alternate"` entries',
    elements: [int32('alternates')],
  },
  {
    name: 'news_publication',
    description: '`news:publication_date` in UTC (ms); null when absent',
    elements: [timestampElement('news_publication')],
  },
  {
    name: 'occurrences',
    description: 'how many times the URL is listed among all files loaded (1 = once)',
    elements: [int32('occurrences')],
  },
  {
    name: 'problems',
    description:
      'problem codes of the row (docs/problem-codes.md): the reader’s, then those the analyses attach to it (a URL robots.txt blocks for Googlebot, an hreflang fault, a crawl finding, a generator’s mistake), as the URL table’s Problems cell; empty list when none',
    // LogicalTypes.md "Lists": the three-level form every reader accepts.
    elements: [
      { name: 'problems', repetition_type: 'REQUIRED', converted_type: 'LIST', num_children: 1 },
      { name: 'list', repetition_type: 'REPEATED', num_children: 1 },
      utf8Element('element', 'REQUIRED'),
    ],
  },
  {
    name: 'hreflang_cluster',
    description:
      'the hreflang cluster of the URL across all files loaded (the same number for the URLs that name each other); null when in none',
    elements: [{ name: 'hreflang_cluster', type: 'INT32', repetition_type: 'OPTIONAL' }],
  },
  {
    name: 'robots',
    description: 'with a robots.txt check only: allowed, blocked or not-covered',
    elements: [utf8Element('robots', 'OPTIONAL')],
  },
  {
    name: 'crawl_status',
    description:
      'with a crawl export only: the HTTP status the crawl got; null when not crawled or none',
    elements: [{ name: 'crawl_status', type: 'INT32', repetition_type: 'OPTIONAL' }],
  },
  {
    name: 'crawl_verdict',
    description:
      'with a crawl export only: indexable, client-error, server-error, redirect, noindex, canonicalised, robots-blocked, not-indexable or not-crawled',
    elements: [utf8Element('crawl_verdict', 'OPTIONAL')],
  },
  {
    name: 'crawl_target',
    description: 'with a crawl export only: the redirect target or the canonical URL, when another',
    elements: [utf8Element('crawl_target', 'OPTIONAL')],
  },
  {
    name: 'change',
    description:
      'with an earlier snapshot loaded only: added, lastmod-changed or unchanged (docs/lastmod.md)',
    elements: [utf8Element('change', 'OPTIONAL')],
  },
];

const CRAWL_COLUMNS = new Set(['crawl_status', 'crawl_verdict', 'crawl_target']);

/** The Parquet schema (root first), with or without the `robots`, `crawl_*` and `change` columns. */
export function parquetSchema(
  withRobots: boolean,
  withCrawl = false,
  withChange = false,
): SchemaElement[] {
  const columns = PARQUET_COLUMNS.filter(
    (column) =>
      (withRobots || column.name !== 'robots') &&
      (withCrawl || !CRAWL_COLUMNS.has(column.name)) &&
      (withChange || column.name !== 'change'),
  );
  return [
    { name: 'root', num_children: columns.length },
    ...columns.flatMap((column) => column.elements),
  ];
}

/** `lastmod_precision` values by `LastmodPrecision` code (none is null). */
export const PRECISION_NAMES: Record<number, string | null> = {
  [LastmodPrecision.none]: null,
  [LastmodPrecision.year]: 'year',
  [LastmodPrecision.month]: 'month',
  [LastmodPrecision.day]: 'day',
  [LastmodPrecision.minute]: 'minute',
  [LastmodPrecision.second]: 'second',
  [LastmodPrecision.fraction]: 'fraction',
};

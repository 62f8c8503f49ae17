/**
 * The Parquet file of URL rows: one row per URL entry, the columns of the CSV export as
 * typed columns (Apache Parquet format, LogicalTypes.md), so DuckDB, BigQuery or Spark read
 * timestamps as timestamps and the problem codes as a list. docs/parquet.md mirrors this.
 */
import type { SchemaElement } from 'hyparquet-writer';
import { LastmodPrecision } from '../sitemap/sitemap-entry';
import { analysisDescriptors } from '../analyses/analysis-descriptors';
import { parquetRowColumns, type Descriptors } from '../analyses/declared-columns';
import type { DeclaredRowColumn, ParquetColumn } from '../analyses/row-column';
import { int32Element, timestampElement, utf8Element } from './parquet-elements';

export type { ParquetColumn } from '../analyses/row-column';

const int32 = (name: string): SchemaElement => int32Element(name, 'REQUIRED');

/** The store's own columns, in file order; the analyses' declared columns follow them. */
export const STORE_PARQUET_COLUMNS: readonly ParquetColumn[] = [
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
];

/**
 * Every column a file may have, in file order: the store's, then the analyses' (those every
 * file has first: declared-columns.ts), for the docs' table.
 */
export function parquetColumns(descriptors: Descriptors = analysisDescriptors): ParquetColumn[] {
  return [
    ...STORE_PARQUET_COLUMNS,
    ...parquetRowColumns(descriptors).flatMap((column) => column.parquet?.columns ?? []),
  ];
}

export const PARQUET_COLUMNS: readonly ParquetColumn[] = parquetColumns();

/**
 * The analyses' columns a file holds, in file order: those every file has, and those of the
 * analyses that have a reader for this view (`present`: their column ids).
 */
export function writtenRowColumns(
  present: ReadonlySet<string>,
  descriptors: Descriptors = analysisDescriptors,
): DeclaredRowColumn[] {
  return parquetRowColumns(descriptors).filter(
    (column) => column.parquet?.isAlwaysWritten || present.has(column.id),
  );
}

/** The Parquet schema (root first): the store's columns, then `written` (writtenRowColumns). */
export function parquetSchema(written: readonly DeclaredRowColumn[]): SchemaElement[] {
  const columns = [
    ...STORE_PARQUET_COLUMNS,
    ...written.flatMap((column) => column.parquet?.columns ?? []),
  ];
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

/**
 * The crawler rows of access logs (src/core/logs/log-row-tally.ts) as a Parquet file, one
 * row per (path, crawler, UTC day), so DuckDB, BigQuery or Spark can query what crawlers did
 * without the logs. Same writer as the URL rows (parquet-row-group.ts: hyparquet-writer,
 * Snappy), written a row group at a time; docs/parquet.md lists the columns.
 */
import {
  ParquetWriter,
  type ColumnSource,
  type SchemaElement,
  type Writer,
} from 'hyparquet-writer';
import type { LogRow } from '../logs/log-row-tally';
import { timestampElement, utf8Element } from './parquet-elements';

const int64 = (name: string): SchemaElement => ({
  name,
  type: 'INT64',
  repetition_type: 'REQUIRED',
});

/** The columns in file order (docs/parquet.md mirrors them). */
export const LOG_ROW_COLUMNS = [
  'path',
  'crawler',
  'day',
  'requests',
  'status_2xx',
  'status_3xx',
  'status_4xx',
  'status_5xx',
  'status_other',
  'bytes',
  'first_time',
  'last_time',
] as const;

const schema: SchemaElement[] = [
  { name: 'root', num_children: LOG_ROW_COLUMNS.length },
  utf8Element('path', 'REQUIRED'),
  utf8Element('crawler', 'REQUIRED'),
  // A DATE (days since 1970, LogicalTypes.md); null for lines without a time.
  {
    name: 'day',
    type: 'INT32',
    converted_type: 'DATE',
    logical_type: { type: 'DATE' },
    repetition_type: 'OPTIONAL',
  },
  int64('requests'),
  int64('status_2xx'),
  int64('status_3xx'),
  int64('status_4xx'),
  int64('status_5xx'),
  int64('status_other'),
  int64('bytes'),
  timestampElement('first_time'),
  timestampElement('last_time'),
];

const groupRows = 100_000;
const dayMs = 86_400_000;

/** Writes `rows` to `writer` and finishes the file; yields the rows written after each group. */
export function* writeLogRowsParquet(
  rows: Iterable<LogRow>,
  writer: Writer,
  createdBy = 'sitemap-robots-inspector',
): Generator<number, void, undefined> {
  const parquet = new ParquetWriter({ writer, schema, codec: 'SNAPPY', createdBy });
  let group: LogRow[] = [];
  let written = 0;
  const flush = () => {
    parquet.write({ columnData: columnsOf(group), rowGroupSize: group.length });
    written += group.length;
    group = [];
  };
  for (const row of rows) {
    group.push(row);
    if (group.length >= groupRows) {
      flush();
      yield written;
    }
  }
  if (group.length > 0) flush();
  yield written;
  parquet.finish();
}

function columnsOf(group: readonly LogRow[]): ColumnSource[] {
  const column = (pick: (row: LogRow) => number) => group.map((row) => BigInt(pick(row)));
  return [
    { name: 'path', data: group.map((row) => row.path) },
    { name: 'crawler', data: group.map((row) => row.crawler) },
    {
      name: 'day',
      data: group.map((row) => (row.day === '' ? null : Date.parse(row.day) / dayMs)),
    },
    { name: 'requests', data: column((row) => row.requests) },
    { name: 'status_2xx', data: column((row) => row.classes[0]) },
    { name: 'status_3xx', data: column((row) => row.classes[1]) },
    { name: 'status_4xx', data: column((row) => row.classes[2]) },
    { name: 'status_5xx', data: column((row) => row.classes[3]) },
    { name: 'status_other', data: column((row) => row.classes[4]) },
    { name: 'bytes', data: column((row) => row.bytes) },
    { name: 'first_time', data: group.map((row) => row.firstTime) },
    { name: 'last_time', data: group.map((row) => row.lastTime) },
  ];
}

/**
 * The schema elements of the URL rows file's columns (Apache Parquet format, LogicalTypes.md),
 * shared by the store's columns (parquet-schema.ts) and those the analyses declare beside
 * them (core/analyses/row-column.ts), and by the comparison file (snapshot-parquet.ts).
 */
import type { SchemaElement } from 'hyparquet-writer';

/** A UTF-8 text column. */
export const utf8Element = (name: string, repetition: 'REQUIRED' | 'OPTIONAL'): SchemaElement => ({
  name,
  type: 'BYTE_ARRAY',
  converted_type: 'UTF8',
  repetition_type: repetition,
});

export const int32Element = (name: string, repetition: 'REQUIRED' | 'OPTIONAL'): SchemaElement => ({
  name,
  type: 'INT32',
  repetition_type: repetition,
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

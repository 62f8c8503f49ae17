/**
 * Exports keep their own column names (spreadsheets and scripts key on them, and they carry
 * more than the table shows), but every column of the URL table says where exports carry it,
 * or why they do not: the store's columns here, an analysis's in its declaration
 * (core/analyses/row-column.ts), whose export header and Parquet columns the writers take.
 */
import { describe, expect, test } from 'vitest';
import { EXPORT_COLUMNS } from '../analysis/export-rows';
import { URL_TABLE_COLUMNS } from '../analysis/url-table-columns';
import { analysisDescriptors } from '../analyses/analysis-descriptors';
import { declaredRowColumns } from '../analyses/declared-columns';
import { PARQUET_COLUMNS } from './parquet-schema';

type Carried = { csv: string; parquet: readonly string[] } | { isNotExported: string };

const STORE_EXPORTED_AS: Readonly<Record<string, Carried>> = {
  loc: { csv: 'url', parquet: ['url'] },
  lastmod: { csv: 'lastmod', parquet: ['lastmod', 'lastmod_precision'] },
  changefreq: { csv: 'changefreq', parquet: ['changefreq'] },
  priority: { csv: 'priority', parquet: ['priority'] },
  file: { csv: 'file', parquet: ['file', 'line'] },
  images: { csv: 'images', parquet: ['images'] },
  alternates: { csv: 'alternates', parquet: ['alternates'] },
  problems: { csv: 'problems', parquet: ['problems'] },
};

const declared = declaredRowColumns(analysisDescriptors);

/** An analysis's column, as its declaration carries it. */
function declaredAs(id: string): Carried | undefined {
  const column = declared.find((candidate) => candidate.id === id);
  if (!column) return undefined;
  if (!column.export)
    // The page's exports carry the change only; the command line's comparison file
    // (core/snapshot/snapshot-parquet.ts, `earlier_lastmod`) carries the earlier lastmod.
    return { isNotExported: 'declared without an export' };
  return {
    csv: column.export.header,
    parquet: column.parquet?.columns.map((leaf) => leaf.name) ?? [],
  };
}

const csvHeaders = new Set<string>([
  ...EXPORT_COLUMNS,
  ...declared.flatMap((column) => (column.export ? [column.export.header] : [])),
]);
const parquetNames = new Set(PARQUET_COLUMNS.map((column) => column.name));

describe('every URL table column is in the exports', () => {
  test.each(URL_TABLE_COLUMNS.map((column) => [column.id] as const))('%s', (id) => {
    const carried = STORE_EXPORTED_AS[id] ?? declaredAs(id);
    expect(carried, id).toBeDefined();
    if (!carried || 'isNotExported' in carried) return;
    expect(csvHeaders).toContain(carried.csv);
    for (const name of carried.parquet) expect(parquetNames).toContain(name);
  });

  test('only earlierLastmod is shown and not exported', () => {
    const notExported = URL_TABLE_COLUMNS.filter((column) => {
      const carried = STORE_EXPORTED_AS[column.id] ?? declaredAs(column.id);
      return carried && 'isNotExported' in carried;
    }).map((column) => column.id);
    expect(notExported).toEqual(['earlierLastmod']);
  });
});

/**
 * Exports keep their own column names (spreadsheets and scripts key on them, and they carry
 * more than the table shows), but every column of the URL table says where exports carry it,
 * or why they do not: a column added to the table without a thought for exports does not
 * compile here.
 */
import { describe, expect, test } from 'vitest';
import {
  CHANGE_EXPORT_COLUMN,
  CRAWL_EXPORT_COLUMN,
  EXPORT_COLUMNS,
  ROBOTS_EXPORT_COLUMN,
} from '../analysis/export-rows';
import { URL_TABLE_COLUMNS, type UrlTableColumnId } from '../analysis/url-table-columns';
import { PARQUET_COLUMNS } from './parquet-schema';

type Carried = { csv: string; parquet: readonly string[] } | { isNotExported: string };

const EXPORTED_AS: Record<UrlTableColumnId, Carried> = {
  loc: { csv: 'url', parquet: ['url'] },
  lastmod: { csv: 'lastmod', parquet: ['lastmod', 'lastmod_precision'] },
  changefreq: { csv: 'changefreq', parquet: ['changefreq'] },
  priority: { csv: 'priority', parquet: ['priority'] },
  file: { csv: 'file', parquet: ['file', 'line'] },
  images: { csv: 'images', parquet: ['images'] },
  alternates: { csv: 'alternates', parquet: ['alternates'] },
  robots: { csv: ROBOTS_EXPORT_COLUMN, parquet: ['robots'] },
  crawl: { csv: CRAWL_EXPORT_COLUMN, parquet: ['crawl_status', 'crawl_verdict', 'crawl_target'] },
  change: { csv: CHANGE_EXPORT_COLUMN, parquet: ['change'] },
  // The page's exports carry the change only; the command line's comparison file
  // (core/snapshot/snapshot-parquet.ts, `earlier_lastmod`) carries the earlier lastmod.
  earlierLastmod: {
    isNotExported: "in the comparison file of `inspect --compare`, not the view's",
  },
  problems: { csv: 'problems', parquet: ['problems'] },
};

const csvHeaders = new Set<string>([
  ...EXPORT_COLUMNS,
  ROBOTS_EXPORT_COLUMN,
  CRAWL_EXPORT_COLUMN,
  CHANGE_EXPORT_COLUMN,
]);
const parquetNames = new Set(PARQUET_COLUMNS.map((column) => column.name));

describe('every URL table column is in the exports', () => {
  test.each(URL_TABLE_COLUMNS.map((column) => [column.id, EXPORTED_AS[column.id]] as const))(
    '%s',
    (_id, carried) => {
      if ('isNotExported' in carried) return;
      expect(csvHeaders).toContain(carried.csv);
      for (const name of carried.parquet) expect(parquetNames).toContain(name);
    },
  );
});

/**
 * The URL table's columns. Values come from the worker already formatted where
 * formatting needs the store (lastmod text at its own precision). One column is one entry
 * (the robots.txt verdict of the page's check is one too); `size` is its starting width in px, which
 * the user can change (remembered: column-widths.ts). The URL column also takes what is left.
 */
import {
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';
import { formatNumber, t } from '../i18n/i18n';
import type { UrlColumn, UrlRowView } from '../../worker/protocol/rows';
import { UrlCell } from './UrlCell';
import { ChangeCell } from '../snapshot/ChangeCell';

export const urlTableFeatures = tableFeatures({
  rowSortingFeature,
  columnSizingFeature,
  columnResizingFeature,
  columnVisibilityFeature,
});
const helper = createColumnHelper<typeof urlTableFeatures, UrlRowView>();

const count = (value: number) => (value ? formatNumber(value) : '');

export const urlColumns = helper.columns([
  helper.accessor('loc', {
    id: 'loc',
    // The least width: the URL column takes the room the others leave (UrlTable.tsx); with
    // the default columns it is over 40 % of the table at 1440 px.
    size: 240,
    enableHiding: false,
    header: () => t('urls.col.loc'),
    cell: (info) => <UrlCell loc={info.getValue()} />,
  }),
  helper.accessor((row) => row.lastmodText ?? '', {
    id: 'lastmod',
    // A datetime to the second as the table shows it (in UTC: 2025-03-12T12:05:47Z) whole, in
    // 0.88rem tabular figures (views.css): at 176 px "2025-03-12T12:05:4…" was cut. Fractions
    // of a second are cut; the title shows them whole. Wider, and the URL column fell under
    // 40 % of the table at 1440 px.
    size: 196,
    header: () => t('urls.col.lastmod'),
    cell: (info) => <span title={info.getValue()}>{info.getValue()}</span>,
  }),
  helper.accessor((row) => row.changefreq ?? '', {
    id: 'changefreq',
    // Each starting width holds the English name in bold with room to spare: at 96 px
    // "Changefreq" was cut to "Changefrec" (seen at 1440 px with the sections beside).
    size: 116,
    header: () => t('urls.col.changefreq'),
  }),
  helper.accessor('priority', {
    id: 'priority',
    size: 76,
    header: () => t('urls.col.priority'),
    cell: (info) => (Number.isNaN(info.getValue()) ? '' : info.getValue().toFixed(1)),
  }),
  helper.accessor('file', {
    id: 'file',
    size: 130,
    header: () => t('urls.col.file'),
    cell: (info) => (
      <span title={`${info.getValue()}:${info.row.original.line}`}>{info.getValue()}</span>
    ),
  }),
  helper.accessor('images', {
    id: 'images',
    size: 72,
    header: () => t('urls.col.images'),
    cell: (info) => count(info.getValue()),
  }),
  helper.accessor('alternates', {
    id: 'alternates',
    size: 100,
    header: () => t('urls.col.alternates'),
    cell: (info) => count(info.getValue()),
  }),
  helper.accessor((row) => row.robotsVerdict ?? '', {
    id: 'robots',
    size: 104,
    header: () => t('urls.col.robots'),
    enableSorting: false,
    cell: (info) => {
      const { robotsVerdict: verdict, robotsLine: line, robotsByStatus } = info.row.original;
      if (!verdict) return '';
      const why =
        verdict === 'not-covered'
          ? t('urls.robots.otherSite')
          : robotsByStatus
            ? t('urls.robots.serverAnswer')
            : line
              ? t('urls.robots.line', { line })
              : t('urls.robots.noRule');
      return (
        <span className={`verdict verdict-${verdict}`} title={why}>
          {t(`urls.robots.${verdict}`)}
          {line ? <span className="visually-hidden">{` (${why})`}</span> : null}
        </span>
      );
    },
  }),
  // With a crawl export loaded: the status the crawl got and its verdict.
  helper.accessor((row) => row.crawl?.verdict ?? '', {
    id: 'crawl',
    size: 120,
    header: () => t('crawl.column'),
    enableSorting: false,
    cell: (info) => {
      const crawl = info.row.original.crawl;
      if (!crawl) return '';
      const verdict = t(`crawl.verdict.${crawl.verdict}`);
      const text = crawl.status > 0 ? `${crawl.status} · ${verdict}` : verdict;
      return (
        <span className={`crawl-verdict crawl-${crawl.verdict}`} title={crawl.target ?? text}>
          {text}
        </span>
      );
    },
  }),
  // Shown only while an earlier snapshot is loaded (UrlsView).
  helper.accessor((row) => row.change ?? '', {
    id: 'change',
    size: 128,
    header: () => t('urls.col.change'),
    enableSorting: false,
    cell: (info) => <ChangeCell change={info.row.original.change} />,
  }),
  // Beside the Change column: the lastmod the earlier snapshot had for the URL.
  helper.accessor((row) => row.earlierLastmodText ?? '', {
    id: 'earlierLastmod',
    size: 120,
    header: () => t('urls.col.earlierLastmod'),
    enableSorting: false,
  }),
  helper.accessor('problems', {
    id: 'problems',
    size: 88,
    header: () => t('urls.col.problems'),
    cell: (info) => (
      <span title={info.row.original.problemCodes.join(', ')}>{count(info.getValue())}</span>
    ),
  }),
]);

/** Column id → the worker's sort column (ids are chosen equal). */
export const SORTABLE: Record<string, UrlColumn> = {
  loc: 'loc',
  lastmod: 'lastmod',
  changefreq: 'changefreq',
  priority: 'priority',
  file: 'file',
  images: 'images',
  alternates: 'alternates',
  problems: 'problems',
};

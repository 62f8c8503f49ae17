/**
 * How the URL table shows each of its columns: a renderer per column declared in
 * core/analysis/url-table-columns.ts that needs one (order, sorting, hiding and the input a
 * column needs come from there); an analysis's column without one is shown by the generic
 * renderer, as the text the worker sends (`UrlRowView.columnTexts`) under the header its
 * descriptor's words give. Values come from the
 * worker already formatted where formatting needs the store (lastmod text at its own
 * precision). `size` is a column's starting width in px, which the user can change
 * (remembered: column-widths.ts). The URL column also takes what is left.
 */
import {
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
} from '@tanstack/react-table';
import { catalogs, currentLocale, formatNumber, t, type MessageKey } from '../../i18n/i18n';
import type { UrlRowView } from '../../worker/protocol/rows';
import { URL_TABLE_COLUMNS, type UrlTableColumnId } from '../../core/analysis/url-table-columns';
import { descriptorText } from '../../core/analyses/descriptor-texts';
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

/** How the page shows one declared column: its name and its cells. */
interface ColumnRenderer {
  /** The header, and the column chooser's label. */
  label: () => string;
  /**
   * Its value and cell; `id`, `header`, sorting and hiding come from the declaration. Each
   * column's value has its own type, so the list holds them as `any`, as tanstack's own
   * `helper.columns` does (a cell reads its value as `unknown` would not compile).
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  def: ColumnDef<typeof urlTableFeatures, UrlRowView, any>;
}

const RENDERERS = {
  loc: {
    label: () => t('urls.col.loc'),
    def: helper.accessor('loc', {
      // The least width: the URL column takes the room the others leave (UrlTable.tsx); with
      // the default columns it is over 40 % of the table at 1440 px.
      size: 240,
      cell: (info) => <UrlCell loc={info.getValue()} />,
    }),
  },
  lastmod: {
    label: () => t('urls.col.lastmod'),
    def: helper.accessor('lastmodText', {
      // A datetime to the second as the table shows it (in UTC: 2025-03-12T12:05:47Z) whole, in
      // 0.88rem tabular figures (views.css): at 176 px "2025-03-12T12:05:4…" was cut. Fractions
      // of a second are cut; the title shows them whole. Wider, and the URL column fell under
      // 40 % of the table at 1440 px.
      size: 196,
      cell: (info) => <span title={info.getValue()}>{info.getValue()}</span>,
    }),
  },
  changefreq: {
    label: () => t('urls.col.changefreq'),
    def: helper.accessor('changefreq', {
      // Each starting width holds the English name in bold with room to spare: at 96 px
      // "Changefreq" was cut to "Changefrec" (seen at 1440 px with the sections beside).
      size: 116,
    }),
  },
  priority: {
    label: () => t('urls.col.priority'),
    def: helper.accessor('priority', {
      size: 76,
      cell: (info) => (Number.isNaN(info.getValue()) ? '' : info.getValue().toFixed(1)),
    }),
  },
  file: {
    label: () => t('urls.col.file'),
    def: helper.accessor('file', {
      size: 130,
      cell: (info) => (
        <span title={`${info.getValue()}:${info.row.original.line}`}>{info.getValue()}</span>
      ),
    }),
  },
  images: {
    label: () => t('urls.col.images'),
    def: helper.accessor('images', {
      size: 72,
      cell: (info) => count(info.getValue()),
    }),
  },
  alternates: {
    label: () => t('urls.col.alternates'),
    def: helper.accessor('alternates', {
      size: 100,
      cell: (info) => count(info.getValue()),
    }),
  },
  robots: {
    label: () => t('urls.col.robots'),
    def: helper.accessor('robotsVerdict', {
      size: 104,
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
  },
  // The status the crawl export's crawl got and its verdict.
  crawl: {
    label: () => t('crawl.column'),
    def: helper.accessor('crawl', {
      size: 120,
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
  },
  change: {
    label: () => t('urls.col.change'),
    def: helper.accessor('change', {
      size: 128,
      cell: (info) => <ChangeCell change={info.row.original.change} />,
    }),
  },
  // The lastmod the earlier snapshot had for the URL.
  earlierLastmod: {
    label: () => t('urls.col.earlierLastmod'),
    def: helper.accessor('earlierLastmodText', {
      size: 120,
    }),
  },
  problems: {
    label: () => t('urls.col.problems'),
    def: helper.accessor('problems', {
      size: 88,
      cell: (info) => (
        <span title={info.row.original.problemCodes.join(', ')}>{count(info.getValue())}</span>
      ),
    }),
  },
} as const satisfies Readonly<Record<string, ColumnRenderer>>;
const RENDERED: Readonly<Partial<Record<UrlTableColumnId, ColumnRenderer>>> = RENDERERS;

/**
 * A column with no renderer of its own (a new analysis's): its text cell, under the header
 * the catalog has for it (`urls.col.<id>`), else its descriptor's words, else its id.
 */
function genericRenderer(id: string): ColumnRenderer {
  const key = `urls.col.${id}`;
  return {
    label: () => (isMessageKey(key) ? t(key) : (descriptorText(currentLocale(), key) ?? id)),
    def: helper.accessor((row) => row.columnTexts?.[id] ?? '', { id, size: 120 }),
  };
}

function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(catalogs.en, key);
}

function rendererOf(id: string): ColumnRenderer {
  return RENDERED[id] ?? genericRenderer(id);
}

/** Every column, in the declared order, with its renderer and what the declaration allows. */
// `any` for each column's own value type, as in `Rendered.def` above.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const urlColumns: ColumnDef<typeof urlTableFeatures, UrlRowView, any>[] =
  URL_TABLE_COLUMNS.map((column) => ({
    ...rendererOf(column.id).def,
    id: column.id,
    header: rendererOf(column.id).label,
    enableSorting: column.sort !== undefined,
    enableHiding: column.isHideable,
  }));

/** A column's name, as its header and the column chooser show it. */
export function columnLabel(id: UrlTableColumnId): string {
  return rendererOf(id).label();
}

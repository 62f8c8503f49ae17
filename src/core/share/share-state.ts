/**
 * What a share link carries, version 1 (docs/share-links.md describes it for readers).
 * Every part is optional: a link holds only what differs from an empty page. Lengths are
 * capped so a hand-made link cannot make the page hold more than a loaded file would.
 *
 * The names are the JSON keys, kept short but whole words: the link is compressed, so a
 * repeated key costs a few bits, and a readable structure is worth more than those.
 */
import { TABLE_SORT_COLUMNS, type TableSortColumn } from '../analysis/url-table-columns';

/** The inspector's tabs, as the UI's panel list names them. */
export const SHARE_TABS = [
  'tree',
  'urls',
  'lastmod',
  'hreflang',
  'robots',
  'problems',
  'coverage',
  'changes',
  'crawlers',
] as const;
export type ShareTab = (typeof SHARE_TABS)[number];
/** The interface languages a link can name (the UI's catalogs). */
export const SHARE_LANGS = ['en', 'ja', 'zh'] as const;
export type ShareLang = (typeof SHARE_LANGS)[number];

/**
 * The URL table's sort columns (src/core/analysis/url-table-columns.ts). A link names the store
 * column the table sorts by, so these names are part of the link's format: they must not change
 * (share-state.test.ts holds them).
 */
export const SHARE_SORT_COLUMNS: readonly TableSortColumn[] = TABLE_SORT_COLUMNS;
export type ShareSortColumn = TableSortColumn;

/** The URL table's filters that mean the same on any machine (file and tree-node ids do not). */
export interface ShareUrlFilters {
  text?: string;
  sort?: { column: ShareSortColumn; descending: boolean };
  host?: string;
  /** `host/section` key. */
  section?: string;
  problemCode?: string;
  /** The **Change** filter (a reader without the earlier snapshot sees it ignored). */
  change?: ShareChange;
}

/** The Change filter's values (src/core/snapshot's change names). */
export const SHARE_CHANGES = ['added', 'removed', 'lastmod-changed', 'unchanged'] as const;
export type ShareChange = (typeof SHARE_CHANGES)[number];

/**
 * The lastmod selection: a range of UTC days (`YYYY-MM-DD`), the period picked on the
 * histogram, and "changed since" (a UTC day or `YYYY-MM-DDThh:mm`, as a datetime-local
 * input gives it). Added to version 1 as optional fields: a link without them opens as before.
 */
export interface ShareLastmod {
  from?: string;
  to?: string;
  includeNoLastmod?: boolean;
  /** A histogram period: inclusive bounds in ms since the epoch (UTC), `fromMs <= toMs`. */
  period?: { fromMs: number; toMs: number };
  changedSince?: string;
  /** Written only when false: by default "changed since" keeps the URLs without lastmod. */
  changedSinceKeepsNoLastmod?: boolean;
}

/**
 * The robots.txt workbench, as its own branch defines it: what the user typed, verbatim.
 * The workbench turns its state into this and back (see `useShareState` in the UI).
 */
export interface WorkbenchShareState {
  /** The robots.txt under test. */
  robots: string;
  /** The "before" robots.txt it is compared with ('' when there is none). */
  before: string;
  /** The site the robots.txt belongs to, e.g. `https://www.example.com` ('' when unknown). */
  site: string;
  /** Test URLs or paths, one per entry, in order. */
  testUrls: string[];
  /** Crawler product tokens chosen, e.g. `Googlebot`. */
  crawlers: string[];
  /** The expectations text, verbatim. */
  expectations: string;
}

/** A file named by the link; `text` holds its contents when they fit the link's budget. */
export interface SharedFile {
  name: string;
  sizeBytes: number;
  /** The file's contents (UTF-8 text files only); absent when the link carries only the name. */
  text?: string;
}

export interface ShareStateV1 {
  v: 1;
  tab?: ShareTab;
  /** The interface language the link was made in; absent means "the reader's own choice". */
  lang?: ShareLang;
  urls?: ShareUrlFilters;
  lastmod?: ShareLastmod;
  workbench?: WorkbenchShareState;
  /**
   * Present on a link made with "Copy share link" (even when empty); absent from the
   * address this browser keeps in its history, whose files live in this browser's storage.
   */
  files?: SharedFile[];
}

export type ShareState = ShareStateV1;
export const SHARE_VERSION = 1;

/** Caps on each field, generous for real use and small beside the inflated-size cap. */
export const SHARE_LIMITS = {
  /** A robots.txt, a "before" text or a shared file's text (Google reads 500 KiB of robots.txt). */
  textChars: 512 * 1024,
  /** A filter, a host, a site, a test URL or a crawler token. */
  shortChars: 2048,
  files: 200,
  testUrls: 1000,
  crawlers: 100,
} as const;

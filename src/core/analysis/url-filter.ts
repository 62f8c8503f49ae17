/**
 * What the URL table filters on. A module of its own because both the query (url-query.ts)
 * and the column filters it runs first (column-filters.ts) read it; neither owns the other.
 */
import type { DocumentId } from '../ids';

export interface UrlFilter {
  /** Substring (smart-case), or `/pattern/flags` for a regular expression. */
  text?: string;
  documentIds?: readonly DocumentId[];
  /** Lower-case `host[:port]` values. */
  hosts?: readonly string[];
  /** Section keys `host/section` (see `sectionKey`); `host/` is the host's top level. */
  sections?: readonly string[];
  problemCode?: string;
  /** Rows with any of these problem codes (combined with `problemCode`). */
  problemCodes?: readonly string[];
  /** Rows whose URL starts with this text exactly (a path prefix: `https://a.com/blog/2024/`). */
  urlPrefix?: string;
  /** Inclusive bounds on lastmod (ms since the epoch). */
  lastmodFromMs?: number;
  lastmodToMs?: number;
  /** With a lastmod bound: keep rows without lastmod too ("changed since T", docs/lastmod.md). */
  includeNoLastmod?: boolean;
  /** Rows whose code in a per-row column computed outside the store is `code` (all must hold). */
  codeColumns?: readonly CodeColumnFilter[];
}

/**
 * A per-row code column kept beside the store (the robots.txt verdict of each URL): rows past
 * its length fail. `key` names the column's content for the view cache, which never looks
 * at the column itself.
 */
export interface CodeColumnFilter {
  readonly column: Uint8Array;
  readonly code: number;
  readonly key: string;
}

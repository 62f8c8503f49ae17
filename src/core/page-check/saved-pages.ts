/**
 * A `--save DIR` run's `DIR/pages.json` (scripts/inspect-pages.ts, savePages), read back when
 * the folder is uploaded or opened, so that the page judges the same answers the command line
 * judged (judge-pages.ts). The file is on disk like any other and may have been edited: every
 * field is checked, sizes are bounded, and a file that does not fit is not used at all (as
 * the fetch log is, src/core/site/fetch-log.ts). Bodies are named by `savedAs`, a path under
 * `DIR/pages/`; which bytes stand for it is the caller's affair, and none is read past the
 * page reader's cap.
 */
import { MAX_PAGE_BYTES } from '../page/page-limits';
import { PAGE_HEADERS } from './fetch-page';
import { PAGE_NOT_READ_REASONS, type PageNotRead, type PageRecord } from './judge-pages';
import type { SampleStratum } from './page-sample';

/** The file's name in a saved folder, and the folder of the bodies beside it. */
export const SAVED_PAGES_NAME = 'pages.json';
export const SAVED_PAGES_FOLDER = 'pages';

/** Bytes of pages.json read at most: a run of 10,000 pages with long headers stays far below. */
export const MAX_SAVED_PAGES_BYTES = 16 * 1024 * 1024;
/** Pages read at most: more than any sample a run takes. */
export const MAX_SAVED_PAGES = 10_000;
/** Bytes of each body kept: one past the reader's cap, as the fetch keeps, so a cut stays cut. */
export const MAX_SAVED_BODY_BYTES = MAX_PAGE_BYTES + 1;
/**
 * Bytes of all bodies read together: a sample of a few hundred pages is a few tens of MB,
 * while 10,000 names of 5 MB each would be 50 GB; the worker's memory is shared with the
 * store (docs/limits.md). Past it a page is judged as the command line judges one past its
 * byte cap: not fetched.
 */
export const MAX_SAVED_BODIES_BYTES = 256 * 1024 * 1024;

const MAX_URL_LENGTH = 8192;
const MAX_HEADER_LENGTH = 8192;
const MAX_PATH_LENGTH = 4096;
/** A W3C Datetime with fractions is 30 characters or so; anything longer is not one. */
const MAX_LASTMOD_LENGTH = 64;
const STRATA: readonly SampleStratum[] = ['newest', 'oldest', 'undated', 'spread', 'earlier'];
const KNOWN_HEADERS: ReadonlySet<string> = new Set(PAGE_HEADERS);

/** One page of pages.json, checked: a record without its body, and the name of its body. */
export interface SavedPage extends Omit<PageRecord, 'body'> {
  readonly savedAs?: string;
}

export interface SavedPagesReading {
  /** Sitemap URLs the run drew its sample from; the sample's size when the file does not say. */
  readonly candidates: number;
  readonly pages: readonly SavedPage[];
}

const isHttpUrl = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_URL_LENGTH && /^https?:\/\//i.test(value);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** pages.json read and checked, or undefined when it does not fit. */
export function readSavedPages(text: string): SavedPagesReading | undefined {
  if (text.length > MAX_SAVED_PAGES_BYTES) return undefined;
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof file !== 'object' || file === null) return undefined;
  const { pages, candidates } = file as Record<string, unknown>;
  if (!Array.isArray(pages) || pages.length > MAX_SAVED_PAGES) return undefined;
  if (candidates !== undefined && !isCount(candidates)) return undefined;
  const read: SavedPage[] = [];
  for (const entry of pages as unknown[]) {
    const page = readSavedPage(entry);
    if (!page) return undefined;
    read.push(page);
  }
  return { candidates: candidates ?? read.length, pages: read };
}

function readSavedPage(entry: unknown): SavedPage | undefined {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return undefined;
  const { url, lastmod, stratum, status, headers, notFetched, robotsLine, savedAs } =
    entry as Record<string, unknown>;
  if (!isHttpUrl(url)) return undefined;
  if (lastmod !== null && (typeof lastmod !== 'string' || lastmod.length > MAX_LASTMOD_LENGTH))
    return undefined;
  // A file written before strata were saved: the stratum only orders the table.
  const stratumRead = stratum === undefined ? 'spread' : stratum;
  if (!STRATA.includes(stratumRead as SampleStratum)) return undefined;
  if (status !== null && !(isCount(status) && status >= 100 && status <= 599)) return undefined;
  const headersRead = readHeaders(headers);
  if (!headersRead) return undefined;
  if (notFetched !== undefined && !PAGE_NOT_READ_REASONS.includes(notFetched as PageNotRead))
    return undefined;
  if (robotsLine !== undefined && !isCount(robotsLine)) return undefined;
  if (savedAs !== undefined && !isSavedName(savedAs)) return undefined;
  return {
    url,
    lastmod,
    stratum: stratumRead as SampleStratum,
    status,
    headers: headersRead,
    ...(notFetched !== undefined ? { notRead: notFetched as PageNotRead } : {}),
    ...(robotsLine !== undefined ? { robotsLine } : {}),
    ...(savedAs !== undefined ? { savedAs } : {}),
  };
}

/** Only the headers a run saves, each a bounded string; any other name refuses the file. */
function readHeaders(headers: unknown): Record<string, string> | undefined {
  if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) return undefined;
  const read: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!KNOWN_HEADERS.has(name)) return undefined;
    if (typeof value !== 'string' || value.length > MAX_HEADER_LENGTH) return undefined;
    read[name] = value;
  }
  return read;
}

/** A relative `/`-separated path that stays under `pages/` (saved-names.ts writes no other). */
function isSavedName(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_PATH_LENGTH)
    return false;
  if (value.startsWith('/') || value.includes('\\') || value.includes('\0')) return false;
  return value.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/** The records to judge: each saved page with its body (`bodyOf` its saved name), if found. */
export function savedPageRecords(
  reading: SavedPagesReading,
  bodyOf: (savedAs: string) => Uint8Array | undefined,
): PageRecord[] {
  return reading.pages.map(({ savedAs, ...page }) => {
    const body = savedAs === undefined ? undefined : bodyOf(savedAs);
    return body ? { ...page, body: body.subarray(0, MAX_SAVED_BODY_BYTES) } : page;
  });
}

/**
 * The fetch log a `--save DIR` run writes beside its files (`DIR/fetch-log.json`), read back
 * when the folder is uploaded: which saved name stands for which URL (saved names are made
 * safe for any file system, scripts/saved-names.ts, so they are not always the URL's own
 * last segment), and which sitemaps the site did not give. With it, a saved folder gives
 * the answer the command line gave: the same documents under the same URLs, the refused
 * sitemaps as `fetch-failed`, the children the run's own `--skip` / `--follow` left out as
 * `index-child-left-out` (left-out-child.ts). The log is a file on disk like any other, so every field is
 * checked; a log that does not fit is not used at all.
 */
import { failedFetches, type FetchFailureFacts } from './failed-fetches';
import { readFetchFailureFacts } from './fetch-failure-facts';
import type { FetchRecord } from './fetch-record';
import { leftOutChildOf, type LeftOutChild } from './left-out-child';

/** The log's name beside the saved `files` folder. */
export const FETCH_LOG_NAME = 'fetch-log.json';
/** The folder the saved files are in, beside the log. */
export const SAVED_FILES_FOLDER = 'files';

export interface FetchLogReading {
  /** Saved path under `files/` (`/`-separated) → the URL it was fetched from. */
  readonly urlOfSaved: ReadonlyMap<string, string>;
  /** The sitemaps (and a failing robots.txt) the site did not give, with how each failed. */
  readonly failed: readonly FetchFailureFacts[];
  /** The index children the run's `--skip` / `--follow` patterns left out, with the patterns. */
  readonly leftOut: readonly LeftOutChild[];
}

/** More than a run writes: `--max-files` is 1,000 by default, and a log has one entry a fetch. */
const MAX_ENTRIES = 1_000_000;
const MAX_PATH_LENGTH = 4096;

const isHttpUrl = (url: string): boolean => /^https?:\/\//i.test(url) && url.length <= 8192;

export function readFetchLog(text: string): FetchLogReading | undefined {
  let log: unknown;
  try {
    log = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof log !== 'object' || log === null) return undefined;
  const { fetches, saved, notFetched, follow } = log as Record<string, unknown>;
  if (!Array.isArray(fetches) || fetches.length > MAX_ENTRIES) return undefined;
  const savedList = saved === undefined ? [] : saved;
  if (!Array.isArray(savedList) || savedList.length > MAX_ENTRIES) return undefined;
  const urlOfSaved = new Map<string, string>();
  for (const entry of savedList as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return undefined;
    const { url, savedAs, error } = entry as Record<string, unknown>;
    if (typeof url !== 'string' || !isHttpUrl(url)) return undefined;
    if (typeof savedAs !== 'string' || savedAs.length > MAX_PATH_LENGTH) return undefined;
    // A file that could not be written is not in the folder.
    if (error === undefined) urlOfSaved.set(savedAs, url);
  }
  const records: (FetchFailureFacts & { purpose: FetchRecord['purpose'] })[] = [];
  for (const entry of fetches as unknown[]) {
    const purpose = (entry as { purpose?: unknown } | null)?.purpose;
    if (purpose !== 'robots' && purpose !== 'sitemap' && purpose !== 'discover') return undefined;
    if ((entry as { failure?: unknown }).failure === undefined) continue;
    const facts = readFetchFailureFacts(entry, isHttpUrl);
    if (!facts) return undefined;
    records.push({ ...facts, purpose });
  }
  const leftOut = readLeftOut(notFetched, follow);
  if (!leftOut) return undefined;
  return {
    urlOfSaved,
    failed: failedFetches(records).map(({ purpose: _purpose, ...facts }) => facts),
    leftOut,
  };
}

const isShortText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_PATH_LENGTH;

/**
 * The children the run's patterns left out, from the log's `notFetched` (the other reasons
 * there, caps and other hosts, are not the user's choice and stay as the run reported them)
 * and its `follow` patterns. A log written before either existed has none.
 */
function readLeftOut(notFetched: unknown, follow: unknown): LeftOutChild[] | undefined {
  const entries = notFetched === undefined ? [] : notFetched;
  const patterns = follow === undefined ? [] : follow;
  if (!Array.isArray(entries) || entries.length > MAX_ENTRIES) return undefined;
  if (!Array.isArray(patterns) || !patterns.every(isShortText)) return undefined;
  const leftOut: LeftOutChild[] = [];
  for (const entry of entries as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return undefined;
    const { url, reason, pattern } = entry as Record<string, unknown>;
    if (typeof url !== 'string' || !isHttpUrl(url)) continue;
    if (typeof reason !== 'string' || (pattern !== undefined && !isShortText(pattern)))
      return undefined;
    const child = leftOutChildOf(
      { url, reason, ...(pattern !== undefined ? { pattern } : {}) },
      { follow: patterns, skip: [] },
    );
    if (child) leftOut.push(child);
  }
  return leftOut;
}

/**
 * `watch --pages N`: each run's page check is kept with its snapshot (`pages.json`, written
 * by inspect-pages.ts savePages), the next run samples the same URLs again where they are
 * still listed, and compares them (src/core/page-check/page-changes.ts). The counts add up
 * across runs in the state folder's `page-history.json`, so the verdict on whether lastmod
 * can drive re-crawl scheduling rests on every run, not on the last two.
 *
 * Both files are on disk between runs and may have been edited or damaged: every field is
 * checked, and one that does not fit is read as no observation (never as a crash).
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentFingerprint } from '../src/core/page/page-facts';
import {
  NO_PAGE_CHANGES,
  addPageChanges,
  comparePages,
  type PageChangeCounts,
  type PageObservation,
} from '../src/core/page-check/page-changes';
import { snapshotPath } from './watch-state';

export const PAGE_LOG_FILE = 'pages.json';
export const PAGE_HISTORY_FILE = 'page-history.json';
/** More than any run samples: `--pages` is a sample, not a crawl. */
const MAX_OBSERVATIONS = 100_000;

/** The pages a snapshot's check read, or none when it had no check or its log does not fit. */
export function pageObservations(dir: string, stamp: string): PageObservation[] {
  let log: unknown;
  try {
    log = JSON.parse(readFileSync(join(snapshotPath(dir, stamp), PAGE_LOG_FILE), 'utf8'));
  } catch {
    return [];
  }
  const pages = (log as { pages?: unknown } | null)?.pages;
  if (!Array.isArray(pages) || pages.length > MAX_OBSERVATIONS) return [];
  const observations: PageObservation[] = [];
  for (const entry of pages as unknown[]) {
    const { url, lastmod, fingerprint } = (entry ?? {}) as Record<string, unknown>;
    if (typeof url !== 'string' || (lastmod !== null && typeof lastmod !== 'string')) return [];
    observations.push({ url, lastmod, fingerprint: fingerprintOf(fingerprint) });
  }
  return observations;
}

function fingerprintOf(value: unknown): ContentFingerprint | null {
  const { textHash, simhash, scope, tokens } = (value ?? {}) as Record<string, unknown>;
  const isHex = (text: unknown) => typeof text === 'string' && /^[0-9a-f]{16}$/.test(text);
  if (!isHex(textHash) || !isHex(simhash) || (scope !== 'main' && scope !== 'body')) return null;
  if (typeof tokens !== 'number' || !Number.isSafeInteger(tokens)) return null;
  return { textHash: textHash as string, simhash: simhash as string, scope, tokens };
}

export interface PageHistory {
  /** Runs that compared pages with an earlier run's. */
  readonly runs: number;
  readonly totals: PageChangeCounts;
}

const COUNT_NAMES = Object.keys(NO_PAGE_CHANGES) as (keyof PageChangeCounts)[];

/** The accumulated counts; none yet (or a file that does not fit: said by `isUnreadable`). */
export function readPageHistory(dir: string): PageHistory & { isUnreadable: boolean } {
  let text: string;
  try {
    text = readFileSync(join(dir, PAGE_HISTORY_FILE), 'utf8');
  } catch {
    return { runs: 0, totals: NO_PAGE_CHANGES, isUnreadable: false };
  }
  try {
    const { runs, totals } = JSON.parse(text) as {
      runs?: unknown;
      totals?: Record<string, unknown>;
    };
    const isCount = (n: unknown): n is number =>
      typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
    if (isCount(runs) && totals && COUNT_NAMES.every((name) => isCount(totals[name])))
      return { runs, totals: totals as unknown as PageChangeCounts, isUnreadable: false };
  } catch {
    // Not JSON: read as unreadable below.
  }
  return { runs: 0, totals: NO_PAGE_CHANGES, isUnreadable: true };
}

export interface PageChanges {
  /** This run against the snapshot it was compared with. */
  readonly run: PageChangeCounts;
  /** Every run so far, this one included. */
  readonly history: PageHistory;
  /** The history file was there but did not fit: it was not added to, and is left as it is. */
  readonly isHistoryUnreadable: boolean;
}

/**
 * Compares this run's pages with the previous snapshot's and adds the counts to the history
 * (written whole: a temporary file renamed over it).
 */
export function recordPageChanges(dir: string, previous: string, current: string): PageChanges {
  const run = comparePages(pageObservations(dir, previous), pageObservations(dir, current));
  const before = readPageHistory(dir);
  if (before.isUnreadable) return { run, history: before, isHistoryUnreadable: true };
  const history = { runs: before.runs + 1, totals: addPageChanges(before.totals, run) };
  const path = join(dir, PAGE_HISTORY_FILE);
  writeFileSync(`${path}.tmp`, JSON.stringify(history, null, 2) + '\n');
  renameSync(`${path}.tmp`, path);
  return { run, history, isHistoryUnreadable: false };
}

/**
 * The log tally as plain JSON, what the command line's `--json` prints as `logs`: line counts
 * from the reader, people, each crawler's counts (status codes and UTC days as keys, sorted),
 * and what the caps cut. Paths are only counted here; the tally itself lists them.
 */
import type { CrawlerKind, CrawlerPurpose } from '../robots/analyses/crawler-model';
import type { CrawlerTally } from './crawler-tally';
import type { LogReadSummary } from './log-reader';

/** Counts, as plain JSON (status codes and days as keys). */
export interface CrawlerSummary {
  readonly kind: CrawlerKind | 'unknown-bot';
  readonly operator?: string;
  readonly purpose?: CrawlerPurpose;
  readonly requests: number;
  readonly verified: number;
  readonly unverified: number;
  readonly unchecked: number;
  readonly status: Record<string, number>;
  readonly bytes: number;
  readonly days: Record<string, number>;
  /** Distinct paths kept (see `cut.paths`). */
  readonly paths: number;
  readonly robotsTxt: { readonly requests: number; readonly status: Record<string, number> };
}

export interface LogTallySummary {
  readonly lines: number;
  readonly requests: number;
  readonly malformed: Readonly<Record<string, number>>;
  /** Requests from browsers (no crawler, no bot). */
  readonly people: {
    readonly requests: number;
    readonly status: Record<string, number>;
    readonly bytes: number;
  };
  readonly crawlers: Readonly<Record<string, CrawlerSummary>>;
  /** What a cap left out: requests tallied as `other-bots`, path and day entries not kept. */
  readonly cut?: { readonly crawlers?: number; readonly paths?: number; readonly days?: number };
}

function record<K extends string | number>(map: Map<K, number>): Record<string, number> {
  return Object.fromEntries([...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export function summariseTally(
  tallies: Iterable<CrawlerTally>,
  people: { requests: number; status: Map<number, number>; bytes: number },
  cut: Record<string, number>,
  read: LogReadSummary | undefined,
): LogTallySummary {
  const crawlers: Record<string, CrawlerSummary> = {};
  for (const tally of [...tallies].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))) {
    crawlers[tally.key] = {
      kind: tally.kind,
      ...(tally.operator === undefined ? {} : { operator: tally.operator }),
      ...(tally.purpose === undefined ? {} : { purpose: tally.purpose }),
      requests: tally.requests,
      verified: tally.verified,
      unverified: tally.unverified,
      unchecked: tally.unchecked,
      status: record(tally.status),
      bytes: tally.bytes,
      days: record(tally.days),
      paths: tally.paths.size,
      robotsTxt: { requests: tally.robotsTxt.requests, status: record(tally.robotsTxt.status) },
    };
  }
  const kept = Object.entries(cut).filter(([, count]) => count > 0);
  return {
    lines: read?.lines ?? 0,
    requests: read?.requests ?? 0,
    malformed: { ...(read?.malformed ?? {}) } as Record<string, number>,
    people: { requests: people.requests, status: record(people.status), bytes: people.bytes },
    crawlers,
    ...(kept.length > 0 ? { cut: Object.fromEntries(kept) } : {}),
  };
}

/**
 * The access logs' part of the protocol (types only): the probe that tells logs and range
 * files from the page's other files by their bytes, the read of the logs (in place of the
 * ones loaded), and the `logs` answer, the same object the command line prints as `logs`
 * (src/core/logs/logs-answer.ts). Counts only: no address a log holds ever crosses.
 */
import type { LogProbeKind } from '../../core/logs/log-probe';
import type { LogsAnswer } from '../../core/logs/logs-answer';

export type { LogProbeKind, LogsAnswer };

/** A dropped file: its name (for the report) and its bytes, read in slices by the worker. */
export interface NamedBlob {
  name: string;
  blob: Blob;
}

/** Every log and range file of the page (probed again in the worker): the set read now. */
export interface LogsOpenAsk {
  /** Not `files`: `openEarlier` asks that, and a shared name blurs `ask`'s inference. */
  logFiles: NamedBlob[];
}

/** Bytes of the logs read so far, of all of them. */
export interface LogsProgress {
  bytesRead: number;
  totalBytes: number;
}

/** The crawler the sitemaps are joined against (its tally key; default Googlebot). */
export interface LogsAsk {
  agent?: string;
}

/** The logs' figures, or null while no log is loaded. */
export interface LogsView {
  logs: LogsAnswer | null;
}

/** The sitemap join's URL filters: the URL table opens on these codes (logs-analysis.ts). */
export const LOG_URL_FILTERS = {
  neverFetched: 'log-sitemap-url-never-fetched',
  lastmodAfterLastFetch: 'log-lastmod-after-last-fetch',
} as const;

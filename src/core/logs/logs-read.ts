/**
 * Access logs being read for one answer: each file through its containers (log-container.ts)
 * into one `LogTally`, with the range files that verify the crawlers and the latest time seen
 * (the end of the logs' window, which the sitemap join counts days to). The command line feeds
 * it from disk and the worker from `Blob` slices; both then ask `logsAnswer` (logs-answer.ts),
 * so the figures are made once. Memory: the tally's, capped (README.md, "Caps"), never the lines.
 */
import type { InflateBudget } from '../archive/inflate-limits';
import { crawlerRangesFrom, type RangeFileReport } from './crawler-ranges';
import { LogFileReader, type LogFileReport } from './log-container';
import type { LogRequest } from './log-request';
import { LogTally, type LogTallyOptions } from './log-tally';

export interface LogsReadOptions {
  /** Range files by name (or URL, or operator): their text. */
  readonly rangeFiles: Readonly<Record<string, string>>;
  /** Counts every log's inflated bytes together: a bomb stops at its cap. */
  readonly budget: InflateBudget;
  /** Hears each request tallied to a crawler (the command line's `--log-rows`). */
  readonly onCrawlerRequest?: (crawlerKey: string, request: LogRequest) => void;
  /** The tally's caps (defaults: README.md); tests set small ones. */
  readonly caps?: Pick<LogTallyOptions, 'maxCrawlers' | 'maxPaths' | 'maxDays'>;
}

/** One log file's bytes, pushed in order; `end` gives its report. */
export interface LogFileSink {
  push(chunk: Uint8Array): void;
  end(): LogFileReport;
}

export class LogsRead {
  readonly tally: LogTally;
  readonly ranges: readonly RangeFileReport[];
  readonly files: LogFileReport[] = [];
  /** The latest request time of every log (ms UTC), or null when no line had one. */
  asOfMs: number | null = null;

  constructor(private readonly options: LogsReadOptions) {
    const { ranges, reports } = crawlerRangesFrom(options.rangeFiles);
    this.ranges = reports;
    // Hosts kept: a log of several sites joins each against its own sitemaps.
    this.tally = new LogTally({ ranges, isHostKept: true, ...options.caps });
  }

  /** A sink for the next file; its report joins `files` when it ends. */
  file(name: string): LogFileSink {
    const reader = new LogFileReader(name, this.options.budget, {
      onRequest: (request) => {
        const key = this.tally.add(request);
        if (request.time !== null && (this.asOfMs === null || request.time > this.asOfMs))
          this.asOfMs = request.time;
        if (key !== undefined) this.options.onCrawlerRequest?.(key, request);
      },
    });
    return {
      push: (chunk) => reader.push(chunk),
      end: () => {
        const report = reader.end();
        this.files.push(report);
        return report;
      },
    };
  }
}

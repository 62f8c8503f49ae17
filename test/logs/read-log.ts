/** Helpers of the log tests: a log's bytes read and tallied, the range files loaded. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CrawlerRanges } from '../../src/core/logs/crawler-ranges';
import type { LogFormat } from '../../src/core/logs/log-format';
import { readLogChunks, type LogReadSummary } from '../../src/core/logs/log-reader';
import type { LogTallySummary } from '../../src/core/logs/log-summary';
import { LogTally, type LogTallyOptions } from '../../src/core/logs/log-tally';

export const rangesDir = join(import.meta.dirname, 'ranges');
export const samplesDir = join(import.meta.dirname, 'samples');

/** The range files of test/logs/ranges that name a published file. */
export function sampleRanges(): CrawlerRanges {
  const ranges = new CrawlerRanges();
  for (const file of ['common-crawlers.json', 'gptbot.json', 'bingbot.json'])
    ranges.add(file, readFileSync(join(rangesDir, file), 'utf8'));
  return ranges;
}

/** `bytes` cut into chunks of `size` (the last one shorter). */
export function chunksOf(bytes: Uint8Array, size: number): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return chunks;
}

export interface TalliedLog {
  readonly read: LogReadSummary;
  readonly summary: LogTallySummary;
  readonly tally: LogTally;
}

export function tallyLog(
  chunks: Iterable<Uint8Array>,
  options: LogTallyOptions & { format?: LogFormat } = {},
): TalliedLog {
  const tally = new LogTally(options);
  const read = readLogChunks(chunks, {
    ...(options.format === undefined ? {} : { format: options.format }),
    onRequest: (request) => tally.add(request),
  });
  return { read, summary: tally.summary(read), tally };
}

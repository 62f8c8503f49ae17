/**
 * An access log from its bytes to requests: lines (log-line-splitter.ts), the format sniffed
 * from the first lines unless the caller names it (log-format.ts), each line read by the
 * format's reader, requests handed to `onRequest` as they come. What it keeps does not grow
 * with the file: counts, the first lines held until the format is known, and a bounded sample
 * of malformed lines with their numbers, each cut short.
 */
import { createLineReader, sniffLineCount, sniffLogFormat, type LogFormat } from './log-format';
import type { JsonFieldMap } from './json-reader';
import { LogLineSplitter } from './log-line-splitter';
import {
  MalformedReason,
  type LogLineReader,
  type LogLineResult,
  type LogRequest,
} from './log-request';

/** Why a line is not a request, including "the file's format is not one this reads". */
export type LogLineFault = MalformedReason | 'unknown-format';

export interface MalformedSample {
  readonly line: number;
  readonly reason: LogLineFault;
  /** The line's start, at most `sampleChars` characters. */
  readonly text: string;
}

export interface LogReadSummary {
  /** The format read (named by the caller or sniffed); undefined: none fitted. */
  readonly format: LogFormat | undefined;
  /** Lines that were meant as requests: every line but blanks and directives. */
  readonly lines: number;
  readonly requests: number;
  readonly malformed: Readonly<Partial<Record<LogLineFault, number>>>;
  readonly samples: readonly MalformedSample[];
}

export interface LogReaderOptions {
  /** The format, when the caller knows it; otherwise sniffed from the first lines. */
  readonly format?: LogFormat;
  /** The key map for `json` (and to replace Cloudflare's or Fastly's). */
  readonly fields?: JsonFieldMap;
  readonly onRequest: (request: LogRequest, lineNumber: number) => void;
  /** Malformed lines kept as samples (the first ones). */
  readonly maxSamples?: number;
}

const sampleChars = 200;

export class LogReader {
  private readonly splitter: LogLineSplitter;
  private reader: LogLineReader | undefined;
  private format: LogFormat | undefined;
  private isUnknown = false;
  /** Lines held until the format is sniffed. */
  private held: { text: string; lineNumber: number }[] = [];
  private heldMeant = 0;
  private lines = 0;
  private requests = 0;
  private readonly malformed: Partial<Record<LogLineFault, number>> = {};
  private readonly samples: MalformedSample[] = [];
  private readonly maxSamples: number;

  constructor(private readonly options: LogReaderOptions) {
    this.maxSamples = options.maxSamples ?? 20;
    if (options.format !== undefined) {
      this.format = options.format;
      this.reader = createLineReader(options.format, options.fields);
    }
    this.splitter = new LogLineSplitter({
      onLine: (text, lineNumber) => this.onLine(text, lineNumber),
      onLineTooLong: (lineNumber, head) =>
        this.fault(MalformedReason.lineTooLong, lineNumber, head),
    });
  }

  push(chunk: Uint8Array): void {
    this.splitter.push(chunk);
  }

  end(): LogReadSummary {
    this.splitter.end();
    if (this.reader === undefined && !this.isUnknown) this.decide();
    return {
      format: this.format,
      lines: this.lines,
      requests: this.requests,
      malformed: { ...this.malformed },
      samples: [...this.samples],
    };
  }

  private onLine(text: string, lineNumber: number): void {
    if (this.reader !== undefined) return this.readLine(this.reader, text, lineNumber);
    if (this.isUnknown) return this.unknownLine(text, lineNumber);
    this.held.push({ text, lineNumber });
    if (text.trim() !== '' && !text.startsWith('#')) this.heldMeant++;
    // Blank and directive lines are held too, but not without end.
    if (this.heldMeant >= sniffLineCount || this.held.length >= 4 * sniffLineCount) this.decide();
  }

  /** Sniffs the held lines, then reads them with the format's reader. */
  private decide(): void {
    const held = this.held;
    this.held = [];
    this.format = sniffLogFormat(held.map((line) => line.text));
    if (this.format === undefined || (this.format === 'json' && !this.options.fields)) {
      this.isUnknown = true;
      for (const line of held) this.unknownLine(line.text, line.lineNumber);
      return;
    }
    this.reader = createLineReader(this.format, this.options.fields);
    for (const line of held) this.readLine(this.reader, line.text, line.lineNumber);
  }

  private unknownLine(text: string, lineNumber: number): void {
    if (text.trim() === '' || text.startsWith('#')) return;
    this.fault('unknown-format', lineNumber, text);
  }

  private readLine(reader: LogLineReader, text: string, lineNumber: number): void {
    const result: LogLineResult | null = reader.read(text);
    if (result === null) return;
    if (!result.ok) return this.fault(result.reason, lineNumber, text);
    this.lines++;
    this.requests++;
    this.options.onRequest(result.request, lineNumber);
  }

  private fault(reason: LogLineFault, lineNumber: number, text: string): void {
    this.lines++;
    this.malformed[reason] = (this.malformed[reason] ?? 0) + 1;
    if (this.samples.length < this.maxSamples)
      this.samples.push({ line: lineNumber, reason, text: text.slice(0, sampleChars) });
  }
}

/** Reads a whole log given as chunks (e.g. a decompressor's output) and sums it up. */
export function readLogChunks(
  chunks: Iterable<Uint8Array>,
  options: LogReaderOptions,
): LogReadSummary {
  const reader = new LogReader(options);
  for (const chunk of chunks) reader.push(chunk);
  return reader.end();
}

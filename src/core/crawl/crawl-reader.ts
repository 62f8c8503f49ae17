/**
 * A push reader of crawl exports (CSV or TSV): `push(bytes)` as the file is read, `end()`
 * once, each row handed to `onRow` as its cells. Papa Parse's low-level `Parser` does the
 * RFC 4180 work (quoted fields, doubled quotes, newlines inside quotes): it is given the text
 * kept from the last push plus the new one and answers the rows that ended in it and where
 * the last one ended, so the file never exists as one string. The delimiter (`,`, tab or
 * `;`) and the line ending are guessed by Papa Parse from the first 64 KiB; a UTF-8 byte
 * order mark is dropped by the decoder.
 *
 * Caps, so that a hostile file costs little: a record (a row with every quoted line in it)
 * longer than `maxRecordChars` is skipped to the next line break with
 * `crawl-record-too-long` (a 2 GB line is never held); text with NUL bytes, or mostly
 * control characters, stops the reading with `crawl-binary`; rows past `maxRows` are not
 * read (`crawl-too-many-rows`).
 */
import Papa from 'papaparse';
import { createProblem, type Problem } from '../problems/problem';

export interface CrawlReaderLimits {
  maxRecordChars: number;
  maxRows: number;
}

export const DEFAULT_CRAWL_LIMITS: CrawlReaderLimits = {
  maxRecordChars: 1 << 20,
  maxRows: 5_000_000,
};

export interface CrawlRowSink {
  /** The header row first (`line` 1), then every data row with the line it starts on. */
  onRow(cells: string[], line: number): void;
}

const GUESS_CHARS = 64 * 1024;

export class CrawlReader {
  readonly problems: Problem[] = [];
  /** Rows handed to the sink, the header included. */
  rows = 0;
  delimiter: string | undefined;
  /** Chosen at the first bytes: UTF-16 with its byte order mark (Excel's "Unicode text"), else UTF-8. */
  private decoder: TextDecoder | undefined;
  private parser: Papa.Parser | undefined;
  private pending = '';
  /** The line the first character of `pending` is on. */
  private line = 1;
  private isSkipping = false;
  private isStopped = false;
  private hasCheckedBinary = false;

  constructor(
    private readonly sink: CrawlRowSink,
    private readonly limits: CrawlReaderLimits = DEFAULT_CRAWL_LIMITS,
  ) {}

  get stopped(): boolean {
    return this.isStopped;
  }

  push(bytes: Uint8Array): void {
    if (this.isStopped) return;
    this.decoder ??= new TextDecoder(encodingOf(bytes));
    this.take(this.decoder.decode(bytes, { stream: true }), false);
  }

  end(): void {
    if (this.isStopped) return;
    this.take(this.decoder?.decode() ?? '', true);
    this.isStopped = true;
  }

  /** Stops reading (the sink decided the file is not to be read on). */
  stop(): void {
    this.isStopped = true;
    this.pending = '';
  }

  private take(text: string, isFinal: boolean): void {
    if (text.includes('\u0000') || (!this.hasCheckedBinary && isMostlyControls(text))) {
      // The message names the line ("from line {line}"): a template is filled from the
      // params only, never from the problem's position.
      this.problems.push(createProblem('crawl-binary', this.line, 0, { line: this.line }));
      this.stop();
      return;
    }
    if (text.length > 0) this.hasCheckedBinary = true;
    if (this.isSkipping) {
      const lineBreak = text.search(/[\r\n]/);
      if (lineBreak < 0) return;
      this.isSkipping = false;
      this.line++;
      text = text.slice(lineBreak + (text.startsWith('\r\n', lineBreak) ? 2 : 1));
    }
    this.pending += text;
    if (!this.parser) {
      if (!isFinal && this.pending.length < GUESS_CHARS) return;
      this.parser = this.startParser(this.pending);
    }
    this.parse(isFinal);
  }

  private startParser(sample: string): Papa.Parser {
    // Whole lines only: a row cut short would count fewer delimiters than the others.
    const head = sample.slice(0, GUESS_CHARS);
    const lastBreak = head.lastIndexOf('\n');
    const guess = Papa.parse<string[]>(lastBreak > 0 ? head.slice(0, lastBreak + 1) : head, {
      preview: 50,
      skipEmptyLines: true,
      delimitersToGuess: [',', '\t', ';'],
    });
    this.delimiter = guess.meta.delimiter || ',';
    return new Papa.Parser({
      delimiter: this.delimiter,
      newline:
        guess.meta.linebreak === '\r\n' || guess.meta.linebreak === '\r'
          ? guess.meta.linebreak
          : '\n',
    });
  }

  private parse(isFinal: boolean): void {
    const result = this.parser!.parse(this.pending, 0, !isFinal) as Papa.ParseResult<string[]>;
    let line = this.line;
    for (const cells of result.data) {
      if (this.isStopped) return;
      if (cells.length === 1 && cells[0] === '') {
        line++;
        continue;
      }
      if (this.rows >= this.limits.maxRows) {
        this.problems.push(
          createProblem('crawl-too-many-rows', line, 0, { max: this.limits.maxRows }),
        );
        this.stop();
        return;
      }
      const breaks = countLineBreaks(cells);
      // A record that came whole within one chunk, or the last one, may still be over the cap.
      if (recordLength(cells) > this.limits.maxRecordChars) {
        this.problems.push(
          createProblem('crawl-record-too-long', line, 0, { max: this.limits.maxRecordChars }),
        );
        line += 1 + breaks;
        continue;
      }
      this.rows++;
      this.sink.onRow(cells, line);
      line += 1 + breaks;
    }
    if (this.isStopped) return;
    this.line = line;
    this.pending = isFinal ? '' : this.pending.slice(result.meta.cursor);
    if (this.pending.length > this.limits.maxRecordChars) this.skipRecord();
  }

  /** The record at `pending` is too long: drop it up to the next line break. */
  private skipRecord(): void {
    this.problems.push(
      createProblem('crawl-record-too-long', this.line, 0, { max: this.limits.maxRecordChars }),
    );
    const lineBreak = this.pending.search(/[\r\n]/);
    if (lineBreak < 0 || lineBreak > this.limits.maxRecordChars) {
      this.pending = '';
      this.isSkipping = true;
      return;
    }
    this.line++;
    this.pending = this.pending.slice(lineBreak + 1);
  }
}

/** UTF-16 when the bytes start with its byte order mark; otherwise UTF-8 (the decoder drops a BOM). */
export function encodingOf(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

function recordLength(cells: readonly string[]): number {
  let length = 0;
  for (const cell of cells) length += cell.length + 1;
  return length;
}

function countLineBreaks(cells: readonly string[]): number {
  let count = 0;
  for (const cell of cells)
    if (cell.length > 0 && (cell.includes('\n') || cell.includes('\r')))
      count += cell.replace(/\r\n/g, '\n').split(/[\r\n]/).length - 1;
  return count;
}

/** More than one character in ten a control character (other than tab and line breaks). */
function isMostlyControls(text: string): boolean {
  const sample = text.slice(0, 4096);
  if (sample.length === 0) return false;
  // eslint-disable-next-line no-control-regex -- counting control characters is the point
  const controls = sample.match(/[\u0001-\u0008\u000b\u000c\u000e-\u001f\ufffd]/g)?.length ?? 0;
  return controls * 10 > sample.length;
}

/**
 * A push reader of crawl exports (CSV or TSV): `push(bytes)` as the file is read, `end()`
 * once, each row handed to `onRow` as its cells. Papa Parse's low-level `Parser` does the
 * RFC 4180 work (quoted fields, doubled quotes, newlines inside quotes): it is given the text
 * kept from the last push plus the new one and answers the rows that ended in it and where
 * the last one ended, so the file never exists as one string. The delimiter (`,`, tab or
 * `;`) and the line ending are guessed by Papa Parse from the first 64 KiB; the encoding from
 * the same bytes (crawl-decode.ts), and bytes that are not UTF-8 are reported
 * (`crawl-not-utf8`, at their line).
 *
 * Broken quoting (text after a closing quote, a quote never closed) made Papa Parse read on
 * to the next quote, or to the end of the file, as one cell: a thousand rows came out as one,
 * without a word. Such a row is read again as its line alone, split at the delimiter with
 * its quotes kept, and reported (`crawl-bad-quotes`); past `MAX_BAD_QUOTE_ROWS` of them the
 * file is not a CSV to trust, and reading stops (`crawl-malformed`). An export with no row
 * at all is `crawl-empty`.
 *
 * Caps, so that a hostile file costs little: a record (a row with every quoted line in it)
 * longer than `maxRecordChars` is skipped to the next line break with
 * `crawl-record-too-long` (a 2 GB line is never held); text with NUL bytes, or mostly
 * control characters, stops the reading with `crawl-binary`; data rows past `maxRows` (the
 * header not counted) are not read (`crawl-too-many-rows`).
 */
import Papa from 'papaparse';
import { createProblem, type Problem } from '../problems/problem';
import { CrawlDecoder, type DecodedText } from './crawl-decode';
import {
  countBreaks,
  countLineBreaks,
  isMostlyControls,
  lastBreakBefore,
  recordLength,
} from './crawl-text';

export interface CrawlReaderLimits {
  maxRecordChars: number;
  /** Data rows read at most: the header row is not one of them. */
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

/** Rows read again after broken quoting before the file is given up on (each costs a parse). */
export const MAX_BAD_QUOTE_ROWS = 100;

export class CrawlReader {
  readonly problems: Problem[] = [];
  /** Rows handed to the sink, the header included. */
  rows = 0;
  delimiter: string | undefined;
  private readonly decoder = new CrawlDecoder();
  private badQuoteRows = 0;
  private parser: Papa.Parser | undefined;
  private pending = '';
  /** The line the first character of `pending` is on. */
  private line = 1;
  private isSkipping = false;
  private isStopped = false;
  private hasCheckedBinary = false;
  private isBinary = false;

  constructor(
    private readonly sink: CrawlRowSink,
    private readonly limits: CrawlReaderLimits = DEFAULT_CRAWL_LIMITS,
  ) {}

  get stopped(): boolean {
    return this.isStopped;
  }

  /** The encoding the export was read as, once decided (crawl-decode.ts). */
  get encoding(): string | undefined {
    return this.decoder.encoding;
  }

  push(bytes: Uint8Array): void {
    if (this.isStopped) return;
    this.takeDecoded(this.decoder.push(bytes), false);
  }

  end(): void {
    if (this.isStopped) return;
    this.takeDecoded(this.decoder.end(), true);
    if (this.rows === 0 && this.problems.length === 0)
      this.problems.push(createProblem('crawl-empty', 1, 0));
    this.isStopped = true;
  }

  /** Takes the text, and reports its first bytes that are not UTF-8 at their line (not a binary's). */
  private takeDecoded({ text, invalidAt }: DecodedText, isFinal: boolean): void {
    const line =
      invalidAt === undefined
        ? 0
        : this.line + countBreaks(this.pending) + countBreaks(text.slice(0, invalidAt));
    this.take(text, isFinal);
    if (line > 0 && !this.isBinary)
      this.problems.push(
        createProblem('crawl-not-utf8', line, 0, {
          line: String(line),
          // An ICU select key: no hyphen.
          readAs: this.decoder.encoding === 'windows-1252' ? 'windows1252' : 'utf8',
        }),
      );
  }

  /** Stops reading (the sink decided the file is not to be read on). */
  stop(): void {
    this.isStopped = true;
    this.pending = '';
  }

  private take(text: string, isFinal: boolean): void {
    if (text.includes('\u0000') || (!this.hasCheckedBinary && isMostlyControls(text))) {
      // The message names the line ("from line {line}"): a template is filled from the
      // params only, never from the problem's position (a string: a line is not grouped).
      this.problems.push(createProblem('crawl-binary', this.line, 0, { line: String(this.line) }));
      this.isBinary = true;
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
    for (;;) {
      const result = this.parser!.parse(this.pending, 0, !isFinal) as Papa.ParseResult<string[]>;
      const broken = result.errors.find((error) => error.type === 'Quotes');
      let line = this.line;
      for (const cells of broken ? result.data.slice(0, broken.row) : result.data) {
        if (cells.length === 1 && cells[0] === '') {
          line++;
          continue;
        }
        if (!this.emit(cells, line)) return;
        line += 1 + countLineBreaks(cells);
      }
      if (!broken) {
        this.line = line;
        this.pending = isFinal ? '' : this.pending.slice(result.meta.cursor);
        break;
      }
      // Papa Parse's index is just past the opening quote of the broken cell.
      if (!this.readBrokenLine((broken.index ?? 0) - 1, isFinal)) return;
    }
    if (this.pending.length > this.limits.maxRecordChars) this.skipRecord();
  }

  /** Hands a row to the sink within the caps; false when reading stops. */
  private emit(cells: string[], line: number): boolean {
    if (this.isStopped) return false;
    // `rows` counts the header too: `maxRows` data rows are read, as the message says.
    if (this.rows > this.limits.maxRows) {
      this.problems.push(
        createProblem('crawl-too-many-rows', line, 0, { max: this.limits.maxRows }),
      );
      this.stop();
      return false;
    }
    // A record that came whole within one chunk, or the last one, may still be over the cap.
    if (recordLength(cells) > this.limits.maxRecordChars) {
      this.problems.push(
        createProblem('crawl-record-too-long', line, 0, { max: this.limits.maxRecordChars }),
      );
      return true;
    }
    this.rows++;
    this.sink.onRow(cells, line);
    return true;
  }

  /**
   * The line of `pending` holding the broken quote at `quoteAt`, read as it stands: its cells
   * split at the delimiter, quotes kept (a URL cell quoted whole loses its quotes). Then
   * `pending` starts at the next line. False when reading stops, or when the line is not
   * whole yet (it is read again once it is).
   */
  private readBrokenLine(quoteAt: number, isFinal: boolean): boolean {
    const lineStart = lastBreakBefore(this.pending, quoteAt) + 1;
    this.line += countBreaks(this.pending.slice(0, lineStart));
    this.pending = this.pending.slice(lineStart);
    const lineEnd = this.pending.slice(quoteAt - lineStart).search(/[\r\n]/);
    if (lineEnd < 0 && !isFinal) return false;
    const end = lineEnd < 0 ? this.pending.length : quoteAt - lineStart + lineEnd;
    this.badQuoteRows++;
    if (this.badQuoteRows > MAX_BAD_QUOTE_ROWS) {
      this.problems.push(
        createProblem('crawl-malformed', this.line, 0, {
          max: MAX_BAD_QUOTE_ROWS,
          rows: Math.max(0, this.rows - 1),
        }),
      );
      this.stop();
      return false;
    }
    this.problems.push(
      createProblem('crawl-bad-quotes', this.line, 0, { line: String(this.line) }),
    );
    const cells = this.pending
      .slice(0, end)
      .split(this.delimiter!)
      .map((cell) => (/^"[^"]*"$/.test(cell) ? cell.slice(1, -1) : cell));
    if (!this.emit(cells, this.line)) return false;
    this.line++;
    this.pending = this.pending.slice(end + (this.pending.startsWith('\r\n', end) ? 2 : 1));
    return true;
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

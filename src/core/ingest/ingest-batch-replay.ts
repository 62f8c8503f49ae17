/**
 * Replays recorded batches (ingest-batch.ts) into a sink: the same calls, with the same
 * arguments, in the same order as the pipeline made them on the recorder.
 *
 * A `ReplayPosition` counts what was replayed of one job, call kind by call kind, and can
 * skip a prefix: when a job must be read again (it failed, or its inflate room turned out
 * smaller than the session's, see src/worker/session/pooled-ingest.ts), the calls already
 * replayed are not made twice. The pipeline makes the same calls in the same order on the
 * same bytes; only where progress falls may move with the platform inflater's chunks, and
 * a progress report more or less is harmless.
 */
import type { ContainerFormat } from '../archive/sniff-format';
import type { SitemapRef, UrlEntry } from '../sitemap/sitemap-entry';
import { UrlBatch, flushUrlBatch } from '../sitemap/url-batch';
import { BatchOp, type IngestBatch, type ReplaySink } from './ingest-batch';
import {
  HAS_CHANGEFREQ,
  HAS_LASTMOD_TEXT,
  HAS_LOC_HASH,
  PROBLEM_CODE_LIST,
} from './url-batch-wire';
import type {
  IngestDocumentReport,
  IngestFileStart,
  IngestProgress,
  RobotsSitemaps,
} from './ingest-types';

export class ReplayPosition {
  /** Calls made so far, by op. */
  readonly made = new Map<number, number>();
  /** Calls to pass over before making any, by op (what an earlier read already made). */
  private readonly skip = new Map<number, number>();

  /** A position that passes over everything `earlier` made. */
  static after(earlier: ReplayPosition): ReplayPosition {
    const position = new ReplayPosition();
    for (const [op, made] of earlier.made) position.skip.set(op, made);
    return position;
  }

  /** Counts one call of `op`; false when it is to be passed over. */
  take(op: BatchOp): boolean {
    const seen = (this.made.get(op) ?? 0) + 1;
    this.made.set(op, seen);
    return seen > (this.skip.get(op) ?? 0);
  }
}

/**
 * Makes the batch's calls on `sink`, in order. A sink that takes URL rows in batches
 * (`onUrlBatch`) gets each run of rows of one document as one UrlBatch, handed on before
 * any other call, so the order is the pipeline's; otherwise one `onUrl` per row.
 */
export function replayBatch(
  batch: IngestBatch,
  sink: ReplaySink,
  position: ReplayPosition = new ReplayPosition(),
): void {
  const { ops, urls, calls } = batch;
  const onUrlBatch = sink.onUrlBatch?.bind(sink);
  // All-ASCII locs (as good as every sitemap) go to a batch-taking sink as the bytes they
  // came as: byte offsets are character offsets, and the store copies them as they are.
  // Anything else is decoded to strings once for the whole batch.
  let locChars = 0;
  for (let row = 0; row < urls.rows; row++) locChars += urls.locLengths[row];
  const locsAsBytes = onUrlBatch !== undefined && locChars === urls.locText.length;
  const locText = locsAsBytes ? '' : decoder.decode(urls.locText);
  const values = new TextRuns(decoder.decode(urls.valueText), urls.valueLengths);
  // Each row's alternates (UrlBatch.linkStart): texts in order, an hreflang then its href.
  const linkTexts = new TextRuns(
    urls.linkText.length === 0 ? '' : decoder.decode(urls.linkText),
    urls.linkLengths,
  );
  let link = 0;
  let row = 0;
  let call = 0;
  let locAt = 0;
  let codeAt = 0;
  const rowsOut = onUrlBatch ? new UrlBatch() : undefined;
  let rowsOutIngestId = 0;
  const flushRows = () => {
    if (rowsOut && onUrlBatch)
      flushUrlBatch(rowsOut, { onUrlBatch: (rows) => onUrlBatch(rowsOutIngestId, rows) });
  };
  for (let index = 0; index < ops.length; index++) {
    const op = ops[index] as BatchOp;
    const isMade = position.take(op);
    if (op === BatchOp.url) {
      const ingestId = urls.ingestId[row];
      const locStart = locAt;
      locAt += urls.locLengths[row];
      const lastmodText = urls.presence[row] & HAS_LASTMOD_TEXT ? values.next() : undefined;
      const changefreq = urls.presence[row] & HAS_CHANGEFREQ ? values.next() : undefined;
      const codes = problemCodesOf(urls, codeAt, urls.codeCount[row]);
      codeAt += urls.codeCount[row];
      if (isMade && rowsOut) {
        if (
          rowsOut.count > 0 &&
          (rowsOut.isFull ||
            rowsOutIngestId !== ingestId ||
            (locsAsBytes && !rowsOut.continuesBytes(urls.locText, locStart)))
        )
          flushRows();
        rowsOutIngestId = ingestId;
        const at = locsAsBytes
          ? rowsOut.addRowOfBytes(
              urls.locText,
              locStart,
              locAt,
              urls.line[row],
              urls.column[row],
              urls.presence[row] & HAS_LOC_HASH ? urls.locHash[row] : undefined,
            )
          : rowsOut.addRow(locText.slice(locStart, locAt), urls.line[row], urls.column[row]);
        copyRowValues(rowsOut, at, urls, row, lastmodText, changefreq, codes);
        for (const end = link + urls.linkCount[row]; link < end; link++) {
          const hreflang = linkTexts.next();
          rowsOut.addLink(hreflang, linkTexts.next(), urls.linkLine[link], urls.linkColumn[link]);
        }
      } else {
        if (isMade) {
          const loc = locText.slice(locStart, locAt);
          sink.onUrl(ingestId, entryOf(urls, row, loc, lastmodText, changefreq), codes);
        }
        // A row passed over, or one handed on without links (a UrlEntry has none).
        const linkCount = urls.linkCount[row];
        linkTexts.skip(2 * linkCount);
        link += linkCount;
      }
      row++;
      continue;
    }
    flushRows();
    const argument = calls[call++];
    if (isMade) makeCall(sink, op, argument);
  }
  flushRows();
}

const decoder = new TextDecoder();

/** Texts laid end to end in one string, with their lengths in another array: read in order. */
class TextRuns {
  private index = 0;
  private at = 0;

  constructor(
    private readonly text: string,
    private readonly lengths: ArrayLike<number>,
  ) {}

  next(): string {
    const start = this.at;
    this.at += this.lengths[this.index++];
    return this.text.slice(start, this.at);
  }

  /** Passes over `count` texts without slicing them. */
  skip(count: number): void {
    for (const end = this.index + count; this.index < end;) this.at += this.lengths[this.index++];
  }
}

/** A row's problem codes as names, or undefined for none (most rows). */
function problemCodesOf(
  urls: IngestBatch['urls'],
  codeAt: number,
  count: number,
): UrlBatch['problemCodes'][number] {
  if (count === 0) return undefined;
  return Array.from(urls.codes.subarray(codeAt, codeAt + count), (code) => PROBLEM_CODE_LIST[code]);
}

/** The row's columns past its loc, copied into the outgoing batch at `at`. */
function copyRowValues(
  rowsOut: UrlBatch,
  at: number,
  urls: IngestBatch['urls'],
  row: number,
  lastmodText: string | undefined,
  changefreq: string | undefined,
  codes: UrlBatch['problemCodes'][number],
): void {
  rowsOut.lastmodText[at] = lastmodText;
  rowsOut.lastmodMs[at] = urls.lastmodMs[row];
  rowsOut.lastmodPrecision[at] = urls.lastmodPrecision[row];
  rowsOut.changefreq[at] = changefreq;
  rowsOut.priority[at] = urls.priority[row];
  rowsOut.images[at] = urls.images[row];
  rowsOut.videos[at] = urls.videos[row];
  rowsOut.alternates[at] = urls.alternates[row];
  rowsOut.newsPublicationMs[at] = urls.newsPublicationMs[row];
  rowsOut.problemCodes[at] = codes;
}

function entryOf(
  urls: IngestBatch['urls'],
  row: number,
  loc: string,
  lastmodText: string | undefined,
  changefreq: string | undefined,
): UrlEntry {
  const entry: UrlEntry = {
    loc,
    line: urls.line[row],
    column: urls.column[row],
    lastmodMs: urls.lastmodMs[row],
    lastmodPrecision: urls.lastmodPrecision[row] as UrlEntry['lastmodPrecision'],
    priority: urls.priority[row],
    images: urls.images[row],
    videos: urls.videos[row],
    alternates: urls.alternates[row],
    newsPublicationMs: urls.newsPublicationMs[row],
  };
  if (lastmodText !== undefined) entry.lastmodText = lastmodText;
  if (changefreq !== undefined) entry.changefreq = changefreq;
  return entry;
}

function makeCall(sink: ReplaySink, op: BatchOp, argument: unknown): void {
  switch (op) {
    case BatchOp.fileStart:
      sink.onFileStart?.(argument as IngestFileStart);
      return;
    case BatchOp.progress:
      sink.onProgress?.(argument as IngestProgress);
      return;
    case BatchOp.sitemap: {
      const { ingestId, ref } = argument as { ingestId: number; ref: SitemapRef };
      sink.onSitemap(ingestId, ref);
      return;
    }
    case BatchOp.fileReport:
      sink.onFileReport(argument as IngestDocumentReport);
      return;
    case BatchOp.robotsParsed:
      sink.onRobotsParsed?.(argument as RobotsSitemaps);
      return;
    case BatchOp.sourceSlice: {
      const { bytesRead, format } = argument as { bytesRead: number; format: ContainerFormat };
      sink.onSourceSlice?.(bytesRead, format);
      return;
    }
    case BatchOp.url:
      throw new Error('URL rows are replayed from the columns');
    default: {
      const unknown: never = op;
      throw new Error(`unknown batch op ${String(unknown)}`);
    }
  }
}

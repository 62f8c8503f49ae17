/**
 * The second reading of a streamed run: where the URL rows go instead of the store. Each row
 * is written to the Parquet file (core/export/streamed-rows.ts) with what the first reading
 * learnt of its URL (how often it is listed, whether it repeats an earlier listing:
 * core/export/repeated-urls.ts) and its robots.txt verdict, and counted by what the session
 * would have found over the stored rows once they were all in: each document's lastmod facts,
 * its scope check, the generator lint, the URLs robots.txt blocks for Googlebot.
 *
 * Like the store, it finds each repeated URL's `duplicate-url` problem (the listing's number
 * and the first listing's file and line); unlike it, it keeps them itself, as numbers and
 * bytes (kept-duplicates.ts), and gives them once the file is written
 * ({@link WrittenRows.duplicateProblems}).
 */
import { asDocumentId, type DocumentId } from '../../../core/ids';
import type { LocHasher } from '../../../core/export/loc-hash';
import type { RepeatedUrls } from '../../../core/export/repeated-urls';
import type { StreamedRows } from '../../../core/export/streamed-rows';
import type { Problem } from '../../../core/problems/problem';
import { crossCheckRange, VerdictCode } from '../../../core/robots/analyses/crosscheck';
import type { RobotsSite } from '../../../core/robots/analyses/site-origin';
import type { RobotsTxt } from '../../../core/robots/engine/robots-txt';
import type { GeneratorLintTally } from '../../../core/sitemap/generator-lint';
import type { UrlEntry } from '../../../core/sitemap/sitemap-entry';
import { URL_BATCH_ROWS, type UrlBatch } from '../../../core/sitemap/url-batch';
import type { UrlScopeTally } from '../../../core/sitemap/url-scope';
import { DEFAULT_ROBOTS_CHECK } from '../../protocol/robots';
import type { DocumentRows } from '../input-documents';
import { verdictOfCode } from '../robots-crosscheck';
import { robotsRowColumn } from '../../../core/robots/analyses/robots-row-column';
import { KeptDuplicates } from './kept-duplicates';
import { URL_BLOCKED_CODE, type BlockedUrls } from '../blocked-urls';

const BLOCKED_CODES: readonly string[] = Object.freeze([URL_BLOCKED_CODE]);
import type { LastmodTally } from './lastmod-tally';

/** The first robots.txt loaded and the site it governs, as the session's checks resolve them. */
export interface RunRobots {
  readonly robots: RobotsTxt;
  readonly site: RobotsSite | null;
}

/** What the rows are counted into as they pass. */
export interface RowTallies {
  readonly lastmod: LastmodTally;
  /** The scope check of each document whose location the index tree knows. */
  readonly scope: ReadonlyMap<DocumentId, UrlScopeTally>;
  readonly lint: GeneratorLintTally;
  /** The `url-blocked-by-robots` group: Googlebot's verdicts (DEFAULT_ROBOTS_CHECK). */
  readonly blocked: BlockedUrls;
}

/** One robots.txt check over a batch's rows: each row's verdict code and deciding line. */
class VerdictSlots {
  readonly verdicts = new Uint8Array(URL_BATCH_ROWS);
  readonly lines = new Uint32Array(URL_BATCH_ROWS);

  constructor(readonly agent: string) {}

  check(robots: RunRobots, locs: readonly string[], count: number): void {
    crossCheckRange(
      robots.robots,
      this.agent,
      locs,
      robots.site,
      0,
      count,
      this.verdicts,
      this.lines,
    );
  }
}

export class WrittenRows implements DocumentRows {
  private readonly names: string[] = [];
  private readonly duplicates = new KeptDuplicates();
  /** Rows that list hreflang alternates (the analysis of them is not given: streamed-run.ts). */
  rowsWithAlternates = 0;
  /** Googlebot's verdicts (the blocked group), and the `--agent`'s (the robots column). */
  private readonly googlebot: VerdictSlots | undefined;
  private readonly column: VerdictSlots | undefined;

  constructor(
    private readonly rows: StreamedRows,
    private readonly repeated: RepeatedUrls,
    private readonly hasher: LocHasher,
    private readonly tallies: RowTallies,
    private readonly robots: RunRobots | null,
    /** The crawler of the robots column; none: the file has no such column. */
    agent: string | undefined,
  ) {
    this.googlebot = robots ? new VerdictSlots(DEFAULT_ROBOTS_CHECK.agent) : undefined;
    this.column =
      robots && agent !== undefined
        ? agent === DEFAULT_ROBOTS_CHECK.agent
          ? this.googlebot
          : new VerdictSlots(agent)
        : undefined;
  }

  addDocument(name: string): DocumentId {
    this.names.push(name);
    return asDocumentId(this.names.length - 1);
  }

  addUrl(documentId: DocumentId, entry: UrlEntry, problemCodes?: readonly string[]): undefined {
    const locs = [entry.loc];
    this.checkRobots(locs, 1);
    this.rows.beginEntry(this.names[documentId], entry, problemCodes);
    if (entry.alternates > 0) this.rowsWithAlternates++;
    this.tallies.lastmod.add(
      documentId,
      entry.lastmodMs,
      entry.lastmodPrecision,
      problemCodes?.includes('lastmod-invalid') ?? false,
    );
    this.endRow(documentId, 0, () => entry.loc, entry.line, entry.column);
    // Its duplicate-url problem, if any, is kept here ({@link duplicateProblems}).
    return undefined;
  }

  addBatch(
    documentId: DocumentId,
    batch: UrlBatch,
    // The rows' duplicate-url problems are kept here ({@link duplicateProblems}).
    _onDuplicate?: (problem: Problem) => void,
    stopBefore?: (row: number) => boolean,
  ): number {
    // The lint reads every URL (author archives): a batch of bytes is decoded once here.
    const locs = batch.locBytes
      ? Array.from({ length: batch.count }, (_, row) => batch.locAt(row))
      : batch.loc;
    this.checkRobots(locs, batch.count);
    const locOf = (row: number) => locs[row];
    const file = this.names[documentId];
    for (let row = 0; row < batch.count; row++) {
      if (stopBefore?.(row)) return row;
      this.rows.beginBatchRow(file, batch, row);
      if (batch.alternates[row] > 0) this.rowsWithAlternates++;
      this.tallies.lastmod.add(
        documentId,
        batch.lastmodMs[row],
        batch.lastmodPrecision[row],
        batch.problemCodes[row]?.includes('lastmod-invalid') ?? false,
      );
      this.endRow(documentId, row, locOf, batch.line[row], batch.column[row]);
    }
    return batch.count;
  }

  private checkRobots(locs: readonly string[], count: number): void {
    if (!this.robots) return;
    this.googlebot!.check(this.robots, locs, count);
    if (this.column && this.column !== this.googlebot) this.column.check(this.robots, locs, count);
  }

  /**
   * Ends the row begun (`locOf(row)` its URL): its URL's listings, its tallies, its verdict,
   * and, when it repeats an earlier listing, its `duplicate-url` problem kept.
   */
  private endRow(
    documentId: DocumentId,
    row: number,
    locOf: (row: number) => string,
    line: number,
    column: number,
  ): void {
    const { hasher, repeated, tallies } = this;
    const url = this.rows.urlBytes();
    hasher.hashBytes(url, 0, url.length);
    const occurrences = repeated.meet(hasher, documentId, line);
    const isRepeat = repeated.listing > 1;
    const firstDocument = isRepeat ? asDocumentId(repeated.firstDocument) : undefined;
    tallies.scope.get(documentId)?.addUrl(locOf(row));
    const lintCodes = tallies.lint.addRow(documentId, url, 0, url.length, firstDocument);
    const googlebot = this.googlebot;
    const isBlocked = googlebot !== undefined && googlebot.verdicts[row] === VerdictCode.blocked;
    if (isBlocked && tallies.blocked.count())
      tallies.blocked.show(
        locOf(row),
        { documentId, file: this.names[documentId], line, column },
        googlebot.lines[row],
      );
    if (firstDocument !== undefined)
      this.duplicates.add(
        {
          documentId,
          line,
          column,
          count: repeated.listing,
          firstDocument,
          firstLine: repeated.firstLine,
        },
        url,
        locOf(row),
      );
    // The codes the session's analyses attach to a stored row, in the order they are
    // registered there (robots-crosscheck.ts, then generator-lint-analysis.ts).
    const derived = isBlocked
      ? lintCodes.length === 0
        ? BLOCKED_CODES
        : [...BLOCKED_CODES, ...lintCodes]
      : lintCodes;
    if (this.column) {
      const verdict = verdictOfCode[this.column.verdicts[row]];
      const cells = robotsRowColumn.parquet?.cells({ verdict, line: 0, byStatus: false }) ?? [];
      this.rows.setColumnCells(robotsRowColumn.id, cells);
    }
    this.rows.endRow(occurrences, isRepeat, derived);
  }

  /** The `duplicate-url` problems past the run's cap (kept-duplicates.ts), when there are. */
  duplicatesCut(): [string, number][] {
    return this.duplicates.cutByRun > 0 ? [['duplicate-url', this.duplicates.cutByRun]] : [];
  }

  /** Each document's `duplicate-url` problems, as a store's reading would have reported them. */
  duplicateProblems(): Map<DocumentId, Problem[]> {
    return this.duplicates.problemsByDocument((documentId) => this.names[documentId]);
  }
}

/**
 * The session's crawl export: at most one, read from its `Blob` a 1 MiB slice at
 * a time (cancellable between slices, letting other messages in), and joined against the
 * store's sitemap rows when asked; the join is kept until the store or the crawl changes.
 * It is one of the session's analyses (session-analysis.ts): its problems join the Problems
 * view's groups, its codes filter the URL table, its facts are a column of the table and exports.
 */
import type { UrlStore } from '../../core/analysis/url-store';
import { CrawlFile, DEFAULT_CRAWL_FILE_LIMITS } from '../../core/crawl/crawl-file';
import { encodingOf } from '../../core/crawl/crawl-decode';
import { CRAWL_SNIFF_BYTES, crawlProbeKindOf } from '../../core/crawl/crawl-sniff';
import {
  readSearchConsoleZip,
  SEARCH_CONSOLE_ZIP_MAX_BYTES,
  type SearchConsoleZip,
} from '../../core/crawl/search-console-export';
import type { CrawlCoverage } from '../../core/crawl/crawl-join';
import {
  coverageProblems,
  groupCoverageProblems,
  joinStore,
  type PlacedProblem,
} from '../../core/crawl/store-coverage';
import { asDocumentId, type DocumentId } from '../../core/ids';
import { ROW_NOT_CRAWLED, rowCoverageCode } from '../../core/crawl/crawl-join';
import { NO_CODES, type RowCodes } from '../../core/analysis/row-problem-codes';
import { VERDICTS } from '../../core/crawl/crawl-table';
import type { CrawlVerdict } from '../../core/crawl/crawl-verdict';
import { rowCrawlOf } from '../../core/crawl/row-crawl';
import { READ_CHUNK_BYTES } from '../protocol/limits';
import {
  COVERAGE_GROUPS_SHOWN,
  type CrawlCoverageAnswer,
  type CrawlFileView,
  type CrawlOpenAsk,
  type CrawlProbeKind,
} from '../protocol/crawl';
import type { ProblemGroup } from '../protocol/problems';
import { CANCELLED, type Cancelled, type RequestContext } from './session-context';
import type { ViewQuery } from '../protocol/rows';
import type {
  ColumnReader,
  OccurrencePage,
  SessionAnalysis,
  ViewFilters,
} from './session-analysis';
import { DEFAULT_SESSION_LIMITS, type SessionLimits } from './session-limits';
import { bindColumn, type BoundColumn } from './bound-column';
import { crawlRowColumn } from '../../core/crawl/crawl-row-column';

const OCCURRENCES_SHOWN = 20;

/** The crawl's problem groups (the file's own, then the join's), and the join's per document. */
interface CrawlGroups {
  groups: ProblemGroup[];
  /** The join's alone, for the coverage answer. */
  joinGroups: ProblemGroup[];
  counts: Map<DocumentId, number>;
}

/** The join's per-row codes, by the crawl verdict each filters the URL table to. */
const FILTER_VERDICTS: Readonly<Record<string, CrawlVerdict | 'not-crawled'>> = {
  'crawl-sitemap-not-crawled': 'not-crawled',
  'crawl-sitemap-client-error': 'client-error',
  'crawl-sitemap-server-error': 'server-error',
  'crawl-sitemap-redirect': 'redirect',
  'crawl-sitemap-redirect-listed': 'redirect',
  'crawl-sitemap-noindex': 'noindex',
  'crawl-sitemap-canonicalised': 'canonicalised',
  'crawl-sitemap-canonicalised-listed': 'canonicalised',
  'crawl-sitemap-robots-blocked': 'robots-blocked',
  'crawl-sitemap-not-indexable': 'not-indexable',
};

export class SessionCrawl implements SessionAnalysis {
  /** Bumped when a crawl is read or removed: part of the session's data version. */
  version = 0;
  private file: CrawlFile | undefined;
  private view: CrawlFileView | undefined;
  private joined: { version: number; coverage: CrawlCoverage } | undefined;
  private groups: ({ version: string } & CrawlGroups) | undefined;
  /** Each code as a row's list of codes, made once. */
  private readonly codeLists = new Map<string, readonly string[]>();

  constructor(
    private readonly store: UrlStore,
    private readonly limits: SessionLimits = DEFAULT_SESSION_LIMITS,
  ) {}

  async open(ask: CrawlOpenAsk, context: RequestContext): Promise<CrawlFileView | Cancelled> {
    let blob = ask.source instanceof Blob ? ask.source : new Blob([ask.source]);
    // A Search Console export's zip: its table, read with the issue its metadata names.
    const searchConsole = await searchConsoleZipOf(blob);
    if (searchConsole) blob = new Blob([searchConsole.table]);
    const issue = searchConsole?.metadata?.issue;
    // The table's bytes are the session's crawl share of the worker's budget.
    const file = new CrawlFile(
      ask.mapping,
      { ...DEFAULT_CRAWL_FILE_LIMITS, maxTableBytes: this.limits.crawlTableBytes },
      issue,
    );
    for (let at = 0; at < blob.size; at += READ_CHUNK_BYTES) {
      const bytes = new Uint8Array(await blob.slice(at, at + READ_CHUNK_BYTES).arrayBuffer());
      file.push(bytes);
      if (file.table.needsMapping) break;
      await context.yieldToEvents();
      if (context.isCancelled()) return CANCELLED;
    }
    file.end();
    this.file = file;
    this.joined = undefined;
    this.version++;
    this.view = {
      name: ask.name,
      shape: file.table.shape ?? null,
      rows: file.rows,
      urls: file.table.size,
      sizeBytes: blob.size,
      problems: file.problems,
      ...(issue !== undefined ? { issue } : {}),
      ...(file.table.shape === 'search-console' &&
      issue === undefined &&
      file.table.columns?.reason === undefined
        ? { isReasonMissing: true }
        : {}),
      ...(file.table.needsMapping
        ? { needsMapping: { header: file.table.header, headerKey: file.table.headerKey } }
        : {}),
    };
    return this.view;
  }

  /** The crawl export read, if any (the command line says what it is: delimiter, columns). */
  get loaded(): CrawlFile | undefined {
    return this.file;
  }

  remove(): void {
    this.file = undefined;
    this.view = undefined;
    this.joined = undefined;
    this.version++;
  }

  private coverage(): CrawlCoverage | undefined {
    // A file whose header was never placed (binary, empty, unknown columns) joins nothing:
    // joined, it would read as "every sitemap URL not crawled".
    if (!this.file || !this.file.isReadable) return undefined;
    if (this.joined?.version !== this.store.version)
      this.joined = {
        version: this.store.version,
        coverage: joinStore(this.store, this.file.table),
      };
    return this.joined.coverage;
  }

  /** Each sitemap row's crawl facts, while a crawl is joined (not in a URL list). */
  columns(_query: ViewQuery, reader: ColumnReader): BoundColumn[] {
    const coverage = this.coverage();
    if (!coverage || !this.file || reader === 'urls') return [];
    const read = rowCrawlOf(coverage, this.file.table);
    return [bindColumn(crawlRowColumn, read, (crawl) => ({ crawl }))];
  }

  /** Each sitemap row's join problem code (the one its Problems occurrence has), while joined. */
  rowProblems(): RowCodes | undefined {
    const coverage = this.coverage();
    const table = this.file?.table;
    if (!coverage || !table) return undefined;
    return (row) => {
      const code = rowCoverageCode(coverage, table, row, () => this.store.loc(row));
      if (code === undefined) return NO_CODES;
      let codes = this.codeLists.get(code);
      if (!codes) this.codeLists.set(code, (codes = Object.freeze([code])));
      return codes;
    };
  }

  /** The join's problems of each sitemap document (the crawl file's own are none of theirs). */
  problemCounts(): ReadonlyMap<DocumentId, number> {
    if (this.problemGroups().length === 0) return new Map();
    return this.groups!.counts;
  }

  /**
   * The URL table's filter by a join problem code (`crawl-sitemap-…`): the rows whose crawl
   * verdict is the code's, as a code column; the other codes are left to the store. A
   * redirect's or canonical's "-listed" code selects every row of that reason.
   */
  filters(_query: ViewQuery, problemCodes: readonly string[] | undefined): ViewFilters {
    const wanted = problemCodes?.filter((code) => Object.hasOwn(FILTER_VERDICTS, code));
    if (!problemCodes || !wanted || wanted.length === 0)
      return { codeColumns: [], problemCodes: problemCodes ? [...problemCodes] : undefined };
    const coverage = this.coverage();
    const rest = problemCodes.filter((code) => !Object.hasOwn(FILTER_VERDICTS, code));
    const version = `${this.store.version}:${this.version}`;
    const codeColumns = wanted.map((code) => {
      const verdict = FILTER_VERDICTS[code]!;
      return coverage
        ? {
            column: coverage.rowCrawl,
            code: verdict === 'not-crawled' ? ROW_NOT_CRAWLED : 1 + VERDICTS.indexOf(verdict),
            key: `crawl:${version}:${verdict}`,
          }
        : { column: new Uint8Array(0), code: 0, key: 'crawl:none' };
    });
    return { codeColumns, problemCodes: rest };
  }

  answer(): CrawlCoverageAnswer {
    const coverage = this.coverage();
    if (!this.view || !coverage) return { file: this.view ?? null, coverage: null };
    const { rowCrawl: _r, rowEntry: _e, crawlListed: _c, listed: _l, ...counts } = coverage;
    this.problemGroups();
    return {
      file: this.view,
      coverage: {
        ...counts,
        problems: this.groups!.joinGroups,
        bySection: coverage.bySection.slice(0, COVERAGE_GROUPS_SHOWN),
        byFile: coverage.byDocument.map((group) => ({
          ...group,
          key: this.store.documentName(asDocumentId(Number(group.key))),
        })),
      },
    };
  }

  /** The crawl file's own problems and the join's, as the Problems view's groups. */
  problemGroups(): ProblemGroup[] {
    if (!this.file || !this.view) return [];
    const version = `${this.store.version}:${this.version}`;
    if (this.groups?.version !== version) this.groups = { version, ...this.groupsNow() };
    return this.groups.groups;
  }

  ownsCode(code: string): boolean {
    return this.problemGroups().some((group) => group.code === code);
  }

  /** One page of a crawl code's occurrences past the first ones (`problemOccurrences`). */
  occurrences(code: string, offset: number, limit: number): OccurrencePage {
    const group = this.problemGroups().find((candidate) => candidate.code === code);
    if (!group || !this.file) return { count: 0, occurrences: [] };
    const coverage = this.coverage();
    const placed = [
      ...this.file.problems.map((problem) => ({ problem, row: -1 })),
      ...(coverage ? coverageProblems(this.store, coverage, this.file.table) : []),
    ].filter(({ problem }) => problem.code === code);
    return {
      count: group.count,
      occurrences: placed.slice(offset, offset + limit).map((item) => this.occurrenceOf(item)),
    };
  }

  private occurrenceOf({ problem, row }: PlacedProblem): ProblemGroup['occurrences'][number] {
    const documentId = row >= 0 ? this.store.documentOf[row]! : -1;
    return {
      documentId: asDocumentId(documentId),
      file: row >= 0 ? this.store.documentName(asDocumentId(documentId)) : (this.view?.name ?? ''),
      line: problem.line,
      column: problem.column,
      ...(problem.params ? { params: problem.params } : {}),
      ...(problem.url !== undefined ? { url: problem.url } : {}),
    };
  }

  private groupsNow(): CrawlGroups {
    const counts = new Map<DocumentId, number>();
    if (!this.file || !this.view) return { groups: [], joinGroups: [], counts };
    const fileGroups = groupCoverageProblems(
      this.file.problems.map((problem) => ({ problem, row: -1 })),
      OCCURRENCES_SHOWN,
    );
    const coverage = this.coverage();
    const { documentOf } = this.store;
    // Counted per sitemap document as they pass to their groups: one walk of the rows.
    function* counted(problems: Iterable<PlacedProblem>): Generator<PlacedProblem> {
      for (const placed of problems) {
        if (placed.row >= 0) {
          const documentId = asDocumentId(documentOf[placed.row]!);
          counts.set(documentId, (counts.get(documentId) ?? 0) + 1);
        }
        yield placed;
      }
    }
    const joinGroups = coverage
      ? groupCoverageProblems(
          counted(coverageProblems(this.store, coverage, this.file.table)),
          OCCURRENCES_SHOWN,
        )
      : [];
    const asGroup = (group: (typeof joinGroups)[number]): ProblemGroup => ({
      code: group.code,
      severity: group.severity,
      count: group.count,
      urlCount: Object.hasOwn(FILTER_VERDICTS, group.code) ? group.count : 0,
      occurrences: group.first.map((item) => this.occurrenceOf(item)),
    });
    const joined = joinGroups.map(asGroup);
    return { groups: [...fileGroups.map(asGroup), ...joined], joinGroups: joined, counts };
  }
}

/**
 * What each upload is: a crawl export (its first bytes, crawl-sniff.ts; or a Search Console
 * export's zip), one of the other files of a Search Console export (`Metadata.csv`, whose
 * issue the page reads with the table; `Chart.csv`, which holds no page), or anything else.
 */
export async function probeCrawlExports(blobs: readonly Blob[]): Promise<CrawlProbeKind[]> {
  const kinds: CrawlProbeKind[] = [];
  for (const blob of blobs) {
    const head = new Uint8Array(await blob.slice(0, CRAWL_SNIFF_BYTES).arrayBuffer());
    if (isZipStart(head)) {
      const isExport =
        blob.size <= SEARCH_CONSOLE_ZIP_MAX_BYTES &&
        readSearchConsoleZip(new Uint8Array(await blob.arrayBuffer())) !== undefined;
      kinds.push(isExport ? 'crawl' : 'other');
      continue;
    }
    const encoding = encodingOf(head);
    // Gzip and other binary starts are never CSV (UTF-16 text has NULs of its own).
    const isBinary =
      (encoding === 'utf-8' && head.subarray(0, 512).includes(0)) ||
      (head[0] === 0x1f && head[1] === 0x8b);
    const text = isBinary ? '' : new TextDecoder(encoding).decode(head);
    kinds.push(isBinary ? 'other' : crawlProbeKindOf(text));
  }
  return kinds;
}

/** The table and metadata when `blob` is a Search Console export's zip (small: read whole). */
async function searchConsoleZipOf(blob: Blob): Promise<SearchConsoleZip | undefined> {
  if (blob.size > SEARCH_CONSOLE_ZIP_MAX_BYTES) return undefined;
  const head = new Uint8Array(await blob.slice(0, 4).arrayBuffer());
  if (!isZipStart(head)) return undefined;
  return readSearchConsoleZip(new Uint8Array(await blob.arrayBuffer()));
}

function isZipStart(head: Uint8Array): boolean {
  return head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
}

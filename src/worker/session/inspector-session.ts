/**
 * The worker's session: one UrlStore holding the URLs of everything loaded, the
 * documents each input turned into, and the answers the views ask for: windows of the
 * sorted, filtered URL list, section counts, the index tree, the problems, an export. Pure
 * enough to run in Node: the worker shell (analyzer.worker.ts) only routes messages here.
 *
 * Inputs are read one at a time, in the order they were added (a queue), while queries are
 * answered between their chunks: the table stays usable during a long ingest.
 */
import { countSections } from '../../core/analysis/sections';
import { query, window as viewWindow, type UrlView } from '../../core/analysis/url-query';
import { UrlStore } from '../../core/analysis/url-store';
import { SessionCrawl } from './session-crawl';
import type { LastmodInsight } from '../../core/lastmod/lastmod-insight';
import { asDocumentId, type DocumentId } from '../../core/ids';
import type { DocumentReport, OpenFileInput, OpenedFile, ReadAs } from '../protocol/files';
import type { ExportFormat, ViewQuery, RowsAnswer, SectionsAnswer } from '../protocol/rows';
import type { InputId } from '../../core/ids';
import type { ProblemGroup, ProblemOccurrence } from '../protocol/problems';
import type { TreeNodeView } from '../protocol/tree';
import { AnalyzerErrorCode } from '../protocol/request-map';
import { DEFAULT_ROBOTS_CHECK } from '../protocol/robots';
import { PROBLEM_OCCURRENCES_PAGE } from '../protocol/limits';
import { forgetInput } from './ingest-input';
import { InputTurns } from './input-turns';
import type { IngestPool } from '../pool/ingest-pool';
import {
  CANCELLED,
  type Cancelled,
  type RequestContext,
  type SessionClock,
} from './session-context';
import { exportView } from './view-export';
import { sortProblemGroups } from './problem-groups';
import { SessionBudget, type SessionLimits } from './session-limits';
import type { DocumentRecord, InputRecord } from './session-documents';
import { lastmodAnswer, type LastmodAnswer, type LastmodQuestion } from './lastmod-answer';
import { SessionLastmod } from './session-lastmod';
import { SessionProblems } from './session-problems';
import type { SessionTree } from './session-tree';
import { RobotsCrossCheck, robotsFilters, URL_BLOCKED_CODE } from './robots-crosscheck';
import { toUrlRow, toViewSpec } from './view-spec';
import { SessionHreflang } from './session-hreflang';
import { SessionRereads } from './session-rereads';
import { WorkbenchAnswers } from './workbench-answers';
import { hreflangAnswer } from './hreflang-answer';
import type { HreflangAnswer, HreflangAsk } from '../protocol/hreflang';
import type { CodeColumnFilter } from '../../core/analysis/url-filter';
import { CHANGE_NAMES, type ChangeCode } from '../../core/snapshot/snapshot-join';
import type { CompareAnswer } from '../protocol/snapshot';
import { EarlierSnapshot } from './earlier-snapshot';
import { withSnapshotFindings } from './snapshot-lastmod';

export type { RequestContext, SessionClock } from './session-context';

export interface SessionOptions {
  /**
   * Which inflater the pipeline uses (IngestOptions.nativeInflate): the platform's
   * DecompressionStream first (the default, 3–4× fflate in Chromium), or, in Node, `'zip'`:
   * Node's native gunzip accepts padding that fflate reports, so gzip stays on fflate there.
   */
  nativeInflate?: boolean | 'zip';
  /** The session's caps (session-limits.ts); the command line may set others, tests small ones. */
  limits?: SessionLimits;
  /**
   * Workers that read inputs in parallel (src/worker/pool/); none (the command line, most
   * tests) reads each input here, in turn. See also `useIngestPool`.
   */
  ingestPool?: IngestPool;
}

/** A window is what a screen shows, plus overscan; more is a mistake, not a need. */
export const MAX_WINDOW_ROWS = 2000;
const REGEX_TIME_BUDGET_MS = 1500;

export class InspectorSession {
  readonly store = new UrlStore();
  /** The crawl export the sitemaps are joined against. */
  readonly crawl: SessionCrawl;
  private readonly inputs = new Map<InputId, InputRecord>();
  private readonly documents = new Map<DocumentId, DocumentRecord>();
  private readonly problemsOfSession = new SessionProblems(this.store, this.documents);
  /** Stored URLs checked against a robots.txt: the table's verdict column and its problem. */
  readonly robots = new RobotsCrossCheck(this.store, this.documents, () => this.dataVersion);
  private readonly budget: SessionBudget;
  /** The inputs' reads, one turn each, in order. */
  private readonly turns: InputTurns;
  /** Inputs read (or failed) and removed: changes that need not touch the store's rows. */
  private inputChanges = 0;
  /** The lastmod verdicts, kept between questions. */
  private readonly lastmodVerdicts: SessionLastmod;
  /** The hreflang links of every loaded urlset and their analysis (session-hreflang.ts). */
  readonly hreflang = new SessionHreflang(this.store, this.documents);
  /**
   * An earlier snapshot of the site, in a session of its own (earlier-snapshot.ts): read
   * in this worker, not the pool, so its reads never mix with the current set's turns.
   */
  readonly earlier: EarlierSnapshot<InspectorSession> = new EarlierSnapshot(
    () => new InspectorSession(this.clock, { ...this.options, ingestPool: undefined }),
  );

  /** Lines, robots.txt text and row details, read again from the inputs (session-rereads.ts). */
  readonly rereads: SessionRereads;
  /** The robots.txt workbench's questions against what is loaded (workbench-answers.ts). */
  readonly workbench = new WorkbenchAnswers(this.store, this.robots, this.documents, () =>
    this.problemsOfSession.tree(),
  );

  constructor(
    private readonly clock: SessionClock,
    private readonly options: SessionOptions = {},
  ) {
    this.budget = new SessionBudget(options.limits);
    this.crawl = new SessionCrawl(this.store, this.budget.limits);
    this.turns = new InputTurns(
      {
        store: this.store,
        documents: this.documents,
        problems: this.problemsOfSession,
        budget: this.budget,
        clock,
        nativeInflate: options.nativeInflate,
        onTurnEnd: () => this.inputChanges++,
      },
      options.ingestPool,
    );
    this.rereads = new SessionRereads({
      store: this.store,
      documents: this.documents,
      inputs: this.inputs,
      robots: this.robots,
      hreflang: this.hreflang,
      limits: this.budget.limits,
      nowMs: () => clock.nowMs(),
      nativeInflate: options.nativeInflate,
    });
    this.lastmodVerdicts = new SessionLastmod(this.store, this.documents, () => clock.nowMs());
    // A file stamped with its generation time is not clean: its lastmod reasons are
    // warnings under Problems too (whole-file problems, line 0).
    this.problemsOfSession.addDerivation((tree) =>
      this.lastmodVerdicts
        .documentVerdicts(tree)
        .flatMap(({ documentId, problems }) =>
          problems.map((problem) => ({ documentId: asDocumentId(documentId), problem })),
        ),
    );
    this.problemsOfSession.addDerivation(() => this.hreflang.problems(this.robots));
  }

  /**
   * Changes whenever what the views show may have changed: URLs added or removed (the
   * store's version), an input read, failed or removed (a robots.txt adds no row).
   */
  get dataVersion(): number {
    const analyses = this.crawl.changes + this.earlier.version + this.hreflang.version;
    return this.store.version + this.inputChanges + analyses;
  }

  /**
   * Reads each input into the store; one `fileReport` (or per-file `error`) each. With an
   * ingest pool every input is sent to it at once, to be read in parallel, and each still
   * takes its turn in the queue to be merged, in order.
   */
  async open(
    files: readonly OpenFileInput[],
    context: RequestContext,
    readAs: ReadAs = 'detect',
  ): Promise<'done' | Cancelled> {
    // Every turn is queued at once, in order (with a pool, in the order jobs are sent: the job
    // the merge waits for has started). Read here, the turns still run one after another, but
    // the store knows what is coming: taken one at a time, each input's end looked like the
    // session's, and the store was trimmed and grown again after every file (every column
    // copied twice per file: 40 copies for the million-URL upload of 21 files).
    const turns = files.map((file) => this.takeTurn(file, readAs, context));
    for (const [index, file] of files.entries()) {
      if (context.isCancelled()) {
        for (const turn of turns.slice(index)) this.dropTurn(turn.input);
        return CANCELLED;
      }
      const { input, opened } = turns[index];
      try {
        const read = await opened;
        if (read === null) {
          this.inputs.delete(file.fileId);
          if (input.isRemoved) continue;
          for (const turn of turns.slice(index + 1)) this.dropTurn(turn.input);
          return CANCELLED;
        }
        context.emit({ type: 'fileReport', id: context.requestId, file: read });
      } catch (error) {
        forgetInput(this.store, this.documents, input, this.budget);
        this.inputs.delete(file.fileId);
        context.emit({
          type: 'error',
          id: context.requestId,
          fileId: file.fileId,
          code: AnalyzerErrorCode.readFailed,
          message: error instanceof Error ? error.message : String(error),
        });
      }
    }
    if (context.isCancelled()) return CANCELLED;
    // The hreflang links of the urlsets just read, for the analysis across all of them.
    return this.hreflang.collect(this.inputs, this.rereads.context(context));
  }

  /** Registers an input and queues its reading (input-turns.ts). */
  private takeTurn(
    file: OpenFileInput,
    readAs: ReadAs,
    context: RequestContext,
  ): { input: InputRecord; opened: Promise<OpenedFile | null> } {
    const input: InputRecord = {
      inputId: file.fileId,
      name: file.name,
      source: file.source,
      documentIds: [],
      isRemoved: false,
      readAs,
    };
    this.inputs.set(file.fileId, input);
    return { input, opened: this.turns.take(input, context) };
  }

  /** An input of a cancelled `open` that was never read. */
  private dropTurn(input: InputRecord): void {
    this.turns.cancel(input.inputId);
    if (this.inputs.get(input.inputId) === input) this.inputs.delete(input.inputId);
  }

  /** Reads the inputs sent from now on with `pool` (undefined: here, in turn). */
  useIngestPool(pool: IngestPool | undefined): void {
    this.turns.pool = pool;
  }

  /** Reads a loaded input again (pasted text the guess got wrong): its old documents go first. */
  async reopen(
    fileId: InputId,
    readAs: ReadAs,
    context: RequestContext,
  ): Promise<'done' | Cancelled> {
    const old = this.inputs.get(fileId);
    if (!old) return 'done';
    this.remove([fileId]);
    return this.open([{ fileId, name: old.name, source: old.source }], context, readAs);
  }

  /** Forgets inputs: their URLs leave every view at once, even while one is still being read. */
  remove(fileIds: readonly InputId[]): void {
    for (const fileId of fileIds) {
      const input = this.inputs.get(fileId);
      if (!input) continue;
      input.isRemoved = true;
      this.turns.cancel(fileId);
      forgetInput(this.store, this.documents, input, this.budget);
      this.inputs.delete(fileId);
    }
    this.problemsOfSession.onRemoval();
    this.hreflang.onRemoval();
    this.inputChanges++;
  }

  /**
   * Rows `start … end` of the view, with its counts (`extraFilter`: a code column of this
   * store's rows, the earlier snapshot's removed ones). With an earlier snapshot loaded each
   * row carries its change, and `change: 'removed'` answers with the earlier rows.
   */
  rows(
    viewQuery: ViewQuery,
    start: number,
    end: number,
    extraFilter?: CodeColumnFilter,
  ): RowsAnswer {
    if (viewQuery.change === 'removed') {
      const removed = this.removedRows(viewQuery, start, end);
      if (removed) return removed;
    }
    const join = extraFilter ? undefined : this.earlier.join(this)?.join;
    const view = this.view(viewQuery, extraFilter);
    const from = Math.max(0, Math.floor(start));
    const to = Math.min(Math.floor(end), from + MAX_WINDOW_ROWS);
    const column = viewQuery.robotsCheck ? this.robots.columnOf(viewQuery.robotsCheck) : null;
    const rowCrawl = this.crawl.rowCrawl();
    const rows = viewWindow(view, from, to).map((row) => {
      const plainRow = toUrlRow(row, (id) => this.documents.get(id)?.inputId ?? '');
      const urlRow = rowCrawl ? { ...plainRow, crawl: rowCrawl(row.row) } : plainRow;
      if (join) urlRow.change = CHANGE_NAMES[join.change[row.row] as ChangeCode];
      if (column === null) return urlRow;
      const { verdict, line } = this.robots.verdictOf(column, row.row);
      return { ...urlRow, robotsVerdict: verdict, robotsLine: line };
    });
    return {
      start: from,
      rows,
      matching: view.matched,
      total: view.total,
      ...(view.error
        ? {
            queryError: { code: view.error.code, params: view.error.params },
          }
        : {}),
    };
  }

  /** The earlier snapshot's rows that the current set lacks (the table's **Removed** filter). */
  private removedRows(viewQuery: ViewQuery, start: number, end: number): RowsAnswer | undefined {
    const earlier = this.earlier.earlierSession;
    const filter = this.earlier.removedFilter(this);
    if (!earlier || !filter) return undefined;
    // The page's files, tree nodes and robots.txt checks name the current set's inputs.
    const {
      change: _change,
      fileIds: _fileIds,
      documentIds: _documentIds,
      robotsCheck: _robotsCheck,
      robotsVerdict: _robotsVerdict,
      ...rest
    } = viewQuery;
    const answer = earlier.rows(rest, start, end, filter);
    return {
      ...answer,
      total: this.store.size,
      rows: answer.rows.map((row) => ({ ...row, fileId: '', change: 'removed' })),
    };
  }

  /** The earlier snapshot against the current set (core/snapshot), kept while neither changes. */
  compare(): CompareAnswer {
    const summary = this.earlier.summary();
    const joined = this.earlier.compare(this);
    return summary && joined ? { earlier: summary, comparison: joined.comparison } : {};
  }

  sections(viewQuery: ViewQuery): SectionsAnswer {
    const view = this.view(viewQuery);
    const counts = countSections(this.store, view);
    return view.error ? { ...counts, isQueryRefused: true } : counts;
  }

  /**
   * The index tree, each node counting its document's problems as the file list and the
   * Problems view count them: the duplicates, the scope check and the lastmod verdicts' too,
   * not only those of its report and of the tree.
   */
  tree(): Pick<SessionTree, 'roots' | 'unlisted'> {
    const { roots, unlisted } = this.problemsOfSession.tree();
    const counts = new Map<number, number>();
    for (const report of this.problemsOfSession.reports())
      counts.set(report.documentId, report.problems.length);
    const counted = (node: TreeNodeView): TreeNodeView => ({
      ...node,
      problems: node.documentId === undefined ? node.problems : (counts.get(node.documentId) ?? 0),
      children: node.children.map(counted),
    });
    return { roots: roots.map(counted), unlisted: unlisted.map(counted) };
  }

  /** Where each document lives, as the index tree knows it (the loc that lists it). */
  documentLocations(): ReadonlyMap<DocumentId, string> {
    return this.problemsOfSession.tree().locations;
  }

  /** Assigns a document to a listed loc by hand (null: undo): the tree and problems change. */
  assignTreeFile(loc: string, documentId: DocumentId | null): void {
    this.problemsOfSession.assign(loc, documentId);
    this.inputChanges++;
  }

  /** Every finished document's report with the problems found across documents: see SessionProblems. */
  reports(): DocumentReport[] {
    return this.problemsOfSession.reports();
  }

  /**
   * The lastmod trust verdict of each finished document and of all URLs, judged now (the
   * reasons also come as whole-file problems per document, for the Problems view).
   */
  lastmod(): LastmodInsight {
    return this.lastmodVerdicts.insight(this.problemsOfSession.tree());
  }

  /** The Lastmod view's answer (lastmod-answer.ts), from verdicts kept while the data stays. */
  lastmodView(question: LastmodQuestion): LastmodAnswer {
    const { nowMs, insight } = this.lastmodVerdicts.currentInsight(this.dataVersion, () =>
      this.problemsOfSession.tree(),
    );
    const answer = lastmodAnswer(question, {
      store: this.store,
      documents: this.documents,
      insight,
      nowMs,
      rowsOf: (viewQuery) => this.view(viewQuery).rows,
    });
    const compared = this.earlier.compare(this);
    return compared
      ? {
          ...answer,
          files: withSnapshotFindings(answer.files, compared.comparison, compared.keys.current),
        }
      : answer;
  }

  /** Problems per input (its documents' and the index tree's for them): see ProblemsEvent. */
  problemsByFile(): Record<InputId, number> {
    return this.problemsOfSession.countsByInput();
  }

  /**
   * The Problems answer, errors first, then the most frequent: each document's problems, the
   * index tree's, the derived ones and the crawl's. The page and the command line count from it.
   */
  problems(): ProblemGroup[] {
    return sortProblemGroups([...this.documentProblems(), ...this.crawl.problemGroups()]);
  }

  /** Each document's problems, the index tree's and those derived from them, grouped by code. */
  private documentProblems(): ProblemGroup[] {
    const groups = this.problemsOfSession.groups();
    // Derived problem: sitemap URLs the first loaded robots.txt blocks for Googlebot
    // (robots-crosscheck.ts; filled in slices by `prepare` in the worker first).
    const blocked = this.robots.blockedGroup(this.robots.completeNow(DEFAULT_ROBOTS_CHECK));
    // The hreflang codes' URLs can be filtered to (a code column, session-hreflang.ts).
    const counted = groups.map((group) =>
      group.code.startsWith('hreflang-')
        ? { ...group, urlCount: this.hreflang.urlCount(group.code) }
        : group,
    );
    return blocked ? sortProblemGroups([...counted, blocked]) : counted;
  }

  /** Occurrences `offset …` of one code (a page of the Problems view). */
  problemOccurrences(
    code: string,
    offset: number,
  ): { count: number; occurrences: ProblemOccurrence[] } {
    // The blocked URLs are derived from the verdict column, not from any document's report.
    const group =
      code === URL_BLOCKED_CODE
        ? this.robots.blockedGroup(this.robots.completeNow(DEFAULT_ROBOTS_CHECK), {
            offset,
            limit: PROBLEM_OCCURRENCES_PAGE,
          })
        : this.problemsOfSession.occurrences(code, offset, PROBLEM_OCCURRENCES_PAGE);
    return { count: group?.count ?? 0, occurrences: group?.occurrences ?? [] };
  }

  /**
   * Streams the view as `exportChunk` events, with each row's robots.txt verdict as the table
   * shows it when the query carries a robots.txt check (every format but the URL list).
   */
  async export(
    viewQuery: ViewQuery,
    format: ExportFormat,
    context: RequestContext,
  ): Promise<'done' | Cancelled> {
    const view = this.view(viewQuery);
    const isUrlList = format === 'urls';
    const verdict = isUrlList ? null : await this.robots.verdictOfRows(viewQuery, context);
    if (verdict === CANCELLED) return CANCELLED;
    const join = this.earlier.join(this)?.join;
    return exportView(this.store, view, format, context, {
      robotsVerdict: verdict ?? undefined,
      hreflangCluster: format === 'parquet' ? this.hreflang.clusterOfRow() : undefined,
      rowCrawl: isUrlList ? undefined : this.crawl.rowCrawl(),
      changeOf: join && ((row) => CHANGE_NAMES[join.change[row] as ChangeCode]),
    });
  }

  /** The hreflang view's answer (hreflang-answer.ts), from the analysis kept while the data stays. */
  hreflangView(ask: HreflangAsk): HreflangAnswer {
    return hreflangAnswer(
      this.hreflang.analysis(),
      ask,
      (id) => this.store.documentName(asDocumentId(id)),
      this.hreflang.faultCounts(),
    );
  }

  private view(viewQuery: ViewQuery, extraFilter?: CodeColumnFilter): UrlView {
    const robots = robotsFilters(this.robots, viewQuery);
    // The hreflang and crawl codes are derived too: the rows at fault come from columns of their own.
    const hreflang = this.hreflang.filters(robots.problemCodes);
    const crawl = this.crawl.filters(hreflang.problemCodes);
    const codeColumns = [...robots.codeColumns, ...hreflang.codeColumns, ...crawl.codeColumns];
    const change = viewQuery.change && this.earlier.currentFilter(this, viewQuery.change);
    if (change) codeColumns.push(change);
    if (extraFilter) codeColumns.push(extraFilter);
    const spec = toViewSpec({ ...viewQuery, problemCodes: crawl.problemCodes }, this.inputs);
    if (codeColumns.length > 0) spec.filter.codeColumns = codeColumns;
    return query(this.store, spec, {
      now: () => this.clock.monotonicMs(),
      timeBudgetMs: REGEX_TIME_BUDGET_MS,
    });
  }
}

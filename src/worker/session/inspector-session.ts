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
import type { DocumentId } from '../../core/ids';
import type { SessionDocumentReport, OpenFileInput, OpenedFile, ReadAs } from '../protocol/files';
import type {
  ExportFormat,
  RowDetailAnswer,
  RowDetailAsk,
  ViewQuery,
  RowsAnswer,
  SectionsAnswer,
} from '../protocol/rows';
import type { InputId } from '../../core/ids';
import type { ProblemGroup, ProblemOccurrence } from '../protocol/problems';
import type { TreeNodeView } from '../protocol/tree';
import { AnalyzerErrorCode } from '../protocol/request-map';
import { PROBLEM_OCCURRENCES_PAGE } from '../protocol/limits';
import { forgetInput } from './ingest-input';
import { InputTurns } from './input-turns';
import type { IngestPool } from '../pool/ingest-pool';
import {
  CANCELLED,
  type Cancellable,
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
import { SessionProblems, storeRowProblems } from './session-problems';
import type { SessionTree } from './session-tree';
import { RobotsCrossCheck } from './robots-crosscheck';
import { tableCells, toUrlRow, toViewSpec } from './view-spec';
import { SessionHreflang } from './session-hreflang';
import { SessionRereads } from './session-rereads';
import { WorkbenchAnswers } from './workbench-answers';
import type { CodeColumnFilter } from '../../core/analysis/url-filter';
import { EarlierSnapshot } from './earlier-snapshot';
import { withSnapshotFindings } from './snapshot-lastmod';
import { AnalysisRegistry } from './analysis-registry';
import type { Preparation } from './session-analysis';
import { sessionAnalyses, type AnalysisMakers } from './session-analyses';
import { analysisDescriptors } from '../../core/analyses/analysis-descriptors';
import type { Descriptors } from '../../core/analyses/declared-columns';
import { PageCheckAnalysis } from './page-check-analysis';
import { LogsAnalysis } from './logs-analysis';

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
  /**
   * The analyses to run: the descriptors and how the session makes each (session-analyses.ts);
   * the app's by default, a test's list with an analysis of its own added otherwise.
   */
  analyses?: { readonly descriptors: Descriptors; readonly makers: AnalysisMakers };
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
  private readonly problemsOfSession = new SessionProblems(
    storeRowProblems(this.store),
    this.documents,
  );
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
  readonly hreflang = new SessionHreflang(this.store, this.documents, { crossCheck: this.robots });
  /**
   * An earlier snapshot of the site, in a session of its own (earlier-snapshot.ts): read
   * in this worker, not the pool, so its reads never mix with the current set's turns.
   */
  readonly earlier: EarlierSnapshot<InspectorSession> = new EarlierSnapshot(() => this.apart());
  /**
   * Every derived analysis (session-analysis.ts): the data version, Problems, filters, the
   * table's and exports' columns and the input changes ask them all, with no branch for one.
   */
  private readonly analyses = new AnalysisRegistry();
  /** The descriptors of those analyses: the order of the exports' columns. */
  private readonly descriptors: Descriptors;

  /** A saved run's page check, judged as the command line judged it (page-check-analysis.ts). */
  readonly pageCheck = new PageCheckAnalysis(this.store);

  /** The access logs loaded beside the sitemaps: what crawlers did (logs-analysis.ts). */
  readonly logs: LogsAnalysis;

  /** Lines, robots.txt text and row details, read again from the inputs (session-rereads.ts). */
  readonly rereads: SessionRereads;
  /** The robots.txt workbench's questions against what is loaded (workbench-answers.ts). */
  readonly workbench = new WorkbenchAnswers(
    this.store,
    this.robots,
    this.documents,
    () => this.problemsOfSession.tree(),
    this.inputs,
  );

  constructor(
    private readonly clock: SessionClock,
    private readonly options: SessionOptions = {},
  ) {
    this.budget = new SessionBudget(options.limits);
    this.crawl = new SessionCrawl(this.store, this.budget.limits);
    this.logs = new LogsAnalysis(this, this.budget.limits);
    this.turns = new InputTurns(
      {
        store: this.store,
        documents: this.documents,
        problems: this.problemsOfSession,
        budget: this.budget,
        clock,
        nativeInflate: options.nativeInflate,
        analyses: this.analyses,
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
    const host = {
      store: this.store,
      robots: this.robots,
      lastmod: this.lastmodVerdicts,
      hreflang: this.hreflang,
      crawl: this.crawl,
      pageCheck: this.pageCheck,
      logs: this.logs,
      earlier: this.earlier,
      current: this,
    };
    const { descriptors, makers } = options.analyses ?? {};
    this.descriptors = descriptors ?? analysisDescriptors;
    for (const analysis of sessionAnalyses(host, descriptors, makers))
      this.analyses.register(analysis);
    this.problemsOfSession.addDerivation((tree) => this.analyses.documentProblems(tree));
    this.problemsOfSession.addCounts(() => this.analyses.problemCounts());
  }

  /**
   * Changes whenever what the views show may have changed: URLs added or removed (the
   * store's version), an input read, failed or removed (a robots.txt adds no row).
   */
  get dataVersion(): number {
    return this.store.version + this.inputChanges + this.analyses.version;
  }

  /**
   * A fresh session of this one's clock and options, for a read kept apart from this one's
   * inputs (the earlier snapshot, a bookmarklet's page sample): in this worker, not the pool,
   * so its reads never mix with the current set's turns.
   */
  apart(): InspectorSession {
    return new InspectorSession(this.clock, { ...this.options, ingestPool: undefined });
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
          this.inputs.delete(file.inputId);
          if (input.isRemoved) continue;
          for (const turn of turns.slice(index + 1)) this.dropTurn(turn.input);
          return CANCELLED;
        }
        context.emit({ type: 'fileReport', id: context.requestId, file: read });
      } catch (error) {
        forgetInput(this.store, this.documents, input, this.budget);
        this.inputs.delete(file.inputId);
        context.emit({
          type: 'error',
          id: context.requestId,
          inputId: file.inputId,
          code: AnalyzerErrorCode.readFailed,
          message: error instanceof Error ? error.message : String(error),
        });
      }
    }
    if (context.isCancelled()) return CANCELLED;
    this.analyses.onInputsRead();
    return 'done';
  }

  /** Registers an input and queues its reading (input-turns.ts). */
  private takeTurn(
    file: OpenFileInput,
    readAs: ReadAs,
    context: RequestContext,
  ): { input: InputRecord; opened: Promise<OpenedFile | null> } {
    const input: InputRecord = {
      inputId: file.inputId,
      name: file.name,
      source: file.source,
      documentIds: [],
      isRemoved: false,
      readAs,
    };
    this.inputs.set(file.inputId, input);
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
    inputId: InputId,
    readAs: ReadAs,
    context: RequestContext,
  ): Promise<'done' | Cancelled> {
    const old = this.inputs.get(inputId);
    if (!old) return 'done';
    this.remove([inputId]);
    return this.open([{ inputId, name: old.name, source: old.source }], context, readAs);
  }

  /** Forgets inputs: their URLs leave every view at once, even while one is still being read. */
  remove(inputIds: readonly InputId[]): void {
    for (const inputId of inputIds) {
      const input = this.inputs.get(inputId);
      if (!input) continue;
      input.isRemoved = true;
      this.turns.cancel(inputId);
      forgetInput(this.store, this.documents, input, this.budget);
      this.inputs.delete(inputId);
    }
    this.problemsOfSession.onRemoval();
    this.analyses.onInputsRemoved();
    this.inputChanges++;
  }

  /**
   * What an answer needs complete before it is given (a robots.txt verdict column, filled in
   * slices): false when cancelled first.
   */
  prepare(preparation: Preparation, context: Cancellable): Promise<boolean> {
    return this.analyses.prepare(preparation, context);
  }

  /**
   * Rows `start … end` of the view, with its counts and each analysis's columns
   * (`extraFilter`: a code column of this store's rows, the earlier snapshot's removed ones).
   * A view an analysis answers itself (the Removed view) comes from it.
   */
  rows(
    viewQuery: ViewQuery,
    start: number,
    end: number,
    extraFilter?: CodeColumnFilter,
  ): RowsAnswer {
    const own = this.analyses.ownRows(viewQuery, start, end);
    if (own) return own;
    const view = this.view(viewQuery, extraFilter);
    const from = Math.max(0, Math.floor(start));
    const to = Math.min(Math.floor(end), from + MAX_WINDOW_ROWS);
    const columns = this.analyses.columns(viewQuery, 'table');
    const rows = viewWindow(view, from, to).map((row) => ({
      ...toUrlRow(row, (id) => this.documents.get(id)?.inputId ?? '', columns.problems),
      ...tableCells(columns, row.row),
    }));
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

  /**
   * One row's details read again from its file: a current row's from the inputs loaded now, a
   * removed URL's (the Removed view) from the earlier snapshot's, with no robots.txt verdict
   * (the check is of the current set).
   */
  rowDetail(
    { row, loc, robotsCheck, isEarlier }: RowDetailAsk,
    context: Cancellable,
  ): Promise<RowDetailAnswer | Cancelled> {
    if (!isEarlier) return this.rereads.rowDetail(row, loc, robotsCheck, context);
    const earlier = this.earlier.earlierSession;
    return earlier
      ? earlier.rereads.rowDetail(row, loc, undefined, context)
      : Promise.resolve({ status: 'gone' });
  }

  sections(viewQuery: ViewQuery): SectionsAnswer {
    const view = this.view(viewQuery);
    const counts = countSections(this.store, view);
    return view.error ? { ...counts, isQueryRefused: true } : counts;
  }

  /**
   * The index tree, each node counting its document's problems as the file list and the
   * Problems view count them: the duplicates, the scope check, the lastmod verdicts' and the
   * analyses' own (the URLs robots.txt blocks…) too, not only those of its report and of the tree.
   */
  tree(): Pick<SessionTree, 'roots' | 'unlisted'> {
    const { roots, unlisted } = this.problemsOfSession.tree();
    const counts = this.problemCountsByDocument();
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
  reports(): SessionDocumentReport[] {
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

  /** Every problem of each finished document, whichever part of the session found it. */
  problemCountsByDocument(): Map<DocumentId, number> {
    return this.problemsOfSession.countsByDocument();
  }

  /** Problems per input (its documents' and the index tree's for them): see ProblemsEvent. */
  problemsByFile(): Record<InputId, number> {
    return this.problemsOfSession.countsByInput();
  }

  /**
   * The Problems answer, errors first, then the most frequent: each document's problems, the
   * index tree's and the analyses'. The page and the command line count from it.
   */
  problems(): ProblemGroup[] {
    return sortProblemGroups(this.analyses.problemGroups(this.problemsOfSession.groups()));
  }

  /**
   * Occurrences `offset …` of one code: a page of the Problems view, or (with `limit`) the
   * workbook's every occurrence, taken in one walk rather than a page at a time.
   */
  problemOccurrences(
    code: string,
    offset: number,
    limit = PROBLEM_OCCURRENCES_PAGE,
  ): { count: number; occurrences: ProblemOccurrence[] } {
    const own = this.analyses.occurrences(code, offset, limit);
    if (own) return own;
    const group = this.problemsOfSession.occurrences(code, offset, limit);
    return { count: group?.count ?? 0, occurrences: group?.occurrences ?? [] };
  }

  /**
   * Streams the view as `exportChunk` events, with the columns the analyses add for the format
   * (the robots.txt verdict as the table shows it, the crawl, the change, the hreflang cluster).
   */
  async export(
    viewQuery: ViewQuery,
    format: ExportFormat,
    context: RequestContext,
  ): Promise<'done' | Cancelled> {
    if (!(await this.prepare({ query: viewQuery, reader: format }, context))) return CANCELLED;
    const view = this.view(viewQuery);
    const columns = this.analyses.columns(viewQuery, format);
    return exportView(this.store, view, format, context, columns, this.descriptors);
  }

  private view(viewQuery: ViewQuery, extraFilter?: CodeColumnFilter): UrlView {
    // The analyses' codes are derived: the rows they select come from columns of their own.
    const { codeColumns, problemCodes } = this.analyses.filters(viewQuery);
    if (extraFilter) codeColumns.push(extraFilter);
    const spec = toViewSpec({ ...viewQuery, problemCodes }, this.inputs);
    if (codeColumns.length > 0) spec.filter.codeColumns = codeColumns;
    return query(this.store, spec, {
      now: () => this.clock.monotonicMs(),
      timeBudgetMs: REGEX_TIME_BUDGET_MS,
    });
  }
}

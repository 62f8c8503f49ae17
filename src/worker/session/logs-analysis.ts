/**
 * The access logs loaded beside the sitemaps: their tally (bounded by the tally's caps, so
 * memory grows with distinct crawlers and paths, never with lines) and what it answers, the
 * same object the command line prints as `logs` (src/core/logs/logs-answer.ts). One of the
 * session's analyses (session-analysis.ts): the logs' problems join the Problems view, and the
 * sitemap join's URLs filter the URL table ("never fetched", "lastmod after its last fetch").
 * The logs are read as one set, in place of the last (as the crawl export is): removing them
 * forgets the tally whole, so no figure outlives its input.
 */
import type { UrlStore } from '../../core/analysis/url-store';
import { asDocumentId } from '../../core/ids';
import { InflateBudget } from '../../core/archive/inflate-limits';
import { SitemapRowVerdict } from '../../core/logs/log-sitemap-join';
import { logsAnswerWithRows, type LogsAnswerWithRows } from '../../core/logs/logs-answer';
import { LogsRead } from '../../core/logs/logs-read';
import { READ_CHUNK_BYTES } from '../protocol/limits';
import { LOG_URL_FILTERS, type LogsOpenAsk, type LogsView } from '../protocol/logs';
import type { ProblemGroup, ProblemOccurrence } from '../protocol/problems';
import { PROBLEM_OCCURRENCES_SHOWN } from '../protocol/limits';
import type { ViewQuery } from '../protocol/rows';
import { probeLogFiles } from './logs-probe';
import { logsJoinInputs } from './logs-join-inputs';
import type { RobotsHistory } from '../../core/robots/robots-history';
import type { RobotsSources } from './robots-source';
import type { OccurrencePage, SessionAnalysis, ViewFilters } from './session-analysis';
import { CANCELLED, type Cancelled, type RequestContext } from './session-context';
import { DEFAULT_SESSION_LIMITS, type SessionLimits } from './session-limits';

/** The crawler joined against the sitemaps unless another is asked for (as the command line's). */
export const DEFAULT_LOG_AGENT = 'Googlebot';
/** A range file is a few hundred KiB; past this it is no range file, and is not read. */
const MAX_RANGE_FILE_BYTES = 8 * 1024 * 1024;

/** A filter code's verdict and agent: `CODE` is Googlebot's, `CODE@Agent` another crawler's. */
function filterOf(code: string): { verdict: number; agent: string } | undefined {
  const [name, agent] = code.split('@', 2) as [string, string | undefined];
  const verdict =
    name === LOG_URL_FILTERS.neverFetched
      ? SitemapRowVerdict.neverFetched
      : name === LOG_URL_FILTERS.lastmodAfterLastFetch
        ? SitemapRowVerdict.lastmodAfterLastFetch
        : undefined;
  return verdict === undefined ? undefined : { verdict, agent: agent || DEFAULT_LOG_AGENT };
}

export class LogsAnalysis implements SessionAnalysis {
  /** Bumped when logs are read or removed: part of the session's data version. */
  version = 0;
  private read: LogsRead | undefined;
  /** Answers by agent (lower case), for the store and robots.txt of `answersOf`. */
  private readonly answers = new Map<string, LogsAnswerWithRows>();
  private answersOf = '';
  /** The robots.txt history kept in the page, by site: the robots.txt join's versions. */
  private robotsHistory: RobotsHistory | undefined;
  /** Googlebot's never-fetched rows, for the verdicts they were read from. */
  private neverFetched: { verdicts: Uint8Array; rows: readonly number[] } | undefined;

  constructor(
    private readonly session: {
      readonly store: UrlStore;
      readonly robots: { readonly sources: RobotsSources };
    },
    private readonly limits: SessionLimits = DEFAULT_SESSION_LIMITS,
  ) {}

  /** Reads the logs and range files among `logFiles` (told by their bytes), in place of those loaded. */
  async open(ask: LogsOpenAsk, context: RequestContext): Promise<LogsView | Cancelled> {
    const kinds = await probeLogFiles(ask.logFiles.map((file) => file.blob));
    const rangeFiles: Record<string, string> = {};
    for (const [index, file] of ask.logFiles.entries())
      if (kinds[index] === 'ranges' && file.blob.size <= MAX_RANGE_FILE_BYTES)
        rangeFiles[file.name] = await file.blob.text();
    const read = new LogsRead({
      rangeFiles,
      // The logs' own cap, as the command line's: apart from the sitemaps' budget.
      budget: new InflateBudget({
        perStreamBytes: this.limits.inflatedBytes,
        totalBytes: this.limits.inflatedBytes,
      }),
    });
    const logs = ask.logFiles.filter((_, index) => kinds[index] === 'log');
    const totalBytes = logs.reduce((sum, file) => sum + file.blob.size, 0);
    let bytesRead = 0;
    for (const { name, blob } of logs) {
      const sink = read.file(name);
      for (let at = 0; at < blob.size; at += READ_CHUNK_BYTES) {
        const slice = blob.slice(at, at + READ_CHUNK_BYTES);
        sink.push(new Uint8Array(await slice.arrayBuffer()));
        bytesRead += slice.size;
        context.emit({ type: 'logsProgress', id: context.requestId, bytesRead, totalBytes });
        await context.yieldToEvents();
        // What was loaded stays loaded: a cancelled read changes nothing.
        if (context.isCancelled()) return CANCELLED;
      }
      sink.end();
    }
    this.read = logs.length > 0 ? read : undefined;
    this.changed();
    return this.answer();
  }

  /**
   * Takes logs read elsewhere, in place of those loaded: the command line reads them from disk
   * (scripts/inspect-logs.ts), so its figures, problems and report are this analysis's.
   */
  install(read: LogsRead): void {
    this.read = read;
    this.changed();
  }

  remove(): void {
    this.read = undefined;
    this.changed();
  }

  /**
   * The robots.txt history kept in the page (the workbench's versions, by site): with one for
   * the robots.txt's site, each request is judged under the version in force that day
   * (src/core/logs/log-robots-history.ts). Changes the answers only while logs are loaded.
   */
  setRobotsHistory(history: RobotsHistory): void {
    const kept = Object.values(history).some((versions) => versions.length > 0)
      ? history
      : undefined;
    if (kept === undefined && this.robotsHistory === undefined) return;
    this.robotsHistory = kept;
    if (this.read) this.changed();
    else this.answers.clear();
  }

  private changed(): void {
    this.answers.clear();
    this.version++;
  }

  /** What crawlers did, with the sitemaps joined for `agent`. */
  answer(agent = DEFAULT_LOG_AGENT): LogsView {
    return { logs: this.answerWithRows(agent)?.answer ?? null };
  }

  /** Kept per agent until the store, the robots.txt or the logs change. */
  private answerWithRows(agent: string): LogsAnswerWithRows | undefined {
    if (!this.read) return undefined;
    const robots = this.session.robots.sources.resolve({ kind: 'first-loaded' });
    const inputs = `${this.session.store.version}\u0000${robots?.identity ?? ''}`;
    if (inputs !== this.answersOf) {
      this.answers.clear();
      this.answersOf = inputs;
    }
    const key = agent.toLowerCase();
    let answer = this.answers.get(key);
    if (!answer) {
      // A few crawlers' joins at a time: each holds a verdict per stored URL.
      if (this.answers.size >= 4) this.answers.clear();
      answer = logsAnswerWithRows(
        this.read,
        logsJoinInputs(this.session, agent, this.robotsHistory),
      );
      this.answers.set(key, answer);
    }
    return answer;
  }

  /**
   * The logs' problems, as the command line finds them (the sitemap join's for Googlebot).
   * The URLs never fetched are a problem at each sitemap row that lists one (its group's
   * count is those rows, the rows its **Show URLs** keeps); every other finding is one
   * problem of the logs, its figures in its params.
   */
  problemGroups(): ProblemGroup[] {
    const found = this.answerWithRows(DEFAULT_LOG_AGENT);
    if (!found) return [];
    return found.answer.problems.map((problem) => {
      const rows = problem.code === LOG_URL_FILTERS.neverFetched ? this.neverFetchedRows() : null;
      const count = rows?.length ?? 1;
      return {
        code: problem.code,
        severity: problem.severity,
        count,
        urlCount: rows ? count : 0,
        occurrences: this.occurrencesOf(problem.code, 0, PROBLEM_OCCURRENCES_SHOWN),
      };
    });
  }

  ownsCode(code: string): boolean {
    return (
      this.answerWithRows(DEFAULT_LOG_AGENT)?.answer.problems.some((p) => p.code === code) ?? false
    );
  }

  occurrences(code: string, offset: number, limit: number): OccurrencePage {
    const rows = code === LOG_URL_FILTERS.neverFetched ? this.neverFetchedRows() : null;
    return {
      count: rows?.length ?? (this.ownsCode(code) ? 1 : 0),
      occurrences: this.occurrencesOf(code, offset, limit),
    };
  }

  private occurrencesOf(code: string, offset: number, limit: number): ProblemOccurrence[] {
    const found = this.answerWithRows(DEFAULT_LOG_AGENT)?.answer;
    const problem = found?.problems.find((candidate) => candidate.code === code);
    if (!found || !problem) return [];
    if (code !== LOG_URL_FILTERS.neverFetched) {
      const files = found.files.map((file) => file.name).join(', ');
      return [
        { documentId: asDocumentId(-1), file: files, line: 0, column: 0, params: problem.params },
      ].slice(offset, offset + limit);
    }
    const { store } = this.session;
    return this.neverFetchedRows()
      .slice(offset, offset + limit)
      .map((row) => {
        const documentId = asDocumentId(store.documentOf[row]!);
        return {
          documentId,
          file: store.documentName(documentId),
          line: store.line[row]!,
          column: store.column[row]!,
          params: problem.params,
          url: store.loc(row),
        };
      });
  }

  /** The stored rows Googlebot never fetched, in row order. */
  private neverFetchedRows(): readonly number[] {
    const verdicts = this.answerWithRows(DEFAULT_LOG_AGENT)?.rowVerdicts;
    if (!verdicts) return [];
    if (this.neverFetched?.verdicts === verdicts) return this.neverFetched.rows;
    const rows: number[] = [];
    for (let row = 0; row < verdicts.length; row++)
      if (verdicts[row] === SitemapRowVerdict.neverFetched) rows.push(row);
    this.neverFetched = { verdicts, rows };
    return rows;
  }

  /**
   * The URL table's filter by the sitemap join (`log-sitemap-url-never-fetched`,
   * `log-lastmod-after-last-fetch`, each `@Agent` for a crawler other than Googlebot): the
   * rows whose verdict is the code's, as a code column; other codes are left to the others.
   */
  filters(_query: ViewQuery, problemCodes: readonly string[] | undefined): ViewFilters {
    const rest = problemCodes?.filter((code) => filterOf(code) === undefined);
    if (!problemCodes || rest?.length === problemCodes.length)
      return { codeColumns: [], problemCodes: problemCodes ? [...problemCodes] : undefined };
    const codeColumns = problemCodes.flatMap((code) => {
      const filter = filterOf(code);
      if (!filter) return [];
      const verdicts = this.answerWithRows(filter.agent)?.rowVerdicts;
      return [
        verdicts
          ? {
              column: verdicts,
              code: filter.verdict,
              key: `logs:${this.session.store.version}:${this.version}:${code}`,
            }
          : { column: new Uint8Array(0), code: 0, key: 'logs:none' },
      ];
    });
    return { codeColumns, problemCodes: rest };
  }
}

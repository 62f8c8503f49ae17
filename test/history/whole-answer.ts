/**
 * Everything the page can show of a session, asked the way the page asks it: through the
 * worker's request handlers (src/worker/request-handlers.ts), so what is compared is what the
 * page receives. A new analysis adds one line to `collectWholeAnswer`.
 *
 * Used by the history model (test/fuzz/session-history.test.ts), which compares a session
 * after any sequence of actions with a fresh session given the inputs loaded now.
 */
import type { InputId } from '../../src/core/ids';
import { PROBLEM_OCCURRENCES_PAGE } from '../../src/worker/protocol/limits';
import type {
  AnalyzerEvent,
  AnswerOf,
  AskOf,
  RequestType,
} from '../../src/worker/protocol/request-map';
import type { AiPostureAsk } from '../../src/worker/protocol/ai-posture';
import type { RobotsCheck } from '../../src/worker/protocol/robots';
import type { RobotsWorkbenchAsk } from '../../src/worker/protocol/robots-workbench';
import type { ViewQuery } from '../../src/worker/protocol/rows';
import { createRequestHandlers } from '../../src/worker/request-handlers';
import type { InspectorSession } from '../../src/worker/session/inspector-session';
import { MAX_WINDOW_ROWS } from '../../src/worker/session/inspector-session';
import { CANCELLED, type RequestContext } from '../../src/worker/session/session-context';

/** What the page asks with: its filters, its robots.txt check and the workbench's fields. */
export interface PageAsks {
  /** The URL table's query (its robots.txt check included, as UrlsView sends it). */
  query: ViewQuery;
  /** The check of the Overview and the table's summary. */
  robotsCheck: RobotsCheck;
  workbench: RobotsWorkbenchAsk;
  /** A URL whose hreflang cluster is shown. */
  hreflangUrl: string;
  /** The sites typed for the inputs in the AI posture across sites. */
  posture: AiPostureAsk;
}

/** The page's reports of each input, as `fileReport` gave them (the file list, the Overview). */
export type FileReports = readonly unknown[];

const ALL_URLS: ViewQuery = {};

export type WholeAnswer = Record<string, unknown>;

export async function collectWholeAnswer(
  session: InspectorSession,
  asks: PageAsks,
  fileReports: FileReports,
): Promise<WholeAnswer> {
  const handlers = createRequestHandlers(session, { resize: () => {} });
  const events: AnalyzerEvent[] = [];
  const context: RequestContext = {
    requestId: 1,
    emit: (event: AnalyzerEvent) => void events.push(event),
    isCancelled: () => false,
    yieldToEvents: () => Promise.resolve(),
  };
  const ask = async <T extends RequestType>(type: T, body: AskOf<T>): Promise<AnswerOf<T>> => {
    const handler = handlers[type] as (
      ask: AskOf<T>,
      context: RequestContext,
    ) => Promise<AnswerOf<T> | typeof CANCELLED> | AnswerOf<T> | typeof CANCELLED;
    const answer = await handler(body, context);
    if (answer === CANCELLED) throw new Error(`${type} was cancelled`);
    return answer;
  };
  const { query, robotsCheck, workbench } = asks;
  const problems = await ask('problems', {});
  const rows = await allRows(ask, query);
  const firstRobots = session.reports().find((report) => report.kind === 'robots');
  return {
    fileReports,
    problems,
    problemPages: await allProblemPages(problems.groups, ask),
    tree: await ask('tree', {}),
    rows,
    rowDetails: await Promise.all(
      rows.rows
        .slice(0, 3)
        .map((row) => ask('rowDetail', { row: row.row, loc: row.loc, robotsCheck })),
    ),
    sections: await ask('sections', { query }),
    overviewRobots: await ask('robotsCheck', { check: robotsCheck }),
    overviewLastmod: await ask('lastmod', { scope: { kind: 'all' }, query: ALL_URLS, maxBins: 1 }),
    lastmod: await ask('lastmod', { scope: { kind: 'filter' }, query }),
    hreflang: await ask('hreflang', {}),
    hreflangCluster: await ask('hreflang', { url: asks.hreflangUrl }),
    crawlCoverage: await ask('crawlCoverage', {}),
    logs: await ask('logs', {}),
    logsGptBot: await ask('logs', { agent: 'GPTBot' }),
    compare: await ask('compare', {}),
    aiAccess: await ask('aiAccess', { source: robotsCheck.source }),
    aiPosture: await ask('aiPosture', asks.posture),
    sitemapLines: await ask('sitemapLines', { source: robotsCheck.source }),
    ruleReview: await ask('ruleReview', { check: robotsCheck }),
    workbench: await ask('robotsWorkbench', workbench),
    robotsText: firstRobots
      ? await ask('robotsText', { documentId: firstRobots.documentId })
      : null,
    csv: await exportText(ask, events, query),
    // The report a user downloads, but for the moment it was taken.
    report: { ...(await ask('report', { robotsCheck })), takenMs: 0 },
  };
}

type Ask = <T extends RequestType>(type: T, body: AskOf<T>) => Promise<AnswerOf<T>>;

/** Every row of the view, window after window, as the table scrolls through them. */
async function allRows(ask: Ask, query: ViewQuery) {
  const first = await ask('rows', { query, start: 0, end: MAX_WINDOW_ROWS });
  const rows = [...first.rows];
  while (rows.length < first.matching) {
    const next = await ask('rows', {
      query,
      start: rows.length,
      end: rows.length + MAX_WINDOW_ROWS,
    });
    if (next.rows.length === 0) break;
    rows.push(...next.rows);
  }
  return { ...first, rows };
}

/**
 * Every page of every problem group, from the first occurrence on: the Problems view's
 * "show more" past the first ones must continue the list the group began, up to its count.
 */
async function allProblemPages(
  groups: AnswerOf<'problems'>['groups'],
  ask: Ask,
): Promise<Record<string, unknown[]>> {
  const pages: Record<string, unknown[]> = {};
  for (const group of groups) {
    const occurrences: unknown[] = [];
    for (let offset = 0; offset < group.count; offset += PROBLEM_OCCURRENCES_PAGE) {
      const page = await ask('problemOccurrences', { code: group.code, offset });
      if (page.occurrences.length === 0) break;
      occurrences.push(...page.occurrences);
    }
    pages[group.code] = occurrences;
  }
  return pages;
}

async function exportText(ask: Ask, events: AnalyzerEvent[], query: ViewQuery): Promise<string> {
  const from = events.length;
  await ask('export', { query, format: 'csv' });
  return events
    .slice(from)
    .map((event) => (event.type === 'exportChunk' && 'text' in event ? event.text : ''))
    .join('');
}

/**
 * Replaces what is only a name for a thing by the thing's place, so two sessions that hold
 * the same inputs compare equal:
 *
 * - input ids are chosen by the page, and Undo adds the same file back under a new one:
 *   an input id becomes its place in the file list;
 * - document ids are numbered by the session in reading order over its whole life, so a
 *   session that read and forgot files numbers the same documents higher: a document id
 *   (a `documentId` field, a `documentIds` list, the crawl coverage's `byDocument` keys)
 *   becomes its place among the documents loaded now.
 */
export function normaliseIds(
  answer: WholeAnswer,
  inputIds: readonly InputId[],
  documentIds: readonly number[],
): WholeAnswer {
  const inputPlace = new Map(inputIds.map((id, i) => [id, `input#${i}`]));
  const documentPlace = new Map(
    [...documentIds].sort((a, b) => a - b).map((id, i) => [id, `document#${i}`]),
  );
  const input = (id: unknown) => inputPlace.get(id as InputId) ?? `unknown-input:${String(id)}`;
  const document = (id: unknown) =>
    documentPlace.get(id as number) ?? `unknown-document:${String(id)}`;
  const walk = (value: unknown, key?: string): unknown => {
    if (key === 'inputId' && value !== '') return input(value);
    if (key === 'documentId' || key === 'parentDocumentId') return document(value);
    if (key === 'documentIds' && Array.isArray(value)) return value.map(document);
    // The crawl coverage's groups by document carry the id as their key (as text).
    if (key === 'byDocument' && Array.isArray(value))
      return value.map((group: { key: string }) => ({
        ...group,
        key: document(Number(group.key)),
      }));
    if (key === 'problemsByFile' && value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([id, count]) => [input(id), count]));
    if (Array.isArray(value)) return value.map((item) => walk(item));
    // A removed URL's row comes from the earlier snapshot's own session, made anew for each
    // snapshot: its document id is that session's and is compared as it is.
    if (value && typeof value === 'object' && (value as { change?: string }).change === 'removed')
      return {
        ...value,
        documentId: `earlier-${String((value as { documentId?: unknown }).documentId)}`,
      };
    if (value && typeof value === 'object' && !ArrayBuffer.isView(value))
      return Object.fromEntries(
        Object.entries(value).map(([name, item]) => [name, walk(item, name)]),
      );
    return value;
  };
  return walk(answer) as WholeAnswer;
}

/** The first place where two answers differ, as a path and both values (short enough to read). */
export function firstDifference(a: unknown, b: unknown, path = ''): string | null {
  if (Object.is(a, b)) return null;
  if (ArrayBuffer.isView(a) && ArrayBuffer.isView(b))
    return firstDifference([...(a as Uint8Array)], [...(b as Uint8Array)], path);
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
    return `${path || '(root)'}: ${show(a)} ≠ ${show(b)}`;
  if (Array.isArray(a) !== Array.isArray(b)) return `${path}: ${show(a)} ≠ ${show(b)}`;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const found = firstDifference(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      `${path}.${key}`,
    );
    if (found) return found;
  }
  return null;
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

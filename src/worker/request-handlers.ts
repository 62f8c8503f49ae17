/**
 * One handler per request of the protocol map (protocol/request-map.ts): each takes what the
 * request asks and returns its answer (null for requests that answer with `done` alone, or
 * stream their events as they go), or CANCELLED. The worker's shell sends the answer, ends
 * the request and reports a cancel, in one place (analyzer.worker.ts).
 */
import type { AnswerOf, AskOf, RequestType } from './protocol/request-map';
import type { InspectorSession } from './session/inspector-session';
import { CANCELLED, type Cancelled, type RequestContext } from './session/session-context';
import { probeCrawlExports } from './session/session-crawl';
import { PROBLEMS_STEP, type Preparation } from './session/session-analysis';
import { HREFLANG_VIEW_STEP } from './session/session-hreflang';
import { reportAnswer } from './session/report-answer';
import { readSavedPageCheck } from './session/page-check-open';
import { takePageSample } from './session/page-sample';
import { probeLogFiles } from './session/logs-probe';

type Result<T extends RequestType> = AnswerOf<T> | Cancelled;
export type RequestHandler<T extends RequestType> = (
  ask: AskOf<T>,
  context: RequestContext,
) => Result<T> | Promise<Result<T>>;
export type RequestHandlers = { [T in RequestType]: RequestHandler<T> };

/** What the shell does for `configure`: the pool belongs to it, not to the session. */
export interface PoolControl {
  resize(ingestWorkers: number): void;
}

const nullUnlessCancelled = (outcome: 'done' | Cancelled) =>
  outcome === CANCELLED ? CANCELLED : null;

export function createRequestHandlers(
  session: InspectorSession,
  pool: PoolControl,
): RequestHandlers {
  /** What an answer needs complete (a robots.txt verdict column) is filled, in slices, first. */
  const prepared = async <A>(
    preparation: Preparation,
    context: RequestContext,
    answer: () => A | Promise<A>,
  ): Promise<A | Cancelled> =>
    (await session.prepare(preparation, context)) ? answer() : CANCELLED;

  return {
    open: async ({ files }, context) => nullUnlessCancelled(await session.open(files, context)),
    reopen: async ({ inputId, readAs }, context) =>
      nullUnlessCancelled(await session.reopen(inputId, readAs, context)),
    configure: ({ ingestWorkers }) => {
      pool.resize(ingestWorkers);
      return null;
    },
    remove: ({ inputIds }) => {
      session.remove(inputIds);
      return null;
    },
    rows: ({ query, start, end }, context) =>
      prepared({ query, reader: 'table' }, context, () => session.rows(query, start, end)),
    rowDetail: (ask, context) => session.rowDetail(ask, context),
    sections: ({ query }, context) =>
      prepared({ query, reader: 'table' }, context, () => session.sections(query)),
    export: async ({ query, format }, context) =>
      nullUnlessCancelled(await session.export(query, format, context)),
    // The tree counts each document's problems, the robots.txt check's among them.
    tree: (_ask, context) => prepared({ step: PROBLEMS_STEP }, context, () => session.tree()),
    assignTreeFile: ({ loc, documentId }) => {
      session.assignTreeFile(loc, documentId);
      return null;
    },
    problems: (_ask, context) =>
      prepared({ step: PROBLEMS_STEP }, context, () => ({
        groups: session.problems(),
        problemsByFile: session.problemsByFile(),
      })),
    problemOccurrences: ({ code, offset }) => ({
      code,
      offset,
      ...session.problemOccurrences(code, offset),
    }),
    sourceLines: ({ documentId, line, context: lines }, context) =>
      session.rereads.sourceLines(documentId, line, lines, context),
    lastmod: (ask) => session.lastmodView(ask),
    robotsWorkbench: async (ask, context) => {
      // Typing sends a request per pause: let a newer one's `cancel` arrive before working.
      await context.yieldToEvents();
      return context.isCancelled() ? CANCELLED : session.workbench.robotsWorkbench(ask);
    },
    robotsText: ({ documentId }, context) => session.rereads.robotsText(documentId, context),
    robotsCheck: ({ check }, context) => session.workbench.robotsCheck(check, context),
    aiAccess: ({ source, site }) => session.workbench.aiAccess(source, site),
    aiPosture: (ask) => session.workbench.aiPosture(ask),
    sitemapLines: ({ source, site }) => session.workbench.sitemapLines(source, site),
    ruleReview: ({ check }, context) => session.workbench.ruleReview(check, context),
    hreflang: (ask, context) =>
      prepared({ step: HREFLANG_VIEW_STEP }, context, () => session.hreflang.view(ask)),
    ...comparedInputHandlers(session),
    ...logsHandlers(session),
    report: (ask, context) => reportAnswer(session, ask, context),
  };
}

/**
 * The inputs the sitemaps are compared with: the crawl export, the saved page check and the
 * earlier snapshot, each read, answered and removed on its own.
 */
function comparedInputHandlers(
  session: InspectorSession,
): Pick<
  RequestHandlers,
  | 'crawlOpen'
  | 'crawlRemove'
  | 'crawlCoverage'
  | 'pageCheckOpen'
  | 'pageCheckRemove'
  | 'pageSample'
  | 'pageCheck'
  | 'crawlProbe'
  | 'openEarlier'
  | 'clearEarlier'
  | 'compare'
> {
  return {
    crawlOpen: async (ask, context) => {
      const file = await session.crawl.open(ask, context);
      return file === CANCELLED ? CANCELLED : { file };
    },
    crawlRemove: () => {
      session.crawl.remove();
      return null;
    },
    crawlCoverage: () => session.crawl.answer(),
    pageCheckOpen: async (ask, context) => {
      const opening = session.pageCheck.opening();
      const check = await readSavedPageCheck(ask, context);
      if (check === CANCELLED) return CANCELLED;
      if (check) session.pageCheck.load(check, opening);
      return { isRead: check !== undefined };
    },
    pageSample: (ask, context) => takePageSample(ask, session.apart(), context),
    pageCheckRemove: () => {
      session.pageCheck.remove();
      return null;
    },
    pageCheck: () => ({ check: session.pageCheck.answer() }),
    crawlProbe: async ({ blobs }) => ({ kinds: await probeCrawlExports(blobs) }),
    openEarlier: ({ files }, context) => session.earlier.open(files, context),
    clearEarlier: () => {
      session.earlier.clear();
      return null;
    },
    compare: () => session.earlier.answer(session),
  };
}

/** The access logs: told from the other uploads by their bytes, read as one set, answered, forgotten. */
function logsHandlers(
  session: InspectorSession,
): Pick<RequestHandlers, 'logsProbe' | 'logsOpen' | 'logsRemove' | 'logsRobotsHistory' | 'logs'> {
  return {
    logsProbe: async ({ blobs }) => ({ kinds: await probeLogFiles(blobs) }),
    logsOpen: (ask, context) => session.logs.open(ask, context),
    logsRemove: () => {
      session.logs.remove();
      return null;
    },
    logsRobotsHistory: ({ history }) => {
      session.logs.setRobotsHistory(history);
      return null;
    },
    logs: ({ agent }) => session.logs.answer(agent),
  };
}

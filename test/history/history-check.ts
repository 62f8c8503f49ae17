/**
 * The rule the history model checks: whatever the page did before, the session answers as a
 * fresh session given the inputs loaded now, in the same order. `checkHistory` compares the
 * live session's whole answer (whole-answer.ts) with a fresh one's, and checks that the data
 * version moved whenever an answer changed under the same questions (the page asks again
 * only then: useAsk's `dependsOn`).
 */
import type { InputId } from '../../src/core/ids';
import type { OpenedFile } from '../../src/worker/protocol/files';
import type { ProblemGroup } from '../../src/worker/protocol/problems';
import { sortProblemGroups } from '../../src/worker/session/problem-groups';
import type { RobotsCheck, RobotsSource } from '../../src/worker/protocol/robots';
import type { ViewQuery } from '../../src/worker/protocol/rows';
import type { InspectorSession } from '../../src/worker/session/inspector-session';
import {
  newSession,
  openCrawl,
  openEarlier,
  openFiles,
  openLogs,
  sendRobotsHistory,
  type LiveSession,
  type PageState,
} from './history-actions';
import { SITE } from './input-pool';
import {
  collectWholeAnswer,
  firstDifference,
  normaliseIds,
  type PageAsks,
  type WholeAnswer,
} from './whole-answer';

/** The name the page gives the workbench's own text (the editor's "Typed here"). */
const TYPED_NAME = 'Typed here';

/**
 * A robots.txt source no session resolves: the protocol has no "none", and a document id no
 * session hands out names nothing. The fresh session is asked with it where the workbench's
 * editor is blank: an empty editor is not an input, so the inputs loaded now hold no
 * robots.txt to check with.
 */
const NO_ROBOTS: RobotsSource = { kind: 'document', documentId: -1 as never };

/** The page's questions; `isFresh`: as the inputs loaded now put them (a blank editor is none). */
export function pageAsks(
  state: PageState,
  inputIds: readonly InputId[],
  isFresh: boolean,
): PageAsks {
  const { text, agent, status } = state.workbench;
  const source: RobotsSource =
    text === null
      ? { kind: 'first-loaded' }
      : isFresh && text.trim() === ''
        ? NO_ROBOTS
        : { kind: 'text', text, name: TYPED_NAME };
  // The table assumes the server answer the workbench assumes, as the page's panels do.
  const robotsCheck: RobotsCheck = {
    source,
    agent,
    ...(status !== null ? { robotsStatus: status } : {}),
  };
  const { fileAt, problemCode, ...filter } = state.filter;
  const query: ViewQuery = { ...filter, robotsCheck };
  if (fileAt !== undefined && inputIds.length > 0)
    query.inputIds = [inputIds[fileAt % inputIds.length]];
  if (problemCode !== undefined) query.problemCodes = [problemCode];
  return {
    query,
    robotsCheck,
    workbench: {
      robotsText: text ?? '',
      siteText: '',
      testLinesText: `/\n/private/doc-1\n${SITE}/products/p-2\n/en/b\n`,
      agents: [agent, 'GPTBot'],
      expectationsText: 'block * /private/doc-1\nallow Googlebot /\n',
      ...(status !== null ? { robotsStatus: status } : {}),
    },
    hreflangUrl: `${SITE}/en/b`,
    // A site typed for each input, by its place: two sites, so two uploads share one now and
    // then (the first loaded is used).
    posture: {
      typedSites: inputIds.map((inputId, place) => ({
        inputId,
        site: `typed-${place % 2}.example`,
      })),
    },
  };
}

async function answerOf(
  session: InspectorSession,
  asks: PageAsks,
  inputIds: readonly InputId[],
  reports: readonly unknown[],
): Promise<WholeAnswer> {
  const answer = await collectWholeAnswer(session, asks, reports);
  const documentIds = session.reports().map((report) => report.documentId);
  return normaliseIds(answer, inputIds, documentIds);
}

/**
 * The reports the page kept from `fileReport`, as of when each file was read. A duplicate is
 * the one problem a reader finds against the files read before (duplicate-url): it must
 * differ from a fresh read once the first occurrence is removed, and the page counts a
 * file's problems from the problems answer (`problemsByFile`, compared) instead. Left out.
 * (The file list's tone still reads them: file-status.ts `worstTone`.)
 */
function keptReports(
  reports: ReadonlyMap<InputId, OpenedFile>,
  inputIds: readonly InputId[],
): unknown[] {
  return inputIds.map((id) => {
    const report = reports.get(id);
    if (!report) return null;
    return {
      ...report,
      documents: report.documents?.map((doc) => ({
        ...doc,
        problems: doc.problems.filter((problem) => problem.code !== 'duplicate-url'),
      })),
    };
  });
}

/** Fresh answers by what decides them: many states recur (nothing loaded, one file). */
const freshAnswers = new Map<string, WholeAnswer>();
const FRESH_ANSWERS_KEPT = 500;

/** A fresh session's answer to the inputs loaded now, in the page's order. */
export async function freshAnswer(state: PageState): Promise<WholeAnswer> {
  const inputIds = state.inputs.map((_, i) => `fresh-${i}`);
  const asks = pageAsks(state, inputIds, true);
  const key = JSON.stringify([
    state.inputs.map((input) => input.key),
    state.crawl,
    state.earlier,
    state.logs,
    state.robotsHistory,
    asks,
  ]);
  const known = freshAnswers.get(key);
  if (known) return known;
  const live: LiveSession = { session: newSession(), reports: new Map() };
  await openFiles(
    live,
    state.inputs.map((input, i) => ({ key: input.key, inputId: inputIds[i] })),
  );
  if (state.crawl !== null) await openCrawl(live.session, state.crawl);
  if (state.earlier !== null) await openEarlier(live.session, state.earlier);
  // Sent before the logs are read, where the live session had them the other way round.
  if (state.robotsHistory !== null) sendRobotsHistory(live.session, state.robotsHistory);
  if (state.logs !== null) await openLogs(live.session, state.logs);
  const answer = await answerOf(live.session, asks, inputIds, keptReports(live.reports, inputIds));
  if (freshAnswers.size >= FRESH_ANSWERS_KEPT) freshAnswers.clear();
  freshAnswers.set(key, answer);
  return answer;
}

/** What the previous check saw, to tell an answer that changed without a new data version. */
export interface LastSeen {
  asks: string;
  dataVersion: number;
  answer: WholeAnswer;
}

/** Throws, naming the first difference, when the live session answers other than a fresh one. */
export async function checkHistory(
  state: PageState,
  live: LiveSession,
  last?: LastSeen,
): Promise<LastSeen> {
  const inputIds = state.inputs.map((input) => input.inputId);
  const asks = pageAsks(state, inputIds, false);
  const answer = await answerOf(live.session, asks, inputIds, keptReports(live.reports, inputIds));
  checkProblemPages(answer);
  const fresh = await freshAnswer(state);
  const difference = firstDifference(answer, fresh);
  if (difference) throw new Error(`the session answers other than a fresh one: ${difference}`);
  const seen = { asks: JSON.stringify(asks), dataVersion: live.session.dataVersion, answer };
  if (last && last.asks === seen.asks && last.dataVersion === seen.dataVersion) {
    const changed = firstDifference(last.answer, answer);
    if (changed) throw new Error(`an answer changed with the data version unchanged: ${changed}`);
  }
  return seen;
}

/**
 * Paging a problem group from its first occurrence must give its count of occurrences,
 * beginning with the ones the group carries (what the Problems view's "show more" relies on).
 */
function checkProblemPages(answer: WholeAnswer): void {
  const { groups } = answer.problems as {
    groups: { code: string; count: number; occurrences: unknown[] }[];
  };
  const pages = answer.problemPages as Record<string, unknown[]>;
  const sorted = sortProblemGroups([...(groups as ProblemGroup[])]).map((group) => group.code);
  const listed = groups.map((group) => group.code);
  if (firstDifference(listed, sorted))
    throw new Error(`problem groups listed ${listed.join(', ')}; sorted: ${sorted.join(', ')}`);
  for (const group of groups) {
    const paged = pages[group.code];
    const difference =
      paged.length === group.count
        ? firstDifference(paged.slice(0, group.occurrences.length), group.occurrences)
        : `${paged.length} occurrences paged of ${group.count}`;
    if (difference)
      throw new Error(`the pages of ${group.code} differ from its group: ${difference}`);
  }
}

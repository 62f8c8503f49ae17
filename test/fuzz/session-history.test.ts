/**
 * History independence: after any sequence of page actions (add, remove, Clear, Undo, a crawl
 * export, an earlier snapshot, the workbench's text, crawler and server answer, the table's
 * filters), the worker session answers every view as a fresh session given the inputs loaded
 * now. Model-based (fast-check `commands`): test/history/ holds the actions, the inputs and
 * the comparison; a sequence it shrinks to is kept in test/history/history-regressions.json.
 */
import fc from 'fast-check';
import { test } from 'vitest';
import { initialPageState, newSession } from '../history/history-actions';
import { historyCommands, type HistoryWorld } from '../history/history-arbitraries';
import { fuzzRuns } from './fuzz-runs';

/** Up to this many actions per sequence. */
const MAX_ACTIONS = 15;
/**
 * 200 sequences take about 40 s alone; the full suite runs beside other files on two cores.
 * `npm run fuzz` asks for more: the time allowed grows with the sequences (1.5 s each).
 */
const RUNS = fuzzRuns<unknown>('session history', 200);
const SUITE_TIMEOUT_MS = Math.max(300_000, (RUNS.numRuns ?? 200) * 1_500);

test(
  'the session answers as a fresh one given the inputs loaded now',
  async () => {
    await fc.assert(
      fc.asyncProperty(historyCommands(MAX_ACTIONS), async (commands) => {
        const world: HistoryWorld = {
          live: { session: newSession(), reports: new Map() },
          done: [],
        };
        await fc.asyncModelRun(() => ({ model: initialPageState(), real: world }), commands);
      }),
      RUNS,
    );
  },
  SUITE_TIMEOUT_MS,
);

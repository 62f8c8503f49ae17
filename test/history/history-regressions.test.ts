/**
 * Sequences the history model (test/fuzz/session-history.test.ts) shrank to, kept as plain
 * cases: each runs its actions on one session and checks it against a fresh one after every
 * step. A case with `fails` names a difference not fixed yet, and where it comes from.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { applyAction, initialPageState, newSession, type HistoryAction } from './history-actions';
import { checkHistory, type LastSeen } from './history-check';

interface RegressionCase {
  name: string;
  actions: HistoryAction[];
  /** Set while the difference stands: what differs and where in the code it comes from. */
  fails?: string;
}

async function replay(actions: readonly HistoryAction[]): Promise<void> {
  const state = initialPageState();
  const live = { session: newSession(), reports: new Map() };
  let last: LastSeen | undefined;
  for (const action of actions) {
    await applyAction(state, live, action);
    last = await checkHistory(state, live, last);
  }
}

const cases = JSON.parse(
  readFileSync(new URL('history-regressions.json', import.meta.url), 'utf8'),
) as RegressionCase[];

test.each(cases.filter((entry) => !entry.fails))('$name', async ({ actions }) => {
  await expect(replay(actions)).resolves.toBeUndefined();
});

// Differences not fixed yet: each passes only while it still fails, so a fix is noticed.
test.fails.each(cases.filter((entry) => entry.fails))('$name (not fixed: $fails)', ({ actions }) =>
  replay(actions),
);

/**
 * Sequences the history model (test/fuzz/session-history.test.ts) shrank to, kept as plain
 * cases: each runs its actions on one session and checks it against a fresh one after every
 * step. A case with `fails` names a difference not fixed yet, and where it comes from.
 */
import { expect, test } from 'vitest';
import { applyAction, initialPageState, newSession, type HistoryAction } from './history-actions';
import { checkHistory, type LastSeen } from './history-check';
import cases from './history-regressions.json';

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

for (const { name, actions, fails } of cases as RegressionCase[]) {
  if (fails) test.fails(`${name} (not fixed: ${fails})`, () => replay(actions));
  else test(name, async () => expect(await replay(actions).then(() => 'same')).toBe('same'));
}

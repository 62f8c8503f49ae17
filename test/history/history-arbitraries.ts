/**
 * fast-check's commands for the history model: one command per page action (history-actions.ts),
 * each checked against a fresh session after it runs (history-check.ts).
 */
import fc from 'fast-check';
import {
  applyAction,
  canApply,
  CRAWL_KEYS,
  FILE_KEYS,
  LOG_KEYS,
  ROBOTS_HISTORY_KEYS,
  SNAPSHOT_KEYS,
  type HistoryAction,
  type LiveSession,
  type PageState,
  type TableFilter,
} from './history-actions';
import { checkHistory, type LastSeen } from './history-check';
import { SHARE_SORT_COLUMNS } from '../../src/core/share/share-state';

/** The real side of the model run: the live session and what the last check saw. */
export interface HistoryWorld {
  live: LiveSession;
  last?: LastSeen;
  /** The actions run so far, to print a failing sequence as data. */
  done: HistoryAction[];
}

class ActionCommand implements fc.AsyncCommand<PageState, HistoryWorld> {
  constructor(readonly action: HistoryAction) {}
  check(state: Readonly<PageState>): boolean {
    return canApply(state, this.action);
  }
  async run(state: PageState, world: HistoryWorld): Promise<void> {
    world.done.push(this.action);
    await applyAction(state, world.live, this.action);
    world.last = await checkHistory(state, world.live, world.last);
  }
  toString(): string {
    return JSON.stringify(this.action);
  }
}

/** Typed texts: blocking rules, the empty editor, blanks, and a file that allows all. */
const TEXTS = [
  '',
  '\n  \n',
  'User-agent: *\nDisallow: /private/\n',
  'User-agent: *\nDisallow: /blog/\nAllow: /blog/post-1\n',
  'User-agent: *\nAllow: /\n',
  'User-agent: Googlebot\nDisallow: /\n',
];
const AGENTS = ['Googlebot', 'Bingbot', 'GPTBot'];
const PROBLEM_CODES = [
  'url-blocked-by-robots',
  'duplicate-url',
  'lastmod-missing',
  'hreflang-no-return',
  'crawl-sitemap-not-crawled',
  'index-child-missing',
  'log-sitemap-url-never-fetched',
  'log-lastmod-after-last-fetch@GPTBot',
];

const filter: fc.Arbitrary<TableFilter> = fc.record(
  {
    text: fc.constantFrom('post', '/products/', '/(en|ja)/', 'zzz'),
    sort: fc.record({
      column: fc.constantFrom(...SHARE_SORT_COLUMNS),
      descending: fc.boolean(),
    }),
    fileAt: fc.nat(5),
    problemCode: fc.constantFrom(...PROBLEM_CODES),
    robotsVerdict: fc.constantFrom('allowed', 'blocked', 'not-covered'),
    change: fc.constantFrom('unchanged', 'added', 'lastmod-changed', 'removed'),
    lastmodFromMs: fc.constant(Date.UTC(2025, 4, 1)),
  },
  { requiredKeys: [] },
);

const action: fc.Arbitrary<HistoryAction> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .array(fc.constantFrom(...FILE_KEYS), { minLength: 1, maxLength: 3 })
      .map((keys) => ({ do: 'add' as const, keys })),
  },
  { weight: 3, arbitrary: fc.nat(10).map((at) => ({ do: 'remove' as const, at })) },
  { weight: 2, arbitrary: fc.constant({ do: 'clear' as const }) },
  { weight: 2, arbitrary: fc.constant({ do: 'undo' as const }) },
  {
    weight: 1,
    arbitrary: fc
      .option(fc.constantFrom(...CRAWL_KEYS))
      .map((key) => ({ do: 'crawl' as const, key })),
  },
  {
    weight: 1,
    arbitrary: fc
      .option(fc.constantFrom(...SNAPSHOT_KEYS))
      .map((key) => ({ do: 'earlier' as const, key })),
  },
  {
    weight: 1,
    arbitrary: fc.option(fc.constantFrom(...LOG_KEYS)).map((key) => ({ do: 'logs' as const, key })),
  },
  {
    weight: 1,
    arbitrary: fc
      .option(fc.constantFrom(...ROBOTS_HISTORY_KEYS))
      .map((key) => ({ do: 'robotsHistory' as const, key })),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(...TEXTS).map((text) => ({ do: 'type' as const, text })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(...AGENTS).map((agent) => ({ do: 'agent' as const, agent })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(null, 404, 503, 'unreachable' as const)
      .map((status) => ({ do: 'status' as const, status })),
  },
  { weight: 2, arbitrary: filter.map((value) => ({ do: 'filter' as const, filter: value })) },
);

/** Sequences of up to `maxCommands` page actions. */
export const historyCommands = (maxCommands: number) =>
  fc.commands([action.map((value) => new ActionCommand(value))], { maxCommands, size: 'max' });

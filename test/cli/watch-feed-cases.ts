/**
 * The `watch` feed's pure parts as data: `--fail-on` values read or refused, text a site
 * wrote made a Markdown code span that nothing in it can break out of, and what the feed
 * says of a first run, of one with no readable earlier snapshot, and of one that skipped some.
 */
import type { WatchChanges } from '../../scripts/watch-changes';
import type { FailCondition } from '../../scripts/watch-fail-on';
import type { WatchRun } from '../../scripts/watch-feed';

export const FAIL_ON_CASES: readonly (readonly [string, FailCondition[] | RegExp])[] = [
  ['robots-change', [{ kind: 'robots-change' }]],
  [
    'robots-change,blocked-expectation',
    [{ kind: 'robots-change' }, { kind: 'blocked-expectation' }],
  ],
  ['removed-urls', [{ kind: 'removed-urls', moreThan: 0 }]],
  ['removed-urls>250', [{ kind: 'removed-urls', moreThan: 250 }]],
  [
    ' removed-urls>3 , robots-change',
    [{ kind: 'removed-urls', moreThan: 3 }, { kind: 'robots-change' }],
  ],
  ['removed-urls>-1', /not removed-urls>-1/],
  ['removed-urls>', /not removed-urls>/],
  ['robots', /not robots$/],
  ['', /not nothing/],
];

export const CODE_SPAN_CASES: readonly (readonly [string, string])[] = [
  ['Disallow: /a/', '`Disallow: /a/`'],
  ['https://a.example/[x](javascript:alert(1))', '`https://a.example/[x](javascript:alert(1))`'],
  ['a `b` c', '``a `b` c``'],
  ['``x', '``` ``x ```'],
  ['<img src=x onerror=alert(1)>', '`<img src=x onerror=alert(1)>`'],
  ['line\nbreak', '`line break`'],
  ['', '`  `'],
];

const run: WatchRun = {
  url: 'https://a.example/',
  stamp: '2026-12-04T09-20-00-000Z',
  previous: null,
  skipped: [],
  isPreviousUnreadable: false,
  changes: null,
  failingExpectations: 0,
  failOn: [],
  isRobotsVersionKept: false,
  pruned: [],
};
const unchanged: WatchChanges = {
  robots: {
    statusBefore: 200,
    statusAfter: 200,
    isChanged: false,
    lines: { removed: [], added: [], isReordered: false },
    flips: [],
    flipCount: 0,
    urlsChecked: 0,
    expectations: [],
  },
  sitemaps: { added: [], removed: [], failing: [] },
  urls: null,
  urlsRefused: 'no sitemap',
};
const skipped = [{ name: '2026-12-04T09-10-00-000Z', reason: 'fetch-log.json is missing' }];

/** A run's state, and lines its text feed says and never says. */
export const FEED_CASES: readonly (readonly [
  name: string,
  run: WatchRun,
  says: readonly string[],
  neverSays: readonly string[],
])[] = [
  ['a first run', run, ['First snapshot (2026-12-04T09-20-00-000Z): nothing to compare yet.'], []],
  [
    'earlier snapshots, none readable',
    {
      ...run,
      skipped,
      isPreviousUnreadable: true,
      failOn: [{ condition: 'robots-change', isMet: true }],
    },
    [
      'Nothing compared (2026-12-04T09-20-00-000Z): none of the 1 earlier snapshots can be read.',
      '--fail-on: met: robots-change (no earlier snapshot can be read: the run fails)',
    ],
    ['First snapshot'],
  ],
  [
    'compared past an unreadable newer snapshot',
    { ...run, previous: '2026-12-03T09-20-00-000Z', skipped, changes: unchanged },
    ['Changes since 2026-12-03T09-20-00-000Z (1 newer snapshots could not be read):'],
    ['First snapshot', 'Nothing compared'],
  ],
];

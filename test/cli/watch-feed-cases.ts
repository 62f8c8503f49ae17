/**
 * The `watch` feed's pure parts as data: `--fail-on` values read or refused, and text a site
 * wrote made a Markdown code span that nothing in it can break out of.
 */
import type { FailCondition } from '../../scripts/watch-fail-on';

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

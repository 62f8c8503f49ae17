/**
 * `--follow` / `--skip` patterns against an index's children: which patterns matched no child
 * (the command line names each on stderr). A pattern counts as matched when any child matches
 * it, whether that child was then followed or left out.
 */
import type { ChildChoice, ChildPattern } from '../../src/core/site/child-choice';

const site = 'https://a.com';
const children = [`${site}/sitemap-products-1.xml`, `${site}/sitemap-news.xml`];

export const CHILD_PATTERN_CASES: [
  name: string,
  choice: ChildChoice,
  children: string[],
  unmatched: ChildPattern[],
][] = [
  ['no patterns', { follow: [], skip: [] }, children, []],
  ['every pattern matches', { follow: ['*news*'], skip: ['*products*'] }, children, []],
  [
    'a mistyped skip',
    { follow: [], skip: ['*prodcts*', '*news*'] },
    children,
    [{ list: 'skip', pattern: '*prodcts*' }],
  ],
  [
    'a follow matching nothing, a skip matching a child no follow chose',
    { follow: ['*pages*', '*news*'], skip: ['*products*'] },
    children,
    [{ list: 'follow', pattern: '*pages*' }],
  ],
  [
    'an index with no children: every pattern',
    { follow: ['*news*'], skip: ['*news*'] },
    [],
    [
      { list: 'follow', pattern: '*news*' },
      { list: 'skip', pattern: '*news*' },
    ],
  ],
];

/**
 * `watch`'s robots.txt verdict flips as data: the sitemaps of the current snapshot (each a
 * list of paths on https://example.com), the robots.txt before and after, the crawlers named,
 * and how many verdicts flip among how many URLs. A URL listed in two sitemaps is one URL.
 */
export interface VerdictFlipCase {
  readonly name: string;
  readonly sitemaps: readonly (readonly string[])[];
  readonly before: string;
  readonly after: string;
  readonly agents: readonly string[];
  readonly flips: number;
  readonly urlsChecked: number;
}

export const VERDICT_FLIP_CASES: readonly VerdictFlipCase[] = [
  {
    name: 'each URL listed once',
    sitemaps: [['/a', '/tag/x', '/tag/y']],
    before: 'User-agent: *\nAllow: /\n',
    after: 'User-agent: *\nDisallow: /tag/\n',
    agents: ['Googlebot'],
    flips: 2,
    urlsChecked: 3,
  },
  {
    name: 'a URL listed in two sitemaps flips once',
    sitemaps: [
      ['/a', '/tag/x', '/tag/y'],
      ['/tag/x', '/b'],
    ],
    before: 'User-agent: *\nAllow: /\n',
    after: 'User-agent: *\nDisallow: /tag/\n',
    agents: ['Googlebot'],
    flips: 2,
    urlsChecked: 4,
  },
  {
    name: 'a URL listed three times, two crawlers: one flip per crawler',
    sitemaps: [['/tag/x'], ['/tag/x'], ['/tag/x', '/c']],
    before: '',
    after: 'User-agent: *\nDisallow: /tag/\n',
    agents: ['Googlebot', 'Bingbot'],
    flips: 2,
    urlsChecked: 2,
  },
  {
    name: 'the same text flips nothing',
    sitemaps: [['/tag/x'], ['/tag/x']],
    before: 'User-agent: *\nDisallow: /tag/\n',
    after: 'User-agent: *\nDisallow: /tag/\n',
    agents: ['Googlebot'],
    flips: 0,
    urlsChecked: 1,
  },
];

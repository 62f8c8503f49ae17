import { describe, expect, test } from 'vitest';
import { evaluateCrawlerAccess, sitemapSections } from './ai-access';
import { parseRobots } from '../engine/parse-robots';
import { parseSite } from './site-origin';

const parsed = parseSite('https://www.example.com');
if (!parsed.ok) throw new Error('site');
const urls = [
  'https://www.example.com/blog/a',
  'https://www.example.com/blog/b',
  'https://www.example.com/blog/drafts/c',
  'https://www.example.com/shop/x',
  'https://www.example.com/about',
  'https://other.org/blog/z',
];
const robots = parseRobots(
  [
    'User-agent: GPTBot', // 1
    'Disallow: /', // 2
    '', // 3
    'User-agent: ClaudeBot', // 4
    'Disallow: /blog/drafts/', // 5
    'Disallow: /shop/', // 6
  ].join('\n'),
);

test('sections: first path segment of the site’s URLs, largest first', () => {
  expect(sitemapSections(urls, parsed.site).map((s) => [s.path, s.urlCount])).toEqual([
    ['/blog/', 3],
    ['/', 1],
    ['/shop/', 1],
  ]);
});

test('root and sections per crawler: allowed, partly blocked, blocked, with lines', () => {
  const sections = sitemapSections(urls, parsed.site);
  const access = evaluateCrawlerAccess(robots, sections, ['GPTBot', 'ClaudeBot', 'CCBot']);
  expect(
    access.map((a) => [
      a.token,
      a.root.allowed,
      a.root.line,
      a.sections.map((s) => [s.path, s.level, s.lines]),
    ]),
  ).toEqual([
    [
      'GPTBot',
      false,
      2,
      [
        ['/blog/', 'blocked', [2]],
        ['/', 'blocked', [2]],
        ['/shop/', 'blocked', [2]],
      ],
    ],
    [
      'ClaudeBot',
      true,
      0,
      [
        ['/blog/', 'partly-blocked', [5]],
        ['/', 'allowed', [0]],
        ['/shop/', 'blocked', [6]],
      ],
    ],
    [
      'CCBot',
      true,
      0,
      [
        ['/blog/', 'allowed', [0]],
        ['/', 'allowed', [0]],
        ['/shop/', 'allowed', [0]],
      ],
    ],
  ]);
});

describe('evaluateCrawlerAccess: preferences beside access', () => {
  const robots = parseRobots(
    'User-agent: Googlebot\nDisallow: /photos/\n\nUser-agent: *\nAllow: /\nContent-Signal: search=yes, ai-train=no\nContent-Usage: /docs/ train-ai=y\n',
  );
  test('a crawler of the * group: may fetch, asked not to train; a narrower Content-Usage is named', () => {
    const [gpt] = evaluateCrawlerAccess(robots, [], ['GPTBot']);
    expect(gpt.root.allowed).toBe(true);
    expect(gpt.appliedToken).toBe('*');
    expect(gpt.preferences).toEqual([
      { purpose: 'search', allows: true, lines: [6] },
      { purpose: 'train-ai', allows: false, lines: [6] },
    ]);
    expect(gpt.pathPreferenceLines).toEqual([7]);
  });
  test('a specialised Googlebot follows the Googlebot group, which states no preference', () => {
    const [image] = evaluateCrawlerAccess(robots, [], ['Googlebot-Image']);
    expect(image.appliedToken).toBe('Googlebot');
    expect(image.preferences).toEqual([]);
  });
});

import { expect, test } from 'vitest';
import { parseRobots } from '../engine/parse-robots';
import { parseSite } from './site-origin';
import { classifySitemapLines } from './sitemap-lines';

const parsed = parseSite('https://www.example.com');
if (!parsed.ok) throw new Error('site');

test('each Sitemap: line marked loaded, not loaded or invalid, with the reason', () => {
  const robots = parseRobots(
    [
      'Sitemap: https://www.example.com/sitemap.xml',
      'Sitemap: https://WWW.EXAMPLE.COM:443/news.xml',
      'Sitemap: https://www.example.com/missing.xml',
      'Sitemap: /relative.xml',
      'Sitemap: https://cdn.example.net/s.xml',
      'Sitemap: ftp://www.example.com/s.xml',
      'Sitemap: https://:9/x',
    ].join('\n'),
  );
  const lines = classifySitemapLines(robots, parsed.site, [
    'https://www.example.com/sitemap.xml',
    'https://www.example.com/news.xml',
  ]);
  expect(lines.map((l) => [l.line, l.status, l.reason, l.host])).toEqual([
    [1, 'loaded', undefined, undefined],
    [2, 'loaded', undefined, undefined],
    [3, 'not-loaded', undefined, undefined],
    [4, 'invalid', 'relative-url', undefined],
    [5, 'not-loaded', 'other-host', 'https://cdn.example.net'],
    [6, 'invalid', 'not-http', undefined],
    [7, 'invalid', 'not-a-url', undefined],
  ]);
});

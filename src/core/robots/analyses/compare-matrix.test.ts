import { expect, test } from 'vitest';
import { compareVersions } from './compare-matrix';
import { parseRobots } from '../engine/parse-robots';
import { parseSite } from './site-origin';

const parsed = parseSite('https://www.example.com');
if (!parsed.ok) throw new Error('site');
const site = parsed.site;
const before = parseRobots('User-agent: *\nDisallow: /admin/\nDisallow: /tmp/\n');
const after = parseRobots(
  'User-agent: *\nDisallow: /admin/\n\nUser-agent: Googlebot\nDisallow: /staging/\n',
);
const urls = [
  '/admin/x',
  'https://www.example.com/tmp/a',
  '/staging/b',
  '/public',
  'https://other.org/tmp/a',
  'bad',
];

test('cells whose verdict changes, with the deciding lines before and after', () => {
  const { changes, changedCells } = compareVersions(before, after, site, urls, [
    'Otherbot',
    'Googlebot',
  ]);
  expect(changedCells).toBe(4);
  expect(
    changes.map((c) => [
      c.agent,
      c.url,
      c.before.verdict,
      c.before.line,
      c.after.verdict,
      c.after.line,
    ]),
  ).toEqual([
    ['Otherbot', 'https://www.example.com/tmp/a', 'blocked', 3, 'allowed', 0],
    ['Googlebot', '/admin/x', 'blocked', 2, 'allowed', 0],
    ['Googlebot', 'https://www.example.com/tmp/a', 'blocked', 3, 'allowed', 0],
    ['Googlebot', '/staging/b', 'allowed', 0, 'blocked', 5],
  ]);
});

test('line changes on request, and a limit that still counts every change', () => {
  const moved = parseRobots('User-agent: *\n\nDisallow: /admin/\nDisallow: /tmp/\n');
  expect(compareVersions(before, moved, site, urls, ['x']).changedCells).toBe(0);
  const result = compareVersions(before, moved, site, urls, ['x'], {
    includeLineChanges: true,
    limit: 1,
  });
  expect([result.changedCells, result.changes.length, result.changes[0].after.line]).toEqual([
    2, 1, 3,
  ]);
});

import { expect, test } from 'vitest';
import { compareRobots } from './compare';
import { parseRobots } from '../engine/parse-robots';

const before = parseRobots('User-agent: *\nDisallow: /admin/\nDisallow: /tmp/\n');
const after = parseRobots(
  'User-agent: *\nDisallow: /admin/\n\nUser-agent: Googlebot\nDisallow: /staging/\n',
);
const urls = ['/admin/x', '/tmp/a', '/staging/b', '/public'];

test.each([
  ['Otherbot', [['/tmp/a', false, true]]],
  [
    'Googlebot',
    [
      ['/admin/x', false, true],
      ['/tmp/a', false, true],
      ['/staging/b', true, false],
    ],
  ],
] as const)('%s', (agent, expected) => {
  const changes = compareRobots(before, after, agent, urls);
  expect(changes.map((c) => [c.url, c.before.allowed, c.after.allowed])).toEqual(expected);
});

test('line changes on request', () => {
  const moved = parseRobots('User-agent: *\n\nDisallow: /admin/\nDisallow: /tmp/\n');
  expect(compareRobots(before, moved, 'x', urls)).toEqual([]);
  expect(
    compareRobots(before, moved, 'x', urls, { includeLineChanges: true }).map((c) => c.url),
  ).toEqual(['/admin/x', '/tmp/a']);
});

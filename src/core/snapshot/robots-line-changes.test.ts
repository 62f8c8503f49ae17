import { expect, test } from 'vitest';
import { robotsLineChanges } from './robots-line-changes';

test.each([
  [
    'the same text',
    'User-agent: *\nDisallow: /a\n',
    'User-agent: *\nDisallow: /a\n',
    [],
    [],
    false,
  ],
  [
    'a rule changed',
    'User-agent: *\nDisallow: /private/\nAllow: /\n',
    'User-agent: *\nDisallow: /\nAllow: /\n',
    [{ line: 2, text: 'Disallow: /private/' }],
    [{ line: 2, text: 'Disallow: /' }],
    false,
  ],
  [
    'a line added at the end, CRLF before and LF after',
    'User-agent: *\r\nDisallow: /a\r\n',
    'User-agent: *\nDisallow: /a\nDisallow: /b\n',
    [],
    [{ line: 3, text: 'Disallow: /b' }],
    false,
  ],
  [
    'lines moved inside the changed part',
    'User-agent: a\nDisallow: /x\nUser-agent: b\nDisallow: /y\n',
    'User-agent: a\nDisallow: /y\nUser-agent: b\nDisallow: /x\n',
    [],
    [],
    true,
  ],
  ['from nothing', '', 'User-agent: *\n', [], [{ line: 1, text: 'User-agent: *' }], false],
] as const)('%s', (_name, earlier, current, removed, added, isReordered) => {
  expect(robotsLineChanges(earlier, current)).toEqual({ removed, added, isReordered });
});

test('a 600 KiB robots.txt with every line changed stays linear', () => {
  const earlier = 'Disallow: /a/\n'.repeat(45_000);
  const current = 'Disallow: /b/\n'.repeat(45_000);
  const started = performance.now();
  const changes = robotsLineChanges(earlier, current);
  expect(changes.removed).toHaveLength(45_000);
  expect(performance.now() - started).toBeLessThan(2000);
});

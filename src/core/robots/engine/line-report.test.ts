import { expect, test } from 'vitest';
import { reportLines } from './line-report';
import { parseRobots } from './parse-robots';

test('one entry per line, with tags and flags', () => {
  const lines = reportLines(
    parseRobots('User-agent: *\n# c\nDisallow /x\nCrawl-delay: 1\nfoo: bar\n'),
  );
  expect(lines.map((l) => l.tag)).toEqual([
    'user-agent',
    'none',
    'disallow',
    'unused',
    'unknown',
    'none',
  ]);
  expect(lines[1].isComment).toBe(true);
  expect(lines[2].isMissingColonSeparator).toBe(true);
  expect(lines[5].isEmpty).toBe(true);
});

test('lines past the 500 KiB cut are marked, not read', () => {
  const text = 'User-agent: *\n#' + 'x'.repeat(512_000) + '\nDisallow: /\n';
  const lines = reportLines(parseRobots(text));
  expect(lines.map((l) => [l.line, l.isPastSizeLimit, l.tag])).toEqual([
    [1, false, 'user-agent'],
    [2, false, 'none'],
    [3, true, 'none'],
    [4, true, 'none'],
  ]);
});

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { problemMessage } from '../../../messages/problem-texts';
import { crossCheckUrls, VerdictCode } from './crosscheck';
import { robotsCrossCheckCodes } from './crosscheck-codes';
import { urlBlockedProblem } from './crosscheck-problem';
import { checkUrl } from '../engine/matcher';
import { parseRobots } from '../engine/parse-robots';
import { parseSite } from './site-origin';

const parsed = parseSite('https://www.example.com');
if (!parsed.ok) throw new Error('site');
const site = parsed.site;
const robots = parseRobots(
  ['User-agent: *', 'Disallow: /a/', 'Disallow: /b/', 'Allow: /b/ok', 'Disallow: /*.pdf$'].join(
    '\n',
  ),
);

describe('crossCheckUrls', () => {
  test('a crawler with several tokens reads as the matrix does: Googlebot-Image follows Googlebot', () => {
    const twoGroups = parseRobots(
      'User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nDisallow: /photos/\n',
    );
    const urls = ['https://www.example.com/photos/cat.jpg', 'https://www.example.com/other'];
    const result = crossCheckUrls(twoGroups, 'Googlebot-Image', urls, site);
    expect(Array.from(result.verdicts)).toEqual([VerdictCode.blocked, VerdictCode.allowed]);
    expect(Array.from(result.lines)).toEqual([5, 0]);
  });

  test('verdicts, lines, counts and the blocking lines most frequent first', () => {
    const urls = [
      'https://www.example.com/a/1',
      'https://www.example.com/b/1',
      'https://www.example.com/b/ok',
      'https://www.example.com/x.pdf',
      'https://www.example.com/b/2',
      'https://www.example.com/c',
      'https://other.org/a/1',
    ];
    const result = crossCheckUrls(robots, 'Googlebot', urls, site);
    const { allowed, blocked, notCovered } = VerdictCode;
    expect(Array.from(result.verdicts)).toEqual([
      blocked,
      blocked,
      allowed,
      blocked,
      blocked,
      allowed,
      notCovered,
    ]);
    expect(Array.from(result.lines)).toEqual([2, 3, 4, 5, 3, 0, 0]);
    expect(result.counts).toEqual({ allowed: 2, blocked: 4, notCovered: 1, invalid: 0 });
    expect(result.blockingLines).toEqual([
      { line: 3, count: 2 },
      { line: 2, count: 1 },
      { line: 5, count: 1 },
    ]);
  });

  test('agrees with checkUrl on every covered URL', () => {
    const segment = fc.constantFrom('a', 'b', 'ok', 'x.pdf', 'c', '');
    fc.assert(
      fc.property(fc.array(fc.array(segment, { maxLength: 4 }), { maxLength: 30 }), (paths) => {
        const urls = paths.map((p) => 'https://www.example.com/' + p.join('/'));
        const result = crossCheckUrls(robots, 'Googlebot', urls, site);
        urls.forEach((url, i) => {
          const verdict = checkUrl(robots, 'Googlebot', url);
          expect([result.verdicts[i] === VerdictCode.allowed, result.lines[i]]).toEqual([
            verdict.allowed,
            verdict.line,
          ]);
        });
      }),
    );
  });
});

test('the url-blocked-by-robots problem', () => {
  expect(robotsCrossCheckCodes['url-blocked-by-robots'].severity).toBe('error');
  const problem = urlBlockedProblem('https://www.example.com/a/1', 'Googlebot', 2, 14, 5);
  expect(problem).toMatchObject({
    code: 'url-blocked-by-robots',
    severity: 'error',
    line: 14,
    column: 5,
    url: 'https://www.example.com/a/1',
  });
  expect(problemMessage(problem, 'en')).toBe(
    'Listed in a sitemap but blocked for Googlebot by robots.txt line 2',
  );
});

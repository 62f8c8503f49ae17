import { describe, expect, test } from 'vitest';
import { checkUrl } from './matcher';
import { parseRobots, robotsSizeLimitBytes } from './parse-robots';

describe('parseRobots', () => {
  const robots = parseRobots(
    'Disallow: /early\nUser-agent: a\nCrawl-delay: 3\nUser-agent: B/1.0\nDisallow: /x\nUser-agent: *\nAllow: /%e3\nSitemap: https://e/s.xml\nnoindex: /n\n',
  );

  test('groups: user-agent lines until a rule, then a new group', () => {
    expect(
      robots.groups.map((g) => [
        g.startLine,
        g.endLine,
        g.userAgents.map((u) => u.token),
        g.rules.map((r) => r.line),
      ]),
    ).toEqual([
      [2, 5, ['a', 'B'], [5]],
      [6, 7, ['*'], [7]],
    ]);
  });

  test('rules keep the text and the normalised pattern', () => {
    expect(robots.groups[1].rules[0]).toMatchObject({
      kind: 'allow',
      value: '/%e3',
      pattern: '/%E3',
      line: 7,
    });
  });

  test('rules before any user-agent, sitemaps, unsupported records', () => {
    expect(robots.rulesOutsideGroups.map((r) => r.line)).toEqual([1]);
    expect(robots.sitemaps).toEqual([{ line: 8, key: 'Sitemap', url: 'https://e/s.xml' }]);
    expect(robots.unsupported.map((u) => [u.line, u.key, u.isKnown])).toEqual([
      [3, 'Crawl-delay', true],
      [9, 'noindex', true],
    ]);
    expect(robots.lineCount).toBe(10);
  });

  test('non-UTF-8 bytes are reported by line and %-encoded in patterns', () => {
    const r = parseRobots(Uint8Array.from([...Buffer.from('User-agent: *\nDisallow: /caf'), 0xe9]));
    expect(r.invalidUtf8Lines).toEqual([2]);
    expect(r.groups[0].rules[0].pattern).toBe('/caf%E9');
  });

  test('500 KiB limit: the cut line is reported and rules after it are not read', () => {
    const head = 'User-agent: *\n#' + 'x'.repeat(robotsSizeLimitBytes - 16) + '\n';
    const r = parseRobots(head + 'Disallow: /after\n');
    expect(r.sizeLimit).toEqual({ limitBytes: robotsSizeLimitBytes, line: 3, isMidLine: false });
    expect(r.groups[0].rules).toEqual([]);
    expect(r.lineCount).toBe(4);
    expect(
      parseRobots(head + 'Disallow: /after\n', { limitBytes: Infinity }).groups[0].rules.length,
    ).toBe(1);
  });
});

test('RobotsTxt is plain data: it survives a structured clone (postMessage) and still matches', () => {
  const copy = structuredClone(parseRobots('User-agent: *\nDisallow: /private/\n'));
  expect(checkUrl(copy, 'x', '/private/a')).toMatchObject({ allowed: false, line: 2 });
});

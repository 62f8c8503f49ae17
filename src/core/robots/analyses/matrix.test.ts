import { describe, expect, test } from 'vitest';
import { evaluateMatrix, explainCell } from './matrix';
import { parseRobots, robotsSizeLimitBytes } from '../engine/parse-robots';
import { parseSite } from './site-origin';
import { verdictNames } from './crosscheck';

const robots = parseRobots(
  [
    'User-agent: *', // 1
    'Disallow: /private/', // 2
    'Allow: /private/press/', // 3
    '', // 4
    'User-agent: GPTBot', // 5
    'Disallow: /', // 6
    '', // 7
    'User-agent: Googlebot', // 8
    'Disallow: /search', // 9
    'Sitemap: https://www.example.com/sitemap.xml', // 10
  ].join('\n'),
);
const parsed = parseSite('https://www.example.com');
if (!parsed.ok) throw new Error('site');
const site = parsed.site;

const lines = [
  '/private/x',
  '/private/press/a',
  '/search?q=x',
  'https://www.example.com/about',
  'https://blog.example.com/private/x',
  'not a url',
];
const agents = ['Googlebot', 'GPTBot', 'Bingbot'];
const matrix = evaluateMatrix(robots, site, lines, agents);

describe('evaluateMatrix', () => {
  test.each([
    // row, agent column, verdict, line
    [0, 0, 'allowed', 0], // Googlebot's own group has no /private/ rule: nothing inherited from *
    [0, 1, 'blocked', 6],
    [0, 2, 'blocked', 2],
    [1, 2, 'allowed', 3],
    [2, 0, 'blocked', 9],
    [3, 1, 'blocked', 6],
    [3, 2, 'allowed', 0],
    [4, 0, 'not-covered', 0],
    [5, 0, 'invalid', 0],
  ])('row %i × column %i: %s line %i', (row, column, verdict, line) => {
    const cells = matrix.columns[column];
    expect([verdictNames[cells.verdicts[row]], cells.lines[row]]).toEqual([verdict, line]);
  });

  test('each column names its group and says when the * group was not used', () => {
    const [googlebot, gptbot, bingbot] = matrix.columns;
    expect(googlebot.group.kind).toBe('specific');
    expect(googlebot.group.userAgents.map((ua) => ua.line)).toEqual([8]);
    const note = (lines: string) => ({
      code: 'group.starUnused',
      params: { starLines: '1', named: { code: 'group.lines', params: { lines } } },
    });
    expect(googlebot.globalGroupNote).toEqual(note('8'));
    expect(gptbot.globalGroupNote).toEqual(note('5'));
    expect(bingbot.group.kind).toBe('global');
    expect(bingbot.globalGroupNote).toBeNull();
    expect(googlebot.counts).toEqual({ allowed: 3, blocked: 1, notCovered: 1, invalid: 1 });
  });

  test('rows keep their classification', () => {
    expect(matrix.rows.map((r) => r.kind)).toEqual([
      'path',
      'path',
      'path',
      'url',
      'other-site',
      'invalid',
    ]);
    expect(matrix.ignoredContent).toBeNull();
  });

  test('a bad token is evaluated as Google does (no group names it) and its column says why', () => {
    const column = evaluateMatrix(robots, site, ['/private/x'], ['Googlebot/2.1']).columns[0];
    expect(column.tokenCheck.ok).toBe(false);
    expect([column.group.kind, column.lines[0]]).toEqual(['global', 2]);
  });
});

test('content past 500 KiB: the first ignored line', () => {
  const head = 'User-agent: *\nDisallow: /a\n';
  const filler = '# ' + 'x'.repeat(1000) + '\n';
  const text =
    head + filler.repeat(Math.ceil(robotsSizeLimitBytes / filler.length)) + 'Disallow: /late\n';
  const big = parseRobots(text);
  const result = evaluateMatrix(big, null, ['/late', '/a'], ['*']);
  expect(result.ignoredContent?.firstIgnoredLine).toBe(big.sizeLimit?.line);
  expect(result.ignoredContent?.message).toEqual({
    code: big.sizeLimit?.isMidLine ? 'ignored.midLine' : 'ignored.fromLine',
    params: { kib: 500, line: big.sizeLimit?.line },
  });
  expect(Array.from(result.columns[0].verdicts)).toEqual([0, 1]);
});

describe('explainCell', () => {
  test('a blocked cell: rule, group and the * note', () => {
    const detail = explainCell(robots, site, '/search?q=1', 'googlebot');
    expect(detail.verdict).toBe('blocked');
    expect(detail.match?.line).toBe(9);
    expect(detail.match?.rule?.value).toBe('/search');
    expect(detail.globalGroupNote?.code).toBe('group.starUnused');
  });
  test('not covered and invalid', () => {
    expect(explainCell(robots, site, 'https://other.org/', 'Googlebot').verdict).toBe(
      'not-covered',
    );
    expect(explainCell(robots, site, 'x y', 'Googlebot').verdict).toBe('invalid');
  });
});

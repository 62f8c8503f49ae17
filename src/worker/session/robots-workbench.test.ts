import { describe, expect, test } from 'vitest';
import { MATRIX_ROWS_SHOWN } from '../protocol/limits';
import { evaluateWorkbench, type WorkbenchInput } from './robots-workbench';

const ROBOTS = [
  'User-agent: *', // 1
  'Disallow: /private/', // 2
  'Crawl-delay: 10', // 3
  '', // 4
  'User-agent: GPTBot', // 5
  'Disallow: /', // 6
  '', // 7
  'Sitemap: https://www.example.com/sitemap.xml', // 8
].join('\n');

const input = (change: Partial<WorkbenchInput> = {}): WorkbenchInput => ({
  robotsText: ROBOTS,
  siteText: '',
  testLinesText: '/private/a\n/blog\nhttps://other.org/x\nnot a url',
  agents: ['Googlebot', 'GPTBot'],
  expectationsText: '',
  ...change,
});

describe('evaluateWorkbench', () => {
  test('verdict and deciding line per cell, the site from the Sitemap: lines', () => {
    const answer = evaluateWorkbench(input());
    expect(answer.site).toEqual({ origin: 'https://www.example.com', source: 'sitemap-lines' });
    expect(answer.rows.map((row) => row.kind)).toEqual(['path', 'path', 'other-site', 'invalid']);
    const [googlebot, gptbot] = answer.columns;
    expect([...googlebot.verdicts]).toEqual([1, 0, 2, 3]);
    expect([...googlebot.lines]).toEqual([2, 0, 0, 0]);
    expect([...gptbot.verdicts]).toEqual([1, 1, 2, 3]);
    expect([...gptbot.lines]).toEqual([6, 6, 0, 0]);
    expect(googlebot.group.kind).toBe('global');
    expect(gptbot.group.kind).toBe('specific');
    expect(gptbot.globalGroupNote?.code).toBe('group.starUnused');
    expect(answer.lineErrors).toEqual([{ line: 4, message: { code: 'target.space' } }]);
    expect(answer.rows[3].reason).toEqual({ code: 'target.space' });
  });

  test('Crawl-delay is reported as having no effect (the page words its code)', () => {
    const diagnostic = evaluateWorkbench(input()).diagnostics.find((d) => d.line === 3);
    expect(diagnostic).toMatchObject({ code: 'record-ignored', params: { key: 'Crawl-delay' } });
  });

  test('a token that is not a product token gets a message and no column', () => {
    const answer = evaluateWorkbench(input({ agents: ['Googlebot/2.1', 'Googlebot'] }));
    expect(answer.columns.map((c) => c.agent)).toEqual(['Googlebot']);
    expect(answer.agentErrors[0]).toMatchObject({
      agent: 'Googlebot/2.1',
      suggestion: 'Googlebot',
    });
  });

  test('a typed site wins; a bad one is refused and the inferred one is used', () => {
    expect(evaluateWorkbench(input({ siteText: 'other.org' })).site).toEqual({
      origin: 'https://other.org',
      source: 'typed',
    });
    const bad = evaluateWorkbench(input({ siteText: 'ftp://x' }));
    expect(bad.siteError).toEqual({ code: 'site.scheme', params: { scheme: 'ftp' } });
    expect(bad.site?.source).toBe('sitemap-lines');
    const fromUrls = evaluateWorkbench(input({ robotsText: 'User-agent: *\nDisallow: /a' }), [
      'https://shop.example.com/1',
      'https://shop.example.com/2',
    ]);
    expect(fromUrls.site).toEqual({ origin: 'https://shop.example.com', source: 'sitemap-urls' });
    // What the field says it was inferred from: 2 of the 3 sitemap URLs (the one of another
    // host does not win; a string that is no URL is not counted).
    const outvoted = evaluateWorkbench(input({ robotsText: 'User-agent: *\nDisallow: /a' }), [
      'https://shop.example.com/1',
      'https://cdn.example.com/1',
      'not a url',
      'https://shop.example.com/2',
    ]);
    expect(outvoted.inferredSite).toEqual({
      origin: 'https://shop.example.com',
      source: 'sitemap-urls',
      votes: 2,
      counted: 3,
    });
  });

  test('expectations pass or fail, and parse errors name their line', () => {
    const answer = evaluateWorkbench(
      input({ expectationsText: 'allow Googlebot /blog\nallow GPTBot /blog\npermit x /' }),
    );
    expect(answer.expectations.summary).toEqual({ total: 2, passed: 1, failed: 1 });
    expect(answer.expectations.results[1]).toMatchObject({
      agent: 'GPTBot',
      actual: 'blocked',
      robotsLine: 6,
      pass: false,
    });
    expect(answer.expectations.errors.map((e) => e.line)).toEqual([3]);
  });

  test.each([
    [503, 'disallow-all', 12, [1, 1, 2, 3], 1],
    [429, 'disallow-all', 12, [1, 1, 2, 3], 1],
    ['unreachable', 'disallow-all', 12, [1, 1, 2, 3], 1],
    [404, 'allow-all', null, [0, 0, 2, 3], 0],
  ] as const)(
    'robots.txt answering %s: %s decides every URL of the site',
    (robotsStatus, effect, hours, verdicts, blocked) => {
      const answer = evaluateWorkbench(
        input({
          robotsStatus,
          expectationsText: 'allow Googlebot /blog\nblock Googlebot /private/a',
        }),
      );
      expect(answer.statusOverride).toEqual({ status: robotsStatus, effect, hours });
      const [googlebot] = answer.columns;
      expect([...googlebot.verdicts]).toEqual(verdicts);
      expect([...googlebot.lines]).toEqual([0, 0, 0, 0]);
      expect(googlebot.counts.blocked).toBe(blocked * 2);
      const results = answer.expectations.results;
      expect(results.map((result) => [result.actual, result.robotsLine, result.pass])).toEqual(
        effect === 'allow-all'
          ? [
              ['allowed', 0, true],
              ['allowed', 0, false],
            ]
          : [
              ['blocked', 0, false],
              ['blocked', 0, true],
            ],
      );
      expect(answer.expectations.summary).toEqual({ total: 2, passed: 1, failed: 1 });
    },
  );

  test.each([undefined, 200, 301])('robots.txt answering %s: the rules decide', (robotsStatus) => {
    const answer = evaluateWorkbench(input({ robotsStatus }));
    expect(answer.statusOverride).toBeUndefined();
    expect([...answer.columns[0].verdicts]).toEqual([1, 0, 2, 3]);
    expect([...answer.columns[0].lines]).toEqual([2, 0, 0, 0]);
  });

  test('compare lists the cells whose verdict changes, with both deciding lines', () => {
    const answer = evaluateWorkbench(
      input({ beforeText: 'User-agent: *\nDisallow:\n', agents: ['Googlebot'] }),
    );
    expect(answer.compare?.changedCells).toBe(1);
    expect(answer.compare?.changes[0]).toMatchObject({
      url: '/private/a',
      before: { verdict: 'allowed' },
      after: { verdict: 'blocked', line: 2 },
    });
  });

  test('100,000 lines: every row counted, only the shown rows sent', () => {
    const lines = Array.from({ length: 100_000 }, (_, i) => `/private/${i}`).join('\n');
    const answer = evaluateWorkbench(input({ testLinesText: lines }));
    expect(answer.rowCount).toBe(100_000);
    expect(answer.rows).toHaveLength(MATRIX_ROWS_SHOWN);
    expect(answer.columns[0].verdicts).toHaveLength(MATRIX_ROWS_SHOWN);
    expect(answer.columns[0].counts.blocked).toBe(100_000);
  });

  test('content past 500 KiB is described', () => {
    const big =
      'User-agent: *\n' + 'Disallow: /aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\n'.repeat(12_000);
    const answer = evaluateWorkbench(input({ robotsText: big }));
    expect(answer.ignoredContent?.firstIgnoredLine).toBeGreaterThan(1);
    expect(answer.ignoredContent?.message.code).toMatch(/^ignored\./);
  });
});

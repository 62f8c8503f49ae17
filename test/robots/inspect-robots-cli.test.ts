/** `npm run inspect -- --robots …`: the matrix as text and JSON, expectations, exit codes 0 / 1 / 2. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runRobotsCommand } from '../../scripts/inspect-robots';
import { ROBOTS_2026 } from './robots-2026';
import { runInspect } from '../cli-run';

let dir = '';
const file = (name: string) => join(dir, name);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'inspect-robots-'));
  writeFileSync(
    file('robots.txt'),
    [
      'User-agent: *', // 1
      'Disallow: /private/', // 2
      '', // 3
      'User-agent: GPTBot', // 4
      'Disallow: /', // 5
      'Sitemap: https://www.example.com/sitemap.xml', // 6
    ].join('\n'),
  );
  writeFileSync(
    file('urls.txt'),
    '/private/a\n\n# skipped\nhttps://www.example.com/blog\nhttps://other.org/x\n',
  );
  writeFileSync(file('robots-2026.txt'), ROBOTS_2026);
  writeFileSync(file('photos.txt'), '/photos/cat.jpg\n/other\n');
  writeFileSync(file('pass.txt'), 'block Googlebot /private/a\nblock GPTBot /blog\n');
  writeFileSync(file('fail.txt'), 'allow GPTBot /blog\n');
  writeFileSync(file('bad.txt'), 'allow GPTBot /a\npermit GPTBot /b\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The matrix of urls.txt for Googlebot and GPTBot, with `more` options. */
const matrixOf = (...more: string[]) =>
  runRobotsCommand([
    '--robots',
    file('robots.txt'),
    '--agent',
    'Googlebot',
    '--agent',
    'GPTBot',
    ...more,
    file('urls.txt'),
  ]);

describe('runRobotsCommand', () => {
  test('prints an aligned matrix with the deciding lines', () => {
    const result = matrixOf();
    expect(result.exitCode).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toContain('governs https://www.example.com (from its Sitemap: lines)');
    const table = lines.slice(lines.indexOf('') + 1, lines.indexOf('') + 5);
    expect(table.map((l) => l.split(/ {2,}/))).toEqual([
      ['URL', 'Googlebot', 'GPTBot'],
      ['/private/a', 'Blocked (line 2)', 'Blocked (line 5)'],
      ['https://www.example.com/blog', 'Allowed (no rule matched)', 'Blocked (line 5)'],
      ['https://other.org/x', 'Not covered', 'Not covered'],
    ]);
    expect(result.stdout).toContain(
      'GPTBot: common crawler; its own group; Named: by its own token (user-agent line 4). The * group (line 1) was not used',
    );
  });

  test('--json: verdict and line per cell, with the URL file’s line numbers', () => {
    const result = runRobotsCommand([
      '--json',
      '--robots',
      file('robots.txt'),
      '--agent=GPTBot',
      file('urls.txt'),
    ]);
    const doc = JSON.parse(result.stdout) as {
      site: string;
      rows: {
        url: string;
        line: number;
        cells: { agent: string; verdict: string; line: number }[];
      }[];
    };
    expect(doc.site).toBe('https://www.example.com');
    expect(doc.rows.map((r) => [r.url, r.line, r.cells[0].verdict, r.cells[0].line])).toEqual([
      ['/private/a', 1, 'blocked', 5],
      ['https://www.example.com/blog', 4, 'blocked', 5],
      ['https://other.org/x', 5, 'not-covered', 0],
    ]);
  });

  test.each([
    ['pass.txt', 0, 'Expectations: 2 passed, 0 failed'],
    ['fail.txt', 1, 'FAIL line 1: allow GPTBot /blog: Blocked (line 5)'],
  ])('--expect %s → exit %i', (name, exitCode, text) => {
    const result = runRobotsCommand([
      '--robots',
      file('robots.txt'),
      '--agent',
      'GPTBot',
      '--expect',
      file(name),
    ]);
    expect(result.exitCode).toBe(exitCode);
    expect(result.stdout).toContain(text);
  });

  test.each([
    [['--agent', 'GPTBot', 'urls.txt'], '--robots FILE is required'],
    [['--robots', 'robots.txt', 'urls.txt'], 'at least one --agent'],
    [['--robots', 'robots.txt', '--agent', 'Google bot', 'urls.txt'], 'has a space'],
    [['--robots', 'robots.txt', '--agent', 'GPTBot'], 'Give a URLS_FILE'],
    [['--robots', 'missing.txt', '--agent', 'GPTBot', 'urls.txt'], 'no such file'],
    [['--robots', 'robots.txt', '--agent', 'GPTBot', '--frobnicate', 'urls.txt'], 'Unknown option'],
    [
      ['--robots', 'robots.txt', '--agent', 'GPTBot', '--site', 'ftp://x.org', 'urls.txt'],
      'not ftp',
    ],
    [
      ['--robots', 'robots.txt', '--agent', 'GPTBot', '--expect', 'bad.txt'],
      'bad.txt:2: "permit" is not allow or block',
    ],
  ])('usage error: %j', (args, message) => {
    const result = runRobotsCommand(args.map((a) => (a.endsWith('.txt') ? file(a) : a)));
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain(message);
  });
});

describe("--lang: the verdicts and messages worded through the page's catalog", () => {
  test('ja: verdicts and the * group note', () => {
    const result = matrixOf('--lang', 'ja');
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('ブロック (2行目)');
    expect(result.stdout).toContain('許可 (一致するルールなし)');
    expect(result.stdout).toContain('* グループ（1行目）は使われていません');
  });

  test('zh: a refused expectation line', () => {
    const result = matrixOf('--lang', 'zh', '--expect', file('bad.txt'));
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(/bad\.txt:2: .*permit/);
    expect(result.stderr).not.toContain('is not allow or block');
  });

  test('a language the catalog lacks is a usage error', () => {
    expect(matrixOf('--lang', 'fr').exitCode).toBe(2);
  });
});

test('the npm script: exit status 1 when an expectation fails', () => {
  const result = runInspect(
    '--robots',
    file('robots.txt'),
    '--agent',
    'GPTBot',
    '--expect',
    file('fail.txt'),
    file('urls.txt'),
  );
  expect(result.status).toBe(1);
  expect(result.stdout).toContain('Expectations: 0 passed, 1 failed');
});

test('the npm script: --site names the origin the robots.txt governs, whatever its Sitemap: lines say', () => {
  writeFileSync(
    file('cdn-sitemap.txt'),
    'User-agent: *\nDisallow: /private/\nSitemap: https://cdn.example.net/sitemap.xml\n',
  );
  const result = runInspect(
    '--robots',
    file('cdn-sitemap.txt'),
    '--site',
    'https://www.example.com',
    '--agent',
    'Googlebot',
    '--json',
    file('urls.txt'),
  );
  expect(result.status).toBe(0);
  const verdicts = (
    JSON.parse(result.stdout) as { rows: { url: string; cells: { verdict: string }[] }[] }
  ).rows;
  expect(verdicts.map((row) => [row.url, row.cells[0]!.verdict])).toEqual([
    ['/private/a', 'blocked'],
    ['https://www.example.com/blog', 'allowed'],
    ['https://other.org/x', 'not-covered'],
  ]);
});

describe('robots.txt as it is written in 2026', () => {
  const run = (...more: string[]) =>
    runRobotsCommand([
      '--robots',
      file('robots-2026.txt'),
      '--agent',
      'Googlebot-Image',
      ...more,
      file('photos.txt'),
    ]);

  test('--json lists aiPreferences and names the token whose group applied', () => {
    const result = run('--json');
    expect(result.exitCode).toBe(0);
    const doc = JSON.parse(result.stdout) as {
      agents: { agent: string; token: string | null; tokens: string[] }[];
      aiPreferences: {
        line: number;
        record: string;
        agents: string[];
        path?: string;
        preferences: { key: string; value: string }[];
        lint: { code: string }[];
      }[];
      rows: { cells: { verdict: string; line: number }[] }[];
    };
    expect(doc.agents[0]).toMatchObject({
      agent: 'Googlebot-Image',
      token: 'Googlebot',
      tokens: ['Googlebot-Image', 'Googlebot'],
    });
    expect(doc.rows.map((r) => r.cells[0])).toEqual([
      { agent: 'Googlebot-Image', verdict: 'blocked', line: 2 },
      { agent: 'Googlebot-Image', verdict: 'allowed', line: 0 },
    ]);
    expect(doc.aiPreferences.map((p) => [p.line, p.record, p.agents, p.path])).toEqual([
      [6, 'Content-Signal', ['*'], undefined],
      [7, 'Content-Usage', ['*'], undefined],
      [8, 'Content-Usage', ['*'], '/docs/'],
    ]);
    expect(doc.aiPreferences[1].preferences).toMatchObject([
      { key: 'train-ai', value: 'n' },
      { key: 'search', value: 'y' },
    ]);
    const codes = doc.aiPreferences.flatMap((p) => p.lint.map((l) => l.code));
    expect(codes).not.toContain('record-unknown');
    expect(codes).toContain('preference-under-disallow');
  });

  test('the text matrix says whose group applied', () => {
    const { stdout } = run();
    expect(stdout).toContain(
      'Googlebot-Image: common crawler; Googlebot’s group; Named: by Googlebot (user-agent line 1)',
    );
    expect(stdout).toMatch(/\/other\s+Allowed \(no rule matched\)/);
    expect(stdout).toContain('line 7 Content-Usage (for *): train-ai=n, search=y');
  });

  test('Applebot follows Googlebot’s group; Google-Agent and ChatGPT-User are not applicable', () => {
    const result = runRobotsCommand([
      '--robots',
      file('robots-2026.txt'),
      ...['Applebot', 'Google-Agent', 'ChatGPT-User', 'GPTBot'].flatMap((a) => ['--agent', a]),
      '--json',
      file('photos.txt'),
    ]);
    const doc = JSON.parse(result.stdout) as {
      agents: Record<string, unknown>[];
      rows: { cells: Record<string, unknown>[] }[];
    };
    expect(
      doc.agents.map((a) => [a.agent, a.kind, a.token, a.groupReason, a.named, a.readsRobots]),
    ).toEqual([
      ['Applebot', 'common', 'Googlebot', 'fallback', true, true],
      ['Google-Agent', 'user-triggered', '*', 'global', false, false],
      ['ChatGPT-User', 'user-triggered', '*', 'global', false, false],
      ['GPTBot', 'common', '*', 'global', false, true],
    ]);
    expect(doc.agents[0].operator).toMatchObject({
      name: 'Apple',
      docs: 'https://support.apple.com/en-us/119829',
      source: 'operator-page',
    });
    // OpenAI times only search results (OAI-SearchBot); nothing is stated for GPTBot.
    expect(doc.agents[3].operator).toMatchObject({
      name: 'OpenAI',
      propagationHours: null,
      source: 'secondary',
    });
    expect(doc.rows[0].cells).toEqual([
      { agent: 'Applebot', verdict: 'blocked', line: 2 },
      { agent: 'Google-Agent', verdict: 'not-applicable', rulesVerdict: 'blocked', line: 5 },
      { agent: 'ChatGPT-User', verdict: 'not-applicable', rulesVerdict: 'blocked', line: 5 },
      { agent: 'GPTBot', verdict: 'blocked', line: 5 },
    ]);
    const text = runRobotsCommand([
      '--robots',
      file('robots-2026.txt'),
      '--agent',
      'Google-Agent',
      file('photos.txt'),
    ]).stdout;
    expect(text).toContain(
      'Google-Agent: user-triggered fetcher; Not applicable: this fetcher does not read robots.txt',
    );
    expect(text).toContain('Not applicable (the rules would say Blocked (line 5))');
  });
});

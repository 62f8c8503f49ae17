// Every robots.txt lint code: one input that triggers it and one that does not (data in
// lint-cases.json), plus the guarantee that the table, the data and docs/robots-lint-codes.md agree.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { lintRobots, problemsPerCodeLimit } from '../../src/core/robots/analyses/lint';
import { robotsLintCodes, type RobotsLintCode } from '../../src/core/robots/analyses/lint-codes';
import { problemMessage } from '../../src/messages/problem-texts';

interface LintCase {
  code: RobotsLintCode;
  triggers?: string;
  clean: string;
  line?: number;
  base64?: boolean;
  generate?: 'over-500-kib' | 'over-500-kib-mid-line' | 'long-line' | 'many-duplicates';
}

const data = JSON.parse(
  readFileSync(fileURLToPath(new URL('./lint-cases.json', import.meta.url)), 'utf8'),
) as { cases: LintCase[] };

/** Big inputs are built here, at test time, never committed. */
function generate(kind: NonNullable<LintCase['generate']>): string {
  switch (kind) {
    case 'over-500-kib': {
      const lines = ['User-agent: *'];
      for (let i = 0, size = 0; size < 520_000; i++) {
        const line = `Disallow: /product/${i}/`;
        lines.push(line);
        size += line.length + 1;
      }
      return lines.join('\n') + '\n';
    }
    case 'over-500-kib-mid-line':
      // The cut falls after "Disallow: /priv".
      return 'User-agent: *\n' + '#'.repeat(512_000 - 14 - 1 - 15) + '\nDisallow: /private/\n';
    case 'long-line':
      return 'User-agent: *\nDisallow: /' + 'a'.repeat(20_000) + '\n';
    case 'many-duplicates':
      return 'User-agent: *\n' + Array.from({ length: 300 }, () => 'Disallow: /a').join('\n');
  }
}

const input = (c: LintCase, text: string): string | Uint8Array =>
  c.base64 ? new Uint8Array(Buffer.from(text, 'base64')) : text;

describe('each lint code triggers on its example and not on the clean variant', () => {
  test.each(data.cases.map((c) => [c.code, c] as const))('%s', (code, c) => {
    const triggering = c.generate ? generate(c.generate) : input(c, c.triggers ?? '');
    const found = lintRobots(triggering).filter((p) => p.code === code);
    expect(found.length).toBeGreaterThan(0);
    if (c.line !== undefined) expect(found.map((p) => p.line)).toContain(c.line);
    for (const problem of found) {
      expect(problem.severity).toBe(robotsLintCodes[code].severity);
      expect(problemMessage(problem, 'en')).not.toMatch(/\{\w+\}/);
    }
    expect(lintRobots(input(c, c.clean)).filter((p) => p.code === code)).toEqual([]);
  });

  test('every code in the table has a case', () => {
    expect(data.cases.map((c) => c.code).sort()).toEqual(Object.keys(robotsLintCodes).sort());
  });

  test('every code is documented in docs/robots-lint-codes.md', () => {
    const docs = readFileSync(
      fileURLToPath(new URL('../../docs/robots-lint-codes.md', import.meta.url)),
      'utf8',
    );
    for (const code of Object.keys(robotsLintCodes)) expect(docs).toContain(`\`${code}\``);
  });
});

interface DisallowAllCase {
  name: string;
  robots: string;
  expected: { line: number; code: RobotsLintCode; params: Record<string, unknown> }[];
}

const disallowAllCases = (
  JSON.parse(
    readFileSync(fileURLToPath(new URL('./disallow-all-cases.json', import.meta.url)), 'utf8'),
  ) as { cases: DisallowAllCase[] }
).cases;

const isWholeSiteBlock = (code: string) =>
  code === 'disallow-all' || code === 'disallow-all-other-crawlers';

describe('a whole-site block is an error for * and search crawlers, a note for others', () => {
  test.each(disallowAllCases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const found = lintRobots(c.robots).filter((p) => isWholeSiteBlock(p.code));
    expect(found.map((p) => ({ line: p.line, code: p.code }))).toEqual(
      c.expected.map(({ line, code }) => ({ line, code })),
    );
    found.forEach((problem, i) => {
      expect(problem.params).toMatchObject(c.expected[i]!.params);
      expect(problem.severity).toBe(robotsLintCodes[problem.code as RobotsLintCode].severity);
    });
  });

  test("Wikipedia's robots.txt: notes for the crawlers it refuses, no error", () => {
    const text = readFileSync(new URL('./real/wikipedia-robots.txt', import.meta.url), 'utf8');
    const found = lintRobots(text).filter((p) => isWholeSiteBlock(p.code));
    expect(found.filter((p) => p.code === 'disallow-all')).toEqual([]);
    const refused = found.map((p) => p.params?.agents);
    expect(refused).toContain('Mediapartners-Google*');
    expect(refused).toContain('MJ12bot');
    // Every group of the file that is one User-agent and "Disallow: /" has its note.
    const fullBlocks = text.match(/^User-agent: .+\nDisallow: \/\n/gm) ?? [];
    expect(found.length).toBe(fullBlocks.length);
  });
});

describe('regex habits are flagged, ordinary URL characters are not', () => {
  test.each([
    ['/.*\\.pdf', true],
    ['/a\\.b', true],
    ['^/admin', true],
    ['/(a|b)/', true],
    ['/page(1)', true],
    ['/[0-9]+/', true],
    ['/item+', true],
    ['/a|b', true],
    ['/*.pdf$', false],
    ['/search?q=a+b', false],
    ['/c++/', false],
    ['/a-b_c~d/%20', false],
  ])('%s → %s', (value, flagged) => {
    const codes = lintRobots(`User-agent: *\nDisallow: ${value}\n`).map((p) => p.code);
    expect(codes.includes('regex-syntax')).toBe(flagged);
  });
});

describe('bad input gives diagnostics, never an exception, and a bounded list', () => {
  const cases: [string, () => string | Uint8Array][] = [
    ['binary junk', () => Uint8Array.from({ length: 200_000 }, (_, i) => (i * 2654435761) >>> 24)],
    ['a 50 MB upload', () => new Uint8Array(50 * 1024 * 1024).fill(0x41)],
    ['NUL bytes', () => new Uint8Array(10_000)],
    ['JSON pasted by mistake', () => '{"rules": [{"path": "/x", "allow": false}]}'],
    [
      'HTML pasted by mistake',
      () => '<html><head><title>robots</title></head><body>User-agent: *</body></html>',
    ],
    ['a 1 MB single line', () => 'Disallow: /' + 'x'.repeat(1024 * 1024)],
    [
      'hostile wildcards',
      () =>
        'User-agent: *\n' +
        Array.from({ length: 20_000 }, (_, i) => `Disallow: /*a*a*a*a*a*${i}$`).join('\n'),
    ],
  ];
  // How long each takes is measured by bench/hostile.bench.ts; here, what comes out is bounded.
  test.each(cases)('%s', (_name, make) => {
    const problems = lintRobots(make());
    expect(problems.length).toBeGreaterThan(0);
    const perCode = new Map<string, number>();
    for (const { code } of problems) perCode.set(code, (perCode.get(code) ?? 0) + 1);
    expect(Math.max(...perCode.values())).toBeLessThanOrEqual(problemsPerCodeLimit);
  });
});

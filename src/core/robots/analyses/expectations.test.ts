import { describe, expect, test } from 'vitest';
import { evaluateExpectations, parseExpectations, serializeExpectations } from './expectations';
import { parseRobots } from '../engine/parse-robots';
import { parseSite } from './site-origin';

const parsed = parseSite('https://www.example.com');
if (!parsed.ok) throw new Error('site');
const site = parsed.site;

describe('parseExpectations', () => {
  test('reads allow / block lines, skipping blanks and comments', () => {
    const { expectations, errors } = parseExpectations(
      '# mine\n\nallow Googlebot /products/\nBLOCK\tGPTBot  /\ndisallow * https://www.example.com/admin/\n',
    );
    expect(errors).toEqual([]);
    expect(expectations).toEqual([
      { expect: 'allow', agent: 'Googlebot', url: '/products/', line: 3 },
      { expect: 'block', agent: 'GPTBot', url: '/', line: 4 },
      { expect: 'block', agent: '*', url: 'https://www.example.com/admin/', line: 5 },
    ]);
  });

  test.each([
    ['permit Googlebot /', { code: 'expect.keyword', params: { value: 'permit' } }],
    ['allow Googlebot', { code: 'expect.fields' }],
    ['allow Googlebot /a b', { code: 'expect.tooMany' }],
    [
      'block Googlebot/2.1 /',
      {
        code: 'token.char',
        params: { value: 'Googlebot/2.1', char: '/' },
        then: { code: 'token.part', params: { part: 'Googlebot' } },
      },
    ],
  ])('%j → error', (line, message) => {
    const { expectations, errors } = parseExpectations('allow * /ok\n' + line);
    expect(expectations).toHaveLength(1);
    expect(errors).toHaveLength(1);
    expect(errors[0].line).toBe(2);
    expect(errors[0].message).toEqual(message);
  });

  test('serialize and parse round-trip', () => {
    const original = parseExpectations('allow Googlebot /a\nblock GPTBot /\n').expectations;
    const again = parseExpectations(serializeExpectations(original));
    expect(again.errors).toEqual([]);
    expect(again.expectations.map(({ line: _line, ...e }) => e)).toEqual(
      original.map(({ line: _line, ...e }) => e),
    );
  });
});

test('evaluateExpectations: pass, fail, not covered', () => {
  const robots = parseRobots(
    'User-agent: *\nDisallow: /admin/\n\nUser-agent: GPTBot\nDisallow: /\n',
  );
  const { expectations } = parseExpectations(
    [
      'allow Googlebot /products/',
      'block Googlebot /admin/x',
      'block GPTBot /',
      'allow GPTBot /blog/',
      'block Googlebot https://other.org/admin/',
    ].join('\n'),
  );
  const { results, summary } = evaluateExpectations(robots, site, expectations);
  // The command line words these (test/robots/cli-words.test.ts).
  expect(results.map((r) => [r.pass, r.actual, r.line, r.otherOrigin])).toEqual([
    [true, 'allowed', 0, undefined],
    [true, 'blocked', 2, undefined],
    [true, 'blocked', 5, undefined],
    [false, 'blocked', 5, undefined],
    [false, 'not-covered', 0, 'https://other.org'],
  ]);
  expect(summary).toEqual({ total: 5, passed: 3, failed: 2 });
});

// A fetcher that does not read robots.txt (crawler-model.ts): no rule keeps it out.
test.each([
  ['block ChatGPT-User /private/', false, 'blocked'],
  ['allow ChatGPT-User /private/', true, 'blocked'],
  ['block Google-Agent /', false, 'allowed'],
  ['block Claude-User /private/', true, 'blocked'],
])('%s → pass %s (the rules say %s)', (line, pass, actual) => {
  const robots = parseRobots(
    'User-agent: ChatGPT-User\nUser-agent: Claude-User\nDisallow: /private/\n',
  );
  const [result] = evaluateExpectations(robots, site, parseExpectations(line).expectations).results;
  expect([result.pass, result.actual]).toEqual([pass, actual]);
  expect(result.reason?.code).toBe(pass ? undefined : 'expect.notApplicable');
});

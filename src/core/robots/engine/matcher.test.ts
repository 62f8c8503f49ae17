import { describe, expect, test } from 'vitest';
import { checkUrl, compileRobots } from './matcher';
import { parseRobots } from './parse-robots';

const robots = parseRobots(
  [
    'User-agent: *', // 1
    'Disallow: /private/', // 2
    'Allow: /private/press/', // 3
    'Disallow: /robots.txt', // 4
    '', // 5
    'User-agent: Googlebot', // 6
    'User-agent: Googlebot-News', // 7
    'Disallow: /news-drafts/', // 8
    'Disallow: /%7ejoe/', // 9
    'Allow: /dir/index.html', // 10
    'Disallow: /dir/', // 11
    '', // 12
    'User-agent: Googlebot-Image', // 13
    'Disallow: /photos/', // 14
    'Disallow:', // 15
  ].join('\n'),
);

describe('groups (RFC 9309 §2.2.1)', () => {
  test.each([
    // agent, url, allowed, line, group kind
    ['Otherbot', '/private/x', false, 2, 'global'],
    ['Otherbot', '/private/press/x', true, 3, 'global'],
    ['Otherbot', '/public', true, 0, 'global'],
    ['googlebot', '/private/x', true, 0, 'specific'],
    ['Googlebot', '/news-drafts/a', false, 8, 'specific'],
    ['Googlebot-News', '/news-drafts/a', false, 8, 'specific'],
    ['Googlebot-Image', '/photos/1.jpg', false, 14, 'specific'],
    ['Googlebot-Image', '/x', true, 15, 'specific'],
  ] as const)('%s %s', (agent, url, allowed, line, kind) => {
    const verdict = checkUrl(robots, agent, url);
    expect([verdict.allowed, verdict.line, verdict.group.kind]).toEqual([allowed, line, kind]);
  });

  test('several agents pool their groups (not an OR of verdicts)', () => {
    const verdict = checkUrl(robots, ['Googlebot', 'Googlebot-Image'], '/photos/1.jpg');
    expect([verdict.allowed, verdict.line]).toEqual([false, 14]);
    expect(verdict.group.userAgents.map((ua) => ua.line)).toEqual([6, 13]);
  });

  test('the deciding rule is reported', () => {
    expect(checkUrl(robots, 'x', 'https://example.com/private/a').rule).toEqual({
      kind: 'disallow',
      pattern: '/private/',
      value: '/private/',
      line: 2,
    });
  });
});

describe('Google vs RFC 9309', () => {
  test('/robots.txt: Google applies the rules, the RFC always allows it', () => {
    const google = checkUrl(robots, 'x', '/robots.txt');
    expect([google.allowed, google.line]).toEqual([false, 4]);
    expect(google.notes.map((n) => n.code)).toEqual(['rfc-robots-txt-allowed']);
    const rfc = checkUrl(robots, 'x', '/robots.txt', { rfc: true });
    expect([rfc.allowed, rfc.line]).toEqual([true, 0]);
    expect(rfc.notes.map((n) => n.code)).toEqual(['google-differs']);
  });

  test('percent-encoding: Google compares the URL as given', () => {
    expect(checkUrl(robots, 'Googlebot', '/%7Ejoe/x').allowed).toBe(false);
    const lower = checkUrl(robots, 'Googlebot', '/%7ejoe/x');
    expect(lower.allowed).toBe(true);
    expect(lower.notes[0]?.code).toBe('rfc-percent-encoding');
    expect(checkUrl(robots, 'Googlebot', '/~joe/x', { rfc: true }).allowed).toBe(false);
  });
});

describe('Google-specific', () => {
  test('Allow: /dir/index.html also allows /dir/ exactly', () => {
    const verdict = checkUrl(robots, 'Googlebot', '/dir/');
    expect([verdict.allowed, verdict.line]).toEqual([true, 10]);
    expect(verdict.notes[0]?.code).toBe('index-html-directory');
    expect(checkUrl(robots, 'Googlebot', '/dir/other').allowed).toBe(false);
    // RFC 9309 has no such rule.
    const rfc = checkUrl(robots, 'Googlebot', '/dir/', { rfc: true });
    expect([rfc.allowed, rfc.line, rfc.notes.map((n) => n.code)]).toEqual([
      false,
      11,
      ['google-differs'],
    ]);
  });

  test('a caller token that is not a product token matches no group, and says so', () => {
    const verdict = checkUrl(robots, 'Googlebot/2.1', '/news-drafts/a');
    expect([verdict.allowed, verdict.group.kind]).toEqual([true, 'global']);
    expect(verdict.notes.map((n) => n.code)).toEqual(['agent-not-a-token']);
  });

  test('no group at all', () => {
    const verdict = checkUrl(parseRobots('Sitemap: https://a/s.xml'), 'x', '/');
    expect([verdict.allowed, verdict.line, verdict.group.kind]).toEqual([true, 0, 'none']);
  });

  test('priority counts * and $ (Disallow: /***** beats Allow: /page)', () => {
    const r = parseRobots('User-agent: *\nAllow: /page\nDisallow: /*****\n');
    expect(checkUrl(r, 'x', '/page').line).toBe(3);
  });
});

test('compiled once per RobotsTxt', () => {
  expect(compileRobots(robots)).toBe(compileRobots(robots));
});

import { describe, expect, test } from 'vitest';
import { preferencesFor, readAiPreferences } from './ai-preferences';
import { lintRobots } from './lint';
import { selectGroups } from '../engine/matcher';
import { parseRobots } from '../engine/parse-robots';
import { lineTagCodes } from '../engine/robots-txt';
import { parseDictionary } from './structured-fields';

// A robots.txt as written in 2026: AI-preference lines beside the rules.
const robots2026 = [
  'User-agent: Googlebot',
  'Disallow: /photos/',
  '',
  'User-agent: *',
  'Disallow: /',
  'Content-Signal: search=yes, ai-train=no',
  'Content-Usage: train-ai=n, search=y',
  'Content-Usage: /docs/ train-ai=y',
  '',
].join('\n');

describe('parseDictionary (RFC 9651 §4.2.2)', () => {
  test.each([
    ['train-ai=n, search=y', ['train-ai=n', 'search=y']],
    ['train-ai=n;v=1,search', ['train-ai=n', 'search=?1']],
    [
      'a="x, y", b=(y n);p, c=?0, d=-1.5, e=:AQ==:',
      ['a="x, y"', 'b=(y n);p', 'c=?0', 'd=-1.5', 'e=:AQ==:'],
    ],
    ['', []],
  ])('%s', (text, members) => {
    const parsed = parseDictionary(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(
      parsed.members.map((m) => `${m.key}=${m.item.type === 'token' ? m.item.value : m.item.text}`),
    ).toEqual(members);
  });

  test.each([
    ['Train-AI=n', 'bad-key'],
    ['train-ai=n search=y', 'expected-comma'],
    ['train-ai=n,', 'trailing-comma'],
    ['a="open', 'bad-string'],
    ['a=(y n', 'bad-inner-list'],
    ['a=#', 'bad-item'],
  ])('%s fails (%s)', (text, reason) => {
    expect(parseDictionary(text)).toMatchObject({ ok: false, reason });
  });
});

describe('readAiPreferences', () => {
  test('the 2026 file: three lines in the * group, read as their specifications say', () => {
    const robots = parseRobots(robots2026);
    const lines = readAiPreferences(robots);
    expect(lines.map((l) => [l.line, l.record, l.path, l.agents])).toEqual([
      [6, 'content-signal', null, ['*']],
      [7, 'content-usage', null, ['*']],
      [8, 'content-usage', '/docs/', ['*']],
    ]);
    expect(lines[0].entries).toEqual([
      { key: 'search', value: 'yes', status: 'counts', purpose: 'search', allows: true },
      { key: 'ai-train', value: 'no', status: 'counts', purpose: 'train-ai', allows: false },
    ]);
    // Google's parser: recognised, not used ("unused"), never unknown.
    for (const line of [6, 7, 8]) expect(lineTagCodes[robots.lineTags[line - 1]]).toBe('unused');
  });

  test('lint: no record-unknown on the preference lines; the * group disallows /', () => {
    const problems = lintRobots(robots2026).filter((p) => p.line >= 6);
    const codes = problems.map((p) => `${p.line} ${p.code}`);
    expect(codes).not.toContain('6 record-unknown');
    expect(codes).toEqual(
      expect.arrayContaining([
        '6 ai-preference',
        '6 preference-under-disallow',
        '8 preference-under-disallow',
      ]),
    );
  });

  test.each([
    ['Content-Usage: train-genai=n, ai-use=n', ['old-label', 'old-label']],
    ['Content-Usage: train-ai=yes', ['unknown-value']],
    ['Content-Usage: train-ai="n"', ['unknown-value']],
    ['Content-Usage: train-ai=n, foo=y', ['counts', 'unknown-key']],
    ['Content-Signal: ai-train=no, ai-train=yes', ['repeated', 'counts']],
    ['Content-Signal: ai-train=maybe, ai-input', ['unknown-value', 'unknown-value']],
  ])('%s', (line, statuses) => {
    const [pref] = readAiPreferences(parseRobots(`User-agent: *\n${line}\nAllow: /\n`));
    expect(pref.entries.map((e) => e.status)).toEqual(statuses);
  });

  test('preferencesFor: the longest matching path wins per purpose', () => {
    const robots = parseRobots(robots2026);
    const lines = readAiPreferences(robots);
    const group = selectGroups(robots, ['GPTBot']).group.userAgents.map((ua) => ua.line);
    const root = preferencesFor(robots, lines, group, '/');
    expect(root).toEqual([
      { purpose: 'search', allows: true, lines: [6, 7] },
      { purpose: 'train-ai', allows: false, lines: [6, 7] },
    ]);
    const docs = preferencesFor(robots, lines, group, '/docs/intro');
    expect(docs.find((p) => p.purpose === 'train-ai')).toEqual({
      purpose: 'train-ai',
      allows: true,
      lines: [8],
    });
    // Googlebot's own group states none.
    const googlebot = selectGroups(robots, ['Googlebot']).group.userAgents.map((ua) => ua.line);
    expect(preferencesFor(robots, lines, googlebot)).toEqual([]);
  });

  test('preferencesFor: none where the crawler may not fetch (draft-ietf-aipref-attach-05 §4)', () => {
    const robots = parseRobots(robots2026);
    const lines = readAiPreferences(robots);
    const group = selectGroups(robots, ['GPTBot']).group.userAgents.map((ua) => ua.line);
    expect(preferencesFor(robots, lines, group, '/docs/intro', () => false)).toEqual([]);
    expect(preferencesFor(robots, lines, group, '/docs/intro', () => true)).not.toEqual([]);
  });
});

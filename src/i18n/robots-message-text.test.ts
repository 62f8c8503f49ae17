/**
 * The workbench's messages come from core as codes; the catalog words them. Each sample is
 * made by core itself, and its English is the sentence core used to send, word for word, so
 * the page shows what it showed before; Japanese and Chinese word every one of them.
 */
import { afterEach, expect, test } from 'vitest';
import { parseExpectations } from '../core/robots/analyses/expectations';
import { compileRobots } from '../core/robots/engine/matcher';
import { describeIgnoredContent, globalGroupNote } from '../core/robots/analyses/matrix';
import { parseRobots } from '../core/robots/engine/parse-robots';
import { checkProductToken } from '../core/robots/analyses/product-token';
import type { RobotsMessage } from '../core/robots/analyses/robots-messages';
import { parseSite } from '../core/robots/analyses/site-origin';
import { classifyTestLine } from '../core/robots/analyses/test-target';
import { setLocale } from './i18n';
import { robotsMessageText } from './robots-message-text';

afterEach(() => setLocale('en'));

const TOKEN_RULE = 'a product token is letters, "-" and "_" only (RFC 9309 §2.2.1).';

/** Core's message for each input, and the English sentence core sent for it before. */
function samples(): [RobotsMessage, string][] {
  const out: [RobotsMessage, string][] = [];
  const refused = (result: { ok: true } | { ok: false; reason: RobotsMessage }) => {
    if (result.ok) throw new Error('expected a refusal');
    return result.reason;
  };
  for (const [site, english] of [
    ['', 'Enter a site such as https://www.example.com'],
    ['ftp://x.example', 'robots.txt rules are for http and https sites, not ftp'],
    ['https://:99x', 'Not a site: "99x" is not a port number'],
    ['https://', 'Not a site: it has no host name'],
  ])
    out.push([refused(parseSite(site)), english]);
  for (const [token, english] of [
    ['', 'Enter a product token such as Googlebot.'],
    [
      'Google bot',
      `"Google bot" has a space: ${TOKEN_RULE} Google matches only the token part: Google.`,
    ],
    ['Bot2', `"Bot2" has a digit: ${TOKEN_RULE} Google matches only the token part: Bot.`],
    [
      'Bötchen',
      '"Bötchen" has non-ASCII characters: a product token is A–Z, a–z, "-" and "_" only (RFC 9309 §2.2.1). Google matches only the token part: B.',
    ],
    ['Bot!', `"Bot!" has "!": ${TOKEN_RULE} Google matches only the token part: Bot.`],
    ['/x', `"/x" has "/": ${TOKEN_RULE}`],
  ])
    out.push([refused(checkProductToken(token)), english]);
  for (const [line, english] of [
    ['', 'The line is empty.'],
    ['a b', 'A URL has no spaces: write a space as %20.'],
    ['x\u0001', 'The line holds control characters.'],
    ['ftp://a/', 'robots.txt covers http and https URLs, not ftp.'],
    ['mailto:a@b.c', 'Not an http or https URL: robots.txt covers web pages only.'],
    [
      'www.example.com',
      'Looks like a host name without a scheme: write https://… or start a path with /.',
    ],
    ['foo', 'Neither a path (starting with /) nor a full URL (https://…).'],
    ['https://', 'Not a URL: it has no host name.'],
    ['https://a<b.com/', 'Not a URL: "a<b.com" is not a host name.'],
    ['x://', 'Not a URL: it has no host name.'],
  ]) {
    const target = classifyTestLine(line, null);
    if (target.kind !== 'invalid') throw new Error(`expected ${line} to be invalid`);
    out.push([target.reason, english]);
  }
  const errors = parseExpectations('maybe Googlebot /\nallow Googlebot\nallow G / x').errors;
  out.push(
    [errors[0].message, '"maybe" is not allow or block.'],
    [errors[1].message, 'Expected three fields: allow|block, a crawler token, a path or URL.'],
    [errors[2].message, 'Too many fields: a path or URL has no spaces (write %20).'],
  );
  const robots = parseRobots('User-agent: *\nDisallow: /a\n\nUser-agent: GPTBot\nDisallow: /\n');
  const note = globalGroupNote(robots, compileRobots(robots).check('GPTBot', '/').group);
  if (note === null) throw new Error('expected a note');
  out.push([
    note,
    'The * group (line 1) was not used: a group names this crawler (line 4), and a crawler obeys only its own group; nothing is inherited from *.',
  ]);
  return out;
}

test('every message core sends is worded in English as core used to word it', () => {
  const cases = samples();
  expect(cases.length).toBeGreaterThan(20);
  for (const [message, english] of cases) expect(robotsMessageText(message)).toBe(english);
});

test.each(['ja', 'zh'] as const)('every message is worded in %s', (locale) => {
  const cases = samples();
  setLocale(locale);
  for (const [message, english] of cases)
    expect(robotsMessageText(message), english).not.toBe(english);
});

test('the 500 KiB cut is worded in Japanese, with its line number as digits', () => {
  const filler = '# ' + 'x'.repeat(1000) + '\n';
  const big = parseRobots('User-agent: *\n' + filler.repeat(600));
  const ignored = describeIgnoredContent(big);
  if (ignored === null) throw new Error('expected a cut');
  const line = ignored.firstIgnoredLine;
  expect(robotsMessageText(ignored.message)).toBe(
    `Google reads only the first 500 KiB: line ${line} is cut short and everything after it is ignored.`,
  );
  setLocale('ja');
  expect(robotsMessageText({ code: 'ignored.fromLine', params: { kib: 500, line: 12 } })).toBe(
    'Google が読むのは先頭 500 KiB だけです。12行目以降はすべて無視されます。',
  );
  expect(
    robotsMessageText({ code: 'ignored.fromLine', params: { kib: 500, line: 1234 } }),
  ).toContain('1234行目');
});

/**
 * Published range files (test/logs/ranges/, README there) and verification: IPv4 and IPv6
 * in and out, IPv4-mapped IPv6, entries that are no prefix skipped and noted, a file with no
 * prefix refused, which file verifies which crawler.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { identifyCrawler, type KnownCrawler } from '../../src/core/logs/crawler-identity';
import {
  CrawlerRanges,
  crawlerRangesFrom,
  verifyRequest,
} from '../../src/core/logs/crawler-ranges';
import { parseRanges } from '../../src/core/logs/published-ranges';
import { findRangeSource } from '../../src/core/logs/range-sources';
import { rangesDir, sampleRanges } from './read-log';

const file = (name: string) => readFileSync(join(rangesDir, name), 'utf8');

describe('parseRanges', () => {
  const google = parseRanges(file('common-crawlers.json'));

  test('reads the published shape', () => {
    expect(google).toMatchObject({
      ok: true,
      creationTime: '2026-12-01T08:00:00.000000',
      skipped: [],
    });
  });

  test.each([
    ['192.0.2.10', true],
    ['192.0.2.255', true],
    ['192.0.3.0', false],
    ['203.0.113.200', false],
    ['2001:db8:4860::1', true],
    ['2001:0db8:4860:0000:0000:0000:0000:0001', true],
    ['2001:db8:4860:ffff:ffff:ffff:ffff:ffff', true],
    ['2001:db8:4861::1', false],
    ['[2001:db8:4860::1]', true],
    ['2001:db8:4860::1%eth0', true],
    ['::ffff:192.0.2.10', true],
    ['::ffff:c000:20a', true],
    ['::ffff:203.0.113.1', false],
    ['::192.0.2.10', false],
    ['not an address', false],
    ['192.0.2', false],
    ['192.0.2.10.1', false],
    ['2001:db8::4860::1', false],
  ])('%s in Google’s sample ranges: %s', (ip, inside) => {
    if (!google.ok) throw new Error('not read');
    expect(google.ranges.contains(ip)).toBe(inside);
  });

  test('skips and notes entries that are not prefixes', () => {
    const parsed = parseRanges(file('malformed-prefixes.json'));
    if (!parsed.ok) throw new Error('not read');
    expect(parsed.prefixes).toHaveLength(2);
    expect(parsed.skipped.map((entry) => entry.index)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(parsed.ranges.contains('192.0.2.1')).toBe(true);
    expect(parsed.ranges.contains('2001:db8:1::1')).toBe(true);
    expect(parsed.ranges.contains('198.51.100.1')).toBe(false);
  });

  test.each([
    ['action-needed.json', 'no-prefixes'],
    ['README.md', 'not-json'],
  ])('refuses %s: %s', (name, reason) => {
    expect(parseRanges(file(name))).toEqual({ ok: false, reason });
  });

  test('a prefix with host bits set covers what its first bits say', () => {
    const parsed = parseRanges(
      '{"prefixes":[{"ipv4Prefix":"192.0.2.77/24"},{"ipv6Prefix":"::/0"}]}',
    );
    if (!parsed.ok) throw new Error('not read');
    expect(parsed.ranges.contains('192.0.2.1')).toBe(true);
    expect(parsed.ranges.contains('2001:db8::1')).toBe(true);
  });
});

describe('which file verifies which crawler', () => {
  test.each([
    ['https://developers.google.com/static/crawling/ipranges/common-crawlers.json', 'Google'],
    ['googlebot.json', 'Google'],
    ['google-googlebot.json', 'Google'],
    ['user-triggered-fetchers-google.json', 'Google'],
    ['C:\\logs\\bingbot.json', 'Microsoft'],
    ['openai-gptbot.json', 'OpenAI'],
    ['perplexity-user.json', 'Perplexity'],
    ['claude-bots.json', 'Anthropic'],
    ['mistralai-user-ips.json', 'Mistral AI'],
    ['bots.json', undefined],
    ['https://claude.com/crawling/bots.json', 'Anthropic'],
    ['notgptbot.json', undefined],
  ])('%s → %s', (name, operator) => {
    expect(findRangeSource(name)?.operator).toBe(operator);
  });

  const crawler = (ua: string) => identifyCrawler(ua) as KnownCrawler;

  test('verified, unverified, unchecked', () => {
    const ranges = sampleRanges();
    expect(verifyRequest(crawler('Googlebot/2.1').model, '192.0.2.10', ranges)).toBe('verified');
    expect(verifyRequest(crawler('Googlebot-Image/1.0').model, '192.0.2.10', ranges)).toBe(
      'verified',
    );
    expect(verifyRequest(crawler('Googlebot/2.1').model, '203.0.113.9', ranges)).toBe('unverified');
    expect(verifyRequest(crawler('GPTBot/1.1').model, '198.51.100.16', ranges)).toBe('verified');
    expect(verifyRequest(crawler('GPTBot/1.1').model, '198.51.100.17', ranges)).toBe('unverified');
    // gptbot.json verifies GPTBot only, not OpenAI's other crawlers.
    expect(verifyRequest(crawler('ChatGPT-User/1.0').model, '198.51.100.1', ranges)).toBe(
      'unchecked',
    );
    expect(verifyRequest(crawler('YandexBot/3.0').model, '192.0.2.10', ranges)).toBe('unchecked');
    expect(verifyRequest(crawler('msnbot/2.0b').model, '2001:db8:b1::1', ranges)).toBe('verified');
  });

  test('an operator named instead of a file verifies all its crawlers', () => {
    const ranges = new CrawlerRanges();
    const report = ranges.add('anthropic', file('gptbot.json'));
    expect(report).toMatchObject({ ok: true, operator: 'Anthropic', prefixCount: 2 });
    expect(verifyRequest(crawler('Claude-User/1.0').model, '198.51.100.1', ranges)).toBe(
      'verified',
    );
    expect(ranges.add('my-ranges.json', file('gptbot.json'))).toMatchObject({
      ok: false,
      reason: 'unknown-source',
    });
    expect(ranges.add('my-ranges.json', file('gptbot.json'), 'OpenAI')).toMatchObject({
      ok: true,
      operator: 'OpenAI',
    });
  });

  test('several files at once, each reported', () => {
    const { ranges, reports } = crawlerRangesFrom({
      'googlebot.json': file('common-crawlers.json'),
      Google: file('gptbot.json'),
      'action-needed.json': file('action-needed.json'),
    });
    expect(reports.map((report) => report.ok)).toEqual([true, true, false]);
    expect(verifyRequest({ name: 'Googlebot' }, '198.51.100.1', ranges)).toBe('verified');
    expect(verifyRequest({ name: 'Google-Agent' }, '192.0.2.1', ranges)).toBe('verified');
  });
});

/**
 * Hostile and odd input: a 10 MB line, lines built to make a scanner backtrack, binary
 * bytes, a million distinct user agents and paths, times out of order and in the future,
 * and a short log cut at every byte offset (a line, a CRLF and a multi-byte character split
 * across chunks).
 */
import { describe, expect, test } from 'vitest';
import { readClfLine } from '../../src/core/logs/clf-reader';
import { LogReader, readLogChunks } from '../../src/core/logs/log-reader';
import type { LogRequest } from '../../src/core/logs/log-request';
import { LogTally } from '../../src/core/logs/log-tally';
import { chunksOf, tallyLog } from './read-log';

const encoder = new TextEncoder();
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const line = (time: string, path = '/', ua = googlebot) =>
  `192.0.2.10 - - [${time}] "GET ${path} HTTP/1.1" 200 100 "-" "${ua}"`;

function requestsOf(chunks: Uint8Array[]): LogRequest[] {
  const requests: LogRequest[] = [];
  readLogChunks(chunks, { format: 'combined', onRequest: (request) => requests.push(request) });
  return requests;
}

describe('hostile lines', () => {
  test('a 10 MB line is malformed, skipped unscanned, and the next line is read', () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1).fill(0x61);
    big[big.length - 1] = 10;
    const next = encoder.encode(`${line('01/Dec/2026:08:00:00 +0000')}\n`);
    const started = performance.now();
    for (const chunks of [
      [big, next],
      [...chunksOf(big, 65_536), next],
    ]) {
      const { read } = tallyLog(chunks, { format: 'combined' });
      expect(read.malformed).toEqual({ 'line-too-long': 1 });
      expect(read.samples).toEqual([{ line: 1, reason: 'line-too-long', text: 'a'.repeat(200) }]);
      expect(read.requests).toBe(1);
    }
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  test.each([
    ['brackets', '['.repeat(60_000)],
    ['quotes and escapes', `"${'\\"'.repeat(30_000)}`],
    ['spaces', ' x'.repeat(30_000)],
    ['a bracket before every space', '[a '.repeat(20_000)],
  ])('a line of %s is read in one pass', (_, text) => {
    const started = performance.now();
    for (let i = 0; i < 20; i++) expect(readClfLine(text).ok).toBe(false);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  test('binary bytes: no crash, every line counted', () => {
    let seed = 42;
    const bytes = new Uint8Array(1024 * 1024).map(() => {
      seed = (seed * 1_103_515_245 + 12_345) >>> 0;
      return seed >>> 24;
    });
    const unknown = readLogChunks(chunksOf(bytes, 4096), { onRequest: () => {} });
    expect(unknown.format).toBeUndefined();
    expect(unknown.requests).toBe(0);
    expect(unknown.samples.length).toBeLessThanOrEqual(20);
    for (const format of ['combined', 'w3c', 'alb', 'cloudflare'] as const) {
      const read = readLogChunks(chunksOf(bytes, 4096), { format, onRequest: () => {} });
      expect(read.requests).toBe(0);
      const malformed = Object.values(read.malformed).reduce((sum, n) => sum + n, 0);
      expect(malformed).toBe(read.lines);
    }
  });
});

describe('bounded memory', () => {
  test('a million distinct user agents stay within the crawler cap, and the cut is said', () => {
    const tally = new LogTally({ maxCrawlers: 1_000 });
    const base = { time: 0, ip: '192.0.2.1', method: 'GET', path: '/', status: 200, bytes: 1 };
    for (let i = 0; i < 1_000_000; i++) tally.add({ ...base, userAgent: `bot${i}/1.0` });
    const summary = tally.summary();
    expect(Object.keys(summary.crawlers)).toHaveLength(1_001);
    expect(summary.crawlers['other-bots'].requests).toBe(1_000_000 - 1_000);
    expect(summary.cut?.crawlers).toBe(1_000_000 - 1_000);
  });

  test('distinct paths and days past their caps are counted as cut', () => {
    const tally = new LogTally({ maxPaths: 100, maxDays: 10 });
    for (let i = 0; i < 1_000; i++)
      tally.add({
        time: Date.UTC(2026, 0, 1 + i),
        ip: '192.0.2.1',
        method: 'GET',
        path: `/p${i}`,
        status: 200,
        bytes: null,
        userAgent: 'GPTBot/1.1',
      });
    const summary = tally.summary();
    expect(summary.crawlers.GPTBot).toMatchObject({ requests: 1_000, paths: 100 });
    expect(Object.keys(summary.crawlers.GPTBot.days)).toHaveLength(10);
    expect(summary.cut).toEqual({ paths: 900, days: 990 });
  });
});

test('times out of order, far past and in the future are accepted and counted', () => {
  const text = [
    line('05/Dec/2026:10:00:00 +0000', '/a'),
    line('01/Jan/2099:00:00:00 +0000', '/a'),
    line('01/Dec/2026:10:00:00 +0000', '/a'),
    line('01/Jan/1970:00:00:00 +0000', '/a'),
    line('31/Dec/9999:23:59:59 -1200', '/a'),
  ].join('\n');
  const { read, tally } = tallyLog([encoder.encode(text)], { format: 'combined' });
  expect(read.requests).toBe(5);
  const googlebot = [...tally.tallies()].find((entry) => entry.key === 'Googlebot')!;
  expect(Object.fromEntries(googlebot.days)).toEqual({
    '2026-12-05': 1,
    '2099-01-01': 1,
    '2026-12-01': 1,
    '1970-01-01': 1,
    '10000-01-01': 1,
  });
  const path = googlebot.paths.get('/a')!;
  expect(path.firstTime).toBe(0);
  expect(path.lastTime).toBe(Date.UTC(10_000, 0, 1, 11, 59, 59));
});

test('a short log cut at every byte offset reads as the whole', () => {
  const text =
    `${line('01/Dec/2026:08:00:00 +0000', '/caf%C3%A9?q=é')}\r\n` +
    `${line('01/Dec/2026:08:00:01 +0000', '/b', 'Mozilla/5.0 (X11) Firefox/140.0 — ✓')}\n` +
    `${line('01/Dec/2026:08:00:02 +0000', '/c')}`;
  const bytes = encoder.encode(text);
  const whole = requestsOf([bytes]);
  expect(whole).toHaveLength(3);
  expect(whole[0].path).toBe('/caf%C3%A9?q=é');
  for (let cut = 0; cut <= bytes.length; cut++) {
    expect(requestsOf([bytes.subarray(0, cut), bytes.subarray(cut)])).toEqual(whole);
  }
  expect(requestsOf(chunksOf(bytes, 1))).toEqual(whole);
});

test('invalid UTF-8 is replaced within its line', () => {
  const reader = new LogReader({ format: 'combined', onRequest: (request) => seen.push(request) });
  const seen: LogRequest[] = [];
  const bad = encoder.encode(line('01/Dec/2026:08:00:00 +0000', '/x', 'bad\xff'));
  const bytes = Uint8Array.from([...bad].map((byte) => (byte === 0xc3 ? 0xff : byte)));
  reader.push(bytes);
  const summary = reader.end();
  expect(summary.requests).toBe(1);
  expect(seen[0].userAgent).toContain('\uFFFD');
});

/**
 * The format from the first lines, and the caller's word over it: a directive-led W3C file,
 * CloudFront by its fields, JSON by its keys, ALB by its first two fields, CLF with or without
 * a virtual host; a JSON log of unknown keys needs the caller's map; a file no format fits has
 * every line counted as `unknown-format`.
 */
import { expect, test } from 'vitest';
import { sniffLogFormat } from '../../src/core/logs/log-format';
import { readLogChunks } from '../../src/core/logs/log-reader';
import type { LogRequest } from '../../src/core/logs/log-request';

const clf = '192.0.2.1 - - [01/Dec/2026:08:00:00 +0000] "GET / HTTP/1.1" 200 5';

test.each([
  [[clf], 'common'],
  [[`${clf} "-" "curl/8.5.0"`], 'combined'],
  [[`example.com:443 ${clf} "-" "x" 0.012`], 'vhost-combined'],
  [['', 'garbage', `${clf} "-" "x"`], 'combined'],
  [['#Version: 1.0', '#Fields: date time c-ip cs-method cs-uri-stem sc-status'], 'w3c'],
  [['#Version: 1.0', '#Fields: date time x-edge-location sc-bytes c-ip'], 'cloudfront'],
  [['{"ClientIP":"192.0.2.1","EdgeStartTimestamp":1}'], 'cloudflare'],
  [['{"client_ip":"192.0.2.1","url":"/"}'], 'fastly'],
  [['{"remote":"192.0.2.1","path":"/"}'], 'json'],
  [['h2 2026-12-01T08:00:00.000000Z app/a/b 192.0.2.1:1'], 'alb'],
  [['hello', 'world'], undefined],
  [[], undefined],
])('%j is %s', (lines, format) => {
  expect(sniffLogFormat(lines)).toBe(format);
});

const bytes = (text: string) => new TextEncoder().encode(text);

test('the caller’s format wins over the sniffed one', () => {
  const text = `${clf} "-" "x"\n`;
  expect(readLogChunks([bytes(text)], { onRequest: () => {} }).format).toBe('combined');
  const asAlb = readLogChunks([bytes(text)], { format: 'alb', onRequest: () => {} });
  expect(asAlb).toMatchObject({ format: 'alb', requests: 0, malformed: { 'too-few-fields': 1 } });
});

test('a JSON log of unknown keys is read through the caller’s map, else not at all', () => {
  const text = '{"remote":"192.0.2.1","path":"/a","code":404,"ts":"2026-12-01T08:00:00Z"}\n';
  const unread = readLogChunks([bytes(text)], { onRequest: () => {} });
  expect(unread).toMatchObject({ format: 'json', requests: 0, malformed: { 'unknown-format': 1 } });
  const requests: LogRequest[] = [];
  const read = readLogChunks([bytes(text)], {
    fields: { ip: 'remote', url: 'path', status: 'code', time: 'ts' },
    onRequest: (request) => requests.push(request),
  });
  expect(read).toMatchObject({ format: 'json', requests: 1 });
  expect(requests[0]).toMatchObject({ ip: '192.0.2.1', path: '/a', status: 404 });
});

test('a file no format fits: every line counted, the first ones sampled with their numbers', () => {
  const text = Array.from({ length: 30 }, (_, i) => `line ${i}`).join('\n');
  const read = readLogChunks([bytes(text)], { onRequest: () => {} });
  expect(read).toMatchObject({ format: undefined, lines: 30, malformed: { 'unknown-format': 30 } });
  expect(read.samples).toHaveLength(20);
  expect(read.samples[19]).toEqual({ line: 20, reason: 'unknown-format', text: 'line 19' });
});

/**
 * One line of each format read into a request, or refused with its reason
 * (test/logs/line-cases.json): escapes, HTTP/0.9, virtual hosts, absolute targets, dates
 * that are none, a TLS handshake in the request line, an ALB line with fields added later,
 * Cloudflare's three time formats, a user's field map over a nested JSON entry.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { JsonFieldMap } from '../../src/core/logs/json-reader';
import { createLineReader, type LogFormat } from '../../src/core/logs/log-format';
import type { LogRequest } from '../../src/core/logs/log-request';

interface LineCase {
  name: string;
  format: LogFormat;
  fields?: JsonFieldMap;
  line: string;
  request?: LogRequest;
  reason?: string;
}

const cases = JSON.parse(
  readFileSync(join(import.meta.dirname, 'line-cases.json'), 'utf8'),
) as LineCase[];

test.each(cases)('$format: $name', ({ format, fields, line, request, reason }) => {
  const result = createLineReader(format, fields).read(line);
  if (request !== undefined) expect(result).toEqual({ ok: true, request });
  else expect(result).toEqual({ ok: false, reason });
});

test('a W3C #Fields directive mid-file replaces the last one', () => {
  const reader = createLineReader('w3c');
  expect(reader.read('#Fields: date time c-ip cs-uri-stem sc-status')).toBeNull();
  expect(reader.read('2026-12-01 08:00:00 192.0.2.1 /a 200')).toMatchObject({
    request: { path: '/a', status: 200 },
  });
  expect(reader.read('#Fields: sc-status cs-uri-stem c-ip')).toBeNull();
  expect(reader.read('404 /b 192.0.2.2')).toMatchObject({
    request: { time: null, ip: '192.0.2.2', path: '/b', status: 404 },
  });
});

/**
 * Which access-log format a file is, decided from its first lines (the caller may say instead),
 * and the line reader for each. The formats and what tells them apart:
 * - `w3c` / `cloudfront`: `#Version:` / `#Fields:` directives (W3C extended); CloudFront's are
 *   tab-separated and name `x-edge-location`.
 * - `alb`: the first field is an ALB request type (`http`, `h2`, …), the second an ISO time.
 * - `cloudflare` / `fastly` / `json`: a JSON object per line; Cloudflare's keys are its
 *   Logpush field names, Fastly's its logging examples' snake_case names; any other JSON needs
 *   the caller's field map.
 * - `common`, `combined`, `vhost-combined`: a `[dd/Mon/yyyy:HH:MM:SS ±hhmm]` field 4th (5th with
 *   a virtual host first); combined has the referer and user agent after the byte count.
 */
import { createAlbReader, albRequestTypes } from './alb-reader';
import { createClfReader, timeFieldIndex } from './clf-reader';
import { cloudflareFields, createJsonReader, fastlyFields, type JsonFieldMap } from './json-reader';
import { splitLogFields } from './log-fields';
import { maxLineBytes, type LogLineReader } from './log-request';
import { parseIsoTime } from './log-time';
import { createW3cReader } from './w3c-reader';

export const logFormats = [
  'common',
  'combined',
  'vhost-combined',
  'w3c',
  'cloudfront',
  'alb',
  'cloudflare',
  'fastly',
  'json',
] as const;

export type LogFormat = (typeof logFormats)[number];

/** Lines the sniffer looks at (the log reader holds as many back until the format is known). */
export const sniffLineCount = 8;

function sniffJson(line: string): LogFormat | undefined {
  let object: unknown;
  try {
    object = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (typeof object !== 'object' || object === null || Array.isArray(object)) return undefined;
  if ('ClientRequestURI' in object || 'EdgeStartTimestamp' in object || 'ClientIP' in object)
    return 'cloudflare';
  if ('client_ip' in object || 'request_user_agent' in object) return 'fastly';
  return 'json';
}

function sniffLine(line: string, fields: string[]): LogFormat | undefined {
  if (line.startsWith('{')) return sniffJson(line);
  if (!splitLogFields(line, fields)) return undefined;
  if (albRequestTypes.has(fields[0]) && parseIsoTime(fields[1] ?? '') !== null) return 'alb';
  const at = timeFieldIndex(fields);
  if (at < 0) return undefined;
  if (at === 4) return 'vhost-combined';
  return fields.length >= at + 6 ? 'combined' : 'common';
}

/** The format of a log from its first lines, or undefined when none fits. */
export function sniffLogFormat(firstLines: readonly string[]): LogFormat | undefined {
  const fields: string[] = [];
  const lines = firstLines
    .filter((line) => line.trim() !== '' && line.length <= maxLineBytes)
    .slice(0, 4 * sniffLineCount);
  if (lines.some((line) => line.startsWith('#Fields:') || line.startsWith('#Version:'))) {
    const isCloudFront = lines.some(
      (line) =>
        (line.startsWith('#Fields:') && line.includes('x-edge-location')) ||
        (!line.startsWith('#') && line.includes('\t')),
    );
    return isCloudFront ? 'cloudfront' : 'w3c';
  }
  for (const line of lines) {
    const format = sniffLine(line, fields);
    if (format !== undefined) return format;
  }
  return undefined;
}

/**
 * The line reader for `format`. `json` reads through `fields` (required for it); the
 * Cloudflare and Fastly maps can be replaced the same way.
 */
export function createLineReader(format: LogFormat, fields?: JsonFieldMap): LogLineReader {
  switch (format) {
    case 'common':
    case 'combined':
    case 'vhost-combined':
      return createClfReader();
    case 'w3c':
    case 'cloudfront':
      return createW3cReader();
    case 'alb':
      return createAlbReader();
    case 'cloudflare':
      return createJsonReader(fields ?? cloudflareFields);
    case 'fastly':
      return createJsonReader(fields ?? fastlyFields);
    case 'json':
      if (fields === undefined) throw new Error('A JSON log needs a field map');
      return createJsonReader(fields);
    default: {
      const never: never = format;
      throw new Error(`Unknown log format ${String(never)}`);
    }
  }
}

/**
 * JSON-lines access logs (one object per line, NDJSON), read through a map from the request's
 * fields to the log's keys. Built-in maps: Cloudflare Logpush `http_requests` (field reference:
 * ClientIP, ClientRequestHost, ClientRequestURI — path and query —, EdgeResponseStatus "returned
 * by Cloudflare to the client", EdgeStartTimestamp in `timestamp_format` unixnano, unix or
 * rfc3339; every field is opt-in per job, so any may be absent) and Fastly's JSON format (the
 * keys of Fastly's logging-endpoint examples: `timestamp` from `strftime(%Y-%m-%dT%H:%M:%S%z)`,
 * `client_ip`, `host`, `url`, `request_method`, `response_status`, `response_body_size`,
 * `request_user_agent`, `request_referer`; the older `time_start` / `request` spellings too).
 * A user's own map names one key per field; a dotted key reads a nested object
 * (`httpRequest.remoteIp` in Google Cloud's LogEntry).
 */
import { parseCount, parseStatus, toOriginForm } from './log-fields';
import { malformed, MalformedReason, type LogLineReader, type LogLineResult } from './log-request';
import { parseAnyTime } from './log-time';

/** Keys, one or several tried in order, for each field of a request. */
export interface JsonFieldMap {
  readonly ip: string | readonly string[];
  /** Path and query, or an absolute URL. */
  readonly url: string | readonly string[];
  readonly status: string | readonly string[];
  readonly time?: string | readonly string[];
  readonly method?: string | readonly string[];
  readonly host?: string | readonly string[];
  readonly bytes?: string | readonly string[];
  readonly userAgent?: string | readonly string[];
  readonly referer?: string | readonly string[];
}

export const cloudflareFields: JsonFieldMap = {
  ip: 'ClientIP',
  url: 'ClientRequestURI',
  status: 'EdgeResponseStatus',
  time: 'EdgeStartTimestamp',
  method: 'ClientRequestMethod',
  host: 'ClientRequestHost',
  bytes: 'EdgeResponseBytes',
  userAgent: 'ClientRequestUserAgent',
  referer: 'ClientRequestReferer',
};

export const fastlyFields: JsonFieldMap = {
  ip: 'client_ip',
  url: 'url',
  status: ['response_status', 'status'],
  time: ['timestamp', 'time_start'],
  method: ['request_method', 'request'],
  host: 'host',
  bytes: ['response_body_size', 'resp_body_size'],
  userAgent: 'request_user_agent',
  referer: 'request_referer',
};

type JsonObject = Record<string, unknown>;

function valueAt(object: JsonObject, key: string): unknown {
  if (!key.includes('.')) return object[key];
  let value: unknown = object;
  for (const part of key.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as JsonObject)[part];
  }
  return value;
}

/** The first present, non-empty value under `keys`. */
function lookup(object: JsonObject, keys: string | readonly string[] | undefined): unknown {
  if (keys === undefined) return undefined;
  for (const key of typeof keys === 'string' ? [keys] : keys) {
    const value = valueAt(object, key);
    if (value !== undefined && value !== null && value !== '' && value !== '-') return value;
  }
  return undefined;
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

export function readJsonLine(line: string, map: JsonFieldMap): LogLineResult {
  let object: unknown;
  try {
    // JSON.parse is one linear pass; the line is already no longer than maxLineBytes.
    object = JSON.parse(line);
  } catch {
    return malformed(MalformedReason.badJson);
  }
  if (typeof object !== 'object' || object === null || Array.isArray(object))
    return malformed(MalformedReason.badJson);
  const record = object as JsonObject;
  const ip = textOf(lookup(record, map.ip));
  const url = textOf(lookup(record, map.url));
  const statusValue = lookup(record, map.status);
  if (ip === undefined || url === undefined || statusValue === undefined)
    return malformed(MalformedReason.missingField);
  const status =
    typeof statusValue === 'number' || typeof statusValue === 'string'
      ? parseStatus(statusValue)
      : undefined;
  if (status === undefined) return malformed(MalformedReason.badStatus);
  const timeValue = lookup(record, map.time);
  const time = timeValue === undefined ? null : parseAnyTime(timeValue);
  if (time === null && timeValue !== undefined) return malformed(MalformedReason.badTime);
  const bytesValue = lookup(record, map.bytes);
  const bytes =
    typeof bytesValue === 'number'
      ? bytesValue >= 0 && Number.isInteger(bytesValue)
        ? bytesValue
        : undefined
      : parseCount(textOf(bytesValue) ?? '-');
  if (bytes === undefined) return malformed(MalformedReason.badBytes);
  const target = toOriginForm(url);
  const host = textOf(lookup(record, map.host))?.toLowerCase() ?? target.host;
  const referer = textOf(lookup(record, map.referer));
  return {
    ok: true,
    request: {
      time,
      ip,
      method: textOf(lookup(record, map.method)) ?? '-',
      ...(host === undefined ? {} : { host }),
      path: target.path,
      status,
      bytes,
      userAgent: textOf(lookup(record, map.userAgent)) ?? '',
      ...(referer === undefined ? {} : { referer }),
    },
  };
}

export function createJsonReader(map: JsonFieldMap): LogLineReader {
  return {
    read(line) {
      return line.trim() === '' ? null : readJsonLine(line, map);
    },
  };
}

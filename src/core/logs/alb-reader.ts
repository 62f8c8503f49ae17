/**
 * AWS Application Load Balancer access logs (Elastic Load Balancing user guide, "Access log
 * entries"): space-separated with quoted fields, in the order `type time elb client:port
 * target:port request_processing_time target_processing_time response_processing_time
 * elb_status_code target_status_code received_bytes sent_bytes "request" "user_agent" …`.
 * Only that prefix is read: AWS appends fields over time, and the guide says to ignore those
 * a reader does not know. `time` is ISO 8601 UTC with microseconds; the request line's target
 * is absolute (`https://host:443/p?q`); an IPv6 client is `[2001:db8::1]:port`. `sent_bytes`
 * counts the whole response (headers too), the nearest ALB has to a body size.
 */
import {
  addressOfEndpoint,
  parseCount,
  parseRequestLine,
  parseStatus,
  splitLogFields,
  toOriginForm,
} from './log-fields';
import { malformed, MalformedReason, type LogLineReader, type LogLineResult } from './log-request';
import { parseIsoTime } from './log-time';

/** The `type` field's values (the guide's list). */
export const albRequestTypes: ReadonlySet<string> = new Set([
  'http',
  'https',
  'h2',
  'grpcs',
  'ws',
  'wss',
]);

const enum Field {
  type = 0,
  time = 1,
  client = 3,
  elbStatus = 8,
  sentBytes = 11,
  request = 12,
  userAgent = 13,
}

export function readAlbLine(line: string, fields: string[] = []): LogLineResult {
  if (!splitLogFields(line, fields) || fields.length <= Field.userAgent)
    return malformed(MalformedReason.tooFewFields);
  const time = parseIsoTime(fields[Field.time]);
  if (time === null) return malformed(MalformedReason.badTime);
  // A request the load balancer could not read has `"- - - "`.
  const requestLine = parseRequestLine(fields[Field.request]);
  if (requestLine === null) return malformed(MalformedReason.badRequestLine);
  const status = parseStatus(fields[Field.elbStatus]);
  if (status === undefined) return malformed(MalformedReason.badStatus);
  const bytes = parseCount(fields[Field.sentBytes]);
  if (bytes === undefined) return malformed(MalformedReason.badBytes);
  const target = toOriginForm(requestLine.target);
  const userAgent = fields[Field.userAgent];
  return {
    ok: true,
    request: {
      time,
      ip: addressOfEndpoint(fields[Field.client]),
      method: requestLine.method,
      ...(target.host === undefined ? {} : { host: target.host }),
      path: target.path,
      status,
      bytes,
      userAgent: userAgent === '-' ? '' : userAgent,
    },
  };
}

export function createAlbReader(): LogLineReader {
  const fields: string[] = [];
  return {
    read(line) {
      return line.trim() === '' ? null : readAlbLine(line, fields);
    },
  };
}

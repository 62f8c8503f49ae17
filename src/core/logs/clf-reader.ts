/**
 * Apache httpd and nginx access logs (mod_log_config `common` `%h %l %u %t "%r" %>s %b`,
 * `combined` adding `"%{Referer}i" "%{User-Agent}i"`; nginx `combined` is byte-compatible):
 * also with a virtual host first (`vhost_combined`: `%v` upstream, `%v:%p` on Debian) and with
 * fields after the user agent (nginx `main`'s `"$http_x_forwarded_for"`, a response time,
 * Apache `combinedio`'s `%I %O`), which are ignored. The `[time]` field anchors the line: the
 * three fields before it are `%h %l %u`, one more before them is the virtual host.
 * Fastly's CLF and combined formats (`%h` = Fastly-Client-IP) read the same way.
 */
import {
  hostOf,
  parseCount,
  parseRequestLine,
  parseStatus,
  presentText,
  splitLogFields,
  toOriginForm,
} from './log-fields';
import { malformed, MalformedReason, type LogLineReader, type LogLineResult } from './log-request';
import { parseClfTime } from './log-time';

/** Where the `[10/Oct/2000:13:55:36 -0700]` field is, or -1: the first field of its shape. */
export function timeFieldIndex(fields: readonly string[]): number {
  // Up to `%v %h %l %u` before it: the time is field 3 or 4 (a vhost), never later.
  for (let i = 3; i < Math.min(fields.length, 5); i++) {
    const field = fields[i];
    if (field.length === 26 && field[2] === '/' && field[6] === '/') return i;
  }
  return -1;
}

export function readClfLine(line: string, fields: string[] = []): LogLineResult {
  if (!splitLogFields(line, fields)) return malformed(MalformedReason.tooFewFields);
  const at = timeFieldIndex(fields);
  if (at < 0) {
    // A field that starts like a time but is not one (no offset, a cut-off line).
    const hasTime = fields.some((field, i) => i < 5 && /^\d\d\/\w{3}\/\d{4}:/.test(field));
    return malformed(hasTime ? MalformedReason.badTime : MalformedReason.tooFewFields);
  }
  if (fields.length < at + 4) return malformed(MalformedReason.tooFewFields);
  const time = parseClfTime(fields[at]);
  if (time === null) return malformed(MalformedReason.badTime);
  const requestLine = parseRequestLine(fields[at + 1]);
  if (requestLine === null) return malformed(MalformedReason.badRequestLine);
  const status = parseStatus(fields[at + 2]);
  if (status === undefined) return malformed(MalformedReason.badStatus);
  const bytes = parseCount(fields[at + 3]);
  if (bytes === undefined) return malformed(MalformedReason.badBytes);
  const target = toOriginForm(requestLine.target);
  const vhost = at === 4 ? presentText(fields[0]) : undefined;
  const host = vhost === undefined ? target.host : hostOf(vhost);
  const referer = presentText(fields[at + 4]);
  return {
    ok: true,
    request: {
      time,
      ip: fields[at - 3],
      method: requestLine.method,
      ...(host === undefined ? {} : { host }),
      path: target.path,
      status,
      bytes,
      userAgent: presentText(fields[at + 5]) ?? '',
      ...(referer === undefined ? {} : { referer }),
    },
  };
}

/** A reader of Common, Combined and their virtual-host and extra-field variants. */
export function createClfReader(): LogLineReader {
  const fields: string[] = [];
  return {
    read(line) {
      return line.trim() === '' ? null : readClfLine(line, fields);
    },
  };
}

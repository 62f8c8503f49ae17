/**
 * One request as an access log records it, whatever the format (clf-reader.ts, w3c-reader.ts,
 * alb-reader.ts, json-reader.ts read the formats into it), and the reasons a line is not one.
 * Fields are what the log says, not what they mean: `ip` is the peer the server saw (behind a
 * proxy, the proxy; Apache mod_log_config `%h`), `path` is the request target as sent.
 */

export interface LogRequest {
  /** When the request was logged, in milliseconds since 1970 UTC; null when the line has no time. */
  readonly time: number | null;
  /** The client address as written (IPv4, IPv6, or a host name when the server resolved it). */
  readonly ip: string;
  readonly method: string;
  /** The Host requested (a virtual host field, CloudFront's x-host-header, an absolute URL's host). */
  readonly host?: string;
  /** Path and query as requested (origin form: an absolute URL is cut to its path). */
  readonly path: string;
  readonly status: number;
  /** Body bytes sent; null when the log says none (`-`) or has no such field. */
  readonly bytes: number | null;
  readonly userAgent: string;
  readonly referer?: string;
}

/** Why a line is not a request: the codes the summary counts (the page's catalog words them). */
export const MalformedReason = {
  /** Longer than `maxLineBytes`: not scanned at all. */
  lineTooLong: 'line-too-long',
  /** Fewer fields than the format has, or an unterminated quote or bracket. */
  tooFewFields: 'too-few-fields',
  badTime: 'bad-time',
  /** The quoted request line is not `METHOD target [protocol]`. */
  badRequestLine: 'bad-request-line',
  badStatus: 'bad-status',
  badBytes: 'bad-bytes',
  /** A JSON line that does not parse as an object. */
  badJson: 'bad-json',
  /** A JSON or W3C line without a field the request needs (address, target, status). */
  missingField: 'missing-field',
  /** A W3C line before any `#Fields:` directive. */
  noFieldsDirective: 'no-fields-directive',
} as const;

export type MalformedReason = (typeof MalformedReason)[keyof typeof MalformedReason];

/** What a reader makes of one line. */
export type LogLineResult =
  | { readonly ok: true; readonly request: LogRequest }
  | { readonly ok: false; readonly reason: MalformedReason };

/** A line reader: null for a line that is no request and no fault (a blank line, a directive). */
export interface LogLineReader {
  read(line: string): LogLineResult | null;
}

/**
 * Longest line read, in bytes. Request lines with a long URL and user agent stay far below it
 * (browsers cap URLs near 2 KB; servers' own header limits are 8–16 KB), so a longer line is
 * hostile or not a log, and is refused before it is scanned.
 */
export const maxLineBytes = 64 * 1024;

export function malformed(reason: MalformedReason): LogLineResult {
  return { ok: false, reason };
}

/**
 * W3C extended log files (W3C Working Draft WD-logfile-960323; IIS writes them, and Amazon
 * CloudFront's standard logs are the tab-separated variant): directive lines start with `#`,
 * `#Fields:` names the columns in order and may come again mid-file (IIS after a restart,
 * a concatenation of files), so each one replaces the last. `-` is an empty field; `date` and
 * `time` are UTC. Both spellings of the same facts are read: IIS `cs-host`, CloudFront
 * `x-host-header` (the viewer's Host; its `cs(Host)` is the distribution's own name, read only
 * when there is nothing else). IIS writes a space in a header as `+`; CloudFront URL-encodes
 * the user agent and referer (standard-logs-reference: "URL-encoded"), so a tab-separated
 * line's text fields are percent-decoded instead.
 */
import { parseCount, parseStatus, presentText, toOriginForm } from './log-fields';
import { malformed, MalformedReason, type LogLineReader, type LogLineResult } from './log-request';
import { parseW3cTime } from './log-time';

/** The columns of the last `#Fields:` directive, by lower-case name. */
interface Columns {
  readonly date: number;
  readonly time: number;
  readonly ip: number;
  readonly method: number;
  readonly stem: number;
  readonly query: number;
  readonly status: number;
  readonly bytes: number;
  readonly userAgent: number;
  readonly referer: number;
  /** Host columns, best first. */
  readonly hosts: readonly number[];
}

function columnsOf(directive: string): Columns {
  const names = directive
    .slice('#Fields:'.length)
    .trim()
    .split(/[ \t]/)
    .filter((name) => name !== '')
    .map((name) => name.toLowerCase());
  const at = (name: string) => names.indexOf(name);
  return {
    date: at('date'),
    time: at('time'),
    ip: at('c-ip'),
    method: at('cs-method'),
    stem: at('cs-uri-stem'),
    query: at('cs-uri-query'),
    status: at('sc-status'),
    bytes: at('sc-bytes'),
    userAgent: at('cs(user-agent)'),
    referer: at('cs(referer)'),
    hosts: [at('x-host-header'), at('cs-host'), at('cs(host)')].filter((index) => index >= 0),
  };
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function hexValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  const lower = code | 0x20;
  return lower >= 97 && lower <= 102 ? lower - 87 : -1;
}

/** `%20` → space, the bytes read as UTF-8 (invalid bytes replaced); a lone `%` stays. */
export function percentDecode(text: string): string {
  if (!text.includes('%')) return text;
  const bytes = encoder.encode(text);
  let out = 0;
  for (let at = 0; at < bytes.length; at++) {
    const high = bytes[at] === 37 && at + 2 < bytes.length ? hexValue(bytes[at + 1]) : -1;
    const low = high < 0 ? -1 : hexValue(bytes[at + 2]);
    if (low < 0) bytes[out++] = bytes[at];
    else {
      bytes[out++] = high * 16 + low;
      at += 2;
    }
  }
  return decoder.decode(bytes.subarray(0, out));
}

/** Field `index` of the line, or undefined (`-`, or no such column). */
function field(fields: readonly string[], index: number): string | undefined {
  return index < 0 ? undefined : presentText(fields[index]);
}

function readRow(line: string, columns: Columns): LogLineResult {
  const isTabbed = line.includes('\t');
  const fields = line.split(isTabbed ? '\t' : ' ');
  const text = (index: number): string | undefined => {
    const value = field(fields, index);
    if (value === undefined) return undefined;
    return isTabbed ? percentDecode(value) : value.replaceAll('+', ' ');
  };
  const ip = field(fields, columns.ip);
  const stem = field(fields, columns.stem);
  const statusText = field(fields, columns.status);
  if (fields.length < 3) return malformed(MalformedReason.tooFewFields);
  if (ip === undefined || stem === undefined || statusText === undefined)
    return malformed(MalformedReason.missingField);
  const status = parseStatus(statusText);
  if (status === undefined) return malformed(MalformedReason.badStatus);
  const bytes = columns.bytes < 0 ? null : parseCount(fields[columns.bytes] ?? '-');
  if (bytes === undefined) return malformed(MalformedReason.badBytes);
  const date = field(fields, columns.date);
  const clock = field(fields, columns.time);
  const time = date === undefined || clock === undefined ? null : parseW3cTime(date, clock);
  if (time === null && date !== undefined) return malformed(MalformedReason.badTime);
  const query = field(fields, columns.query);
  const target = toOriginForm(query === undefined ? stem : `${stem}?${query}`);
  const hostIndex = columns.hosts.find((index) => field(fields, index) !== undefined);
  const host = hostIndex === undefined ? target.host : field(fields, hostIndex)?.toLowerCase();
  const referer = text(columns.referer);
  return {
    ok: true,
    request: {
      time,
      ip,
      method: field(fields, columns.method) ?? 'GET',
      ...(host === undefined ? {} : { host }),
      path: target.path,
      status,
      bytes,
      userAgent: text(columns.userAgent) ?? '',
      ...(referer === undefined ? {} : { referer }),
    },
  };
}

/** A reader of W3C extended lines; it keeps the last `#Fields:` directive it read. */
export function createW3cReader(): LogLineReader {
  let columns: Columns | null = null;
  return {
    read(line) {
      if (line.startsWith('#')) {
        if (line.startsWith('#Fields:')) columns = columnsOf(line);
        return null;
      }
      if (line.trim() === '') return null;
      if (columns === null) return malformed(MalformedReason.noFieldsDirective);
      return readRow(line, columns);
    },
  };
}

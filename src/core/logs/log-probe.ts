/**
 * What a dropped file is to the logs reader, from its first bytes and never its name: an
 * access log (its first lines fit a format, log-format.ts), an operator's range file (a JSON
 * object with `"prefixes"`, published-ranges.ts), or something else (a sitemap, a robots.txt,
 * a crawl export: the page's other readers take it). A gzip, tar or zip is looked into: the
 * text of its first member decides, so `access.log.gz` is a log and `sitemap.xml.gz` is not.
 */
import { InflateBudget } from '../archive/inflate-limits';
import { InflateStream } from '../archive/inflate-stream';
import { sniffFormat } from '../archive/sniff-format';
import { sniffLogFormat } from './log-format';

export type LogProbeKind = 'log' | 'ranges' | 'other';

/** Bytes read from the start of a file to decide (enough for 8 lines of any real log). */
export const LOG_PROBE_BYTES = 64 * 1024;

/** Inflated bytes looked at inside a container: as many as a plain file's. */
const probeBudget = () =>
  new InflateBudget({ perStreamBytes: LOG_PROBE_BYTES, totalBytes: LOG_PROBE_BYTES });

const tarHeaderBytes = 512;
/** PKZIP APPNOTE §4.3.7: the local file header's fixed part. */
const zipLocalHeaderBytes = 30;

/** The kind of a file from its first `LOG_PROBE_BYTES` bytes. */
export function logProbeKindOf(head: Uint8Array, depth = 0): LogProbeKind {
  const format = sniffFormat(head);
  if (depth >= 2) return format === 'text' || format === 'unknown' ? textKindOf(head) : 'other';
  if (format === 'gzip') return logProbeKindOf(inflated(head, 'gzip'), depth + 1);
  if (format === 'tar') return logProbeKindOf(firstTarMember(head), depth + 1);
  if (format === 'zip') return logProbeKindOf(firstZipMember(head), depth + 1);
  // Lenient: a log with a stray byte reads as `unknown` and is still judged by its lines.
  return format === 'text' || format === 'unknown' ? textKindOf(head) : 'other';
}

/** A text's kind from its whole first lines (the last, maybe cut, is left out). */
function textKindOf(head: Uint8Array): LogProbeKind {
  const text = new TextDecoder('utf-8').decode(head).replace(/^\uFEFF/, '');
  const start = text.trimStart();
  if (start.startsWith('{') && /"prefixes"\s*:/.test(text.slice(0, 4096))) return 'ranges';
  if (start.startsWith('<')) return 'other';
  const lines = text.split(/\r?\n/);
  if (lines.length > 1) lines.pop();
  const format = sniffLogFormat(lines);
  // Plain JSON lines need a field map the page cannot ask for: only the CDNs' are logs here.
  return format !== undefined && format !== 'json' ? 'log' : 'other';
}

function inflated(head: Uint8Array, format: 'gzip' | 'deflate'): Uint8Array {
  const parts: Uint8Array[] = [];
  const stream = new InflateStream(format, (chunk) => parts.push(chunk.slice()), probeBudget());
  // The head is cut where the probe stopped reading: an unfinished stream is expected.
  try {
    stream.push(head, false);
  } catch {
    return new Uint8Array(0);
  }
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes.subarray(0, LOG_PROBE_BYTES);
}

/** The first member's bytes of a tar, without the block's padding (POSIX ustar: size at 124, octal). */
function firstTarMember(head: Uint8Array): Uint8Array {
  const sizeText = new TextDecoder().decode(head.subarray(124, 136)).replace(/[\0 ]+$/, '');
  const size = Number.parseInt(sizeText.trim() || '0', 8);
  return head.subarray(tarHeaderBytes, tarHeaderBytes + (Number.isFinite(size) ? size : 0));
}

/** The first member's first bytes of a zip (stored or deflated), from its local header. */
function firstZipMember(head: Uint8Array): Uint8Array {
  if (head.length < zipLocalHeaderBytes) return new Uint8Array(0);
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const method = view.getUint16(8, true);
  const start = zipLocalHeaderBytes + view.getUint16(26, true) + view.getUint16(28, true);
  const data = head.subarray(start);
  if (method === 0) return data;
  return method === 8 ? inflated(data, 'deflate') : new Uint8Array(0);
}

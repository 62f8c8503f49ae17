/**
 * parseRobots: robots.txt bytes (or text) to RobotsTxt. The tokenizer's handler that keeps
 * everything a reader needs: groups (RFC 9309 §2.1: user-agent lines followed by rules),
 * sitemaps, unsupported records, per-line tags and flags, and where Google's 500 KiB limit
 * cut the file (https://developers.google.com/search/docs/crawling-indexing/robots/robots_txt#file-format).
 */
import { decodeRange, encodeUtf8, findInvalidUtf8 } from './bytes';
import { unsupportedKnownKeys } from './record-key';
import { escapePattern } from './pattern';
import { sniffNotRobots } from './sniff-content';
import type {
  RobotsRule,
  RobotsSitemap,
  RobotsTxt,
  RobotsUnsupportedRecord,
  RobotsUserAgent,
} from './robots-txt';
import { tokenizeRobots, type RobotsToken, type RobotsTokenHandler } from './tokenize';
import { extractUserAgent, isGlobalUserAgent } from './user-agent';

/**
 * Google: "Google enforces a robots.txt file size limit of 500 kibibytes (KiB). Content which
 * is after the maximum file size is ignored." RFC 9309 §2.5 requires at least 500 KiB.
 */
export const robotsSizeLimitBytes = 500 * 1024;

const tagCode = {
  'user-agent': 1,
  allow: 2,
  disallow: 3,
  sitemap: 4,
  unused: 5,
  unknown: 6,
} as const;

interface MutableGroup {
  userAgents: RobotsUserAgent[];
  rules: RobotsRule[];
  startLine: number;
  endLine: number;
}

class RobotsTxtBuilder implements RobotsTokenHandler {
  readonly groups: MutableGroup[] = [];
  readonly rulesOutsideGroups: RobotsRule[] = [];
  readonly sitemaps: RobotsSitemap[] = [];
  readonly unsupported: RobotsUnsupportedRecord[] = [];
  lineTags: Uint8Array;
  lineFlags: Uint8Array;
  private current: MutableGroup | null = null;

  /**
   * @param asciiText the input as text when it is all ASCII: byte offsets are then string
   *   offsets and values are cheap slices (measured 2026-11-30: about half the parse time
   *   of a 500 KiB file went to decoding values one by one).
   */
  constructor(
    private readonly bytes: Uint8Array,
    private readonly asciiText: string | null,
    expectedLines: number,
  ) {
    this.lineTags = new Uint8Array(expectedLines);
    this.lineFlags = new Uint8Array(expectedLines);
  }

  onRecord(token: RobotsToken): void {
    const { bytes, asciiText } = this;
    const key =
      asciiText !== null
        ? asciiText.slice(token.keyStart, token.keyEnd)
        : decodeRange(bytes, token.keyStart, token.keyEnd);
    const value =
      asciiText !== null
        ? asciiText.slice(token.valueStart, token.valueEnd)
        : decodeRange(bytes, token.valueStart, token.valueEnd);
    const line = token.line;
    switch (token.kind) {
      case 'user-agent': {
        // A user-agent line after a rule starts a new group (google/robotstxt seen_separator_).
        if (this.current === null || this.current.rules.length > 0) {
          this.current = { userAgents: [], rules: [], startLine: line, endLine: line };
          this.groups.push(this.current);
        }
        const isGlobal = isGlobalUserAgent(value);
        this.current.userAgents.push({
          line,
          key,
          value,
          isGlobal,
          token: isGlobal ? '*' : extractUserAgent(value),
        });
        this.current.endLine = line;
        this.setTag(line, tagCode['user-agent']);
        break;
      }
      case 'allow':
      case 'disallow': {
        const rule: RobotsRule = {
          line,
          kind: token.kind,
          key,
          value,
          pattern: patternOf(bytes, token.valueStart, token.valueEnd, value),
        };
        if (this.current === null) {
          this.rulesOutsideGroups.push(rule);
        } else {
          this.current.rules.push(rule);
          this.current.endLine = line;
        }
        this.setTag(line, tagCode[token.kind]);
        break;
      }
      case 'sitemap':
        this.sitemaps.push({ line, key, url: value });
        this.setTag(line, tagCode.sitemap);
        break;
      case 'unknown': {
        const isKnown = unsupportedKnownKeys.has(key.toLowerCase());
        this.unsupported.push({ line, key, value, isKnown });
        this.setTag(line, isKnown ? tagCode.unused : tagCode.unknown);
        break;
      }
    }
  }

  onLineMetadata(line: number, flags: number): void {
    this.ensure(line);
    this.lineFlags[line - 1] = flags;
  }

  private setTag(line: number, tag: number): void {
    this.ensure(line);
    this.lineTags[line - 1] = tag;
  }

  private ensure(line: number): void {
    if (line <= this.lineTags.length) return;
    const size = Math.max(line, this.lineTags.length * 2);
    const tags = new Uint8Array(size);
    tags.set(this.lineTags);
    const flags = new Uint8Array(size);
    flags.set(this.lineFlags);
    this.lineTags = tags;
    this.lineFlags = flags;
  }
}

/** The Google-normalised pattern; the value itself when it has no `%` and no octet ≥ 0x80. */
function patternOf(bytes: Uint8Array, start: number, end: number, value: string): string {
  for (let i = start; i < end; i++) {
    const b = bytes[i];
    if (b === 0x25 || b >= 0x80) return escapePattern(bytes, start, end);
  }
  return value;
}

const asciiDecoder = new TextDecoder('utf-8', { ignoreBOM: true });

function isAscii(bytes: Uint8Array, end: number): boolean {
  for (let i = 0; i < end; i++) if (bytes[i] >= 0x80) return false;
  return true;
}

/** 1-based line of each byte offset (offsets ascending), with the tokenizer's line-break rules. */
export function linesAtOffsets(bytes: Uint8Array, offsets: readonly number[]): number[] {
  const lines: number[] = [];
  let line = 1;
  let i = 0;
  for (const offset of offsets) {
    for (; i < offset; i++) {
      const b = bytes[i];
      if (b === 0x0d || (b === 0x0a && (i === 0 || bytes[i - 1] !== 0x0d))) line++;
    }
    lines.push(line);
  }
  return lines;
}

export interface ParseRobotsOptions {
  /**
   * Bytes read (default: Google's documented 500 KiB). `Infinity` reads everything, as
   * google/robotstxt itself does (the conformance data's `oracle_*` answers).
   */
  readonly limitBytes?: number;
  /** The file's real size when `input` is only its head (the pipeline keeps at most 16 MiB). */
  readonly fileBytes?: number;
}

/** Parses robots.txt as Google does, applying Google's documented 500 KiB limit. */
export function parseRobots(input: string | Uint8Array, options?: ParseRobotsOptions): RobotsTxt {
  const bytes = typeof input === 'string' ? encodeUtf8(input) : input;
  const limitBytes = options?.limitBytes ?? robotsSizeLimitBytes;
  const end = Math.min(bytes.length, limitBytes);
  let asciiText: string | null = null;
  if (typeof input === 'string') {
    // UTF-8 and UTF-16 lengths agree only when every character is ASCII.
    if (input.length === bytes.length) asciiText = input;
  } else if (isAscii(bytes, end)) {
    asciiText = asciiDecoder.decode(bytes.subarray(0, end));
  }
  const builder = new RobotsTxtBuilder(bytes, asciiText, 64);
  const parsedLineCount = tokenizeRobots(bytes, builder, end);

  let lineCount = parsedLineCount;
  let sizeLimit: RobotsTxt['sizeLimit'] = null;
  if (bytes.length > end) {
    const [cutLine, totalLines] = linesAtOffsets(bytes, [end, bytes.length]);
    const before = bytes[end - 1];
    sizeLimit = { limitBytes, line: cutLine, isMidLine: before !== 0x0a && before !== 0x0d };
    lineCount = totalLines;
  }
  let invalidUtf8Lines: number[] = [];
  const invalid = findInvalidUtf8(bytes, 0, bytes.length, 20);
  if (invalid.length > 0) invalidUtf8Lines = [...new Set(linesAtOffsets(bytes, invalid))];

  return {
    byteLength: options?.fileBytes ?? bytes.length,
    lineCount,
    parsedLineCount,
    groups: builder.groups,
    rulesOutsideGroups: builder.rulesOutsideGroups,
    sitemaps: builder.sitemaps,
    unsupported: builder.unsupported,
    sizeLimit,
    // Exact-size copies: a structured clone (postMessage) copies a view's whole buffer.
    lineTags: builder.lineTags.slice(0, parsedLineCount),
    lineFlags: builder.lineFlags.slice(0, parsedLineCount),
    invalidUtf8Lines,
    hasBom: bytes.length > 0 && bytes[0] === 0xef,
    looksLike: sniffNotRobots(bytes),
  };
}

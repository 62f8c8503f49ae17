/**
 * The parsed form of one robots.txt: groups of user-agent lines and rules, sitemaps,
 * unsupported records and per-line metadata, all with 1-based line numbers. Plain data (no
 * class, no functions) so it can cross the worker boundary; the matcher compiles it on first
 * use. RFC 9309 §2.1–2.2.
 */
import type { RecordKind } from './record-key';
import type { ContentKind } from './sniff-content';

export interface RobotsUserAgent {
  readonly line: number;
  /** The key as written ("User-agent", "useragent", …). */
  readonly key: string;
  /** The value as written. */
  readonly value: string;
  /** What google/robotstxt compares with the crawler's token ("Googlebot/2.1" → "Googlebot"). */
  readonly token: string;
  /** `*` (or `*` followed by whitespace): the global group. */
  readonly isGlobal: boolean;
}

export type RuleKind = 'allow' | 'disallow';

export interface RobotsRule {
  readonly line: number;
  readonly kind: RuleKind;
  readonly key: string;
  /** The value as written (decoded as UTF-8). */
  readonly value: string;
  /** The value normalised as Google does (%xx upper-cased, octets ≥ 0x80 %-encoded); ASCII. */
  readonly pattern: string;
}

export interface RobotsGroup {
  /** One or more user-agent lines; a group starts at a user-agent line that follows a rule. */
  readonly userAgents: readonly RobotsUserAgent[];
  readonly rules: readonly RobotsRule[];
  /** Line of the first user-agent. */
  readonly startLine: number;
  /** Line of the last user-agent or rule. */
  readonly endLine: number;
}

export interface RobotsSitemap {
  readonly line: number;
  readonly key: string;
  readonly url: string;
}

export interface RobotsUnsupportedRecord {
  readonly line: number;
  readonly key: string;
  readonly value: string;
  /** A known record Google does not support (crawl-delay, host, noindex, …), not an unknown key. */
  readonly isKnown: boolean;
}

/** Where Google's documented 500 KiB limit cut the file. */
export interface RobotsSizeLimit {
  readonly limitBytes: number;
  /** The line in which the first ignored byte sits. */
  readonly line: number;
  /** The cut falls inside that line (part of it was read), rather than at its start. */
  readonly isMidLine: boolean;
}

/** Line tags of google/robotstxt's reporter (RobotsParsedLine::RobotsTagName). */
export type RobotsLineTag = 'none' | Exclude<RecordKind, 'unknown'> | 'unused' | 'unknown';

export const lineTagCodes: readonly RobotsLineTag[] = [
  'none',
  'user-agent',
  'allow',
  'disallow',
  'sitemap',
  'unused',
  'unknown',
];

export interface RobotsTxt {
  /** Bytes of the whole input. */
  readonly byteLength: number;
  /** Lines of the whole input (a final line break starts one more, empty, line). */
  readonly lineCount: number;
  /** Lines read, up to the 500 KiB cut. */
  readonly parsedLineCount: number;
  readonly groups: readonly RobotsGroup[];
  /** Rules before the first user-agent line: ignored by every crawler. */
  readonly rulesOutsideGroups: readonly RobotsRule[];
  readonly sitemaps: readonly RobotsSitemap[];
  readonly unsupported: readonly RobotsUnsupportedRecord[];
  readonly sizeLimit: RobotsSizeLimit | null;
  /** Per read line (index = line − 1): index into lineTagCodes. */
  readonly lineTags: Uint8Array;
  /** Per read line: LineFlag bits (tokenize.ts). */
  readonly lineFlags: Uint8Array;
  /** Lines holding bytes that are not UTF-8 (at most 20). */
  readonly invalidUtf8Lines: readonly number[];
  /** Started with a full or partial UTF-8 byte order mark (skipped). */
  readonly hasBom: boolean;
  /** What the content looks like when it is clearly not a robots.txt (an HTML page, JSON, …). */
  readonly looksLike: ContentKind | null;
}

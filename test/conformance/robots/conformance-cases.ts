/**
 * Runs one case of the robots.txt conformance data (schema: README.md in this folder) against
 * our engine. Shared by `npm run conformance` (scripts/conformance.ts) and the vitest suite
 * (test/conformance/robots.test.ts), so both count exactly the same way.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { encodeUtf8 } from '../../../src/core/robots/engine/bytes';
import { checkUrl } from '../../../src/core/robots/engine/matcher';
import { parseRobots } from '../../../src/core/robots/engine/parse-robots';
import { escapePattern, escapePatternText } from '../../../src/core/robots/engine/pattern';
import { tokenizeRobots, LineFlag, type RobotsToken } from '../../../src/core/robots/engine/tokenize';
import { getPathParamsQuery } from '../../../src/core/robots/engine/url-path';
import { isValidUserAgentToObey } from '../../../src/core/robots/engine/user-agent';
import { lineTagCodes, type RobotsTxt } from '../../../src/core/robots/engine/robots-txt';

type Base64 = { base64: string };
export type Case = Record<string, unknown> & { id: string };

export interface CaseResult {
  readonly id: string;
  readonly passed: boolean;
  readonly expected: string;
  readonly got: string;
}

/** Reads a .jsonl or .jsonl.gz file of cases. */
export function readCases(file: string): Case[] {
  let data = readFileSync(file);
  if (file.endsWith('.gz')) data = gunzipSync(data);
  return data
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Case);
}

const toBytes = (value: string | Base64): Uint8Array =>
  typeof value === 'string' ? encodeUtf8(value) : new Uint8Array(Buffer.from(value.base64, 'base64'));

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => Buffer.from(a).equals(Buffer.from(b));

function robotsBytes(c: Case): Uint8Array {
  return typeof c.robots === 'string' ? encodeUtf8(c.robots) : toBytes({ base64: c.robots_base64 as string });
}

/** Parses are shared between cases with the same body (the data repeats bodies). */
const parsed = new Map<string, RobotsTxt>();
function parseCached(c: Case): RobotsTxt {
  const key = typeof c.robots === 'string' ? 's' + c.robots : 'b' + String(c.robots_base64);
  let robots = parsed.get(key);
  if (robots === undefined) {
    if (parsed.size > 64) parsed.clear();
    robots = parseRobots(robotsBytes(c));
    parsed.set(key, robots);
  }
  return robots;
}

export function runCase(c: Case): CaseResult {
  if ('allowed' in c && 'url' in c) return runCheck(c);
  if ('path' in c) return result(c.id, c.path as string, getPathParamsQuery(c.url as string));
  if ('escaped' in c) return result(c.id, c.escaped as string, escapePatternText(c.pattern as string));
  if ('valid' in c) return result(c.id, String(c.valid), String(isValidUserAgentToObey(c.agent as string)));
  if ('events' in c) return runParse(c);
  return { id: c.id, passed: false, expected: 'a known case schema', got: Object.keys(c).join(',') };
}

/**
 * For `size-limit` cases: what google/robotstxt itself answers when nothing is cut
 * (`oracle_allowed` / `oracle_line`), with our parser reading the whole file.
 */
export function runOracle(c: Case): CaseResult | null {
  if (!('oracle_allowed' in c)) return null;
  const agents = (c.agents as string[] | undefined) ?? (c.agent as string);
  const verdict = checkUrl(parseRobots(robotsBytes(c), { limitBytes: Infinity }), agents, c.url as string);
  const show = (allowed: boolean, line: number): string => `${allowed ? 'allowed' : 'disallowed'} line ${line}`;
  return result(c.id, show(c.oracle_allowed as boolean, c.oracle_line as number), show(verdict.allowed, verdict.line));
}

const result = (id: string, expected: string, got: string): CaseResult => ({ id, passed: expected === got, expected, got });

function runCheck(c: Case): CaseResult {
  const agents = (c.agents as string[] | undefined) ?? (c.agent as string);
  const verdict = checkUrl(parseCached(c), agents, c.url as string);
  const show = (allowed: boolean, line: number): string => `${allowed ? 'allowed' : 'disallowed'} line ${line}`;
  return result(c.id, show(c.allowed as boolean, c.line as number), show(verdict.allowed, verdict.line));
}

interface ExpectedEvent {
  line: number;
  kind: string;
  key?: string | Base64;
  value: string | Base64;
}
interface ExpectedLine {
  line: number;
  tag: string;
  [flag: string]: unknown;
}

const flagNames: Record<string, number> = {
  is_empty: LineFlag.isEmpty,
  has_comment: LineFlag.hasComment,
  is_comment: LineFlag.isComment,
  has_directive: LineFlag.hasDirective,
  is_acceptable_typo: LineFlag.isAcceptableTypo,
  is_line_too_long: LineFlag.isLineTooLong,
  is_missing_colon_separator: LineFlag.isMissingColonSeparator,
};

/** google-parse: every parser event and every line's tag and flags, plus the asserted counts. */
function runParse(c: Case): CaseResult {
  const bytes = robotsBytes(c);
  const tokens: RobotsToken[] = [];
  const lineCount = tokenizeRobots(bytes, { onRecord: (t) => tokens.push(t), onLineMetadata: () => {} });
  const problems: string[] = [];
  const events = c.events as ExpectedEvent[];
  if (events.length !== tokens.length) problems.push(`${tokens.length} events, expected ${events.length}`);
  events.forEach((event, i) => {
    const token = tokens[i];
    if (!token) return;
    const normalised = token.kind === 'allow' || token.kind === 'disallow' || token.kind === 'unknown';
    const valueOk = normalised && typeof event.value === 'string'
      ? escapePattern(bytes, token.valueStart, token.valueEnd) === event.value
      : sameBytes(bytes.subarray(token.valueStart, token.valueEnd), toBytes(event.value));
    const keyOk = event.key === undefined || sameBytes(bytes.subarray(token.keyStart, token.keyEnd), toBytes(event.key));
    if (token.line !== event.line || token.kind !== event.kind || !valueOk || !keyOk) {
      problems.push(`event ${i + 1}: got line ${token.line} ${token.kind}, expected ${JSON.stringify(event).slice(0, 120)}`);
    }
  });
  const robots = parseRobots(bytes);
  const lines = c.lines as ExpectedLine[];
  if (lines.length !== robots.parsedLineCount) problems.push(`${robots.parsedLineCount} lines, expected ${lines.length}`);
  for (const expected of lines) {
    const index = expected.line - 1;
    const tag = lineTagCodes[robots.lineTags[index]];
    const gotTag = tag === 'none' ? 'unknown' : tag;
    const flags = robots.lineFlags[index];
    const wrong = Object.entries(flagNames).filter(([name, bit]) => Boolean(flags & bit) !== expected[name]);
    if (gotTag !== expected.tag || wrong.length > 0) {
      problems.push(`line ${expected.line}: tag ${gotTag} (expected ${expected.tag}), flags wrong: ${wrong.map(([n]) => n).join(',')}`);
    }
  }
  const expect = c.expect as Record<string, unknown>;
  const tags = Array.from(robots.lineTags, (t) => lineTagCodes[t]);
  const counts: Record<string, unknown> = {
    directives: tags.filter((t) => t === 'user-agent' || t === 'allow' || t === 'disallow' || t === 'sitemap').length,
    unknown_directives: tags.filter((t) => t === 'unused' || t === 'unknown').length,
    last_directive_line: tags.reduce((last, t, i) => (t !== 'none' ? i + 1 : last), 0),
    line_count: lineCount,
    sitemap: robots.sitemaps.at(-1)?.url,
  };
  for (const [name, value] of Object.entries(expect)) {
    if (name in counts && counts[name] !== value) problems.push(`${name} ${String(counts[name])}, expected ${String(value)}`);
  }
  return { id: c.id, passed: problems.length === 0, expected: 'events and lines as google/robotstxt', got: problems.join('; ') || 'same' };
}

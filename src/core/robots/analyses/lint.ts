/**
 * robots.txt lint: the common accidents, each as a Problem with a stable code (lint-codes.ts).
 * A third consumer of the parse, beside the matcher and the line report. This file holds the
 * file-, line- and value-level checks; lint-groups.ts the checks that need the groups merged
 * per crawler; lint-preferences.ts the AI preference lines;
 * lint-crawlers.ts what the file says to crawlers as their operators document them. Time is linear in the input (per-code caps keep hostile files short).
 */
import { createProblem, type Problem } from '../../problems/problem';
import { preferenceRecordOf } from './ai-preferences';
import type { RobotsLintCode } from './lint-codes';
import { lintCrawlers } from './lint-crawlers';
import { lintGroups } from './lint-groups';
import { lintPreferences } from './lint-preferences';
import { parseRobots } from '../engine/parse-robots';
import { canonicalKey, isExactKey } from '../engine/record-key';
import type { RobotsRule, RobotsTxt } from '../engine/robots-txt';
import { LineFlag, maxLineBytes } from '../engine/tokenize';
import { readPolicyGroups, usagePolicyKeys } from './usage-policies';

/** Problems listed per code before the rest are summed up in one `lint-capped`. */
export const problemsPerCodeLimit = 200;

type Sink = (code: RobotsLintCode, line: number, params?: Record<string, string | number>) => void;

/** Lints a robots.txt (parsed, or bytes/text to parse). Problems are sorted by line. */
export function lintRobots(input: RobotsTxt | string | Uint8Array): Problem[] {
  const robots =
    typeof input === 'string' || input instanceof Uint8Array ? parseRobots(input) : input;
  const problems: Problem[] = [];
  const counts = new Map<RobotsLintCode, number>();
  const report: Sink = (code, line, params) => {
    const count = (counts.get(code) ?? 0) + 1;
    counts.set(code, count);
    if (count <= problemsPerCodeLimit) problems.push(robotsProblem(code, line, params));
  };
  lintFile(robots, report);
  lintLines(robots, report);
  lintRecords(robots, report);
  lintGroups(robots, report);
  lintPreferences(robots, report);
  lintCrawlers(robots, report);
  for (const [code, count] of counts) {
    if (count > problemsPerCodeLimit)
      problems.push(robotsProblem('lint-capped', 0, { code, count: count - problemsPerCodeLimit }));
  }
  return problems.sort((a, b) => a.line - b.line);
}

function lintFile(robots: RobotsTxt, report: Sink): void {
  if (robots.looksLike !== null)
    // `kind` is a ContentKind code (html, xml, json, binary): the catalogs word it.
    report('not-robots-txt', 0, { kind: robots.looksLike });
  for (const line of robots.invalidUtf8Lines) report('not-utf8', line, { line });
  if (robots.sizeLimit !== null) {
    report('size-limit', robots.sizeLimit.line, {
      bytes: robots.byteLength,
      line: robots.sizeLimit.line,
    });
  }
  if (robots.groups.length === 0 && robots.byteLength > 0) report('no-groups', 0);
  for (const policy of readPolicyGroups(robots))
    report('policy-group', policy.line, {
      line: policy.line,
      label: policy.label,
      namespace: policy.namespace,
      name: policy.name,
    });
  for (const rule of robots.rulesOutsideGroups) {
    report('rule-outside-group', rule.line, { record: canonicalKey[rule.kind], line: rule.line });
  }
}

function lintLines(robots: RobotsTxt, report: Sink): void {
  const { lineFlags, lineTags } = robots;
  const cutLine = robots.sizeLimit?.isMidLine ? robots.sizeLimit.line : 0;
  for (let index = 0; index < lineFlags.length; index++) {
    const flags = lineFlags[index];
    const line = index + 1;
    if (flags & LineFlag.hasNul) report('nul-byte', line, { line });
    if (flags & LineFlag.isLineTooLong)
      report('line-too-long', line, { line, bytes: `more than ${maxLineBytes}` });
    const isBlank = (flags & (LineFlag.isEmpty | LineFlag.isComment)) !== 0;
    // Not reported line by line when the whole file is clearly something else (not-robots-txt says it once).
    if (
      robots.looksLike === null &&
      !isBlank &&
      !(flags & LineFlag.hasDirective) &&
      lineTags[index] === 0 &&
      line !== cutLine
    ) {
      report('line-not-understood', line, { line });
    }
  }
}

/** Keys (typos, prefixes, missing colons), unsupported records, values and sitemaps. */
function lintRecords(robots: RobotsTxt, report: Sink): void {
  const flagsOf = (line: number): number => robots.lineFlags[line - 1] ?? 0;
  const checkKey = (line: number, key: string, kind: keyof typeof canonicalKey): void => {
    const flags = flagsOf(line);
    const record = canonicalKey[kind];
    if (flags & LineFlag.isMissingColonSeparator) report('missing-colon', line, { key, line });
    if (flags & LineFlag.isAcceptableTypo) report('key-typo', line, { key, record });
    else if (!isExactKey(key, kind)) report('key-prefix', line, { key, record });
  };
  for (const group of robots.groups) {
    for (const ua of group.userAgents) {
      checkKey(ua.line, ua.key, 'user-agent');
      if (ua.isGlobal) continue;
      if (ua.token === '') report('user-agent-empty', ua.line, { value: ua.value });
      else if (ua.token !== ua.value)
        report('user-agent-cut', ua.line, { value: ua.value, token: ua.token });
    }
    for (const rule of group.rules) {
      checkKey(rule.line, rule.key, rule.kind);
      lintValue(rule, report);
    }
  }
  for (const rule of robots.rulesOutsideGroups) checkKey(rule.line, rule.key, rule.kind);
  for (const sitemap of robots.sitemaps) {
    checkKey(sitemap.line, sitemap.key, 'sitemap');
    if (!/^https?:\/\/[^\s/?#]+/i.test(sitemap.url))
      report('sitemap-not-absolute', sitemap.line, { url: sitemap.url, line: sitemap.line });
  }
  // Google parity (reporting_robots.cc kUnsupportedTags): known and unused, or unknown.
  for (const record of robots.unsupported) {
    const lower = record.key.toLowerCase();
    if (lower === 'noindex') report('noindex-ignored', record.line, { key: record.key });
    // Known and unused too; lint-preferences.ts says what they ask.
    else if (preferenceRecordOf(lower) !== null) continue;
    else if (usagePolicyKeys.has(lower))
      report('usage-policy-line', record.line, {
        key: record.key,
        line: record.line,
        spec: usagePolicyKeys.get(lower) ?? '',
      });
    else if (record.isKnown) report('record-ignored', record.line, { key: record.key });
    else report('record-unknown', record.line, { key: record.key, line: record.line });
  }
  if (robots.sizeLimit?.isMidLine) {
    const line = robots.sizeLimit.line;
    const rule = robots.groups.flatMap((g) => g.rules).find((r) => r.line === line);
    if (rule) report('size-limit-cuts-line', line, { line, read: `${rule.key}: ${rule.value}` });
  }
}

/** Regular-expression habits, each literal in robots.txt (RFC 9309 §2.2.3 knows only * and $). */
const regexHabit = /\.\*|\.\+|\\.|^\^|\||\(\?|\[[^\]]*\]|\([^)]*\)|[)\]*]\+|\+$/;

function lintValue(rule: RobotsRule, report: Sink): void {
  const { value, line } = rule;
  if (value === '') {
    if (rule.kind === 'disallow') report('disallow-empty', line, { line });
    return;
  }
  if (value[0] !== '/' && value[0] !== '*') report('value-not-path', line, { value, line });
  const habit = regexHabit.exec(value);
  if (habit) report('regex-syntax', line, { snippet: habit[0], value, line });
  if (value.indexOf('$') >= 0 && value.indexOf('$') < value.length - 1)
    report('dollar-not-at-end', line, { value, line });
  if (/[ \t]/.test(value)) report('value-whitespace', line, { value, line });
}

/** A lint problem: robots.txt problems are about a line, never a column. */
function robotsProblem(
  code: RobotsLintCode,
  line: number,
  params?: Record<string, string | number>,
): Problem {
  return createProblem(code, line, 0, params);
}

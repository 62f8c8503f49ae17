/**
 * Expectations: "this URL must stay allowed / blocked for this crawler", kept as a small text
 * file so it can be exported, imported and run in a deploy pipeline.
 *
 * Format (one expectation per line; blank lines and lines starting with `#` are ignored):
 *
 *     allow Googlebot /products/
 *     block GPTBot /
 *     block * https://www.example.com/admin/
 *
 * Fields are separated by spaces or tabs: `allow` or `block` (case-insensitive; `disallow` is
 * read as `block`), a product token or `*`, and a path or full URL (no spaces; encode them
 * as %20).
 */
import { checkProductToken } from './product-token';
import { RobotsMessageCode as Code, robotsMessage, type RobotsMessage } from './robots-messages';
import { chooseCrawlerGroup } from './crawler-groups';
import { compileRobots } from '../engine/matcher';
import type { RobotsTxt } from '../engine/robots-txt';
import type { RobotsSite } from './site-origin';
import { classifyTestLine } from './test-target';
import type { VerdictName } from './crosscheck';

export type ExpectedVerdict = 'allow' | 'block';

export interface Expectation {
  readonly expect: ExpectedVerdict;
  readonly agent: string;
  readonly url: string;
  /** 1-based line in the expectations file (0 when made in the UI). */
  readonly line: number;
}

export interface ExpectationParseError {
  readonly line: number;
  readonly message: RobotsMessage;
}

export interface ParsedExpectations {
  readonly expectations: Expectation[];
  readonly errors: ExpectationParseError[];
}

const keywords: Readonly<Record<string, ExpectedVerdict>> = {
  allow: 'allow',
  block: 'block',
  disallow: 'block',
};

/** Reads an expectations file; every bad line gets an error with its line number. */
export function parseExpectations(text: string): ParsedExpectations {
  const expectations: Expectation[] = [];
  const errors: ExpectationParseError[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const fields = trimmed.split(/[ \t]+/);
    const expect = keywords[fields[0].toLowerCase()];
    if (expect === undefined) {
      errors.push({ line, message: robotsMessage(Code.expectKeyword, { value: fields[0] }) });
      return;
    }
    if (fields.length !== 3) {
      const code = fields.length < 3 ? Code.expectFields : Code.expectTooMany;
      errors.push({ line, message: robotsMessage(code) });
      return;
    }
    const token = checkProductToken(fields[1]);
    if (!token.ok) {
      errors.push({ line, message: token.reason });
      return;
    }
    expectations.push({ expect, agent: fields[1], url: fields[2], line });
  });
  return { expectations, errors };
}

/** Writes expectations in the format parseExpectations reads (with a short header). */
export function serializeExpectations(expectations: readonly Expectation[]): string {
  const header = [
    '# robots.txt expectations: allow|block CRAWLER PATH-OR-URL',
    '# Run: npm run inspect -- --robots robots.txt --expect THIS_FILE URLS_FILE',
  ];
  return (
    [...header, ...expectations.map((e) => `${e.expect} ${e.agent} ${e.url}`)].join('\n') + '\n'
  );
}

export interface ExpectationResult {
  readonly expectation: Expectation;
  readonly actual: VerdictName;
  /** Deciding line (0: no rule matched, not covered or invalid). */
  readonly line: number;
  readonly pass: boolean;
  /** For `not-covered`: the origin of the URL, another site than the robots.txt's. */
  readonly otherOrigin?: string;
  /**
   * Why the URL is invalid (`actual` is `invalid`), or why a `block` fails although the rules
   * block: the crawler does not read robots.txt.
   */
  readonly reason?: RobotsMessage;
}

export interface ExpectationSummary {
  readonly total: number;
  readonly passed: number;
  readonly failed: number;
}

/** Checks each expectation; a URL of another site or an invalid one fails. */
export function evaluateExpectations(
  robots: RobotsTxt,
  site: RobotsSite | null,
  expectations: readonly Expectation[],
): { results: ExpectationResult[]; summary: ExpectationSummary } {
  const compiled = compileRobots(robots);
  const results = expectations.map((expectation): ExpectationResult => {
    const target = classifyTestLine(expectation.url, site);
    if (target.kind === 'other-site')
      return {
        expectation,
        actual: 'not-covered',
        line: 0,
        pass: false,
        otherOrigin: target.origin,
      };
    if (target.kind === 'invalid')
      return {
        expectation,
        actual: 'invalid',
        line: 0,
        pass: false,
        reason: target.reason,
      };
    // The same crawler reading as the matrix (crawler-groups.ts): Googlebot-Image follows a Googlebot group.
    const choice = chooseCrawlerGroup(robots, expectation.agent);
    const verdict = compiled.check(choice.checkToken, target.checked, choice.options);
    const actual = verdict.allowed ? 'allowed' : 'blocked';
    // A fetcher that does not read robots.txt (crawler-model.ts) is kept out by no rule: a
    // "must stay blocked" cannot hold, whatever the rules say; a "must stay allowed" does.
    if (!choice.standing.readsRobots)
      return {
        expectation,
        actual,
        line: verdict.line,
        pass: expectation.expect === 'allow',
        ...(expectation.expect === 'block'
          ? { reason: robotsMessage(Code.expectNotApplicable, { agent: expectation.agent }) }
          : {}),
      };
    return {
      expectation,
      actual,
      line: verdict.line,
      pass: (expectation.expect === 'allow') === verdict.allowed,
    };
  });
  const passed = results.filter((r) => r.pass).length;
  return { results, summary: { total: results.length, passed, failed: results.length - passed } };
}

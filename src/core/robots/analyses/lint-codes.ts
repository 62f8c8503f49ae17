/**
 * Every problem code the robots.txt lint reports, with its severity. The UI, the command
 * line, docs/robots-lint-codes.md and the tests all key on these codes; their words, in every
 * language, are the catalog's (src/messages/problems-*-robots.ts).
 *
 * One owner's table of the problem registry (src/core/problems/registry.ts), where codes are
 * unique across owners.
 *
 * Sources: RFC 9309; Google Search Central "How Google interprets the robots.txt
 * specification"; google/robotstxt (robots.cc) for what Google's parser accepts.
 */
import type { ProblemCodeInfo } from '../../problems/problem-code-info';
import { describeAnalysis } from '../../analyses/analysis-descriptor';

export const robotsLintCodes = {
  'not-robots-txt': { severity: 'error' },
  'not-utf8': { severity: 'warning' },
  'nul-byte': { severity: 'warning' },
  'size-limit': { severity: 'error' },
  'size-limit-cuts-line': { severity: 'error' },
  'line-too-long': { severity: 'warning' },
  'missing-colon': { severity: 'warning' },
  'key-typo': { severity: 'warning' },
  'key-prefix': { severity: 'warning' },
  'noindex-ignored': { severity: 'error' },
  'record-ignored': { severity: 'warning' },
  'record-unknown': { severity: 'warning' },
  'ai-preference': { severity: 'info' },
  'preference-parse-failed': { severity: 'warning' },
  'preference-unknown-key': { severity: 'warning' },
  'preference-unknown-value': { severity: 'warning' },
  'preference-old-label': { severity: 'warning' },
  'preference-repeated': { severity: 'warning' },
  'preference-outside-group': { severity: 'warning' },
  'preference-under-disallow': { severity: 'info' },
  'preference-scope-differs': { severity: 'info' },
  'policy-group': { severity: 'info' },
  'usage-policy-line': { severity: 'info' },
  'group-for-non-reader': { severity: 'info' },
  'line-not-understood': { severity: 'warning' },
  'no-groups': { severity: 'info' },
  'rule-outside-group': { severity: 'error' },
  'user-agent-cut': { severity: 'warning' },
  'user-agent-empty': { severity: 'warning' },
  'group-empty': { severity: 'warning' },
  'user-agent-merged': { severity: 'warning' },
  'global-rules-dropped': { severity: 'warning' },
  'disallow-all': { severity: 'error' },
  'disallow-all-other-crawlers': { severity: 'info' },
  'disallow-empty': { severity: 'info' },
  'allow-redundant': { severity: 'info' },
  'rule-duplicate': { severity: 'info' },
  'rule-shadowed': { severity: 'warning' },
  'regex-syntax': { severity: 'warning' },
  'dollar-not-at-end': { severity: 'warning' },
  'value-not-path': { severity: 'error' },
  'value-whitespace': { severity: 'warning' },
  'sitemap-not-absolute': { severity: 'error' },
  'lint-capped': { severity: 'info' },
} as const satisfies Record<string, ProblemCodeInfo>;

export type RobotsLintCode = keyof typeof robotsLintCodes;

/** The analysis that owns these codes (src/core/analyses/analysis-descriptors.ts lists it). */
export const robotsLintDescriptor = describeAnalysis({
  id: 'robots-lint',
  problemCodes: robotsLintCodes,
  docs: { file: 'docs/robots-lint-codes.md', title: 'robots.txt lint' },
});

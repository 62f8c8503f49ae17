/**
 * Problems the hreflang analysis of all loaded sitemaps reports (hreflang-analysis.ts), with
 * their severity; their words are the catalog's (src/messages/problems-*-hreflang.ts).
 *
 * Source: Google Search Central, "Tell Google about localized versions of your page"
 * (https://developers.google.com/search/docs/specialty/international/localized-versions):
 * "If two pages don't both point to each other, the tags will be ignored"; "each language
 * version must list itself as well as all other language versions"; language codes in ISO
 * 639-1, regions in ISO 3166-1 Alpha 2; `x-default` for the page of no particular language.
 */
import type { ProblemCodeInfo } from '../problems/problem-code-info';
import { describeAnalysis } from '../analyses/analysis-descriptor';
import { hreflangClusterRowColumn } from './hreflang-row-column';

export const hreflangProblemCodes = {
  'hreflang-no-return': { severity: 'error' },
  'hreflang-missing-self': { severity: 'warning' },
  'hreflang-invalid-code': { severity: 'error' },
  'hreflang-conflict': { severity: 'error' },
  'hreflang-target-not-listed': { severity: 'info' },
  'hreflang-target-blocked': { severity: 'warning' },
  'hreflang-no-x-default': { severity: 'info' },
} as const satisfies Record<string, ProblemCodeInfo>;

export type HreflangProblemCode = keyof typeof hreflangProblemCodes;

/**
 * `params.reason` of hreflang-invalid-code, a stable code, with its English template (the
 * problem carries the code only; src/messages words it, from problems-*-hreflang.ts in
 * Japanese and Chinese).
 */
export const hreflangCodeReasons = {
  'hreflang-code-slip': 'probably "{suggestion}"',
  'hreflang-code-unknown': 'no ISO 639-1 language, with an optional ISO 3166-1 region, reads so',
} as const;
export type HreflangCodeReason = keyof typeof hreflangCodeReasons;

/** The analysis that owns these codes (src/core/analyses/analysis-descriptors.ts lists it). */
export const hreflangDescriptor = describeAnalysis({
  id: 'hreflang',
  problemCodes: hreflangProblemCodes,
  docs: { file: 'docs/problem-codes.md', title: 'hreflang across all loaded sitemaps' },
  rowColumns: [hreflangClusterRowColumn],
  // The codes of a URL's own fault, which the rows carry.
  filters: [
    'hreflang-no-return',
    'hreflang-missing-self',
    'hreflang-invalid-code',
    'hreflang-conflict',
    'hreflang-target-not-listed',
  ],
});

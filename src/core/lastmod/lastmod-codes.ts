/**
 * The lastmod trust reasons as whole-file problems, with their severity (their words, which
 * name the threshold each was judged by, are the catalog's: src/messages/problems-*.ts). Sources: sitemaps.org (lastmod is
 * the page's last modification, not the file's generation time); Google Search Central
 * ("Build and submit a sitemap": lastmod is used only when consistently and verifiably
 * accurate).
 */
import type { ProblemCodeInfo } from '../problems/problem-code-info';
import { describeAnalysis } from '../analyses/analysis-descriptor';
import type { LastmodReasonCode } from './lastmod-reason';

export const lastmodProblemCodes = {
  'lastmod-absent': { severity: 'warning' },
  'lastmod-generation-time': { severity: 'warning' },
  'lastmod-few-distinct': { severity: 'warning' },
  'lastmod-future-dates': { severity: 'warning' },
  'lastmod-date-only': { severity: 'info' },
  'lastmod-index-mismatch': { severity: 'warning' },
  'lastmod-invalid-share': { severity: 'warning' },
} as const satisfies Record<string, ProblemCodeInfo>;

export type LastmodProblemCode = keyof typeof lastmodProblemCodes;

/** The problem code of each verdict reason. */
export const problemCodeOfReason: Record<LastmodReasonCode, LastmodProblemCode> = {
  absent: 'lastmod-absent',
  'generation-time': 'lastmod-generation-time',
  'few-distinct': 'lastmod-few-distinct',
  future: 'lastmod-future-dates',
  'date-only': 'lastmod-date-only',
  'index-mismatch': 'lastmod-index-mismatch',
  invalid: 'lastmod-invalid-share',
};

/** The analysis that owns these codes (src/core/analyses/analysis-descriptors.ts lists it). */
export const lastmodDescriptor = describeAnalysis({
  id: 'lastmod',
  problemCodes: lastmodProblemCodes,
  docs: { file: 'docs/problem-codes.md', title: 'lastmod trust (whole file)' },
  isStreamed: true,
});

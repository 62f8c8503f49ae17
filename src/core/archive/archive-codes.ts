/**
 * The problem codes of reading containers: decompression (gzip, zip, tar) and telling what a
 * file is. One owner's table of the problem registry (src/core/problems/registry.ts).
 *
 * Sources: RFC 1952 (gzip); PKWARE APPNOTE; Search Console's "Compression error".
 */
import type { ProblemCodeInfo } from '../problems/problem-code-info';
import { describeAnalysis } from '../analyses/analysis-descriptor';

export const archiveProblemCodes = {
  'inflate-limit': { severity: 'error' },
  'store-full': { severity: 'error' },
  'decompression-failed': { severity: 'error' },
  'zip-entries-overlap': { severity: 'error' },
  unreadable: { severity: 'error' },
} as const satisfies Record<string, ProblemCodeInfo>;

export type ArchiveProblemCode = keyof typeof archiveProblemCodes;

/** The analysis that owns these codes (src/core/analyses/analysis-descriptors.ts lists it). */
export const archiveDescriptor = describeAnalysis({
  id: 'archive',
  problemCodes: archiveProblemCodes,
  docs: { file: 'docs/problem-codes.md', title: 'Archive and decompression' },
});

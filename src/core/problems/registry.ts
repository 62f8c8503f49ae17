/**
 * Every problem code of the app, from the tables of the modules that report them: one
 * `ProblemCode` union and one lookup table for the readers, the session, the command line,
 * the Problems view and the tests. Each owner keeps its table (code → severity) beside its
 * code; the words of every code, English included, are the catalog's (src/messages), typed
 * against `ProblemCode` so that a code without them fails tsc.
 *
 * Adding an owner: write its table as
 * `export const thingProblemCodes = { 'code-name': { severity } }
 * as const satisfies Record<string, ProblemCodeInfo>;` (importing only
 * ./problem-code-info), import it here, and add one line `thing: thingProblemCodes,` to
 * `problemCodeOwners`. Codes must be unique across owners (registry.test.ts checks it).
 */
import { hreflangProblemCodes } from '../hreflang/hreflang-codes';
import { indexTreeProblemCodes } from '../analysis/index-tree-codes';
import { archiveProblemCodes } from '../archive/archive-codes';
import { crawlProblemCodes } from '../crawl/crawl-codes';
import { lastmodProblemCodes } from '../lastmod/lastmod-codes';
import { robotsCrossCheckCodes } from '../robots/analyses/crosscheck-codes';
import { robotsLintCodes } from '../robots/analyses/lint-codes';
import { sitemapProblemCodes } from '../sitemap/sitemap-codes';
import { siteProblemCodes } from '../site/fetch-codes';
import { generatorLintCodes } from '../sitemap/generator-lint-codes';
import type { ProblemCodeInfo } from './problem-code-info';

/** The per-owner tables, by owner. */
export const problemCodeOwners = {
  sitemap: sitemapProblemCodes,
  archive: archiveProblemCodes,
  'robots-lint': robotsLintCodes,
  'index-tree': indexTreeProblemCodes,
  lastmod: lastmodProblemCodes,
  'robots-crosscheck': robotsCrossCheckCodes,
  hreflang: hreflangProblemCodes,
  crawl: crawlProblemCodes,
  site: siteProblemCodes,
  'generator-lint': generatorLintCodes,
} as const;

export type ProblemOwner = keyof typeof problemCodeOwners;

export type ProblemCode = {
  [Owner in ProblemOwner]: keyof (typeof problemCodeOwners)[Owner];
}[ProblemOwner];

/** Every code's severity. */
export const problemCodes: Readonly<Record<ProblemCode, ProblemCodeInfo>> = Object.freeze(
  Object.assign({}, ...Object.values(problemCodeOwners)) as Record<ProblemCode, ProblemCodeInfo>,
);

export function isProblemCode(code: string): code is ProblemCode {
  return Object.hasOwn(problemCodes, code);
}

/** The code's entry, or undefined for a string that is no code (a code from a newer build). */
export function problemCodeInfo(code: string): ProblemCodeInfo | undefined {
  return isProblemCode(code) ? problemCodes[code] : undefined;
}

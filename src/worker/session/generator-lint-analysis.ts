/**
 * The generator lint (core/sitemap/generator-lint.ts) as one of the session's analyses: its
 * problems belong to the documents that list the URLs, so they count in the tree, the file
 * list and Problems, for the page and the command line alike.
 */
import { GeneratorLint } from '../../core/sitemap/generator-lint';
import type { UrlStore } from '../../core/analysis/url-store';
import type { SessionProblem } from './problem-groups';
import type { SessionAnalysis } from './session-analysis';

export class GeneratorLintAnalysis implements SessionAnalysis {
  /** Its problems follow the store's rows, already part of the data version. */
  readonly version = 0;
  private readonly lint: GeneratorLint;

  constructor(store: UrlStore) {
    this.lint = new GeneratorLint(store);
  }

  documentProblems(): SessionProblem[] {
    return this.lint.problems();
  }
}

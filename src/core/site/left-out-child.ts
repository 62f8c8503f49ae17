/**
 * A child of a sitemap index that the user's own `--skip` or `--follow` pattern left out
 * (child-choice.ts), as the document it becomes: no bytes, only the pattern, so the index
 * tree shows the child as left out by the user's choice, never as a file the site failed to
 * give (`fetch-failed`) nor one not supplied (`index-child-missing`). The command line and a
 * `--save` folder's fetch log hand it over the same way.
 */
import { createProblem, type Problem } from '../problems/problem';
import type { ChildChoice } from './child-choice';
import type { NotFetched } from './fetch-record';

/** What a left-out child's document needs: its address, the option and its patterns. */
export interface LeftOutChild {
  readonly url: string;
  /** `skip`: the child matched `patterns` (one `--skip`); `follow`: it matched none of them. */
  readonly option: 'skip' | 'follow';
  /** The one `--skip` pattern it matched, or every `--follow` pattern, space-separated. */
  readonly patterns: string;
}

/**
 * The left-out child for a not-fetched entry (a site read's, or a fetch log's, whose reason
 * may be any text), when the user's pattern is why.
 */
export function leftOutChildOf(
  entry: Pick<NotFetched, 'url' | 'pattern'> & { readonly reason: string },
  choice: ChildChoice,
): LeftOutChild | undefined {
  if (entry.reason === 'skip-pattern')
    return { url: entry.url, option: 'skip', patterns: entry.pattern ?? '' };
  if (entry.reason === 'no-follow-pattern')
    return { url: entry.url, option: 'follow', patterns: choice.follow.join(' ') };
  return undefined;
}

/** Its document's one problem (`index-child-left-out`): the option and the patterns, no English. */
export function leftOutProblem(child: LeftOutChild): Problem {
  return createProblem('index-child-left-out', 0, 0, {
    option: child.option,
    patterns: child.patterns,
  });
}

/**
 * Is this the document of a left-out child? It has no bytes, so it is marked unreadable like
 * a failed fetch; a report that counts what could not be read leaves it out.
 */
export function isLeftOutChild(report: { readonly problems: readonly Pick<Problem, 'code'>[] }) {
  return report.problems.some((problem) => problem.code === 'index-child-left-out');
}

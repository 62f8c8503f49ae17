/**
 * Which children of a sitemap index the reader follows, as the user chose with `--follow`
 * and `--skip`: globs such as `*products*` on the child's absolute URL, where `*` stands for
 * any run of characters and every other character is itself (no `?`, no classes, no regular
 * expression). A child that matches a skip pattern is skipped; with follow patterns given,
 * a child that matches none of them is skipped too. The sitemaps robots.txt lists are always
 * read: an index the user's pattern does not name would otherwise hide every child.
 *
 * The patterns are the user's, the URLs the site's: matching is a forward scan with
 * `indexOf`, each piece between stars found at the earliest place after the previous one
 * (which is enough for `*`-only globs), so no input makes it look back.
 */

export interface ChildChoice {
  readonly follow: readonly string[];
  readonly skip: readonly string[];
}

export const FOLLOW_EVERY_CHILD: ChildChoice = { follow: [], skip: [] };

/** Why a child is not followed: the first `--skip` pattern it matches, or no `--follow` pattern. */
export type ChildLeftOut =
  | { readonly reason: 'skip-pattern'; readonly pattern: string }
  | { readonly reason: 'no-follow-pattern' };

/** A pattern the user gave, and which list it came from. */
export interface ChildPattern {
  readonly list: 'follow' | 'skip';
  readonly pattern: string;
}

/** Why a child is not followed, or undefined when it is. */
export function childNotChosen(url: string, choice: ChildChoice): ChildLeftOut | undefined {
  const skipping = choice.skip.find((pattern) => matchesGlob(url, pattern));
  if (skipping !== undefined) return { reason: 'skip-pattern', pattern: skipping };
  if (choice.follow.length > 0 && !choice.follow.some((pattern) => matchesGlob(url, pattern)))
    return { reason: 'no-follow-pattern' };
  return undefined;
}

/**
 * The choice applied to one read's children, remembering which patterns matched some child:
 * a pattern that matched none is most likely mistyped, and the user is told so (a `--skip`
 * that matches nothing skips nothing, silently otherwise).
 */
export class ChildChooser {
  private readonly choice: ChildChoice;
  private readonly unmatched: Map<string, ChildPattern>;

  constructor(choice: ChildChoice) {
    this.choice = choice;
    const patterns: ChildPattern[] = [
      ...choice.follow.map((pattern) => ({ list: 'follow' as const, pattern })),
      ...choice.skip.map((pattern) => ({ list: 'skip' as const, pattern })),
    ];
    this.unmatched = new Map(patterns.map((p) => [`${p.list} ${p.pattern}`, p]));
  }

  /** Why the child at `url` is not followed, or undefined; notes the patterns it matches. */
  choose(url: string): ChildLeftOut | undefined {
    for (const [key, { pattern }] of this.unmatched)
      if (matchesGlob(url, pattern)) this.unmatched.delete(key);
    return childNotChosen(url, this.choice);
  }

  /** The patterns no child has matched so far, follow patterns first, each in the order given. */
  unmatchedPatterns(): ChildPattern[] {
    return [...this.unmatched.values()];
  }
}

/** Does all of `text` match `pattern`, `*` standing for any run of characters? */
export function matchesGlob(text: string, pattern: string): boolean {
  const pieces = pattern.split('*');
  const first = pieces[0]!;
  if (pieces.length === 1) return text === pattern;
  const last = pieces.at(-1)!;
  if (!text.startsWith(first) || text.length < first.length + last.length) return false;
  let at = first.length;
  const end = text.length - last.length;
  for (const piece of pieces.slice(1, -1)) {
    const found = text.indexOf(piece, at);
    if (found < 0 || found + piece.length > end) return false;
    at = found + piece.length;
  }
  return text.endsWith(last);
}

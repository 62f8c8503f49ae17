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

/** Why a child is not followed, or undefined when it is. */
export function childNotChosen(
  url: string,
  choice: ChildChoice,
): 'skip-pattern' | 'no-follow-pattern' | undefined {
  if (choice.skip.some((pattern) => matchesGlob(url, pattern))) return 'skip-pattern';
  if (choice.follow.length > 0 && !choice.follow.some((pattern) => matchesGlob(url, pattern)))
    return 'no-follow-pattern';
  return undefined;
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

/**
 * The site list of `npm run inspect -- posture SITES.txt`: one origin a line (a bare host is
 * https), blank lines and `#` comments skipped, each origin once, at most
 * {@link MAX_POSTURE_SITES}. The file is the user's, but it may be long (a crawl's host list
 * pasted whole): each origin is looked up in a set, and reading stops at the first distinct
 * origin past the cap, so a list of 80,000 lines is refused at its 501st site, whatever follows.
 */

/** Sites read at most (each costs one request). */
export const MAX_POSTURE_SITES = 500;

/** The origins of SITES.txt, in order and once each, or why the file is refused. */
export function parseSites(text: string): string[] | string {
  const origins = new Set<string>();
  // Splitting is linear; what was quadratic was looking each origin up in the list so far.
  for (const [index, raw] of text.split(/\r\n|\r|\n/).entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(line) ? line : `https://${line}`;
    if (!/^https?:\/\//i.test(withScheme) || !URL.canParse(withScheme))
      return `line ${index + 1}: not an http(s) origin: ${line}`;
    const { origin } = new URL(withScheme);
    if (origins.has(origin)) continue;
    if (origins.size === MAX_POSTURE_SITES)
      return `line ${index + 1} names a site past the ${MAX_POSTURE_SITES}th (${origin}): at most ${MAX_POSTURE_SITES} are read at once`;
    origins.add(origin);
  }
  if (origins.size === 0) return 'no site in it';
  return [...origins];
}

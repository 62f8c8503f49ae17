/**
 * The section rule: a URL's first directory (`/blog/` in /blog/a) is a section of its own
 * only when some loaded URL lies below it; otherwise the URL belongs to its host's top level
 * ("/ (top level)"). A WordPress site lists its pages one segment deep (`/about/`,
 * `/page-1/` … `/page-20/`): counted by first directory, each page made a one-URL section
 * that buried the real ones (`/blog/`, `/tag/`). A directory's own page (`/blog/`) stays in
 * its section when the section has pages below it.
 *
 * Below means more path after the directory's slash: `/blog/?p=1` and `/blog/#top` are the
 * directory's own page (RFC 3986 §3: the query and fragment are not part of the path).
 * Sections, Coverage "By section" and Changes "Per section" all group by this rule: the URL
 * store through `sectionsOfPrefixes`, the crawl join on strings through `sectionOfUrl`.
 */
import { urlPrefixEnd } from './url-parts';

/** Does `loc` go on below its prefix (which ends with the first directory's slash at `prefixEnd`)? */
export function liesBelow(loc: string, prefixEnd: number): boolean {
  if (loc.length <= prefixEnd) return false;
  const next = loc.charCodeAt(prefixEnd);
  return next !== 0x3f && next !== 0x23;
}

/** The first directory of `loc` (`https://a.com/blog/`), or undefined when it has none. */
function directoryOf(loc: string): { directory: string; end: number } | undefined {
  const end = urlPrefixEnd(loc);
  if (end < 0) return undefined;
  const hostSlash = loc.indexOf('/', loc.indexOf('://') + 3);
  return end - 1 === hostSlash ? undefined : { directory: loc.slice(0, end), end };
}

/** The first directories that some loc of `locs` lies below: the sections (by the rule above). */
export function directoriesWithUrlsBelow(locs: Iterable<string>): Set<string> {
  const directories = new Set<string>();
  for (const loc of locs) {
    const found = directoryOf(loc);
    if (found && liesBelow(loc, found.end)) directories.add(found.directory);
  }
  return directories;
}

/**
 * The section `loc` is counted under, as `https://host/directory/` or `https://host/` for the
 * top level; `sections` comes from `directoriesWithUrlsBelow` over the same URLs.
 */
export function sectionOfUrl(loc: string, sections: ReadonlySet<string>): string {
  const found = directoryOf(loc);
  if (found && sections.has(found.directory)) return found.directory;
  const end = urlPrefixEnd(loc);
  if (end >= 0) return loc.slice(0, loc.indexOf('/', loc.indexOf('://') + 3) + 1);
  // Not `scheme://host/…`: the whole loc up to its query stands for its host.
  const query = loc.search(/[?#]/);
  return `${query < 0 ? loc : loc.slice(0, query)}/`;
}

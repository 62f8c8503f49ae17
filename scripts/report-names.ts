/**
 * The names `--report` gives the files it read: each path relative to the folder that holds
 * them all (`sitemaps/post-sitemap.xml` beside `internal_all.csv`; a file given alone is its
 * file name). The command line names its inputs by the paths given, which its own output may
 * show; a report goes to a client, and `/Users/NAME/Clients/CLIENT/…` is none of theirs.
 */
import { basename, dirname, isAbsolute, relative, resolve, sep } from 'node:path';

/** Each path given → its name in the report. */
export function namesInCommonFolder(paths: readonly string[]): Map<string, string> {
  const absolute = paths.map((path) => resolve(path));
  let folder = absolute.length > 0 ? dirname(absolute[0]!) : '';
  for (const path of absolute)
    while (!isWithin(dirname(path), folder) && dirname(folder) !== folder) folder = dirname(folder);
  return new Map(
    paths.map((path, i) => {
      const name = relative(folder, absolute[i]!);
      // On another drive (Windows) no folder holds them all: the file name alone.
      const isOutside = name === '' || name.startsWith('..') || isAbsolute(name);
      return [path, isOutside ? basename(path) : name.split(sep).join('/')];
    }),
  );
}

function isWithin(path: string, folder: string): boolean {
  const rest = relative(folder, path);
  return rest === '' || (!rest.startsWith('..') && !isAbsolute(rest));
}

/**
 * `value` with every string that is a path given (or, for an archive's member, starts with one
 * and `/`) renamed. The report's answer names inputs in a dozen places (documents, problems'
 * places, lastmod files, the robots.txt, the crawl export, the coverage per file): one rule
 * over all its strings leaves none behind, and a new place is renamed with no change here.
 */
export function withInputsRenamed<T>(value: T, names: ReadonlyMap<string, string>): T {
  const rename = (text: string): string => {
    const exact = names.get(text);
    if (exact !== undefined) return exact;
    for (const [path, name] of names)
      if (text.startsWith(`${path}/`)) return name + text.slice(path.length);
    return text;
  };
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return rename(item);
    if (Array.isArray(item)) return item.map(walk);
    if (
      item !== null &&
      typeof item === 'object' &&
      Object.getPrototypeOf(item) === Object.prototype
    )
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, walk(inner)]));
    return item;
  };
  return walk(value) as T;
}

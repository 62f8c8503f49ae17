/**
 * The cross-file scope check (sitemaps.org "Sitemap file location"; core/sitemap/url-scope.ts):
 * once the index tree knows where a sitemap lives — the loc its index or a robots.txt
 * `Sitemap:` line gives — its URLs must be at or below that location, unless the other
 * host's loaded robots.txt lists the sitemap (cross-submission). One `loc-out-of-scope` per
 * document, with the count and the first example.
 *
 * A robots.txt read from a file does not say which host it came from: its origin is taken
 * from the name it was given: the URL it was fetched from (the command line's `--save` folder
 * and `open`, the bookmarklet name each file so), or a host it names ("robots.txt
 * (www.example.com)", as a pasted one is named, or `www.example.com/robots.txt` in a folder
 * upload or archive).
 */
import type { UrlStore } from '../../core/analysis/url-store';
import type { DocumentId } from '../../core/ids';
import type { Problem } from '../../core/problems/problem';
import { checkStoredUrlScopes } from '../../core/analysis/stored-url-scope';
import type { RobotsSitemaps } from '../../core/sitemap/url-scope';
import type { DocumentRecord } from './session-documents';

const HOST = /^(?:[\p{L}\p{N}-]+\.)+[\p{L}\p{N}-]+(?::\d+)?$/u;

/** The origin a robots.txt document's name names, if any. */
export function robotsOriginOf(name: string): string | undefined {
  return fetchedOriginOf(name) ?? hostOriginOf(name);
}

/** The origin of a name that is the absolute http(s) URL the file was fetched from. */
export function fetchedOriginOf(name: string): string | undefined {
  if (!/^https?:\/\//i.test(name)) return undefined;
  try {
    return new URL(name).origin;
  } catch {
    return undefined;
  }
}

/** The origin of a host a name gives (https assumed: the name says no scheme). */
function hostOriginOf(name: string): string | undefined {
  const inParens = /\(([^()\s]+)\)\s*$/.exec(name)?.[1];
  const segments = name.split('/');
  const folder = segments.length > 1 ? segments[segments.length - 2] : undefined;
  const host = [inParens, folder].find((part) => part !== undefined && HOST.test(part));
  if (host === undefined) return undefined;
  try {
    return new URL(`https://${host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * What the scope check reads of the documents: each robots.txt that names its origin, with
 * its `Sitemap:` lines (a cross-submission), and the urlsets and text sitemaps whose
 * location the tree knows.
 */
export function scopeSources(
  documents: Iterable<DocumentRecord>,
  locations: ReadonlyMap<DocumentId, string>,
): { robots: RobotsSitemaps[]; located: DocumentId[] } {
  const robots: RobotsSitemaps[] = [];
  const located: DocumentId[] = [];
  for (const doc of documents) {
    const kind = doc.report?.kind;
    if (kind === 'robots') {
      const origin = robotsOriginOf(doc.name);
      if (origin !== undefined)
        robots.push({ origin, sitemaps: doc.sitemapRefs.map((ref) => ref.loc) });
    } else if ((kind === 'urlset' || kind === 'text') && locations.has(doc.documentId)) {
      located.push(doc.documentId);
    }
  }
  return { robots, located };
}

/**
 * `loc-out-of-scope` per document whose location the tree knows, kept per document: a
 * finished document's URLs never change, so its check is done again only when its location
 * or the loaded robots.txt files' `Sitemap:` lines change. (Checked afresh each time the tree
 * changed, a session of 20 files checked every URL about ten times over.)
 */
export class ScopeChecks {
  private readonly byDocument = new Map<DocumentId, { key: string; problem?: Problem }>();

  problems(
    store: UrlStore,
    documents: Iterable<DocumentRecord>,
    locations: ReadonlyMap<DocumentId, string>,
  ): Map<DocumentId, Problem> {
    const { robots, located } = scopeSources(documents, locations);
    const robotsKey = JSON.stringify(robots);
    const keyOf = (id: DocumentId) => `${locations.get(id)!}\n${robotsKey}`;
    const isLocated = new Set(located);
    for (const id of this.byDocument.keys()) if (!isLocated.has(id)) this.byDocument.delete(id);
    const toCheck = new Map(
      located
        .filter((id) => this.byDocument.get(id)?.key !== keyOf(id))
        .map((id) => [id, locations.get(id)!]),
    );
    if (toCheck.size > 0) {
      for (const [id, check] of checkStoredUrlScopes(store, toCheck, robots)) {
        this.byDocument.set(id, {
          key: keyOf(id),
          ...(check?.problem ? { problem: check.problem } : {}),
        });
      }
    }
    const found = new Map<DocumentId, Problem>();
    for (const id of located) {
      const problem = this.byDocument.get(id)?.problem;
      if (problem) found.set(id, problem);
    }
    return found;
  }
}

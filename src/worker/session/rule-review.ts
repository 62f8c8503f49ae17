/**
 * The rule review of one robots.txt for one crawler against every stored (sitemap) URL (core
 * rule-review.ts), checked in slices between messages so a cancel or a newer question is
 * heard; and the sitemap origins that no loaded robots.txt governs (each scheme, host and port
 * needs its own file: RFC 9309 §2.3).
 */
import type { UrlStore } from '../../core/analysis/url-store';
import { RuleReviewer } from '../../core/robots/analyses/rule-review';
import type { RobotsCheck, RuleReviewAnswer } from '../protocol/robots';
import { SLICE_ROWS } from './robots-crosscheck';
import { RobotsSources } from './robots-source';
import type { DocumentRecord } from './session-documents';
import { CANCELLED, type Cancellable, type Cancelled } from './session-context';

export async function reviewRulesOfStore(
  store: UrlStore,
  sources: RobotsSources,
  documents: ReadonlyMap<number, DocumentRecord>,
  check: RobotsCheck,
  context: Cancellable,
): Promise<RuleReviewAnswer | Cancelled> {
  const resolved = sources.resolve(check.source, check.site);
  const originsWithoutRobots = uncoveredOrigins(store, sources, documents, resolved?.site?.origin);
  if (resolved === null)
    return {
      robots: null,
      agent: check.agent,
      appliedToken: null,
      checked: 0,
      notCovered: 0,
      undecided: 0,
      rules: [],
      originsWithoutRobots,
    };
  const reviewer = new RuleReviewer(resolved.robots, check.agent, resolved.site);
  for (let from = 0; from < store.size; from += SLICE_ROWS) {
    if (context.isCancelled()) return CANCELLED;
    reviewer.add(store.locs(from, Math.min(store.size, from + SLICE_ROWS)));
    await context.yieldToEvents();
  }
  if (context.isCancelled()) return CANCELLED;
  const review = reviewer.result();
  return {
    robots: RobotsSources.used(resolved),
    ...review,
    rules: review.rules.map((rule) => ({ ...rule })),
    originsWithoutRobots,
  };
}

/**
 * Origins of stored URLs, with their URL counts, that no loaded robots.txt governs (the one
 * asked about counts as loaded: `governed`), most URLs first. Counted per interned prefix, so
 * a million rows cost one pass over a typed array.
 */
function uncoveredOrigins(
  store: UrlStore,
  sources: RobotsSources,
  documents: ReadonlyMap<number, DocumentRecord>,
  governed: string | undefined,
): RuleReviewAnswer['originsWithoutRobots'] {
  const perPrefix = new Map<number, number>();
  for (let row = 0; row < store.size; row++) {
    const prefix = store.prefixOf[row];
    perPrefix.set(prefix, (perPrefix.get(prefix) ?? 0) + 1);
  }
  const perOrigin = new Map<string, number>();
  for (const [prefix, count] of perPrefix) {
    const origin = originOfPrefix(store.prefixes.text[prefix] ?? '');
    if (origin) perOrigin.set(origin, (perOrigin.get(origin) ?? 0) + count);
  }
  const covered = new Set<string>(governed ? [governed] : []);
  for (const doc of documents.values()) {
    if (!doc.robots) continue;
    const site = sources.resolve({ kind: 'document', documentId: doc.documentId })?.site;
    if (site) covered.add(site.origin);
  }
  return [...perOrigin]
    .filter(([origin]) => !covered.has(origin))
    .map(([origin, urlCount]) => ({ origin, urlCount }))
    .sort((a, b) => b.urlCount - a.urlCount || (a.origin < b.origin ? -1 : 1));
}

/** `https://host:port` of an interned prefix (`https://host:port/dir/`); '' for none. */
function originOfPrefix(prefix: string): string {
  const hostStart = prefix.indexOf('://');
  if (hostStart < 0) return '';
  const slash = prefix.indexOf('/', hostStart + 3);
  const origin = (slash < 0 ? prefix : prefix.slice(0, slash)).toLowerCase();
  // The default port is no port (site-origin.ts writes origins without it).
  return origin.replace(/^(https:\/\/[^/]*):443$|^(http:\/\/[^/]*):80$/, '$1$2');
}

/**
 * What a streamed run's first reading tells its second of the documents, since the second
 * counts as its rows pass what the session finds once every row is in: where the index tree
 * locates each sitemap (its scope check, session-scope.ts) and the first robots.txt with the
 * site it governs (robots-source.ts's `first-loaded`). And the scope problems counted, as the
 * session's problems ask for them (session-problems.ts `RowProblems`).
 */
import type { DocumentId } from '../../../core/ids';
import type { Problem } from '../../../core/problems/problem';
import { inferSite } from '../../../core/robots/analyses/infer-site';
import { UrlScopeTally } from '../../../core/sitemap/url-scope';
import type { DocumentRecord } from '../session-documents';
import type { RowProblems } from '../session-problems';
import { scopeSources } from '../session-scope';
import { SITE_SAMPLE_URLS } from './survey-rows';
import type { RunRobots } from './written-rows';

/** Where the tree located each document, and its scope check (none: not an http(s) location). */
export type ScopeTallies = Map<DocumentId, { location: string; tally: UrlScopeTally | undefined }>;

/** The scope check of each document the tree locates, from the first reading's documents. */
export function scopeTallies(
  documents: ReadonlyMap<DocumentId, DocumentRecord>,
  locations: ReadonlyMap<DocumentId, string>,
): ScopeTallies {
  const { robots, located } = scopeSources(documents.values(), locations);
  return new Map(
    located.map((id) => {
      const location = locations.get(id)!;
      return [id, { location, tally: UrlScopeTally.of(location, robots) }];
    }),
  );
}

/**
 * The scope problems the second reading counted. The tree is built again from the second
 * reading's documents; were its locations another than the first's, the counts would be of
 * other documents: never silently.
 */
export function streamedRowProblems(tallies: ScopeTallies): RowProblems {
  return {
    scopeProblems: (documents, locations) => {
      const found = new Map<DocumentId, Problem>();
      for (const id of scopeSources(documents, locations).located) {
        const counted = tallies.get(id);
        if (counted?.location !== locations.get(id))
          throw new Error('StreamedRun: the index tree changed between the two readings');
        const problem = counted?.tally?.result().problem;
        if (problem) found.set(id, problem);
      }
      return found;
    },
    duplicateProblems: () => {
      throw new Error('StreamedRun: a streamed run removes no input');
    },
  };
}

/** The first robots.txt read and its site, as RobotsSources resolves `first-loaded`. */
export function firstRobots(
  documents: ReadonlyMap<DocumentId, DocumentRecord>,
  firstUrls: readonly string[],
): RunRobots | null {
  let first: DocumentRecord | undefined;
  for (const doc of documents.values())
    if (doc.robots && (!first || doc.documentId < first.documentId)) first = doc;
  if (!first?.robots) return null;
  return { robots: first.robots, site: inferSite(first.robots, firstUrls, SITE_SAMPLE_URLS).site };
}

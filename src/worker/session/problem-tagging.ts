/**
 * Tells the store which problems each URL has, as the URL streams past. The sitemap reader
 * reports an entry's problems (bad lastmod, bad priority, loc outside the sitemap's
 * directory…) while it reads the entry, before it calls `onUrl` for it; the pipeline passes
 * `onUrl` on to our sink synchronously. So a thin wrapper around the reader's handler can
 * collect the codes of problems naming the entry's loc and hand them over at `onUrl`, with
 * no per-document buffering of entries.
 *
 * Limitation: the reader reports at most 1,000 problems per code and file (problem-sink.ts);
 * URLs past that cap are not tagged, and the Problems view says how many were left out.
 */
import type { DocumentReaders } from '../../core/ingest/ingest-types';
import type { Problem } from '../../core/problems/problem';
import type { SitemapHandler, SitemapRef, UrlEntry } from '../../core/sitemap/sitemap-entry';

export interface TaggingReaders {
  readers: DocumentReaders;
  /** The problem codes of the URL being passed to the sink right now (valid inside `onUrl` only). */
  currentCodes(): readonly string[] | undefined;
}

export function createTaggingReaders(base: DocumentReaders): TaggingReaders {
  let current: readonly string[] | undefined;
  const readers: DocumentReaders = {
    ...base,
    createSitemapReader(handler, options) {
      let pending: Problem[] = [];
      const wrapped: SitemapHandler = {
        onDocumentKind: (kind) => handler.onDocumentKind(kind),
        onProblem(problem) {
          if (problem.url !== undefined) pending.push(problem);
          handler.onProblem(problem);
        },
        onUrl(entry: UrlEntry) {
          const codes = codesFor(pending, entry.loc);
          pending = [];
          current = codes;
          try {
            handler.onUrl(entry);
          } finally {
            current = undefined;
          }
        },
        onSitemap(ref: SitemapRef) {
          pending = [];
          handler.onSitemap(ref);
        },
      };
      return base.createSitemapReader(wrapped, options);
    },
  };
  return { readers, currentCodes: () => current };
}

function codesFor(problems: readonly Problem[], loc: string): string[] | undefined {
  let codes: string[] | undefined;
  for (const problem of problems) {
    if (problem.url !== loc) continue;
    codes ??= [];
    if (!codes.includes(problem.code)) codes.push(problem.code);
  }
  return codes;
}

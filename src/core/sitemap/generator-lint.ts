/**
 * Mistakes sitemap generators make across a site's files, found in what the store holds: a
 * WordPress core sitemap listing author archives (`wp-sitemap-users-N.xml`, `/author/NAME/`),
 * which sites usually mark noindex, and numbered siblings (`post-sitemap1.xml`,
 * `post-sitemap2.xml`) that list the same URLs, a paging bug reported against Rank Math.
 * Counted incrementally as rows arrive, started again when rows are removed.
 */
import { createProblem, type Problem } from '../problems/problem';
import type { UrlStore } from '../analysis/url-store';
import { asDocumentId, type DocumentId } from '../ids';

/** Whether the URL's path has an `author` segment (WordPress author archives: /author/NAME/). */
export function isAuthorArchive(loc: string): boolean {
  const schemeEnd = loc.indexOf('://');
  const pathStart = loc.indexOf('/', schemeEnd < 0 ? 0 : schemeEnd + 3);
  if (pathStart < 0) return false;
  return loc.toLowerCase().indexOf('/author/', pathStart) >= 0;
}

/** WordPress core's users sitemap (`wp-sitemap-users-1.xml`): author archives, every entry. */
function isUsersSitemap(name: string): boolean {
  const base = name.slice(name.lastIndexOf('/') + 1).toLowerCase();
  return numberedStem(base) === 'wp-sitemap-users-.xml';
}

/**
 * The name with the number before its extension taken out (`post-sitemap2.xml` →
 * `post-sitemap.xml`); undefined when no number is there. A forward scan: names come from
 * files and sites.
 */
export function numberedStem(name: string): string | undefined {
  const base = name.slice(name.lastIndexOf('/') + 1);
  let end = base.length;
  for (const extension of ['.gz', '.xml', '.txt']) {
    if (base.slice(0, end).toLowerCase().endsWith(extension)) end -= extension.length;
  }
  let digits = end;
  while (digits > 0 && base.charCodeAt(digits - 1) >= 48 && base.charCodeAt(digits - 1) <= 57)
    digits--;
  if (digits === end || digits === 0) return undefined;
  return name.slice(0, name.length - base.length) + base.slice(0, digits) + base.slice(end);
}

/** Per document, its author-archive URLs and the URLs it repeats from a numbered sibling. */
export class GeneratorLint {
  private scanned = 0;
  private removals = -1;
  private readonly authors = new Map<DocumentId, number>();
  /** Document → the sibling whose URLs it repeats → how many. */
  private readonly overlaps = new Map<DocumentId, Map<DocumentId, number>>();

  constructor(private readonly store: UrlStore) {}

  /** The problems of what is stored now, one per document and kind. */
  problems(): { documentId: DocumentId; problem: Problem }[] {
    this.catchUp();
    const { store } = this;
    const found: { documentId: DocumentId; problem: Problem }[] = [];
    for (const [documentId, count] of this.authors)
      found.push({
        documentId,
        problem: createProblem('author-archives-listed', 0, 0, { count }),
      });
    for (const [documentId, siblings] of this.overlaps)
      for (const [sibling, count] of siblings)
        found.push({
          documentId,
          problem: createProblem('numbered-siblings-overlap', 0, 0, {
            count,
            sibling: store.documentName(sibling),
          }),
        });
    return found;
  }

  private catchUp(): void {
    const { store } = this;
    if (store.removals !== this.removals) {
      this.removals = store.removals;
      this.scanned = 0;
      this.authors.clear();
      this.overlaps.clear();
    }
    const stems = new Map<DocumentId, string | undefined>();
    const stemOf = (documentId: DocumentId) => {
      if (!stems.has(documentId))
        stems.set(documentId, numberedStem(store.documentName(documentId)));
      return stems.get(documentId);
    };
    const wpUsers = new Map<DocumentId, boolean>();
    for (let row = this.scanned; row < store.size; row++) {
      const documentId = asDocumentId(store.documentOf[row]!);
      let listsUsers = wpUsers.get(documentId);
      if (listsUsers === undefined) {
        listsUsers = isUsersSitemap(store.documentName(documentId));
        wpUsers.set(documentId, listsUsers);
      }
      if (listsUsers || isAuthorArchive(store.loc(row)))
        this.authors.set(documentId, (this.authors.get(documentId) ?? 0) + 1);
      const first = store.firstOccurrence(row);
      if (first === row || first < 0) continue;
      const firstDocument = asDocumentId(store.documentOf[first]!);
      const stem = stemOf(documentId);
      if (firstDocument === documentId || stem === undefined || stem !== stemOf(firstDocument))
        continue;
      const siblings = this.overlaps.get(documentId) ?? new Map<DocumentId, number>();
      siblings.set(firstDocument, (siblings.get(firstDocument) ?? 0) + 1);
      this.overlaps.set(documentId, siblings);
    }
    this.scanned = store.size;
  }
}

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
import { NO_CODES } from '../analysis/row-problem-codes';

/** The lint's codes a row can carry: the URLs each problem counts. */
export const GENERATOR_LINT_ROW_CODES: readonly string[] = [
  'author-archives-listed',
  'numbered-siblings-overlap',
];
const AUTHOR = Object.freeze(['author-archives-listed']);
const OVERLAP = Object.freeze(['numbered-siblings-overlap']);
const BOTH = Object.freeze([...AUTHOR, ...OVERLAP]);

/** Whether the URL's path has an `author` segment (WordPress author archives: /author/NAME/). */
export function isAuthorArchive(loc: string): boolean {
  const bytes = new TextEncoder().encode(loc);
  return isAuthorArchiveUrl(bytes, 0, bytes.length);
}

/**
 * {@link isAuthorArchive} of the UTF-8 URL `bytes[start, end)`, read where it is stored: made
 * a string and lowercased per row, the check cost the analyzer worker about 9 % of a
 * million-URL upload in Chromium (profile, 2026-12-04). `/author/` is ASCII, and only ASCII
 * letters fold to its letters (by their 0x20 bit).
 */
export function isAuthorArchiveUrl(bytes: Uint8Array, start: number, end: number): boolean {
  let pathStart = start;
  for (let i = start; i + 2 < end; i++)
    if (bytes[i] === 0x3a && bytes[i + 1] === 0x2f && bytes[i + 2] === 0x2f) {
      pathStart = i + 3;
      break;
    }
  while (pathStart < end && bytes[pathStart] !== 0x2f) pathStart++;
  // `/author/`: eight bytes, compared only where a `/a` begins.
  for (let at = pathStart; at + 8 <= end; at++)
    if (
      bytes[at] === 0x2f &&
      (bytes[at + 1] | 0x20) === 0x61 &&
      (bytes[at + 2] | 0x20) === 0x75 &&
      (bytes[at + 3] | 0x20) === 0x74 &&
      (bytes[at + 4] | 0x20) === 0x68 &&
      (bytes[at + 5] | 0x20) === 0x6f &&
      (bytes[at + 6] | 0x20) === 0x72 &&
      bytes[at + 7] === 0x2f
    )
      return true;
  return false;
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

/**
 * Per document, its author-archive URLs and the URLs it repeats from a numbered sibling,
 * counted row by row in reading order: over the store's rows ({@link GeneratorLint}), or as
 * a streamed run's rows pass (src/worker/session/streamed/).
 */
export class GeneratorLintTally {
  private readonly authors = new Map<DocumentId, number>();
  /** Document → the sibling whose URLs it repeats → how many. */
  private readonly overlaps = new Map<DocumentId, Map<DocumentId, number>>();
  private readonly stems = new Map<DocumentId, string | undefined>();
  private readonly usersSitemaps = new Map<DocumentId, boolean>();

  constructor(private readonly nameOf: (documentId: DocumentId) => string) {}

  /**
   * A row of `documentId`, its URL the UTF-8 `url[start, end)`; `firstDocumentId`: the
   * document that listed the URL first, when this row repeats it. Returns the codes of the
   * problems the row counts in (the URLs each problem's `count` counts), for the row to carry.
   */
  addRow(
    documentId: DocumentId,
    url: Uint8Array,
    start: number,
    end: number,
    firstDocumentId: DocumentId | undefined,
  ): readonly string[] {
    let listsUsers = this.usersSitemaps.get(documentId);
    if (listsUsers === undefined) {
      listsUsers = isUsersSitemap(this.nameOf(documentId));
      this.usersSitemaps.set(documentId, listsUsers);
    }
    const isAuthor = listsUsers || isAuthorArchiveUrl(url, start, end);
    if (isAuthor) this.authors.set(documentId, (this.authors.get(documentId) ?? 0) + 1);
    if (firstDocumentId === undefined || firstDocumentId === documentId)
      return isAuthor ? AUTHOR : NO_CODES;
    const stem = this.stemOf(documentId);
    if (stem === undefined || stem !== this.stemOf(firstDocumentId))
      return isAuthor ? AUTHOR : NO_CODES;
    const siblings = this.overlaps.get(documentId) ?? new Map<DocumentId, number>();
    siblings.set(firstDocumentId, (siblings.get(firstDocumentId) ?? 0) + 1);
    this.overlaps.set(documentId, siblings);
    return isAuthor ? BOTH : OVERLAP;
  }

  /** How many rows carry `code` (the sum of its problems' counts). */
  rowsWith(code: string): number {
    let rows = 0;
    if (code === 'author-archives-listed') for (const count of this.authors.values()) rows += count;
    if (code === 'numbered-siblings-overlap')
      for (const siblings of this.overlaps.values())
        for (const count of siblings.values()) rows += count;
    return rows;
  }

  /** The problems counted so far, one per document and kind. */
  problems(): { documentId: DocumentId; problem: Problem }[] {
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
            sibling: this.nameOf(sibling),
          }),
        });
    return found;
  }

  private stemOf(documentId: DocumentId): string | undefined {
    if (!this.stems.has(documentId))
      this.stems.set(documentId, numberedStem(this.nameOf(documentId)));
    return this.stems.get(documentId);
  }
}

/**
 * The tally over what the store holds, caught up when asked, started again after a removal;
 * with, per row, the codes it carries (a column of 1 per code, grown by doubling).
 */
export class GeneratorLint {
  private scanned = 0;
  private removals = -1;
  private tally: GeneratorLintTally;
  private marks = new Map<string, Uint8Array>();

  constructor(private readonly store: UrlStore) {
    this.tally = this.freshTally();
  }

  /** The problems of what is stored now, one per document and kind. */
  problems(): { documentId: DocumentId; problem: Problem }[] {
    this.catchUp();
    return this.tally.problems();
  }

  /** The lint's codes of a stored row (after {@link problems} or {@link rowsWith}). */
  codesOf(row: number): readonly string[] {
    const author = this.marks.get('author-archives-listed')?.[row] === 1;
    const overlap = this.marks.get('numbered-siblings-overlap')?.[row] === 1;
    return author ? (overlap ? BOTH : AUTHOR) : overlap ? OVERLAP : NO_CODES;
  }

  /** Per stored row, 1 where the row carries `code`; caught up first. */
  rowsMarked(code: string): Uint8Array {
    this.catchUp();
    return (this.marks.get(code) ?? new Uint8Array(0)).subarray(0, this.scanned);
  }

  /** How many stored rows carry `code`. */
  rowsWith(code: string): number {
    this.catchUp();
    return this.tally.rowsWith(code);
  }

  private catchUp(): void {
    const { store } = this;
    if (store.removals !== this.removals) {
      this.removals = store.removals;
      this.scanned = 0;
      this.tally = this.freshTally();
      this.marks = new Map();
    }
    const { textStart } = store;
    for (let row = this.scanned; row < store.size; row++) {
      const first = store.firstOccurrence(row);
      const codes = this.tally.addRow(
        asDocumentId(store.documentOf[row]!),
        store.text.bytes,
        textStart[row]!,
        textStart[row + 1]!,
        first === row || first < 0 ? undefined : asDocumentId(store.documentOf[first]!),
      );
      for (const code of codes) this.mark(code, row);
    }
    this.scanned = store.size;
  }

  private mark(code: string, row: number): void {
    let column = this.marks.get(code);
    if (!column || column.length <= row) {
      const grown = new Uint8Array(Math.max(this.store.size, (column?.length ?? 0) * 2, 1024));
      if (column) grown.set(column);
      this.marks.set(code, (column = grown));
    }
    column[row] = 1;
  }

  private freshTally(): GeneratorLintTally {
    return new GeneratorLintTally((documentId) => this.store.documentName(documentId));
  }
}

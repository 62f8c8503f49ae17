/**
 * The `duplicate-url` problems of a streamed run's second reading, kept as columns of numbers
 * and the URLs' UTF-8 bytes until the report asks for them, instead of as problem objects:
 * the same problems, capped per document as the reader caps them (PROBLEMS_KEPT_PER_CODE,
 * then one `problems-capped`) and over the run as its other problems are
 * (RUN_PROBLEMS_PER_CODE: kept-problems.ts), made once the file is written.
 *
 * Why: as objects, 99,500 duplicates (each with its params and its URL text) held 23 MB of
 * live heap through the second reading, and V8 keeps a multiple of what is live committed:
 * kept here (36 bytes each and the URL's own, outside the heap), the ten-million-URL run's
 * peak fell from 324 to 273–294 MB (2026-12-04, docs/benchmarks.md "Streamed export").
 */
import { grown } from '../../../core/grown-array';
import { asDocumentId, type DocumentId } from '../../../core/ids';
import { createProblem, type Problem } from '../../../core/problems/problem';
import { decodeRange } from '../../../core/robots/engine/bytes';
import { PROBLEMS_KEPT_PER_CODE } from '../../../core/problems/problem-cap';
import { cappedDuplicates } from '../session-documents';
import { RUN_PROBLEMS_PER_CODE } from './kept-problems';

/** A lone surrogate: the UTF-8 bytes of such a text decode to U+FFFD, not to it. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** What a duplicate listing's problem says, besides its URL. */
export interface DuplicateListing {
  readonly documentId: DocumentId;
  readonly line: number;
  readonly column: number;
  /** The listing's number among its URL's listings (2: the first repeat). */
  readonly count: number;
  readonly firstDocument: DocumentId;
  readonly firstLine: number;
}

/** The numeric columns, one `Uint32Array` each, a value per kept listing. */
const DOCUMENT = 0;
const LINE = 1;
const COLUMN = 2;
const COUNT = 3;
const FIRST_DOCUMENT = 4;
const FIRST_LINE = 5;
/** Where the listing's URL bytes are: which slab, from where, to where. */
const URL_SLAB = 6;
const URL_START = 7;
const URL_END = 8;
const COLUMNS = 9;

/**
 * 256 KiB: the URL bytes go into slabs of this size, filled one after another (a longer URL
 * gets a slab of its own), not into one array grown by doubling, which would hold up to half
 * again as much unused and, while growing, both copies.
 */
const SLAB_BYTES = 1 << 18;

export class KeptDuplicates {
  private columns = Array.from({ length: COLUMNS }, () => new Uint32Array(1024));
  private readonly urlSlabs: Uint8Array[] = [];
  /** Bytes used in the last slab. */
  private slabUsed = 0;
  private kept = 0;
  /** Listings left out by the run's cap alone (the document's own had room). */
  cutByRun = 0;
  /** Listings kept, and those past the cap, by document. */
  private readonly keptOf = new Map<DocumentId, number>();
  private readonly overflowOf = new Map<DocumentId, number>();
  /** The rare URL whose bytes do not give its text back (a lone surrogate), by listing. */
  private readonly texts = new Map<number, string>();

  /**
   * Keeps one duplicate listing: `url` its UTF-8 bytes; `loc` its text, when the caller has
   * it (only kept when the bytes would not give it back).
   */
  add(listing: DuplicateListing, url: Uint8Array, loc?: string): void {
    const { documentId } = listing;
    const keptHere = this.keptOf.get(documentId) ?? 0;
    const isRunFull = this.kept >= RUN_PROBLEMS_PER_CODE;
    if (keptHere >= PROBLEMS_KEPT_PER_CODE || isRunFull) {
      const overflow = this.overflowOf.get(documentId) ?? 0;
      if (keptHere + overflow < PROBLEMS_KEPT_PER_CODE) this.cutByRun++;
      this.overflowOf.set(documentId, overflow + 1);
      return;
    }
    this.keptOf.set(documentId, keptHere + 1);
    const at = this.kept++;
    if (at === this.columns[0].length)
      this.columns = this.columns.map((column) => grown(column, column.length * 2));
    const slab = this.slabFor(url.length);
    const urlStart = this.slabUsed;
    this.urlSlabs[slab].set(url, urlStart);
    this.slabUsed += url.length;
    const columns = this.columns;
    columns[DOCUMENT][at] = documentId;
    columns[LINE][at] = listing.line;
    columns[COLUMN][at] = listing.column;
    columns[COUNT][at] = listing.count;
    columns[FIRST_DOCUMENT][at] = listing.firstDocument;
    columns[FIRST_LINE][at] = listing.firstLine;
    columns[URL_SLAB][at] = slab;
    columns[URL_START][at] = urlStart;
    columns[URL_END][at] = this.slabUsed;
    if (loc !== undefined && LONE_SURROGATE.test(loc)) this.texts.set(at, loc);
  }

  /**
   * Each document's `duplicate-url` problems in reading order, as InputDocuments keeps them
   * for a store's reading (the same problem for the same listing); `nameOf` names the first
   * listing's document.
   */
  problemsByDocument(nameOf: (documentId: DocumentId) => string): Map<DocumentId, Problem[]> {
    const byDocument = new Map<DocumentId, Problem[]>();
    const columns = this.columns;
    for (let at = 0; at < this.kept; at++) {
      const documentId = asDocumentId(columns[DOCUMENT][at]);
      const url =
        this.texts.get(at) ??
        decodeRange(
          this.urlSlabs[columns[URL_SLAB][at]],
          columns[URL_START][at],
          columns[URL_END][at],
        );
      const problem = createProblem(
        'duplicate-url',
        columns[LINE][at],
        columns[COLUMN][at],
        {
          count: columns[COUNT][at],
          firstFile: nameOf(asDocumentId(columns[FIRST_DOCUMENT][at])),
          firstLine: columns[FIRST_LINE][at],
        },
        url,
      );
      const problems = byDocument.get(documentId) ?? [];
      byDocument.set(documentId, problems);
      problems.push(problem);
    }
    for (const [documentId, overflow] of this.overflowOf)
      byDocument.set(documentId, cappedDuplicates(byDocument.get(documentId) ?? [], overflow));
    return byDocument;
  }

  /** The slab with room for `bytes` more (the last one, or a new one); `slabUsed` is its fill. */
  private slabFor(bytes: number): number {
    const last = this.urlSlabs.length - 1;
    if (last >= 0 && this.slabUsed + bytes <= this.urlSlabs[last].length) return last;
    this.urlSlabs.push(new Uint8Array(Math.max(SLAB_BYTES, bytes)));
    this.slabUsed = 0;
    return last + 1;
  }
}

/**
 * The documents (inputs, archive members) whose URLs the store holds: name, whether removed,
 * and how many rows each has. A document's id is its index here and is never reused, so a
 * row's `documentOf` stays meaningful across removals and per-document tables can be arrays.
 */
import { asDocumentId, type DocumentId } from '../ids';

export class DocumentTable {
  readonly names: string[] = [];
  /** Indexed by id; public because the store checks it for every row it adds. */
  readonly alive: boolean[] = [];
  /** Rows of each document; public because the store counts every row it adds. */
  readonly rowCounts: number[] = [];

  add(name: string): DocumentId {
    this.names.push(name);
    this.alive.push(true);
    this.rowCounts.push(0);
    return asDocumentId(this.names.length - 1);
  }

  nameOf(documentId: DocumentId): string {
    return this.names[documentId] ?? '';
  }

  /** The id of the live document with this name (the last one added, if names repeat). */
  idOf(name: string): DocumentId | undefined {
    for (let id = this.names.length - 1; id >= 0; id--) {
      if (this.alive[id] && this.names[id] === name) return asDocumentId(id);
    }
    return undefined;
  }

  /** Ids of the documents not removed, in the order they were added. */
  liveIds(): DocumentId[] {
    const ids: DocumentId[] = [];
    for (let id = 0; id < this.names.length; id++) if (this.alive[id]) ids.push(asDocumentId(id));
    return ids;
  }

  /** Number of ids ever handed out (the bound for per-document lookup tables). */
  get idLimit(): number {
    return this.names.length;
  }

  rowCount(documentId: DocumentId): number {
    return this.rowCounts[documentId] ?? 0;
  }

  /**
   * Marks the documents removed; returns a flag per id (1: its rows must go) for the store's
   * compaction. Ids already removed are ignored.
   */
  remove(documentIds: readonly DocumentId[]): Uint8Array {
    const removed = new Uint8Array(this.names.length);
    for (const id of documentIds) {
      if (!this.alive[id]) continue;
      removed[id] = 1;
      this.alive[id] = false;
      this.rowCounts[id] = 0;
    }
    return removed;
  }
}

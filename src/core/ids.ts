/**
 * The ids of the app, one type each, so that none stands for another:
 *
 * - `InputId`: an input the user added (a dropped file, a pasted text), named by the page.
 * - `DocumentId`: a document read from an input (the input itself, or an archive member),
 *   numbered by the URL store when the document starts; never reused.
 * - `RowId`: a row of the URL store; rows are renumbered when documents are removed.
 *
 * The ingest pipeline numbers the documents of one run too (`IngestFileStart.ingestId`);
 * those numbers are the run's own and are mapped to `DocumentId`s by whoever stores them.
 */
declare const brand: unique symbol;

type Brand<T, Name extends string> = T & { readonly [brand]: Name };

/**
 * Not branded: the page makes these up (`file-3`) and they cross the message boundary as they
 * are; what keeps them apart from document ids is that those are numbers.
 */
export type InputId = string;
export type DocumentId = Brand<number, 'DocumentId'>;
export type RowId = Brand<number, 'RowId'>;

/** For ids that come back from outside (a message, a column of the store). */
export function asDocumentId(id: number): DocumentId {
  return id as DocumentId;
}

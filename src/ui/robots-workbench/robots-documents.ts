/**
 * The loaded robots.txt files the workbench can open: every document the worker read as a
 * robots.txt, with the number the worker gave it (`DocumentReport.documentId`).
 */
import { asDocumentId, type DocumentId } from '../../core/ids';
import type { InputFile } from '../file-list/input-files';

export interface RobotsDocument {
  documentId: DocumentId;
  name: string;
}

export function robotsDocuments(files: readonly InputFile[]): RobotsDocument[] {
  const out: RobotsDocument[] = [];
  for (const file of files) {
    for (const doc of file.opened?.documents ?? []) {
      // The worker sends DocumentReports (numbered FileReports); see OpenedFile.documents.
      const documentId = (doc as { documentId?: unknown }).documentId;
      if (doc.kind === 'robots' && typeof documentId === 'number')
        out.push({ documentId: asDocumentId(documentId), name: doc.name });
    }
  }
  return out;
}

/**
 * The loaded robots.txt files the workbench can open: every document the worker read as a
 * robots.txt, with the number the worker gave it (`SessionDocumentReport.documentId`).
 */
import type { DocumentId } from '../../core/ids';
import type { InputFile } from '../file-list/input-files';

export interface RobotsDocument {
  documentId: DocumentId;
  name: string;
}

export function robotsDocuments(files: readonly InputFile[]): RobotsDocument[] {
  const out: RobotsDocument[] = [];
  for (const file of files) {
    for (const doc of file.opened?.documents ?? []) {
      if (doc.kind === 'robots') out.push({ documentId: doc.documentId, name: doc.name });
    }
  }
  return out;
}

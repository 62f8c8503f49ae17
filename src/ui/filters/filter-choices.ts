/**
 * The choices the URL filters offer, from what is loaded: the files that were read (or are
 * being read), and the problem codes that concern URLs (the others cannot filter rows).
 */
import type { InputFile } from '../file-list/input-files';
import type { DocumentId, InputId } from '../../core/ids';
import type { ProblemsEvent } from '../../worker/protocol/request-map';

export interface FileChoice {
  inputId: InputId;
  name: string;
  /** Set for a file inside an archive: the choice filters to that document alone. */
  documentId?: DocumentId;
}

/**
 * Each input, and after an archive each file inside it (`ARCHIVE/PATH`), so that a member can
 * be chosen as any uploaded file can.
 */
export function fileChoicesOf(files: readonly InputFile[]): FileChoice[] {
  return files
    .filter((file) => file.phase === 'read' || file.phase === 'reading')
    .flatMap(({ inputId, name, opened }) => [
      { inputId, name },
      ...(opened?.documents ?? [])
        // A robots.txt lists no URLs: choosing it would always show none.
        .filter(
          (doc) =>
            doc.parentDocumentId !== undefined && doc.kind !== 'archive' && doc.kind !== 'robots',
        )
        .map((doc) => ({ inputId, name: doc.name, documentId: doc.documentId })),
    ]);
}

export function urlProblemCodesOf(problems: ProblemsEvent | undefined): string[] {
  return problems?.groups.filter((group) => group.urlCount > 0).map((group) => group.code) ?? [];
}

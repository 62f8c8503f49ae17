/**
 * The choices the URL filters offer, from what is loaded: the files that were read (or are
 * being read), and the problem codes that concern URLs (the others cannot filter rows).
 */
import type { InputFile } from '../file-list/input-files';
import type { InputId } from '../../core/ids';
import type { ProblemsEvent } from '../../worker/protocol/request-map';

export interface FileChoice {
  fileId: InputId;
  name: string;
}

export function fileChoicesOf(files: readonly InputFile[]): FileChoice[] {
  return files
    .filter((file) => file.phase === 'read' || file.phase === 'reading')
    .map(({ fileId, name }) => ({ fileId, name }));
}

export function urlProblemCodesOf(problems: ProblemsEvent | undefined): string[] {
  return problems?.groups.filter((group) => group.urlCount > 0).map((group) => group.code) ?? [];
}

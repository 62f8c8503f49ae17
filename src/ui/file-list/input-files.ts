/**
 * The file list's state: every input the user added, from the moment it is added (before
 * the worker answers) to its report or its error. A pure reducer, so the rules ("a failed
 * file leaves the others intact", "progress after cancel is ignored") are testable.
 */
import type { ContainerFormat } from '../../core/archive/sniff-format';
import type { AnalyzerErrorCode } from '../../worker/protocol/request-map';
import type { InputId } from '../../core/ids';
import type { OpenedFile, ReadAs } from '../../worker/protocol/files';

/** `link`: a file whose contents came in a share link; `site`: handed over by the bookmarklet. */
export type InputOrigin = 'upload' | 'drop' | 'paste' | 'demo' | 'link' | 'site';
export type InputPhase = 'queued' | 'reading' | 'read' | 'cancelled' | 'failed';

export interface InputFile {
  inputId: InputId;
  name: string;
  sizeBytes: number;
  origin: InputOrigin;
  phase: InputPhase;
  bytesRead: number;
  /** Bytes after decompression and URLs found so far (per-file progress). */
  inflatedBytes?: number;
  urls?: number;
  /** From the first slice the worker read. */
  format?: ContainerFormat;
  opened?: OpenedFile;
  error?: { code: AnalyzerErrorCode; message: string };
  /** How the user asked for it to be read (correcting a paste's guess). */
  readAs?: ReadAs;
}

export type InputFilesAction =
  | { type: 'added'; files: Pick<InputFile, 'inputId' | 'name' | 'sizeBytes' | 'origin'>[] }
  | {
      type: 'progress';
      inputId: InputId;
      bytesRead: number;
      format?: ContainerFormat;
      inflatedBytes?: number;
      urls?: number;
    }
  | { type: 'opened'; file: OpenedFile }
  | { type: 'failed'; inputId: InputId; code: AnalyzerErrorCode; message: string }
  | { type: 'reopening'; inputId: InputId; readAs: ReadAs }
  | { type: 'removed'; inputId: InputId }
  | { type: 'cleared' };

const isSettled = (file: InputFile) =>
  file.phase === 'read' || file.phase === 'cancelled' || file.phase === 'failed';

function update(
  files: InputFile[],
  inputId: InputId,
  change: (file: InputFile) => InputFile,
): InputFile[] {
  return files.map((file) => (file.inputId === inputId && !isSettled(file) ? change(file) : file));
}

export function inputFilesReducer(files: InputFile[], action: InputFilesAction): InputFile[] {
  switch (action.type) {
    case 'added':
      return [
        ...files,
        ...action.files.map((file) => ({ ...file, phase: 'queued' as const, bytesRead: 0 })),
      ];
    case 'progress':
      return update(files, action.inputId, (file) => ({
        ...file,
        phase: 'reading',
        bytesRead: action.bytesRead,
        format: action.format ?? file.format,
        inflatedBytes: action.inflatedBytes ?? file.inflatedBytes,
        urls: action.urls ?? file.urls,
      }));
    case 'opened':
      return update(files, action.file.inputId, (file) => ({
        ...file,
        phase: 'read',
        bytesRead: action.file.sizeBytes,
        sizeBytes: action.file.sizeBytes,
        format: action.file.format,
        opened: action.file,
      }));
    case 'failed':
      return update(files, action.inputId, (file) => ({
        ...file,
        phase: action.code === 'cancelled' ? 'cancelled' : 'failed',
        error: { code: action.code, message: action.message },
      }));
    case 'reopening':
      // Read again from the start: the old result no longer holds.
      return files.map((file) =>
        file.inputId === action.inputId
          ? {
              inputId: file.inputId,
              name: file.name,
              sizeBytes: file.sizeBytes,
              origin: file.origin,
              phase: 'queued',
              bytesRead: 0,
              readAs: action.readAs,
            }
          : file,
      );
    case 'removed':
      return files.filter((file) => file.inputId !== action.inputId);
    case 'cleared':
      return [];
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}

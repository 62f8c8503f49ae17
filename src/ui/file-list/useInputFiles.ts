/**
 * Adds inputs to the file list and opens each in the worker as its own request, so each
 * file can be cancelled alone and a failure stays with its file. Events from the worker
 * drive the reducer in ./input-files.ts.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import type { AnalyzerRequestBody } from '../../worker/protocol/request-map';
import type { InputId } from '../../core/ids';
import type { FileSource, ReadAs } from '../../worker/protocol/files';
import { inputFilesReducer, type InputFilesAction, type InputOrigin } from './input-files';
import { createProgressBatch } from './progress-batch';

type ProgressAction = Extract<InputFilesAction, { type: 'progress' }>;

export interface NewInput {
  name: string;
  source: FileSource;
  origin: InputOrigin;
}

let fileCounter = 0;
/** Unique in this page; crypto.randomUUID needs a secure context, which a plain-http static host is not. */
const nextFileId = (): InputId => `file-${++fileCounter}`;

/** What a file was made from, kept in the page so it can be stored, shared or added back. */
export interface KeptSource {
  name: string;
  blob: Blob;
  origin: InputOrigin;
}

export function useInputFiles(client: AnalyzerClient) {
  const [files, dispatch] = useReducer(inputFilesReducer, []);
  /**
   * Each file's bytes as a Blob: a Blob holds a copy (File API §3.1), taken before the
   * buffer is transferred to the worker, so the page can still store or share the file.
   */
  const sources = useRef(new Map<InputId, KeptSource>());
  const controllers = useRef(new Map<InputId, AbortController>());
  /** The ids in the list, kept beside the reducer so `clear` needs no render-time state. */
  const knownIds = useRef(new Set<InputId>());
  // At most one render a frame for progress; a file's report or failure goes at once.
  const [progress] = useState(() =>
    createProgressBatch<ProgressAction>((_fileId, action) => dispatch(action)),
  );
  useEffect(() => () => progress.dispose(), [progress]);

  /** Sends one file's request and turns its events into file-list actions. */
  const follow = useCallback(
    (fileId: InputId, body: AnalyzerRequestBody) => {
      const controller = new AbortController();
      controllers.current.set(fileId, controller);
      const pending = client.request(body, controller.signal);
      client.subscribe(pending.id, (event) => {
        if (event.type === 'progress') {
          progress.push(fileId, {
            type: 'progress',
            fileId,
            bytesRead: event.bytesRead,
            format: event.format,
            inflatedBytes: event.inflatedBytes,
            urls: event.urls,
          });
        } else if (event.type === 'fileReport') {
          progress.drop(fileId);
          dispatch({ type: 'opened', file: event.file });
        } else if (event.type === 'error') {
          progress.drop(fileId);
          dispatch({ type: 'failed', fileId, code: event.code, message: event.message });
        }
      });
      void pending.finished.then(() => {
        // A newer request for the same file (a re-read) keeps its own controller.
        if (controllers.current.get(fileId) === controller) controllers.current.delete(fileId);
      });
    },
    [client, progress],
  );

  const add = useCallback(
    (inputs: NewInput[]) => {
      const entries = inputs.map((input) => ({
        ...input,
        fileId: nextFileId(),
        // Read the size now: a transferred buffer reads as 0 bytes once posted.
        sizeBytes:
          input.source.kind === 'bytes'
            ? input.source.bytes.byteLength
            : input.source.kind === 'blob'
              ? input.source.blob.size
              : 0,
      }));
      for (const { fileId, name, source, origin } of entries) {
        // A sitemap the site did not give has no bytes to keep: it is read again from the site.
        if (source.kind === 'unfetched') continue;
        const blob = source.kind === 'blob' ? source.blob : new Blob([source.bytes]);
        sources.current.set(fileId, { name, blob, origin });
      }
      dispatch({ type: 'added', files: entries });
      for (const entry of entries) knownIds.current.add(entry.fileId);
      for (const { fileId, name, source } of entries) {
        follow(fileId, { type: 'open', files: [{ fileId, name, source }] });
      }
      return entries.map((entry) => entry.fileId);
    },
    [follow],
  );

  /** Reads a file again when the guess from its content was wrong (pasted text). */
  const reread = useCallback(
    (fileId: InputId, readAs: ReadAs) => {
      controllers.current.get(fileId)?.abort();
      progress.drop(fileId);
      dispatch({ type: 'reopening', fileId, readAs });
      follow(fileId, { type: 'reopen', fileId, readAs });
    },
    [follow, progress],
  );

  const cancel = useCallback((fileId: InputId) => controllers.current.get(fileId)?.abort(), []);

  const remove = useCallback(
    (fileIds: InputId[]) => {
      for (const fileId of fileIds) {
        controllers.current.get(fileId)?.abort();
        knownIds.current.delete(fileId);
        sources.current.delete(fileId);
        progress.drop(fileId);
        dispatch({ type: 'removed', fileId });
      }
      if (fileIds.length > 0) client.request({ type: 'remove', fileIds });
    },
    [client, progress],
  );

  const clear = useCallback(() => remove([...knownIds.current]), [remove]);
  /**
   * Removes the files of one origin as the list is now, not as it was at the last render:
   * the demo's files, added from a fetch callback, may not have rendered yet when the
   * user's first file arrives.
   */
  const removeOrigin = useCallback(
    (origin: InputOrigin) =>
      remove([...knownIds.current].filter((id) => sources.current.get(id)?.origin === origin)),
    [remove],
  );
  const sourceOf = useCallback((fileId: InputId) => sources.current.get(fileId), []);

  return useMemo(
    () => ({ files, add, cancel, remove, removeOrigin, clear, reread, sourceOf }),
    [files, add, cancel, remove, removeOrigin, clear, reread, sourceOf],
  );
}

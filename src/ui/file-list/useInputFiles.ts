/**
 * The file list: a view of the workspace's `file` entries (src/ui/workspace), each opened in
 * the worker as its own request, so each file can be cancelled alone and a failure stays
 * with its file. Events from the worker drive the reducer in ./input-files.ts.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import type { AnalyzerEvent, AnalyzerRequestBody } from '../../worker/protocol/request-map';
import type { InputId } from '../../core/ids';
import type { FileSource, ReadAs } from '../../worker/protocol/files';
import type { WorkspaceEntry } from '../workspace/workspace';
import { inputFilesReducer, type InputFilesAction } from './input-files';
import { createProgressBatch } from './progress-batch';

type ProgressAction = Extract<InputFilesAction, { type: 'progress' }>;

/** A file's events as file-list actions: progress at most once a frame, the rest at once. */
function onFileEvent(
  inputId: InputId,
  event: AnalyzerEvent,
  progress: ReturnType<typeof createProgressBatch<ProgressAction>>,
  dispatch: (action: InputFilesAction) => void,
): void {
  if (event.type === 'progress') {
    progress.push(inputId, {
      type: 'progress',
      inputId,
      bytesRead: event.bytesRead,
      format: event.format,
      inflatedBytes: event.inflatedBytes,
      urls: event.urls,
    });
  } else if (event.type === 'fileReport') {
    progress.drop(inputId);
    dispatch({ type: 'opened', file: event.file });
  } else if (event.type === 'error') {
    progress.drop(inputId);
    dispatch({ type: 'failed', inputId, code: event.code, message: event.message });
  }
}

/** Where the worker reads an entry from: a fetch still to make, a file left out, or its blob. */
function sourceOf({ blob, fetch, leftOut }: WorkspaceEntry): FileSource {
  if (fetch) return { kind: 'unfetched', fetch };
  if (leftOut) return { kind: 'left-out', leftOut };
  return { kind: 'blob', blob };
}

export function useInputFiles(client: AnalyzerClient) {
  const [files, dispatch] = useReducer(inputFilesReducer, []);
  const controllers = useRef(new Map<InputId, AbortController>());
  // At most one render a frame for progress; a file's report or failure goes at once.
  const [progress] = useState(() =>
    createProgressBatch<ProgressAction>((_inputId, action) => dispatch(action)),
  );
  useEffect(() => () => progress.dispose(), [progress]);

  /** Sends one file's request and turns its events into file-list actions. */
  const follow = useCallback(
    (inputId: InputId, body: AnalyzerRequestBody) => {
      const controller = new AbortController();
      controllers.current.set(inputId, controller);
      const pending = client.request(body, controller.signal);
      client.subscribe(pending.id, (event) => onFileEvent(inputId, event, progress, dispatch));
      void pending.finished.then(() => {
        // A newer request for the same file (a re-read) keeps its own controller.
        if (controllers.current.get(inputId) === controller) controllers.current.delete(inputId);
      });
    },
    [client, progress],
  );

  /** Opens the workspace's new file entries; their ids are their InputIds in the worker. */
  const add = useCallback(
    (entries: readonly WorkspaceEntry[]) => {
      dispatch({
        type: 'added',
        files: entries.map(({ id, name, origin, blob }) => ({
          inputId: id,
          name,
          origin,
          sizeBytes: blob.size,
        })),
      });
      for (const entry of entries) {
        const { id, name } = entry;
        follow(id, { type: 'open', files: [{ inputId: id, name, source: sourceOf(entry) }] });
      }
    },
    [follow],
  );

  /** Reads a file again when the guess from its content was wrong (pasted text). */
  const reread = useCallback(
    (inputId: InputId, readAs: ReadAs) => {
      controllers.current.get(inputId)?.abort();
      progress.drop(inputId);
      dispatch({ type: 'reopening', inputId, readAs });
      follow(inputId, { type: 'reopen', inputId, readAs });
    },
    [follow, progress],
  );

  const cancel = useCallback((inputId: InputId) => controllers.current.get(inputId)?.abort(), []);

  const remove = useCallback(
    (inputIds: InputId[]) => {
      for (const inputId of inputIds) {
        controllers.current.get(inputId)?.abort();
        progress.drop(inputId);
        dispatch({ type: 'removed', inputId });
      }
      if (inputIds.length > 0) client.request({ type: 'remove', inputIds });
    },
    [client, progress],
  );

  return useMemo(
    () => ({ files, add, cancel, remove, reread }),
    [files, add, cancel, remove, reread],
  );
}

/**
 * "Clear" and "Load demo" take the user's files off the page; this keeps their Blobs until
 * the next such step, so an Undo can add them back. Demo files are not offered back (Load
 * demo does that).
 */
import { useCallback, useState } from 'react';
import type { InputId } from '../../core/ids';
import type { InputFile } from './input-files';
import type { KeptSource, NewInput } from './useInputFiles';

export function useUndoableRemoval(
  files: readonly InputFile[],
  sourceOf: (fileId: InputId) => KeptSource | undefined,
  addBack: (inputs: NewInput[]) => void,
) {
  const [removed, setRemoved] = useState<KeptSource[]>([]);
  /** Remembers the user's files; call just before they are removed. */
  const remember = useCallback(() => {
    setRemoved(
      files.flatMap((file) => {
        const source = file.origin === 'demo' ? undefined : sourceOf(file.fileId);
        return source ? [source] : [];
      }),
    );
  }, [files, sourceOf]);
  const undo = useCallback(() => {
    addBack(
      removed.map(({ name, origin, blob }) => ({ name, origin, source: { kind: 'blob', blob } })),
    );
    setRemoved([]);
  }, [addBack, removed]);
  const dismiss = useCallback(() => setRemoved([]), []);
  return { removedCount: removed.length, remember, undo, dismiss };
}

/**
 * The ways the user adds files (upload, folder, drop, paste, Undo), with one rule: the demo
 * steps aside. The first file the user adds removes the demo's files (and stops a demo
 * still loading), so the user's problems are never mixed with example.com's.
 */
import { useCallback, useMemo, useRef } from 'react';
import type { InputId } from '../../core/ids';
import type { InputOrigin } from '../file-list/input-files';
import type { NewInput } from '../file-list/useInputFiles';
import { pasteName } from '../file-list/paste-name';
import { t } from '../i18n/i18n';

interface Options {
  add(inputs: NewInput[]): InputId[];
  removeOrigin(origin: InputOrigin): void;
  stopDemo(): void;
  /** A new step of the user's: what the previous one left on screen (an Undo offer) goes. */
  onUserStep(): void;
}

export function useUserInputs({ add, removeOrigin, stopDemo, onUserStep }: Options) {
  /** Pastes so far this session; Clear starts again from 1, Undo puts the count back. */
  const pasteCount = useRef(0);

  const addInputs = useCallback(
    (inputs: NewInput[]) => {
      stopDemo();
      removeOrigin('demo');
      onUserStep();
      return add(inputs);
    },
    [add, removeOrigin, stopDemo, onUserStep],
  );

  const addFiles = useCallback(
    (list: File[], origin: InputOrigin) =>
      addInputs(
        list.map((file) => ({
          // A file from a chosen folder keeps its path in the folder.
          name: file.webkitRelativePath || file.name,
          source: { kind: 'blob', blob: file },
          origin,
        })),
      ),
    [addInputs],
  );

  const addPaste = useCallback(
    (text: string) => {
      // A pasted robots.txt is named by the host it names, so two can be told apart.
      const name = pasteName(text, ++pasteCount.current, t);
      addInputs([
        {
          name,
          source: { kind: 'bytes', bytes: new TextEncoder().encode(text).buffer },
          origin: 'paste',
        },
      ]);
      return name;
    },
    [addInputs],
  );

  const pasteCounter = useMemo(
    () => ({
      get: () => pasteCount.current,
      set: (count: number) => void (pasteCount.current = count),
    }),
    [],
  );

  return { addInputs, addFiles, addPaste, pasteCounter };
}

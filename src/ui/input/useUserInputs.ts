/**
 * The ways the user adds files (upload, folder, drop, paste), with one rule: the demo
 * steps aside. The first file the user adds stops a demo still loading, and the workspace
 * removes the demo's files (workspace.ts), so the user's problems are never mixed with
 * example.com's.
 */
import { useCallback, useMemo, useRef } from 'react';
import type { InputOrigin } from '../file-list/input-files';
import { pasteName } from '../file-list/paste-name';
import { t } from '../../i18n/i18n';
import type { NewEntry } from '../workspace/useWorkspace';
import { fetchLogOf, savedFolderEntries } from './saved-site-folder';

interface Options {
  add(inputs: NewEntry[]): void;
  stopDemo(): void;
  /** A new step of the user's: what the previous one left on screen (an Undo offer) goes. */
  onUserStep(): void;
}

export function useUserInputs({ add, stopDemo, onUserStep }: Options) {
  /** Pastes so far this session; Clear starts again from 1, Undo puts the count back. */
  const pasteCount = useRef(0);

  const addInputs = useCallback(
    (inputs: NewEntry[]) => {
      stopDemo();
      onUserStep();
      add(inputs);
    },
    [add, stopDemo, onUserStep],
  );

  const addFiles = useCallback(
    (list: File[], origin: InputOrigin) => {
      const asTheyAre = (): NewEntry[] =>
        list.map((file) => ({
          // A file from a chosen folder keeps its path in the folder.
          name: file.webkitRelativePath || file.name,
          kind: 'file',
          blob: file,
          origin,
        }));
      // A folder the command line saved: its fetch log names the files by their URLs.
      const log = fetchLogOf(list);
      if (!log) return addInputs(asTheyAre());
      void savedFolderEntries(list, log, origin).then((entries) =>
        addInputs(entries ?? asTheyAre()),
      );
    },
    [addInputs],
  );

  const addPaste = useCallback(
    (text: string) => {
      // A pasted robots.txt is named by the host it names, so two can be told apart.
      const name = pasteName(text, ++pasteCount.current, t);
      addInputs([
        {
          name,
          kind: 'file',
          blob: new Blob([new TextEncoder().encode(text)], { type: 'text/plain' }),
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

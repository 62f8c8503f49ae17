/**
 * The ways the user adds files (upload, folder, drop, paste, Undo), with one rule: the demo
 * steps aside. The first file the user adds removes the demo's files (and stops a demo
 * still loading), so the user's problems are never mixed with example.com's.
 */
import { useCallback, useRef } from 'react';
import type { InputId } from '../../worker/protocol';
import type { InputFile, InputOrigin } from '../file-list/input-files';
import type { NewInput } from '../file-list/useInputFiles';
import { pasteName } from '../file-list/paste-name';
import { t } from '../i18n/i18n';

interface Options {
  files: readonly InputFile[];
  add(inputs: NewInput[]): InputId[];
  remove(fileIds: InputId[]): void;
  stopDemo(): void;
}

export function useUserInputs({ files, add, remove, stopDemo }: Options) {
  const pasteCount = useRef(0);

  const addInputs = useCallback(
    (inputs: NewInput[]) => {
      stopDemo();
      const demoIds = files.filter((file) => file.origin === 'demo').map((file) => file.fileId);
      if (demoIds.length > 0) remove(demoIds);
      return add(inputs);
    },
    [files, add, remove, stopDemo],
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

  return { addInputs, addFiles, addPaste };
}

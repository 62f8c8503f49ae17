/**
 * The page: header, demo banner, inputs, file list and the views. State lives in hooks;
 * the heavy work happens in the analyzer worker behind `client`. The page holds the one
 * problems answer per data version: the file list counts from it, the views show it.
 */
import { useCallback, useRef } from 'react';
import type { AnalyzerClient } from './worker-client/analyzer-client';
import { AppHeader } from './header/AppHeader';
import { DemoBanner } from './demo/DemoBanner';
import { useDemo } from './demo/useDemo';
import { InputArea } from './input/InputArea';
import { DropOverlay } from './input/DropOverlay';
import { useWindowFileDrop } from './input/useWindowFileDrop';
import { FileList } from './file-list/FileList';
import { useInputFiles } from './file-list/useInputFiles';
import { InspectorPanels } from './panels/InspectorPanels';
import { t } from './i18n/i18n';
import type { InputOrigin } from './file-list/input-files';
import { useDataVersion } from './worker-client/useDataVersion';
import { useWorkerAnswer } from './worker-client/useWorkerAnswer';

export function App({ client }: { client: AnalyzerClient }) {
  const { files, add, cancel, remove, clear, reread } = useInputFiles(client);
  const dataVersion = useDataVersion(client);
  const problems = useWorkerAnswer(client, { type: 'problems' }, 'problems', dataVersion);
  const demo = useDemo(add, clear);
  const pasteCount = useRef(0);

  const addFiles = useCallback(
    (list: File[], origin: InputOrigin) =>
      add(
        list.map((file) => ({
          // A file from a chosen folder keeps its path in the folder (issue 5).
          name: file.webkitRelativePath || file.name,
          source: { kind: 'blob', blob: file },
          origin,
        })),
      ),
    [add],
  );
  const isDragging = useWindowFileDrop(
    useCallback((list: File[]) => addFiles(list, 'drop'), [addFiles]),
  );

  const addPaste = (text: string) => {
    const name = t('input.paste.name', { number: ++pasteCount.current });
    add([
      {
        name,
        source: { kind: 'bytes', bytes: new TextEncoder().encode(text).buffer },
        origin: 'paste',
      },
    ]);
    return name;
  };

  return (
    <>
      <AppHeader />
      <main>
        <DemoBanner
          state={demo.state}
          isShowingDemo={files.some((file) => file.origin === 'demo')}
          hasFiles={files.length > 0}
          onClear={() => {
            demo.stop();
            clear();
          }}
          onLoad={demo.load}
        />
        <div className="inputs">
          <InputArea onPaste={addPaste} onFiles={(list) => addFiles(list, 'upload')} />
          <FileList
            files={files}
            onCancel={cancel}
            onRemove={(fileId) => remove([fileId])}
            onReadAs={reread}
            {...(problems ? { problemsByFile: problems.problemsByFile } : {})}
          />
        </div>
        <InspectorPanels
          client={client}
          files={files}
          dataVersion={dataVersion}
          problems={problems}
        />
      </main>
      <DropOverlay isVisible={isDragging} />
    </>
  );
}

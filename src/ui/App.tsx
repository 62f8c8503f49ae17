/**
 * The page: header, demo banner, inputs, file list and the views. State lives in hooks;
 * the heavy work happens in the analyzer worker behind `client`. The page holds the one
 * problems answer per data version, and the view (tab and filters) that the address
 * carries: share/ writes it into `#s=…` and reads it back, storage/ keeps the files.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { RawIntlProvider } from 'react-intl';
import { useWorkbenchState } from './robots-workbench/useWorkbenchState';
import type { AnalyzerClient } from './worker-client/analyzer-client';
import { InputsBar } from './input/InputsBar';
import { t } from './i18n/i18n';
import { AppHeader } from './header/AppHeader';
import { DemoBanner } from './demo/DemoBanner';
import { useDemo } from './demo/useDemo';
import { InputArea } from './input/InputArea';
import { InspectThisSite } from './bookmarklet/InspectThisSite';
import { DropOverlay } from './input/DropOverlay';
import { useWindowFileDrop } from './input/useWindowFileDrop';
import { useUserInputs } from './input/useUserInputs';
import { FileList } from './file-list/FileList';
import { useInputFiles } from './file-list/useInputFiles';
import { useUndoableRemoval } from './file-list/useUndoableRemoval';
import { useClearedState } from './file-list/useClearedState';
import { InspectorPanels } from './panels/InspectorPanels';
import { useInspectorView } from './panels/useInspectorView';
import { readOpeningLink } from './share/opening-link';
import { OpeningNotice } from './share/OpeningNotice';
import { ShareSection } from './share/ShareSection';
import { DEFAULT_TAB, fromShareState } from './share/share-view-state';
import { useOpening } from './share/useOpening';
import { useShareLink } from './share/useShareLink';
import { useShareState } from './share/useShareState';
import { KeptFilesNote } from './storage/KeptFilesNote';
import { useKeptFiles } from './storage/useKeptFiles';
import { NO_FILTERS } from './filters/view-filters';
import { useDataVersion } from './worker-client/useDataVersion';
import { useAsk } from './worker-client/useAsk';
import { setLocale, translator } from './i18n/i18n';
import { CrawlCoverage } from './crawl/CrawlCoverage';
import { useCrawl } from './crawl/useCrawl';
import { useKeptCrawl } from './crawl/useKeptCrawl';
import { SnapshotSection } from './snapshot/SnapshotSection';
import { useLocale } from './i18n/useLocale';

export function App({ client }: { client: AnalyzerClient }) {
  // The whole tree re-renders when the language changes (see i18n.ts).
  const locale = useLocale();
  const [opening] = useState(() => readOpeningLink(window.location.hash));
  const { files, add, cancel, remove, removeOrigin, clear, reread, sourceOf } =
    useInputFiles(client);
  const dataVersion = useDataVersion(client);
  const problemsState = useAsk(client, { type: 'problems' }, { dependsOn: dataVersion });
  const problems = problemsState.answer;
  const demo = useDemo(add, clear, opening.kind === 'none' || opening.kind === 'history');
  // Any new step of the user's (a file added, a paste) ends the offer to undo the last Clear.
  const dismissUndo = useRef(() => {});
  const onUserStep = useCallback(() => dismissUndo.current(), []);
  const inputs = useUserInputs({ add, removeOrigin, stopDemo: demo.stop, onUserStep });
  const undo = useUndoableRemoval(files, sourceOf, inputs.addInputs);
  const kept = useKeptFiles({ files, sourceOf, add });
  // Sitemaps against a crawl (issue 32): a crawl export among the files goes to its reader,
  // and is kept in this browser beside them.
  const crawl = useCrawl(client, dataVersion);
  const keptCrawl = useKeptCrawl(crawl);
  const inspector = useInspectorView(
    opening.kind === 'history' || opening.kind === 'shared'
      ? fromShareState(opening.state)
      : { tab: DEFAULT_TAB, filters: NO_FILTERS },
  );
  // Held here, not in its (lazily loaded) panel, so a link restores it before the panel mounts.
  const workbench = useWorkbenchState(
    opening.kind === 'history' || opening.kind === 'shared' ? opening.state.workbench : undefined,
  );
  const cleared = useClearedState({ workbench, inspector, pasteCounter: inputs.pasteCounter });
  /** Messages of the inputs (what was pasted, how many files were added) end with Clear. */
  const [clearCount, setClearCount] = useState(0);
  useEffect(() => {
    dismissUndo.current = () => {
      undo.dismiss();
      cleared.forget();
    };
  });
  const pageView = inspector.pageView;
  // English is the default, so a link made in English lets its reader keep their language.
  const view = useMemo(
    () => (locale === 'en' ? pageView : { ...pageView, lang: locale }),
    [pageView, locale],
  );
  const shareState = useShareState({
    opening,
    view,
    onRestoreView: (restored) => {
      if (restored.lang) setLocale(restored.lang);
      inspector.restore(restored);
    },
    workbench: workbench.share,
    onRestoreWorkbench: workbench.restore,
  });
  const shareLink = useShareLink(shareState, files, sourceOf);
  useOpening(opening, {
    add,
    restoreKept: async () => (await kept.restore()) + (await keptCrawl.restore()),
    loadDemo: demo.loadAtOpen,
    skipDemo: demo.stop,
  });

  const loadedNames = useMemo(() => new Set(files.map((file) => file.name)), [files]);
  const addFiles = (list: File[], origin: 'drop' | 'upload') =>
    void crawl.addFilesOrCrawl(list, (rest) => inputs.addFiles(rest, origin));
  const isDragging = useWindowFileDrop((list: File[]) => addFiles(list, 'drop'));

  /** A tab of the results, brought into view (the crawl and snapshot sections sit below). */
  const showResults = (tab: 'urls' | 'problems') => {
    inspector.setTab(tab);
    requestAnimationFrame(() => document.getElementById('results')?.focus());
  };

  return (
    <RawIntlProvider value={translator().intl}>
      <a className="skip-link" href="#results">
        {t('app.skipToResults')}
      </a>
      <AppHeader />
      <main>
        <OpeningNotice opening={opening} loadedNames={loadedNames} />
        <DemoBanner
          state={demo.state}
          isShowingDemo={files.some((file) => file.origin === 'demo')}
          hasFiles={files.length > 0}
          removedCount={undo.removedCount}
          onClear={() => {
            undo.remember();
            demo.stop();
            clear();
            cleared.clear();
            setClearCount((count) => count + 1);
          }}
          onLoad={() => {
            undo.remember();
            cleared.forget();
            demo.load();
          }}
          onUndo={() => {
            // The view first: adding the files back is a step that ends the Undo offer.
            cleared.undo();
            undo.undo();
          }}
          onDismissUndo={() => {
            undo.dismiss();
            cleared.forget();
          }}
        />
        <InputsBar
          files={files}
          {...(problems ? { problemCount: sumOf(problems.problemsByFile) } : {})}
        >
          <InputArea
            key={clearCount}
            onPaste={inputs.addPaste}
            onFiles={(list) => addFiles(list, 'upload')}
          />
          <InspectThisSite onFiles={inputs.addInputs} />
          <FileList
            files={files}
            onCancel={cancel}
            onRemove={(fileId) => remove([fileId])}
            onReadAs={reread}
            {...(problems ? { problemsByFile: problems.problemsByFile } : {})}
            isCountingProblems={!problemsState.isCurrent}
          />
          <KeptFilesNote kept={kept} />
        </InputsBar>
        <div id="results" tabIndex={-1} className="results">
          <InspectorPanels
            client={client}
            files={files}
            dataVersion={dataVersion}
            problems={problems}
            tab={inspector.tab}
            onSelectTab={inspector.setTab}
            view={inspector.view}
            workbench={workbench}
          />
        </div>
        {/*
          After the results, so the answer stays above the fold: the sitemaps against a crawl
          export (crawl/) and against an earlier snapshot (snapshot/); their figures lead to the
          URL table filtered to the URLs behind them.
        */}
        <CrawlCoverage
          crawl={crawl}
          isKept={keptCrawl.isKept}
          onShowUrls={(code) => {
            inspector.view.update({ problemCode: code });
            showResults('urls');
          }}
          onShowProblems={() => showResults('problems')}
        />
        {/* Two snapshots side by side: an earlier one read beside these files (snapshot/). */}
        <SnapshotSection
          client={client}
          dataVersion={dataVersion}
          onShowChange={(change) => {
            inspector.view.update({ change });
            showResults('urls');
          }}
        />
        {/* After the results: the table starts near the top once the inputs are folded. */}
        <ShareSection share={shareLink} />
      </main>
      <DropOverlay isVisible={isDragging} />
    </RawIntlProvider>
  );
}

function sumOf(counts: Readonly<Record<string, number>>): number {
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}

/**
 * The page, a workspace: the header with its actions (Add files, Inspect a site, Share), the
 * demo banner, the inputs folded whenever anything is loaded, then the Overview and the tabs
 * (the crawl export's Coverage and the earlier snapshot's Changes among them). State lives in hooks;
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
import { SiteHandOver } from './bookmarklet/SiteHandOver';
import { InspectThisSite } from './bookmarklet/InspectThisSite';
import { DropOverlay } from './input/DropOverlay';
import { useWindowFileDrop } from './input/useWindowFileDrop';
import { useUserInputs } from './input/useUserInputs';
import { FileList } from './file-list/FileList';
import { useClearedState } from './file-list/useClearedState';
import { InspectorPanels } from './panels/InspectorPanels';
import { usePageRobotsCheck } from './panels/usePageRobotsCheck';
import { DownloadReport } from './report/DownloadReport';
import { useInspectorView } from './panels/useInspectorView';
import { readOpeningLink } from './share/opening-link';
import { OpeningNotice } from './share/OpeningNotice';
import { ShareDialog } from './share/ShareDialog';
import { DEFAULT_TAB, fromShareState } from './share/share-view-state';
import { useOpening } from './share/useOpening';
import { useShareLink } from './share/useShareLink';
import { useShareState } from './share/useShareState';
import { KeptFilesNote } from './storage/KeptFilesNote';
import { NO_FILTERS } from './filters/view-filters';
import { useDataVersion } from './worker-client/useDataVersion';
import { useAsk } from './worker-client/useAsk';
import { setLocale, translator } from './i18n/i18n';
import { useLocale } from './i18n/useLocale';
import { problemTotal } from './overview/overview-figures';
import { RobotsHistoryContext } from './robots-workbench/useRobotsHistory';
import { InputSitesContext } from './robots-workbench/useInputSites';
import { usePageWorkspace } from './workspace/usePageWorkspace';
import { leftOutOfLink } from './workspace/left-out-of-link';
import type { NewEntry } from './workspace/useWorkspace';
import { useInputsFold } from './input/useInputsFold';
import type { ComparedInputs } from './panels/panel-list';
import type { PageCheckOpenAsk } from '../worker/protocol/page-check';

/** Where the header's Inspect a site takes focus: the inputs' "Start from a site". */
const SITE_INPUTS_ID = 'start-from-a-site';

export function App({ client }: { client: AnalyzerClient }) {
  // The whole tree re-renders when the language changes (see i18n.ts).
  const locale = useLocale();
  const [opening] = useState(() => readOpeningLink(window.location.hash));
  const dataVersion = useDataVersion(client);
  // Every input (files, the crawl export, the earlier snapshot, the robots.txt history) is an
  // entry of one workspace with one lifecycle: Clear, Undo, reload, Forget (workspace/).
  const space = usePageWorkspace(client, dataVersion);
  const { files, crawl } = space;
  const problemsState = useAsk(client, { type: 'problems' }, { dependsOn: dataVersion });
  const problems = problemsState.answer;
  // Debounced: while files are read the data version moves on with every slice.
  const compare = useAsk(client, { type: 'compare' }, { dependsOn: dataVersion, debounceMs: 250 });
  const demo = useDemo(
    (inputs) => space.startOver(inputs, true),
    opening.kind === 'none' || opening.kind === 'history',
  );
  // Any new step of the user's (a file added, a paste) ends the offer to undo the last Clear.
  const dismissUndo = useRef(() => {});
  const onUserStep = useCallback(() => dismissUndo.current(), []);
  const openPageCheck = useCallback(
    (ask: PageCheckOpenAsk) => void client.ask({ type: 'pageCheckOpen', ...ask }),
    [client],
  );
  const inputs = useUserInputs({ add: space.add, stopDemo: demo.stop, onUserStep, openPageCheck });
  const inspector = useInspectorView(
    opening.kind === 'history' || opening.kind === 'shared'
      ? fromShareState(opening.state)
      : { tab: DEFAULT_TAB, filters: NO_FILTERS },
  );
  // Held here, not in its (lazily loaded) panel, so a link restores it before the panel mounts.
  const workbench = useWorkbenchState(
    opening.kind === 'history' || opening.kind === 'shared' ? opening.state.workbench : undefined,
  );
  const [robotsCheck, setRobotsCheck] = usePageRobotsCheck(workbench);
  const cleared = useClearedState({ workbench, inspector, pasteCounter: inputs.pasteCounter });
  /** Messages of the inputs (what was pasted, how many files were added) end with Clear. */
  const [clearCount, setClearCount] = useState(0);
  useEffect(() => {
    // The workspace ends its own offer with the step (workspace.ts); the view's goes with it.
    dismissUndo.current = () => cleared.forget();
  });
  /** Clear, Load demo and a hand-over set everything aside; Undo brings it all back. */
  const startOver = (entries: NewEntry[] = []) => {
    demo.stop();
    cleared.clear();
    if (entries.length > 0) space.startOver(entries);
    else space.clear();
    setClearCount((count) => count + 1);
  };
  // A site's files start a clean workspace, once the kept one is read back (else it would
  // join them), with the previous one an Undo away.
  const onSiteFiles = (entries: NewEntry[], pageCheck?: PageCheckOpenAsk) =>
    void space.kept.whenOpened.then(() => {
      // Before the files: the worker keeps a check whose inputs are still to come.
      if (pageCheck) openPageCheck(pageCheck);
      startOver(entries);
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
  const shareLink = useShareLink(shareState, files, space.sourceOf, leftOutOfLink(space.workspace));
  useOpening(opening, {
    add: space.add,
    restoreKept: space.kept.restore,
    skipKept: space.kept.skipRestore,
    loadDemo: demo.loadAtOpen,
    skipDemo: demo.stop,
  });

  const { updateHistory } = space;
  const history = space.workspace.history;
  const robotsHistory = useMemo(
    () => ({ history, update: updateHistory }),
    [history, updateHistory],
  );
  // The sites typed for robots.txt inputs live with their entries (workspace.ts `site`).
  const { entries } = space.workspace;
  const { typeSite } = space;
  const inputSites = useMemo(
    () => ({
      sites: new Map(entries.flatMap((entry) => (entry.site ? [[entry.id, entry.site]] : []))),
      type: typeSite,
    }),
    [entries, typeSite],
  );
  const loadedNames = useMemo(() => new Set(files.map((file) => file.name)), [files]);
  // A crawl export among the files is read as one and shown in its tab.
  const addFiles = (list: File[], origin: 'drop' | 'upload') =>
    void crawl.addFilesOrCrawl(
      list,
      (rest) => inputs.addFiles(rest, origin),
      (file) => {
        crawl.open(file);
        inspector.setTab('coverage');
      },
    );
  const isDragging = useWindowFileDrop((list: File[]) => addFiles(list, 'drop'));
  const inputsFold = useInputsFold(files, { startsFolded: opening.kind === 'shared' });
  const shareDialog = useRef<HTMLDialogElement>(null);
  /** The inputs opened on demand at "Start from a site", focus moved there. */
  const showSiteInputs = () => {
    inputsFold.open();
    requestAnimationFrame(() => document.getElementById(SITE_INPUTS_ID)?.focus());
  };
  const comparedWith: ComparedInputs = {
    crawl,
    isCrawlKept: space.isCrawlKept,
    earlier: space.earlier,
    compare: compare.answer,
    onOpenEarlier: space.addEarlier,
    onForgetEarlier: space.forgetEarlier,
  };

  return (
    <RawIntlProvider value={translator().intl}>
      <RobotsHistoryContext.Provider value={robotsHistory}>
        <a className="skip-link" href="#results">
          {t('app.skipToResults')}
        </a>
        <AppHeader
          onAddFiles={(list) => addFiles(list, 'upload')}
          onInspectSite={showSiteInputs}
          onShare={() => shareDialog.current?.showModal()}
          report={
            files.length > 0 && (
              <DownloadReport client={client} files={files} robotsCheck={robotsCheck} />
            )
          }
        />
        <main>
          <OpeningNotice opening={opening} loadedNames={loadedNames} />
          <SiteHandOver onFiles={onSiteFiles} />
          <DemoBanner
            state={demo.state}
            isShowingDemo={files.some((file) => file.origin === 'demo')}
            hasFiles={space.workspace.entries.length > 0}
            removedCount={space.workspace.setAside.length}
            hasRemovedHistory={Object.keys(space.workspace.setAsideHistory).length > 0}
            onClear={() => startOver()}
            onLoad={() => {
              cleared.forget();
              demo.load();
            }}
            onUndo={() => {
              cleared.undo();
              space.undo();
            }}
            onDismissUndo={() => {
              space.dismissUndo();
              cleared.forget();
            }}
          />
          <InputsBar
            files={files}
            fold={inputsFold}
            {...(problems ? { problemCount: problemTotal(problems) } : {})}
          >
            <InputArea
              key={clearCount}
              onPaste={inputs.addPaste}
              onFiles={(list) => addFiles(list, 'upload')}
            />
            <InspectThisSite id={SITE_INPUTS_ID} />
            <FileList
              files={files}
              onCancel={space.cancel}
              onRemove={(fileId) => space.remove([fileId])}
              onReadAs={space.reread}
              {...(problems ? { problemsByFile: problems.problemsByFile } : {})}
              isCountingProblems={!problemsState.isCurrent}
            />
            <KeptFilesNote kept={space.kept} />
          </InputsBar>
          <div id="results" tabIndex={-1} className="results">
            <InputSitesContext.Provider value={inputSites}>
              <InspectorPanels
                client={client}
                files={files}
                dataVersion={dataVersion}
                problems={problems}
                tab={inspector.tab}
                onSelectTab={inspector.setTab}
                view={inspector.view}
                workbench={workbench}
                comparedWith={comparedWith}
                robotsCheck={robotsCheck}
                setRobotsCheck={setRobotsCheck}
              />
            </InputSitesContext.Provider>
          </div>
        </main>
        <ShareDialog share={shareLink} dialog={shareDialog} />
        <DropOverlay isVisible={isDragging} />
      </RobotsHistoryContext.Provider>
    </RawIntlProvider>
  );
}

/**
 * The page, a workspace: the header with its actions (Add files, Inspect a site, Share), the
 * demo banner, the inputs folded whenever anything is loaded, then the Overview and the tabs
 * (the crawl export's Coverage and the earlier snapshot's Changes among them). State lives in hooks;
 * the heavy work happens in the analyzer worker behind `client`. The page holds the one
 * problems answer per data version, and the view (tab and filters) that the address
 * carries: share/ writes it into `#s=…` and reads it back, storage/ keeps the files.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import { RawIntlProvider } from 'react-intl';
import { useWorkbenchState } from './robots-workbench/useWorkbenchState';
import type { AnalyzerClient } from './worker-client/analyzer-client';
import { InputsBar } from './input/InputsBar';
import { t } from '../i18n/i18n';
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
import { setLocale, translator } from '../i18n/i18n';
import { useLocale } from './i18n/useLocale';
import { problemTotal } from './overview/overview-figures';
import { RobotsHistoryContext } from './robots-workbench/useRobotsHistory';
import { InputSitesContext } from './robots-workbench/useInputSites';
import { usePageWorkspace } from './workspace/usePageWorkspace';
import { leftOutOfLink } from './workspace/left-out-of-link';
import type { NewEntry } from './workspace/useWorkspace';
import { useInputsFold } from './input/useInputsFold';
import type { ComparedInputs } from './panels/panel-list';

/** The view of a page opened without a link: the default tab, no filters. */
const FRESH_VIEW = { tab: DEFAULT_TAB, filters: NO_FILTERS };

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
  const { files } = space;
  const { problemsState, compare } = usePageAnswers(client, dataVersion);
  const demo = useDemo(
    (inputs) => space.startOver(inputs, true),
    opening.kind === 'none' || opening.kind === 'history',
  );
  // Any new step of the user's (a file added, a paste) ends the offer to undo the last Clear.
  const dismissUndo = useRef(() => {});
  const onUserStep = useCallback(() => dismissUndo.current(), []);
  const inputs = useUserInputs({ add: space.add, stopDemo: demo.stop, onUserStep });
  const linked = opening.kind === 'history' || opening.kind === 'shared' ? opening.state : null;
  const inspector = useInspectorView(linked ? fromShareState(linked) : FRESH_VIEW);
  // Held here, not in its (lazily loaded) panel, so a link restores it before the panel mounts.
  const workbench = useWorkbenchState(linked?.workbench);
  const [robotsCheck, setRobotsCheck] = usePageRobotsCheck(workbench);
  const cleared = useClearedState({ workbench, inspector, pasteCounter: inputs.pasteCounter });
  useEffect(() => {
    // The workspace ends its own offer with the step (workspace.ts); the view's goes with it.
    dismissUndo.current = () => cleared.forget();
  });
  const { clearCount, startOver, onSiteFiles } = useStartOver(demo, cleared, space);
  const shareLink = usePageShareLink(opening, locale, inspector, workbench, space);
  useOpening(opening, openingSteps(space, demo));

  const { robotsHistory, inputSites } = useWorkspaceContexts(space);
  const loadedNames = useMemo(() => new Set(files.map((file) => file.name)), [files]);
  const addFiles = filesAdder(space, inputs, inspector);
  const isDragging = useWindowFileDrop((list: File[]) => addFiles(list, 'drop'));
  const [inputsFold, showSiteInputs] = useSiteInputsFold(files, opening.kind === 'shared');
  const shareDialog = useRef<HTMLDialogElement>(null);

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
          report={files.length > 0 && <DownloadReport {...{ client, files, robotsCheck }} />}
        />
        <main>
          <OpeningNotice opening={opening} loadedNames={loadedNames} />
          <SiteHandOver onFiles={onSiteFiles} client={client} />
          <PageDemoBanner demo={demo} space={space} cleared={cleared} onClear={() => startOver()} />
          <PageInputs
            space={space}
            fold={inputsFold}
            problemsState={problemsState}
            clearCount={clearCount}
            onPaste={inputs.addPaste}
            onFiles={(list) => addFiles(list, 'upload')}
          />
          <div id="results" tabIndex={-1} className="results">
            <InputSitesContext.Provider value={inputSites}>
              <InspectorPanels
                client={client}
                files={files}
                dataVersion={dataVersion}
                problems={problemsState.answer}
                tab={inspector.tab}
                onSelectTab={inspector.setTab}
                view={inspector.view}
                workbench={workbench}
                comparedWith={comparedInputsOf(space, compare.answer)}
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

type PageWorkspace = ReturnType<typeof usePageWorkspace>;

/** What the robots.txt panels read from the workspace: its history, and the sites typed. */
function useWorkspaceContexts(space: PageWorkspace) {
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
  return { robotsHistory, inputSites };
}

/**
 * The link Share offers: the view, the workbench and the files, kept in the address. A link
 * opened restores the view (and its language) and the workbench.
 */
function usePageShareLink(
  opening: ReturnType<typeof readOpeningLink>,
  locale: ReturnType<typeof useLocale>,
  inspector: ReturnType<typeof useInspectorView>,
  workbench: ReturnType<typeof useWorkbenchState>,
  space: PageWorkspace,
) {
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
  return useShareLink(shareState, space.files, space.sourceOf, leftOutOfLink(space.workspace));
}

/** The demo banner, with Clear, Load demo and Undo wired to the workspace and the view. */
function PageDemoBanner({
  demo,
  space,
  cleared,
  onClear,
}: {
  demo: ReturnType<typeof useDemo>;
  space: PageWorkspace;
  cleared: ReturnType<typeof useClearedState>;
  onClear(): void;
}) {
  return (
    <DemoBanner
      state={demo.state}
      isShowingDemo={space.files.some((file) => file.origin === 'demo')}
      hasFiles={space.workspace.entries.length > 0}
      removedCount={space.workspace.setAside.length}
      hasRemovedHistory={Object.keys(space.workspace.setAsideHistory).length > 0}
      onClear={onClear}
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
  );
}

/**
 * Clear, Load demo and a hand-over set everything aside; Undo brings it all back. The inputs'
 * messages (what was pasted, how many files were added) end with Clear: `clearCount` keys them.
 */
function useStartOver(
  demo: ReturnType<typeof useDemo>,
  cleared: ReturnType<typeof useClearedState>,
  space: PageWorkspace,
) {
  const [clearCount, setClearCount] = useState(0);
  const startOver = (entries: NewEntry[] = []) => {
    demo.stop();
    cleared.clear();
    if (entries.length > 0) space.startOver(entries);
    else space.clear();
    setClearCount((count) => count + 1);
  };
  // A site's files start a clean workspace, once the kept one is read back (else it would
  // join them), with the previous one an Undo away.
  const onSiteFiles = (entries: NewEntry[]) =>
    void space.kept.whenOpened.then(() => startOver(entries));
  return { clearCount, startOver, onSiteFiles };
}

/** The inputs compared with the sitemaps: the crawl export and the earlier snapshot. */
function comparedInputsOf(
  space: PageWorkspace,
  compare: ComparedInputs['compare'],
): ComparedInputs {
  return {
    crawl: space.crawl,
    isCrawlKept: space.isCrawlKept,
    earlier: space.earlier,
    compare,
    onOpenEarlier: space.addEarlier,
    onForgetEarlier: space.forgetEarlier,
    logs: space.logs,
  };
}

/** The inputs, folded whenever anything is loaded: paste or drop, a site, the file list. */
function PageInputs({
  space,
  fold,
  problemsState,
  clearCount,
  onPaste,
  onFiles,
}: {
  space: PageWorkspace;
  fold: ReturnType<typeof useInputsFold>;
  problemsState: ReturnType<typeof useAsk<'problems'>>;
  clearCount: number;
  onPaste: ComponentProps<typeof InputArea>['onPaste'];
  onFiles(list: File[]): void;
}) {
  const { files } = space;
  const problems = problemsState.answer;
  return (
    <InputsBar
      files={files}
      fold={fold}
      {...(problems ? { problemCount: problemTotal(problems) } : {})}
    >
      <InputArea key={clearCount} onPaste={onPaste} onFiles={onFiles} />
      <InspectThisSite id={SITE_INPUTS_ID} />
      <FileList
        files={files}
        onCancel={space.cancel}
        onRemove={(inputId) => space.remove([inputId])}
        onReadAs={space.reread}
        {...(problems ? { problemsByFile: problems.problemsByFile } : {})}
        isCountingProblems={!problemsState.isCurrent}
      />
      <KeptFilesNote kept={space.kept} />
    </InputsBar>
  );
}

/** What a link or the page's opening does with the workspace and the demo (useOpening). */
function openingSteps(space: PageWorkspace, demo: ReturnType<typeof useDemo>) {
  return {
    add: space.add,
    restoreKept: space.kept.restore,
    skipKept: space.kept.skipRestore,
    loadDemo: demo.loadAtOpen,
    skipDemo: demo.stop,
  };
}

/**
 * Adds dropped or chosen files: access logs and range files among them (told by their bytes)
 * go to the Crawlers tab, a crawl export is read as one and shown in its tab, the rest are inputs.
 */
function filesAdder(
  { crawl, logs }: Pick<PageWorkspace, 'crawl' | 'logs'>,
  inputs: ReturnType<typeof useUserInputs>,
  inspector: ReturnType<typeof useInspectorView>,
) {
  return (list: File[], origin: 'drop' | 'upload') =>
    void logs.takeLogs(list).then(({ rest, hasLogs }) => {
      if (hasLogs) inspector.setTab('crawlers');
      if (rest.length === 0) return;
      return crawl.addFilesOrCrawl(
        rest,
        (others) => inputs.addFiles(others, origin),
        (file) => {
          crawl.open(file);
          inspector.setTab('coverage');
        },
      );
    });
}

/**
 * The inputs' fold (folded at first on a shared link), and the header's Inspect a site: the
 * inputs opened at "Start from a site", focus moved there.
 */
function useSiteInputsFold(
  files: PageWorkspace['files'],
  startsFolded: boolean,
): [ReturnType<typeof useInputsFold>, () => void] {
  const inputsFold = useInputsFold(files, { startsFolded });
  const showSiteInputs = () => {
    inputsFold.open();
    requestAnimationFrame(() => document.getElementById(SITE_INPUTS_ID)?.focus());
  };
  return [inputsFold, showSiteInputs];
}

/** The answers the page holds per data version: the problems, and the snapshot comparison. */
function usePageAnswers(client: AnalyzerClient, dataVersion: number) {
  const problemsState = useAsk(client, { type: 'problems' }, { dependsOn: dataVersion });
  // Debounced: while files are read the data version moves on with every slice.
  const compare = useAsk(client, { type: 'compare' }, { dependsOn: dataVersion, debounceMs: 250 });
  return { problemsState, compare };
}

/**
 * What the user typed and chose in the robots.txt workbench, held by the page (App) rather
 * than the panel: the address carries it (share links, Back and Forward), and a link must
 * restore it before the panel, loaded lazily on its first opening, is mounted.
 *
 * The robots.txt text follows the editor on every change; the editor takes a text from
 * here only when `content.revision` changes (a file opened, a link or history entry
 * restored), so CodeMirror keeps its own document, selection and undo while one types.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DocumentId } from '../../core/ids';
import { crawlerPresets } from '../../core/robots/analyses/ai-crawlers';
import type { WorkbenchShareState } from '../../core/share/share-state';
import type { RobotsWorkbenchAsk } from '../../worker/protocol/robots-workbench';
import { splitTypedTokens } from './CrawlerChoice';
import type { EditorContent } from './RobotsEditor';

const DEFAULT_CHECKED: readonly string[] = ['Googlebot'];

export type RobotsStatusChoice = NonNullable<RobotsWorkbenchAsk['robotsStatus']>;
const PRESET_TOKENS = new Set(crawlerPresets.map((preset) => preset.token));

/** The test's inputs besides the robots.txt text: site, URLs, crawlers, expectations. */
function useTestFields(initial: WorkbenchShareState | undefined) {
  const [siteText, setSiteText] = useState(initial?.site ?? '');
  const [testLinesText, setTestLinesText] = useState(initial?.testUrls.join('\n') ?? '');
  const [checked, setChecked] = useState<readonly string[]>(
    initial ? checkedOf(initial.crawlers) : DEFAULT_CHECKED,
  );
  const [typed, setTyped] = useState(initial ? typedOf(initial.crawlers) : '');
  const [expectationsText, setExpectationsText] = useState(initial?.expectations ?? '');
  /** A link or history entry's fields (undefined: the defaults). */
  const restoreFields = useCallback((state: WorkbenchShareState | undefined) => {
    setSiteText(state?.site ?? '');
    setTestLinesText(state?.testUrls.join('\n') ?? '');
    setChecked(state ? checkedOf(state.crawlers) : DEFAULT_CHECKED);
    setTyped(state ? typedOf(state.crawlers) : '');
    setExpectationsText(state?.expectations ?? '');
  }, []);
  return {
    siteText,
    testLinesText,
    checked,
    typed,
    expectationsText,
    setSiteText,
    setTestLinesText,
    setChecked,
    setTyped,
    setExpectationsText,
    restoreFields,
  };
}

/** What a share link carries of the workbench; undefined while it is as a new page has it. */
function shareStateOf(state: {
  text: string;
  before: string | undefined;
  siteText: string;
  testLinesText: string;
  checked: readonly string[];
  typed: string;
  expectationsText: string;
}): WorkbenchShareState | undefined {
  const { text, before, siteText, testLinesText, checked, typed, expectationsText } = state;
  const crawlers = [...checked, ...splitTypedTokens(typed)];
  const isUntouched =
    text === '' &&
    before === undefined &&
    siteText === '' &&
    testLinesText === '' &&
    expectationsText === '' &&
    crawlers.join('\n') === DEFAULT_CHECKED.join('\n');
  if (isUntouched) return undefined;
  return {
    robots: text,
    before: before ?? '',
    site: siteText,
    testUrls: testLinesText === '' ? [] : testLinesText.split('\n'),
    crawlers,
    expectations: expectationsText,
  };
}

/**
 * The robots.txt text: what the editor shows and the page holds, the loaded file it came
 * from, and the version kept as "before" to compare with.
 */
function useEditorText(initial: WorkbenchShareState | undefined) {
  const [content, setContent] = useState<EditorContent>({
    text: initial?.robots ?? '',
    revision: 0,
  });
  const [text, setText] = useState(initial?.robots ?? '');
  const [source, setSource] = useState<DocumentId | null>(null);
  const [before, setBefore] = useState<string | undefined>(initial?.before || undefined);
  /** The text of the loaded file as it was opened: its first edit keeps it as "before". */
  const loaded = useRef<string | undefined>(undefined);
  /** A source was chosen, or a robots.txt restored: the first loaded file no longer opens by itself. */
  const hasChosen = useRef(Boolean(initial?.robots));
  const textRef = useRef(text);
  useEffect(() => {
    textRef.current = text;
  }, [text]);

  /** Puts a text in the editor from outside (a file opened): the previous one becomes "before". */
  const open = useCallback((next: string, from: DocumentId | null) => {
    hasChosen.current = true;
    setSource(from);
    loaded.current = from === null ? undefined : next;
    const previous = textRef.current;
    if (previous.trim() !== '' && previous !== next) setBefore(previous);
    setText(next);
    setContent((old) => ({ text: next, revision: old.revision + 1 }));
  }, []);

  /**
   * The loaded robots.txt the editor shows was removed (the demo stepping aside for the
   * user's first file, or Remove): an unedited copy goes with it, and the next loaded
   * robots.txt may open by itself again. An edited copy stays, as typed text.
   */
  const closeRemovedSource = useCallback(() => {
    setSource(null);
    if (loaded.current !== undefined && textRef.current === loaded.current) {
      hasChosen.current = false;
      setBefore(undefined);
      setText('');
      setContent((old) => ({ text: '', revision: old.revision + 1 }));
    }
    loaded.current = undefined;
  }, []);

  /** The editor's own change: its document already holds `next`. */
  const edit = useCallback((next: string) => {
    setText(next);
    setBefore(
      (old) =>
        old ??
        (loaded.current !== undefined && next !== loaded.current ? loaded.current : undefined),
    );
  }, []);

  /** A link or history entry's text and "before" (undefined: none, an empty editor). */
  const restoreText = useCallback((state: WorkbenchShareState | undefined) => {
    const robots = state?.robots ?? '';
    hasChosen.current = robots !== '';
    loaded.current = undefined;
    setSource(null);
    setText(robots);
    // Replaced once, and only when it differs: the editor keeps its undo otherwise.
    setContent((old) =>
      old.text === robots && textRef.current === robots
        ? old
        : { text: robots, revision: old.revision + 1 },
    );
    setBefore(state?.before || undefined);
  }, []);

  /** True while the first loaded robots.txt may open by itself: nothing chosen, nothing typed. */
  const mayOpenFirst = useCallback(() => !hasChosen.current && textRef.current === '', []);

  return {
    content,
    text,
    source,
    before,
    mayOpenFirst,
    open,
    closeRemovedSource,
    edit,
    restoreText,
    keepAsBefore: () => setBefore(textRef.current),
    stopComparing: () => setBefore(undefined),
    /** Compares two texts: `beforeText` as "before", `afterText` put in the editor (history). */
    compareTexts: (beforeText: string, afterText: string) => {
      open(afterText, null);
      setBefore(beforeText);
    },
  };
}

export function useWorkbenchState(initial: WorkbenchShareState | undefined) {
  const { restoreText, ...editorText } = useEditorText(initial);
  const { restoreFields, ...fields } = useTestFields(initial);
  /** "If the server answers…": the /robots.txt status the verdicts assume (not in share links). */
  const [robotsStatus, setRobotsStatus] = useState<RobotsStatusChoice>(200);
  const { text, before } = editorText;
  const { siteText, testLinesText, checked, typed, expectationsText } = fields;

  /** A link or history entry's workbench (undefined: none, so back to an empty workbench). */
  const restore = useCallback(
    (state: WorkbenchShareState | undefined) => {
      restoreText(state);
      restoreFields(state);
    },
    [restoreText, restoreFields],
  );

  const share = useMemo(
    () => shareStateOf({ text, before, siteText, testLinesText, checked, typed, expectationsText }),
    [text, before, siteText, testLinesText, checked, typed, expectationsText],
  );

  return { ...editorText, ...fields, robotsStatus, share, restore, setRobotsStatus };
}

export type WorkbenchState = ReturnType<typeof useWorkbenchState>;

/** The presets among the crawlers, in the presets' order (as the checkboxes keep them). */
function checkedOf(crawlers: readonly string[]): string[] {
  return crawlerPresets.map((preset) => preset.token).filter((token) => crawlers.includes(token));
}

/** The other crawlers, as the "Other crawlers" box shows them. */
function typedOf(crawlers: readonly string[]): string {
  return crawlers.filter((token) => !PRESET_TOKENS.has(token)).join(', ');
}

/**
 * The robots.txt editor: CodeMirror 6 (line numbers, undo, the lint gutter and tooltips),
 * fed with the worker's lint and the marks the workbench sets (deciding line, ignored tail).
 *
 * Mounted in a shadow root: CodeMirror's StyleModule then puts its rules in a constructed
 * stylesheet (adoptedStyleSheets) instead of a <style> element, which the page's CSP
 * (`style-src 'self'`, no 'unsafe-inline') would refuse; a nonce is impossible on a static
 * host. Checked in Chromium by test/e2e/robots-workbench.test.ts (no CSP violation).
 */
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { lintGutter, setDiagnostics } from '@codemirror/lint';
import { EditorSelection, EditorState, type Extension, type StateEffect } from '@codemirror/state';
import {
  EditorView,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  placeholder,
} from '@codemirror/view';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { RobotsDiagnostic } from '../../worker/protocol/robots-workbench';
import { t } from '../../i18n/i18n';
import {
  EDITOR_MAX_CHARS,
  editorTheme,
  lengthLimit,
  marksField,
  setMarks,
  toDiagnostics,
  type EditorMarks,
} from './editor-marks';

export interface EditorContent {
  text: string;
  /** Changes when the text is replaced from outside (a file opened): the editor takes it. */
  revision: number;
}

interface Props {
  content: EditorContent;
  onChange(text: string): void;
  /** The lint of `lintedText`; shown only while the editor still holds that text. */
  diagnostics: readonly RobotsDiagnostic[];
  lintedText: string | undefined;
  marks: EditorMarks;
  /** A line to move the cursor to and show (a diagnostic chosen in the list). */
  focusLine: { line: number; serial: number } | null;
}

/** A paste this long replaces the editor's state instead of changing it (see below). */
const BIG_PASTE_CHARS = 50_000;

/**
 * The editor's extensions. `onCut`: the text was cut at EDITOR_MAX_CHARS; `onBigPaste`: a
 * paste of BIG_PASTE_CHARS or more, to be put in as a new state (the new text given whole).
 */
function editorExtensions(
  onCut: () => void,
  onDocChange: (doc: string) => void,
  onBigPaste: (view: EditorView, doc: string) => void,
): Extension[] {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    history(),
    keymap.of([...defaultKeymap, ...historyKeymap]),
    lintGutter(),
    marksField,
    lengthLimit(onCut),
    editorTheme,
    placeholder(t('wb.editor.placeholder')),
    // tabindex: the text area is a tab stop anyway (contenteditable), but axe-core 4 counts
    // only elements with a tabindex or a native control as focusable, and reports the
    // scroller around a long file as a scrollable region without keyboard access.
    EditorView.contentAttributes.of({ 'aria-label': t('wb.editor.label'), tabindex: '0' }),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) onDocChange(update.state.doc.toString());
    }),
    EditorView.domEventHandlers({
      paste(event, view) {
        const text = event.clipboardData?.getData('text/plain') ?? '';
        if (text.length < BIG_PASTE_CHARS) return false;
        event.preventDefault();
        const { from, to } = view.state.selection.main;
        let doc = view.state.sliceDoc(0, from) + text + view.state.sliceDoc(to);
        if (doc.length > EDITOR_MAX_CHARS) {
          doc = doc.slice(0, EDITOR_MAX_CHARS);
          onCut();
        }
        onBigPaste(view, doc);
        return true;
      },
    }),
  ];
}

export function RobotsEditor({
  content,
  onChange,
  diagnostics,
  lintedText,
  marks,
  focusLine,
}: Props) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const [isCut, setCut] = useState(false);
  const replaceRef = useRef<(doc: string) => void>(() => {});
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // Bumped when the editor's state is replaced (a file opened, a big paste): the lint and
  // the marks are set again on the new state.
  const [stateSerial, setStateSerial] = useState(0);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const parent = document.createElement('div');
    root.append(parent);
    const extensions = editorExtensions(
      () => setCut(true),
      (doc) => onChangeRef.current(doc),
      (view, doc) => {
        replaceState(view, doc);
        onChangeRef.current(doc);
      },
    );
    // A new state rather than a change: a change inside the viewport renders every inserted
    // line until the next measure (20,000 lines: 9 s in Chromium under load, 2026-11-30),
    // while a new state renders only what is in view. The undo history starts afresh.
    const replaceState = (view: EditorView, doc: string) => {
      view.setState(EditorState.create({ doc, extensions }));
      setStateSerial((serial) => serial + 1);
    };
    const view = new EditorView({
      root,
      parent,
      state: EditorState.create({ doc: content.text, extensions }),
    });
    viewRef.current = view;
    replaceRef.current = (doc) => replaceState(view, doc);
    return () => {
      view.destroy();
      parent.remove();
      viewRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- created once; new content arrives through `revision` below
  }, []);

  useEffect(() => {
    const view = viewRef.current;
    if (!view || view.state.doc.toString() === content.text) return;
    replaceRef.current(content.text);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a replacement from outside; the editor's own edits (new `text`) already match
  }, [content.revision]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view || lintedText === undefined || view.state.doc.toString() !== lintedText) return;
    view.dispatch(setDiagnostics(view.state, toDiagnostics(view.state, diagnostics)));
  }, [diagnostics, lintedText, stateSerial]);

  useMarksInView(viewRef, marks, stateSerial);

  useEffect(() => {
    const view = viewRef.current;
    if (!view || !focusLine || focusLine.line > view.state.doc.lines) return;
    const line = view.state.doc.line(Math.max(1, focusLine.line));
    view.dispatch({
      selection: EditorSelection.cursor(line.from),
      effects: EditorView.scrollIntoView(line.from, { y: 'center' }),
    });
    view.focus();
  }, [focusLine]);

  return (
    <>
      <div ref={hostRef} className="wb-editor" />
      {isCut && (
        <p role="alert" className="field-error">
          {t('wb.editor.cut', { count: EDITOR_MAX_CHARS })}
        </p>
      )}
    </>
  );
}

/**
 * Sets the workbench's marks (deciding line, ignored tail) on the editor, and scrolls the
 * deciding line into the editor's view. Set again when the editor's state is replaced.
 */
function useMarksInView(
  viewRef: RefObject<EditorView | null>,
  { decidingLine, ignoredFromLine }: EditorMarks,
  stateSerial: number,
): void {
  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const effects: StateEffect<unknown>[] = [setMarks.of({ decidingLine, ignoredFromLine })];
    view.dispatch({ effects });
    if (decidingLine < 1 || decidingLine > view.state.doc.lines) return;
    // Only the editor's own scroller moves: EditorView.scrollIntoView scrolls the page as well,
    // which took the user away from the matrix cell they had just selected. The cell's detail
    // quotes the line, and its "Show in editor" goes there on purpose (focusLine, below).
    const from = view.state.doc.line(decidingLine).from;
    view.requestMeasure({
      read: () => ({ top: view.lineBlockAt(from).top, height: view.scrollDOM.clientHeight }),
      write: ({ top, height }) => {
        view.scrollDOM.scrollTop = Math.max(0, top - height / 2);
      },
    });
  }, [viewRef, decidingLine, ignoredFromLine, stateSerial]);
}

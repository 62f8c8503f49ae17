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
import { EditorSelection, EditorState, type StateEffect } from '@codemirror/state';
import {
  EditorView,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  placeholder,
} from '@codemirror/view';
import { useEffect, useRef } from 'react';
import type { RobotsDiagnostic } from '../../worker/protocol';
import { t } from '../i18n/i18n';
import { editorTheme, marksField, setMarks, toDiagnostics, type EditorMarks } from './editor-marks';

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
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const { decidingLine, ignoredFromLine } = marks;

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const parent = document.createElement('div');
    root.append(parent);
    const view = new EditorView({
      root,
      parent,
      state: EditorState.create({
        doc: content.text,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          lintGutter(),
          marksField,
          editorTheme,
          placeholder(t('wb.editor.placeholder')),
          EditorView.contentAttributes.of({ 'aria-label': t('wb.editor.label') }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      parent.remove();
      viewRef.current = null;
    };
    // The editor is created once; content changes arrive through `revision` below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const view = viewRef.current;
    if (!view || view.state.doc.toString() === content.text) return;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: content.text } });
    // Only a replacement from outside; the editor's own edits already match.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [content.revision]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view || lintedText === undefined || view.state.doc.toString() !== lintedText) return;
    view.dispatch(setDiagnostics(view.state, toDiagnostics(view.state, diagnostics)));
  }, [diagnostics, lintedText]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const effects: StateEffect<unknown>[] = [setMarks.of({ decidingLine, ignoredFromLine })];
    if (decidingLine >= 1 && decidingLine <= view.state.doc.lines) {
      const from = view.state.doc.line(decidingLine).from;
      effects.push(EditorView.scrollIntoView(from, { y: 'center' }));
    }
    view.dispatch({ effects });
  }, [decidingLine, ignoredFromLine]);

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

  return <div ref={hostRef} className="wb-editor" />;
}

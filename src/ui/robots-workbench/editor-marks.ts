/**
 * The workbench editor's own marks: the deciding line of the selected cell (a line
 * decoration) and the content past Google's 500 KiB limit (a mark decoration struck
 * through), set from outside by one effect; plus the worker's lint answer as CodeMirror
 * diagnostics. Classes only, never style attributes: the page's CSP forbids inline styles.
 */
import type { Diagnostic } from '@codemirror/lint';
import {
  EditorState,
  StateEffect,
  StateField,
  type Extension,
  type TransactionSpec,
} from '@codemirror/state';
import { Decoration, EditorView, type DecorationSet } from '@codemirror/view';
import type { RobotsDiagnostic } from '../../worker/protocol/robots-workbench';
import { diagnosticText } from './diagnostic-text';

export interface EditorMarks {
  /** 1-based; 0 for none. */
  decidingLine: number;
  /** The first line past the 500 KiB limit; 0 for none. */
  ignoredFromLine: number;
}

export const setMarks = StateEffect.define<EditorMarks>();

const decidingLine = Decoration.line({ class: 'cm-deciding-line' });
const ignoredContent = Decoration.mark({ class: 'cm-ignored-content' });

function buildMarks(state: EditorState, marks: EditorMarks): DecorationSet {
  const { doc } = state;
  const ranges = [];
  if (marks.decidingLine >= 1 && marks.decidingLine <= doc.lines)
    ranges.push(decidingLine.range(doc.line(marks.decidingLine).from));
  if (marks.ignoredFromLine >= 1 && marks.ignoredFromLine <= doc.lines) {
    const from = doc.line(marks.ignoredFromLine).from;
    if (from < doc.length) ranges.push(ignoredContent.range(from, doc.length));
  }
  return Decoration.set(ranges, true);
}

export const marksField: Extension = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = marks.map(transaction.changes);
    for (const effect of transaction.effects)
      if (effect.is(setMarks)) next = buildMarks(transaction.state, effect.value);
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/**
 * The editor holds at most this many characters: Google reads only the first 500 KiB, and a
 * 50 MB paste would be copied to the worker on every pause in typing. 2 MiB leaves room to
 * see what lies past the limit.
 */
export const EDITOR_MAX_CHARS = 2 * 1024 * 1024;

/** Cuts a change that would make the document longer than EDITOR_MAX_CHARS; tells `onCut`. */
export function lengthLimit(onCut: () => void): Extension {
  return EditorState.transactionFilter.of(
    (transaction): TransactionSpec | readonly TransactionSpec[] => {
      if (!transaction.docChanged || transaction.newDoc.length <= EDITOR_MAX_CHARS)
        return transaction;
      const room = EDITOR_MAX_CHARS - transaction.startState.doc.length;
      const changes: { from: number; to: number; insert: string }[] = [];
      let left = Math.max(0, room);
      transaction.changes.iterChanges((from, to, _fromB, _toB, inserted) => {
        const text = inserted.toString();
        left += to - from;
        const kept = text.slice(0, Math.max(0, left));
        left -= kept.length;
        changes.push({ from, to, insert: kept });
      });
      queueMicrotask(onCut);
      return { changes, selection: undefined };
    },
  );
}

/** The worker's lint as CodeMirror diagnostics (a whole-file problem sits on line 1). */
export function toDiagnostics(
  state: EditorState,
  diagnostics: readonly RobotsDiagnostic[],
): Diagnostic[] {
  const { doc } = state;
  const out: Diagnostic[] = [];
  for (const diagnostic of diagnostics) {
    if (diagnostic.line > doc.lines) continue;
    const line = doc.line(Math.max(1, diagnostic.line));
    const from = Math.min(line.to, line.from + Math.max(0, diagnostic.column - 1));
    out.push({
      from,
      to: line.to,
      severity: diagnostic.severity,
      source: diagnostic.code,
      message: diagnosticText(diagnostic),
    });
  }
  return out;
}

/**
 * @codemirror/lint draws its underlines and gutter marks as `data:` SVG images, which the
 * page's CSP refuses (`img-src 'self'`): drawn here with CSS instead, under more specific
 * selectors so the images are never used (and never requested).
 */
const lintMarks = {
  '.cm-content .cm-lintRange-error, .cm-content .cm-lintRange-warning, .cm-content .cm-lintRange-info, .cm-content .cm-lintRange-hint':
    {
      backgroundImage: 'none',
      textDecorationLine: 'underline',
      textDecorationStyle: 'wavy',
      textDecorationSkipInk: 'none',
    },
  '.cm-content .cm-lintRange-error': { textDecorationColor: 'var(--error)' },
  '.cm-content .cm-lintRange-warning': { textDecorationColor: 'var(--warning)' },
  '.cm-content .cm-lintRange-info, .cm-content .cm-lintRange-hint': {
    textDecorationColor: 'var(--muted)',
  },
  '.cm-gutter-lint .cm-lint-marker': { content: 'normal', width: '0.8em', height: '0.8em' },
  '.cm-gutter-lint .cm-lint-marker-error': {
    backgroundColor: 'var(--error)',
    borderRadius: '50%',
  },
  '.cm-gutter-lint .cm-lint-marker-warning': {
    backgroundColor: 'var(--warning)',
    clipPath: 'polygon(50% 0, 100% 100%, 0 100%)',
  },
  '.cm-gutter-lint .cm-lint-marker-info': { backgroundColor: 'var(--muted)' },
};

/**
 * Colours from the page's variables (custom properties inherit into the editor's shadow
 * root). StyleModule puts these rules in a constructed stylesheet there, not a <style>.
 */
export const editorTheme: Extension = EditorView.theme({
  '&': {
    height: '20rem',
    border: '1px solid var(--border)',
    borderRadius: '4px',
    backgroundColor: 'var(--panel)',
    color: 'var(--text)',
  },
  '&.cm-focused': { outline: '2px solid var(--accent)', outlineOffset: '1px' },
  '.cm-scroller': { overflow: 'auto', fontFamily: 'ui-monospace, monospace', fontSize: '0.9rem' },
  '.cm-gutters': {
    backgroundColor: 'var(--bg)',
    color: 'var(--muted)',
    borderRight: '1px solid var(--border)',
  },
  '.cm-deciding-line': { backgroundColor: 'var(--demo)', outline: '1px solid var(--warning)' },
  '.cm-ignored-content': { textDecoration: 'line-through', color: 'var(--muted)' },
  '.cm-tooltip': { maxWidth: 'min(30rem, 90vw)', whiteSpace: 'pre-wrap' },
  ...lintMarks,
});

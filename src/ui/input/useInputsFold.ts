/**
 * Whether the inputs bar is open: it folds by itself when reading finishes (inputs-fold.ts
 * says when), never while the user is typing or pasting (focus in a text field, or unsent
 * text in the paste box), and a fold never strands focus: focus inside moves to the bar's
 * summary, the button that reopens it. Toggling the bar by hand is remembered and from then
 * on decides: `open` keeps it open, `folded` folds it whenever reading finishes.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { InputFile } from '../file-list/input-files';
import {
  isReading,
  loadFoldChoice,
  saveFoldChoice,
  shouldFoldAfterReading,
  type FoldChoice,
} from './inputs-fold';

export function useInputsFold(
  files: readonly InputFile[],
  details: RefObject<HTMLDetailsElement | null>,
) {
  const [choice, setChoice] = useState<FoldChoice | null>(loadFoldChoice);
  const [isOpen, setOpen] = useState(true);
  const reading = isReading(files);
  const wasReading = useRef(false);
  // Everything removed: the next files are read with their status lines in view (state
  // adjusted while rendering, as React's "you might not need an effect" shows).
  if (files.length === 0 && !isOpen && choice !== 'folded') setOpen(true);

  /** Reading finished and the fold is not decided yet (it waits for the next frame). */
  const isFoldPending = useRef(false);

  useEffect(() => {
    if (wasReading.current !== reading) isFoldPending.current = !reading;
    wasReading.current = reading;
    if (!isFoldPending.current || !isOpen) return;
    const fold =
      choice === 'folded' ? files.length > 0 : choice === null && shouldFoldAfterReading(files);
    if (!fold) {
      isFoldPending.current = false;
      return;
    }
    // Decided at the next frame, after the last file's status line has been drawn, from where
    // focus is then.
    const frame = requestAnimationFrame(() => {
      isFoldPending.current = false;
      const element = details.current;
      if (!element || isTypingIn(element)) return;
      if (element.contains(document.activeElement)) element.querySelector('summary')?.focus();
      setOpen(false);
    });
    return () => cancelAnimationFrame(frame);
  }, [reading, files, choice, isOpen, details]);

  /** The `<details>` toggled: by the user when it differs from what was rendered. */
  const onToggle = useCallback(
    (open: boolean) => {
      if (open === isOpen) return;
      const made: FoldChoice = open ? 'open' : 'folded';
      saveFoldChoice(made);
      setChoice(made);
      setOpen(open);
    },
    [isOpen],
  );
  return { isOpen, onToggle };
}

/** Focus in a text field of the inputs, or text in the paste box not yet sent. */
function isTypingIn(element: HTMLElement): boolean {
  const active = document.activeElement;
  if (active && element.contains(active)) {
    if (active instanceof HTMLTextAreaElement) return true;
    if (active instanceof HTMLInputElement && active.type !== 'file') return true;
  }
  return [...element.querySelectorAll('textarea')].some((box) => box.value !== '');
}

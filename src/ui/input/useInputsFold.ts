/**
 * Whether the inputs bar is open. It folds by itself when reading finishes (inputs-fold.ts
 * says when), never while the user is typing or pasting (focus in a text field, or unsent
 * text in the paste box), and a fold never strands focus: focus inside moves to the bar's
 * summary, the button that reopens it. Files added while it is folded open it again, so
 * their status lines show while they are read. Toggling the bar by hand is remembered
 * (inputs-fold.ts) and from then on decides: `open` keeps it open, `folded` keeps it folded
 * once files are in. The choice is read when it is needed, so another tab's choice counts too.
 * The header's actions open it on demand (`open`) without remembering a choice: it folds
 * again after the next reading, as for anyone who never chose. A page opened from a shared
 * link starts folded even with nothing loaded (`startsFolded`): its reader came for the view
 * that was shared, and the header's Add files is there; the first file or a Clear ends that.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { InputFile } from '../file-list/input-files';
import {
  isReading,
  loadFoldChoice,
  saveFoldChoice,
  shouldFoldAfterReading,
  type FoldChoice,
} from './inputs-fold';

export type InputsFold = ReturnType<typeof useInputsFold>;

export function useInputsFold(files: readonly InputFile[], { startsFolded = false } = {}) {
  const details = useRef<HTMLDetailsElement>(null);
  /** The choice made here, for when storage is refused (private mode). */
  const [madeHere, setMadeHere] = useState<FoldChoice | null>(null);
  const choiceNow = useCallback(() => loadFoldChoice() ?? madeHere, [madeHere]);
  const [isOpen, setOpen] = useState(!startsFolded);
  /** Folded for a shared link's view, nothing loaded and nothing asked of the inputs yet. */
  const [isHeldForLink, setHeldForLink] = useState(startsFolded);
  if (isHeldForLink && files.length > 0) setHeldForLink(false);
  const reading = isReading(files);
  // State adjusted while rendering, as React's "you might not need an effect" shows: files
  // arriving, or none left, open the bar so status lines show (unless folded by hand).
  const [wasReadingRendered, setWasReadingRendered] = useState(reading);
  if (reading !== wasReadingRendered) {
    setWasReadingRendered(reading);
    if (reading && !isOpen && choiceNow() !== 'folded') setOpen(true);
  }
  if (files.length === 0 && !isOpen && !isHeldForLink && choiceNow() !== 'folded') setOpen(true);
  /** What the bar shows: with nothing loaded it stays open (unless held for a link). */
  const isShown = isOpen || (files.length === 0 && !isHeldForLink);

  const wasReading = useRef(false);
  /** Reading finished and the fold is not decided yet (it waits for the next frame). */
  const isFoldPending = useRef(false);
  useEffect(() => {
    if (wasReading.current !== reading) isFoldPending.current = !reading;
    wasReading.current = reading;
    if (!isFoldPending.current || !isOpen) return;
    // Decided at the next frame, after the last file's status line has been drawn, from where
    // focus is then.
    const frame = requestAnimationFrame(() => {
      isFoldPending.current = false;
      const choice = choiceNow();
      const fold =
        choice === 'folded' ? files.length > 0 : choice === null && shouldFoldAfterReading(files);
      const element = details.current;
      if (!fold || !element || isTypingIn(element)) return;
      if (element.contains(document.activeElement)) element.querySelector('summary')?.focus();
      setOpen(false);
    });
    return () => cancelAnimationFrame(frame);
  }, [reading, files, isOpen, details, choiceNow]);

  /** The `<details>` toggled: by the user when it differs from what was rendered. */
  const onToggle = useCallback(
    (open: boolean) => {
      if (open === isShown) return;
      const made: FoldChoice = open ? 'open' : 'folded';
      saveFoldChoice(made);
      setMadeHere(made);
      setHeldForLink(false);
      setOpen(open);
    },
    [isShown],
  );
  const open = useCallback(() => {
    setHeldForLink(false);
    setOpen(true);
  }, []);
  return { details, isShown, onToggle, open };
}

/**
 * Focus in a text field of the inputs, or text in the paste box not yet sent. A read-only box
 * (the bookmarklet's console snippet) is text to copy, not typing: it never holds the bar open.
 */
function isTypingIn(element: HTMLElement): boolean {
  const active = document.activeElement;
  if (active && element.contains(active)) {
    if (active instanceof HTMLTextAreaElement && !active.readOnly) return true;
    if (active instanceof HTMLInputElement && active.type !== 'file' && !active.readOnly)
      return true;
  }
  return [...element.querySelectorAll('textarea')].some((box) => !box.readOnly && box.value !== '');
}

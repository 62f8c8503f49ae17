/**
 * Which histogram bar is read (hovered, or active under the keyboard) and which run of bars
 * is selected, by pointer drag or keyboard: arrows move, Shift+arrows extend the selection,
 * Space selects the active bar, Enter shows the selection's URLs (or the active bar's),
 * Escape clears. Indices only: the chart maps them to bins, and is keyed by its bins, so a
 * new histogram starts a new selection.
 */
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

export interface BarRun {
  first: number;
  last: number;
}

export function useBarSelection(barCount: number, onApply: (run: BarRun) => void) {
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState<number>();
  const [isFocused, setFocused] = useState(false);
  const [selection, setSelection] = useState<BarRun>();
  const anchor = useRef<number>(undefined);
  const isDragging = useRef(false);

  const selectTo = useCallback((index: number) => {
    const from = anchor.current ?? index;
    anchor.current = from;
    setSelection({ first: Math.min(from, index), last: Math.max(from, index) });
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (barCount === 0) return;
    const last = barCount - 1;
    const moves: Record<string, number> = {
      ArrowRight: Math.min(last, active + 1),
      ArrowLeft: Math.max(0, active - 1),
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      if (event.shiftKey) {
        if (anchor.current === undefined) anchor.current = active;
        selectTo(target);
      }
      setActive(target);
    } else if (event.key === ' ') {
      event.preventDefault();
      anchor.current = active;
      setSelection({ first: active, last: active });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const run =
        selection && active >= selection.first && active <= selection.last
          ? selection
          : { first: active, last: active };
      onApply(run);
    } else if (event.key === 'Escape') {
      anchor.current = undefined;
      setSelection(undefined);
    }
  };

  const pointer = {
    down(index: number) {
      isDragging.current = true;
      anchor.current = index;
      setActive(index);
      setSelection({ first: index, last: index });
    },
    move(index: number | undefined) {
      setHovered(index);
      if (isDragging.current && index !== undefined) {
        selectTo(index);
        setActive(index);
      }
    },
    up() {
      isDragging.current = false;
    },
  };

  const clear = () => {
    anchor.current = undefined;
    setSelection(undefined);
  };

  /** The bar whose count is shown: the hovered one, else the active one while focused. */
  const shown = hovered ?? (isFocused ? active : undefined);
  return { active, shown, selection, setFocused, onKeyDown, pointer, clear };
}
